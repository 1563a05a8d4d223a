// Attacks in an Order of several troopers (RULES.md §18.12.1–3; decisions D160–D165): a Coordinated
// Order's single target, the Spearhead's halved Burst and the
// others' B1; a Fireteam's Team Leader attacking with the Fireteam's bonus while its members stay
// Idle. The one place these numbers live.
import { ARO_BURST } from './weapons.ts';
import type { FireteamBonus } from './fireteams.ts';
import type { NamedMod } from './mods.ts';
import type { SkillId } from './skills.ts';

/**
 * The Spearhead of a Coordinated attack rolls half its weapon's Burst, rounded up (RULES.md §18.12.3,
 * W-CO: "half the indicated Burst ... rounded up"); every other participant rolls this many dice.
 */
export function spearheadBurst(burst: number): number {
  return Math.max(1, Math.ceil(burst / 2));
}
export const COORDINATED_SUPPORT_BURST = 1;

/** The attacks a Coordinated Order's participants share (decision D160): each at the one target. */
export const COORDINATED_ATTACKS: readonly SkillId[] = ['bsAttack', 'ccAttack'];

/**
 * The skills only a Fireteam's Team Leader performs, the other members performing an Idle instead
 * (RULES.md §18.12.1; decision D162): its attacks and its Discover, with the Fireteam's bonus.
 */
export const TEAM_LEADER_SKILLS: readonly SkillId[] = ['bsAttack', 'ccAttack', 'discover'];

/**
 * What a Fireteam's bonus adds to one roll of a member (RULES.md §18.12.2; decision D163): +B to a BS
 * Attack (the Team Leader's in the Active Turn, every member's in ARO; never to an Entire Order's
 * attack nor to CC), +BS to a BS Attack, +Discover to a Discover. `burst` is the dice before it.
 */
export function fireteamRollBonus(
  bonus: FireteamBonus | undefined,
  skill: SkillId,
): { burst: number; mods: NamedMod[] } {
  if (!bonus) return { burst: 0, mods: [] };
  if (skill === 'bsAttack') {
    return {
      burst: bonus.burst,
      mods: bonus.bs ? [{ name: 'Fireteam', value: bonus.bs }] : [],
    };
  }
  if (skill === 'discover')
    return { burst: 0, mods: bonus.discover ? [{ name: 'Fireteam', value: bonus.discover }] : [] };
  return { burst: 0, mods: [] };
}

/** The Burst of a BS Attack in ARO by a member of a Fireteam (RULES.md §18.1.1: 1, +1 with the bonus). */
export function aroBurstWith(bonus: FireteamBonus | undefined): number {
  return ARO_BURST + (bonus?.burst ?? 0);
}
