import { config } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * The one zod every schema of the app is written with: `zod/mini`, whose functions a bundle keeps
 * only when used (the first load carries about 11 kB gzip of it instead of the classic API's 26 kB).
 * WARNING: `zod/mini` sets no locale; without the English one below every issue would read
 * "Invalid input", and the players' error lines (describeIssues) quote these messages.
 */
config(en());

export * as z from 'zod/mini';

/**
 * A schema built at its first use instead of as its module loads: the app's schemas took about 40 ms
 * of a phone's first table (the bench's 4× throttle), on a table that reads nothing kept. The proxy
 * stands for the schema everywhere: in another schema, in `parse`, in `z.infer`.
 */
export function deferred<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    has: (_, key) => Reflect.has(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    defineProperty: (_, key, d) => Reflect.defineProperty(real(), key, d),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    // Reported configurable: the empty stand-in holds none of the schema's own properties.
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(real(), key);
      return d && { ...d, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
