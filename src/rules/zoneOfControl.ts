import { EPS, atMost, type Inches } from '../geometry/units.ts';
import { isStanding, verticalGap } from './contact.ts';
import { signedGap, type Disc } from '../geometry/disc.ts';
export { verticalGap, type Standing } from './contact.ts';

/** ZoC radius: 8" measured from the edge of the owner's base (RULES.md §2, §17). */
export const ZOC_RADIUS: Inches = 8;

/** How far the ZoC reaches above the top and below the bottom of the Silhouette (RULES.md §2, A10). */
export const ZOC_HEIGHT: Inches = 8;

/**
 * Is `other` inside the Zone of Control of `owner`? Edge-to-edge distance ≤ 8" (+EPS); when both
 * carry their level (`Standing`), also a vertical gap ≤ 8" (the ZoC is a cylinder reaching 8" above
 * and below, decision A10). Example (RULES.md §16 T1): S1 at (0,0), S1 at (8.9,0) → true.
 */
export function inZoc(owner: Disc, other: Disc): boolean {
  if (isStanding(owner) && isStanding(other) && !atMost(verticalGap(owner, other), ZOC_HEIGHT + EPS))
    return false;
  // Across the table only: the ZoC is a cylinder, not a sphere.
  return atMost(Math.max(0, signedGap(owner, other)), ZOC_RADIUS + EPS);
}
