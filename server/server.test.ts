// The game server with its real parts: Colyseus on a port, the SQLite file, the device's own client.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotSeatSetup } from '../tests/storeFixtures.ts';
import type { GameSetup, Viewer } from '../src/engine/index.ts';
import type { Packet } from '../src/match/match.ts';
import type { Presence } from '../src/protocol/wire.ts';
import { createRemoteGame, RemoteMatch, type Connection } from '../src/store/net/remoteMatch.ts';
import { startServerProcess, type ServerProcess } from './process.ts';
import { MAX_GAMES_PER_MINUTE } from './server.ts';
import { Client } from '@colyseus/sdk';
import type { ServerMessage } from '../src/protocol/wire.ts';
import { MAX_ASK_CHARS, MAX_ASKS_PER_SECOND, readWirePacket } from '../src/protocol/wire.ts';

const PORT = 4391;
const server = `http://127.0.0.1:${String(PORT)}`;

function setup(): GameSetup {
  return hotSeatSetup({
    A: ['line-trooper', { id: 'impersonator', name: 'Shadow Agent' }, 'field-officer'],
    B: ['line-trooper', 'heavy-s4'],
  });
}

/** A device: its packets as they arrive, and what its connection says. */
class Device {
  packets: Packet[] = [];
  presence: Presence | null = null;
  connection: Connection = 'connecting';
  match!: RemoteMatch;
  static async open(game: string, secret?: string, token?: string): Promise<Device> {
    const d = new Device();
    d.match = await RemoteMatch.open(
      { server, game, ...(secret ? { secret } : {}) },
      {
        packet: (p) => d.packets.push(p),
        presence: (p) => (d.presence = p),
        connection: (c) => (d.connection = c),
      },
      token,
    );
    // The first packet: a server just started again rebuilds its games first, slower on a busy machine.
    await until(() => d.packets.length > 0, 12_000);
    return d;
  }
  get last(): Packet {
    return this.packets.at(-1)!;
  }
}

async function until(ok: () => boolean, ms = 4000): Promise<void> {
  const t0 = Date.now();
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * A new game, and Player A's seat joined by a bare connection (not the app's client), so that a test
 * writes each message itself; what it hears is kept in order, from its first packet.
 */
async function rawSeatA() {
  const made = await createRemoteGame(server, setup());
  if (!made.ok) throw new Error(made.error);
  const room = await new Client(`ws://127.0.0.1:${String(PORT)}`).joinOrCreate('game', {
    game: made.game,
    secret: made.secrets.A,
  });
  const heard: ServerMessage[] = [];
  room.onMessage('server', (m: ServerMessage) => heard.push(m));
  await until(() => heard.some((m) => m.kind === 'packet'));
  return { made, room, heard };
}

let running: ServerProcess;
const database = join(mkdtempSync(join(tmpdir(), 'games-')), 'games.sqlite');

beforeAll(async () => {
  running = await startServerProcess({ port: PORT, database });
});
afterAll(() => {
  running.kill();
});

