import { vec, type Point } from './vec.ts';
import { distancePointToSegment } from './segment.ts';
import { degToRad, type Degrees, type Inches } from './units.ts';
import type { Disc } from './disc.ts';

export type Polygon = readonly Point[];

/** Even-odd point-in-polygon test; points on an edge may go either way (use distances for boundaries). */
export function pointInPolygon(p: Point, poly: Polygon): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const pi = poly[i];
    const pj = poly[j];
    if (!pi || !pj) continue;
    if (pi.y > p.y !== pj.y > p.y && p.x < ((pj.x - pi.x) * (p.y - pi.y)) / (pj.y - pi.y) + pi.x)
      inside = !inside;
  }
  return inside;
}

/** Distance from p to the polygon's outline. */
export function distanceToOutline(p: Point, poly: Polygon): Inches {
  let best = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[j];
    const b = poly[i];
    if (!a || !b) continue;
    best = Math.min(best, distancePointToSegment(p, a, b));
  }
  return best;
}

/**
 * How far a disc reaches into a polygon: positive when the base interpenetrates it by that much,
 * zero or negative when it only touches or stays outside (the gap, negated).
 */
export function discPenetration(disc: Disc, poly: Polygon): Inches {
  const d = distanceToOutline(disc, poly);
  return pointInPolygon(disc, poly) ? d + disc.r : disc.r - d;
}

/** Axis-aligned bounding box. */
export function bounds(poly: Polygon): { minX: number; minY: number; maxX: number; maxY: number } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of poly) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { minX, minY, maxX, maxY };
}

export function centroid(poly: Polygon): Point {
  const n = poly.length || 1;
  return poly.reduce((acc, p) => ({ x: acc.x + p.x / n, y: acc.y + p.y / n }), { x: 0, y: 0 });
}

/** A rectangle centred on c, w × h inches, turned by rotation degrees (clockwise on screen). */
export function rectangle(c: Point, w: Inches, h: Inches, rotation: Degrees = 0): Point[] {
  const t = degToRad(rotation);
  const cos = Math.cos(t);
  const sin = Math.sin(t);
  return [
    { x: -w / 2, y: -h / 2 },
    { x: w / 2, y: -h / 2 },
    { x: w / 2, y: h / 2 },
    { x: -w / 2, y: h / 2 },
  ].map((p) => vec.add(c, { x: p.x * cos - p.y * sin, y: p.x * sin + p.y * cos }));
}

/** Where the segment a→b runs inside the polygon, as fractions [u0, u1] of it. */
export function insideRuns(a: Point, b: Point, poly: readonly Point[]): Array<[number, number]> {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const cuts = [0, 1];
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const p = poly[j] as Point;
    const q = poly[i] as Point;
    const ex = q.x - p.x;
    const ey = q.y - p.y;
    const den = dx * ey - dy * ex;
    if (den === 0) continue;
    const u = ((p.x - a.x) * ey - (p.y - a.y) * ex) / den;
    const s = ((p.x - a.x) * dy - (p.y - a.y) * dx) / den;
    if (u > 0 && u < 1 && s >= 0 && s <= 1) cuts.push(u);
  }
  cuts.sort((x, y) => x - y);
  const runs: Array<[number, number]> = [];
  for (let k = 0; k + 1 < cuts.length; k++) {
    const u0 = cuts[k] as number;
    const u1 = cuts[k + 1] as number;
    if (u1 - u0 < 1e-9) continue;
    const m = (u0 + u1) / 2;
    if (!pointInPolygon({ x: a.x + dx * m, y: a.y + dy * m }, poly)) continue;
    const last = runs[runs.length - 1];
    if (last && Math.abs(last[1] - u0) < 1e-9) last[1] = u1;
    else runs.push([u0, u1]);
  }
  return runs;
}
