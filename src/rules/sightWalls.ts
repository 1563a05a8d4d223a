/**
 * Blocking scenery for the LoF tests (RULES.md §4.2–§4.3): whether a segment passes through the inside
 * of a polygon, plainly (segmentCrossesPolygon) and with quick tests on convex walls (crossesWall) that
 * keep a margin far above rounding error and so give exactly the plain answer.
 */
import { vec, type Point } from '../geometry/vec.ts';
import { bounds, distanceToOutline, pointInPolygon } from '../geometry/polygon.ts';

/** How deep inside a polygon a point must be to count as inside it: touching is not crossing. */
export const INSIDE_DEPTH = 1e-6;
/**
 * Rounding allowance of the shortcuts: far above float error and above the slack segmentCrossesPolygon
 * gives its edges (1e-9 of an edge, under 7e-8 on a 48" table), far below anything that shows.
 */
export const MARGIN = 1e-7;

/** Does the segment ab pass through the inside of the polygon (touching its outline does not count)? */
export function segmentCrossesPolygon(a: Point, b: Point, poly: readonly Point[]): boolean {
  // Parameters where ab meets the outline; between two of them the segment is wholly in or out.
  const ts = [0, 1];
  const d = vec.sub(b, a);
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const p = poly[j];
    const q = poly[i];
    if (!p || !q) continue;
    const e = vec.sub(q, p);
    const denom = vec.cross(d, e);
    if (Math.abs(denom) < 1e-12) continue;
    const t = vec.cross(vec.sub(p, a), e) / denom;
    const u = vec.cross(vec.sub(p, a), d) / denom;
    if (t > 0 && t < 1 && u >= -1e-9 && u <= 1 + 1e-9) ts.push(t);
  }
  ts.sort((x, y) => x - y);
  for (let k = 0; k + 1 < ts.length; k++) {
    const t0 = ts[k] ?? 0;
    const t1 = ts[k + 1] ?? 1;
    if (t1 - t0 < 1e-9) continue;
    const m = vec.lerp(a, b, (t0 + t1) / 2);
    if (pointInPolygon(m, poly) && distanceToOutline(m, poly) > INSIDE_DEPTH) return true;
  }
  return false;
}

/** An axis-aligned box. */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A side of a convex polygon: points p with nx·p.x + ny·p.y − c ≥ 0 are on its inner side (that value is the depth). */
export interface HalfPlane {
  nx: number;
  ny: number;
  c: number;
}

/** A piece of blocking scenery with its bounding box and, when it is convex, its sides. */
export type Wall = Box & {
  polygon: readonly Point[];
  sides: HalfPlane[] | null;
  /** A disc around it: the centre of its box and the box's half-diagonal. */
  cx: number;
  cy: number;
  rho: number;
  /** Its top, in inches above the table: Infinity for scenery that blocks every line (RULES.md §4.2, D166). */
  top: number;
};

/** A polygon made ready for many line tests: its box, its disc and, when convex, its sides. */
export function wallOf(polygon: readonly Point[], top = Infinity): Wall {
  const box = bounds(polygon);
  const rho = Math.hypot(box.maxX - box.minX, box.maxY - box.minY) / 2;
  return {
    polygon,
    sides: convexSides(polygon),
    ...box,
    cx: (box.minX + box.maxX) / 2,
    cy: (box.minY + box.maxY) / 2,
    rho,
    top,
  };
}

/** The sides of a convex polygon (unit inward normals), or null when it is not convex or is degenerate. */
function convexSides(poly: readonly Point[]): HalfPlane[] | null {
  const edges = poly.map((q, i) => ({ p: poly[i === 0 ? poly.length - 1 : i - 1] ?? q, q }));
  const area2 = edges.reduce((sum, { p, q }) => sum + vec.cross(p, q), 0);
  if (poly.length < 3 || Math.abs(area2) < 1e-9) return null;
  const sides: HalfPlane[] = [];
  for (const { p, q } of edges) {
    const e = vec.sub(q, p);
    const len = vec.len(e);
    if (len === 0) return null;
    const n = vec.scale({ x: -e.y, y: e.x }, Math.sign(area2) / len);
    sides.push({ nx: n.x, ny: n.y, c: vec.dot(n, p) });
  }
  const convex = sides.every((h) => poly.every((v) => h.nx * v.x + h.ny * v.y - h.c > -1e-9));
  return convex ? sides : null;
}

/** Do all corners of the polygon lie strictly on one side of the line through a and b (so ab cannot enter it)? */
function isBesideLine(a: Point, b: Point, poly: readonly Point[]): boolean {
  let left = 0;
  let right = 0;
  for (const p of poly) {
    const side = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    if (side > 0) left++;
    else if (side < 0) right++;
  }
  return left === poly.length || right === poly.length;
}

/**
 * segmentCrossesPolygon for a convex wall when the answer is clear-cut, else null. False when both ends
 * lie beyond one side by more than MARGIN. True when the middle of the part of ab inside the wall lies
 * deeper than 2·INSIDE_DEPTH + MARGIN: depth along a chord of a convex polygon is concave, so the
 * midpoint segmentCrossesPolygon tests (between the quarter points of that part) is deeper than INSIDE_DEPTH.
 */
function quickWallTest(a: Point, b: Point, sides: readonly HalfPlane[]): boolean | null {
  let lo = 0;
  let hi = 1;
  for (const h of sides) {
    const da = h.nx * a.x + h.ny * a.y - h.c;
    const db = h.nx * b.x + h.ny * b.y - h.c;
    if (da < -MARGIN && db < -MARGIN) return false;
    if (da < 0 && db < 0) return null;
    if (da < 0) lo = Math.max(lo, da / (da - db));
    else if (db < 0) hi = Math.min(hi, da / (da - db));
  }
  if (hi <= lo) return null;
  const mid = (lo + hi) / 2;
  const mx = a.x + (b.x - a.x) * mid;
  const my = a.y + (b.y - a.y) * mid;
  let depth = Infinity;
  for (const h of sides) depth = Math.min(depth, h.nx * mx + h.ny * my - h.c);
  return depth > 2 * INSIDE_DEPTH + MARGIN ? true : null;
}

/** Does the segment ab pass through the inside of the wall? */
export function crossesWall(a: Point, b: Point, w: Wall): boolean {
  if (
    w.maxX < Math.min(a.x, b.x) ||
    w.minX > Math.max(a.x, b.x) ||
    w.maxY < Math.min(a.y, b.y) ||
    w.minY > Math.max(a.y, b.y)
  )
    return false;
  const quick = w.sides ? quickWallTest(a, b, w.sides) : null;
  if (quick !== null) return quick;
  return !isBesideLine(a, b, w.polygon) && segmentCrossesPolygon(a, b, w.polygon);
}
