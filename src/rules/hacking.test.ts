// Covers RULES.md §18.13 (the Hacking Area is the hacker's ZoC; AROs through it are Hacking Programs
// and Reset only, A33; Hackable = HI, REM, TAG or a Hacker) and decisions D124 (the Hacking Device),
// D125 (no VH in N4), D126 (no Repeaters), D127 (the two programs), with EPS = 0.01" at the edge (D16).
import { describe, expect, it } from 'vitest';
import { EPS } from '../geometry/units.ts';
import {
  HACKING_AREA_REACH,
  hackable,
  hackingAroOffer,
  hackingAreaAros,
  inHackingArea,
  isHacker,
  programProblem,
} from './hacking.ts';
import { publicProfile, type Profile, type TroopType } from './profiles.ts';
import { baseRadiusInches } from './silhouettes.ts';

const R = baseRadiusInches(2);

describe('hackable (§18.13.3)', () => {
  it.each<[TroopType | undefined, boolean | undefined, boolean]>([
    ['HI', undefined, true],
    ['REM', undefined, true],
    ['TAG', undefined, true],
    ['LI', true, true],
    ['MI', undefined, false],
    ['LI', false, false],
    ['SK', undefined, false],
    ['WB', undefined, false],
    ['VH', undefined, false],
    ['VH', true, true],
    [undefined, undefined, false],
    [undefined, true, true],
  ])('troop type %s, hacker %s → %s', (troopType, hacker, expected) => {
    expect(
      hackable({ ...(troopType ? { troopType } : {}), ...(hacker !== undefined ? { hacker } : {}) }),
    ).toBe(expected);
  });

  it('a Hacking Device is public on a model, like the rest of the profile (D124)', () => {
    const p: Profile = {
      id: 'h',
      name: 'Hacker',
      s: 2,
      mov: [4, 2],
      wip: 14,
      bs: 11,
      ph: 10,
      arm: 1,
      w: 1,
      skills: [],
      hacker: true,
    };
    expect(publicProfile(p).hacker).toBe(true);
    expect('hacker' in publicProfile({ ...p, hacker: false })).toBe(false);
    expect(isHacker(p)).toBe(true);
  });
});

describe('inHackingArea (§18.13.1: the hacker’s ZoC)', () => {
  const at = (x: number) => ({ x, y: 0, r: R });
  const edge = 2 * R + HACKING_AREA_REACH;
  it.each([
    ['touching', 2 * R, true],
    ['8" edge to edge', edge, true],
    ['8" + EPS (the measuring tolerance)', edge + EPS, true],
    ['8" + 2 EPS', edge + 2 * EPS, false],
    ['far', 30, false],
  ])('%s → %s', (_name, x, expected) => {
    expect(inHackingArea(at(0), at(x))).toBe(expected);
  });
});

describe('programProblem (D127)', () => {
  const hacker = { hacker: true };
  it.each<[string, Parameters<typeof programProblem>[0], string | null]>([
    [
      'Carbonite in ARO at a Hackable target in the area',
      { program: 'Carbonite', hacker, reacting: true, targetHackable: true, targetInArea: true },
      null,
    ],
    [
      'Carbonite in the active turn',
      { program: 'Carbonite', hacker, reacting: false, targetHackable: true, targetInArea: true },
      null,
    ],
    [
      'Carbonite by a non-hacker',
      { program: 'Carbonite', hacker: {}, reacting: true, targetHackable: true, targetInArea: true },
      'only a Hacker can run a Hacking Program',
    ],
    [
      'Carbonite at a target out of the area',
      { program: 'Carbonite', hacker, reacting: true, targetHackable: true, targetInArea: false },
      'the target is outside the Hacking Area',
    ],
    [
      'Carbonite at a non-Hackable target',
      { program: 'Carbonite', hacker, reacting: true, targetHackable: false, targetInArea: true },
      'the target is not Hackable',
    ],
    [
      'Carbonite at a target whose Hackable is unknown',
      { program: 'Carbonite', hacker, reacting: true, targetInArea: true },
      'the target is not Hackable',
    ],
    ['Cybermask in the active turn', { program: 'Cybermask', hacker, reacting: false }, null],
    [
      'Cybermask as an ARO',
      { program: 'Cybermask', hacker, reacting: true },
      'Cybermask cannot be declared as an ARO',
    ],
  ])('%s', (_name, args, expected) => {
    expect(programProblem(args)).toBe(expected);
  });
});

describe('hackingAreaAros (§18.13.2, A33)', () => {
  it('a Hacker reacts through its Hacking Area with Reset and its ARO programs, never Dodge', () => {
    expect(hackingAreaAros({ hacker: true })).toEqual(['Reset', 'Carbonite']);
  });
  it('anyone else has no ARO through a Hacking Area', () => {
    expect(hackingAreaAros({})).toEqual([]);
  });
});

describe('hackingAroOffer: Carbonite in the ARO list, with why it cannot be declared (§18.13.2, D137)', () => {
  it.each([
    [{}, true, true, null],
    [{ hacker: true }, false, true, 'the target is outside the Hacking Area'],
    [{ hacker: true }, true, false, 'the target is not Hackable'],
    [{ hacker: true }, true, undefined, 'the target is a marker: whether it is Hackable is not known'],
    [{ hacker: true }, true, true, null],
  ] as const)(
    'hacker %j, in the area %s, Hackable %s → %s',
    (hacker, targetInArea, targetHackable, reason) => {
      const offer = hackingAroOffer({ hacker, targetInArea, targetHackable });
      expect(offer?.reason ?? null).toBe(reason);
      if (offer) expect(offer.program).toBe('Carbonite');
    },
  );
});
