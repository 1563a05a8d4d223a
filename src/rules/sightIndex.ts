/**
 * A grid over what can stop a line of fire (RULES.md §4.2–§4.3), so that `whoCanReact` scans only the
 * blockers near each reactor's view of the path instead of the whole table at every path sample
 * (issue 18). `blockersNearLeg` keeps every blocking piece and wall that `blockersBetween` could keep
 * for the mover anywhere on one leg of the path, and perhaps a few more: blockersBetween then filters
 * them exactly as it filters the whole scene, so lines of fire come out exactly the same.
 */
import type { Point } from '../geometry/vec.ts';
import type { LofPiece } from './lineOfFire.ts';
import { MARGIN, type PreparedScene, type Wall } from './sightBlockers.ts';

/**
 * Rounding allowance on top of blockersBetween's own margin (1e-7"): sample positions and distances
 * are off by about 1e-13", so this only widens the search by a millionth of an inch.
 */
const SLACK = 1e-6;
/** No cell smaller than 1", no grid larger than MAX_CELLS cells. */
const MIN_CELL = 1;
const MAX_CELLS = 16384;

/**
 * The grid. Item i is blocking piece i, or wall i − pieces.length. Each has a keep disc — centre x, y
 * and radius own + per·m, m being a query's reach plus margin (see blockersNearLeg) — and is filed in
 * every cell that the square of half-side `own` around its centre meets (cells in CSR layout).
 */
export interface SightIndex {
  scene: PreparedScene;
  /** x, y, own, per of each item in turn. */
  keep: Float64Array;
  minX: number;
  minY: number;
  cell: number;
  cols: number;
  rows: number;
  cellStart: Int32Array;
  cellItems: Int32Array;
  /** Visit marks for one query at a time (queries are synchronous), and room for a row's x-range. */
  mark: Uint32Array;
  query: number;
  range: Float64Array;
  sides: Float64Array;
  /** Something is not a plain finite number: every query answers the whole scene. */
  whole: boolean;
}

/**
 * Keep discs, SLACK wider. A piece: its base widened by m (blockersBetween keeps a base whose gap to
 * the centre line is under reach + MARGIN). A wall: its box's centre and half-diagonal ρ, radius
 * √2·(ρ + m) — blockersBetween's test (mayReach) is a box in the corridor's own axes, whose points
 * lie within √2·m of the centre line, and the wall's box in those axes within √2·ρ of its centre.
 */
function keepDiscs(scene: PreparedScene): Float64Array {
  const keep = new Float64Array(4 * (scene.pieces.length + scene.walls.length));
  let k = 0;
  for (const p of scene.pieces) {
    keep[k++] = p.x;
    keep[k++] = p.y;
    keep[k++] = p.r + SLACK;
    keep[k++] = 1;
  }
  for (const w of scene.walls) {
    keep[k++] = w.cx;
    keep[k++] = w.cy;
    keep[k++] = Math.SQRT2 * w.rho + SLACK;
    keep[k++] = Math.SQRT2;
  }
  return keep;
}

/**
 * Files the blocking pieces and walls of a prepared scene in a uniform grid of about one item a cell.
 * A scene with a coordinate or a size that is not a plain number is not filed: queries answer it whole.
 */
export function indexScene(scene: PreparedScene): SightIndex {
  const keep = keepDiscs(scene);
  const count = keep.length / 4;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < count; i++) {
    const x = keep[4 * i] as number;
    const y = keep[4 * i + 1] as number;
    const own = keep[4 * i + 2] as number;
    minX = Math.min(minX, x - own);
    minY = Math.min(minY, y - own);
    maxX = Math.max(maxX, x + own);
    maxY = Math.max(maxY, y + own);
  }
  const w = Math.max(0, maxX - minX);
  const h = Math.max(0, maxY - minY);
  const whole = count > 0 && !(isPlain(minX) && isPlain(minY) && isPlain(maxX) && isPlain(maxY));
  const cell = Math.max(
    MIN_CELL,
    Math.sqrt((w * h) / Math.max(1, count)),
    Math.max(w, h) / Math.sqrt(MAX_CELLS),
  );
  const cols = count === 0 || whole ? 0 : Math.max(1, Math.ceil(w / cell));
  const rows = count === 0 || whole ? 0 : Math.max(1, Math.ceil(h / cell));
  const g: SightIndex = {
    scene,
    keep,
    minX,
    minY,
    cell,
    cols,
    rows,
    cellStart: new Int32Array(cols * rows + 1),
    cellItems: new Int32Array(0),
    mark: new Uint32Array(count),
    query: 0,
    range: new Float64Array(2),
    sides: new Float64Array(9),
    whole,
  };
  // Two passes: count each cell's items, then place them.
  const each = (i: number, visit: (c: number) => void): void => {
    const x = keep[4 * i] as number;
    const y = keep[4 * i + 1] as number;
    const own = keep[4 * i + 2] as number;
    for (let row = rowOf(g, y - own); row <= rowOf(g, y + own); row++)
      for (let col = colOf(g, x - own); col <= colOf(g, x + own); col++) visit(row * cols + col);
  };
  const cells = cols * rows;
  const start = g.cellStart;
  for (let i = 0; i < count && cells > 0; i++) each(i, (c) => (start[c + 1] = (start[c + 1] as number) + 1));
  for (let c = 0; c < cells; c++) start[c + 1] = (start[c + 1] as number) + (start[c] as number);
  const items = new Int32Array(start[cells] ?? 0);
  const next = start.slice(0, cells);
  for (let i = 0; i < count && cells > 0; i++)
    each(i, (c) => {
      items[next[c] as number] = i;
      next[c] = (next[c] as number) + 1;
    });
  g.cellItems = items;
  return g;
}

