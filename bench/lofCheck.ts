/**
 * Figure (b) of `npm run bench`, the correctness half: `whoCanReact` against the naive reference on
 * random movers (side A) and random 8" paths on the busy club table, comparing the whole Reaction
 * arrays. The naive version takes seconds a case, so the cases are shared out to one worker thread
 * per core; the list of cases is fixed by a seed, so every run checks the same ones.
 */
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { Point, Reaction } from '../src/rules/index.ts';
import { whoCanReact } from '../src/rules/reactions.ts';
import { busyClubTable, randomPath, seeded } from './fixtures.ts';
import { naiveWhoCanReact } from './naive.ts';

export interface LofCase {
  moverId: string;
  path: Point[];
}

export interface Mismatch extends LofCase {
  index: number;
  ours: Reaction[];
  naive: Reaction[];
}

export interface CheckResult {
  checked: number;
  mismatches: Mismatch[];
}

/** `count` random cases: a random piece of side A as the mover, a random 8" path of 2–3 legs from where it stands. */
export function randomCases(count: number, seed: number): LofCase[] {
  const { scene } = busyClubTable();
  const movers = scene.pieces.filter((p) => p.id.startsWith('a'));
  const rnd = seeded(seed);
  return Array.from({ length: count }, () => {
    const mover = movers[Math.floor(rnd() * movers.length)]!;
    return { moverId: mover.id, path: randomPath(rnd, mover, mover.r) };
  });
}

/** Runs both versions on every `step`-th case from `first`. */
function compare(cases: readonly LofCase[], first: number, step: number): CheckResult {
  const { scene, reactorIds } = busyClubTable();
  const result: CheckResult = { checked: 0, mismatches: [] };
  for (let index = first; index < cases.length; index += step) {
    const { moverId, path } = cases[index]!;
    const ours = whoCanReact(scene, moverId, path, reactorIds);
    const naive = naiveWhoCanReact(scene, moverId, path, reactorIds);
    result.checked++;
    if (JSON.stringify(ours) !== JSON.stringify(naive))
      result.mismatches.push({ index, moverId, path, ours, naive });
  }
  return result;
}

/** One worker: load this file through tsx (workers do not inherit its loader), then compare its share. */
function startWorker(count: number, seed: number, first: number, step: number): Promise<CheckResult> {
  const url = JSON.stringify(import.meta.url);
  const boot = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${url}, ${url}));`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: { lofCheck: { count, seed, first, step } } });
    worker.once('message', (r: CheckResult) => {
      resolve(r);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** Compares `count` random cases (fixed by `seed`) on every core; mismatches come back in case order. */
export async function checkAgainstNaive(count: number, seed: number): Promise<CheckResult> {
  const threads = Math.max(1, Math.min(availableParallelism(), count));
  const parts = await Promise.all(
    Array.from({ length: threads }, (_, first) => startWorker(count, seed, first, threads)),
  );
  return {
    checked: parts.reduce((n, p) => n + p.checked, 0),
    mismatches: parts.flatMap((p) => p.mismatches).sort((a, b) => a.index - b.index),
  };
}

interface WorkerJob {
  lofCheck?: { count: number; seed: number; first: number; step: number };
}

const job = isMainThread ? undefined : (workerData as WorkerJob | null)?.lofCheck;
if (job) parentPort?.postMessage(compare(randomCases(job.count, job.seed), job.first, job.step));
