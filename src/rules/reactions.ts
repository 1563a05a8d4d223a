import { EPS, atMost } from '../geometry/units.ts';
import { vec, type Point } from '../geometry/vec.ts';
import { distancePointToSegment } from '../geometry/segment.ts';
import { inArc } from './arcs.ts';
import { ZOC_HEIGHT, ZOC_RADIUS, verticalGap } from './zoneOfControl.ts';

/** A piece's level and the top of its Silhouette (A10: the ZoC reaches 8" above and below). */
const standing = (p: LofPiece): { z: number; top: number } => ({ z: p.z ?? 0, top: topOf(p) });
import {
  isCutAllAlong,
  isOutlineSeen,
  lineOfFireFrom,
  outlinePlan,
  prepareScene,
  sourcePoints,
  type LofPiece,
  type LofScene,
  type OutlinePlan,
  type PreparedScene,
} from './lineOfFire.ts';
import { blockersNearLeg, indexScene, type SightIndex } from './sightIndex.ts';
import { blockersBetween, corridorCutter, cutsCorridor, topOf, type Blocker } from './sightBlockers.ts';

/** Spacing of the points where LoF to a mover is checked along its path (RULES.md §4.3 "along a path"). */
export const PATH_SAMPLE_SPACING = 0.25;

/** Why a reactive piece gets an ARO, and what it may then declare (RULES.md §2, §7.1, decision A12). */
export interface Reaction {
  id: string;
  /** It has LoF to the mover at some point of the path. */
  lof: boolean;
  /** The mover is inside its ZoC at some point of the path. */
  zoc: boolean;
  /** With LoF any ARO allowed against the mover; with ZoC only, Dodge or Reset (N4). */
  allowed: 'any' | 'dodge-or-reset';
}

/** Points along a polyline at most `spacing` apart, both ends included. */
export function samplePath(path: readonly Point[], spacing = PATH_SAMPLE_SPACING): Point[] {
  const first = path[0];
  if (!first) return [];
  const out: Point[] = [first];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1];
    const b = path[i];
    if (!a || !b) continue;
    const steps = Math.max(1, Math.ceil(vec.dist(a, b) / spacing));
    for (let k = 1; k <= steps; k++) out.push(vec.lerp(a, b, k / steps));
  }
  return out;
}

/** Shortest distance from a point to a polyline (a single point when the path has one). */
export function distanceToPath(p: Point, path: readonly Point[]): number {
  const first = path[0];
  if (!first) return Infinity;
  let best = vec.dist(p, first);
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1];
    const b = path[i];
    if (a && b) best = Math.min(best, distancePointToSegment(p, a, b));
  }
  return best;
}

/** A leg of the path and the mover at each point sampled on it, in path order. */
interface Leg {
  a: Point;
  b: Point;
  stops: LofPiece[];
}

/**
 * The mover at every point samplePath gives (the same points, worked out the same way), leg by leg;
 * the path's first point opens the first leg, and a path of one point is one leg of length 0.
 */
function legsOf(mover: LofPiece, path: readonly Point[]): Leg[] {
  const first = path[0] as Point;
  const at = (p: Point): LofPiece => ({ ...mover, x: p.x, y: p.y });
  const legs: Leg[] = [{ a: first, b: path[1] ?? first, stops: [at(first)] }];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Point;
    const b = path[i] as Point;
    const leg = i === 1 ? (legs[0] as Leg) : { a, b, stops: [] };
    if (i > 1) legs.push(leg);
    const steps = Math.max(1, Math.ceil(vec.dist(a, b) / PATH_SAMPLE_SPACING));
    for (let k = 1; k <= steps; k++) leg.stops.push(at(vec.lerp(a, b, k / steps)));
  }
  return legs;
}

/** What every reactor's test shares, built on first use. */
interface SceneFacts {
  index: () => SightIndex;
  plan: () => OutlinePlan;
}

/** One reactor's view of the path: what blocks near each leg, looked up when first needed. */
class ReactorView {
  private readonly near: (PreparedScene | undefined)[] = [];
  private sourcesMade: Point[] | undefined;
  constructor(
    private readonly scene: SceneFacts,
    private readonly reactor: LofPiece,
    private readonly legs: readonly Leg[],
  ) {}

  /** The reactor's source points (lineOfFire.ts), worked out when a stop in its arc first needs them. */
  private get sources(): Point[] {
    return (this.sourcesMade ??= sourcePoints(this.reactor));
  }

  private get plan(): OutlinePlan {
    return this.scene.plan();
  }

  /** The blockers near leg i (sightIndex.ts): whatever can stop a line to the mover anywhere on it. */
  private nearLeg(i: number): PreparedScene {
    const leg = this.legs[i] as Leg;
    const reach = Math.max(this.reactor.r, leg.stops[0]?.r ?? 0);
    return (this.near[i] ??= blockersNearLeg(this.scene.index(), this.reactor, leg.a, leg.b, reach));
  }

