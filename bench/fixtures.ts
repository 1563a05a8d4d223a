import {
  baseRadiusInches,
  silhouetteHeightMm,
  type Facing,
  type LofPiece,
  type LofScene,
  type Point,
} from '../src/rules/index.ts';
import { discPenetration, pointInPolygon, rectangle } from '../src/geometry/polygon.ts';
import { distancePointToSegment, segmentDistance } from '../src/geometry/segment.ts';
import { signedGap } from '../src/geometry/disc.ts';
import { vec } from '../src/geometry/vec.ts';

/** A deterministic pseudo-random sequence (mulberry32) so every bench run measures the same table. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 30 pieces of both sides spread over a 48" × 48" table, S1..S8, mixed 180°/360° arcs. */
export function thirtyPieceTable(seed = 42): Facing[] {
  const rnd = seeded(seed);
  return Array.from({ length: 30 }, (_, i) => {
    const s = 1 + Math.floor(rnd() * 8);
    return {
      x: 2 + rnd() * 44,
      y: 2 + rnd() * 44,
      r: baseRadiusInches(s),
      facing: rnd() * 360,
      arc: i % 4 === 0 ? 360 : 180,
    };
  });
}

/** The busy club table of the LoF figures: a scene, a mover's 8" path and the reactive side. */
export interface BusyTable {
  scene: LofScene;
  moverId: string;
  path: Point[];
  reactorIds: string[];
}

const TABLE = 48;
/** Tall and low scenery alternate; every 7th piece is an irregular quad instead of a rectangle. */
const SCENERY_COUNT = 40;
/** Pieces that are 360°, non-blocking markers (CAMO, IMP); every other piece is a 180° model. */
const MARKER_IDS = new Set(['a4', 'a11', 'b3', 'b8', 'b13']);

/** A path of segments with the given lengths and headings (degrees), from `start`. */
export function polyline(start: Point, legs: ReadonlyArray<{ length: number; heading: number }>): Point[] {
  const out = [start];
  for (const leg of legs) {
    const last = out[out.length - 1] ?? start;
    out.push(vec.add(last, vec.scale(vec.fromDegrees(leg.heading), leg.length)));
  }
  return out;
}

/** The mover's fixed path: 8" in three legs across the middle of the table. */
export const MOVER_PATH = polyline({ x: 19.5, y: 21.5 }, [
  { length: 3.5, heading: 40 },
  { length: 2.5, heading: 0 },
  { length: 2, heading: -35 },
]);

/** Distance from a point to a polyline. */
export function toPath(p: Point, path: readonly Point[]): number {
  let best = Infinity;
  for (let i = 1; i < path.length; i++)
    best = Math.min(best, distancePointToSegment(p, path[i - 1]!, path[i]!));
  return best;
}

/** Does the polygon come within `gap` of the polyline (or contain part of it)? */
export function polygonNearPath(poly: readonly Point[], path: readonly Point[], gap: number): boolean {
  if (path.some((p) => pointInPolygon(p, poly))) return true;
  for (let i = 1; i < path.length; i++)
    for (let j = 0, k = poly.length - 1; j < poly.length; k = j++)
      if (segmentDistance(path[i - 1]!, path[i]!, poly[k]!, poly[j]!) < gap) return true;
  return false;
}

/** 40 scenery pieces 1–6" across, half tall (blocking), half low; a few irregular quads; little overlap. */
function busyScenery(rnd: () => number): LofScene['scenery'] {
  const placed: { c: Point; reach: number; polygon: Point[]; blocksLoF: boolean }[] = [];
  while (placed.length < SCENERY_COUNT) {
    const i = placed.length;
    const w = 1 + rnd() * 5;
    const h = 1 + rnd() * 5;
    const c = { x: 3 + rnd() * (TABLE - 6), y: 3 + rnd() * (TABLE - 6) };
    const rotation = rnd() < 0.5 ? 0 : rnd() * 180;
    let polygon = rectangle(c, w, h, rotation);
    // An irregular quad: each corner moved up to a quarter of the way towards or away from the centre.
    if (i % 7 === 3) polygon = polygon.map((p) => vec.lerp(c, p, 0.75 + rnd() * 0.5));
    const reach = Math.hypot(w, h) / 2;
    const blocksLoF = i % 2 === 0;
    if (placed.some((s) => vec.dist(s.c, c) < 0.8 * (s.reach + reach))) continue;
    if (blocksLoF && polygonNearPath(polygon, MOVER_PATH, 1.5)) continue;
    placed.push({ c, reach, polygon, blocksLoF });
  }
  return placed.map(({ polygon, blocksLoF }) => ({ polygon, blocksLoF }));
}

