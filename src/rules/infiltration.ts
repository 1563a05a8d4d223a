import { normalRoll } from './rolls.ts';
import { hasSkill, type ShownProfile } from './profiles.ts';

/**
 * Infiltration at deployment (RULES.md §18.11.4): free anywhere totally inside the own half of the
 * table; in the enemy half, never inside the enemy Deployment Zone, only after a Normal PH−3 roll made
 * once the trooper is placed. A failure deploys it as a Model in its own Deployment Zone, touching its
 * own table edge, its deployables removed (decision D95). Where a base needs the roll is
 * `needsInfiltrationRoll` (deployment.ts, beside the other deployment areas).
 */

/** The MOD of the Infiltration roll (RULES.md §18.11.4, A31: N5's −3 also for N4; decision D94). */
export const INFILTRATION_PH_MOD = -3;

/** Whether a profile has the Infiltration skill (public, like the rest of the profile). */
export function hasInfiltration(profile: ShownProfile): boolean {
  return hasSkill(profile, 'Infiltration') !== undefined;
}

/** The Success Value of the Infiltration roll: PH with the −3 MOD (RULES.md §18.11.4). */
export function infiltrationDeployValue(profile: Pick<ShownProfile, 'ph'>): number {
  return profile.ph + INFILTRATION_PH_MOD;
}

/** Whether a die passes the Normal PH−3 roll (RULES.md §8: a roll equal to the SV is a critical, a pass). */
export function passesInfiltration(profile: Pick<ShownProfile, 'ph'>, die: number): boolean {
  return normalRoll(infiltrationDeployValue(profile), die).success;
}
