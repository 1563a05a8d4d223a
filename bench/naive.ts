/**
 * A deliberately naive reference for `whoCanReact` (RULES.md §2, §4.2–§4.3, §7.1; heights D166),
 * written from the rules rather than from src/rules: for every path sample and every reactor, every
 * source sample × every target sample is tested against every blocking disc and every blocking
 * polygon, with no corridor, no index, no bounding-box pruning and no early exit. It shares only the
 * sampling constants and the two floating-point allowances (GRAZE across, HEIGHT_GRAZE up), so that a
 * correct fast version must give exactly the same answers. Slow by design; `npm run bench` times it.
 *
 * Heights (RULES.md §4.2, D166): each piece stands at its level `z` (inches, 0 when left out) and rises
 * by its Silhouette's height; each blocking piece of scenery is a solid from the table to its `top`
 * (Infinity when left out). A line runs between the two Silhouettes at the same height above each one's
 * base, min(viewer, target height) − 3 mm (not below the base), so it rises or falls evenly from the
 * viewer to the target. A blocker stops the line where the line is inside it and runs lower than its
 * top − HEIGHT_GRAZE; on a flat table that is the old rule (a base at least as tall as the shorter of
 * the two blocks, scenery blocks every line through it).
 */
import { EPS, FLOAT_SLACK } from '../src/geometry/units.ts';
import type { Point } from '../src/geometry/vec.ts';
import {
  GRAZE,
  MIN_VISIBLE_CHORD,
  SOURCE_SAMPLES_180,
  SOURCE_SAMPLES_360,
  targetSampleCount,
  type LofPiece,
  type LofScene,
} from '../src/rules/lineOfFire.ts';
import { HEIGHT_GRAZE } from '../src/rules/sightBlockers.ts';
import { PATH_SAMPLE_SPACING, type Reaction } from '../src/rules/reactions.ts';
import { ZOC_RADIUS } from '../src/rules/zoneOfControl.ts';

const RAD = Math.PI / 180;

/** Distance from p to the closed segment ab. */
function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  const ex = a.x + t * dx - p.x;
  const ey = a.y + t * dy - p.y;
  return Math.sqrt(ex * ex + ey * ey);
}

/** Even-odd crossing test for the point (x, y). */
function isInside(x: number, y: number, poly: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[j]!;
    const b = poly[i]!;
    if (a.y > y !== b.y > y && x < a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y)) inside = !inside;
  }
  return inside;
}

/** Strictly inside: inside the polygon and more than GRAZE from every edge. */
function isStrictlyInside(x: number, y: number, poly: readonly Point[]): boolean {
  if (!isInside(x, y, poly)) return false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++)
    if (distanceToSegment({ x, y }, poly[j]!, poly[i]!) <= GRAZE) return false;
  return true;
}

/**
 * Where segment ab (a + t·(b − a)) meets the outline, in order, with its ends t = 0 and t = 1:
 * crossings, corners touched, and the ends of a stretch shared with a parallel edge.
 */
function cutsOnOutline(a: Point, b: Point, poly: readonly Point[]): number[] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const cuts = [0, 1];
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const p = poly[j]!;
    const q = poly[i]!;
    const ex = q.x - p.x;
    const ey = q.y - p.y;
    const denom = dx * ey - dy * ex;
    const apx = p.x - a.x;
    const apy = p.y - a.y;
    if (Math.abs(denom) > 1e-12) {
      const t = (apx * ey - apy * ex) / denom;
      const u = (apx * dy - apy * dx) / denom;
      if (u >= -1e-9 && u <= 1 + 1e-9 && t > 0 && t < 1) cuts.push(t);
    } else if (len2 > 0) {
      const tp = (apx * dx + apy * dy) / len2;
      const tq = ((q.x - a.x) * dx + (q.y - a.y) * dy) / len2;
      if (tp > 0 && tp < 1) cuts.push(tp);
      if (tq > 0 && tq < 1) cuts.push(tq);
    }
  }
  return cuts.length === 2 ? cuts : cuts.sort((x, y) => x - y);
}

/**
 * The lowest the line runs where segment ab is inside the polygon, or Infinity where it never is. Cut
 * ab wherever it meets the outline; each piece between two cuts is then wholly inside or wholly
 * outside, so its midpoint decides, and on a piece inside the line is lowest at one of its two ends.
 */
