/**
 * What can stop a line of fire between two bases (RULES.md §4.2–§4.3, decisions A7–A9), and the tests
 * lineOfFire.ts runs on every sampled line. Those run millions of times a `whoCanReact` call, so they
 * avoid allocating, and the shortcuts they take (a corridor, quick tests on convex scenery in
 * sightWalls.ts) keep a margin far above rounding error: they give exactly the answer of the plain tests.
 */
import type { Point } from '../geometry/vec.ts';
import type { Disc } from '../geometry/disc.ts';
import { mmToInches } from '../geometry/units.ts';
import type { LofPiece, LofScene } from './lineOfFire.ts';
import { pointInPolygon } from '../geometry/polygon.ts';
import { MARGIN, crossesWall, wallOf, type HalfPlane, type Wall } from './sightWalls.ts';

export { MARGIN, crossesWall, segmentCrossesPolygon, type Box, type Wall } from './sightWalls.ts';

/**
 * A line may touch a base without being stopped by it, but not cut into it. This is a floating-point
 * allowance, not a rule tolerance: EPS (0.01") here would let a whole band of lines skim a blocker.
 */
export const GRAZE = 1e-6;
/** How deep inside a wall a cut across the corridor must run (cutsCorridor); over 2·INSIDE_DEPTH. */
const CUT_DEPTH = 1e-5;

/** A scene ready for many LoF tests: blocking pieces as they are, blocking scenery boxed once. */
export interface PreparedScene {
  pieces: readonly LofPiece[];
  walls: readonly Wall[];
}

export function prepareScene(scene: LofScene): PreparedScene {
  const walls = scene.scenery.filter((s) => s.blocksLoF).map((s) => wallOf(s.polygon, s.top ?? Infinity));
  return { pieces: scene.pieces.filter((p) => p.blocksLoF), walls };
}

/** Squared distance from p to the segment ab, in plain numbers (no allocation). */
function distanceToSegment2(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / l2));
  const ex = px - (ax + dx * t);
  const ey = py - (ay + dy * t);
  return ex * ex + ey * ey;
}

/** Distance from p to the segment ab, in plain numbers (no allocation). */
function distanceToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  return Math.sqrt(distanceToSegment2(px, py, ax, ay, bx, by));
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
  const dx = target.x - viewer.x;
  const dy = target.y - viewer.y;
  const length = Math.sqrt(dx * dx + dy * dy);
  const u = length === 0 ? { x: 1, y: 0 } : { x: dx / length, y: dy / length };
  return { from: viewer, u, length, reach: Math.max(viewer.r, target.r) };
}

const alongOf = (c: Corridor, p: Point): number => (p.x - c.from.x) * c.u.x + (p.y - c.from.y) * c.u.y;
const acrossOf = (c: Corridor, p: Point): number => c.u.x * (p.y - c.from.y) - c.u.y * (p.x - c.from.x);

/**
 * Might the wall reach the corridor? False only when all its corners lie beyond one side of it. Its
 * disc settles most walls at once: beyond one side with room to spare, so are all its corners.
 */
