// npm run bench: figures, not pass/fail. Prints one line per figure and writes bench/results/latest.json
// (`npm run bench -- --first-load`: the first load only, written to bench/results/first-load.json).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
// The reducer, for the games the bench plays (src/engine/reducer.ts).
import '../src/engine/apply.ts';
import '../src/engine/zodLibrary.ts';
import { coherencyFailures, inArc, inZoc, whoCanReact } from '../src/rules/index.ts';
import { busyClubTable, thirtyPieceTable } from './fixtures.ts';
import { naiveWhoCanReact } from './naive.ts';
import { checkAgainstNaive } from './lofCheck.ts';
import { reactGrowthFigures } from './reactGrowth.ts';
import { measureDrags, measureFirstLoad, measureHeightsDrags } from './ui.ts';
import { heightsCheckFigures, heightsTimingFigures } from './heights.ts';
import { markBusy, type BenchFigure } from './machine.ts';
import { longGame } from './longGame.ts';
import { measureUpdateBytes } from './viewBytes.ts';
import { replay } from '../src/store/gameStore.ts';
import { measureGameLength } from './gameLength.ts';
import { exportGame, openGame } from '../src/store/persist/saveFile.ts';
import { DRILLS, drillQuestion } from '../src/content/drills/index.ts';
import { measureNetwork } from './network.ts';
import { measureHandovers } from './handovers.ts';
import { percentile, timeEach } from './timing.ts';

/** A figure: its note is printed after the target and kept in the JSON with the figure. */
type Figure = BenchFigure;

const DECIMALS: Record<string, number> = {
  kB: 1,
  '×': 2,
  ms: 3,
  mismatches: 0,
  resizes: 0,
  games: 0,
  curtains: 2,
};

const figures: Figure[] = [];
function report(f: Figure): void {
  figures.push(f);
  const value = f.value.toFixed(DECIMALS[f.unit] ?? 4).padStart(12);
  const target = f.target ? `   (target ${f.target})` : '';
  console.log(`${f.name.padEnd(58)} ${value} ${f.unit}${target}${f.note ? `   ${f.note}` : ''}`);
}

/** Median time per call in microseconds over several timed rounds after a warm-up. */
function perCall(name: string, calls: number, body: () => number): void {
  let sink = 0;
  for (let i = 0; i < 3; i++) sink += body();
  const rounds: number[] = [];
  for (let r = 0; r < 15; r++) {
    const t0 = performance.now();
    sink += body();
    rounds.push(((performance.now() - t0) * 1000) / calls);
  }
  rounds.sort((a, b) => a - b);
  if (sink === -1) console.log('');
  report({ name, value: rounds[Math.floor(rounds.length / 2)] ?? NaN, unit: 'µs/call' });
}

/**
 * The first load of the built app (bench/ui.ts measureFirstLoad): time to the first table drawn, on a
 * phone over Fast 3G cold and coming back to the offline cache, and the JavaScript transferred for it,
 * as the game server sends it (`npm run serve`).
 */
async function reportFirstLoad(): Promise<void> {
  const first = await measureFirstLoad();
  const served = first.server === 'game' ? 'the game server' : 'vite preview';
  report(
    markBusy(
      {
        name: 'First load: time to the first table drawn, median',
        value: percentile(first.drawnMs, 50),
        unit: 'ms',
        target: '≤ 1,000 ms',
        note: `p95 ${percentile(first.drawnMs, 95).toFixed(0)} ms over ${String(first.drawnMs.length)} fresh loads`,
      },
      first.machine,
    ),
  );
  report(
    markBusy(
      {
        name: 'First load on a phone (4× CPU, Fast 3G): table drawn',
        value: percentile(first.phoneMs, 50),
        unit: 'ms',
        target: '≤ 3,000 ms',
        note: `median of ${String(first.phoneMs.length)} fresh loads (${first.phoneMs.map((t) => t.toFixed(0)).join(', ')} ms); Pixel 7 screen, DevTools' Fast 3G`,
        details: { runs: first.phoneMs },
      },
      first.machine,
    ),
  );
  report(
    markBusy(
      {
        name: 'Back on that phone (offline cache): table drawn',
        value: percentile(first.returnMs, 50),
        unit: 'ms',
        target: '≤ 1,000 ms',
        note: `median of ${String(first.returnMs.length)} second visits (${first.returnMs.map((t) => t.toFixed(0)).join(', ')} ms); the service worker installed by a first visit serves the build, in one browser profile on disk as a phone keeps`,
        details: { runs: first.returnMs },
      },
      first.machine,
    ),
  );
  const encodings = Object.entries(first.js.encodings)
    .map(([e, n]) => `${e} ${String(n)}`)
    .join(', ');
  report({
    name: 'First load: JavaScript transferred (on the wire)',
    value: first.js.wireBytes / 1024,
    unit: 'kB',
    target: '≤ 200 kB',
    note: `${String(first.js.files)} files (${encodings}) from ${served}, headers included; ${(first.js.decodedBytes / 1024).toFixed(0)} kB once decompressed`,
    details: { ...first.js, server: first.server },
  });
}

