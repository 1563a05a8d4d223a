import type { Disc } from '../geometry/disc.ts';
import { distanceToOutline, insideRuns } from '../geometry/polygon.ts';
import { elevationAt } from './elevation.ts';
import { EPS } from '../geometry/units.ts';
import type { Point } from '../geometry/vec.ts';
import { HEIGHT_GRAZE, segmentCrossesPolygon } from './sightBlockers.ts';
import type { Scenery } from './table.ts';

/**
 * Partial Cover (RULES.md §18.3.1–18.3.3, A15): the target's base touches a piece of scenery that
 * hides part of it from the attacker, that is some line from the attacker to the target's outline
 * runs through that piece. Low scenery gives it too (§18.3.3); other troopers never do. Returns the
 * covering piece, or null. Example: a trooper with its back to a low wall, shot from beyond the wall,
 * is in Partial Cover; the same trooper shot from the open side is not. With heights (D171), the piece
 * must hide the target's foot from the attacker's: a line between the feet of the two Silhouettes runs
 * through it below its top. On the table that is any line through it, as before; a wall in contact
 * still covers a target shot from a roof (it hides its lower part); a crate on the ground beside a
 * building does not cover a trooper on the roof above it.
 */
export function partialCover(attacker: Point, target: Disc, scenery: readonly Scenery[]): Scenery | null {
  const outline = outlinePoints(target, COVER_SAMPLES);
  // Between levels (D166, D171): the foot of the attacker's Silhouette to the foot of the target's.
  const from = elevationAt(scenery, attacker);
  const to = elevationAt(scenery, target);
  return (
    scenery.find(
      (s) =>
        touches(target, s.polygon) &&
        outline.some(
          (p) =>
            segmentCrossesPolygon(attacker, p, s.polygon) &&
            (s.heightIn === undefined ||
              lowestInside(attacker, p, s.polygon, from, to) < s.heightIn - HEIGHT_GRAZE),
        ),
    ) ?? null
  );
}

/**
 * The lowest height, in inches, at which the line from a (at height za) to b (at zb) runs inside the
 * polygon, rising or falling evenly; Infinity when it never does.
 */
export function lowestInside(a: Point, b: Point, poly: readonly Point[], za: number, zb: number): number {
  let low = Infinity;
  for (const [u0, u1] of insideRuns(a, b, poly))
    low = Math.min(low, za + (zb - za) * u0, za + (zb - za) * u1);
  return low;
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
