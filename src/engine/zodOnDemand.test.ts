// No module of the app touches zod as it loads (src/engine/zod.ts): a browser draws its first table
// before zod's chunk has come, and a schema built as its module loads would stop that table. Every
// module is loaded here into a module graph of its own, where zod has not been loaded.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it, vi } from 'vitest';

const SRC = join(import.meta.dirname, '..');

/** Every module of src/ a browser may load, but zod's own and the test files. */
function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return modules(path);
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name) || name === 'zodLibrary.ts') return [];
    if (relative(SRC, path) === 'main.tsx') return [];
    return [path];
  });
}

it('loads every module of the app without zod, and zod is still not loaded after', async () => {
  vi.resetModules();
  const zod = await import('./zod.ts');
  expect(zod.schemasLoaded()).toBe(false);
  const failed: string[] = [];
  for (const path of modules(SRC)) {
    try {
      await import(/* @vite-ignore */ path);
    } catch (e) {
      failed.push(`${relative(SRC, path)}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  expect(failed).toEqual([]);
  expect(zod.schemasLoaded()).toBe(false);
  vi.resetModules();
}, 120_000);
