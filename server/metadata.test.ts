// Metadata is a secret too (ARCHITECTURE.md §10): over the real server's frames, two games that differ
// only in a secret of Player A give Player B's device and the audience the same frames, in count,
// order, size and bytes. Each pair (server/framePairs.ts) is played on two games written into one file
// with the same key, so their dice and ids agree; only the secret differs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, type Room } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, Viewer } from '../src/engine/index.ts';
import { startMatch, type Packet } from '../src/match/match.ts';
import type { ServerMessage } from '../src/protocol/wire.ts';
import { RemoteMatch } from '../src/store/net/remoteMatch.ts';
import { hotSeatSetup } from '../tests/storeFixtures.ts';
import {
  at,
  B_ROSTER,
  deploy,
  END,
  FRAME_PAIRS,
  FRAME_RANDOM,
  FRAME_SECRETS,
  ROOM_DATA,
  troopersOf,
  type Side,
} from './framePairs.ts';
import { GameFile } from './games.ts';
import { startServerProcess, type ServerProcess } from './process.ts';

const PORT = 4393;
const server = `http://127.0.0.1:${String(PORT)}`;
const RANDOM = FRAME_RANDOM;
const SECRETS = FRAME_SECRETS;

async function until(ok: () => boolean, ms = 5000): Promise<void> {
  const t0 = Date.now();
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A device that keeps every room frame its socket receives, as bytes. */
class Watcher {
  frames: Uint8Array[] = [];
  messages: ServerMessage[] = [];
  private constructor(readonly room: Room) {}
  static async open(game: string, secret?: string): Promise<Watcher> {
    const room = await new Client(`ws://127.0.0.1:${String(PORT)}`).joinOrCreate('game', {
      game,
      ...(secret ? { secret } : {}),
    });
    const w = new Watcher(room);
    const socket = (room.connection.transport as unknown as { ws: WebSocket }).ws;
    socket.addEventListener('message', (e: MessageEvent) => {
      const bytes = new Uint8Array(e.data as ArrayBuffer);
      if (bytes[0] === ROOM_DATA) w.frames.push(bytes);
    });
    room.onMessage('server', (m: ServerMessage) => w.messages.push(m));
    await until(() => w.messages.some((m) => m.kind === 'packet'));
    return w;
  }
  packets(): number {
    return this.messages.filter((m) => m.kind === 'packet').length;
  }
}

/** Player A's device: it plays a script through the app's own client. */
async function seatA(game: string): Promise<{ match: RemoteMatch; last: () => Packet }> {
  const packets: Packet[] = [];
  const match = await RemoteMatch.open(
    { server, game, secret: SECRETS.A },
    { packet: (p) => packets.push(p), presence: () => undefined, connection: () => undefined },
  );
  await until(() => packets.length > 0);
  return { match, last: () => packets.at(-1)! };
}

interface Seen {
  b: Uint8Array[];
  audience: Uint8Array[];
  bPackets: number;
  audiencePackets: number;
}

let running: ServerProcess;
let file: GameFile;
let database: string;
const games = new Map<string, Side>();

const PAIRS = Object.fromEntries(
  Object.entries(FRAME_PAIRS).map(([name, p]) => {
    p.ids.forEach((id, i) => games.set(id, p.sides[i]!));
    return [name, p.ids];
  }),
);

/** A game played by the numbering test below, written into the file with the pairs. */
const COUNTED = 'count';
games.set(COUNTED, { roster: ['line-trooper', 'veil-stalker', 'field-officer'], script: () => [] });

beforeAll(async () => {
  database = join(mkdtempSync(join(tmpdir(), 'metadata-')), 'games.sqlite');
  file = new GameFile(database);
  for (const [id, side] of games) {
    const setup = hotSeatSetup({ A: side.roster, B: B_ROSTER });
    file.create(id, startMatch(setup, RANDOM, 'two'), SECRETS);
  }
  file.close();
  running = await startServerProcess({ port: PORT, database });
});
afterAll(() => {
  running.kill();
});

/** Plays A's script on one game while B and the audience watch; what they received, frame by frame. */
async function play(game: string): Promise<Seen> {
  const side = games.get(game)!;
  const a = await seatA(game);
  const b = await Watcher.open(game, SECRETS.B);
  const audience = await Watcher.open(game);
  // Everybody is at the table before A plays (presence frames come first, the same in both games).
  await until(() => b.messages.some((m) => m.kind === 'presence' && m.presence.audience === 1));
  await until(() => audience.messages.some((m) => m.kind === 'presence' && m.presence.audience === 1));
  const actions = side.script(troopersOf(a.last()), a.last());
  for (const action of actions) {
    const answer = await a.match.ask({ type: 'play', action });
    if (!answer.ok) throw new Error(`${game}: ${answer.violations[0]?.message ?? ''}`);
  }
  // The end of A's step is the one change B and the audience see: wait for it, then a moment more.
  await until(() => b.packets() >= 2 && audience.packets() >= 2);
  await new Promise((r) => setTimeout(r, 150));
  const seen = {
    b: [...b.frames],
    audience: [...audience.frames],
    bPackets: b.packets(),
    audiencePackets: audience.packets(),
  };
  await Promise.all([a.match.leave(), b.room.leave(true), audience.room.leave(true)]);
  return seen;
}

describe('two games that differ only in a secret of A give B and the audience the same frames', () => {
  it.each(Object.entries(PAIRS))('%s', async (_name, [one, other]) => {
    const first = await play(one);
    const second = await play(other);
    // The finished step came in one packet, and nothing before it.
    expect(first.bPackets).toBe(2);
    expect(first.audiencePackets).toBe(2);
    for (const who of ['b', 'audience'] as const) {
      expect(second[who].map((f) => f.length)).toStrictEqual(first[who].map((f) => f.length));
      expect(second[who].map((f) => Buffer.from(f).toString('hex'))).toStrictEqual(
        first[who].map((f) => Buffer.from(f).toString('hex')),
      );
    }
  });
});

describe('a device hears only of changes to its own packet, numbered in its own count', () => {
  it('B gets no packet while A deploys, then one whose number is B’s own', async () => {
    const game = COUNTED;
    const a = await seatA(game);
    const b = await Watcher.open(game, SECRETS.B);
    const t = troopersOf(a.last());
    for (const action of [
      deploy(t('Line Trooper'), 'model', 10, 6),
      deploy(t('Veil Stalker'), 'model', 30, 8, { hidden: true }),
      { type: 'moveHidden', seat: 'A', trooperId: t('Veil Stalker'), index: 0, to: at(36, 4) } as Action,
    ]) {
      expect((await a.match.ask({ type: 'play', action })).ok).toBe(true);
    }
    await new Promise((r) => setTimeout(r, 150));
    expect(b.packets()).toBe(1);
    // A's own count went up with each of its three steps; B's has not moved.
    expect(a.match.revision).toBe(3);
    const first = b.messages.find((m) => m.kind === 'packet');
    expect(first?.kind === 'packet' ? first.rev : -1).toBe(0);
    expect((await a.match.ask({ type: 'play', action: END })).ok).toBe(true);
    await until(() => b.packets() === 2);
    const second = b.messages.filter((m) => m.kind === 'packet')[1];
    expect(second?.kind === 'packet' ? second.rev : -1).toBe(1);
    await Promise.all([a.match.leave(), b.room.leave(true)]);
  });

  it('a join that names no game is refused, not seated in somebody’s game', async () => {
    // A game is open on the server, so there is a room a join with no game id could be matched into.
    const watching = await Watcher.open('hidden-2');
    const client = new Client(`ws://127.0.0.1:${String(PORT)}`);
    await expect(client.joinOrCreate('game', {})).rejects.toThrow(/link/i);
    await expect(client.joinOrCreate('game', { game: 'no-such-game' })).rejects.toThrow(/no game/i);
    await watching.room.leave(true);
  });

  it('the viewers of a device are only its own (the audience is never told a seat’s asks)', async () => {
    const game = 'hidden-1';
    const audience = await Watcher.open(game);
    const first = audience.messages.find((m) => m.kind === 'packet');
    expect(first).toBeDefined();
    expect(first && 'played' in first).toBe(false);
    expect((first as { packet?: { viewer?: Viewer } } | undefined)?.packet?.viewer).toBe('public');
    await audience.room.leave(true);
  });
});
