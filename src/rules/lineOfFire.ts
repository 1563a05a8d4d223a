import { mmToInches } from '../geometry/units.ts';
import { vec, type Point } from '../geometry/vec.ts';
import { inArc, type Facing } from './arcs.ts';
import type { Disc } from '../geometry/disc.ts';
import {
  GRAZE,
  blockersBetween,
  cutsCorridor,
  isClear,
  isCorridorCut,
  prepareScene,
  type Blocker,
  type Blockers,
  type PreparedScene,
} from './sightBlockers.ts';
import { castersOf, isHiddenByOne, isHiddenBySeveral, type Casters } from './sightShadows.ts';

export { GRAZE, prepareScene, segmentCrossesPolygon, type PreparedScene } from './sightBlockers.ts';

/**
 * What the LoF test needs to know about the table (ARCHITECTURE.md §8). Each piece is a cylinder from
 * its level `z` (inches, 0 when left out: the table) up by its Silhouette's height; each blocking piece
 * of scenery is a solid from the table up to `top` (inches, Infinity when left out: blocks every line).
 */
export interface LofScene {
  pieces: Array<Facing & { id: string; heightMm: number; blocksLoF: boolean; z?: number }>;
  scenery: Array<{ polygon: Point[]; blocksLoF: boolean; top?: number }>;
}

export type LofPiece = LofScene['pieces'][number];

/** The smallest part of a target that must be seen: 3 mm (RULES.md §4.2, §17). */
export const MIN_VISIBLE_CHORD = mmToInches(3);
/** Spacing of the sample points on a base outline: 1 mm, well under the 3 mm that must be seen. */
export const SAMPLE_SPACING = mmToInches(1);
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
  return lineOfFireFrom(prepareScene(scene), viewer, sourcePoints(viewer), target);
}

/**
 * The fewest consecutive outline samples whose run can be wide enough to count: a run spanning j gaps
 * between samples is at most as wide as their chord, runChord(r, j). Samples 1 mm apart, 3 mm to see: 5.
 */
function shortestVisibleRun(r: number): number {
  let gaps = 1;
  while (gaps < targetSampleCount(r) && runChord(r, gaps) + 1e-9 < MIN_VISIBLE_CHORD - GRAZE) gaps++;
  return gaps + 1;
}

/**
 * What the outline test needs to know about a target's size, worked out once per radius: how many
 * outline samples, one probe every `stride` of them, probes nearest the viewer first, and room to note
 * which samples were tested. `whoCanReact` makes one for the mover and passes it to every test.
 */
export interface OutlinePlan {
  r: number;
  n: number;
  probes: Int32Array;
  /** Per sample: 0 not yet tested, 1 visible, -1 hidden (reset by each test). */
  seen: Int8Array;
  /** Where each tested sample lies across the line of sight (RULES.md §4.2: a 3 mm × 3 mm area). */
  across: Float64Array;
  /** Room for the casters of one test (sightShadows.ts). */
  casters: Float64Array;
}

export function outlinePlan(r: number): OutlinePlan {
  const n = targetSampleCount(r);
  const stride = shortestVisibleRun(r);
  const probes: number[] = [];
  for (let k = 0; k < n; k += stride) probes.push(k);
  probes.sort((p, q) => Math.min(p, n - p) - Math.min(q, n - q));
  return {
    r,
    n,
    probes: Int32Array.from(probes),
    seen: new Int8Array(n),
    across: new Float64Array(n),
    casters: new Float64Array(48),
  };
}

/** A target's outline as one test sees it: sample 0 faces the viewer, each next one 360/n° on. */
interface Outline {
  plan: OutlinePlan;
  target: LofPiece;
  sources: readonly Point[];
  blockers: Blockers;
  casters: Casters;
  /** The source that last reached a point of the outline. */
  lastClear: number;
  start: number;
  step: number;
  side: Point;
}

/** Is outline sample k reached by a clear line from some source? Tested once, then remembered. */
function isVisible(o: Outline, k: number): boolean {
  const { seen, across } = o.plan;
  if (seen[k] === 0) {
    const { target } = o;
    const a = ((o.start + k * o.step) * Math.PI) / 180;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    const t = { x: target.x + target.r * cos, y: target.y + target.r * sin };
    across[k] = target.r * (cos * o.side.x + sin * o.side.y);
    seen[k] = isSeenFromAny(o, t) ? 1 : -1;
  }
  return seen[k] === 1;
}

/**
 * Is the outline point t reached by a clear line from at least one source point? Unless one base hides
 * it from the whole viewer base (sightShadows.ts), the source that last saw the target is tried first
 * (the next point along the outline is usually seen from it too), then several bases together, then
 * every other source.
 */
