import { EPS, atMost, type Inches } from '../geometry/units.ts';
import { signedGap, type Disc } from '../geometry/disc.ts';

/**
 * Distance between the nearest points of two bases, edge to edge (RULES.md §0, §2);
 * 0 when they touch or overlap. Example: S1 at (0,0) and S1 at (8.9,0) → 7.916".
 */
export function edgeDistance(a: Disc, b: Disc): Inches {
  return Math.max(0, signedGap(a, b));
}

/**
 * Silhouette contact (RULES.md §1.4): the bases touch within EPS and do not overlap.
 * WARNING: an overlap is not contact; callers that forbid contact must also forbid overlap.
 */
export function inContact(a: Disc, b: Disc): boolean {
  // Since PDF 2.1 a trooper is always in contact with itself (RULES.md §1.4).
  if (a === b) return true;
  const gap = signedGap(a, b);
  return atMost(gap, EPS) && atMost(-EPS, gap);
}

/** The bases interpenetrate by more than EPS (RULES.md §1.4): never legal on the table. */
export function overlaps(a: Disc, b: Disc): boolean {
  return !atMost(-EPS, signedGap(a, b));
}

/** Contact or overlap: what "may not enter contact" forbids (RULES.md §16 T8). */
export function touchesOrOverlaps(a: Disc, b: Disc): boolean {
  return atMost(signedGap(a, b), EPS);
}
