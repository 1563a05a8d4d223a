import { EPS, atMost, type Inches } from '../geometry/units.ts';
import type { Disc } from '../geometry/disc.ts';
import { edgeDistance } from './contact.ts';

/** ZoC radius: 8" measured from the edge of the owner's base (RULES.md §2, §17). */
export const ZOC_RADIUS: Inches = 8;

/** How far the ZoC reaches above the top and below the bottom of the Silhouette (RULES.md §2, A10). */
export const ZOC_HEIGHT: Inches = 8;

/** A base with its level and the top of its Silhouette, in inches (src/rules/elevation.ts). */
export type Standing = Disc & { z: number; top: number };

const isStanding = (d: Disc): d is Standing =>
  typeof (d as Partial<Standing>).z === 'number' && typeof (d as Partial<Standing>).top === 'number';

/** The height between two Silhouettes one above the other; 0 when their heights overlap. */
export function verticalGap(a: { z: number; top: number }, b: { z: number; top: number }): Inches {
  return Math.max(0, a.z - b.top, b.z - a.top);
}

/**
 * Is `other` inside the Zone of Control of `owner`? Edge-to-edge distance ≤ 8" (+EPS); when both
 * carry their level (`Standing`), also a vertical gap ≤ 8" (the ZoC is a cylinder reaching 8" above
 * and below, decision A10). Example (RULES.md §16 T1): S1 at (0,0), S1 at (8.9,0) → true.
 */
export function inZoc(owner: Disc, other: Disc): boolean {
  if (isStanding(owner) && isStanding(other) && !atMost(verticalGap(owner, other), ZOC_HEIGHT + EPS))
    return false;
  return atMost(edgeDistance(owner, other), ZOC_RADIUS + EPS);
}
