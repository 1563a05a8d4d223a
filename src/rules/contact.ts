import { EPS, atMost, type Inches } from '../geometry/units.ts';
import { signedGap, type Disc } from '../geometry/disc.ts';

/** A base with its level and the top of its Silhouette, in inches (RULES.md §1.1; D168). */
export type Standing = Disc & { z: number; top: number };

export const isStanding = (d: Disc): d is Standing =>
  typeof (d as Partial<Standing>).z === 'number' && typeof (d as Partial<Standing>).top === 'number';

/** The height between two Silhouettes one above the other; 0 when their heights overlap. */
export function verticalGap(a: { z: number; top: number }, b: { z: number; top: number }): Inches {
  return Math.max(0, a.z - b.top, b.z - a.top);
}

/**
 * Distance between the nearest points of two Silhouettes (RULES.md §0, §2): edge to edge across the
 * table, and when both carry their level (`Standing`) and one is above the other, through the air
 * between them (D172); 0 when they touch or overlap. Example: S1 at (0,0) and S1 at (8.9,0) → 7.916".
 */
export function edgeDistance(a: Disc, b: Disc): Inches {
  const across = Math.max(0, signedGap(a, b));
  if (!isStanding(a) || !isStanding(b)) return across;
  const up = verticalGap(a, b);
  return up > 0 ? Math.hypot(across, up) : across;
}

/** Are the two on different levels, one wholly above the other (D168)? Such bases never touch. */
const apart = (a: Disc, b: Disc): boolean => isStanding(a) && isStanding(b) && verticalGap(a, b) > EPS;

/**
 * Silhouette contact (RULES.md §1.4): the bases touch within EPS and do not overlap.
 * WARNING: an overlap is not contact; callers that forbid contact must also forbid overlap.
 */
export function inContact(a: Disc, b: Disc): boolean {
  // Since PDF 2.1 a trooper is always in contact with itself (RULES.md §1.4).
  if (a === b) return true;
  if (apart(a, b)) return false;
  const gap = signedGap(a, b);
  return atMost(gap, EPS) && atMost(-EPS, gap);
}

/** The bases interpenetrate by more than EPS (RULES.md §1.4): never legal on the table. */
export function overlaps(a: Disc, b: Disc): boolean {
  return !apart(a, b) && !atMost(-EPS, signedGap(a, b));
}

/** Contact or overlap: what "may not enter contact" forbids (RULES.md §16 T8). */
export function touchesOrOverlaps(a: Disc, b: Disc): boolean {
  return !apart(a, b) && atMost(signedGap(a, b), EPS);
}
