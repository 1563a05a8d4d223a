/**
 * Figure (b) of `npm run bench`, the correctness half: `whoCanReact` against the naive reference on
 * random movers (side A) and random 8" paths on the busy club table, comparing the whole Reaction
 * arrays. The naive version takes seconds a case, so the cases are shared out to one worker thread
 * per core; the list of cases is fixed by a seed, so every run checks the same ones.
 *
 * On the table with heights (bench/heightsTable.ts) each case also compares, reactor by reactor, the
 * LoF at every path sample: `lineOfFireBetween` against the naive LoF the naive answer was made of.
 */
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { Point, Reaction } from '../src/rules/index.ts';
import { samplePath, whoCanReact } from '../src/rules/reactions.ts';
import { lineOfFireBetween, type LofScene } from '../src/rules/lineOfFire.ts';
import { busyClubTable, randomPath, seeded } from './fixtures.ts';
import { naiveReactionsAndStops } from './naive.ts';
import { heightsClubTable } from './heightsTable.ts';

export interface LofCase {
  moverId: string;
  path: Point[];
}

export interface Mismatch extends LofCase {
  index: number;
  ours: Reaction[];
  naive: Reaction[];
}

/** A reactor's LoF to the mover at one path sample, where the two versions differ. */
export interface StopMismatch {
  index: number;
  reactorId: string;
  stop: number;
  ours: boolean;
  naive: boolean;
}

export interface CheckResult {
  checked: number;
  mismatches: Mismatch[];
  /** Reactor × path sample LoF pairs compared (the table with heights only). */
  stopsChecked: number;
  stopMismatches: StopMismatch[];
  /** Of those, how many the heights decide: the answer differs on the same table read flat. */
  heightsDecided: number;
}

/** The table a check runs on: the busy club table, or the same with heights. */
export type CheckTable = 'busy' | 'heights';
const tableOf = (t: CheckTable) => (t === 'heights' ? heightsClubTable() : busyClubTable());

/** `count` random cases: a random piece of side A as the mover, a random 8" path of 2–3 legs from where it stands. */
export function randomCases(count: number, seed: number, table: CheckTable = 'busy'): LofCase[] {
  const { scene } = tableOf(table);
  const movers = scene.pieces.filter((p) => p.id.startsWith('a'));
  const rnd = seeded(seed);
  return Array.from({ length: count }, () => {
    const mover = movers[Math.floor(rnd() * movers.length)]!;
    return { moverId: mover.id, path: randomPath(rnd, mover, mover.r) };
  });
}

/** The same table read flat: every piece on the table, every blocking piece of scenery blocking every line. */
function flatScene(scene: LofScene): LofScene {
  return {
    pieces: scene.pieces.map(({ z: _z, ...p }) => p),
    scenery: scene.scenery.map((s) => ({ polygon: s.polygon, blocksLoF: s.blocksLoF })),
  };
}

/** Runs both versions on every `step`-th case from `first`. */
function compare(table: CheckTable, cases: readonly LofCase[], first: number, step: number): CheckResult {
  const { scene, reactorIds } = tableOf(table);
  const result: CheckResult = {
    checked: 0,
    mismatches: [],
    stopsChecked: 0,
    stopMismatches: [],
    heightsDecided: 0,
  };
  const flat = flatScene(scene);
  for (let index = first; index < cases.length; index += step) {
    const { moverId, path } = cases[index]!;
    const ours = whoCanReact(scene, moverId, path, reactorIds);
    const naive = naiveReactionsAndStops(scene, moverId, path, reactorIds);
    result.checked++;
    if (JSON.stringify(ours) !== JSON.stringify(naive.reactions))
      result.mismatches.push({ index, moverId, path, ours, naive: naive.reactions });
    if (table !== 'heights') continue;
    const mover = scene.pieces.find((p) => p.id === moverId)!;
    const stops = samplePath(path);
    for (const [reactorId, seen] of Object.entries(naive.lofAt)) {
      const reactor = scene.pieces.find((p) => p.id === reactorId)!;
      stops.forEach((at, stop) => {
        const mine = lineOfFireBetween(scene, reactor, { ...mover, x: at.x, y: at.y });
        const { z: _z, ...flatMover } = mover;
        const { z: _rz, ...flatReactor } = reactor;
        if (lineOfFireBetween(flat, flatReactor, { ...flatMover, x: at.x, y: at.y }) !== mine)
          result.heightsDecided++;
        result.stopsChecked++;
        if (mine !== seen[stop])
          result.stopMismatches.push({ index, reactorId, stop, ours: mine, naive: seen[stop] ?? false });
      });
    }
  }
  return result;
}

/** One worker: load this file through tsx (workers do not inherit its loader), then compare its share. */
function startWorker(job: Job): Promise<CheckResult> {
  const url = JSON.stringify(import.meta.url);
  const boot = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${url}, ${url}));`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: { lofCheck: job } });
    worker.once('message', (r: CheckResult) => {
      resolve(r);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/**
 * Compares `count` random cases (fixed by `seed`) of `table` on every core; mismatches come back in case
 * order. `threads` caps the worker threads (default: one per core).
 */
export async function checkAgainstNaive(
  count: number,
  seed: number,
  table: CheckTable = 'busy',
  threads = availableParallelism(),
): Promise<CheckResult> {
  const n = Math.max(1, Math.min(threads, count));
  const parts = await Promise.all(
    Array.from({ length: n }, (_, first) => startWorker({ count, seed, table, first, step: n })),
  );
  return {
    checked: parts.reduce((k, p) => k + p.checked, 0),
    mismatches: parts.flatMap((p) => p.mismatches).sort((a, b) => a.index - b.index),
    stopsChecked: parts.reduce((k, p) => k + p.stopsChecked, 0),
    stopMismatches: parts.flatMap((p) => p.stopMismatches).sort((a, b) => a.index - b.index),
    heightsDecided: parts.reduce((k, p) => k + p.heightsDecided, 0),
  };
}

interface Job {
  count: number;
  seed: number;
  table: CheckTable;
  first: number;
  step: number;
}

interface WorkerJob {
  lofCheck?: Job;
}

const job = isMainThread ? undefined : (workerData as WorkerJob | null)?.lofCheck;
if (job)
  parentPort?.postMessage(
    compare(job.table, randomCases(job.count, job.seed, job.table), job.first, job.step),
  );
