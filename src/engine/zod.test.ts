// deferred(): a schema built at its first use stands for the schema everywhere, with the same answers.
// zod loaded on demand: nothing is validated before it is here, and what waits for it gets it.
import { describe, expect, it, vi } from 'vitest';
import { deferred, z } from './zod.ts';

const make = () =>
  z.strictObject({
    name: z.string().check(z.minLength(1)),
    at: z.object({ x: z.number(), y: z.number() }),
    kind: z.enum(['model', 'CAMO']),
  });

describe('a deferred schema', () => {
  it('is not built until it is used, then built once', () => {
    let builds = 0;
    const s = deferred(() => {
      builds++;
      return make();
    });
    expect(builds).toBe(0);
    expect(s.safeParse({ name: 'a', at: { x: 1, y: 2 }, kind: 'CAMO' }).success).toBe(true);
    expect(s.safeParse({ name: '', at: { x: 1, y: 2 }, kind: 'CAMO' }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it.each<[string, unknown]>([
    ['a good value', { name: 'Line Trooper', at: { x: 1, y: 2 }, kind: 'model' }],
    ['an empty name', { name: '', at: { x: 1, y: 2 }, kind: 'model' }],
    ['an unknown kind', { name: 'a', at: { x: 1, y: 2 }, kind: 'IMP-3' }],
    ['an extra field', { name: 'a', at: { x: 1, y: 2 }, kind: 'model', secret: 1 }],
    ['not an object', 'CAMO'],
  ])('%s: the same answer and issues as the schema built at once', (_, value) => {
    const now = make().safeParse(value);
    const later = deferred(make).safeParse(value);
    expect(later.success).toBe(now.success);
    expect(later.data).toEqual(now.data);
    expect(later.error?.issues).toEqual(now.error?.issues);
  });

  it('serves inside other schemas: an array, an optional field, a union, an extension', () => {
    const piece = deferred(make);
    const list = z.array(piece);
    const holder = z.object({ piece: z.optional(piece) });
    const either = z.union([piece, z.literal('none')]);
    const more = z.extend(piece, { count: z.number() });
    const good = { name: 'a', at: { x: 0, y: 0 }, kind: 'model' };
    expect(list.safeParse([good, good]).success).toBe(true);
    expect(list.safeParse([good, { ...good, kind: 'x' }]).success).toBe(false);
    expect(holder.safeParse({}).success).toBe(true);
    expect(holder.safeParse({ piece: good }).success).toBe(true);
    expect(either.safeParse('none').success).toBe(true);
    expect(either.safeParse(good).success).toBe(true);
    expect(more.safeParse({ ...good, count: 2 }).success).toBe(true);
    expect(more.safeParse(good).success).toBe(false);
  });

  it('a discriminated union of deferred members reads each by its tag', () => {
    const a = deferred(() => z.object({ type: z.literal('a'), n: z.number() }));
    const b = deferred(() => z.object({ type: z.literal('b'), s: z.string() }));
    const u = z.discriminatedUnion('type', [a, b]);
    expect(u.safeParse({ type: 'a', n: 1 }).success).toBe(true);
    expect(u.safeParse({ type: 'b', s: 'x' }).success).toBe(true);
    expect(u.safeParse({ type: 'b', n: 1 }).success).toBe(false);
    expect(u.safeParse({ type: 'c' }).success).toBe(false);
  });
});

/** zod.ts as a browser's first table has it: a module instance of its own, zod not loaded yet. */
async function freshZod() {
  vi.resetModules();
  const fresh = await import('./zod.ts');
  vi.resetModules();
  return fresh;
}

describe('zod, loaded on demand', () => {
  it('is not there before it is loaded: a schema used then fails with a clear error, one defined then waits', async () => {
    const fresh = await freshZod();
    expect(fresh.schemasLoaded()).toBe(false);
    expect(() => fresh.z.string()).toThrow(fresh.SchemasNotLoaded);
    expect(() => fresh.z.string()).toThrow('The data checks have not loaded yet.');
    // Defined before zod is here, as every module's schemas are: nothing is built yet.
    const name = fresh.deferred(() => fresh.z.string().check(fresh.z.minLength(1)));
    expect(() => name.safeParse('Fusilier')).toThrow(fresh.SchemasNotLoaded);
    await fresh.loadSchemas();
    expect(fresh.schemasLoaded()).toBe(true);
    expect(name.safeParse('Fusilier').success).toBe(true);
    expect(name.safeParse('').error?.issues[0]?.message).toBe(
      'Too small: expected string to have >=1 characters',
    );
  });

  it('a chunk loaded with it resolves once both are here, to the chunk', async () => {
    const fresh = await freshZod();
    let chunkCame!: (m: { name: string }) => void;
    const chunk = new Promise<{ name: string }>((r) => (chunkCame = r));
    const both = fresh.withSchemas(chunk);
    chunkCame({ name: 'DeployPanel' });
    await expect(both).resolves.toEqual({ name: 'DeployPanel' });
    expect(fresh.schemasLoaded()).toBe(true);
  });

  it('is asked for once, however many wait for it', async () => {
    const fresh = await freshZod();
    const first = fresh.loadSchemas();
    expect(fresh.loadSchemas()).toBe(first);
    await first;
    await expect(fresh.loadSchemas()).resolves.toBeUndefined();
  });
});