/** Writes the figures to `file` and says whether the machine was quiet enough to compare them. */
function finish(file: string): void {
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(file, JSON.stringify({ node: process.version, figures }, null, 2));
  console.log(`\nWritten to ${file}`);
  const notComparable = figures.filter((f) => f.details?.busyMachine === true);
  if (notComparable.length > 0) {
    console.log(
      `The machine was busy: ${String(notComparable.length)} browser figures are marked "(busy machine: not comparable)"; run again on a quiet machine to compare them.`,
    );
  } else console.log('The machine was quiet during the browser figures: they are comparable.');
}

// `npm run bench -- --first-load`: the first load only (a minute or two), written to
// bench/results/first-load.json; the whole bench takes much longer and keeps both cores busy.
if (process.argv.includes('--first-load')) {
  await reportFirstLoad();
  finish('bench/results/first-load.json');
  process.exit();
}

const pieces = thirtyPieceTable();
const pairs = pieces.length * pieces.length;

perCall(`inZoc, every pair of a 30-piece table (${String(pairs)} calls)`, pairs * 20, () => {
  let n = 0;
  for (let k = 0; k < 20; k++) for (const a of pieces) for (const b of pieces) if (inZoc(a, b)) n++;
  return n;
});
perCall(`inArc, every pair of a 30-piece table (${String(pairs)} calls)`, pairs * 20, () => {
  let n = 0;
  for (let k = 0; k < 20; k++) for (const a of pieces) for (const b of pieces) if (inArc(a, b)) n++;
  return n;
});
perCall('coherencyFailures, the whole 30-piece table as one group', 200, () => {
  let n = 0;
  for (let k = 0; k < 200; k++) n += coherencyFailures(pieces).length;
  return n;
});
perCall('coherencyFailures, a 3-piece Holoecho group', 20000, () => {
  let n = 0;
  const group = pieces.slice(0, 3);
  for (let k = 0; k < 20000; k++) n += coherencyFailures(group).length;
  return n;
});

// Line of Fire along a path on the busy club table (bench/fixtures.ts): (a) our time, (b) the naive reference.
const busy = busyClubTable();
const react = () => whoCanReact(busy.scene, busy.moverId, busy.path, busy.reactorIds);
const ours = timeEach(50, 300, react);
const oursMedian = percentile(ours, 50);
const oursP95 = percentile(ours, 95);
report({
  name: `(a) whoCanReact, busy club table, 8" path, ${String(busy.reactorIds.length)} reactors: p95`,
  value: oursP95,
  unit: 'ms',
  target: 'p95 ≤ 2 ms',
  note: `median ${oursMedian.toFixed(3)} ms over ${String(ours.length)} calls`,
  details: { medianMs: oursMedian, p95Ms: oursP95, calls: ours.length, reactions: react() },
});

// Who-can-react as the table grows (issue 18, point 1): bench/reactGrowth.ts prints its table; its figures follow.
for (const f of reactGrowthFigures()) report(f);

// With heights (issue 30): the busy club table with buildings, low walls and troopers on roofs
// (bench/heights.ts), then the growth table with heights.
console.log('\nWith heights:');
for (const f of heightsTimingFigures()) report(f);
for (const f of reactGrowthFigures(true)) report(f);

// (c) and (d): drags in headless Chromium on the same kind of busy table, against a bare Konva page,
// repeated in pairs on this checkout's own preview server; bench/ui.ts says how each figure is taken.
for (const f of await measureDrags()) report(f);
// The same drag on the club table with heights (bench/uiFixture.ts heightsClubSession).
for (const f of await measureHeightsDrags()) report(f);

const naive = timeEach(1, 5, () => naiveWhoCanReact(busy.scene, busy.moverId, busy.path, busy.reactorIds));
const naiveMedian = percentile(naive, 50);

