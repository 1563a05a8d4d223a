// Covers RULES.md §18.9.1 (when Prone may change), §18.9.2 (height and halved movement) and decision D55.
import { describe, expect, test } from 'vitest';
import {
  isProne,
  lofHeightMm,
  mayBeProne,
  validateMayGoProne,
  movesProne,
  PRONE,
  PRONE_HEIGHT_MM,
  validateProneChange,
  withProne,
} from './prone.ts';
import { moveAllowance, validateMove, type Movement } from './movement.ts';
import { DEFAULT_TABLE } from './table.ts';
import { baseRadiusInches } from './silhouettes.ts';
import { hasLineOfFire, type LofScene } from './lineOfFire.ts';

describe('validateProneChange: only Movement skills and deployment (RULES.md §18.9.1)', () => {
  test.each<[string, boolean]>([
    ['move', true],
    ['cautiousMove', true],
    ['dodge', true],
    ['deploy', true],
    ['bsAttack', false],
    ['discover', false],
    ['idle', false],
    ['lookOut', false],
    ['reset', false],
    ['intuitiveAttack', false],
    ['reenterCamouflage', false],
  ])('%s → allowed %s', (skill, allowed) => {
    const v = validateProneChange(skill, 'Sniper', 'p1');
    expect(v.map((x) => x.code)).toEqual(allowed ? [] : ['PRONE_NOT_ALLOWED']);
    if (!allowed) expect(v[0]?.ids).toEqual(['p1']);
  });
});

describe('mayBeProne: TAGs, Vehicles and Motorcycles never are (RULES.md §18.9.1, D86)', () => {
  test.each<[Parameters<typeof mayBeProne>[0], boolean, string]>([
    [{}, true, ''],
    [{ troopType: 'LI' }, true, ''],
    [{ troopType: 'HI' }, true, ''],
    [{ troopType: 'REM' }, true, ''],
    [{ troopType: 'TAG' }, false, 'Gecko is a TAG and can never go Prone'],
    [{ troopType: 'VH' }, false, 'Gecko is a Vehicle and can never go Prone'],
    [{ troopType: 'REM', motorcycle: true }, false, 'Gecko is on a Motorcycle and can never go Prone'],
    [{ troopType: 'MI', motorcycle: false }, true, ''],
  ])('%o → %s', (profile, may, message) => {
    expect(mayBeProne(profile)).toBe(may);
    const v = validateMayGoProne(profile, 'Gecko', 'p1');
    expect(v.map((x) => x.code)).toEqual(may ? [] : ['PRONE_NOT_ALLOWED']);
    if (!may) expect(v[0]?.message).toContain(message);
  });
});

describe('lofHeightMm: Prone is as tall as the base (RULES.md §18.9.2)', () => {
  test.each<[number, string[], number]>([
    [1, [], 25],
    [2, [], 40],
    [2, [PRONE], PRONE_HEIGHT_MM],
    [8, ['Immobilized-A', PRONE], 3],
    [5, ['Immobilized-A'], 45],
  ])('S%i with %j → %i mm', (s, tokens, mm) => {
    expect(lofHeightMm(s, tokens)).toBe(mm);
  });
});

describe('withProne and isProne keep the other tokens', () => {
  test.each<[string[], boolean, string[]]>([
    [[], true, [PRONE]],
    [[PRONE], true, [PRONE]],
    [['Immobilized-A', PRONE], false, ['Immobilized-A']],
    [['Immobilized-A'], true, ['Immobilized-A', PRONE]],
    [[], false, []],
  ])('%j set %s → %j', (tokens, prone, out) => {
    expect(withProne(tokens, prone)).toEqual(out);
    expect(isProne(out)).toBe(prone);
  });
});

describe('movesProne: stand up at the start, go Prone at the end (decision D55)', () => {
  test.each<[boolean, boolean, boolean]>([
    [false, false, false],
    [false, true, false],
    [true, false, false],
    [true, true, true],
  ])('Prone before %s, after %s → moves at half %s', (before, after, half) => {
    expect(movesProne(before, after)).toBe(half);
  });
});

describe('moveAllowance while Prone halves the distance (RULES.md §18.9.2)', () => {
  test.each<[string, Movement, number]>([
    ['the first Move of MOV 4-4', { skill: 'move', nth: 0 }, 2],
    ['the second Move of MOV 4-2', { skill: 'move', nth: 1 }, 1],
    ['Cautious Movement of MOV 4-4', { skill: 'cautiousMove' }, 2],
    ['a Dodge', { skill: 'dodge' }, 1],
  ])('%s → %s"', (_what, m, inches) => {
    const mov: [number, number] = m.skill === 'move' && m.nth === 1 ? [4, 2] : [4, 4];
    expect(moveAllowance(m, mov, true)?.inches).toBe(inches);
    expect(moveAllowance(m, mov, false)?.inches).toBe(inches * 2);
  });

  const from = { id: 'm', owner: 'A' as const, kind: 'model' as const, name: 'm', x: 10, y: 10, r: 0.492 };
  test.each<[number, boolean]>([
    [1.99, true],
    [2.01, true],
    [2.02, false],
    [3, false],
  ])('a Prone first Move of MOV 4-4 over %s" → legal %s', (d, legal) => {
    const verdict = validateMove({
      scene: { table: DEFAULT_TABLE, scenery: [], others: [] },
      mover: from,
      to: { x: 10, y: 10 + d },
      movement: { skill: 'move', nth: 0 },
      mov: [4, 4],
      prone: true,
    });
    expect(verdict.violations.map((v) => v.code)).toEqual(legal ? [] : ['MOVE_TOO_LONG']);
    if (!legal) expect(verdict.violations[0]?.message).toContain('halved while Prone');
  });
});

describe('a Prone blocker no longer blocks LoF between standing troopers (RULES.md §4.3, T13)', () => {
  const r = baseRadiusInches(2);
  const scene = (blockerTokens: string[]): LofScene => ({
    pieces: [
      { id: 'V', x: 0, y: 0, r, facing: 0, arc: 180, heightMm: lofHeightMm(2, []), blocksLoF: true },
      {
        id: 'B',
        x: 5,
        y: 0,
        r,
        facing: 0,
        arc: 180,
        heightMm: lofHeightMm(2, blockerTokens),
        blocksLoF: true,
      },
      { id: 'T', x: 10, y: 0, r, facing: 180, arc: 180, heightMm: lofHeightMm(2, []), blocksLoF: true },
    ],
    scenery: [],
  });
  test.each<[string[], boolean]>([
    [[], false],
    [[PRONE], true],
  ])('blocker tokens %j → LoF %s', (tokens, lof) => {
    expect(hasLineOfFire(scene(tokens), 'V', 'T')).toBe(lof);
  });
});
