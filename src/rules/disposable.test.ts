// Covers RULES.md §18.9.3 (Disposable uses, Unloaded at 0) and decision D57 (the last uses cap the dice).
import { describe, expect, test } from 'vitest';
import { spendOnDeclaration, usesLeft, validateWeaponLoaded } from './disposable.ts';
import { WEAPONS, type Weapon } from './weapons.ts';

const panzerfaust = (disposable: number, burst = 1): Weapon => ({
  name: 'Panzerfaust',
  ranges: [0, 3, 3, 0, -3, null, null],
  damage: 14,
  burst,
  disposable,
});

describe('usesLeft', () => {
  test.each<[Weapon, number, number]>([
    [panzerfaust(2), 0, 2],
    [panzerfaust(2), 1, 1],
    [panzerfaust(2), 2, 0],
    [panzerfaust(2), 3, 0],
    [WEAPONS.combiRifle, 50, Infinity],
  ])('%o with %i spent → %s', (w, spent, left) => {
    expect(usesLeft(w, spent)).toBe(left);
  });
});

describe('spendOnDeclaration: one use per declaration and per extra Burst die (RULES.md §18.9.3, D57)', () => {
  test.each<[string, Weapon, number, boolean, { uses: number; dice: number; left: number }]>([
    ['B1, Active Turn, 0 of 2 spent', panzerfaust(2), 0, true, { uses: 1, dice: 1, left: 1 }],
    ['B1, last use', panzerfaust(2), 1, true, { uses: 1, dice: 1, left: 0 }],
    ['B2, Active Turn, 0 of 3 spent', panzerfaust(3, 2), 0, true, { uses: 2, dice: 2, left: 1 }],
    ['B2, Active Turn, 1 use left: 1 die', panzerfaust(3, 2), 2, true, { uses: 1, dice: 1, left: 0 }],
    ['B2 in ARO: Burst 1, one use', panzerfaust(3, 2), 0, false, { uses: 1, dice: 1, left: 2 }],
    ['not Disposable: nothing spent', WEAPONS.combiRifle, 0, true, { uses: 0, dice: 3, left: Infinity }],
  ])('%s', (_what, w, spent, active, out) => {
    expect(spendOnDeclaration(w, spent, active)).toEqual(out);
  });

  // A Fireteam's +1 B spends one more use (the N4 annex: a Panzerfaust B1 with two uses attacks at B2
  // and is Unloaded); a Coordinated Spearhead's half Burst spends only the dice it rolls (D161, D163).
  test.each<[string, Weapon, number, boolean, number, { uses: number; dice: number; left: number }]>([
    ['Panzerfaust B1 + 1 B, 2 uses', panzerfaust(2), 0, true, 2, { uses: 2, dice: 2, left: 0 }],
    ['+1 B in ARO with 1 use left: 1 die', panzerfaust(2), 1, false, 2, { uses: 1, dice: 1, left: 0 }],
    ['Spearhead of a B3 Disposable(3): 2 dice', panzerfaust(3, 3), 0, true, 2, { uses: 2, dice: 2, left: 1 }],
    [
      'not Disposable, B3 as a Spearhead',
      WEAPONS.combiRifle,
      0,
      true,
      2,
      { uses: 0, dice: 2, left: Infinity },
    ],
  ])('wanted dice: %s', (_what, w, spent, active, wanted, out) => {
    expect(spendOnDeclaration(w, spent, active, wanted)).toEqual(out);
  });
});

describe('validateWeaponLoaded: WEAPON_UNLOADED at 0 uses (RULES.md §18.9.3)', () => {
  test.each<[Weapon, number, boolean]>([
    [panzerfaust(2), 1, true],
    [panzerfaust(2), 2, false],
    [panzerfaust(1), 1, false],
    [WEAPONS.combiRifle, 99, true],
  ])('%o with %i spent → loaded %s', (w, spent, loaded) => {
    const v = validateWeaponLoaded(w, spent, 'Sniper', 't1');
    expect(v.map((x) => x.code)).toEqual(loaded ? [] : ['WEAPON_UNLOADED']);
    if (!loaded) {
      expect(v[0]?.ids).toEqual(['t1']);
      expect(v[0]?.message).toContain('The Panzerfaust of Sniper is Unloaded');
    }
  });
});
