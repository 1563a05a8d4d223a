// Random small LoF scenes and plain reference computations for the property tests of whoCanReact and
// its shortcuts (issue 18; RULES.md §2, §4.2–§4.3, §7.1): src/rules/{reactions,lineOfFire,sightIndex,
// sightShadows}.test.ts.
import fc from 'fast-check';
import { EPS, FLOAT_SLACK } from '../src/geometry/units.ts';
import { rectangle } from '../src/geometry/polygon.ts';
import { distancePointToSegment } from '../src/geometry/segment.ts';
import type { Point } from '../src/geometry/vec.ts';
import { inArc } from '../src/rules/arcs.ts';
import { baseRadiusInches, silhouetteHeightMm } from '../src/rules/silhouettes.ts';
import {
  GRAZE,
  MIN_VISIBLE_CHORD,
  lineOfFireBetween,
  segmentCrossesPolygon,
  sourcePoints,
  targetSampleCount,
  type LofPiece,
  type LofScene,
} from '../src/rules/lineOfFire.ts';
import { distanceToPath, samplePath, type Reaction } from '../src/rules/reactions.ts';
import { ZOC_RADIUS } from '../src/rules/zoneOfControl.ts';

/**
 * A real number spread evenly between min and max. (fc.double picks evenly among representable
 * doubles, which crowd near 0: almost every value would be tiny.)
 */
export const uniform = (min: number, max: number): fc.Arbitrary<number> =>
  fc.noBias(fc.integer({ min: 0, max: 2 ** 30 })).map((k) => min + ((max - min) * k) / 2 ** 30);

/** The table of a small scene: 14" square. Coordinates are either free or on a 0.5" grid (exact ties). */
const SIDE = 14;

const coordinate = (snap: boolean) => uniform(0, SIDE).map((v) => (snap ? Math.round(v * 2) / 2 : v));
const spot = (snap: boolean) => fc.record({ x: coordinate(snap), y: coordinate(snap) });

const pieceAt = (snap: boolean) =>
  fc.record({
    at: spot(snap),
    s: fc.integer({ min: 1, max: 8 }),
    facing: fc.oneof(fc.constantFrom(0, 90, 180, 270, 45), uniform(0, 360)),
    arc: fc.constantFrom<180 | 360>(180, 180, 360),
    blocksLoF: fc.constantFrom(true, true, true, false),
  });

/** A wall: a (maybe rotated) rectangle, a thin wall, a concave L, or a triangle. */
const wallAt = (snap: boolean) =>
  fc
    .record({
      c: spot(snap),
      w: fc.constantFrom(0.25, 0.5, 1, 2, 3, 5),
      h: fc.constantFrom(0.25, 0.5, 1, 2, 3, 5),
      turn: fc.constantFrom(0, 0, 30, 45, 90, 117),
      shape: fc.constantFrom('box', 'box', 'L', 'triangle'),
      blocksLoF: fc.constantFrom(true, true, true, false),
    })
    .map(({ c, w, h, turn, shape, blocksLoF }) => {
      const box = rectangle(c, w, h, turn);
      const polygon =
        shape === 'box'
          ? box
          : shape === 'triangle'
            ? box.slice(0, 3)
            : [
                c,
                { x: c.x + w, y: c.y },
                { x: c.x + w, y: c.y + 0.5 },
                { x: c.x + 0.5, y: c.y + 0.5 },
                { x: c.x + 0.5, y: c.y + h },
                { x: c.x, y: c.y + h },
              ];
      return { polygon, blocksLoF };
    });

export interface ReactCase {
  scene: LofScene;
  moverId: string;
  path: Point[];
  reactorIds: string[];
}

/**
 * A scene of 2–8 pieces (p0 moves) and 0–4 walls, and a path of 1–4 points from p0: legs of any
 * length, of length 0, ending on another piece's centre (a reactor on the path) or on a wall's corner.
 */
