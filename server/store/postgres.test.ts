// PostgreSQL's own guarantees (a schema of this file's own; skipped, saying so, where no PostgreSQL
// answers): the fence (a room that loaded a game before another room did writes nothing to it), no
// step written twice, the schema's steps run once however many processes start together.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { secretSpec } from '../../src/engine/index.ts';
import { judge } from '../../src/match/judge.ts';
import { packetFor, startMatch, type Match } from '../../src/match/match.ts';
import { hotSeatSetup } from '../../tests/storeFixtures.ts';
import { PG_MIGRATIONS } from './migrations.ts';
import { describeDatabase, PgStore } from './postgres.ts';
import { HELD_ELSEWHERE_MESSAGE, type Step } from './store.ts';
import { probePostgres, testSchemas } from './testDatabase.ts';

const schemas = testSchemas();
const noPostgres = await probePostgres();
if (noPostgres) console.warn(noPostgres);

afterAll(async () => {
  if (!noPostgres) await schemas.drop();
});

const secrets = { A: 'secret-a', B: 'secret-b' };

/** A game and its first steps: A proposes to end, B plays on, again and again. */
function steps(count: number): Match[] {
  let m = startMatch(
    hotSeatSetup({ A: ['line-trooper', 'line-trooper'], B: ['line-trooper'] }),
    secretSpec(randomBytes(32)),
    'two',
  );
  const out = [m];
  for (let i = 0; i < count; i++) {
    const verdict =
      i % 2 === 0
        ? judge(m, 'A', { type: 'play', action: { type: 'proposeEnd', seat: 'A' } })
        : judge(m, 'B', { type: 'play', action: { type: 'answerEnd', seat: 'B', accept: false } });
    if (!verdict.ok) throw new Error('refused');
    m = verdict.match;
    out.push(m);
  }
  return out;
}

function stepOf(ms: Match[], rev: number, claim: number): Step {
  const before = ms[rev - 1];
  const after = ms[rev];
  if (!before || !after) throw new Error(`no step ${String(rev)}`);
  return { before, after, rev, wire: { rev }, claim };
}

describe.skipIf(noPostgres !== null)('the fence: two rooms claiming one game', () => {
  it('the room that loaded the game first writes nothing once another has loaded it; the newer one goes on', async () => {
    const url = await schemas.fresh();
    // Two processes' stores on one database.
    const one = await PgStore.open(url);
    const two = await PgStore.open(url);
    const ms = steps(3);
    await one.create('g', ms[0]!, secrets);
    const first = await one.load('g');
    expect(await one.save('g', stepOf(ms, 1, first?.claim ?? -1))).toStrictEqual({ ok: true });
    // Another room loads the game (the first one's process is thought dead): it sees step 1 and claims it.
    const second = await two.load('g');
    expect(second?.rev).toBe(1);
    expect(second?.claim).toBeGreaterThan(first?.claim ?? Infinity);
    // The first room's next write touches no row: it is told it lost the game.
    expect(await one.save('g', stepOf(ms, 2, first?.claim ?? -1))).toStrictEqual({
      ok: false,
      message: HELD_ELSEWHERE_MESSAGE,
      lost: true,
    });
    const rows = await schemas.sql<{ seq: number; epoch: number }>(
      url,
      "SELECT seq, epoch FROM steps WHERE game = 'g' ORDER BY seq",
    );
    expect(rows).toStrictEqual([{ seq: 1, epoch: first?.claim }]);
    expect(await two.save('g', stepOf(ms, 2, second?.claim ?? -1))).toStrictEqual({ ok: true });
    // Both write step 3 at once: only the room holding the claim gets it in.
    const [late, held] = await Promise.all([
      one.save('g', stepOf(ms, 3, first?.claim ?? -1)),
      two.save('g', stepOf(ms, 3, second?.claim ?? -1)),
    ]);
    expect(late).toMatchObject({ ok: false, lost: true });
    expect(held).toStrictEqual({ ok: true });
    const back = await one.load('g');
    expect(back?.rev).toBe(3);
    expect(back?.match.actions).toStrictEqual(ms[3]?.actions);
    expect(back?.wire).toStrictEqual({ rev: 3 });
    await one.close();
    await two.close();
  });

  it('many rooms claiming and writing at once: every step is written once, by a room holding the claim then', async () => {
    const url = await schemas.fresh();
    const stores = await Promise.all([1, 2, 3, 4].map(() => PgStore.open(url, { connections: 2 })));
    const ms = steps(12);
    await stores[0]?.create('g', ms[0]!, secrets);
    for (let round = 0; round < 4; round++) {
      // Each store loads (claims) the game in turn, then all of them try the next step together.
      const loaded = await Promise.all(stores.map((s) => s.load('g')));
      const rev = (loaded.at(-1)?.rev ?? 0) + 1;
      const answers = await Promise.all(
        stores.map((s, i) => s.save('g', stepOf(ms, rev, loaded[i]?.claim ?? -1))),
      );
      expect(answers.filter((a) => a.ok)).toHaveLength(1);
      expect(answers.filter((a) => !a.ok && a.lost)).toHaveLength(3);
    }
    const rows = await schemas.sql<{ n: number; seqs: number }>(
      url,
      "SELECT COUNT(*)::int AS n, COUNT(DISTINCT seq)::int AS seqs FROM steps WHERE game = 'g'",
    );
    expect(rows).toStrictEqual([{ n: 4, seqs: 4 }]);
    expect((await stores[0]?.load('g'))?.match.actions).toStrictEqual(ms[4]?.actions);
    await Promise.all(stores.map((s) => s.close()));
  });
});

