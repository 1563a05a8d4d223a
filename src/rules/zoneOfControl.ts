import { EPS, atMost, type Inches } from '../geometry/units.ts';
import type { Disc } from '../geometry/disc.ts';
import { edgeDistance } from './contact.ts';

/** ZoC radius: 8" measured from the edge of the owner's base (RULES.md §2, §17). */
export const ZOC_RADIUS: Inches = 8;

/**
 * Is `other` inside the Zone of Control of `owner`? Edge-to-edge distance ≤ 8" (+EPS),
 * a flat table (decision A10). Example (RULES.md §16 T1): S1 at (0,0), S1 at (8.9,0) → true.
 */
export function inZoc(owner: Disc, other: Disc): boolean {
  return atMost(edgeDistance(owner, other), ZOC_RADIUS + EPS);
}
