// Covers RULES.md §18.13 (the Hacking Area is the hacker's ZoC; AROs through it are Hacking Programs
// and Reset only, A33; Hackable = HI, REM, TAG or a Hacker) and decisions D124 (the Hacking Device),
// D125 (no VH in N4), D126 (no Repeaters), D127 (the two programs), with EPS = 0.01" at the edge (D16);
// Carbonite's numbers and BTS (D144), Immobilized-B (D145) and Carbonite as an ARO (D147).
import { describe, expect, it } from 'vitest';
import { EPS } from '../geometry/units.ts';
import {
  CARBONITE,
  CARBONITE_WEAPON,
  carboniteSavesOwed,
  HACKING_AREA_REACH,
  hackable,
  hackingAroOffer,
  hackingAreaAros,
  inHackingArea,
  isHacker,
  programProblem,
} from './hacking.ts';
import { btsOf, publicProfile, type Profile, type TroopType } from './profiles.ts';
import { IMMOBILIZED_B, IMMOBILIZED_B_RESET_MOD } from './movement.ts';
import { burstOf, savingRoll } from './weapons.ts';
import { allowedAros, aroProblem, immobilizedBProblem } from './skills.ts';
import { canBeEngaged } from './engaged.ts';
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

describe('hackingAroOffer: Carbonite in the ARO list, or why it cannot be declared (§18.13.2, D137, D147)', () => {
  it('no offer at all to a trooper that is no Hacker', () => {
    expect(hackingAroOffer({ hacker: {}, targetInArea: true, targetHackable: true })).toBeNull();
  });
  it('a Hacker that is Immobilized-B is told so', () => {
    expect(
      hackingAroOffer({
        hacker: { hacker: true },
        targetInArea: true,
        targetHackable: true,
        immobilized: true,
      }),
    ).toEqual({ program: 'Carbonite', reason: 'the hacker is Immobilized-B' });
  });
  it.each([
    [{ hacker: true }, false, true, 'the target is outside the Hacking Area'],
    [{ hacker: true }, true, false, 'the target is not Hackable'],
    [{ hacker: true }, true, undefined, 'the target is a marker: whether it is Hackable is not known'],
    [{ hacker: true }, true, true, null],
  ] as const)(
    'hacker %j, in the area %s, Hackable %s → %s',
    (hacker, targetInArea, targetHackable, reason) => {
      const offer = hackingAroOffer({ hacker, targetInArea, targetHackable });
      // null: the program may be declared, and the ARO list shows its button.
      expect(offer).toEqual({ program: 'Carbonite', reason });
    },
  );
});

describe('Carbonite’s numbers (§18.13, D144)', () => {
  it('Damage 13, Burst 2, Attack MOD 0, saves against BTS, Immobilized-B', () => {
    expect(CARBONITE).toMatchObject({
      damage: 13,
      burst: 2,
      attackMod: 0,
      save: 'BTS',
      state: IMMOBILIZED_B,
    });
    expect(CARBONITE_WEAPON.ranges.every((r) => r === null)).toBe(true);
    expect(burstOf(CARBONITE_WEAPON, true)).toBe(2);
    expect(burstOf(CARBONITE_WEAPON, false)).toBe(1);
  });
  it.each([
    [0, 0, 0],
    [1, 0, 2],
    [0, 1, 3],
    [2, 0, 4],
    [2, 1, 7],
  ])(
    '%i hits and %i criticals owe %i Saving Rolls (DA: two a hit, one more a critical)',
    (hits, crits, owed) => {
      expect(carboniteSavesOwed({ hits, crits })).toBe(owed);
    },
  );
  it.each([
    // BTS, die → a failure leaves the target Immobilized-B (Damage − BTS or under).
    [0, 13, true],
    [0, 14, false],
    [3, 10, true],
    [3, 11, false],
    [6, 7, true],
    [6, 8, false],
  ])('BTS %i, a save of %i fails: %s', (bts, die, fails) => {
    expect(savingRoll(CARBONITE.damage, btsOf({ bts }), false, die).woundLost).toBe(fails);
  });
  it('a profile without BTS reads 0', () => {
    expect(btsOf({})).toBe(0);
  });
  it('BTS is shown with the profile a model shows (a HoloMask shows the imitated one’s), and left out when none', () => {
    const shown: Omit<Profile, 'id'> = {
      name: 'Imitated',
      s: 2,
      mov: [4, 4],
      wip: 13,
      bs: 12,
      ph: 10,
      arm: 2,
      w: 1,
      skills: [],
    };
    expect(publicProfile({ ...shown, bts: 6 }).bts).toBe(6);
    expect(publicProfile(shown)).not.toHaveProperty('bts');
  });
});

describe('Carbonite as an ARO (aroProblem, §18.13.2, D147)', () => {
  const base = { lof: false, zoc: true, targetKind: 'model' as const, hacker: true, targetHackable: true };
  it.each([
    ['in the area, no LoF, Hackable', base, null],
    ['with LoF but outside the area', { ...base, lof: true, zoc: false }, 'outside the Hacking Area'],
    ['no LoF, outside the area: no ARO at all', { ...base, zoc: false }, 'No LoF'],
    ['not Hackable', { ...base, targetHackable: false }, 'not Hackable'],
    ['no Hacker', { ...base, hacker: false }, 'only a Hacker'],
    [
      'the ARO lists (no hacker given)',
      { lof: true, zoc: true, targetKind: 'model' as const },
      'only a Hacker',
    ],
    ['an undiscovered CAMO marker', { ...base, targetKind: 'CAMO' as const }, 'until it is Discovered'],
    [
      'an undiscovered CAMO marker that is not Hackable',
      { ...base, targetKind: 'CAMO' as const, targetHackable: false },
      'until it is Discovered',
    ],
    ['a Discovered CAMO marker', { ...base, targetKind: 'CAMO' as const, targetDiscovered: true }, null],
    ['the reactor is Immobilized-B', { ...base, immobilizedB: true }, 'may only declare Reset'],
  ])('%s', (_, situation, words) => {
    const problem = aroProblem('carbonite', situation);
    if (words === null) expect(problem?.message ?? null).toBe(null);
    else expect(problem?.message).toContain(words);
  });
  it('never in the ARO lists, which carry no hacker (D147)', () => {
    expect(allowedAros({ lof: true, zoc: true, targetKind: 'model' })).not.toContain('carbonite');
  });
});

describe('Immobilized-B (D145)', () => {
  it.each([
    ['reset', null],
    ['idle', null],
    ['move', 'may only declare Reset'],
    ['dodge', 'may only declare Reset'],
    ['bsAttack', 'may only declare Reset'],
    ['carbonite', 'may only declare Reset'],
  ] as const)('%s → %s', (skill, words) => {
    const problem = immobilizedBProblem(skill);
    if (words === null) expect(problem).toBeNull();
    else expect(problem?.message).toContain(words);
  });
  it('an Immobilized-B trooper is never Engaged', () => {
    const p = {
      id: 'a',
      owner: 'A' as const,
      kind: 'model' as const,
      x: 0,
      y: 0,
      r: 0.5,
      tokens: [IMMOBILIZED_B],
    };
    expect(canBeEngaged(p)).toBe(false);
    expect(IMMOBILIZED_B_RESET_MOD).toBe(-3);
  });
});
