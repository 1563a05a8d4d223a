import { vec, type Point } from '../geometry/vec.ts';
import type { Disc } from '../geometry/disc.ts';
import { edgeDistance } from './contact.ts';
import { inZoc } from './zoneOfControl.ts';
import { discoverRangeBand } from './discover.ts';

export interface Measurement {
  /** Edge to edge in inches (RULES.md §0): a bare point is a base of radius 0. */
  distance: number;
  /** The two nearest points, for drawing the tape. */
  from: Point;
  to: Point;
  /** Inside an 8" ZoC (RULES.md §2). */
  inZoc: boolean;
  /** The Discover range band, or null beyond 96" (RULES.md §9.2). */
  discover: { label: string; mod: number } | null;
}

/** The measuring tape between two bases or points (RULES.md §0, §2, §9.2). */
export function measure(a: Disc, b: Disc): Measurement {
  const u = vec.normalize(vec.sub(b, a));
  const distance = edgeDistance(a, b);
  const touching = distance === 0;
  const band = discoverRangeBand(distance);
  return {
    distance,
    from: touching ? { x: a.x, y: a.y } : vec.add(a, vec.scale(u, a.r)),
    to: touching ? { x: b.x, y: b.y } : vec.sub(b, vec.scale(u, b.r)),
    inZoc: inZoc(a, b),
    discover: band ? { label: band.label, mod: band.mod } : null,
  };
}
