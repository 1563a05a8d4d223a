// Random small LoF scenes and plain reference computations for the property tests of whoCanReact and
// its shortcuts (issue 18; RULES.md §2, §4.2–§4.3, §7.1): src/rules/{reactions,lineOfFire,sightIndex,
// sightShadows}.test.ts.
import fc from 'fast-check';
import { EPS, FLOAT_SLACK } from '../src/geometry/units.ts';
import { pointInPolygon, rectangle } from '../src/geometry/polygon.ts';
import { distancePointToSegment } from '../src/geometry/segment.ts';
import type { Point } from '../src/geometry/vec.ts';
import { inArc } from '../src/rules/arcs.ts';
import { HEIGHT_GRAZE } from '../src/rules/sightBlockers.ts';
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
    // Most stand on the table; some on roofs (RULES.md §4.2, D166).
    z: fc.constantFrom(0, 0, 0, 0, 1, 2, 4),
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
      // Without a top it blocks every line (the old tall scenery); with one, lines may pass over it.
      top: fc.constantFrom<number | undefined>(undefined, undefined, 0.5, 1, 1.6, 2, 4, 6),
    })
    .map(({ c, w, h, turn, shape, blocksLoF, top }) => {
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
      return top === undefined ? { polygon, blocksLoF } : { polygon, blocksLoF, top };
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
        ...(p.z > 0 ? { z: p.z } : {}),
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

/**
 * Is the line from a to t stopped by the plain tests (RULES.md §4.2–§4.3, D166): a base cut into below
 * its top, or a wall passed through below its top? The line runs at the same height above each base,
 * 3 mm under the shorter Silhouette's height; the parts of it inside each blocker are found the plain
 * way (the chord through a circle; the pieces between edge crossings whose middle is inside a polygon).
 */
export function isLineBlocked(
  scene: LofScene,
  viewer: LofPiece,
  target: LofPiece,
  a: Point,
  t: Point,
): boolean {
  const cutsInto = (d: LofPiece) => distancePointToSegment(d, a, t) < d.r - GRAZE;
  if (cutsInto(viewer) || cutsInto(target)) return true;
  const along = Math.max(0, (Math.min(viewer.heightMm, target.heightMm) - 3) / 25.4);
  const eye = (viewer.z ?? 0) + along;
  const band = (target.z ?? 0) + along;
  const heightAt = (u: number) => eye + (band - eye) * u;
  const length = Math.hypot(t.x - a.x, t.y - a.y);
  for (const p of scene.pieces) {
    if (!p.blocksLoF || p.id === viewer.id || p.id === target.id || !cutsInto(p)) continue;
    const top = (p.z ?? 0) + p.heightMm / 25.4;
    // The chord within r − GRAZE of its centre: around the foot of the perpendicular, its half length
    // from the distance to the whole line (the distance to the segment is longer when the foot lies
    // beyond an end, which made the chord too short: a line starting under a raised base passed).
    const foot = ((p.x - a.x) * (t.x - a.x) + (p.y - a.y) * (t.y - a.y)) / (length * length);
    const toLine = Math.abs((t.x - a.x) * (p.y - a.y) - (t.y - a.y) * (p.x - a.x)) / length;
    const half = Math.sqrt(Math.max(0, (p.r - GRAZE) ** 2 - toLine ** 2)) / length;
    const ends = [Math.max(0, foot - half), Math.min(1, foot + half)];
    if (Math.min(...ends.map(heightAt)) < top - HEIGHT_GRAZE) return true;
  }
  return scene.scenery.some((s) => {
    if (!s.blocksLoF || !segmentCrossesPolygon(a, t, s.polygon)) return false;
    const top = s.top ?? Infinity;
    if (top === Infinity) return true;
    return lowestInside(a, t, s.polygon, heightAt) < top - HEIGHT_GRAZE;
  });
}

/** The lowest height of the line from a to t where it runs inside the polygon (Infinity if nowhere). */
function lowestInside(a: Point, t: Point, poly: readonly Point[], heightAt: (u: number) => number): number {
  const us = [0, 1];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    const den = (t.x - a.x) * (q.y - p.y) - (t.y - a.y) * (q.x - p.x);
    if (den === 0) continue;
    const u = ((p.x - a.x) * (q.y - p.y) - (p.y - a.y) * (q.x - p.x)) / den;
    const v = ((p.x - a.x) * (t.y - a.y) - (p.y - a.y) * (t.x - a.x)) / den;
    if (u >= 0 && u <= 1 && v >= 0 && v <= 1) us.push(u);
  }
  us.sort((x, y) => x - y);
  const at = (u: number): Point => ({ x: a.x + (t.x - a.x) * u, y: a.y + (t.y - a.y) * u });
  let low = Infinity;
  for (let i = 0; i + 1 < us.length; i++) {
    const u0 = us[i]!;
    const u1 = us[i + 1]!;
    if (u1 - u0 < 1e-12 || !pointInPolygon(at((u0 + u1) / 2), poly)) continue;
    low = Math.min(low, heightAt(u0), heightAt(u1));
  }
  return low;
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
