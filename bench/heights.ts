/**
 * The Line of Fire figures with heights (issue 30, "Measured"; RULES.md §4.2–§4.3, D166–D168), on the
 * busy club table with heights (bench/heightsTable.ts):
 *
 * - whoCanReact on the fixed 8" path: p95 (target ≤ 2 ms);
 * - the naive 3D reference (bench/naive.ts) on the same path: how many times slower (target ≥ 100×);
 * - the two compared on random movers and 8" paths, whole answers and the LoF of every reactor at every
 *   path sample: any disagreement prints FAIL. The naive version takes many seconds a case, so only a
 *   sample of cases is checked (HEIGHTS_CHECK_CASES, default 12), shared out to the cores.
 *
 * `npm run bench` prints these with the others; alone: `npx tsx bench/heights.ts` (add `--growth` for
 * the growth table with heights, `--ui` for the drag with heights, which needs a build in dist/).
 */
import { whoCanReact } from '../src/rules/index.ts';
import { checkAgainstNaive } from './lofCheck.ts';
import { naiveWhoCanReact } from './naive.ts';
import { describeHeightsTable, heightsClubTable } from './heightsTable.ts';
import { judgeMachine, markBusy, sampleMachine, type BenchFigure } from './machine.ts';
import { percentile, timeEach } from './timing.ts';

/** The seed of the random cases checked against the naive reference: every run checks the same ones. */
const CHECK_SEED = 30;

/**
 * The timing figures: our p95 on the fixed path (marked when the machine was busy meanwhile, as the
 * growth rows are: bench/machine.ts), and the naive 3D reference's median against ours.
 */
export function heightsTimingFigures(): BenchFigure[] {
  const table = heightsClubTable();
  console.log(`   busy club table with heights (bench/heightsTable.ts): ${describeHeightsTable(table)}`);
  const react = () => whoCanReact(table.scene, table.moverId, table.path, table.reactorIds);
  const before = sampleMachine();
  const ours = timeEach(50, 300, react);
  const machine = judgeMachine(before, sampleMachine());
  const oursMedian = percentile(ours, 50);
  const oursP95 = percentile(ours, 95);
  const naive = timeEach(0, 3, () =>
    naiveWhoCanReact(table.scene, table.moverId, table.path, table.reactorIds),
  );
  const naiveMedian = percentile(naive, 50);
  const same =
    JSON.stringify(react()) ===
    JSON.stringify(naiveWhoCanReact(table.scene, table.moverId, table.path, table.reactorIds));
  return [
    markBusy(
      {
        name: `(a) whoCanReact with heights, 8" path, ${String(table.reactorIds.length)} reactors: p95`,
        value: oursP95,
        unit: 'ms',
        target: 'p95 ≤ 2 ms',
        note: `median ${oursMedian.toFixed(3)} ms over ${String(ours.length)} calls; ${oursP95 <= 2 ? 'met' : 'NOT met'}`,
        details: { medianMs: oursMedian, p95Ms: oursP95, calls: ours.length, reactions: react() },
      },
      machine,
    ),
    {
      name: '(a) naive 3D reference / whoCanReact with heights, median',
      value: naiveMedian / oursMedian,
      unit: '×',
      target: '≥ 100×',
      note: `naive ${naiveMedian.toFixed(0)} ms vs ${oursMedian.toFixed(3)} ms; same answer on this path: ${same ? 'yes' : 'NO (FAIL)'}`,
      details: { naiveMedianMs: naiveMedian, naiveRuns: naive.length, oursMedianMs: oursMedian, same },
    },
  ];
}

/** The agreement figures: random cases against the naive 3D reference. `failed` when any disagrees. */
export async function heightsCheckFigures(): Promise<{ figures: BenchFigure[]; failed: boolean }> {
  const cases = Number(process.env.HEIGHTS_CHECK_CASES ?? 12);
  console.log(
    `   … comparing with the naive 3D reference on ${String(cases)} random cases with heights (HEIGHTS_CHECK_CASES; minutes)`,
  );
  const started = performance.now();
  const check = await checkAgainstNaive(cases, CHECK_SEED, 'heights');
  const seconds = (performance.now() - started) / 1000;
  const failed = check.mismatches.length > 0 || check.stopMismatches.length > 0;
  if (failed) {
    console.log('   FAIL: whoCanReact and the naive 3D reference DISAGREE with heights');
    if (check.mismatches[0]) console.log(`   FIRST ANSWER MISMATCH: ${JSON.stringify(check.mismatches[0])}`);
    if (check.stopMismatches[0])
      console.log(`   FIRST LoF MISMATCH: ${JSON.stringify(check.stopMismatches[0])}`);
  }
  const verdict = failed ? 'FAIL' : 'agree';
  return {
    failed,
    figures: [
      {
        name: `(a) naive 3D vs whoCanReact with heights: mismatches in ${String(check.checked)} paths`,
        value: check.mismatches.length,
        unit: 'mismatches',
        target: '0',
        note: `${verdict}; ${String(check.checked)} random movers and 8" paths checked in ${seconds.toFixed(0)} s (seed ${String(CHECK_SEED)})`,
        details: { checked: check.checked, seed: CHECK_SEED, firstMismatch: check.mismatches[0] ?? null },
      },
      {
        name: `(a) naive 3D vs lineOfFireBetween: mismatches in ${String(check.stopsChecked)} LoF tests`,
        value: check.stopMismatches.length,
        unit: 'mismatches',
        target: '0',
        note: `${verdict}; every reactor at every path sample of those paths; ${String(check.heightsDecided)} of them decided by heights (the answer differs on the table read flat)`,
        details: {
          checked: check.stopsChecked,
          heightsDecided: check.heightsDecided,
          firstMismatch: check.stopMismatches[0] ?? null,
        },
      },
    ],
  };
}

// `npx tsx bench/heights.ts [--growth] [--ui]` prints these figures alone.
if (process.argv[1]?.endsWith('heights.ts')) {
  const print = (f: BenchFigure): void => {
    const value = f.value.toFixed(f.unit === 'ms' ? 3 : f.unit === '×' ? 1 : 0).padStart(10);
    const target = f.target ? `   (target ${f.target})` : '';
    console.log(`${f.name.padEnd(70)} ${value} ${f.unit}${target}   ${f.note ?? ''}`);
  };
  if (process.argv.includes('--ui')) {
    const { measureHeightsDrags } = await import('./ui.ts');
    for (const f of await measureHeightsDrags()) print(f);
  }
  if (process.argv.includes('--growth')) {
    const { reactGrowthFigures } = await import('./reactGrowth.ts');
    for (const f of reactGrowthFigures(true)) print(f);
  }
  for (const f of heightsTimingFigures()) print(f);
  const check = await heightsCheckFigures();
  for (const f of check.figures) print(f);
  if (check.failed) process.exitCode = 1;
}
