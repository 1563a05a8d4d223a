/**
 * How `whoCanReact` grows with the table (issue 18, point 1): scenes of 10, 30, 100 and 300 pieces with
 * 40, 40, 80 and 160 scenery pieces, built the way the busy club table of bench/fixtures.ts is (half
 * tall blocking scenery, S1–S8 models with 180° arcs, a few 360° non-blocking markers, side A over the
 * top two thirds and side B over the bottom two). The table grows with the scenery so that scenery is
 * as dense as on the club table: 48" square up to 40 pieces, 48·√(n/40)" beyond. A mover of side A in
 * the middle drags along random 8" paths of 2–3 legs; every piece of side B may react.
 *
 * With heights (issue 30), the same sizes from 30 pieces up, the scenery mixed as on the busy table with
 * heights (bench/heightsTable.ts: buildings 2–6" with roofs, low walls about 1", old tall and low
 * scenery without a height) and a quarter of the pieces on roofs where one has room.
 *
 * Figures, not assertions: p50 and p95 per call, the log-log fitted exponent of p50 against pieces,
 * whether each target holds, whether the machine was busy meanwhile (bench/machine.ts), and whether
 * every timed answer equals a plain per-sample computation (perSampleWhoCanReact). Alone:
 * `npx tsx bench/reactGrowth.ts [--heights]` (GROWTH_BUDGET_MS=… sets the time spent on each row,
 * default 1500).
 */
import { EPS, FLOAT_SLACK } from '../src/geometry/units.ts';
import { discPenetration, rectangle } from '../src/geometry/polygon.ts';
import { distancePointToSegment } from '../src/geometry/segment.ts';
import { signedGap } from '../src/geometry/disc.ts';
import { vec, type Point } from '../src/geometry/vec.ts';
import {
  baseRadiusInches,
  silhouetteHeightMm,
  whoCanReact,
  type LofPiece,
  type LofScene,
  type Reaction,
} from '../src/rules/index.ts';
import { lineOfFireFrom, prepareScene, sourcePoints } from '../src/rules/lineOfFire.ts';
import { samplePath } from '../src/rules/reactions.ts';
import { ZOC_RADIUS } from '../src/rules/zoneOfControl.ts';
import { randomPath, seeded } from './fixtures.ts';
import { heightsScenery, placeOnHeights } from './heightsTable.ts';
import { lofScenery } from '../src/rules/elevation.ts';
import { judgeMachine, markBusy, sampleMachine, type BenchFigure, type MachineVerdict } from './machine.ts';
import { percentile } from './timing.ts';

/** One row of the growth table: pieces, scenery, and the targets of issue 18. */
export const GROWTH_SIZES = [
  { pieces: 10, scenery: 40, targetP95Ms: null },
  { pieces: 30, scenery: 40, targetP95Ms: 0.5 },
  { pieces: 100, scenery: 80, targetP95Ms: 2 },
  { pieces: 300, scenery: 160, targetP95Ms: 8 },
] as const;

export interface GrowthScene {
  scene: LofScene;
  table: number;
  moverId: string;
  reactorIds: string[];
  paths: Point[][];
}

/** Scenery 1–6" across, every other piece tall; every 7th an irregular quad; little overlap (as fixtures.ts). */
function scenery(rnd: () => number, count: number, table: number, keepClear: Point): LofScene['scenery'] {
  const placed: { c: Point; reach: number; polygon: Point[]; blocksLoF: boolean }[] = [];
  while (placed.length < count) {
    const i = placed.length;
    const w = 1 + rnd() * 5;
    const h = 1 + rnd() * 5;
    const c = { x: 3 + rnd() * (table - 6), y: 3 + rnd() * (table - 6) };
    const rotation = rnd() < 0.5 ? 0 : rnd() * 180;
    let polygon = rectangle(c, w, h, rotation);
    if (i % 7 === 3) polygon = polygon.map((p) => vec.lerp(c, p, 0.75 + rnd() * 0.5));
    const reach = Math.hypot(w, h) / 2;
    const blocksLoF = i % 2 === 0;
    if (placed.some((s) => vec.dist(s.c, c) < 0.8 * (s.reach + reach))) continue;
    if (blocksLoF && discPenetration({ ...keepClear, r: 2 }, polygon) > 0) continue;
    placed.push({ c, reach, polygon, blocksLoF });
  }
  return placed.map(({ polygon, blocksLoF }) => ({ polygon, blocksLoF }));
}