function lowestThrough(a: Point, b: Point, poly: readonly Point[], heightAt: (u: number) => number): number {
  const cuts = cutsOnOutline(a, b, poly);
  let lowest = Infinity;
  for (let k = 1; k < cuts.length; k++) {
    const t0 = cuts[k - 1]!;
    const t1 = cuts[k]!;
    if (t1 - t0 < 1e-9) continue;
    const t = (t0 + t1) / 2;
    if (isStrictlyInside(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y), poly))
      lowest = Math.min(lowest, heightAt(t0), heightAt(t1));
  }
  return lowest;
}

/**
 * The lowest the line runs where segment ab comes closer than d.r − GRAZE to the centre of the base d,
 * or Infinity where it never does: that stretch runs from the point of ab nearest the centre, either way
 * by √(ρ² − gap²), cut to the segment's ends; the line is lowest at one of its two ends.
 */
function lowestInDisc(a: Point, b: Point, d: LofPiece, heightAt: (u: number) => number): number {
  const rho = d.r - GRAZE;
  if (distanceToSegment(d, a, b) >= rho) return Infinity;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const nearest = ((d.x - a.x) * dx + (d.y - a.y) * dy) / len2;
  const gx = a.x + nearest * dx - d.x;
  const gy = a.y + nearest * dy - d.y;
  const half = Math.sqrt(Math.max(0, rho * rho - (gx * gx + gy * gy)) / len2);
  return Math.min(heightAt(Math.max(0, nearest - half)), heightAt(Math.min(1, nearest + half)));
}

/** Some part of the target's disc lies strictly in front of the viewer (RULES.md §4.3). */
function isInFront(viewer: LofPiece, target: LofPiece): boolean {
  if (viewer.arc === 360) return true;
  const along =
    (target.x - viewer.x) * Math.cos(viewer.facing * RAD) +
    (target.y - viewer.y) * Math.sin(viewer.facing * RAD);
  return along > -target.r + EPS + FLOAT_SLACK;
}

/** Source points: evenly along the front half of the base (its whole outline for 360°), plus the centre. */
function sources(viewer: LofPiece): Point[] {
  const out: Point[] = [];
  const angles =
    viewer.arc === 360
      ? Array.from({ length: SOURCE_SAMPLES_360 }, (_, i) => (360 * (i + 1)) / SOURCE_SAMPLES_360)
      : Array.from(
          { length: SOURCE_SAMPLES_180 },
          (_, i) => viewer.facing - 90 + (180 * i) / (SOURCE_SAMPLES_180 - 1),
        );
  for (const a of angles)
    out.push({ x: viewer.x + viewer.r * Math.cos(a * RAD), y: viewer.y + viewer.r * Math.sin(a * RAD) });
  out.push({ x: viewer.x, y: viewer.y });
  return out;
}

/** A blocking piece of scenery: its outline and its top in inches (Infinity: blocks every line). */
interface Solid {
  polygon: readonly Point[];
  top: number;
}

/** How a piece's Silhouette stands: its top in inches above the table. */
const topOfPiece = (p: LofPiece): number => (p.z ?? 0) + p.heightMm / 25.4;

/**
 * Is the line from a (on the viewer, `eye` high) to t (on the target, `band` high) stopped: through the
 * viewer's or target's own base, or through a blocking base or a blocking solid lower than its top?
 */
function isBlocked(
  a: Point,
  t: Point,
  viewer: LofPiece,
  target: LofPiece,
  heights: { eye: number; band: number },
  discs: readonly LofPiece[],
  walls: readonly Solid[],
): boolean {
  const heightAt = (u: number) => heights.eye + (heights.band - heights.eye) * u;
  // A line that goes back through the viewer's or the target's own base sees a hidden side.
  let blocked = distanceToSegment(viewer, a, t) < viewer.r - GRAZE;
  if (distanceToSegment(target, a, t) < target.r - GRAZE) blocked = true;
  for (const d of discs) if (lowestInDisc(a, t, d, heightAt) < topOfPiece(d) - HEIGHT_GRAZE) blocked = true;
  for (const w of walls) if (lowestThrough(a, t, w.polygon, heightAt) < w.top - HEIGHT_GRAZE) blocked = true;
  return blocked;
}

/** The widest visible run, measured across the line of sight (`side` is each sample's offset across it). */
function widestRun(visible: readonly boolean[], side: readonly number[]): number {
  const n = visible.length;
  if (visible.every(Boolean)) return Math.max(...side) - Math.min(...side);
  // Start just after a hidden sample, so no run is cut in two by the wrap past sample 0.
  const first = visible.indexOf(false);
  let widest = 0;
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 1; i <= n; i++) {
    const k = (first + i) % n;
    if (visible[k]) {
      lo = Math.min(lo, side[k]!);
      hi = Math.max(hi, side[k]!);
      widest = Math.max(widest, hi - lo);
    } else {
      lo = Infinity;
      hi = -Infinity;
    }
  }
  return widest;
}

