// Metadata is a secret too over several processes (ARCHITECTURE.md §10): the pairs of the paired-frame
// check (server/framePairs.ts) played on two server processes on one Redis and one PostgreSQL, behind
// the path proxy, with the process holding the game SIGKILLed before A's last step. Player B's device
// and the audience open the game again on the other process; over both connections they receive the
// same frames in both games of a pair: count, order, sizes and bytes (the counts a device is told are
// its own, kept in the database with each step). Skipped, saying so, without Redis or PostgreSQL.
import { Client, type Room } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ask } from '../src/match/judge.ts';
import { startMatch } from '../src/match/match.ts';
import { readWirePacket, type Presence, type ServerMessage } from '../src/protocol/wire.ts';
import { hotSeatSetup } from '../tests/storeFixtures.ts';
import {
  B_ROSTER,
  FRAME_PAIRS,
  FRAME_RANDOM,
  FRAME_SECRETS,
  ROOM_DATA,
  troopersOf,
  type Side,
} from './framePairs.ts';
import { PgStore } from './store/postgres.ts';
import { probePostgres, testSchemas } from './store/testDatabase.ts';
import { probeTestRedis, startTestCluster, type TestCluster } from './testCluster.ts';

const PROXY = 4485;
const PORTS = [4486, 4487] as const;

const missing = (await probePostgres()) ?? (await probeTestRedis());
if (missing) console.warn(missing);
const schemas = testSchemas();
let cluster: TestCluster;

beforeAll(async () => {
  if (missing) return;
  const databaseUrl = await schemas.fresh();
  // A Redis database of this file's own: scale.test.ts may run beside it on database 15.
  cluster = await startTestCluster({ proxyPort: PROXY, ports: PORTS, databaseUrl, redisDatabase: 14 });
  const store = await PgStore.open(databaseUrl, { log: () => undefined });
  for (const pair of Object.values(FRAME_PAIRS)) {
    for (const [i, id] of pair.ids.entries()) {
      const setup = hotSeatSetup({ A: (pair.sides[i] as Side).roster, B: B_ROSTER });
      const made = await store.create(id, startMatch(setup, FRAME_RANDOM, 'two'), FRAME_SECRETS);
      if (!made.ok) throw new Error(made.message);
    }
  }
  await store.close();
}, 60_000);

afterAll(async () => {
  if (missing) return;
  await cluster.stop();
  await schemas.drop();
});

