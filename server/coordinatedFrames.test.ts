// The Coordinated Order over the real server's frames (RULES.md §18.12.3; seed 001, row 1.27; D108): two
// games that differ only in which of the Lure Specialist's three models is real. In both, Player A first
// asks for a Coordinated Order of a Line Trooper and the Decoy model at (36, 6), which is refused (a
// Decoy user cannot take part, whichever model is chosen), then declares one of its two Line Troopers
// and Moves. Player B's device and the audience receive the same frames, in count, order, size and bytes:
// the refusal sends them nothing. Both games share one key, so their dice and ids agree.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, RandomSpec } from '../src/engine/index.ts';
import { startMatch, type Packet } from '../src/match/match.ts';
import { RemoteMatch } from '../src/store/net/remoteMatch.ts';
import { hotSeatSetup } from '../tests/storeFixtures.ts';
import { GameFile } from './games.ts';
import { startServerProcess, type ServerProcess } from './process.ts';
import { until, watchFrames } from './testFrames.ts';

const PORT = 4570;
const server = `http://127.0.0.1:${String(PORT)}`;
const RANDOM: RandomSpec = { key: '3c'.repeat(32) };
const SECRETS = { A: 'coordinated-seat-a', B: 'coordinated-seat-b' };
const GAMES = { real0: 0, real2: 2, shoot0: 0, shoot2: 2 } as const;

const watch = (game: string, secret?: string) => watchFrames(PORT, game, secret);

/** The deployment, played by both seats: A's two Line Troopers, B's Line Trooper, A's Decoy user held back. */
function deployment(real: number, aId: (n: number) => string, bId: () => string): Action[] {
  const put = (seat: 'A' | 'B', trooperId: string, x: number, y: number, more: object = {}): Action => ({
    type: 'deploy',
    seat,
    trooperId,
    form: 'model',
    at: { x, y },
    facing: seat === 'A' ? 90 : 270,
    ...more,
  });
  return [
    put('A', aId(0), 10, 10),
    put('A', aId(1), 20, 10),
    { type: 'endDeployment', seat: 'A' },
    { type: 'endDeployment', seat: 'B' },
    put('A', aId(2), 40, 6, {
      form: 'Decoy',
      extras: [
        { x: 36, y: 6 },
        { x: 44, y: 6 },
      ],
      real,
    }),
    { type: 'endDeployment', seat: 'A' },
    put('B', bId(), 24, 40),
    { type: 'endDeployment', seat: 'B' },
  ];
}

let running: ServerProcess;

beforeAll(async () => {
  const database = join(mkdtempSync(join(tmpdir(), 'coordinated-')), 'games.sqlite');
  const file = new GameFile(database);
  const setup = hotSeatSetup({ A: ['line-trooper', 'line-trooper', 'decoy-user'], B: ['line-trooper'] });
  for (const id of Object.keys(GAMES)) file.create(id, startMatch(setup, RANDOM, 'two'), SECRETS);
  file.close();
  running = await startServerProcess({ port: PORT, database });
});
afterAll(() => {
  running.kill();
});

const pieceAt = (p: Packet, x: number, y: number) =>
  p.view.pieces.find((q) => q.x === x && q.y === y)?.id ?? '';

