/**
 * What can stop a line of fire between two bases (RULES.md §4.2–§4.3, decisions A7–A9), and the tests
 * lineOfFire.ts runs on every sampled line. Those run millions of times a `whoCanReact` call, so they
 * avoid allocating, and the shortcuts they take (a corridor, quick tests on convex scenery) keep a
 * margin far above rounding error: they give exactly the answer of the plain tests.
 */
import { vec, type Point } from '../geometry/vec.ts';
import { bounds, distanceToOutline, pointInPolygon } from '../geometry/polygon.ts';
import type { Disc } from '../geometry/disc.ts';
import type { LofPiece, LofScene } from './lineOfFire.ts';

/**
 * A line may touch a base without being stopped by it, but not cut into it. This is a floating-point
 * allowance, not a rule tolerance: EPS (0.01") here would let a whole band of lines skim a blocker.
 */
export const GRAZE = 1e-6;
/** How deep inside a polygon a point must be to count as inside it: touching is not crossing. */
const INSIDE_DEPTH = 1e-6;
/**
 * Rounding allowance of the shortcuts: far above float error and above the slack segmentCrossesPolygon
 * gives its edges (1e-9 of an edge, under 7e-8 on a 48" table), far below anything that shows.
 */
const MARGIN = 1e-7;
/** How deep inside a wall a cut across the corridor must run (cutsCorridor). */
const CUT_DEPTH = 1e-5;

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

function boxesMeet(p: Box, q: Box): boolean {
  return p.maxX >= q.minX && p.minX <= q.maxX && p.maxY >= q.minY && p.minY <= q.maxY;
}

/** A side of a convex polygon: points p with nx·p.x + ny·p.y − c ≥ 0 are on its inner side (that value is the depth). */
interface HalfPlane {
  nx: number;
  ny: number;
  c: number;
}

/** A piece of blocking scenery with its bounding box and, when it is convex, its sides. */
type Wall = Box & { polygon: readonly Point[]; sides: HalfPlane[] | null };

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

/** A scene ready for many LoF tests: blocking pieces as they are, blocking scenery boxed once. */
export interface PreparedScene {
  pieces: readonly LofPiece[];
  walls: readonly Wall[];
}

export function prepareScene(scene: LofScene): PreparedScene {
  const walls = scene.scenery
    .filter((s) => s.blocksLoF)
    .map((s) => ({ polygon: s.polygon, sides: convexSides(s.polygon), ...bounds(s.polygon) }));
  return { pieces: scene.pieces.filter((p) => p.blocksLoF), walls };
}

/** The part of a prepared scene that can stop a line lying inside `area` (whoCanReact: a reactor and a whole path). */
export function sceneWithin(scene: PreparedScene, area: Box): PreparedScene {
  return {
    pieces: scene.pieces.filter((p) =>
      boxesMeet({ minX: p.x - p.r, minY: p.y - p.r, maxX: p.x + p.r, maxY: p.y + p.r }, area),
    ),
    walls: scene.walls.filter((w) => boxesMeet(w, area)),
  };
}

/** Distance from p to the segment ab, in plain numbers (no allocation). */
function distanceToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / l2));
  const ex = px - (ax + dx * t);
  const ey = py - (ay + dy * t);
  return Math.sqrt(ex * ex + ey * ey);
}

/**
 * The corridor between two bases: every line from one to the other lies within `reach` (the larger
 * radius) of the segment between their centres. Positions in it are measured from the viewer's
 * centre, `along` towards the target (unit vector u) and `across` to the left of that.
 */
interface Corridor {
  from: Point;
  u: Point;
  length: number;
  reach: number;
}

function corridorOf(viewer: Disc, target: Disc): Corridor {
  const length = vec.dist(viewer, target);
  const u = length === 0 ? { x: 1, y: 0 } : vec.scale(vec.sub(target, viewer), 1 / length);
  return { from: viewer, u, length, reach: Math.max(viewer.r, target.r) };
}

const alongOf = (c: Corridor, p: Point): number => (p.x - c.from.x) * c.u.x + (p.y - c.from.y) * c.u.y;
const acrossOf = (c: Corridor, p: Point): number => c.u.x * (p.y - c.from.y) - c.u.y * (p.x - c.from.x);

/** Might the polygon reach the corridor? False only when all its corners lie beyond one side of it. */
function mayReach(poly: readonly Point[], c: Corridor): boolean {
  const m = c.reach + MARGIN;
  let minAlong = Infinity;
  let maxAlong = -Infinity;
  let minAcross = Infinity;
  let maxAcross = -Infinity;
  for (const p of poly) {
    const along = alongOf(c, p);
    const across = acrossOf(c, p);
    minAlong = Math.min(minAlong, along);
    maxAlong = Math.max(maxAlong, along);
    minAcross = Math.min(minAcross, across);
    maxAcross = Math.max(maxAcross, across);
  }
  return maxAlong >= -m && minAlong <= c.length + m && maxAcross >= -m && minAcross <= m;
}