/** One piece placed clear of the others and of tall scenery; side A over the top two thirds, B the bottom two. */
function place(
  rnd: () => number,
  id: string,
  marker: boolean,
  table: number,
  taken: readonly LofPiece[],
  walls: LofScene['scenery'],
): LofPiece {
  const s = marker ? 1 : 1 + Math.floor(rnd() * 8);
  const r = baseRadiusInches(s);
  const sideA = id.startsWith('a');
  const facing = rnd() < 0.2 ? rnd() * 360 : (sideA ? 90 : 270) + (rnd() - 0.5) * 160;
  const base = {
    id,
    r,
    facing,
    arc: marker ? 360 : 180,
    heightMm: silhouetteHeightMm(s),
    blocksLoF: !marker,
  };
  for (;;) {
    const x = r + 0.5 + rnd() * (table - 2 * r - 1);
    const y = (sideA ? 0 : table / 3) + r + 0.5 + rnd() * ((2 * table) / 3 - 2 * r - 1);
    const p: LofPiece = { ...base, arc: base.arc as 180 | 360, x, y };
    if (taken.some((q) => signedGap(p, q) < 0.2)) continue;
    if (walls.some((w) => w.blocksLoF && discPenetration(p, w.polygon) > -0.05)) continue;
    return p;
  }
}

/**
 * A growth scene: `pieces` pieces (half each side), `sceneryCount` scenery pieces, 24 random 8" paths
 * for 'a0'. With `heights`, scenery with heights and a quarter of the pieces on roofs (see above).
 */
export function growthScene(pieces: number, sceneryCount: number, seed = 2024, heights = false): GrowthScene {
  const rnd = seeded(seed + pieces);
  const table = 48 * Math.sqrt(Math.max(1, sceneryCount / 40));
  const centre = { x: table / 2, y: table / 2 };
  const volumes = heights
    ? heightsScenery(rnd, sceneryCount, table, (poly) => discPenetration({ ...centre, r: 2 }, poly) > 0)
    : [];
  const walls = heights ? lofScenery(volumes) : scenery(rnd, sceneryCount, table, centre);
  const mover: LofPiece = {
    id: 'a0',
    ...centre,
    r: baseRadiusInches(2),
    facing: 90,
    arc: 180,
    heightMm: silhouetteHeightMm(2),
    blocksLoF: true,
  };
  const all: LofPiece[] = [mover];
  const half = Math.floor(pieces / 2);
  for (let i = 1; i < pieces; i++) {
    const id = i < half ? `a${String(i)}` : `b${String(i - half)}`;
    const marker = i % 6 === 5;
    all.push(
      heights
        ? placeOnHeights(rnd, id, { table, sideA: i < half, marker, onRoof: i % 4 === 2 }, all, volumes)
        : place(rnd, id, marker, table, all, walls),
    );
  }
  // fixtures.randomPath keeps a path on a 48" table: drawn from that table's middle, then moved to this one's.
  const shift = { x: centre.x - 24, y: centre.y - 24 };
  const paths = Array.from({ length: 24 }, () =>
    randomPath(rnd, { x: 24, y: 24 }, mover.r).map((p) => vec.add(p, shift)),
  );
  return {
    scene: { pieces: all, scenery: walls },
    table,
    moverId: 'a0',
    reactorIds: all.filter((p) => p.id.startsWith('b')).map((p) => p.id),
    paths,
  };
}

/**
 * The plain per-sample computation: LoF from each reactor to the mover at every path sample, each
 * tested on the whole (prepared) scene — no index, no stop skipped, no stretch proved at once — and
 * ZoC to the nearest point of the path.
 */
