import { EPS, atMost } from '../geometry/units.ts';
import type { Disc } from '../geometry/disc.ts';
import { reachesInto } from './deployment.ts';
import { otherSeat, type Seat } from './pieces.ts';
import { hasSkill, type DeploymentForm, type ShownProfile } from './profiles.ts';
import { normalRoll } from './rolls.ts';
import { withRule } from './ruleRefs.ts';
import { deploymentZone, type TableSpec } from './table.ts';
import { violation, type Violation } from './violations.ts';

/**
 * Airborne Deployment (RULES.md §18.11.1–§18.11.3): a trooper with Parachutist or Combat Jump may stay
 * off the table at deployment, its Order not in the pool, and arrive in its Active Turn with its own
 * Order as an Entire Order: never Prone, never touching an enemy, no Partial Cover in that Order, the
 * AROs after it is placed.
 * - Parachutist (§18.11.2): any spot touching a table edge, outside the enemy Deployment Zone; no roll.
 * - Combat Jump (§18.11.3): any spot not inside a building, then a PH roll (the profile's own value if
 *   it gives one); a failure puts it as a Model in its own Deployment Zone touching its table edge, no
 *   scatter (decision D99).
 * Tall scenery is solid on this table (decision A7), so no base ever stands inside a building: the
 * Combat Jump area is every spot a placement allows (decision D98).
 */

/** The two Airborne Deployment skills, as an arrival names them. */
export const AIRBORNE_SKILLS = ['Parachutist', 'CombatJump'] as const;
export type AirborneSkill = (typeof AIRBORNE_SKILLS)[number];

/** Each skill by its profile name, for messages. */
export const AIRBORNE_SKILL_NAMES: Readonly<Record<AirborneSkill, string>> = {
  Parachutist: 'Parachutist',
  CombatJump: 'Combat Jump',
};

/** The Airborne Deployment skills a profile has (public, like the rest of the profile). */
export function airborneSkillsOf(profile: ShownProfile): AirborneSkill[] {
  return AIRBORNE_SKILLS.filter((k) => hasSkill(profile, k) !== undefined);
}

/** Whether a profile may stay off the table at deployment (RULES.md §18.11.1). */
export function hasAirborneDeployment(profile: ShownProfile): boolean {
  return airborneSkillsOf(profile).length > 0;
}

/** The Success Value of the Combat Jump roll: the skill's own PH if the profile gives one, else PH (§18.11.3). */
export function combatJumpValue(profile: ShownProfile): number {
  return hasSkill(profile, 'CombatJump')?.ph ?? profile.ph;
}

/** Whether a die passes the Normal PH roll of a Combat Jump (RULES.md §8: equal to the SV is a critical, a pass). */
export function passesCombatJump(profile: ShownProfile, die: number): boolean {
  return normalRoll(combatJumpValue(profile), die).success;
}

/**
 * The forms an arriving trooper may take (decision D100): a Model, a CAMO marker with Camouflage, the
 * Decoy user's Model with its replicas. Holoecho markers and IMP markers are set up by their own
 * Deployment Phase rules (§10.3, §10.4), so they do not come down from the air.
 */
export const AIRBORNE_FORMS: readonly DeploymentForm[] = ['model', 'CAMO', 'Decoy'];

/** The base touches one of the four table edges (within the measuring tolerance). */
export function touchesTableEdge(table: TableSpec, d: Disc): boolean {
  return (
    atMost(d.x - d.r, EPS) ||
    atMost(d.y - d.r, EPS) ||
    atMost(table.width - EPS, d.x + d.r) ||
    atMost(table.depth - EPS, d.y + d.r)
  );
}

/**
 * Where one arriving piece may not land (RULES.md §18.11.2, §18.11.3), on top of the placement rules
 * and the no-contact rule of deployment: a Parachutist's base touches a table edge and never reaches
 * into the enemy Deployment Zone. Decoy replicas follow the user's rule too (decision D101), so their
 * spots never tell which piece is real.
 */
export function landingViolations(
  table: TableSpec,
  skill: AirborneSkill,
  piece: Disc & { id: string; name: string; owner: Seat },
): Violation[] {
  if (skill === 'CombatJump') return [];
  const out: Violation[] = [];
  if (!touchesTableEdge(table, piece)) {
    out.push(
      violation(
        'OUTSIDE_DEPLOYMENT_ZONE',
        withRule(`${piece.name} lands with Parachutist: its base must touch a table edge.`, 'parachutist'),
        [piece.id],
      ),
    );
  }
  if (reachesInto(deploymentZone(table, otherSeat(piece.owner)), piece)) {
    out.push(
      violation(
        'OUTSIDE_DEPLOYMENT_ZONE',
        withRule(
          `${piece.name} lands with Parachutist: never inside Player ${otherSeat(piece.owner)}'s Deployment Zone.`,
          'parachutist',
        ),
        [piece.id],
      ),
    );
  }
  return out;
}

/**
 * Where a Parachutist's base goes when its owner points near a table edge: moved straight to touch the
 * nearest edge if the point is within one base diameter of it, so a click need not hit the edge to a
 * hundredth of an inch; elsewhere the point is kept (and the landing rule refuses it).
 */
export function snapToEdge(
  table: TableSpec,
  p: { x: number; y: number },
  r: number,
): { x: number; y: number } {
  const gaps = [
    { gap: p.x - r, to: { x: r, y: p.y } },
    { gap: table.width - r - p.x, to: { x: table.width - r, y: p.y } },
    { gap: p.y - r, to: { x: p.x, y: r } },
    { gap: table.depth - r - p.y, to: { x: p.x, y: table.depth - r } },
  ];
  const nearest = gaps.reduce((a, b) => (Math.abs(b.gap) < Math.abs(a.gap) ? b : a));
  return Math.abs(nearest.gap) <= 2 * r ? nearest.to : { x: p.x, y: p.y };
}