// A server process is started again in here: on a busy machine that takes a few seconds.
describe('two devices and an audience on the real server', { timeout: 30_000 }, () => {
  it('each device gets its own seat’s packets; the server judges, keeps, and survives a restart', async () => {
    const made = await createRemoteGame(server, setup());
    if (!made.ok) throw new Error(made.error);
    // The server names this computer's network addresses, for links made on a page opened as localhost.
    for (const address of made.lan) expect(address).toMatch(new RegExp(`^http://[0-9.]+:${String(PORT)}/$`));
    const a = await Device.open(made.game, made.secrets.A);
    const b = await Device.open(made.game, made.secrets.B);
    const crowd = await Device.open(made.game);
    expect([a.last.viewer, b.last.viewer, crowd.last.viewer]).toStrictEqual<Viewer[]>(['A', 'B', 'public']);
    await until(() => a.presence?.B === true && a.presence.audience === 1);

    const [a1, a2] = a.last.view.troopers.map((t) => t.id);
    // B cannot play A's step: the seat is the connection's.
    const wrong = await b.match.ask({
      type: 'play',
      action: { type: 'deploy', seat: 'A', trooperId: a1!, form: 'model', at: { x: 10, y: 6 }, facing: 90 },
    });
    expect(wrong).toMatchObject({ ok: false, violations: [{ code: 'WRONG_SEAT' }] });
    const played = await a.match.ask({
      type: 'play',
      action: { type: 'deploy', seat: 'A', trooperId: a1!, form: 'model', at: { x: 10, y: 6 }, facing: 90 },
    });
    expect(played).toStrictEqual({ ok: true });
    const imp = await a.match.ask({
      type: 'play',
      action: { type: 'deploy', seat: 'A', trooperId: a2!, form: 'IMP-2', at: { x: 20, y: 6 }, facing: 90 },
    });
    expect(imp).toStrictEqual({ ok: true });
    // B and the audience see A's step once it is finished, in one packet (decision D52).
    expect(b.packets).toHaveLength(1);
    expect(await a.match.ask({ type: 'play', action: { type: 'endDeployment', seat: 'A' } })).toStrictEqual({
      ok: true,
    });
    await until(() => b.last.view.pieces.length === 2 && crowd.last.view.pieces.length === 2);
    expect(b.packets).toHaveLength(2);
    // The secret is A's alone: its own packet names the trooper, B's and the audience's do not.
    expect(JSON.stringify(a.last)).toContain('Shadow Agent');
    for (const p of [...b.packets, ...crowd.packets]) expect(JSON.stringify(p)).not.toContain('Shadow Agent');
    // Older log lines come through each device's own lens too.
    const newest = (d: Device) => d.last.view.log.at(-1)?.seq ?? 0;
    const olderA = await a.match.older(newest(a) + 1, 10);
    const olderB = await b.match.older(newest(b) + 1, 10);
    expect(olderA.length).toBeGreaterThan(1);
    expect(olderB.length).toBeGreaterThan(0);
    expect(JSON.stringify(olderA)).toContain('Shadow Agent');
    expect(JSON.stringify(olderB)).not.toContain('Shadow Agent');
    // On two devices the step was seen at once: taking it back needs B's agreement.
    expect(a.last.canUndo).toBe(false);
    expect(await a.match.ask({ type: 'undo' })).toMatchObject({ ok: false });

    // The server process is killed at once, and started again: every game is rebuilt from the file.
    running.kill();
    running = await startServerProcess({ port: PORT, database });
    const a2nd = await Device.open(made.game, made.secrets.A);
    expect(a2nd.last.view.pieces).toStrictEqual(a.last.view.pieces);
    const refusedLink = Device.open(made.game, 'not-the-secret');
    await expect(refusedLink).rejects.toThrow(/seat link/);
    await a2nd.match.leave();
  }, 30_000);
});

describe('a dropped device comes back to its seat with its reconnection token, without the link', () => {
  it('the token alone opens A’s seat again, with the current view', async () => {
    const made = await createRemoteGame(server, setup());
    if (!made.ok) throw new Error(made.error);
    const a = await Device.open(made.game, made.secrets.A);
    const token = a.match.token;
    // The socket drops without leaving and the page is gone (a phone's tab reloading): the server keeps
    // the seat for a while, and this page no longer opens the game by its link.
    (
      a.match as unknown as { room: { connection: { close: (code?: number) => void } } }
    ).room.connection.close(4100);
    void a.match.leave();
    const back = await Device.open(made.game, undefined, token);
    expect(back.last.viewer).toBe('A');
    expect(back.last.view.troopers.length).toBe(3);
    // Without the token and without the link, the same address only watches.
    const watcher = await Device.open(made.game);
    expect(watcher.last.viewer).toBe('public');
    await back.match.leave();
    await watcher.match.leave();
  });
});