/** Coordinates this large (or not finite) would overflow the grid's arithmetic. */
const LARGEST = 1e100;
const isPlain = (x: number): boolean => Math.abs(x) < LARGEST;

const colOf = (g: SightIndex, x: number): number =>
  Math.min(g.cols - 1, Math.max(0, Math.floor((x - g.minX) / g.cell)));
const rowOf = (g: SightIndex, y: number): number =>
  Math.min(g.rows - 1, Math.max(0, Math.floor((y - g.minY) / g.cell)));

/** Squared distance from p to the segment ab. */
function toSegment2(px: number, py: number, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - a.x) * dx + (py - a.y) * dy) / l2));
  const ex = px - (a.x + dx * t);
  const ey = py - (a.y + dy * t);
  return ex * ex + ey * ey;
}

/** Distance from p to the filled triangle vab: 0 inside (a flat one counts its whole line as inside). */
export function distanceToTriangle(px: number, py: number, v: Point, a: Point, b: Point): number {
  const d1 = (a.x - v.x) * (py - v.y) - (a.y - v.y) * (px - v.x);
  const d2 = (b.x - a.x) * (py - a.y) - (b.y - a.y) * (px - a.x);
  const d3 = (v.x - b.x) * (py - b.y) - (v.y - b.y) * (px - b.x);
  if ((d1 >= 0 && d2 >= 0 && d3 >= 0) || (d1 <= 0 && d2 <= 0 && d3 <= 0)) return 0;
  return Math.sqrt(Math.min(toSegment2(px, py, v, a), toSegment2(px, py, a, b), toSegment2(px, py, b, v)));
}

/**
 * Might p lie within `radius` of the triangle vab? `sides` holds each side's outward unit normal and
 * offset (nx, ny, c: nx·x + ny·y − c is how far outside that side's line a point lies). A point
 * further than the radius outside one line is not near; any other point is kept — beside a corner it
 * may be a little further off, which only keeps more. Too flat a triangle (no sides) takes the exact
 * distance instead.
 */
function mayBeNear(px: number, py: number, radius: number, tri: Triangle): boolean {
  const s = tri.sides;
  if (!tri.hasSides) return distanceToTriangle(px, py, tri.v, tri.a, tri.b) <= radius;
  return (
    (s[0] as number) * px + (s[1] as number) * py - (s[2] as number) <= radius &&
    (s[3] as number) * px + (s[4] as number) * py - (s[5] as number) <= radius &&
    (s[6] as number) * px + (s[7] as number) * py - (s[8] as number) <= radius
  );
}

interface Triangle {
  v: Point;
  a: Point;
  b: Point;
  hasSides: boolean;
  sides: Float64Array;
}

/** Fills in the triangle's sides (mayBeNear). */
function setSides(tri: Triangle): void {
  const { v, a, b, sides } = tri;
  const area2 = (a.x - v.x) * (b.y - v.y) - (a.y - v.y) * (b.x - v.x);
  const turn = Math.sign(area2);
  let longest = 0;
  for (let i = 0; i < 3; i++) {
    const p = i === 0 ? v : i === 1 ? a : b;
    const q = i === 0 ? a : i === 1 ? b : v;
    const len = Math.sqrt((q.x - p.x) ** 2 + (q.y - p.y) ** 2);
    longest = Math.max(longest, len);
    const nx = (turn * (q.y - p.y)) / len;
    const ny = (-turn * (q.x - p.x)) / len;
    sides[3 * i] = nx;
    sides[3 * i + 1] = ny;
    sides[3 * i + 2] = nx * p.x + ny * p.y;
  }
  // Flat (or nearly): the normals would be unreliable.
  tri.hasSides = Math.abs(area2) > 1e-6 * longest * longest;
}

