import { mmToInches } from '../geometry/units.ts';
import { vec, type Point } from '../geometry/vec.ts';
import { distancePointToSegment } from '../geometry/segment.ts';
import { distanceToOutline, pointInPolygon } from '../geometry/polygon.ts';
import { inArc, type Facing } from './arcs.ts';

/** What the LoF test needs to know about the table (ARCHITECTURE.md §8). */
export interface LofScene {
  pieces: Array<Facing & { id: string; heightMm: number; blocksLoF: boolean }>;
  scenery: Array<{ polygon: Point[]; blocksLoF: boolean }>;
}

export type LofPiece = LofScene['pieces'][number];

/** The smallest part of a target that must be seen: 3 mm (RULES.md §4.2, §17). */
export const MIN_VISIBLE_CHORD = mmToInches(3);
/** Spacing of the sample points on a base outline: 1 mm, well under the 3 mm that must be seen. */
export const SAMPLE_SPACING = mmToInches(1);
/**
 * A line may touch a base without being stopped by it, but not cut into it. This is a floating-point
 * allowance, not a rule tolerance: EPS (0.01") here would let a whole band of lines skim a blocker.
 */
export const GRAZE = 1e-6;
/** Source points on the viewer's front half (or whole outline for 360°). */
export const SOURCE_SAMPLES_180 = 17;
export const SOURCE_SAMPLES_360 = 24;

/** Points on a base outline, from angle a0 to a1 (degrees), evenly spaced, both ends included. */
function arcPoints(c: Point, r: number, a0: number, a1: number, n: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < n; i++) {
    const a = ((a0 + ((a1 - a0) * i) / (n - 1)) * Math.PI) / 180;
    out.push({ x: c.x + r * Math.cos(a), y: c.y + r * Math.sin(a) });
  }
  return out;
}

/** Where lines of fire may start: the front half of the base for 180° pieces, all of it for 360° (RULES.md §4.3). */
export function sourcePoints(viewer: Facing): Point[] {
  if (viewer.arc === 360)
    return [
      ...arcPoints(viewer, viewer.r, 0, 360, SOURCE_SAMPLES_360 + 1).slice(1),
      { x: viewer.x, y: viewer.y },
    ];
  return [
    ...arcPoints(viewer, viewer.r, viewer.facing - 90, viewer.facing + 90, SOURCE_SAMPLES_180),
    { x: viewer.x, y: viewer.y },
  ];
}

/** How many points to sample on a target's outline so neighbours are at most 1 mm apart. */
export function targetSampleCount(r: number): number {
  return Math.max(32, Math.ceil((2 * Math.PI * r) / SAMPLE_SPACING));
}

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
    if (pointInPolygon(m, poly) && distanceToOutline(m, poly) > 1e-6) return true;
  }
  return false;
}

/** The bounding box of a segment, grown by a margin. */
function box(a: Point, b: Point, m: number) {
  return {
    minX: Math.min(a.x, b.x) - m,
    minY: Math.min(a.y, b.y) - m,
    maxX: Math.max(a.x, b.x) + m,
    maxY: Math.max(a.y, b.y) + m,
  };
}

interface Blockers {
  discs: LofPiece[];
  polygons: { polygon: Point[]; minX: number; minY: number; maxX: number; maxY: number }[];
}

/**
 * What can block between viewer and target (RULES.md §4.2, decisions A7–A9): blocking scenery and
 * blocking pieces at least as tall as the lower of the two, except the two themselves, pruned to
 * the box around both bases.
 */
function blockersBetween(scene: LofScene, viewer: LofPiece, target: LofPiece): Blockers {
  const m = Math.max(viewer.r, target.r);
  const b = box(viewer, target, m);
  const minHeight = Math.min(viewer.heightMm, target.heightMm);
  const discs = scene.pieces.filter(
    (p) =>
      p.blocksLoF &&
      p.id !== viewer.id &&
      p.id !== target.id &&
      p.heightMm >= minHeight &&
      p.x + p.r >= b.minX &&
      p.x - p.r <= b.maxX &&
      p.y + p.r >= b.minY &&
      p.y - p.r <= b.maxY,
  );
  const polygons = scene.scenery
    .filter((s) => s.blocksLoF)
    .map((s) => {
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      for (const p of s.polygon) {
        minX = Math.min(minX, p.x);
        minY = Math.min(minY, p.y);
        maxX = Math.max(maxX, p.x);
        maxY = Math.max(maxY, p.y);
      }
      return { polygon: s.polygon, minX, minY, maxX, maxY };
    })
    .filter((p) => p.maxX >= b.minX && p.minX <= b.maxX && p.maxY >= b.minY && p.minY <= b.maxY);
  return { discs, polygons };
}

