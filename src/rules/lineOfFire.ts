import { mmToInches } from '../geometry/units.ts';
import { vec, type Point } from '../geometry/vec.ts';
import { inArc, type Facing } from './arcs.ts';
import {
  GRAZE,
  blockersBetween,
  isClear,
  isCorridorCut,
  prepareScene,
  type Blockers,
  type PreparedScene,
} from './sightBlockers.ts';

export {
  GRAZE,
  prepareScene,
  sceneWithin,
  segmentCrossesPolygon,
  type PreparedScene,
} from './sightBlockers.ts';

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

/** Is the outline point t reached by a clear line from at least one source point? */
function isSeenFromAny(sources: readonly Point[], t: Point, blockers: Blockers): boolean {
  for (const src of sources) if (isClear(src, t, blockers)) return true;
  return false;
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

/** A target's outline samples, tested only when asked: sample 0 faces the viewer, each next one 360/n° on. */
interface Outline {
  n: number;
  isVisible: (k: number) => boolean;
  /** Where each tested sample lies across the line of sight (RULES.md §4.2: a 3 mm × 3 mm area). */
  across: Float64Array;
}

function outlineSeenFrom(target: LofPiece, viewer: Point, sources: readonly Point[], b: Blockers): Outline {
  const n = targetSampleCount(target.r);
  const step = 360 / n;
  const start = vec.angleTo(target, viewer);
  const side = vec.fromDegrees(start + 90);
  const seen = new Int8Array(n); // 0 not yet tested, 1 visible, -1 hidden
  const across = new Float64Array(n);
  const isVisible = (k: number): boolean => {
    if (seen[k] === 0) {
      const a = ((start + k * step) * Math.PI) / 180;
      const t = { x: target.x + target.r * Math.cos(a), y: target.y + target.r * Math.sin(a) };
      across[k] = target.r * (Math.cos(a) * side.x + Math.sin(a) * side.y);
      seen[k] = isSeenFromAny(sources, t, b) ? 1 : -1;
    }
    return seen[k] === 1;
  };
  return { n, isVisible, across };
}

/**
 * `lineOfFireBetween` with the scene prepared and the viewer's source points worked out once, for
 * many targets (whoCanReact). Same answer as testing every outline sample: a visible run wide enough
 * holds at least `shortestVisibleRun` samples, so it holds one of every so many, and only the runs
 * through those samples are measured. A target hidden behind one wall or base is not sampled at all.
 */
export function lineOfFireFrom(
  scene: PreparedScene,
  viewer: LofPiece,
  sources: readonly Point[],
  target: LofPiece,
): boolean {
  if (!inArc(viewer, target)) return false;
  const blockers = blockersBetween(scene, viewer, target);
  if (isCorridorCut(blockers)) return false;
  const outline = outlineSeenFrom(target, viewer, sources, blockers);
  const n = outline.n;
  const stride = shortestVisibleRun(target.r);
  // Probes nearest the viewer first: a clear view is usually found there.
  const probes: number[] = [];
  for (let k = 0; k < n; k += stride) probes.push(k);
  probes.sort((p, q) => Math.min(p, n - p) - Math.min(q, n - q));
  return probes.some((k) => outline.isVisible(k) && runWidth(outline, k) >= MIN_VISIBLE_CHORD - GRAZE);
}

/** The width across the line of sight of the run of visible samples that contains the visible sample k. */
function runWidth({ n, isVisible, across }: Outline, k: number): number {
  let lo = across[k] ?? 0;
  let hi = lo;
  let ahead = 1;
  for (; ahead < n && isVisible((k + ahead) % n); ahead++) {
    lo = Math.min(lo, across[(k + ahead) % n] ?? 0);
    hi = Math.max(hi, across[(k + ahead) % n] ?? 0);
  }
  for (let back = 1; back < n - ahead && isVisible((k - back + n) % n); back++) {
    lo = Math.min(lo, across[(k - back + n) % n] ?? 0);
    hi = Math.max(hi, across[(k - back + n) % n] ?? 0);
  }
  return hi - lo;
}

/** The chord covered by a run of `intervals` sample gaps on a base of radius r (sampling resolution). */
export function runChord(r: number, intervals: number): number {
  const step = (2 * Math.PI) / targetSampleCount(r);
  return 2 * r * Math.sin(Math.min(Math.PI, intervals * step) / 2);
}
