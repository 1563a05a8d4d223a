// Two server processes (server/main.ts) on one PostgreSQL database (a schema of this file's own;
// skipped, saying so, where no PostgreSQL answers): a game made through one is played through the
// other, and the room that held it before writes nothing more to it: it refuses the step, says why in
// one line on its console, and closes, so that its devices open the game again where it is held now.
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client, type Room } from '@colyseus/sdk';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ask } from '../src/match/judge.ts';
import type { ServerMessage } from '../src/protocol/wire.ts';
import { createRemoteGame } from '../src/store/net/remoteMatch.ts';
import { hotSeatSetup } from '../tests/storeFixtures.ts';
import { startServerProcess, type ServerProcess } from './process.ts';
import { GAME_HELD_ELSEWHERE } from './room.ts';
import { HELD_ELSEWHERE_MESSAGE } from './store/store.ts';
import { probePostgres, testSchemas } from './store/testDatabase.ts';

const PORTS = [4460, 4461] as const;
const schemas = testSchemas();
const noPostgres = await probePostgres();
if (noPostgres) console.warn(noPostgres);

// The server bundled once, as in faults.test.ts: it starts in well under a second.
let bundleDir = '';
let entry = '';
const started: ServerProcess[] = [];
let url = '';
let one: ServerProcess;
let two: ServerProcess;