function mayReach(w: Wall, c: Corridor): boolean {
  const m = c.reach + MARGIN;
  const centre = { x: w.cx, y: w.cy };
  const cAlong = alongOf(c, centre);
  const cAcross = acrossOf(c, centre);
  const r = w.rho + MARGIN;
  if (cAlong + r < -m || cAlong - r > c.length + m || cAcross + r < -m || cAcross - r > m) return false;
  const poly = w.polygon;
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

/**
 * What a line from viewer to target must stay out of. Plain discs: they are read millions of times.
 * `discs` and `walls` stop every line that crosses them; `lowDiscs` and `lowWalls` only the lines that
 * pass below their top there (RULES.md §4.2, D166): from `eye` above the viewer's source point to
 * `band` above the target's outline point, a line rises or falls evenly along its length.
 */
export interface Blockers {
  corridor: Corridor;
  viewer: Disc;
  target: Disc;
  discs: Disc[];
  walls: Wall[];
  eye: number;
  band: number;
  lowDiscs: LowDisc[];
  lowWalls: Wall[];
}

/** A base a line may pass over: its top in inches. */
export interface LowDisc extends Disc {
  top: number;
}

/** The top of a piece's Silhouette, in inches above the table. */
export const topOf = (p: LofPiece): number => (p.z ?? 0) + mmToInches(p.heightMm);

/** How much of the target's height must be seen: 3 mm (RULES.md §4.2), as for its width. */
const VISIBLE_HEIGHT = mmToInches(3);

const discOf = (p: Disc): Disc => ({ x: p.x, y: p.y, r: p.r });

/**
 * What can block between viewer and target (RULES.md §4.2, decisions A7–A9, D166): blocking scenery
 * and blocking pieces, except the two themselves, kept only if they reach the corridor between the two
 * bases. Lines run between the two Silhouettes at the same height above each one's base, up to the
 * shorter one's height: level on a flat table, as A7 draws them, sloping from a roof to the ground.
 * The lowest that must clear runs 3 mm under that height (`eye` at the viewer, `band` at the target):
 * it and the lines above it show a 3 mm band of the target, and every blocker stands on the table, so a
 * line clear there leaves the higher ones clear. A blocker whose top is above the whole line stops it
 * wherever it crosses; one below it nowhere stops none; one between stops it where it passes below.
 * On a flat table that is A7's rule: a base at least as tall as the shorter of the two blocks.
 */
export function blockersBetween(scene: PreparedScene, viewer: LofPiece, target: LofPiece): Blockers {
  const c = corridorOf(discOf(viewer), discOf(target));
  const along = Math.max(
    0,
    Math.min(mmToInches(viewer.heightMm), mmToInches(target.heightMm)) - VISIBLE_HEIGHT,
  );
  const eye = (viewer.z ?? 0) + along;
  const band = (target.z ?? 0) + along;
  // A line is stopped where it runs lower than top − HEIGHT_GRAZE (heightAt).
  const high = Math.max(eye, band) + HEIGHT_GRAZE;
  const low = Math.min(eye, band) + HEIGHT_GRAZE;
  const discs: Disc[] = [];
  const lowDiscs: LowDisc[] = [];
  for (const p of scene.pieces) {
    if (p.id === viewer.id || p.id === target.id) continue;
    const top = topOf(p);
    if (top <= low) continue;
    // Its gap to the centre line under reach + MARGIN (compared squared: no square root).
    const within = c.reach + MARGIN + p.r;
    if (distanceToSegment2(p.x, p.y, viewer.x, viewer.y, target.x, target.y) >= within * within) continue;
    if (top > high) discs.push(discOf(p));
    else lowDiscs.push({ x: p.x, y: p.y, r: p.r, top });
  }
  const walls: Wall[] = [];
  const lowWalls: Wall[] = [];
  for (const w of scene.walls) {
    if (w.top <= low || !mayReach(w, c)) continue;
    if (w.top > high) walls.push(w);
    else lowWalls.push(w);
  }
  return {
    corridor: c,
    viewer: discOf(viewer),
    target: discOf(target),
    discs,
    walls,
    eye,
    band,
    lowDiscs,
    lowWalls,
  };
}

/**
 * A floating-point allowance on heights, like GRAZE across: a line level with a blocker's top passes
 * over it, one lower by more than this does not.
 */
export const HEIGHT_GRAZE = 1e-6;

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

/** A blocking base or a piece of blocking scenery. */
export type Blocker = Disc | Wall;

/** Does the one blocker cut the corridor c from side to side, beyond the viewer's base (radius vr) and short of the target's (tr)? */
function cuts(x: Blocker, c: Corridor, vr: number, tr: number): boolean {
  // The cut must lie beyond the viewer's base and short of the target's.
  const first = vr + MARGIN;
  const last = c.length - tr - MARGIN;
  if (first >= last) return false;
  if (!('polygon' in x)) return discCuts(x, c, first, last);
  const side = c.reach + MARGIN;
  return (
    x.sides !== null && isDeepAt(x.sides, c, side, first, last) && isDeepAt(x.sides, c, -side, first, last)
  );
}

/**
 * The blocker that hides all of the target, or null. One does when a convex wall or a blocking disc
 * cuts the corridor from side to side between the two bases: every line from any point of the viewer's
 * base to any point of the target's then crosses the cut. A cut through a wall runs CUT_DEPTH inside
 * it; depth along a line through a convex polygon is concave, so the midpoint segmentCrossesPolygon
 * tests is then at least CUT_DEPTH / 2 deep, over INSIDE_DEPTH (see quickWallTest). A cut through a
 * disc stays closer than r − GRAZE to its centre.
 */
export function corridorCutter(b: Blockers): Blocker | null {
  for (const d of b.discs) if (cuts(d, b.corridor, b.viewer.r, b.target.r)) return d;
  for (const w of b.walls) if (cuts(w, b.corridor, b.viewer.r, b.target.r)) return w;
  return null;
}

/** Does one blocker hide all of the target (corridorCutter)? */
export function isCorridorCut(b: Blockers): boolean {
  return corridorCutter(b) !== null;
}

/**
 * Does the blocker `x` alone cut the corridor between these two discs (corridorCutter)? `x` must be one
 * that could block between them: blocking scenery, or a blocking base of neither and tall enough.
 */
export function cutsCorridor(x: Blocker, viewer: Disc, target: Disc): boolean {
  return cuts(x, corridorOf(viewer, target), viewer.r, target.r);
}

/** Does the segment ab cut into the base d, coming closer than d.r − GRAZE to its centre? */
function cutsInto(d: Disc, a: Point, b: Point): boolean {
  return distanceToSegment(d.x, d.y, a.x, a.y, b.x, b.y) < d.r - GRAZE;
}

/** Is the segment from a (on the viewer) to t (on the target) clear of every blocker and of both bases' insides? */
export function isClear(a: Point, t: Point, b: Blockers): boolean {
  // A line that goes back through the viewer's or the target's own base sees a hidden side.
  if (cutsInto(b.viewer, a, t) || cutsInto(b.target, a, t)) return false;
  // A line that only touches a blocking base passes; one that cuts into it does not. The blocker
  // that stopped a line moves to the front: the next lines, close by, are usually stopped by it too.
  const { discs, walls } = b;
  for (let i = 0; i < discs.length; i++) {
    const d = discs[i] as Disc;
    if (!cutsInto(d, a, t)) continue;
    if (i > 0) {
      discs[i] = discs[0] as Disc;
      discs[0] = d;
    }
    return false;
  }
  for (let i = 0; i < walls.length; i++) {
    const w = walls[i] as Wall;
    if (!crossesWall(a, t, w)) continue;
    if (i > 0) {
      walls[i] = walls[0] as Wall;
      walls[0] = w;
    }
    return false;
  }
  for (const d of b.lowDiscs) if (passesBelowDisc(a, t, d, b)) return false;
  for (const w of b.lowWalls) if (crossesWall(a, t, w) && passesBelowWall(a, t, w, b)) return false;
  return true;
}

/** The line's height at fraction u of the way from the viewer to the target. */
const heightAt = (b: Blockers, u: number): number => b.eye + (b.band - b.eye) * u;

/**
 * Does the segment at cut into the base d below its top? Its part within r − GRAZE of the centre runs
 * from u0 to u1; the line is lowest at one of the two ends.
 */
function passesBelowDisc(a: Point, t: Point, d: LowDisc, b: Blockers): boolean {
  const dx = t.x - a.x;
  const dy = t.y - a.y;
  const fx = a.x - d.x;
  const fy = a.y - d.y;
  const rho = d.r - GRAZE;
  const qa = dx * dx + dy * dy;
  const qb = 2 * (fx * dx + fy * dy);
  const qc = fx * fx + fy * fy - rho * rho;
  const disc = qb * qb - 4 * qa * qc;
  if (!(qa > 0) || !(disc > 0)) return false;
  const root = Math.sqrt(disc);
  const u0 = Math.max(0, (-qb - root) / (2 * qa));
  const u1 = Math.min(1, (-qb + root) / (2 * qa));
  if (u0 >= u1) return false;
  return Math.min(heightAt(b, u0), heightAt(b, u1)) < d.top - HEIGHT_GRAZE;
}

/**
 * Does the segment at, which crosses the wall, pass through it below its top? The part inside runs
 * between points where at crosses an edge (and its ends, if inside); the line is lowest at one of them.
 */
function passesBelowWall(a: Point, t: Point, w: Wall, b: Blockers): boolean {
  const limit = w.top - HEIGHT_GRAZE;
  const poly = w.polygon;
  const dx = t.x - a.x;
  const dy = t.y - a.y;
  let low = Infinity;
  if (pointInPolygon(a, poly)) low = Math.min(low, heightAt(b, 0));
  if (pointInPolygon(t, poly)) low = Math.min(low, heightAt(b, 1));
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const p = poly[j] as Point;
    const q = poly[i] as Point;
    const ex = q.x - p.x;
    const ey = q.y - p.y;
    const den = dx * ey - dy * ex;
    if (den === 0) continue;
    const u = ((p.x - a.x) * ey - (p.y - a.y) * ex) / den;
    const s = ((p.x - a.x) * dy - (p.y - a.y) * dx) / den;
    if (u >= 0 && u <= 1 && s >= 0 && s <= 1) low = Math.min(low, heightAt(b, u));
  }
  return low < limit;
}
