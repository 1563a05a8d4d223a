/// <reference types="vitest/config" />
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

/** The app's background (--bg in src/ui/app.css); the icons are drawn on it (scripts/render-icons.mjs). */
const BACKGROUND = '#15191c';

/**
 * Offline and install (README.md, "Offline and install"), all of it here:
 * - The build writes a service worker (sw.js, Workbox generateSW via vite-plugin-pwa) that precaches
 *   every file of the build: index.html, every JS chunk including the ones loaded on first use, the
 *   CSS, the manifest and the icons. Any navigation (`/`, `/?audience`, ...) is answered with the
 *   precached index.html, so the app and the audience window open with no network.
 * - A new build replaces the old worker at the next visit (autoUpdate: skipWaiting + clientsClaim) and
 *   outdated caches are deleted; a page the new worker takes over reloads once (the game is saved
 *   after every change, so it resumes where it was), and never asks for a chunk that is gone.
 * - The manifest (manifest.webmanifest, linked by the plugin) makes the app installable; the PNG
 *   icons in public/ are rendered from public/icon.svg by scripts/render-icons.mjs.
 * - registerServiceWorker() below registers the worker, from a deferred script of a few lines
 *   outside the app bundle, once the page has loaded and the main thread is idle, so that
 *   precaching does not slow down the first table drawn.
 * - The dev server has no service worker, no manifest and no registration script.
 */
const REGISTER_SCRIPT = 'register-sw.js';

/**
 * Build only: emits register-sw.js and loads it from index.html with `defer`. The first worker of a
 * first visit takes the page over as it is; after that, a new version taking over reloads the page,
 * so that it never asks for a chunk of the old version that is gone.
 */
function registerServiceWorker(): Plugin {
  let base = '/';
  const source = `if ('serviceWorker' in navigator) {
  const worker = new URL('sw.js', document.currentScript.src);
  let firstVisit = !navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (firstVisit) firstVisit = false;
    else location.reload();
  });
  addEventListener('load', () => {
    const register = () => navigator.serviceWorker.register(worker);
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 3000 });
    else setTimeout(register, 1000);
  });
}
`;
  return {
    name: 'register-service-worker',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: REGISTER_SCRIPT, source });
    },
    transformIndexHtml() {
      return [{ tag: 'script', attrs: { src: `${base}${REGISTER_SCRIPT}`, defer: true }, injectTo: 'head' }];
    },
  };
}

/**
 * V8's explicit compile hint (Chrome 136 on): a file whose first line is this comment has all its
 * functions compiled as it streams in, on a background thread, instead of each on the main thread at
 * its first call.
 */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Build only: the first table's chunk (the entry) starts with COMPILE_ALL_HINT. Most of its functions
 * run as the table is first drawn (React, Konva, the table and its panels). Measured with
 * `npm run bench -- --first-load` against the same build without it, in 24 alternating pairs of return
 * visits on a phone's throttle, 18 were faster with it, by a median of 86 ms. Other browsers read a
 * comment.
 * Added after the chunks are hashed, as Vite adds its own preload helper: the line is the same in
 * every build, so a file's name still changes exactly when its code does. The lazy chunks are left
 * as they are: most of their functions are never called.
 */