export const reactCase: fc.Arbitrary<ReactCase> = fc.boolean().chain((snap) =>
  fc
    .record({
      pieces: fc.array(pieceAt(snap), { minLength: 2, maxLength: 8 }),
      walls: fc.array(wallAt(snap), { maxLength: 4 }),
      legs: fc.array(
        fc.tuple(fc.constantFrom('free', 'free', 'same', 'piece', 'corner'), spot(snap), fc.nat()),
        {
          maxLength: 3,
        },
      ),
    })
    .map(({ pieces, walls, legs }) => {
      const lofPieces: LofPiece[] = pieces.map((p, i) => ({
        id: `p${String(i)}`,
        ...p.at,
        r: baseRadiusInches(p.s),
        facing: p.facing,
        arc: p.arc,
        heightMm: silhouetteHeightMm(p.s),
        blocksLoF: p.blocksLoF,
      }));
      const mover = lofPieces[0]!;
      const path: Point[] = [{ x: mover.x, y: mover.y }];
      for (const [kind, at, n] of legs) {
        const last = path[path.length - 1]!;
        const corners = walls.flatMap((w) => w.polygon);
        if (kind === 'same') path.push({ ...last });
        else if (kind === 'piece')
          path.push({ x: lofPieces[n % lofPieces.length]!.x, y: lofPieces[n % lofPieces.length]!.y });
        else if (kind === 'corner' && corners.length > 0) path.push({ ...corners[n % corners.length]! });
        else path.push(at);
      }
      return {
        scene: { pieces: lofPieces, scenery: walls },
        moverId: mover.id,
        path,
        reactorIds: lofPieces.map((p) => p.id),
      };
    }),
);

/**
 * whoCanReact computed the straightforward way: at every sampled point of the path, LoF from each
 * reactor on the whole scene (lineOfFireBetween: no index, no skipped stops), and ZoC to the path.
 */
export function perSampleWhoCanReact({ scene, moverId, path, reactorIds }: ReactCase): Reaction[] {
  const mover = scene.pieces.find((p) => p.id === moverId);
  if (!mover || path.length === 0) return [];
  const stops = samplePath(path).map((p) => ({ ...mover, x: p.x, y: p.y }));
  const out: Reaction[] = [];
  for (const id of reactorIds) {
    const r = scene.pieces.find((p) => p.id === id);
    if (!r || id === moverId) continue;
    const zoc = distanceToPath(r, path) - r.r - mover.r <= ZOC_RADIUS + EPS + FLOAT_SLACK;
    const lof = stops.some((m) => lineOfFireBetween(scene, r, m));
    if (lof || zoc) out.push({ id, lof, zoc, allowed: lof ? 'any' : 'dodge-or-reset' });
  }
  return out;
}

/** Is the line from a to t stopped by the plain tests (RULES.md §4.3): a base cut into, or a wall passed through? */
export function isLineBlocked(
  scene: LofScene,
  viewer: LofPiece,
  target: LofPiece,
  a: Point,
  t: Point,
): boolean {
  const low = Math.min(viewer.heightMm, target.heightMm);
  const cutsInto = (d: LofPiece) => distancePointToSegment(d, a, t) < d.r - GRAZE;
  if (cutsInto(viewer) || cutsInto(target)) return true;
  for (const p of scene.pieces)
    if (p.blocksLoF && p.id !== viewer.id && p.id !== target.id && p.heightMm >= low && cutsInto(p))
      return true;
  return scene.scenery.some((s) => s.blocksLoF && segmentCrossesPolygon(a, t, s.polygon));
}

/**
 * LoF the plain way (RULES.md §4.2–§4.3): every outline sample tested from every source point with the
 * plain tests, and the widest run of visible samples measured across the line of sight.
 */
export function plainLineOfFire(scene: LofScene, viewer: LofPiece, target: LofPiece): boolean {
  if (viewer.id === target.id || !inArc(viewer, target)) return false;
  const sources = sourcePoints(viewer);
  const n = targetSampleCount(target.r);
  const start = Math.atan2(viewer.y - target.y, viewer.x - target.x);
  const visible: boolean[] = [];
  const across: number[] = [];
  for (let k = 0; k < n; k++) {
    const a = start + (2 * Math.PI * k) / n;
    const t = { x: target.x + target.r * Math.cos(a), y: target.y + target.r * Math.sin(a) };
    visible.push(sources.some((s) => !isLineBlocked(scene, viewer, target, s, t)));
    across.push(target.r * Math.sin(a - start));
  }
  if (visible.every(Boolean)) return true;
  const first = visible.indexOf(false);
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 1; i <= n; i++) {
    const k = (first + i) % n;
    if (!visible[k]) {
      lo = Infinity;
      hi = -Infinity;
      continue;
    }
    lo = Math.min(lo, across[k]!);
    hi = Math.max(hi, across[k]!);
    if (hi - lo >= MIN_VISIBLE_CHORD - GRAZE) return true;
  }
  return false;
}