beforeAll(async () => {
  if (noPostgres) return;
  bundleDir = mkdtempSync(resolve('test-results-server-'));
  entry = join(bundleDir, 'main.mjs');
  await build({
    entryPoints: ['server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: entry,
    logLevel: 'warning',
  });
  url = await schemas.fresh();
  [one, two] = await Promise.all([serve(PORTS[0], url), serve(PORTS[1], url)]);
});

afterAll(async () => {
  for (const s of started) {
    s.kill();
    await s.exited;
  }
  if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
  if (!noPostgres) await schemas.drop();
});

async function serve(port: number, databaseUrl: string): Promise<ServerProcess> {
  const s = await startServerProcess({
    port,
    database: join(bundleDir, 'unused.sqlite'),
    dist: join(bundleDir, 'no-app'),
    entry,
    env: { DATABASE_URL: databaseUrl },
  });
  started.push(s);
  return s;
}

async function until(ok: () => boolean, ms = 5000): Promise<void> {
  const t0 = Date.now();
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A seat's connection to one process: what it hears, its asks answered by number, how it left. */
class Seat {
  heard: ServerMessage[] = [];
  left: number | null = null;
  private n = 0;
  private constructor(readonly room: Room) {
    room.reconnection.enabled = false;
    room.onMessage('server', (m: ServerMessage) => this.heard.push(m));
    room.onLeave((code) => (this.left = code));
  }
  static async open(port: number, game: string, secret: string): Promise<Seat> {
    const room = await new Client(`ws://127.0.0.1:${String(port)}`).joinOrCreate('game', { game, secret });
    const seat = new Seat(room);
    await until(() => seat.packets() > 0);
    return seat;
  }
  packets(): number {
    return this.heard.filter((m) => m.kind === 'packet').length;
  }
  /** The trooper ids of the seat's view. */
  troopers(): string[] {
    const first = this.heard.find((m) => m.kind === 'packet');
    return first?.kind === 'packet' && 'view' in first.packet
      ? first.packet.view.troopers.map((t) => t.id)
      : [];
  }
  /** The seat's count from its last packet. */
  rev(): number {
    const last = this.heard.filter((m) => m.kind === 'packet').at(-1);
    return last?.kind === 'packet' ? last.rev : -1;
  }
  async ask(ask: Ask): Promise<ServerMessage | undefined> {
    const n = ++this.n;
    this.room.send('ask', { n, rev: this.rev(), id: `${String(n)}-${String(Math.random())}`, ask });
    const answered = (m: ServerMessage) => (m.kind === 'done' || m.kind === 'refused') && m.n === n;
    await until(() => this.heard.some(answered));
    return this.heard.find(answered);
  }
}

const proposeEnd: Ask = { type: 'play', action: { type: 'proposeEnd', seat: 'A' } };
const playOn: Ask = { type: 'play', action: { type: 'answerEnd', seat: 'B', accept: false } };

describe.skipIf(noPostgres !== null)('two server processes on one PostgreSQL database', () => {
  it('a game made through one is played through the other; the room that lost it writes nothing and closes', async () => {
    // Each process says where it keeps the games.
    for (const p of [one, two]) {
      expect(p.output()).toMatch(
        /Games are kept in PostgreSQL database test on 127\.0\.0\.1:5432, schema test_\w+ \(DATABASE_URL\)/,
      );
    }
    const made = await createRemoteGame(
      `http://127.0.0.1:${String(PORTS[0])}`,
      hotSeatSetup({ A: ['line-trooper'], B: ['line-trooper'] }),
    );
    if (!made.ok) throw new Error(made.error);
    // A plays through the first process (its room claims the game)...
    const a1 = await Seat.open(PORTS[0], made.game, made.secrets.A);
    expect(await a1.ask(proposeEnd)).toMatchObject({ kind: 'done', rev: 1 });
    // ...then B opens it through the second (whose room claims it now), sees A's step and plays on.
    const b2 = await Seat.open(PORTS[1], made.game, made.secrets.B);
    expect(b2.heard.find((m) => m.kind === 'packet')).toMatchObject({ rev: 1 });
    expect(await b2.ask(playOn)).toMatchObject({ kind: 'done' });
    // The first room does not know: A's next step there touches no row. It is refused with the reason,
    // the room says why on its console and closes, and A hears of no step.
    const packetsBefore = a1.packets();
    expect(await a1.ask({ type: 'requestUndo' })).toStrictEqual({
      kind: 'refused',
      n: 2,
      violations: [{ code: 'INVALID_ACTION', message: HELD_ELSEWHERE_MESSAGE }],
    });
    await until(() => a1.left !== null);
    expect(a1.left).toBe(GAME_HELD_ELSEWHERE);
    expect(a1.packets()).toBe(packetsBefore);
    const said = one
      .output()
      .split('\n')
      .filter((l) => l.includes(made.game));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(
      /^Game \S+: this room's write touched no row: another room holds the game now \(this room's claim was 1, at step 1\)\. This room closes\.$/,
    );
    // A opens the game again where it is held now, with B's step, and plays on.
    const a2 = await Seat.open(PORTS[1], made.game, made.secrets.A);
    expect(await a2.ask(proposeEnd)).toMatchObject({ kind: 'done' });
    await until(() => b2.packets() === 3);
    // The log holds each step once: the first by the first room's claim, the others by the second's.
    const steps = await schemas.sql<{ seq: number; epoch: number }>(
      url,
      'SELECT seq, epoch FROM steps WHERE game = $1 ORDER BY seq',
      [made.game],
    );
    expect(steps).toStrictEqual([
      { seq: 1, epoch: 1 },
      { seq: 2, epoch: 2 },
      { seq: 3, epoch: 2 },
    ]);
    await a2.room.leave();
    await b2.room.leave();
  }, 30_000);

  it('asks sent together are taken one after another: each is judged on the game the one before left', async () => {
    const made = await createRemoteGame(
      `http://127.0.0.1:${String(PORTS[1])}`,
      hotSeatSetup({
        A: ['line-trooper', 'line-trooper', 'line-trooper', 'field-officer'],
        B: ['line-trooper'],
      }),
    );
    if (!made.ok) throw new Error(made.error);
    const a = await Seat.open(PORTS[1], made.game, made.secrets.A);
    const ids = a.troopers();
    // Three deployments at once, each sent with the count the one before will leave: none waits for an
    // answer, so each must wait for the write of the one before it.
    for (const [i, trooperId] of ids.slice(0, 3).entries()) {
      a.room.send('ask', {
        n: 10 + i,
        rev: i,
        id: `together-${String(i)}`,
        ask: {
          type: 'play',
          action: {
            type: 'deploy',
            seat: 'A',
            trooperId,
            form: 'model',
            at: { x: 10 + 5 * i, y: 6 },
            facing: 90,
          },
        },
      });
    }
    await until(() => a.heard.filter((m) => m.kind === 'done' || m.kind === 'refused').length === 3);
    expect(a.heard.filter((m) => m.kind === 'done' || m.kind === 'refused')).toStrictEqual([
      { kind: 'done', n: 10, rev: 1 },
      { kind: 'done', n: 11, rev: 2 },
      { kind: 'done', n: 12, rev: 3 },
    ]);
    const steps = await schemas.sql<{ seq: number }>(
      url,
      'SELECT seq FROM steps WHERE game = $1 ORDER BY seq',
      [made.game],
    );
    expect(steps.map((r) => r.seq)).toStrictEqual([1, 2, 3]);
    await a.room.leave();
  });

  it('a game the database cannot load now is refused to the device with a sentence, and one line on the console', async () => {
    const made = await createRemoteGame(
      `http://127.0.0.1:${String(PORTS[0])}`,
      hotSeatSetup({ A: ['line-trooper'], B: ['line-trooper'] }),
    );
    if (!made.ok) throw new Error(made.error);
    // The claim (an update of the game's row) fails, as it would with the database out of reach.
    await schemas.sql(
      url,
      `CREATE FUNCTION refuse_claims() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN RAISE EXCEPTION 'the database is shutting down'; END $$;
       CREATE TRIGGER refuse_claims BEFORE UPDATE ON games EXECUTE FUNCTION refuse_claims();`,
    );
    const before = one.output().length;
    await expect(Seat.open(PORTS[0], made.game, made.secrets.A)).rejects.toThrow(
      /^The server could not open this game just now: try again in a moment/,
    );
    const said = one.output().slice(before).split('\n').filter(Boolean);
    expect(said).toStrictEqual([
      `Game ${made.game}: the server could not load it (the database is shutting down).`,
    ]);
    await schemas.sql(url, 'DROP FUNCTION refuse_claims() CASCADE');
    const a = await Seat.open(PORTS[0], made.game, made.secrets.A);
    expect(a.rev()).toBe(0);
    await a.room.leave();
  });
});