describe.skipIf(noPostgres !== null)('no step written twice', () => {
  it('the same step written again by the same room is answered ok and kept once; another step at its number is refused', async () => {
    const url = await schemas.fresh();
    const store = await PgStore.open(url);
    const ms = steps(2);
    await store.create('g', ms[0]!, secrets);
    const claim = (await store.load('g'))?.claim ?? -1;
    expect(await store.save('g', stepOf(ms, 1, claim))).toStrictEqual({ ok: true });
    // Its answer lost on the way, the room writes the step again: acknowledged, not written twice.
    expect(await store.save('g', stepOf(ms, 1, claim))).toStrictEqual({ ok: true });
    const count = async () =>
      (await schemas.sql<{ n: number }>(url, "SELECT COUNT(*)::int AS n FROM steps WHERE game = 'g'"))[0]?.n;
    expect(await count()).toBe(1);
    // A different step 1 (A deploys instead) finds a step it does not know of in its place: this room no
    // longer holds the game as it is, and writes nothing.
    const start = ms[0]!;
    const trooperId = packetFor(start, 'A').view.troopers[0]?.id ?? '';
    const deployed = judge(start, 'A', {
      type: 'play',
      action: { type: 'deploy', seat: 'A', trooperId, form: 'model', at: { x: 10, y: 6 }, facing: 90 },
    });
    if (!deployed.ok) throw new Error('refused');
    const differs: Step = { before: start, after: deployed.match, rev: 1, wire: {}, claim };
    expect(await store.save('g', differs)).toMatchObject({ ok: false, lost: true });
    expect(await count()).toBe(1);
    expect(await store.save('g', stepOf(ms, 2, claim))).toStrictEqual({ ok: true });
    expect((await store.load('g'))?.match.actions).toStrictEqual(ms[2]?.actions);
    await store.close();
  });
});

describe.skipIf(noPostgres !== null)('the schema’s steps', () => {
  it('run once when several processes start together, recorded in schema_migrations', async () => {
    const url = await schemas.fresh();
    const stores = await Promise.all([1, 2, 3].map(() => PgStore.open(url, { connections: 1 })));
    const rows = await schemas.sql<{ version: number }>(url, 'SELECT version FROM schema_migrations');
    expect(rows.map((r) => r.version)).toStrictEqual(PG_MIGRATIONS.map((m) => m.version));
    expect(stores.map((s) => s.where)).toStrictEqual(stores.map(() => describeDatabase(url)));
    expect(stores[0]?.where).toMatch(/^PostgreSQL database test on 127\.0\.0\.1:5432, schema test_/);
    await Promise.all(stores.map((s) => s.close()));
  });

  it('a database of a newer server is refused with one line, and left as it is', async () => {
    const url = await schemas.fresh();
    await (await PgStore.open(url)).close();
    await schemas.sql(url, "INSERT INTO schema_migrations VALUES (99, 'from the future', 0)");
    await expect(PgStore.open(url)).rejects.toThrow(
      /^The games database \(PostgreSQL database test .*\) was written by a newer version of this server \(schema 99, this one reads 1\): update the server/,
    );
  });
});

describe('a database that does not answer', () => {
  it('is refused at start-up with one line naming it and what to do', async () => {
    const opened = await PgStore.open('postgres://someone:hunter2@127.0.0.1:1/games').then(
      () => '',
      (e: unknown) => (e as Error).message,
    );
    expect(opened).toMatch(
      /^The games database \(PostgreSQL database games on 127\.0\.0\.1:1\) cannot be used \(.*ECONNREFUSED.*\): check DATABASE_URL/,
    );
    expect(opened).not.toContain('\n');
    expect(opened).not.toContain('hunter2');
  });
});