/** Widens range = [lo, hi] to the x-range of the edge pq's part between heights y0 and y1. */
function edgeXRange(p: Point, q: Point, y0: number, y1: number, range: Float64Array): void {
  let t0 = 0;
  let t1 = 1;
  const dy = q.y - p.y;
  if (dy === 0) {
    if (p.y < y0 || p.y > y1) return;
  } else {
    const ta = (y0 - p.y) / dy;
    const tb = (y1 - p.y) / dy;
    t0 = Math.max(t0, Math.min(ta, tb));
    t1 = Math.min(t1, Math.max(ta, tb));
    if (t0 > t1) return;
  }
  const x0 = p.x + (q.x - p.x) * t0;
  const x1 = p.x + (q.x - p.x) * t1;
  range[0] = Math.min(range[0] as number, x0, x1);
  range[1] = Math.max(range[1] as number, x0, x1);
}

/**
 * The blocking pieces and walls that blockersBetween could keep between `viewer` and a target centred
 * anywhere on the leg ab (`reach` = the larger of the two radii), in no particular order (its answers
 * do not depend on it). Every line from the viewer to the target there lies in the triangle (viewer,
 * a, b) widened by the reach: an item is kept when its keep disc (keepDiscs) meets the triangle. The
 * cells searched, row by row, are those the triangle widened by √2·m + SLACK meets: any kept item has
 * a point of its filed square that close to the triangle.
 */
export function blockersNearLeg(
  g: SightIndex,
  viewer: Point,
  a: Point,
  b: Point,
  reach: number,
): PreparedScene {
  const m = reach + MARGIN;
  const coords = [viewer.x, viewer.y, a.x, a.y, b.x, b.y, m];
  // Not plain numbers: the whole scene, and blockersBetween sorts it out.
  if (g.whole || !coords.every(isPlain)) return g.scene;
  const pieces: LofPiece[] = [];
  const walls: Wall[] = [];
  if (g.cols === 0) return { pieces, walls };
  if (++g.query > 0xffffffff) {
    g.mark.fill(0);
    g.query = 1;
  }
  const e = Math.SQRT2 * m + SLACK;
  const boxMinX = Math.min(viewer.x, a.x, b.x);
  const boxMaxX = Math.max(viewer.x, a.x, b.x);
  const boxMinY = Math.min(viewer.y, a.y, b.y);
  const boxMaxY = Math.max(viewer.y, a.y, b.y);
  const { keep, mark, cellStart, cellItems, query, range } = g;
  const tri: Triangle = { v: viewer, a, b, hasSides: false, sides: g.sides };
  setSides(tri);
  const nPieces = g.scene.pieces.length;
  for (let row = rowOf(g, boxMinY - e); row <= rowOf(g, boxMaxY + e); row++) {
    // The first and last rows stretch to whatever lies beyond the grid.
    const y0 = row === 0 ? -Infinity : g.minY + row * g.cell - e;
    const y1 = row === g.rows - 1 ? Infinity : g.minY + (row + 1) * g.cell + e;
    range[0] = Infinity;
    range[1] = -Infinity;
    edgeXRange(viewer, a, y0, y1, range);
    edgeXRange(a, b, y0, y1, range);
    edgeXRange(b, viewer, y0, y1, range);
    if (!(range[0] <= range[1])) continue;
    const last = row * g.cols + colOf(g, range[1] + e);
    for (let c = row * g.cols + colOf(g, range[0] - e); c <= last; c++)
      for (let j = cellStart[c] as number; j < (cellStart[c + 1] as number); j++) {
        const i = cellItems[j] as number;
        if (mark[i] === query) continue;
        mark[i] = query;
        const x = keep[4 * i] as number;
        const y = keep[4 * i + 1] as number;
        const radius = (keep[4 * i + 2] as number) + (keep[4 * i + 3] as number) * m;
        if (x < boxMinX - radius || x > boxMaxX + radius || y < boxMinY - radius || y > boxMaxY + radius)
          continue;
        if (!mayBeNear(x, y, radius, tri)) continue;
        if (i < nPieces) pieces.push(g.scene.pieces[i] as LofPiece);
        else walls.push(g.scene.walls[i - nPieces] as Wall);
      }
  }
  return { pieces, walls };
}
