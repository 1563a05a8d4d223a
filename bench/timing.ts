// Timing helpers the bench's figures share.

/** Milliseconds taken by each of `runs` calls after `warmUp` untimed ones, sorted. */
export function timeEach(warmUp: number, runs: number, body: () => unknown): number[] {
  let sink = 0;
  for (let i = 0; i < warmUp; i++) sink += body() ? 1 : 0;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    sink += body() ? 1 : 0;
    times.push(performance.now() - t0);
  }
  if (sink === -1) console.log('');
  return times.sort((a, b) => a - b);
}

/** The p-th percentile (nearest rank) of sorted values. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
