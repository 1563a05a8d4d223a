import { EPS, atMost } from '../geometry/units.ts';
import { vec, type Point } from '../geometry/vec.ts';
import { distancePointToSegment } from '../geometry/segment.ts';
import { bounds } from '../geometry/polygon.ts';
import { ZOC_RADIUS } from './zoneOfControl.ts';
import {
  lineOfFireFrom,
  prepareScene,
  sceneWithin,
  sourcePoints,
  type LofPiece,
  type LofScene,
  type PreparedScene,
} from './lineOfFire.ts';

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

/** Does the reactor have LoF to the mover at any of its positions along the path (RULES.md §4.3)? */
function seesAnyOf(scene: PreparedScene, reactor: LofPiece, positions: readonly LofPiece[]): boolean {
  // Every line from the reactor to the mover lies in this box, wherever the mover is on its path.
  const area = bounds([reactor, ...positions]);
  const reach = Math.max(reactor.r, ...positions.map((p) => p.r));
  const near = sceneWithin(scene, {
    minX: area.minX - reach,
    minY: area.minY - reach,
    maxX: area.maxX + reach,
    maxY: area.maxY + reach,
  });
  const sources = sourcePoints(reactor);
  return positions.some((m) => lineOfFireFrom(near, reactor, sources, m));
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
  const mover = scene.pieces.find((p) => p.id === moverId);
  if (!mover || path.length === 0) return [];
  // End first, then start, then the rest: most reactions are found at the first point tried.
  const samples = samplePath(path);
  const ordered = [samples[samples.length - 1], samples[0], ...samples.slice(1, -1)].flatMap((p) =>
    p ? [p] : [],
  );
  const movers: LofPiece[] = ordered.map((p) => ({ ...mover, x: p.x, y: p.y }));
  const prepared = prepareScene(scene);
  const out: Reaction[] = [];
  for (const id of reactorIds) {
    if (id === moverId) continue;
    const r = scene.pieces.find((p) => p.id === id);
    if (!r) continue;
    const zoc = atMost(distanceToPath(r, path) - r.r - mover.r, ZOC_RADIUS + EPS);
    const lof = seesAnyOf(prepared, r, movers);
    if (lof || zoc) out.push({ id, lof, zoc, allowed: lof ? 'any' : 'dodge-or-reset' });
  }
  return out;
}
