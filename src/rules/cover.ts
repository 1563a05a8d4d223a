import type { Disc } from '../geometry/disc.ts';
import { distanceToOutline } from '../geometry/polygon.ts';
import { EPS } from '../geometry/units.ts';
import type { Point } from '../geometry/vec.ts';
import { segmentCrossesPolygon } from './sightBlockers.ts';
import type { Scenery } from './table.ts';

/**
 * Partial Cover (RULES.md §18.3.1–18.3.3, A15): the target's base touches a piece of scenery that
 * hides part of it from the attacker, that is some line from the attacker to the target's outline
 * runs through that piece. Low scenery gives it too (§18.3.3); other troopers never do. Returns the
 * covering piece, or null. Example: a trooper with its back to a low wall, shot from beyond the wall,
 * is in Partial Cover; the same trooper shot from the open side is not.
 */
export function partialCover(attacker: Point, target: Disc, scenery: readonly Scenery[]): Scenery | null {
  const outline = outlinePoints(target, COVER_SAMPLES);
  return (
    scenery.find(
      (s) => touches(target, s.polygon) && outline.some((p) => segmentCrossesPolygon(attacker, p, s.polygon)),
    ) ?? null
  );
}

/** How many points of the target's outline the cover test looks at (every 15°). */
const COVER_SAMPLES = 24;

function outlinePoints(d: Disc, n: number): Point[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    return { x: d.x + d.r * Math.cos(a), y: d.y + d.r * Math.sin(a) };
  });
}

/** The base is in Silhouette contact with the piece: its edge within EPS of the outline (RULES.md §1.4). */
function touches(d: Disc, polygon: readonly Point[]): boolean {
  return distanceToOutline(d, polygon) <= d.r + EPS;
}
