import type * as Zod from 'zod/mini';

/**
 * The one zod every schema of the app is written with (`zod/mini`, src/engine/zodLibrary.ts), and
 * when it is there. A fresh table validates nothing: a browser draws it without zod, which comes in
 * a chunk of its own just after (loadSchemas), as the reducer does (engine/reducer.ts). Whatever reads
 * kept or received data waits for it first: the app's start when something is kept here, every part of
 * the screen loaded on demand, the reducer (loadReducer loads both). A schema is built at its first use
 * (deferred), so no module builds one as it loads.
 */
type Library = typeof import('./zodLibrary.ts').library;

let zod: Library | null = null;
let loading: Promise<void> | null = null;

/**
 * Makes `library` what `z.` reaches: zodLibrary.ts calls it as it is evaluated, loadSchemas once it has
 * loaded it. The first install stays.
 */
export function installSchemas(library: Library): void {
  zod ??= library;
}

/** Whether data can be validated now, without waiting. */
export function schemasLoaded(): boolean {
  return zod !== null;
}

/** Loads zod (once; a failed load is tried again at the next call). Resolves once data can be read. */
export function loadSchemas(): Promise<void> {
  if (zod) return Promise.resolve();
  // Installed here too: a bundle drops a module's own statements when none of its exports is used
  // (vite.config.ts, moduleSideEffects).
  loading ??= import('./zodLibrary.ts').then(
    (m) => {
      installSchemas(m.library);
    },
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** A chunk loaded on demand, and zod with it: a part of the screen may read data as soon as it is drawn. */
export function withSchemas<M>(load: Promise<M>): Promise<M> {
  return Promise.all([load, loadSchemas()]).then(([m]) => m);
}

/** Thrown by a schema used before zod has loaded: a caller forgot to wait (loadSchemas). */
export class SchemasNotLoaded extends Error {
  constructor() {
    super('The data checks have not loaded yet.');
  }
}

/** `z.` as the schemas write it: zod, once loaded. */
export const z: Library = new Proxy({} as Library, {
  get: (_, key) => {
    if (!zod) throw new SchemasNotLoaded();
    return Reflect.get(zod, key) as unknown;
  },
});

// `z.infer<typeof schema>` and the other types read as they do on zod's own namespace.
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace z {
  type infer<T> = Zod.infer<T>;
  type ZodMiniType<O = unknown, I = unknown> = Zod.ZodMiniType<O, I>;
  /** The failure zod reports and the payload a custom check is given. */
  type ZodError = Zod.core.$ZodError;
  type ParsePayload = Zod.core.ParsePayload;
}

/**
 * A schema built at its first use instead of as its module loads: no module touches zod as it loads,
 * and the app's schemas took about 40 ms of a phone's first table (the bench's 4× throttle). The proxy
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
