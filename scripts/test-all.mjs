// `npm test`: every check the project has, in order, stopping at the first failure.
// Lint, types and formatting; unit and browser-mode tests (Vitest); the production build;
// end-to-end tests in real Chromium (Playwright). Prints one closing line with the counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const results = 'test-results';
mkdirSync(results, { recursive: true });
const started = Date.now();

function run(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}: ${[cmd, ...args].join(' ')}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✖ ${title} failed after ${secs}s.`);
    summary();
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${title} (${secs}s)`);
}

function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let flaky = 0;
  const vitest = `${results}/vitest.json`;
  if (existsSync(vitest)) {
    const v = JSON.parse(readFileSync(vitest, 'utf8'));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
    skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  }
  const pw = `${results}/playwright.json`;
  if (existsSync(pw)) {
    const p = JSON.parse(readFileSync(pw, 'utf8'));
    passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
    failed += p.stats?.unexpected ?? 0;
    skipped += p.stats?.skipped ?? 0;
    flaky += p.stats?.flaky ?? 0;
  }
  return { passed, failed, skipped, flaky };
}

function summary() {
  const c = counts();
  console.log(`\nAll checks took ${((Date.now() - started) / 1000).toFixed(0)}s.`);
  if (c.flaky)
    console.log(
      `warning: ${String(c.flaky)} end-to-end test(s) passed only on their retry (flaky); see the list above.`,
    );
  console.log(`tests: ${String(c.passed)} passed, ${String(c.failed)} failed, ${String(c.skipped)} skipped`);
}

for (const f of ['vitest.json', 'playwright.json']) {
  if (existsSync(`${results}/${f}`)) spawnSync('rm', ['-f', `${results}/${f}`]);
}
run('Chromium', 'node', ['scripts/ensure-chromium.mjs']);
run('Lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('Formatting', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
run('Types', 'npx', ['tsc', '--noEmit', '-p', '.']);
run('Unit and browser-mode tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/vitest.json`,
]);
run('Build', 'npx', ['vite', 'build', '--logLevel=warn']);
run('End-to-end tests (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_FILE: `${results}/playwright.json`,
});
summary();