export function perSampleWhoCanReact(
  scene: LofScene,
  moverId: string,
  path: readonly Point[],
  reactorIds: readonly string[],
): Reaction[] {
  const mover = scene.pieces.find((p) => p.id === moverId);
  if (!mover || path.length === 0) return [];
  const whole = prepareScene(scene);
  const samples = samplePath(path);
  const out: Reaction[] = [];
  for (const id of reactorIds) {
    const r = scene.pieces.find((p) => p.id === id);
    if (!r || id === moverId) continue;
    let near = vec.dist(r, path[0]!);
    for (let i = 1; i < path.length; i++)
      near = Math.min(near, distancePointToSegment(r, path[i - 1]!, path[i]!));
    const zoc = near - r.r - mover.r <= ZOC_RADIUS + EPS + FLOAT_SLACK;
    const sources = sourcePoints(r);
    const lof = samples.some((p) => lineOfFireFrom(whole, r, sources, { ...mover, x: p.x, y: p.y }));
    if (lof || zoc) out.push({ id, lof, zoc, allowed: lof ? 'any' : 'dodge-or-reset' });
  }
  return out;
}

export interface GrowthRow {
  pieces: number;
  scenery: number;
  reactors: number;
  table: number;
  calls: number;
  p50Ms: number;
  p95Ms: number;
  targetP95Ms: number | null;
  met: boolean | null;
  checked: number;
  mismatches: number;
  /** Was the machine busy while this row was timed (bench/machine.ts)? */
  machine: MachineVerdict;
}

export interface Growth {
  rows: GrowthRow[];
  /** Slope of log(p50) against log(pieces), least squares over the rows. */
  exponent: number;
}

/** Least-squares slope of log y against log x. */
export function fittedExponent(xs: readonly number[], ys: readonly number[]): number {
  const lx = xs.map(Math.log);
  const ly = ys.map(Math.log);
  const mx = lx.reduce((a, b) => a + b, 0) / lx.length;
  const my = ly.reduce((a, b) => a + b, 0) / ly.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < lx.length; i++) {
    num += (lx[i]! - mx) * (ly[i]! - my);
    den += (lx[i]! - mx) ** 2;
  }
  return num / den;
}

/** The first `f` of a path's length, as a path. */
function prefix(path: readonly Point[], f: number): Point[] {
  let total = 0;
  for (let i = 1; i < path.length; i++) total += vec.dist(path[i - 1]!, path[i]!);
  let left = total * f;
  const out = [path[0]!];
  for (let i = 1; i < path.length && left > 1e-9; i++) {
    const leg = vec.dist(path[i - 1]!, path[i]!);
    out.push(leg <= left ? path[i]! : vec.lerp(path[i - 1]!, path[i]!, left / leg));
    left -= leg;
  }
  return out;
}

/**
 * Times whoCanReact on every growth scene, as a drag preview calls it: each of the 24 paths cut at a
 * quarter, a half, three quarters and whole (96 calls), round after round for at least `budgetMs` and
 * at least 4 rounds, after a warm-up round. With `check`, every one of the 96 answers is first compared
 * with perSampleWhoCanReact.
 */
export function measureReactGrowth(budgetMs = 1500, check = true, heights = false): Growth {
  const rows: GrowthRow[] = [];
  for (const size of heights ? GROWTH_SIZES.filter((s) => s.pieces >= 30) : GROWTH_SIZES) {
    const g = growthScene(size.pieces, size.scenery, 2024, heights);
    const calls = g.paths.flatMap((p) => [0.25, 0.5, 0.75, 1].map((f) => prefix(p, f)));
    const run = (path: Point[]) => whoCanReact(g.scene, g.moverId, path, g.reactorIds);
    let mismatches = 0;
    if (check)
      for (const path of calls) {
        const plain = perSampleWhoCanReact(g.scene, g.moverId, path, g.reactorIds);
        if (JSON.stringify(run(path)) !== JSON.stringify(plain)) mismatches++;
      }
    for (const path of calls) run(path);
    const before = sampleMachine();
    const times: number[] = [];
    const started = performance.now();
    let sink = 0;
    while (performance.now() - started < budgetMs || times.length < 4 * calls.length)
      for (const path of calls) {
        const t0 = performance.now();
        sink += run(path).length;
        times.push(performance.now() - t0);
      }
    const machine = judgeMachine(before, sampleMachine());
    if (sink === -1) console.log('');
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    rows.push({
      pieces: size.pieces,
      scenery: size.scenery,
      reactors: g.reactorIds.length,
      table: g.table,
      calls: times.length,
      p50Ms: percentile(times, 50),
      p95Ms: p95,
      targetP95Ms: size.targetP95Ms,
      met: size.targetP95Ms === null ? null : p95 <= size.targetP95Ms,
      checked: check ? calls.length : 0,
      mismatches,
      machine,
    });
  }
  const exponent = fittedExponent(
    rows.map((r) => r.pieces),
    rows.map((r) => r.p50Ms),
  );
  return { rows, exponent };
}