async function until(ok: () => boolean, what: string, ms = 5000): Promise<void> {
  const t0 = Date.now();
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** The frames a device received, and how many of its messages were packets. */
interface Seen {
  frames: Uint8Array[];
  packets: number;
}

/**
 * A device whose connections the test opens itself, one after another, so that who is at the table
 * changes in the same order in both games; it keeps every room frame of all its connections.
 */
class Device {
  frames: Uint8Array[] = [];
  messages: ServerMessage[] = [];
  room: Room | null = null;
  private n = 0;
  constructor(
    readonly game: string,
    readonly secret?: string,
  ) {}

  async open(): Promise<void> {
    const room = await new Client(cluster.url.replace('http', 'ws')).joinOrCreate('game', {
      game: this.game,
      ...(this.secret ? { secret: this.secret } : {}),
    });
    room.reconnection.enabled = false;
    const socket = (room.connection.transport as unknown as { ws: WebSocket }).ws;
    socket.addEventListener('message', (e: MessageEvent) => {
      const bytes = new Uint8Array(e.data as ArrayBuffer);
      if (bytes[0] === ROOM_DATA) this.frames.push(bytes);
    });
    room.onMessage('server', (m: ServerMessage) => this.messages.push(m));
    room.onLeave(() => {
      if (this.room === room) this.room = null;
    });
    this.room = room;
    const before = this.packets();
    await until(() => this.packets() > before, `${this.game}: a packet`);
  }

  packets(): number {
    return this.messages.filter((m) => m.kind === 'packet').length;
  }

  seen(): Seen {
    return { frames: [...this.frames], packets: this.packets() };
  }

  presence(): Presence | null {
    const last = this.messages.filter((m) => m.kind === 'presence').at(-1);
    return last?.kind === 'presence' ? last.presence : null;
  }

  /** Sends an ask with the count of the device's last packet, and waits for its answer. */
  async ask(ask: Ask): Promise<void> {
    const n = ++this.n;
    const last = this.messages.filter((m) => m.kind === 'packet').at(-1);
    const rev = last?.kind === 'packet' ? last.rev : 0;
    this.room?.send('ask', { n, rev, id: `${this.game}-${String(n)}`, ask });
    await until(
      () => this.messages.some((m) => (m.kind === 'done' || m.kind === 'refused') && m.n === n),
      `${this.game}: the answer to ask ${String(n)}`,
    );
    const answer = this.messages.find((m) => (m.kind === 'done' || m.kind === 'refused') && m.n === n);
    if (answer?.kind === 'refused') throw new Error(`${this.game}: ${answer.violations[0]?.message ?? ''}`);
  }
}

/** Opens B, the audience and A in that order, each once the others have heard of the one before. */
async function seatAll(b: Device, audience: Device, a: Device): Promise<void> {
  const settled = (want: Presence, ...devices: Device[]) =>
    until(
      () => devices.every((d) => JSON.stringify(d.presence()) === JSON.stringify(want)),
      `${b.game}: presence ${JSON.stringify(want)}`,
    );
  await b.open();
  await settled({ A: false, B: true, audience: 0 }, b);
  await audience.open();
  await settled({ A: false, B: true, audience: 1 }, b, audience);
  await a.open();
  await settled({ A: true, B: true, audience: 1 }, b, audience, a);
}

/** Plays A's script on one game, with the process holding it killed before A's last step. */
async function play(game: string, side: Side): Promise<{ b: Seen; audience: Seen }> {
  const b = new Device(game, FRAME_SECRETS.B);
  const audience = new Device(game);
  const a = new Device(game, FRAME_SECRETS.A);
  await seatAll(b, audience, a);
  const first = a.messages.find((m) => m.kind === 'packet');
  const packet = first?.kind === 'packet' ? readWirePacket(first.packet, null) : null;
  if (!packet) throw new Error(`${game}: no whole first packet`);
  const actions = side.script(troopersOf(packet), packet);
  for (const action of actions.slice(0, -1)) await a.ask({ type: 'play', action });
  await new Promise((r) => setTimeout(r, 100));
  // The process holding the game dies: every connection to it goes; the devices open it again.
  const holder = await cluster.holderOf(game);
  if (holder === null) throw new Error(`${game}: no process holds it`);
  await cluster.kill(holder);
  const restarted = cluster.start(holder);
  await until(() => !a.room && !b.room && !audience.room, `${game}: the connections to close`);
  await seatAll(b, audience, a);
  await a.ask({ type: 'play', action: actions.at(-1)! });
  await until(() => b.packets() >= 3 && audience.packets() >= 3, `${game}: the end of A's step`);
  await new Promise((r) => setTimeout(r, 150));
  // What they received until now: leaving, each may still hear of another's leave.
  const seen = { b: b.seen(), audience: audience.seen() };
  await Promise.all([a, b, audience].map((d) => d.room?.leave(true) ?? Promise.resolve(0)));
  await restarted;
  return seen;
}

describe.skipIf(missing !== null)(
  'over several processes, with the holding process killed, two games that differ only in a secret of A give B and the audience the same frames',
  () => {
    it.each(Object.entries(FRAME_PAIRS))(
      '%s',
      async (_name, pair) => {
        const first = await play(pair.ids[0], pair.sides[0]);
        const second = await play(pair.ids[1], pair.sides[1]);
        // A whole packet on each connection, and the end of A's deployment: nothing else.
        expect(first.b.packets).toBe(3);
        expect(first.audience.packets).toBe(3);
        for (const who of ['b', 'audience'] as const) {
          expect(second[who].frames.map((f) => f.length)).toStrictEqual(
            first[who].frames.map((f) => f.length),
          );
          expect(second[who].frames.map((f) => Buffer.from(f).toString('hex'))).toStrictEqual(
            first[who].frames.map((f) => Buffer.from(f).toString('hex')),
          );
        }
      },
      30_000,
    );
  },
);
