// npm run bench: figures, not pass/fail. Prints one line per figure and writes bench/results/latest.json.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { coherencyFailures, inArc, inZoc } from '../src/rules/index.ts';
import { thirtyPieceTable } from './fixtures.ts';

interface Figure {
  name: string;
  value: number;
  unit: string;
  target?: string;
}

const figures: Figure[] = [];
function report(f: Figure): void {
  figures.push(f);
  console.log(
    `${f.name.padEnd(58)} ${f.value.toFixed(f.unit === 'kB' ? 1 : 4).padStart(12)} ${f.unit}${f.target ? `   (target ${f.target})` : ''}`,
  );
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

// Bundle size of the production build (npm run bench builds first).
const assets = 'dist/assets';
let js = 0;
let css = 0;
for (const f of readdirSync(assets)) {
  const gz = gzipSync(readFileSync(`${assets}/${f}`)).length / 1024;
  if (f.endsWith('.js')) js += gz;
  if (f.endsWith('.css')) css += gz;
}
report({ name: 'Built JavaScript, gzip', value: js, unit: 'kB', target: '≤ 250 kB (first-load budget)' });
report({ name: 'Built CSS, gzip', value: css, unit: 'kB' });

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', JSON.stringify({ node: process.version, figures }, null, 2));
console.log('\nWritten to bench/results/latest.json');