  /** LoF to the mover at stop k of leg i (RULES.md §4.3). */
  seesAt(i: number, k: number): boolean {
    const mover = (this.legs[i] as Leg).stops[k] as LofPiece;
    return (
      inArc(this.reactor, mover) &&
      lineOfFireFrom(this.nearLeg(i), this.reactor, this.sources, mover, this.plan)
    );
  }

  /**
   * LoF at any of the stops lo..hi−1 of leg i? Stop by stop, except that where one blocker hides the
   * mover (corridorCutter), the stops after it that the same blocker hides all along (isCutAllAlong)
   * are skipped at once. Such a blocker is one blockersBetween keeps at every stop it hides (it lies
   * across the lines there), so the answer is the one blockersBetween and isCorridorCut would give.
   */
  seesOnLeg(i: number, lo: number, hi: number): boolean {
    const stops = (this.legs[i] as Leg).stops;
    let recent: Blocker | null = null;
    for (let k = lo; k < hi; k++) {
      const mover = stops[k] as LofPiece;
      if (!inArc(this.reactor, mover)) continue;
      // The blocker that hid the last stretch often hides this stop too: no need to look further.
      if (recent && cutsCorridor(recent, this.reactor, mover)) {
        k = this.lastCutBy(recent, stops, k, hi);
        continue;
      }
      const blockers = blockersBetween(this.nearLeg(i), this.reactor, mover);
      recent = corridorCutter(blockers);
      if (recent) k = this.lastCutBy(recent, stops, k, hi);
      else if (isOutlineSeen(blockers, this.reactor, this.sources, mover, this.plan)) return true;
    }
    return false;
  }

  /**
   * The last stop j < hi such that `cutter`, which hides the mover at stop k, hides it all along
   * stops k..j: a stretch twice as long each time it holds, then halved back where it fails.
   */
  private lastCutBy(cutter: Blocker, stops: readonly LofPiece[], k: number, hi: number): number {
    const first = stops[k] as LofPiece;
    let good = k;
    let bad = hi;
    for (let span = 1; good + 1 < bad;) {
      const j = Math.min(bad - 1, good + span);
      if (isCutAllAlong(cutter, this.reactor, first, first, stops[j] as LofPiece)) {
        good = j;
        span *= 2;
      } else {
        bad = j;
        span = Math.max(1, (bad - good) >> 1);
      }
    }
    return good;
  }
}

/**
 * Does the reactor have LoF to the mover at any sampled point of the path (RULES.md §4.3)? The end
 * first, then the start: most reactions are found at the first point tried. Then leg by leg, skipping
 * the stretches one blocker hides all along. The same answer as testing every point.
 */
function seesAnyOf(scene: SceneFacts, reactor: LofPiece, legs: readonly Leg[]): boolean {
  const view = new ReactorView(scene, reactor, legs);
  const last = legs.length - 1;
  const lastStops = (legs[last] as Leg).stops.length;
  if (view.seesAt(last, lastStops - 1) || view.seesAt(0, 0)) return true;
  for (let i = 0; i <= last; i++) {
    const n = (legs[i] as Leg).stops.length;
    if (view.seesOnLeg(i, i === 0 ? 1 : 0, i === last ? n - 1 : n)) return true;
  }
  return false;
}

/**
 * Who may react to a piece moving along `path` (RULES.md §2, §7.1, decisions A9, A11, A12): a reactor
 * with LoF to the mover at any sampled point of the path, or with the mover's base inside its 8" ZoC
 * at any point (measured exactly along the segments). ZoC without LoF allows only Dodge or Reset.
 * Reactors are listed in the order given; the mover never blocks LoF to itself.
 */
export function whoCanReact(
  scene: LofScene,
  moverId: string,
  path: readonly Point[],
  reactorIds: readonly string[],
): Reaction[] {
  // The first piece with each id, as a search of the list would find it.
  const byId = new Map<string, LofPiece>();
  for (const p of scene.pieces) if (!byId.has(p.id)) byId.set(p.id, p);
  const mover = byId.get(moverId);
  if (!mover || path.length === 0) return [];
  const legs = legsOf(mover, path);
  // The blocker index and the mover's outline plan are built when a reactor first has the mover in
  // its arc: a reactor facing away costs only the arc test at each stop.
  let index: SightIndex | undefined;
  let plan: OutlinePlan | undefined;
  const facts: SceneFacts = {
    index: () => (index ??= indexScene(prepareScene(scene))),
    plan: () => (plan ??= outlinePlan(mover.r)),
  };
  const out: Reaction[] = [];
  for (const id of reactorIds) {
    if (id === moverId) continue;
    const r = byId.get(id);
    if (!r) continue;
    const zoc =
      atMost(distanceToPath(r, path) - r.r - mover.r, ZOC_RADIUS + EPS) &&
      atMost(verticalGap(standing(r), standing(mover)), ZOC_HEIGHT + EPS);
    const lof = seesAnyOf(facts, r, legs);
    if (lof || zoc) out.push({ id, lof, zoc, allowed: lof ? 'any' : 'dodge-or-reset' });
  }
  return out;
}
