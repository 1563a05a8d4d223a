// Covers RULES.md §18.8.2 (CC Attack requirements, CC weapons, Coup de grâce) and §18.8.5 (multi-trooper
// close combat, BS Attacks into a close combat); decisions D59, D61 and D62.
import { describe, expect, test } from 'vitest';
import {
  bsIntoCloseCombatMod,
  ccAttackProblem,
  ccBurst,
  ccOf,
  ccWeaponIndex,
  ccWeaponIndices,
  DEFAULT_CC,
  isCoupDeGrace,
  strayDice,
} from './closeCombat.ts';
import { WEAPONS } from './weapons.ts';
import type { PieceKind } from './pieces.ts';

describe('ccOf: the CC attribute, with the default for old profiles (D59)', () => {
  test.each<[number | undefined, number]>([
    [undefined, DEFAULT_CC],
    [0, 0],
    [15, 15],
  ])('cc %s → %i', (cc, expected) => {
    expect(ccOf(cc === undefined ? {} : { cc })).toBe(expected);
  });
});

describe('CC weapons: only weapons with the CC trait (RULES.md §18.8.2)', () => {
  const armed = { weapons: [WEAPONS.combiRifle, WEAPONS.pistol, WEAPONS.knife, WEAPONS.ccWeapon] };
  test.each<[number | undefined, number | null]>([
    [undefined, 2],
    [2, 2],
    [3, 3],
    [0, null],
    [1, null],
    [7, null],
  ])('chosen %s → %s', (chosen, expected) => {
    expect(ccWeaponIndex(armed, chosen)).toBe(expected);
  });
  test('a profile without CC weapons has none to choose', () => {
    expect(ccWeaponIndices({ weapons: [WEAPONS.combiRifle] })).toEqual([]);
    expect(ccWeaponIndex({})).toBeNull();
  });
});

describe('ccBurst: +1 B per ally in contact with the target (RULES.md §18.8.5, D61)', () => {
  test.each<[number, number]>([
    [0, 1],
    [1, 2],
    [3, 4],
    [-1, 1],
  ])('%i allies → B%i', (allies, burst) => {
    expect(ccBurst(allies)).toBe(burst);
  });
});

describe('BS Attack into a close combat: −6 per ally Engaged with the target (RULES.md §18.8.5)', () => {
  test.each<[number, number]>([
    [0, 0],
    [1, -6],
    [2, -12],
  ])('%i allies → %i', (allies, mod) => {
    expect(bsIntoCloseCombatMod(allies)).toBe(mod);
  });
});

describe('strayDice: failed dice hit an ally in the fight (RULES.md §18.8.5, D62)', () => {
  test.each<[number[], number, number, number]>([
    [[3, 12, 20], 5, 1, 2],
    [[5, 6], 5, 1, 1],
    [[5], 5, 1, 0],
    [[12, 20], 5, 0, 0],
    [[], 5, 2, 0],
  ])('dice %j at SV %i with %i allies → %i', (dice, sv, allies, expected) => {
    expect(strayDice(dice, sv, allies)).toBe(expected);
  });
});

describe('isCoupDeGrace: a CC Attack on an Unconscious target (RULES.md §18.8.2)', () => {
  test.each<[string[], boolean]>([
    [['Unconscious', 'Prone'], true],
    [['Prone'], false],
    [[], false],
  ])('%j → %s', (tokens, expected) => {
    expect(isCoupDeGrace(tokens)).toBe(expected);
  });
});

describe('ccAttackProblem: contact, a CC weapon, never an IMP-1 (RULES.md §18.8.2, §10.3)', () => {
  test.each<[boolean, boolean, PieceKind, string | null]>([
    [true, true, 'model', null],
    [false, true, 'model', 'REQUIREMENT_NOT_MET'],
    [true, false, 'model', 'REQUIREMENT_NOT_MET'],
    [true, true, 'IMP-1', 'ATTACK_NOT_ALLOWED_AGAINST_MARKER'],
    [true, true, 'HOLOECHO-1', null],
  ])('contact %s, CC weapon %s, target %s → %s', (contact, ccWeapon, targetKind, code) => {
    expect(ccAttackProblem({ contact, ccWeapon, targetKind })?.code ?? null).toBe(code);
  });
});
