// Place Deployable over the real server's frames (RULES.md §18.7.1, §18.7.6; decision D72): Player B's
// CAMO marker (−3) is its Field Sapper's Mine in one game and a Camo Sniper in the other. Player A's
// Field Sapper walks up to it and places a Mine beside it as an Intuitive Attack, which that marker
// makes necessary whatever it is. A's device and the audience receive the same packets, the audience
// the same bytes. Both games are written into one file with the same key, so their dice and ids agree.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, GameSetup, RandomSpec } from '../src/engine/index.ts';
import type { Seat } from '../src/rules/index.ts';
import { startMatch, type Packet } from '../src/match/match.ts';
import { RemoteMatch } from '../src/store/net/remoteMatch.ts';
import { hotSeatSetup } from '../tests/storeFixtures.ts';
import { GameFile } from './games.ts';
import { startServerProcess, type ServerProcess } from './process.ts';
import { watchFrames } from './testFrames.ts';

const PORT = 4397;
const server = `http://127.0.0.1:${String(PORT)}`;
const RANDOM: RandomSpec = { key: '7c'.repeat(32) };
const SECRETS = { A: 'place-seat-a', B: 'place-seat-b' };
/** Where B's CAMO marker stands, and the spot touching A's sapper at (26, 15) towards it. */
const MARKER = { x: 26, y: 24.5 };
const SPOT = { x: 26, y: 15 + 0.985 };