/** What a line from viewer to target must stay out of. Plain discs: they are read millions of times. */
export interface Blockers {
  corridor: Corridor;
  viewer: Disc;
  target: Disc;
  discs: Disc[];
  walls: Wall[];
}

const discOf = (p: Disc): Disc => ({ x: p.x, y: p.y, r: p.r });

/**
 * What can block between viewer and target (RULES.md §4.2, decisions A7–A9): blocking scenery and
 * blocking pieces at least as tall as the lower of the two, except the two themselves, kept only if
 * they reach the corridor between the two bases.
 */
export function blockersBetween(scene: PreparedScene, viewer: LofPiece, target: LofPiece): Blockers {
  const c = corridorOf(discOf(viewer), discOf(target));
  const minHeight = Math.min(viewer.heightMm, target.heightMm);
  const discs: Disc[] = [];
  for (const p of scene.pieces) {
    if (p.id === viewer.id || p.id === target.id || p.heightMm < minHeight) continue;
    const gap = distanceToSegment(p.x, p.y, viewer.x, viewer.y, target.x, target.y) - p.r;
    if (gap < c.reach + MARGIN) discs.push(discOf(p));
  }
  const walls: Wall[] = [];
  for (const w of scene.walls) if (mayReach(w.polygon, c)) walls.push(w);
  return { corridor: c, viewer: discOf(viewer), target: discOf(target), discs, walls };
}

/** Does the blocking disc d cut the corridor from side to side between `first` and `last` along it? */
function discCuts(d: Disc, c: Corridor, first: number, last: number): boolean {
  const along = alongOf(c, d);
  return along > first && along < last && Math.abs(acrossOf(c, d)) + c.reach + MARGIN < d.r - GRAZE - MARGIN;
}

/** Is there a point between `first` and `last` along the corridor, `across` from its axis, CUT_DEPTH inside the wall? */
function isDeepAt(
  sides: readonly HalfPlane[],
  c: Corridor,
  across: number,
  first: number,
  last: number,
): boolean {
  let lo = first;
  let hi = last;
  const x0 = c.from.x - c.u.y * across;
  const y0 = c.from.y + c.u.x * across;
  for (const h of sides) {
    // Depth beyond CUT_DEPTH at `along`: slope · along + depth0.
    const slope = h.nx * c.u.x + h.ny * c.u.y;
    const depth0 = h.nx * x0 + h.ny * y0 - h.c - CUT_DEPTH;
    if (slope > 0) lo = Math.max(lo, -depth0 / slope);
    else if (slope < 0) hi = Math.min(hi, -depth0 / slope);
    else if (depth0 < 0) return false;
  }
  return lo < hi;
}

/**
 * Does one blocker hide all of the target? True when a convex wall or a blocking disc cuts the corridor
 * from side to side between the two bases: every line from viewer to target then crosses the cut. A
 * cut through a wall runs CUT_DEPTH inside it; depth along a line through a convex polygon is concave,
 * so the midpoint segmentCrossesPolygon tests is then at least CUT_DEPTH / 2 deep, over INSIDE_DEPTH
 * (see quickWallTest). A cut through a disc stays closer than r − GRAZE to its centre.
 */
export function isCorridorCut(b: Blockers): boolean {
  const c = b.corridor;
  const side = c.reach + MARGIN;
  // The cut must lie beyond the viewer's base and short of the target's.
  const first = b.viewer.r + MARGIN;
  const last = c.length - b.target.r - MARGIN;
  if (first >= last) return false;
  for (const d of b.discs) if (discCuts(d, c, first, last)) return true;
  for (const { sides } of b.walls)
    if (sides && isDeepAt(sides, c, side, first, last) && isDeepAt(sides, c, -side, first, last)) return true;
  return false;
}

/** Does the segment ab cut into the base d, coming closer than d.r − GRAZE to its centre? */
function cutsInto(d: Disc, a: Point, b: Point): boolean {
  return distanceToSegment(d.x, d.y, a.x, a.y, b.x, b.y) < d.r - GRAZE;
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

/** Is the segment from a (on the viewer) to t (on the target) clear of every blocker and of both bases' insides? */
export function isClear(a: Point, t: Point, b: Blockers): boolean {
  // A line that goes back through the viewer's or the target's own base sees a hidden side.
  if (cutsInto(b.viewer, a, t) || cutsInto(b.target, a, t)) return false;
  // A line that only touches a blocking base passes; one that cuts into it does not.
  for (const d of b.discs) if (cutsInto(d, a, t)) return false;
  for (const w of b.walls) if (crossesWall(a, t, w)) return false;
  return true;
}
