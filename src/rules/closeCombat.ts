import type { Profile } from './profiles.ts';
import { ARO_BURST, weaponsOf, type Weapon } from './weapons.ts';
import { violation, type Violation } from './violations.ts';
import type { PieceKind } from './pieces.ts';
import { withRule } from './ruleRefs.ts';

/**
 * Close combat (RULES.md §18.8.2, §18.8.5): the CC attribute, CC weapons, the CC Attack's
 * requirements, its Burst with allies in the fight, Coup de grâce, and BS Attacks into a close combat.
 */

/**
 * The CC of a profile that names none (decision D59): profiles of games saved before close combat,
 * and profiles written without it. 13 is a line trooper's CC; no such game ever declared a CC Attack,
 * so the value changes no replay.
 */
export const DEFAULT_CC = 13;

/** The trooper's CC attribute (RULES.md §18.8.2), `DEFAULT_CC` when its profile names none. */
export function ccOf(profile: Pick<Profile, 'cc'>): number {
  return profile.cc ?? DEFAULT_CC;
}

/** A weapon with the CC trait (RULES.md §18.8.2): it may be used for a CC Attack. */
export function isCcWeapon(w: Weapon): boolean {
  return w.cc === true;
}

/** The places of a profile's CC weapons in its `weaponsOf` list (the order its player picks from). */
export function ccWeaponIndices(profile: Pick<Profile, 'weapon' | 'weapons'>): number[] {
  return weaponsOf(profile).flatMap((w, i) => (isCcWeapon(w) ? [i] : []));
}

/**
 * The CC weapon a CC Attack uses: the one chosen if it has the CC trait, the first CC weapon when
 * none is chosen, or null (no CC weapon, or the chosen one is not a CC weapon).
 */
export function ccWeaponIndex(profile: Pick<Profile, 'weapon' | 'weapons'>, chosen?: number): number | null {
  const list = ccWeaponIndices(profile);
  if (chosen === undefined) return list[0] ?? null;
  return list.includes(chosen) ? chosen : null;
}

/**
 * Multi-trooper close combat (RULES.md §18.8.5, decision D61): a CC Attack rolls 1 die (its Burst in CC
 * is 1, in ARO too), +1 for each ally in contact with the target that supports it.
 * Example: two allies touching the target → B3.
 */
export function ccBurst(supportingAllies: number): number {
  return ARO_BURST + Math.max(0, supportingAllies);
}

/** A BS Attack into a close combat: −6 per allied trooper Engaged with the target (RULES.md §18.8.5). */
export const BS_INTO_CC_MOD = -6;

/** The MOD of a BS Attack at a target Engaged with `allies` of the shooter; 0 when none. */
export function bsIntoCloseCombatMod(allies: number): number {
  return allies > 0 ? BS_INTO_CC_MOD * allies : 0;
}

/**
 * The dice of a BS Attack into a close combat that hit an ally instead (RULES.md §18.8.5, decision
 * D62): each failed die (over the Success Value) when the target is Engaged with the shooter's allies.
 * Example: SV 5, dice 3, 12, 20 with one ally in the fight → 2.
 */
export function strayDice(dice: readonly number[], sv: number, allies: number): number {
  if (allies <= 0) return 0;
  return dice.filter((d) => d > sv).length;
}

/** A target that is Unconscious: a CC Attack on it is a Coup de grâce, Dead with no roll (RULES.md §18.8.2). */
export function isCoupDeGrace(targetTokens: readonly string[]): boolean {
  return targetTokens.includes('Unconscious');
}

/**
 * Why a CC Attack may not be declared (RULES.md §18.8.2, §10.3), or null: the attacker touches the
 * target (Silhouette contact), carries a CC weapon, and the target is not an IMP-1 marker.
 */
export function ccAttackProblem(s: {
  contact: boolean;
  ccWeapon: boolean;
  targetKind: PieceKind;
}): Violation | null {
  if (s.targetKind === 'IMP-1') {
    return violation(
      'ATTACK_NOT_ALLOWED_AGAINST_MARKER',
      withRule('An IMP-1 marker can never be attacked.', 'impersonation'),
    );
  }
  if (!s.contact) {
    return violation(
      'REQUIREMENT_NOT_MET',
      withRule('A CC Attack needs Silhouette contact with its target.', 'ccAttack'),
    );
  }
  if (!s.ccWeapon) {
    return violation(
      'REQUIREMENT_NOT_MET',
      withRule('A CC Attack needs a weapon with the CC trait, such as a Knife or a CC Weapon.', 'ccAttack'),
    );
  }
  return null;
}