function isSeenFromAny(o: Outline, t: Point): boolean {
  if (isHiddenByOne(t, o.casters)) return false;
  const { sources, blockers } = o;
  const last = sources[o.lastClear];
  if (last && isClear(last, t, blockers)) return true;
  if (isHiddenBySeveral(t, o.casters)) return false;
  for (let i = 0; i < sources.length; i++) {
    if (i === o.lastClear || !isClear(sources[i] as Point, t, blockers)) continue;
    o.lastClear = i;
    return true;
  }
  return false;
}

/**
 * `lineOfFireBetween` with the scene prepared and the viewer's source points worked out once, for
 * many targets (whoCanReact). `plan` must be outlinePlan(target.r); one is made if it is not.
 */
export function lineOfFireFrom(
  scene: PreparedScene,
  viewer: LofPiece,
  sources: readonly Point[],
  target: LofPiece,
  plan?: OutlinePlan,
): boolean {
  if (!inArc(viewer, target)) return false;
  const blockers = blockersBetween(scene, viewer, target);
  return !isCorridorCut(blockers) && isOutlineSeen(blockers, viewer, sources, target, plan);
}

/**
 * The outline half of the LoF test, with the blockers between the two worked out: is a part of the
 * target's outline 3 mm wide reached by clear lines? Same answer as testing every outline sample: a
 * visible run wide enough holds at least `shortestVisibleRun` samples, so it holds one of every so
 * many, and only the runs through those samples are measured.
 */
export function isOutlineSeen(
  blockers: Blockers,
  viewer: LofPiece,
  sources: readonly Point[],
  target: LofPiece,
  plan?: OutlinePlan,
): boolean {
  const p = plan?.r === target.r ? plan : outlinePlan(target.r);
  p.seen.fill(0);
  const start = vec.angleTo(target, viewer);
  const o: Outline = {
    plan: p,
    target,
    sources,
    blockers,
    casters: castersOf(blockers, p.casters),
    lastClear: 0,
    start,
    step: 360 / p.n,
    side: vec.fromDegrees(start + 90),
  };
  // Probes nearest the viewer first: a clear view is usually found there.
  for (const k of p.probes) if (isVisible(o, k) && isRunWide(o, k, MIN_VISIBLE_CHORD - GRAZE)) return true;
  return false;
}

/**
 * Is the run of visible samples that holds the visible sample k at least `wide` across the line of
 * sight? Its width only grows as the run is followed, so the walk stops once it is wide enough.
 */
function isRunWide(o: Outline, k: number, wide: number): boolean {
  const { n, across } = o.plan;
  let lo = across[k] ?? 0;
  let hi = lo;
  let ahead = 1;
  for (; ahead < n && hi - lo < wide && isVisible(o, (k + ahead) % n); ahead++) {
    lo = Math.min(lo, across[(k + ahead) % n] ?? 0);
    hi = Math.max(hi, across[(k + ahead) % n] ?? 0);
  }
  for (let back = 1; back < n - ahead && hi - lo < wide && isVisible(o, (k - back + n) % n); back++) {
    lo = Math.min(lo, across[(k - back + n) % n] ?? 0);
    hi = Math.max(hi, across[(k - back + n) % n] ?? 0);
  }
  return hi - lo >= wide;
}

/**
 * Does the blocker `cutter` alone hide the target wherever its centre stands on the segment from
 * `from` to `to`? The target there always lies inside one disc around the segment's middle, wider by
 * half its length; when `cutter` cuts the corridor between the viewer and that disc from side to side
 * (cutsCorridor), every line from the viewer's base to any point of that disc crosses the cut, so
 * every line the LoF test samples at every stop there is blocked. `cutter` must be one that
 * blockersBetween keeps for this viewer and target somewhere (it cut the corridor at one stop).
 */
export function isCutAllAlong(cutter: Blocker, viewer: Disc, target: Disc, from: Point, to: Point): boolean {
  const around = {
    x: (from.x + to.x) / 2,
    y: (from.y + to.y) / 2,
    r: target.r + vec.dist(from, to) / 2 + SWEEP_SLACK,
  };
  return cutsCorridor(cutter, viewer, around);
}

/** Rounding allowance of isCutAllAlong's disc: stops lie on the segment to within 1e-13". */
const SWEEP_SLACK = 1e-9;

/** The chord covered by a run of `intervals` sample gaps on a base of radius r (sampling resolution). */
export function runChord(r: number, intervals: number): number {
  const step = (2 * Math.PI) / targetSampleCount(r);
  return 2 * r * Math.sin(Math.min(Math.PI, intervals * step) / 2);
}
