import { burstOf, type Weapon } from './weapons.ts';
import { violation, type Violation } from './violations.ts';
import { withRule } from './ruleRefs.ts';

/**
 * Disposable and Unloaded (RULES.md §18.9.3): a Disposable weapon has a number of uses; every
 * declaration spends one, and one more per extra Burst die. At 0 the trooper is Unloaded for it and
 * can no longer declare it. Core N4 has no way to reload.
 */
export const UNLOADED = 'Unloaded';

/** Uses left of a weapon after `spent` uses; Infinity for a weapon that is not Disposable. */
export function usesLeft(weapon: Weapon, spent: number): number {
  return weapon.disposable === undefined ? Infinity : Math.max(0, weapon.disposable - spent);
}

/**
 * The uses one declaration spends and the dice it rolls (RULES.md §18.9.3, §18.1.1; decision D57):
 * one plus one per extra Burst die, but never more than are left, so with 1 use left a B2 weapon
 * rolls 1 die. Example: Disposable(3), B2 in the Active Turn, 0 spent → 2 uses, 2 dice, 1 left.
 */
export function spendOnDeclaration(
  weapon: Weapon,
  spent: number,
  activeTurn: boolean,
  /** The dice the attack means to roll when not the weapon's Burst (a Fireteam's +1 B, a Spearhead's half). */
  wanted?: number,
): { uses: number; dice: number; left: number } {
  const burst = wanted ?? burstOf(weapon, activeTurn);
  const left = usesLeft(weapon, spent);
  if (left === Infinity) return { uses: 0, dice: burst, left };
  const uses = Math.min(burst, left);
  return { uses, dice: uses, left: left - uses };
}

/**
 * Whether a weapon may be declared (RULES.md §18.9.3): WEAPON_UNLOADED once its uses are spent.
 * Example: Disposable(2) with 2 spent → "The Panzerfaust of Sniper is Unloaded: its 2 uses are spent".
 */
export function validateWeaponLoaded(weapon: Weapon, spent: number, name: string, id?: string): Violation[] {
  if (usesLeft(weapon, spent) > 0) return [];
  return [
    violation(
      'WEAPON_UNLOADED',
      withRule(
        `The ${weapon.name} of ${name} is Unloaded: its ${String(weapon.disposable)} use${weapon.disposable === 1 ? ' is' : 's are'} spent and it cannot be declared again.`,
        'disposable',
      ),
      id ? [id] : undefined,
    ),
  ];
}
