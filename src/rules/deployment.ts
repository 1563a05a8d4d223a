import { EPS, atMost } from '../geometry/units.ts';
import type { Disc } from '../geometry/disc.ts';
import type { Point } from '../geometry/vec.ts';
import { inContact, overlaps } from './contact.ts';
import { KIND_RULES, otherSeat, type Seat } from './pieces.ts';
import type { PlacedPiece } from './movement.ts';
import { hasSkill, type DeploymentForm, type Profile, type ShownProfile } from './profiles.ts';
import { deploymentZone, ownHalf, type TableSpec, type Zone } from './table.ts';
import { violation, type Violation } from './violations.ts';
import { withRule } from './ruleRefs.ts';

/**
 * Where a deployment form may stand (RULES.md §11.2, §10.3):
 * - `own-zone`: totally inside the seat's own Deployment Zone (models, CAMO, Holoecho, Decoy);
 * - `impersonation`: anywhere but the enemy Deployment Zone; inside it only after a WIP roll;
 * - `infiltration` (§18.11.4): anywhere but the enemy Deployment Zone; in the enemy half only after a
 *   PH−3 roll (rules/infiltration.ts);
 * - `airborne` (§18.11): an arrival in a Player Turn, no zone here: where it may land is the skill's
 *   own rule (rules/airborne.ts `landingViolations`), on top of the deployment rules below.
 */
export type DeploymentArea = 'own-zone' | 'impersonation' | 'infiltration' | 'airborne';

/**
 * How few extra pieces a form may bring (RULES.md §10.4, §10.6): "placing **up to** three Holoechoes"
 * and "**up to** N Decoy Markers". Fewer than these is no longer the state: Holoecho needs another
 * Holoecho in Coherency (a lone one fails its check), and Decoy without a replica hides nothing; such
 * a trooper deploys as a model. The most is the skill's own (two Holoechoes, the Decoy level).
 */
export const MIN_EXTRA_PIECES: Partial<Record<DeploymentForm, number>> = { Holoecho: 1, Decoy: 1 };

/**
 * The area of a form (RULES.md §11.2, §10.3, §18.11.4): an IMP marker keeps Impersonation's area,
 * which already reaches the enemy half; any other form of an Infiltration trooper infiltrates
 * (decision D96). Without the profile, the form alone decides.
 */
export function deploymentArea(form: DeploymentForm, profile?: ShownProfile): DeploymentArea {
  if (form === 'IMP-1' || form === 'IMP-2') return 'impersonation';
  return profile && hasSkill(profile, 'Infiltration') ? 'infiltration' : 'own-zone';
}

/** The attribute an Impersonator rolls to deploy inside the enemy zone (RULES.md §10.3): a Normal WIP Roll. */
export function impersonationDeployValue(profile: Profile): number {
  return profile.wip;
}

/** The whole base lies inside the zone, within EPS (RULES.md §11.2 "totally inside"). */
export function totallyInside(zone: Zone, d: Disc): boolean {
  return (
    atMost(zone.x - EPS, d.x - d.r) &&
    atMost(zone.y - EPS, d.y - d.r) &&
    atMost(d.x + d.r, zone.x + zone.width + EPS) &&
    atMost(d.y + d.r, zone.y + zone.depth + EPS)
  );
}

/** Some part of the base lies inside the zone by more than EPS. */
export function reachesInto(zone: Zone, d: Disc): boolean {
  if (zone.depth <= 0 || zone.width <= 0) return false;
  const nx = Math.max(zone.x, Math.min(d.x, zone.x + zone.width));
  const ny = Math.max(zone.y, Math.min(d.y, zone.y + zone.depth));
  const inside = d.x > zone.x && d.x < zone.x + zone.width && d.y > zone.y && d.y < zone.y + zone.depth;
  return inside || Math.hypot(d.x - nx, d.y - ny) < d.r - EPS;
}

/** An IMP piece whose base reaches into the enemy Deployment Zone needs the WIP roll (RULES.md §10.3). */
export function needsImpersonationRoll(table: TableSpec, seat: Seat, d: Disc): boolean {
  return reachesInto(deploymentZone(table, otherSeat(seat)), d);
}

/**
 * An Infiltration trooper's base not totally inside its own half needs the PH−3 roll (RULES.md
 * §18.11.4): a base across the centre line already stands in the enemy half.
 */
export function needsInfiltrationRoll(table: TableSpec, seat: Seat, d: Disc): boolean {
  return !totallyInside(ownHalf(table, seat), d);
}

