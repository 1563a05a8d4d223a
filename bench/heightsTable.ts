/**
 * The busy club table with heights (issue 30, "Measured"; RULES.md §1.1, §4.2; D166–D168): scenery
 * carries its top in inches, and some troopers stand on roofs. Built like the busy club table of
 * bench/fixtures.ts (48" square, 40 scenery pieces, 30 pieces, 'a0' moving 8" in three legs across the
 * middle, side B reacting), with the scenery mixed as a club table with heights has it:
 *
 * - buildings 2–6" tall with roofs (tall, `heightIn`), two of them with a tower 2" higher on the roof;
 * - low walls about 1" tall (low, `heightIn`), long and thin;
 * - old tall scenery without a height (blocks every line) and old low scenery without one (blocks none).
 *
 * A piece's level is never stored: `elevationAt` gives it from the roof under its centre.
 */
import { discPenetration, pointInPolygon, rectangle } from '../src/geometry/polygon.ts';
import { signedGap } from '../src/geometry/disc.ts';
import { vec, type Point } from '../src/geometry/vec.ts';
import { baseRadiusInches, silhouetteHeightMm, type LofPiece, type LofScene } from '../src/rules/index.ts';
import {
  LOW_WALL_HEIGHT,
  STOREY,
  blocksSomeLines,
  elevationAt,
  hasRoof,
  lofScenery,
  sceneryTop,
  type SceneryVolume,
} from '../src/rules/elevation.ts';
import { MOVER_PATH, polygonNearPath, seeded, toPath, type BusyTable } from './fixtures.ts';

const TABLE = 48;
const SCENERY_COUNT = 40;
/** Pieces that are 360°, non-blocking markers (CAMO, IMP), as on the busy club table. */
const MARKER_IDS = new Set(['a4', 'a11', 'b3', 'b8', 'b13']);
/** Pieces placed on a roof when one has room for their base. */
const ROOF_IDS = new Set(['a2', 'a7', 'a12', 'b2', 'b5', 'b7', 'b10', 'b12']);

/** What one slot of ten holds: four buildings, four low walls, one old tall, one old low. */
type Kind = 'building' | 'wall' | 'old-tall' | 'old-low';
const KINDS: readonly Kind[] = [
  'building',
  'wall',
  'building',
  'wall',
  'old-tall',
  'building',
  'wall',
  'building',
  'wall',
  'old-low',
];
const BUILDING_HEIGHTS = [STOREY, STOREY, 3, 2 * STOREY, 2 * STOREY, 5, 3 * STOREY];
const WALL_HEIGHTS = [0.75, LOW_WALL_HEIGHT, LOW_WALL_HEIGHT, 1.25];

const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;

/**
 * `count` pieces of scenery with heights on a `table`" square (the mix above), little overlap; scenery
 * that blocks some lines is kept off wherever `keepOff` says (the mover's path).
 */
export function heightsScenery(
  rnd: () => number,
  count: number,
  table: number,
  keepOff: (polygon: readonly Point[]) => boolean,
): SceneryVolume[] {
  const placed: { c: Point; reach: number; volume: SceneryVolume; id: string }[] = [];
  let towers = 0;
  while (placed.length < count) {
    const kind = KINDS[placed.length % KINDS.length] as Kind;
    const c = { x: 3 + rnd() * (table - 6), y: 3 + rnd() * (table - 6) };
    const rotation = rnd() < 0.5 ? 0 : rnd() * 180;
    const w = kind === 'wall' ? 1.5 + rnd() * 3.5 : 1.5 + rnd() * 4.5;
    const h = kind === 'wall' ? 0.25 + rnd() * 0.25 : 1.5 + rnd() * 4.5;
    const polygon = rectangle(c, w, h, rotation);
    const volume: SceneryVolume =
      kind === 'building'
        ? { height: 'tall', heightIn: pick(rnd, BUILDING_HEIGHTS), polygon }
        : kind === 'wall'
          ? { height: 'low', heightIn: pick(rnd, WALL_HEIGHTS), polygon }
          : { height: kind === 'old-tall' ? 'tall' : 'low', polygon };
    const reach = Math.hypot(w, h) / 2;
    if (placed.some((s) => vec.dist(s.c, c) < 0.8 * (s.reach + reach))) continue;
    if (blocksSomeLines(volume) && keepOff(polygon)) continue;
    placed.push({ c, reach, volume, id: kind });
    // A tower a storey up on the first two large buildings: a building of several storeys (D167).
    if (kind === 'building' && towers < 2 && w >= 3 && h >= 3 && placed.length < count) {
      towers++;
      const tower = rectangle(c, w / 2, h / 2, rotation);
      placed.push({
        c,
        reach: 0,
        volume: { height: 'tall', heightIn: (volume.heightIn as number) + STOREY, polygon: tower },
        id: 'tower',
      });
    }
  }
  return placed.map((p) => p.volume);
}

export interface PlaceOptions {
  table: number;
  /** Side A over the top two thirds, B over the bottom two. */
  sideA: boolean;
  marker: boolean;
  /** Try a roof first (falls back to the table when no roof has room). */
  onRoof: boolean;
  /** Refuse spots closer than r + 1.5 to this path (the busy table's mover path). */
  clearOf?: readonly Point[];
}

