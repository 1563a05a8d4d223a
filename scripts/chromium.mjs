// The one place that knows where Chromium is and how to start it here.
// Used by Playwright (playwright.config.ts), Vitest browser mode (vite.config.ts),
// the bench and scripts/ensure-chromium.mjs.
import { existsSync } from 'node:fs';

/** Path of the Chromium binary; override with CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags needed on this closed-network, root, GPU-less machine. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: chromiumArgs,
};

export function hasChromium() {
  return existsSync(chromiumPath);
}