/**
 * The deployment rules of RULES.md §11.2 on top of the placement rules (movement.ts): the area of
 * the form, and no contact with any enemy piece. Enemy markers and overlaps are already reported
 * by validatePlacement, so only touching an enemy model or Holoecho/Decoy piece is added here.
 */
export function deploymentViolations(
  table: TableSpec,
  area: DeploymentArea,
  piece: PlacedPiece,
  others: readonly PlacedPiece[],
): Violation[] {
  const out: Violation[] = [];
  if (area === 'infiltration' && reachesInto(deploymentZone(table, otherSeat(piece.owner)), piece)) {
    out.push(
      violation(
        'OUTSIDE_DEPLOYMENT_ZONE',
        withRule(
          `${piece.name} may infiltrate the enemy half, but never the enemy Deployment Zone.`,
          'infiltration',
        ),
        [piece.id],
      ),
    );
  }
  if (area === 'own-zone' && !totallyInside(deploymentZone(table, piece.owner), piece)) {
    out.push(
      violation(
        'OUTSIDE_DEPLOYMENT_ZONE',
        withRule(
          `${piece.name} must stand totally inside Player ${piece.owner}'s Deployment Zone.`,
          'deployment',
        ),
        [piece.id],
      ),
    );
  }
  for (const o of others) {
    if (o.owner === piece.owner || KIND_RULES[o.kind].forbidsEnemyContact) continue;
    if (inContact(piece, o) && !overlaps(piece, o)) {
      out.push(
        violation(
          'TOUCHES_ENEMY',
          withRule(`${piece.name} may not deploy touching the enemy ${o.name}.`, 'deployment'),
          [piece.id, o.id],
        ),
      );
    }
  }
  return out;
}

/**
 * The deployment rules for moving a piece already placed in this step (RULES.md §11.2, §10.3,
 * §18.11.4): those of `deploymentViolations` where it ends; an IMP piece may not be moved into the
 * enemy Deployment Zone, nor an Infiltration piece into the enemy half, which take the roll of a new
 * placement.
 */
export function adjustmentViolations(
  table: TableSpec,
  area: DeploymentArea,
  piece: PlacedPiece,
  to: Point,
  others: readonly PlacedPiece[],
): Violation[] {
  const moved = { ...piece, x: to.x, y: to.y };
  const out = deploymentViolations(table, area, moved, others);
  if (
    area === 'impersonation' &&
    needsImpersonationRoll(table, piece.owner, moved) &&
    !needsImpersonationRoll(table, piece.owner, piece)
  ) {
    out.push(
      violation(
        'OUTSIDE_DEPLOYMENT_ZONE',
        withRule(
          `${piece.name} would enter the enemy Deployment Zone, which takes a WIP roll: take it back and deploy it there.`,
          'impersonation',
        ),
        [piece.id],
      ),
    );
  }
  if (
    area === 'infiltration' &&
    needsInfiltrationRoll(table, piece.owner, moved) &&
    !needsInfiltrationRoll(table, piece.owner, piece)
  ) {
    out.push(
      violation(
        'OUTSIDE_DEPLOYMENT_ZONE',
        withRule(
          `${piece.name} would enter the enemy half, which takes a PH roll: take it back and deploy it there.`,
          'infiltration',
        ),
        [piece.id],
      ),
    );
  }
  return out;
}

/**
 * Where an Impersonator that failed its WIP roll deploys (decision D15, after the N4 Infiltration
 * failure of RULES.md §10.2): as a model inside its own Deployment Zone, touching its own table edge,
 * as near as possible to the x it was aimed at. Candidates nearest first, 0.25" apart.
 */
export function edgeSpots(table: TableSpec, seat: Seat, aimX: number, r: number): Point[] {
  const y = seat === 'A' ? r : table.depth - r;
  const lo = r;
  const hi = table.width - r;
  if (hi < lo) return [];
  const start = Math.min(hi, Math.max(lo, aimX));
  const out: Point[] = [{ x: start, y }];
  for (let k = 1; start - k * 0.25 >= lo - 1e-9 || start + k * 0.25 <= hi + 1e-9; k++) {
    if (start - k * 0.25 >= lo - 1e-9) out.push({ x: start - k * 0.25, y });
    if (start + k * 0.25 <= hi + 1e-9) out.push({ x: start + k * 0.25, y });
  }
  return out;
}
