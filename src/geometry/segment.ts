import { vec, type Point } from './vec.ts';
import type { Inches } from './units.ts';

export interface Segment {
  a: Point;
  b: Point;
}

/** Closest point of segment ab to p. */
export function closestPointOnSegment(p: Point, a: Point, b: Point): Point {
  const ab = vec.sub(b, a);
  const l2 = vec.dot(ab, ab);
  if (l2 === 0) return a;
  const t = Math.max(0, Math.min(1, vec.dot(vec.sub(p, a), ab) / l2));
  return vec.add(a, vec.scale(ab, t));
}

export function distancePointToSegment(p: Point, a: Point, b: Point): Inches {
  return vec.dist(p, closestPointOnSegment(p, a, b));
}

/** True when the closed segments ab and cd share a point. */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = vec.cross(vec.sub(b, a), vec.sub(c, a));
  const d2 = vec.cross(vec.sub(b, a), vec.sub(d, a));
  const d3 = vec.cross(vec.sub(d, c), vec.sub(a, c));
  const d4 = vec.cross(vec.sub(d, c), vec.sub(b, c));
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const onSeg = (p: Point, q: Point, r: Point) =>
    Math.min(p.x, q.x) <= r.x &&
    r.x <= Math.max(p.x, q.x) &&
    Math.min(p.y, q.y) <= r.y &&
    r.y <= Math.max(p.y, q.y);
  if (d1 === 0 && onSeg(a, b, c)) return true;
  if (d2 === 0 && onSeg(a, b, d)) return true;
  if (d3 === 0 && onSeg(c, d, a)) return true;
  if (d4 === 0 && onSeg(c, d, b)) return true;
  return false;
}

/** Shortest distance between the segments ab and cd (0 when they cross). */
export function segmentDistance(a: Point, b: Point, c: Point, d: Point): Inches {
  if (segmentsIntersect(a, b, c, d)) return 0;
  return Math.min(
    distancePointToSegment(a, c, d),
    distancePointToSegment(b, c, d),
    distancePointToSegment(c, a, b),
    distancePointToSegment(d, a, b),
  );
}