/** A's refused and accepted steps while B and the audience watch; the frames they received. */
async function play(game: keyof typeof GAMES) {
  const packets: Packet[] = [];
  const bPackets: Packet[] = [];
  const a = await RemoteMatch.open(
    { server, game, secret: SECRETS.A },
    { packet: (p) => packets.push(p), presence: () => undefined, connection: () => undefined },
  );
  const bSeat = await RemoteMatch.open(
    { server, game, secret: SECRETS.B },
    { packet: (p) => bPackets.push(p), presence: () => undefined, connection: () => undefined },
  );
  await until(() => packets.length > 0 && bPackets.length > 0);
  const aId = (n: number) => packets.at(-1)?.view.troopers.filter((t) => t.owner === 'A')[n]?.id ?? '';
  const bId = () => bPackets.at(-1)?.view.troopers.find((t) => t.owner === 'B')?.id ?? '';
  const steps = deployment(GAMES[game], aId, bId);
  for (let i = 0; i < steps.length; i++) {
    // Ids are read as each step is played, and a seat whose view is behind asks again once it caught up.
    const action = deployment(GAMES[game], aId, bId)[i];
    if (!action || !('seat' in action)) continue;
    const by = action.seat === 'A' ? a : bSeat;
    let answer = await by.ask({ type: 'play', action });
    for (let tries = 0; !answer.ok && tries < 50; tries++) {
      await new Promise((r) => setTimeout(r, 40));
      answer = await by.ask({ type: 'play', action: deployment(GAMES[game], aId, bId)[i] ?? action });
    }
    if (!answer.ok) throw new Error(`${game} deployment: ${answer.violations[0]?.message ?? ''}`);
  }
  await until(() => packets.at(-1)?.view.phase.kind === 'turn');
  await bSeat.leave();
  const b = await watch(game, SECRETS.B);
  const audience = await watch(game);
  await until(() => b.messages.some((m) => m.kind === 'presence' && m.presence.audience === 1));
  await until(() => audience.messages.some((m) => m.kind === 'presence' && m.presence.audience === 1));
  const p = packets.at(-1)!;
  const [one, two, decoy] = [pieceAt(p, 10, 10), pieceAt(p, 20, 10), pieceAt(p, 36, 6)];
  const refused = await a.ask({
    type: 'play',
    action: { type: 'coordinated', seat: 'A', pieceIds: [one, decoy] },
  });
  expect(refused.ok).toBe(false);
  // The Move, or a Coordinated BS Attack at B's Line Trooper (RULES.md §18.12.3, D161).
  const enemy = pieceAt(p, 24, 40);
  const order: Action[] = [
    { type: 'coordinated', seat: 'A', pieceIds: [one, two] },
    game.startsWith('shoot')
      ? { type: 'declare', seat: 'A', skill: 'bsAttack', target: enemy }
      : {
          type: 'declare',
          seat: 'A',
          skill: 'move',
          to: { [one]: { x: 10, y: 13 }, [two]: { x: 22, y: 13 } },
        },
  ];
  for (const action of order) {
    const answer = await a.ask({ type: 'play', action });
    if (!answer.ok) throw new Error(`${game}: ${answer.violations[0]?.message ?? ''}`);
  }
  await until(() => b.packets() >= 3 && audience.packets() >= 3);
  await new Promise((r) => setTimeout(r, 150));
  const { played: _own, ...first } = b.messages[0] as object as { played?: unknown };
  const seen = {
    b: b.frames,
    audience: audience.frames,
    bPackets: b.packets(),
    last: packets.at(-1)!,
    first,
  };
  await Promise.all([a.leave(), b.room.leave(true), audience.room.leave(true)]);
  return seen;
}

describe('a refused Decoy user and a Coordinated Order: the same frames whichever model is real (D108)', () => {
  it('B and the audience receive the same bytes', async () => {
    const zero = await play('real0');
    const two = await play('real2');
    expect(zero.bPackets).toBe(3);
    const hex = (frames: Uint8Array[]) => frames.map((f) => Buffer.from(f).toString('hex'));
    expect(hex(two.audience)).toStrictEqual(hex(zero.audience));
    // B's join frame carries B's own last asks (its deployment steps, ids its device made): the same
    // size, and the same message without them; every later frame the same bytes.
    expect(hex(two.b.slice(1))).toStrictEqual(hex(zero.b.slice(1)));
    expect(two.b[0]?.length).toBe(zero.b[0]?.length);
    expect(two.first).toStrictEqual(zero.first);
    expect(zero.last.view.log.map((e) => e.text).join('\n')).toContain('Coordinated Order');
  });
});

describe('a Coordinated BS Attack: the same frames whichever model of the Decoy user is real (D161)', () => {
  it('B and the audience receive the same bytes, and the attack with its Spearhead is told to them', async () => {
    const zero = await play('shoot0');
    const two = await play('shoot2');
    const hex = (frames: Uint8Array[]) => frames.map((f) => Buffer.from(f).toString('hex'));
    expect(hex(two.audience)).toStrictEqual(hex(zero.audience));
    expect(hex(two.b.slice(1))).toStrictEqual(hex(zero.b.slice(1)));
    expect(two.first).toStrictEqual(zero.first);
    const log = zero.last.view.log.map((e) => e.text).join('\n');
    expect(log).toContain('the Spearhead, the Line Trooper, rolls half its Burst');
    expect(zero.last.view.phase.order?.teamLead).toBeDefined();
  });
});