describe('the server is the only judge: a bad message is refused with a reason and changes nothing', () => {
  it('stale, malformed, oversized, unknown and too many messages', async () => {
    const { made, room, heard } = await rawSeatA();
    const refusal = async (n: number) => {
      await until(() => heard.some((m) => m.kind === 'refused' && m.n === n));
      const m = heard.find((x) => x.kind === 'refused' && x.n === n);
      return m?.kind === 'refused' ? (m.violations[0]?.message ?? '') : '';
    };
    room.send('ask', { n: 1, rev: 5, id: 'a1', ask: { type: 'requestUndo' } });
    expect(await refusal(1)).toMatch(/moved on/);
    room.send('ask', {
      n: 2,
      rev: 0,
      id: 'a2',
      ask: { type: 'play', action: { type: 'deploy', seat: 'A' } },
    });
    expect(await refusal(2)).not.toBe('');
    room.send('ask', { n: 3, rev: 0, id: 'a3', ask: { type: 'undo', seat: 'B' } });
    expect(await refusal(3)).toMatch(/Not a request/);
    room.send('ask', { n: 4, rev: 0, id: 'a4', ask: { type: 'readAnswer' }, pad: 'x'.repeat(MAX_ASK_CHARS) });
    expect(await refusal(4)).toMatch(/too large/);
    room.send('ask', { n: 5, rev: 0, ask: { type: 'readAnswer' } });
    expect(await refusal(5)).toMatch(/Not a request/);
    for (let n = 10; n < 10 + MAX_ASKS_PER_SECOND + 2; n++)
      room.send('ask', { n, rev: 0, id: `b${String(n)}`, ask: { type: 'readAnswer' } });
    expect(await refusal(10 + MAX_ASKS_PER_SECOND + 1)).toMatch(/Too many/);
    // Asking for the whole view again, or for older lines, counts against the same limit.
    await new Promise((r) => setTimeout(r, 1100));
    for (let i = 0; i < MAX_ASKS_PER_SECOND + 2; i++) room.send('again');
    await until(() => heard.some((m) => m.kind === 'refused' && m.n === -1));
    await new Promise((r) => setTimeout(r, 1100));
    for (let n = 100; n < 100 + MAX_ASKS_PER_SECOND + 2; n++) room.send('older', { n, before: 1, count: 1 });
    expect(await refusal(100 + MAX_ASKS_PER_SECOND + 1)).toMatch(/Too many/);
    // Nothing changed: the game is still at its start.
    const again = await Device.open(made.game, made.secrets.B);
    expect(again.last.view.pieces).toHaveLength(0);
    await room.leave();
    await again.match.leave();
  });
});

