import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const port = 4174;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  // One retry in CI; a test that needed it is reported as flaky by the test command.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${String(port)}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: `npx vite preview --port ${String(port)} --strictPort`,
    url: `http://127.0.0.1:${String(port)}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