async function until(ok: () => boolean, ms = 8000): Promise<void> {
  const t0 = Date.now();
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A short table (zones 8" deep) so the walk takes three Orders; B's roster with or without a Mine. */
function setup(asMine: boolean): GameSetup {
  const base = hotSeatSetup({
    A: ['sapper', 'line-trooper', 'line-trooper'],
    B: asMine ? ['sapper', 'line-trooper'] : ['sapper', 'camo-sniper', 'line-trooper'],
  });
  return { ...base, table: { width: 48, depth: 32, zoneDepth: 8 } };
}

let running: ServerProcess;

beforeAll(async () => {
  const database = join(mkdtempSync(join(tmpdir(), 'place-')), 'games.sqlite');
  const file = new GameFile(database);
  for (const asMine of [true, false]) {
    file.create(asMine ? 'mine' : 'trooper', startMatch(setup(asMine), RANDOM, 'two'), SECRETS);
  }
  file.close();
  running = await startServerProcess({ port: PORT, database });
});
afterAll(() => {
  running.kill();
});

async function seat(game: string, s: Seat) {
  const packets: Packet[] = [];
  const match = await RemoteMatch.open(
    { server, game, secret: SECRETS[s] },
    { packet: (p) => packets.push(p), presence: () => undefined, connection: () => undefined },
  );
  await until(() => packets.length > 0);
  return { match, packets, last: () => packets.at(-1)! };
}

/** The audience: a device that keeps every room frame its socket receives, as bytes. */
async function audience(game: string) {
  const { room, frames } = await watchFrames(PORT, game);
  return { room, frames };
}

type Device = Awaited<ReturnType<typeof seat>>;

async function send(d: Device, action: Action): Promise<void> {
  // The server lets a device ask only so often (server/room.ts): a moment between asks.
  await new Promise((r) => setTimeout(r, 120));
  const seen = d.packets.length;
  const answer = await d.match.ask({ type: 'play', action });
  if (!answer.ok) throw new Error(`${action.type}: ${answer.violations[0]?.message ?? ''}`);
  await until(
    () => d.packets.length > seen || d.last().status.awaiting !== ('seat' in action ? action.seat : null),
  );
}

/** B passes every ARO it is asked for until A is awaited again. */
async function passAll(a: Device, b: Device): Promise<void> {
  await until(() => a.last().status.awaiting !== null);
  while (a.last().status.awaiting === 'B') {
    await until(() => b.last().status.awaiting === 'B');
    const pending = b.last().view.phase.order?.reactors.find((r) => r.status === 'pending');
    await send(
      b,
      pending
        ? { type: 'aro', seat: 'B', reactorId: pending.id, choice: 'pass' }
        : { type: 'endAros', seat: 'B' },
    );
    await until(() => a.last().status.awaiting !== 'B' || a.packets.length > 0);
    await new Promise((r) => setTimeout(r, 30));
  }
}

const idOf = (p: Packet, name: string, nth = 0) =>
  p.view.troopers.filter((t) => t.name === name)[nth]?.id ?? '';
const pieceAt = (p: Packet, x: number, y: number) =>
  p.view.pieces.find((q) => Math.abs(q.x - x) < 1e-6 && Math.abs(q.y - y) < 1e-6)?.id ?? '';

async function play(game: 'mine' | 'trooper') {
  const a = await seat(game, 'A');
  const b = await seat(game, 'B');
  const watcher = await audience(game);
  const deploy = (s: Seat, trooperId: string, form: string, x: number, y: number, more: object = {}) =>
    ({
      type: 'deploy',
      seat: s,
      trooperId,
      form,
      at: { x, y },
      facing: s === 'A' ? 90 : 270,
      ...more,
    }) as Action;
  await send(a, deploy('A', idOf(a.last(), 'Field Sapper'), 'model', 26, 7.5));
  await send(a, deploy('A', idOf(a.last(), 'Line Trooper'), 'model', 40, 4));
  await send(a, { type: 'endDeployment', seat: 'A' });
  await until(() => b.last().status.awaiting === 'B');
  const sapperB = idOf(b.last(), 'Field Sapper');
  if (game === 'mine') await send(b, deploy('B', sapperB, 'model', 30, 29, { mine: MARKER }));
  else {
    await send(b, deploy('B', sapperB, 'model', 30, 29));
    await send(b, deploy('B', idOf(b.last(), 'Camo Sniper'), 'CAMO', MARKER.x, MARKER.y));
  }
  await send(b, { type: 'endDeployment', seat: 'B' });
  await until(() => a.last().status.awaiting === 'A');
  await send(a, deploy('A', idOf(a.last(), 'Line Trooper', 1), 'model', 44, 4));
  await send(a, { type: 'endDeployment', seat: 'A' });
  await until(() => b.last().status.awaiting === 'B');
  await send(b, deploy('B', idOf(b.last(), 'Line Trooper'), 'model', 44, 30));
  await send(b, { type: 'endDeployment', seat: 'B' });
  await until(() => a.last().status.awaiting === 'A' && a.last().view.phase.kind === 'turn');
  const sapper = pieceAt(a.last(), 26, 7.5);
  // Two Orders of Moves bring A's sapper to (26, 15): 8.5" from the marker's base, outside a Mine's reach.
  for (const [first, second] of [
    [11.5, 13.5],
    [15, 15],
  ] as const) {
    await send(a, { type: 'activate', seat: 'A', pieceId: sapper });
    await send(a, { type: 'declare', seat: 'A', skill: 'move', to: { [sapper]: { x: 26, y: first } } });
    await passAll(a, b);
    await send(a, { type: 'declare', seat: 'A', skill: 'move', to: { [sapper]: { x: 26, y: second } } });
    await passAll(a, b);
  }
  await send(a, { type: 'activate', seat: 'A', pieceId: sapper });
  await new Promise((r) => setTimeout(r, 120));
  const refused = await a.match.ask({
    type: 'play',
    action: { type: 'declare', seat: 'A', skill: 'placeDeployable', at: SPOT },
  });
  await send(a, { type: 'declare', seat: 'A', skill: 'placeDeployable', at: SPOT, intuitive: true });
  await passAll(a, b);
  await new Promise((r) => setTimeout(r, 150));
  const seen = {
    a: a.packets.map((p) => JSON.stringify(p)),
    audience: watcher.frames,
    refused,
    last: a.last(),
  };
  await Promise.all([a.match.leave(), b.match.leave(), watcher.room.leave(true)]);
  return seen;
}

describe('placing a Mine beside an enemy CAMO marker: the same packets whatever it is (RULES.md §18.7.6)', () => {
  it('A receives the same packets and refusal, the audience the same bytes', async () => {
    const mine = await play('mine');
    const trooper = await play('trooper');
    expect(mine.refused).toEqual(trooper.refused);
    expect(mine.refused.ok ? [] : mine.refused.violations.map((v) => v.code)).toEqual([
      'MINE_CAMO_IN_TRIGGER_AREA',
    ]);
    expect(mine.a).toStrictEqual(trooper.a);
    expect(mine.audience.map((f) => Buffer.from(f).toString('hex'))).toStrictEqual(
      trooper.audience.map((f) => Buffer.from(f).toString('hex')),
    );
    // The Intuitive Attack's WIP roll was made, in the log both devices read.
    expect(mine.last.view.log.some((l) => l.text.includes('placing a Mine'))).toBe(true);
  }, 60_000);
});
