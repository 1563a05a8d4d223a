import { EPS, atMost } from '../geometry/units.ts';
import { vec } from '../geometry/vec.ts';
import type { Disc } from '../geometry/disc.ts';

/** A base with a facing (degrees) and its Line of Fire arc (RULES.md §4.1). */
export interface Facing extends Disc {
  facing: number;
  arc: 180 | 360;
}

/**
 * Is the target totally or partially inside the viewer's arc (RULES.md §4.3, decision A19)?
 * 360° sees everything; 180° needs some part of the target strictly in front of the line
 * through the viewer's centre perpendicular to its facing: dot(cT − cV, f) > −rT + EPS.
 * Example (§16 T10): facing 0°, S1 target at (−0.4,3) → true; at (−0.6,3) → false.
 */
export function inArc(viewer: Facing, target: Disc): boolean {
  if (viewer.arc === 360) return true;
  const f = vec.fromDegrees(viewer.facing);
  return !atMost(vec.dot(vec.sub(target, viewer), f), -target.r + EPS);
}
