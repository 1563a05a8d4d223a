// A device whose ask was in flight when the server died learns, once it is back, whether the ask was
// played: the first packet of a connection names the seat's last played asks (server/room.ts), and
// the device's asks in flight outlive its connection (AsksInFlight in src/store/net/remoteMatch.ts). An ask
// the server never kept is sent again and played once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@colyseus/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import type { Action } from '../src/engine/index.ts';
import { startMatch, type Packet } from '../src/match/match.ts';
import type { Ask } from '../src/match/judge.ts';
import type { ServerMessage, WireAsk } from '../src/protocol/wire.ts';
import { AsksInFlight, RemoteMatch, type Answered } from '../src/store/net/remoteMatch.ts';
import { hotSeatSetup } from '../tests/storeFixtures.ts';
import { GameFile } from './games.ts';
import { startServerProcess, type ServerProcess } from './process.ts';

const PORT = 4394;
const server = `http://127.0.0.1:${String(PORT)}`;
const SECRETS = { A: 'inflight-seat-a', B: 'inflight-seat-b' };

async function until(ok: () => boolean, ms = 5000): Promise<void> {
  const t0 = Date.now();
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

let running: ServerProcess | null = null;
afterEach(() => {
  running?.kill();
  running = null;
});

/** A fresh file with one game, and the server on it. */
async function fresh(): Promise<{ database: string; game: string }> {
  const database = join(mkdtempSync(join(tmpdir(), 'inflight-')), 'games.sqlite');
  const file = new GameFile(database);
  const game = 'in-flight';
  file.create(
    game,
    startMatch(
      hotSeatSetup({ A: ['line-trooper', 'field-officer'], B: ['line-trooper'] }),
      { seed: 3 },
      'two',
    ),
    SECRETS,
  );
  file.close();
  running = await startServerProcess({ port: PORT, database });
  return { database, game };
}

/** Player A's seat on a raw connection: what it is sent, and a way to send an ask with a given id. */
async function rawSeat(game: string) {
  const room = await new Client(`ws://127.0.0.1:${String(PORT)}`).joinOrCreate('game', {
    game,
    secret: SECRETS.A,
  });
  const messages: ServerMessage[] = [];
  room.onMessage('server', (m: ServerMessage) => messages.push(m));
  await until(() => messages.some((m) => m.kind === 'packet'));
  const first = messages.find((m) => m.kind === 'packet');
  const trooper = first?.kind === 'packet' && 'view' in first.packet ? first.packet.view.troopers[0]?.id : '';
  const send = (message: WireAsk) => {
    room.send('ask', message);
  };
  return { room, messages, trooper: trooper ?? '', send };
}

function play(action: Action): Ask {
  return { type: 'play', action };
}

function deployA(trooperId: string): Action {
  return { type: 'deploy', seat: 'A', trooperId, form: 'model', at: { x: 10, y: 6 }, facing: 90 };
}

/** Comes back to the game as the app does after losing its server: a new connection, the same asks. */
async function comeBack(
  game: string,
  asks: AsksInFlight,
): Promise<{ match: RemoteMatch; packets: Packet[] }> {
  const packets: Packet[] = [];
  const match = await RemoteMatch.open(
    { server, game, secret: SECRETS.A },
    { packet: (p) => packets.push(p), presence: () => undefined, connection: () => undefined },
    undefined,
    asks,
  );
  return { match, packets };
}

describe('an ask in flight when the server dies', { timeout: 30_000 }, () => {
  it('is answered "played" when the server kept it before dying', async () => {
    const { database, game } = await fresh();
    const seat = await rawSeat(game);
    const asks = new AsksInFlight();
    let answer: Answered | null = null;
    seat.send(asks.add(play(deployA(seat.trooper)), 0, (a) => (answer = a)));
    // The server played and kept it; its answer never reaches the device, which loses the server.
    await until(() => seat.messages.some((m) => m.kind === 'done'));
    running?.kill();
    running = await startServerProcess({ port: PORT, database });
    const back = await comeBack(game, asks);
    await until(() => answer !== null);
    expect(answer).toStrictEqual({ ok: true });
    expect(back.packets.at(-1)?.view.pieces).toHaveLength(1);
    await back.match.leave();
  });

  it('is sent again and played once when the server died before it was kept', async () => {
    const { database, game } = await fresh();
    const seat = await rawSeat(game);
    const asks = new AsksInFlight();
    let answer: Answered | null = null;
    // The server is stopped before the ask reaches it, then killed: the ask is never kept there.
    running?.child.kill('SIGSTOP');
    seat.send(asks.add(play(deployA(seat.trooper)), 0, (a) => (answer = a)));
    running?.kill();
    running = await startServerProcess({ port: PORT, database });
    const back = await comeBack(game, asks);
    await until(() => answer !== null);
    expect(answer).toStrictEqual({ ok: true });
    // Played on the server it came back to, once: A's trooper is on the table, and the file has one step.
    await until(() => back.packets.at(-1)?.view.pieces.length === 1);
    expect(back.match.revision).toBe(1);
    await back.match.leave();
    const stopping = running;
    running = null;
    stopping.kill();
    await stopping.exited;
    const file = new GameFile(database);
    expect(file.load(game)?.match.actions).toHaveLength(1);
    file.close();
  });
});