/** Is the segment from a (on the viewer) to t (on the target) clear of every blocker and of both bases' insides? */
function isClear(a: Point, t: Point, viewer: LofPiece, target: LofPiece, blockers: Blockers): boolean {
  // A line that goes back through the viewer's or the target's own base sees a hidden side.
  if (distancePointToSegment(viewer, a, t) < viewer.r - GRAZE) return false;
  if (distancePointToSegment(target, a, t) < target.r - GRAZE) return false;
  for (const d of blockers.discs) {
    // A line that only touches a blocking base passes; one that cuts into it does not.
    if (distancePointToSegment(d, a, t) < d.r - GRAZE) return false;
  }
  const b = box(a, t, 0);
  for (const p of blockers.polygons) {
    if (p.maxX < b.minX || p.minX > b.maxX || p.maxY < b.minY || p.minY > b.maxY) continue;
    if (segmentCrossesPolygon(a, t, p.polygon)) return false;
  }
  return true;
}

/**
 * Line of Fire from `viewerId` to `targetId` (RULES.md §4.2–§4.3, decisions A7, A8, A19):
 * the target is at least partly in the viewer's arc, and a part of its outline at least 3 mm wide
 * across the line of sight can be reached by straight lines from the viewer's front half (whole base for 360°) that pass
 * through no blocking scenery and no blocking base at least as tall as the lower of the two.
 * Unknown ids, or a piece and itself, have no LoF.
 */
export function hasLineOfFire(scene: LofScene, viewerId: string, targetId: string): boolean {
  if (viewerId === targetId) return false;
  const viewer = scene.pieces.find((p) => p.id === viewerId);
  const target = scene.pieces.find((p) => p.id === targetId);
  if (!viewer || !target) return false;
  return lineOfFireBetween(scene, viewer, target);
}

/**
 * The same test on two given pieces: `target` may stand somewhere other than in the scene (a mover
 * along its path). Pieces with the viewer's or the target's id never block (decision A9).
 */
export function lineOfFireBetween(scene: LofScene, viewer: LofPiece, target: LofPiece): boolean {
  if (!inArc(viewer, target)) return false;
  const blockers = blockersBetween(scene, viewer, target);
  const sources = sourcePoints(viewer);
  const n = targetSampleCount(target.r);
  const step = 360 / n;
  // Walk the outline starting from the point facing the viewer, so a clear view is found early.
  const start = vec.angleTo(target, viewer);
  // The visible width is measured across the line of sight (RULES.md §4.2: a 3 mm × 3 mm area).
  const across = vec.fromDegrees(start + 90);
  const visible: boolean[] = new Array<boolean>(n).fill(false);
  const width: number[] = new Array<number>(n).fill(0);
  for (let k = 0; k < n; k++) {
    const a = ((start + k * step) * Math.PI) / 180;
    width[k] = target.r * (Math.cos(a) * across.x + Math.sin(a) * across.y);
  }
  for (let i = 0; i <= n / 2; i++) {
    for (const k of i === 0 || i === n - i ? [i] : [i, n - i]) {
      const a = ((start + k * step) * Math.PI) / 180;
      const t = { x: target.x + target.r * Math.cos(a), y: target.y + target.r * Math.sin(a) };
      if (!sources.some((src) => isClear(src, t, viewer, target, blockers))) continue;
      visible[k] = true;
      if (runWidth(visible, width, k) >= MIN_VISIBLE_CHORD - GRAZE) return true;
    }
  }
  return false;
}

/** The width across the line of sight of the run of visible samples that contains sample k. */
function runWidth(visible: boolean[], across: number[], k: number): number {
  const n = visible.length;
  let lo = across[k] ?? 0;
  let hi = lo;
  for (let i = 1; i < n && visible[(k + i) % n]; i++) {
    const w = across[(k + i) % n] ?? 0;
    lo = Math.min(lo, w);
    hi = Math.max(hi, w);
  }
  for (let i = 1; i < n && visible[(k - i + n) % n]; i++) {
    const w = across[(k - i + n) % n] ?? 0;
    lo = Math.min(lo, w);
    hi = Math.max(hi, w);
  }
  return hi - lo;
}

/** The chord covered by a run of `intervals` sample gaps on a base of radius r (sampling resolution). */
export function runChord(r: number, intervals: number): number {
  const step = (2 * Math.PI) / targetSampleCount(r);
  return 2 * r * Math.sin(Math.min(Math.PI, intervals * step) / 2);
}