/** One piece of the busy table, placed where it overlaps no other piece, no tall scenery and not the mover's path. */
function placePiece(
  rnd: () => number,
  id: string,
  taken: readonly LofPiece[],
  scenery: LofScene['scenery'],
): LofPiece {
  const marker = MARKER_IDS.has(id);
  const s = marker ? 1 : 1 + Math.floor(rnd() * 8);
  const r = baseRadiusInches(s);
  const side = id.startsWith('a') ? 'A' : 'B';
  // Seat A mostly faces down the table (90°), seat B up it (270°), give or take 80°; a few face anywhere.
  const facing = rnd() < 0.2 ? rnd() * 360 : (side === 'A' ? 90 : 270) + (rnd() - 0.5) * 160;
  const base = {
    id,
    r,
    facing,
    arc: marker ? 360 : 180,
    heightMm: silhouetteHeightMm(s),
    blocksLoF: !marker,
  } as const;
  for (;;) {
    // A over the top two thirds, B over the bottom two thirds: both sides meet in the middle.
    const x = r + 0.5 + rnd() * (TABLE - 2 * r - 1);
    const y = (side === 'A' ? 0 : TABLE / 3) + r + 0.5 + rnd() * ((2 * TABLE) / 3 - 2 * r - 1);
    const p: LofPiece = { ...base, x, y };
    if (taken.some((q) => signedGap(p, q) < 0.2)) continue;
    if (scenery.some((sc) => sc.blocksLoF && discPenetration(p, sc.polygon) > -0.05)) continue;
    if (toPath(p, MOVER_PATH) < r + 1.5) continue;
    return p;
  }
}

/**
 * A busy club table (the LoF figures of `npm run bench`): 48" × 48", 40 scenery pieces, 30 pieces
 * 'a0'..'a14' and 'b0'..'b14' (S1–S8 models with 180° arcs, a few 360° non-blocking markers), and
 * 'a0' moving 8" in three legs across the middle. The reactors are all of side B.
 */
export function busyClubTable(seed = 2024): BusyTable {
  const rnd = seeded(seed);
  const scenery = busyScenery(rnd);
  const start = MOVER_PATH[0]!;
  const mover: LofPiece = {
    id: 'a0',
    ...start,
    r: baseRadiusInches(2),
    facing: 40,
    arc: 180,
    heightMm: silhouetteHeightMm(2),
    blocksLoF: true,
  };
  const pieces: LofPiece[] = [mover];
  const ids = [
    ...Array.from({ length: 14 }, (_, i) => `a${String(i + 1)}`),
    ...Array.from({ length: 15 }, (_, i) => `b${String(i)}`),
  ];
  for (const id of ids) pieces.push(placePiece(rnd, id, pieces, scenery));
  pieces.sort((p, q) =>
    p.id[0] === q.id[0] ? Number(p.id.slice(1)) - Number(q.id.slice(1)) : p.id < q.id ? -1 : 1,
  );
  return {
    scene: { pieces, scenery },
    moverId: 'a0',
    path: MOVER_PATH,
    reactorIds: pieces.filter((p) => p.id.startsWith('b')).map((p) => p.id),
  };
}

/**
 * A random 8" path of 2 or 3 legs from `start`, turning up to 75° at each corner and staying on the
 * table (a mover of radius r keeps its whole base on it). Used for the naive-vs-fast comparison.
 */
export function randomPath(rnd: () => number, start: Point, r: number, length = 8): Point[] {
  for (;;) {
    const legs = rnd() < 0.5 ? 2 : 3;
    const cuts = Array.from({ length: legs - 1 }, () => rnd()).sort((a, b) => a - b);
    const ends = [...cuts, 1];
    let heading = rnd() * 360;
    const path = polyline(
      start,
      ends.map((e, i) => {
        if (i > 0) heading += (rnd() - 0.5) * 150;
        return { length: (e - (i > 0 ? ends[i - 1]! : 0)) * length, heading };
      }),
    );
    if (path.every((p) => p.x >= r && p.x <= TABLE - r && p.y >= r && p.y <= TABLE - r)) return path;
  }
}
