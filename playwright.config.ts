import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
// The tests build games in Node with the engine: its reducer and zod are loaded in every worker, which reads
// this file first (src/engine/reducer.ts).
import './src/engine/apply.ts';
import './src/engine/zodLibrary.ts';

// Overridable so that two builds can be tested side by side (E2E_DIST is the built folder to serve).
const port = Number(process.env.E2E_PORT ?? 4174);
const dist = process.env.E2E_DIST ?? 'dist';
/** The game server (npm run serve) the two-device tests play on, with its own fresh game file. */
export const gameServerPort = Number(process.env.E2E_SERVER_PORT ?? port + 14);
const results = process.env.E2E_RESULTS ?? 'test-results/e2e';
/**
 * What serves the app: `vite preview` (default), or with E2E_APP=game the game server itself as
 * `npm run serve` sends the build (its brotli and gzip copies, server/static.ts).
 */
const appServer =
  process.env.E2E_APP === 'game'
    ? {
        command: `node --import tsx server/main.ts`,
        env: {
          PORT: String(port),
          DIST: dist,
          GAMES_DB: `${results}-games/app-${String(Date.now())}.sqlite`,
        },
      }
    : { command: `npx vite preview --port ${String(port)} --strictPort --outDir ${dist}` };

export default defineConfig({
  testDir: 'e2e',
  outputDir: results,
  // The longest specs play a whole game in several steps: about 20 s alone, more beside another worker
  // on two cores; the limit is for a hung test, not for speed (the bench measures that).
  timeout: 60_000,
  // Two files at a time (the tests of a file one after another): the suite waits on the browser more
  // than it computes, and two workers nearly halve its time on two cores.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry in CI; a test that needed it is reported as flaky by the test command.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${String(port)}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
    // The camera glides to the action for people; tests read where it ends, at once.
    reducedMotion: 'reduce',
    trace: 'off',
  },
  webServer: [
    {
      ...appServer,
      url: `http://127.0.0.1:${String(port)}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node --import tsx server/main.ts`,
      url: `http://127.0.0.1:${String(gameServerPort)}`,
      env: {
        PORT: String(gameServerPort),
        DIST: dist,
        GAMES_DB: `${results}-games/games-${String(Date.now())}.sqlite`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