// The naive version takes seconds a case: the check shares the cases out to every core. LOF_CHECK_CASES=n to change.
const cases = Number(process.env.LOF_CHECK_CASES ?? 1000);
const seed = 7;
console.log(`   … comparing with the naive reference on ${String(cases)} random cases (minutes)`);
const started = performance.now();
const check = await checkAgainstNaive(cases, seed);
const first = check.mismatches[0];
report({
  name: `(b) naive vs whoCanReact: mismatches in ${String(check.checked)} random cases`,
  value: check.mismatches.length,
  unit: 'mismatches',
  target: '0',
  note: `${String(check.checked)} checked in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  details: { checked: check.checked, seed, firstMismatch: first ?? null },
});
if (first) {
  console.log(`   FIRST MISMATCH (case ${String(first.index)}): ${JSON.stringify(first, null, 1)}`);
  process.exitCode = 1;
}
report({
  name: '(b) naive / whoCanReact, median time on the fixture path',
  value: naiveMedian / oursMedian,
  unit: '×',
  target: '≥ 10×',
  note: `naive ${naiveMedian.toFixed(0)} ms vs ${oursMedian.toFixed(3)} ms`,
  details: { naiveMedianMs: naiveMedian, naiveRuns: naive.length, oursMedianMs: oursMedian },
});

// With heights: random cases against the naive 3D reference; FAIL on any disagreement.
{
  const check = await heightsCheckFigures();
  for (const f of check.figures) report(f);
  if (check.failed) process.exitCode = 1;
}

// Replaying and saving a long game (issue: nothing lost): a game is its set-up, seed and actions.
{
  const long = longGame(1000);
  const replays = timeEach(2, 15, () =>
    replay({ setup: long.setup, random: long.random, actions: long.actions }),
  );
  report({
    name: `Replay of a ${String(long.actions.length)}-action game, median`,
    value: percentile(replays, 50),
    unit: 'ms',
    target: '≤ 100 ms',
    note: `p95 ${percentile(replays, 95).toFixed(1)} ms over ${String(replays.length)} replays`,
  });
  const file = { name: 'Bench game', setup: long.setup, random: long.random, actions: long.actions };
  const saves = timeEach(2, 15, () => exportGame(file));
  const text = exportGame(file);
  const check = openGame(text);
  if (!check.ok) throw new Error(`the bench game file does not open: ${check.error}`);
  report({ name: 'Saving it to a game file, median', value: percentile(saves, 50), unit: 'ms' });
  const loads = timeEach(2, 15, () => openGame(text));
  report({
    name: 'Opening that file (validate + replay), median',
    value: percentile(loads, 50),
    unit: 'ms',
  });
  report({ name: 'Size of that game file', value: Buffer.byteLength(text) / 1024, unit: 'kB' });
}

// Curtains per Order in a typical hot-seat turn, the skip of idle handovers off and on (D205, D206).
for (const f of measureHandovers()) report(f);

// A game that grows long: apply early and late, a 10,000-action replay, a reload from a checkpoint.
for (const f of measureGameLength()) report(f);

// What one action costs to send and keep (issue: views and saves stay small).
for (const f of measureUpdateBytes()) report(f);

// Drills: building one question (its situation, the engine's answer and the explanation).
for (const drill of DRILLS) {
  let n = 0;
  const times = timeEach(3, 30, () => drillQuestion(drill.kind, 20261121, n++));
  report({
    name: `Drill question, ${drill.kind}: built in, median`,
    value: percentile(times, 50),
    unit: 'ms',
    note: `p95 ${percentile(times, 95).toFixed(1)} ms over ${String(times.length)} questions`,
  });
}

// First load of the built app in headless Chromium (issue: practice and club demonstration).
await reportFirstLoad();

// Two devices over the game server, on loopback (bench/network.ts says how each figure is taken).
console.log('\nTwo devices over the game server (loopback):');
for (const f of await measureNetwork()) report(f);

// Bundle size of the production build (npm run bench builds first).
const assets = 'dist/assets';
let js = 0;
let css = 0;
for (const f of readdirSync(assets)) {
  const gz = gzipSync(readFileSync(`${assets}/${f}`)).length / 1024;
  if (f.endsWith('.js')) js += gz;
  if (f.endsWith('.css')) css += gz;
}
report({ name: 'Built JavaScript, every chunk, gzip', value: js, unit: 'kB' });
report({ name: 'Built CSS, gzip', value: css, unit: 'kB' });

finish('bench/results/latest.json');