describe('an ask made before the packet of an earlier ask has come', () => {
  it('is played when only the seat’s own asks changed its packet, refused as late after the other seat’s step', async () => {
    const { made, room, heard } = await rawSeatA();
    const first = heard.find((m) => m.kind === 'packet');
    const view = first?.kind === 'packet' ? readWirePacket(first.packet, null)?.view : undefined;
    const [a1, a2, a3] = view?.troopers.map((t) => t.id) ?? [];
    if (!a1 || !a2 || !a3 || first?.kind !== 'packet') throw new Error('no troopers in the first packet');
    const answer = async (n: number) => {
      await until(() => heard.some((m) => (m.kind === 'done' || m.kind === 'refused') && m.n === n));
      const m = heard.find((x) => (x.kind === 'done' || x.kind === 'refused') && x.n === n);
      return m?.kind === 'refused' ? (m.violations[0]?.message ?? 'refused') : 'done';
    };
    const deploy = (n: number, rev: number, trooperId: string, x: number) => {
      room.send('ask', {
        n,
        rev,
        id: `d${String(n)}`,
        ask: {
          type: 'play',
          action: { type: 'deploy', seat: 'A', trooperId, form: 'model', at: { x, y: 6 }, facing: 90 },
        },
      });
    };
    // Two clicks, the second before the first one's packet: both on the packet the device holds.
    deploy(1, first.rev, a1, 10);
    deploy(2, first.rev, a2, 20);
    expect([await answer(1), await answer(2)]).toStrictEqual(['done', 'done']);
    room.send('ask', {
      n: 3,
      rev: first.rev,
      id: 'e3',
      ask: { type: 'play', action: { type: 'endDeployment', seat: 'A' } },
    });
    expect(await answer(3)).toBe('done');
    const seenBeforeB = Math.max(...heard.flatMap((m) => (m.kind === 'packet' ? [m.rev] : [])));
    // B's step changes A's packet: an ask A made before it is late, one made after is judged.
    const b = await Device.open(made.game, made.secrets.B);
    const [b1] = b.last.view.troopers.map((t) => t.id);
    const bDeploys = await b.match.ask({
      type: 'play',
      action: { type: 'deploy', seat: 'B', trooperId: b1!, form: 'model', at: { x: 10, y: 42 }, facing: 270 },
    });
    expect(bDeploys).toStrictEqual({ ok: true });
    expect(await b.match.ask({ type: 'play', action: { type: 'endDeployment', seat: 'B' } })).toStrictEqual({
      ok: true,
    });
    await until(() => heard.some((m) => m.kind === 'packet' && m.rev > seenBeforeB));
    deploy(4, seenBeforeB, a3, 30);
    expect(await answer(4)).toMatch(/moved on/);
    const latest = Math.max(...heard.flatMap((m) => (m.kind === 'packet' ? [m.rev] : [])));
    deploy(5, latest, a3, 30);
    expect(await answer(5)).toBe('done');
    await room.leave();
    await b.match.leave();
  });
});

describe('an ask sent again after it was played', () => {
  it('is acknowledged again with the seat’s current count and not played twice; the other seat hears of it once', async () => {
    const { made, room, heard } = await rawSeatA();
    const b = await Device.open(made.game, made.secrets.B);
    const answer = async (n: number) => {
      await until(() => heard.some((m) => (m.kind === 'done' || m.kind === 'refused') && m.n === n));
      return heard.find((m) => (m.kind === 'done' || m.kind === 'refused') && m.n === n);
    };
    const proposeEnd = { type: 'play', action: { type: 'proposeEnd', seat: 'A' } } as const;
    room.send('ask', { n: 1, rev: 0, id: 'once', ask: proposeEnd });
    expect(await answer(1)).toStrictEqual({ kind: 'done', n: 1, rev: 1 });
    await until(() => b.packets.length === 2);
    // The same ask again (its answer lost on the way, say), with the count it was sent with: done again.
    room.send('ask', { n: 2, rev: 0, id: 'once', ask: proposeEnd });
    expect(await answer(2)).toStrictEqual({ kind: 'done', n: 2, rev: 1 });
    // A new ask of the same step, not played before, is judged: the end is proposed already.
    room.send('ask', { n: 3, rev: 1, id: 'twice', ask: proposeEnd });
    expect(await answer(3)).toMatchObject({ kind: 'refused' });
    await new Promise((r) => setTimeout(r, 100));
    expect(b.packets).toHaveLength(2);
    expect(heard.filter((m) => m.kind === 'packet')).toHaveLength(2);
    await room.leave();
    await b.match.leave();
  });
});

describe('making games is bounded too', () => {
  it('a bad set-up is refused with its reason; too many games a minute from one address are refused', async () => {
    const bad = await createRemoteGame(server, {
      ...setup(),
      table: { width: -1, depth: 48, zoneDepth: 12 },
    });
    expect(bad).toMatchObject({ ok: false });
    expect(!bad.ok && bad.error).toMatch(/cannot be made/);
    const free = await createRemoteGame(server, { ...setup(), game: undefined });
    expect(!free.ok && free.error).toMatch(/choose both players/);
    let refused = '';
    for (let i = 0; i < MAX_GAMES_PER_MINUTE + 1 && !refused; i++) {
      const r = await createRemoteGame(server, setup());
      if (!r.ok) refused = r.error;
    }
    expect(refused).toMatch(/Too many new games/);
  });
});