/** LoF from viewer to target (RULES.md §4.2–§4.3), computed in full. */
export function naiveLineOfFire(scene: LofScene, viewer: LofPiece, target: LofPiece): boolean {
  const discs = scene.pieces.filter((p) => p.blocksLoF && p.id !== viewer.id && p.id !== target.id);
  const walls = scene.scenery
    .filter((s) => s.blocksLoF)
    .map((s) => ({ polygon: s.polygon, top: s.top ?? Infinity }));
  // Lines run 3 mm under the shorter Silhouette's height above each one's base (never below the base).
  const along = Math.max(0, (Math.min(viewer.heightMm, target.heightMm) - 3) / 25.4);
  const heights = { eye: (viewer.z ?? 0) + along, band: (target.z ?? 0) + along };
  const from = sources(viewer);
  // Target samples start at the point facing the viewer's centre; `side` is measured across that line.
  const n = targetSampleCount(target.r);
  const towards = Math.atan2(viewer.y - target.y, viewer.x - target.x);
  const ux = -Math.sin(towards);
  const uy = Math.cos(towards);
  const visible: boolean[] = [];
  const side: number[] = [];
  for (let k = 0; k < n; k++) {
    const a = towards + (2 * Math.PI * k) / n;
    const t = { x: target.x + target.r * Math.cos(a), y: target.y + target.r * Math.sin(a) };
    let clear = false;
    for (const s of from) if (!isBlocked(s, t, viewer, target, heights, discs, walls)) clear = true;
    visible.push(clear);
    side.push((t.x - target.x) * ux + (t.y - target.y) * uy);
  }
  const wideEnough = widestRun(visible, side) >= MIN_VISIBLE_CHORD - GRAZE;
  return isInFront(viewer, target) && wideEnough;
}

/** Points along the path at most PATH_SAMPLE_SPACING apart, both ends and every corner included. */
function stops(path: readonly Point[]): Point[] {
  const out: Point[] = [path[0]!];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const n = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / PATH_SAMPLE_SPACING));
    for (let k = 1; k <= n; k++) out.push({ x: a.x + ((b.x - a.x) * k) / n, y: a.y + ((b.y - a.y) * k) / n });
  }
  return out;
}

/** Edge distance from the reactor to the mover's base at its nearest point of the path. */
function nearestEdgeDistance(reactor: LofPiece, mover: LofPiece, path: readonly Point[]): number {
  let nearest = Math.hypot(reactor.x - path[0]!.x, reactor.y - path[0]!.y);
  for (let i = 1; i < path.length; i++)
    nearest = Math.min(nearest, distanceToSegment(reactor, path[i - 1]!, path[i]!));
  return nearest - reactor.r - mover.r;
}

/** The naive `whoCanReact`: same inputs, same Reaction list (RULES.md §2, §4.3 "along a path", §7.1). */
export function naiveWhoCanReact(
  scene: LofScene,
  moverId: string,
  path: readonly Point[],
  reactorIds: readonly string[],
): Reaction[] {
  return naiveReactionsAndStops(scene, moverId, path, reactorIds).reactions;
}

/** The naive answer, and for each reactor its LoF to the mover at every path sample, in path order. */
export interface NaiveAnswer {
  reactions: Reaction[];
  lofAt: Record<string, boolean[]>;
}

/** `naiveWhoCanReact`, also giving the LoF it found at every path sample (every one is tested). */
export function naiveReactionsAndStops(
  scene: LofScene,
  moverId: string,
  path: readonly Point[],
  reactorIds: readonly string[],
): NaiveAnswer {
  const mover = scene.pieces.find((p) => p.id === moverId);
  if (!mover || path.length === 0) return { reactions: [], lofAt: {} };
  const reactions: Reaction[] = [];
  const lofAt: Record<string, boolean[]> = {};
  for (const id of reactorIds) {
    const reactor = scene.pieces.find((p) => p.id === id);
    if (!reactor || id === moverId) continue;
    const seen = stops(path).map((p) => naiveLineOfFire(scene, reactor, { ...mover, x: p.x, y: p.y }));
    lofAt[id] = seen;
    const lof = seen.includes(true);
    const zoc = nearestEdgeDistance(reactor, mover, path) <= ZOC_RADIUS + EPS + FLOAT_SLACK;
    if (lof || zoc) reactions.push({ id, lof, zoc, allowed: lof ? 'any' : 'dodge-or-reset' });
  }
  return { reactions, lofAt };
}