/** The growth table as printed lines. */
export function growthTable({ rows, exponent }: Growth): string[] {
  const head =
    '   pieces scenery reactors table  calls   p50 ms   p95 ms  target p95   met  checked mismatches  machine';
  const lines = [head];
  for (const r of rows)
    lines.push(
      [
        String(r.pieces).padStart(8),
        String(r.scenery).padStart(7),
        String(r.reactors).padStart(8),
        `${r.table.toFixed(0)}"`.padStart(5),
        String(r.calls).padStart(6),
        r.p50Ms.toFixed(3).padStart(8),
        r.p95Ms.toFixed(3).padStart(8),
        (r.targetP95Ms === null ? '—' : `≤ ${String(r.targetP95Ms)} ms`).padStart(11),
        (r.met === null ? '—' : r.met ? 'yes' : 'NO').padStart(5),
        String(r.checked).padStart(8),
        String(r.mismatches).padStart(10),
        r.machine.busy ? '  BUSY' : '  quiet',
      ].join(' '),
    );
  lines.push(`   fitted exponent (log-log least squares of p50 against pieces): ${exponent.toFixed(2)}`);
  for (const r of rows.filter((x) => x.machine.busy))
    lines.push(`   ${String(r.pieces)} pieces: ${r.machine.summary}`);
  return lines;
}

/**
 * For bench/run.ts: measures, prints the growth table, and gives one figure per row (p95, with the
 * issue's target where it has one, marked when the machine was busy) and one for the exponent. With
 * `heights`, the table with heights (30, 100 and 300 pieces).
 */
export function reactGrowthFigures(heights = false): BenchFigure[] {
  const growth = measureReactGrowth(Number(process.env.GROWTH_BUDGET_MS ?? 1500), true, heights);
  const what = heights ? 'with heights' : '';
  console.log(`   who-can-react growth${heights ? ' with heights' : ''} (bench/reactGrowth.ts):`);
  for (const line of growthTable(growth)) console.log(line);
  const figures = growth.rows.map((r) =>
    markBusy(
      {
        name: `whoCanReact growth${heights ? ' (heights)' : ''}, ${String(r.pieces)} pieces / ${String(r.scenery)} scenery: p95`,
        value: r.p95Ms,
        unit: 'ms',
        ...(r.targetP95Ms === null ? {} : { target: `≤ ${String(r.targetP95Ms)} ms` }),
        note: `p50 ${r.p50Ms.toFixed(3)} ms over ${String(r.calls)} calls; ${r.met === null ? '' : r.met ? 'met; ' : 'NOT met; '}${String(r.mismatches)} mismatches in ${String(r.checked)} checked`,
        details: { ...r, machine: undefined, heights },
      },
      r.machine,
    ),
  );
  figures.push({
    name: `whoCanReact growth${what ? ` ${what}` : ''}: fitted exponent of p50 against pieces`,
    value: growth.exponent,
    unit: '×',
    note: `log-log least squares over ${growth.rows.map((r) => String(r.pieces)).join(', ')} pieces`,
  });
  return figures;
}

// `npx tsx bench/reactGrowth.ts [--heights]` runs this module alone.
if (process.argv[1]?.endsWith('reactGrowth.ts')) {
  const heights = process.argv.includes('--heights');
  for (const line of growthTable(
    measureReactGrowth(Number(process.env.GROWTH_BUDGET_MS ?? 1500), true, heights),
  ))
    console.log(line);
}
