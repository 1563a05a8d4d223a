// Weapons, Saving Rolls and Wounds (RULES.md §6.2, §8, A15; issue 5): range bands with inclusive
// upper bounds, out-of-range, cover, and the Unconscious/Dead thresholds.
import { describe, expect, it } from 'vitest';
import { WEAPONS, afterWounds, savingRoll, weaponRangeMod } from './weapons.ts';
import { bsAttackMods, discoverMods, modValues } from './mods.ts';
import { discoverModifier } from './discover.ts';

describe('the range MOD of the Combi Rifle (+3/+3/−3/−3/−6/−6/–, RULES.md §6.2)', () => {
  it.each([
    [0, 3],
    [8, 3],
    [8.005, 3],
    [8.02, 3],
    [16, 3],
    [16.02, -3],
    [24, -3],
    [32, -3],
    [32.02, -6],
    [48, -6],
    [48.02, null],
    [96, null],
    [100, null],
  ])('at %d" edge to edge: %s', (distance, mod) => {
    expect(weaponRangeMod(WEAPONS.combiRifle, distance)).toBe(mod);
  });
});

describe('other weapons', () => {
  it.each([
    ['Sidearm at 10"', WEAPONS.pistol, 10, -3],
    ['Sidearm at 17": out of reach', WEAPONS.pistol, 17, null],
    ['Long Rifle at 96"', WEAPONS.sniperRifle, 96, -6],
    ['Long Rifle beyond 96"', WEAPONS.sniperRifle, 96.5, null],
    ['Heavy Gun at 20"', WEAPONS.heavyGun, 20, 3],
  ])('%s', (_what, weapon, distance, mod) => {
    expect(weaponRangeMod(weapon, distance)).toBe(mod);
  });

  it('has a range MOD or null for each of the seven bands, and a Damage', () => {
    for (const w of Object.values(WEAPONS)) {
      expect(w.ranges).toHaveLength(7);
      expect(w.damage).toBeGreaterThan(0);
    }
  });
});

describe('the MODs of a BS Attack, by name (RULES.md §6.2, §18.3.2, §18.4.1)', () => {
  it.each([
    ['in the open', 10, {}, [{ name: 'range', value: 3 }]],
    [
      'in Partial Cover: −3 more (A15)',
      10,
      { partialCover: true },
      [
        { name: 'range', value: 3 },
        { name: 'Partial Cover', value: -3 },
      ],
    ],
    [
      'against Mimetism −6 (a trooper, its Decoy replicas, its Holoechoes)',
      30,
      { mimetism: -6 },
      [
        { name: 'range', value: -3 },
        { name: 'Mimetism', value: -6 },
      ],
    ],
    [
      'Mimetism and cover together',
      10,
      { mimetism: -3, partialCover: true },
      [
        { name: 'range', value: 3 },
        { name: 'Mimetism', value: -3 },
        { name: 'Partial Cover', value: -3 },
      ],
    ],
    ['out of range', 60, {}, null],
  ] as const)('%s', (_what, distance, target, mods) => {
    expect(bsAttackMods(WEAPONS.combiRifle, distance, target)).toEqual(mods);
  });
});

describe('the MODs of a Discover, by name, add up to discoverModifier (RULES.md §9.2)', () => {
  it.each([
    [4, {}],
    [8, { mimetism: -3 as const }],
    [30, { mimetism: -6 as const, partialCover: true }],
    [20, { imp1: true }],
    [90, { imp1: true, partialCover: true }],
  ])('at %f"', (distance, target) => {
    const mods = discoverMods(distance, target);
    expect(mods?.[0]?.name).toMatch(/^range /);
    expect(modValues(mods ?? []).reduce((a, b) => a + b, 0)).toBe(discoverModifier(distance, target));
  });
  it('is null beyond 96"', () => {
    expect(discoverMods(96.5, {})).toBeNull();
  });
});

describe('a Saving Roll (Damage − ARM, −3 more in cover; at or under loses a Wound)', () => {
  it.each([
    ['Damage 13, ARM 1: value 12, a 12 loses a Wound', 13, 1, false, 12, 12, true],
    ['Damage 13, ARM 1: a 13 saves', 13, 1, false, 13, 12, false],
    ['Damage 13, ARM 1, cover: value 9, a 10 saves', 13, 1, true, 10, 9, false],
    ['Damage 13, ARM 5, cover: value 5, a 5 loses a Wound', 13, 5, true, 5, 5, true],
    ['ARM above Damage: value below 1, nothing hurts', 11, 12, false, 1, -1, false],
  ])('%s', (_what, damage, arm, cover, roll, value, lost) => {
    expect(savingRoll(damage, arm, cover, roll)).toEqual({ value, woundLost: lost });
  });
});

describe('Wounds', () => {
  it.each([
    [2, 1, 1, 'fit'],
    [1, 1, 0, 'unconscious'],
    [2, 2, 0, 'unconscious'],
    [1, 2, -1, 'dead'],
    [0, 1, -1, 'dead'],
    [3, 0, 3, 'fit'],
  ] as const)('%d Wounds, %d lost: %d left, %s', (w, lost, left, condition) => {
    expect(afterWounds(w, lost)).toEqual({ wounds: left, condition });
  });
});