function compileHint(): Plugin {
  return {
    name: 'compile-hint',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry) chunk.code = `${COMPILE_ALL_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}

/** The files of a build written beside themselves compressed: text, not the already compressed PNGs. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt)$/;
/** Smaller than this a file goes as it is: compression saves less than the headers it adds. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * Build only: after everything else is written (the service worker too), every text file of the
 * build gets a brotli copy (name.br, the best quality) and a gzip copy (name.gz) beside it, kept only
 * when smaller than the file. The game server sends the copy the browser accepts (server/static.ts);
 * the service worker precaches the files themselves (globPatterns above) and the browser fetches
 * them compressed. Node's own zlib: nothing to download.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  async function filesUnder(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(
      entries.map((e) =>
        e.isDirectory() ? filesUnder(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]),
      ),
    );
    return nested.flat();
  }
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
        await Promise.all(
          files.map(async (file) => {
            const size = (await stat(file)).size;
            if (size < MIN_COMPRESS_BYTES) return;
            const body = await readFile(file);
            const [br, gzipped] = await Promise.all([
              brotli(body, {
                params: {
                  [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                  [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
                },
              }),
              gz(body, { level: 9 }),
            ]);
            if (br.length < size) await writeFile(`${file}.br`, br);
            if (gzipped.length < size) await writeFile(`${file}.gz`, gzipped);
          }),
        );
      },
    },
  };
}

const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  // Registered by registerServiceWorker() above, not by the plugin's own script.
  injectRegister: false,
  // The icons are in public/ and so already in the build that the glob below precaches.
  includeManifestIcons: false,
  manifest: {
    id: './',
    name: 'Marker-play table',
    short_name: 'Marker play',
    description: 'Practise Infinity N4 marker play hot-seat on a measured table, offline.',
    lang: 'en',
    start_url: './',
    scope: './',
    display: 'standalone',
    background_color: BACKGROUND,
    theme_color: BACKGROUND,
    icons: [
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  workbox: {
    // Every file of the build (the plugin adds manifest.webmanifest; sw.js and workbox-*.js stay out;
    // the .br and .gz copies precompress() writes are the same files, fetched compressed anyway).
    globPatterns: ['**/*.{html,js,css,svg,png}'],
    navigateFallback: 'index.html',
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
    // The main chunk is large (Konva, React); a build with a chunk over this limit fails rather
    // than shipping an app that is silently incomplete offline.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
  devOptions: { enabled: false },
});

/**
 * The engine's modules the first table needs (the projection, the table's status, the records and
 * their schemas): src/engine/<name>.ts for these names. Every other engine module is the reducer's
 * (apply.ts, every step of an Order, every skill) and goes in a chunk of its own, loaded just after
 * the first table (src/engine/reducer.ts). A view-side module that imports a reducer-side one makes
 * the first table load the reducer's chunk: `npm run bench -- --first-load` shows it in the bytes.
 */
const ENGINE_VIEW_SIDE = new Set([
  'actions',
  'awaiting',
  'commandTokens',
  'edition',
  'events',
  'fireteams',
  'fireteamsView',
  'hacking',
  'index',
  'logList',
  'newGame',
  'orderKit',
  'orderStatus',
  'pending',
  'phase',
  'pieces',
  'random',
  'readAction',
  'record',
  'records',
  'reducer',
  'scene',
  'schema',
  'turnStatus',
  'types',
  'view',
  'viewDelta',
  'viewLog',
  'viewShared',
  'viewTypes',
  'zod',
  // Not the first table's either: zod and its set-up load in a chunk of their own (engine/zod.ts).
  'zodLibrary',
]);

/** Whether a module is the reducer's: an engine module the first table does not need. */
function reducerSide(id: string): boolean {
  const name = /\/src\/engine\/(.+)\.ts$/.exec(id)?.[1];
  return name !== undefined && !ENGINE_VIEW_SIDE.has(name);
}

export default defineConfig({
  plugins: [react(), registerServiceWorker(), pwa, precompress(), compileHint()],
  resolve: {
    // react-konva's core entry imports all of Konva's core; src/ui/konvaCore.ts is that core without
    // the animation parts the table does not use (first-load budget).
    alias: [
      {
        find: /^konva\/lib\/Core(\.js)?$/,
        replacement: fileURLToPath(new URL('./src/ui/konvaCore.ts', import.meta.url)),
      },
    ],
  },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1', strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // The app's own modules do nothing when imported but define things (main.tsx, the entry, is
      // always run; CSS is not matched): a module none of whose exports is used is left out. So the
      // engine's index can name the reducer (apply.ts) while the first table's chunk leaves it out:
      // it loads just after the first table (src/engine/reducer.ts, loadReducer).
      treeshake: { moduleSideEffects: (id: string) => !/\/src\/.+\.tsx?$/.test(id) },
      output: {
        // Everything the first table loads goes in one chunk: compressed as one file it is about 5 kB
        // gzip smaller than the same code spread over the chunks the lazy screens share with it.
        // What loads on first use (React.lazy, import()) keeps its own chunks.
        // The reducer's modules (reducerSide) go in a chunk of their own, loaded after the first table.
        // zod (engine/zodLibrary.ts), reached only by import(), gets one of its own. WARNING: a static
        // import of it from another lazy chunk (the reducer's) moved Rolldown's helpers out of the
        // first table's chunk into a file of their own that the first table waited for.
        codeSplitting: {
          groups: [
            { name: 'reducer', test: reducerSide, priority: 2, includeDependenciesRecursively: false },
            { name: 'index', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    // The engine's reducer, loaded before any test (src/engine/reducer.ts).
    setupFiles: ['tests/installReducer.ts'],
    // At least two test files at a time: Vitest's default (one fewer than the cores) runs them one by
    // one on a two-core machine, where most of the time goes to waiting on the servers tests start.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'server/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.tsx'],
          // One file at a time: files run side by side share one browser, where a page not in front
          // has its timers slowed to once a second, and the tests that wait on timers then time out.
          fileParallelism: false,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