/** Does the base stand clear of all scenery that rises above its level, and of the other bases? */
function isFree(
  p: LofPiece,
  z: number,
  taken: readonly LofPiece[],
  scenery: readonly SceneryVolume[],
): boolean {
  if (taken.some((q) => signedGap(p, q) < 0.2)) return false;
  return !scenery.some(
    (s) => blocksSomeLines(s) && sceneryTop(s) > z && discPenetration(p, s.polygon) > -0.05,
  );
}

/** One piece: on a roof with room for its whole base, or on the table; its `z` from elevationAt. */
export function placeOnHeights(
  rnd: () => number,
  id: string,
  o: PlaceOptions,
  taken: readonly LofPiece[],
  scenery: readonly SceneryVolume[],
): LofPiece {
  const s = o.marker ? 1 : 1 + Math.floor(rnd() * 8);
  const r = baseRadiusInches(s);
  const facing = rnd() < 0.2 ? rnd() * 360 : (o.sideA ? 90 : 270) + (rnd() - 0.5) * 160;
  const base = {
    id,
    r,
    facing,
    arc: o.marker ? (360 as const) : (180 as const),
    heightMm: silhouetteHeightMm(s),
    blocksLoF: !o.marker,
  };
  const bandTop = o.sideA ? 0 : o.table / 3;
  const inBand = (y: number) => y >= bandTop + r && y <= bandTop + (2 * o.table) / 3 - r;
  const clearOfPath = (p: Point) => !o.clearOf || toPath(p, o.clearOf) >= r + 1.5;
  const roofs = scenery.filter(hasRoof);
  for (let tries = 0; o.onRoof && roofs.length > 0 && tries < 400; tries++) {
    const roof = pick(rnd, roofs);
    const xs = roof.polygon.map((q) => q.x);
    const ys = roof.polygon.map((q) => q.y);
    const at = {
      x: Math.min(...xs) + rnd() * (Math.max(...xs) - Math.min(...xs)),
      y: Math.min(...ys) + rnd() * (Math.max(...ys) - Math.min(...ys)),
    };
    // The whole base on the roof: its centre at least r inside the outline.
    if (!pointInPolygon(at, roof.polygon) || discPenetration({ ...at, r }, roof.polygon) < 2 * r) continue;
    const z = elevationAt(scenery, at);
    const p: LofPiece = { ...base, ...at, ...(z > 0 ? { z } : {}) };
    if (inBand(at.y) && clearOfPath(at) && isFree(p, z, taken, scenery)) return p;
  }
  for (;;) {
    const x = r + 0.5 + rnd() * (o.table - 2 * r - 1);
    const y = bandTop + r + 0.5 + rnd() * ((2 * o.table) / 3 - 2 * r - 1);
    const z = elevationAt(scenery, { x, y });
    // On the table: a spot that happens to lie on a roof is tried again.
    if (z > 0) continue;
    const p: LofPiece = { ...base, x, y };
    if (clearOfPath(p) && isFree(p, 0, taken, scenery)) return p;
  }
}

/** The busy table with heights, and the scenery it was made from (heights, roofs). */
export interface HeightsTable extends BusyTable {
  volumes: SceneryVolume[];
}

/**
 * The busy club table with heights: 48" × 48", 40 pieces of scenery with heights (above), 30 pieces
 * 'a0'..'a14' and 'b0'..'b14' (S1–S8 models with 180° arcs, a few 360° non-blocking markers), eight of
 * them on roofs when one has room, and 'a0' on the table moving 8" in three legs across the middle.
 */
export function heightsClubTable(seed = 2030): HeightsTable {
  const rnd = seeded(seed);
  const volumes = heightsScenery(rnd, SCENERY_COUNT, TABLE, (poly) => polygonNearPath(poly, MOVER_PATH, 1.5));
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
  for (const id of ids) {
    const options = {
      table: TABLE,
      sideA: id.startsWith('a'),
      marker: MARKER_IDS.has(id),
      onRoof: ROOF_IDS.has(id),
      clearOf: MOVER_PATH,
    };
    pieces.push(placeOnHeights(rnd, id, options, pieces, volumes));
  }
  pieces.sort((p, q) =>
    p.id[0] === q.id[0] ? Number(p.id.slice(1)) - Number(q.id.slice(1)) : p.id < q.id ? -1 : 1,
  );
  const scene: LofScene = { pieces, scenery: lofScenery(volumes) };
  return {
    scene,
    volumes,
    moverId: 'a0',
    path: MOVER_PATH,
    reactorIds: pieces.filter((p) => p.id.startsWith('b')).map((p) => p.id),
  };
}

/** A one-line summary of the table: how many of each kind of scenery, and how many pieces on roofs. */
export function describeHeightsTable(t: HeightsTable): string {
  const buildings = t.volumes.filter(hasRoof).length;
  const walls = t.volumes.filter((s) => s.height === 'low' && s.heightIn !== undefined).length;
  const oldTall = t.volumes.filter((s) => s.height === 'tall' && s.heightIn === undefined).length;
  const oldLow = t.volumes.filter((s) => s.height === 'low' && s.heightIn === undefined).length;
  const up = t.scene.pieces.filter((p) => (p.z ?? 0) > 0);
  const levels = up.map((p) => `${p.id} ${String(p.z)}"`).join(', ');
  return `${String(buildings)} buildings/towers with roofs, ${String(walls)} low walls, ${String(oldTall)} old tall, ${String(oldLow)} old low; ${String(up.length)} pieces on roofs (${levels})`;
}
