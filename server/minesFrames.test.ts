// Mines under CAMO markers over the real server's frames (RULES.md §18.7.1, ARCHITECTURE.md §10): two
// games that differ only in whether one CAMO marker (−3) is a Field Sapper's Mine or a Camo Sniper give
// Player B's device and the audience the same frames, in count, order, size and bytes. Both games are
// written into one file with the same key, so their dice and ids agree (as in metadata.test.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, RandomSpec } from '../src/engine/index.ts';
import { startMatch, type Packet } from '../src/match/match.ts';
import { RemoteMatch } from '../src/store/net/remoteMatch.ts';
import { hotSeatSetup, type RosterEntry } from '../tests/storeFixtures.ts';
import { GameFile } from './games.ts';
import { startServerProcess, type ServerProcess } from './process.ts';
import { deploy, END_A as END, idOf, until, watchFrames } from './testFrames.ts';

const PORT = 4396;
const server = `http://127.0.0.1:${String(PORT)}`;
const RANDOM: RandomSpec = { key: '6b'.repeat(32) };
const SECRETS = { A: 'mines-seat-a', B: 'mines-seat-b' };
const B_ROSTER: RosterEntry[] = ['line-trooper', 'heavy-s4'];

const watch = (game: string, secret?: string) => watchFrames(PORT, game, secret);

const GAMES: Record<string, { roster: RosterEntry[]; script: (p: Packet) => Action[] }> = {
  mine: {
    roster: ['sapper', 'line-trooper'],
    script: (p) => [deploy(idOf(p, 'Field Sapper'), 'model', 20, 6, { mine: { x: 26, y: 6 } }), END],
  },
  trooper: {
    roster: ['sapper', 'camo-sniper', 'line-trooper'],
    script: (p) => [
      deploy(idOf(p, 'Field Sapper'), 'model', 20, 6),
      deploy(idOf(p, 'Camo Sniper'), 'CAMO', 26, 6),
      END,
    ],
  },
};

let running: ServerProcess;

beforeAll(async () => {
  const database = join(mkdtempSync(join(tmpdir(), 'mines-')), 'games.sqlite');
  const file = new GameFile(database);
  for (const [id, side] of Object.entries(GAMES)) {
    file.create(id, startMatch(hotSeatSetup({ A: side.roster, B: B_ROSTER }), RANDOM, 'two'), SECRETS);
  }
  file.close();
  running = await startServerProcess({ port: PORT, database });
});
afterAll(() => {
  running.kill();
});

/** Plays A's script while B and the audience watch; the frames they received. */
async function play(game: string) {
  const packets: Packet[] = [];
  const a = await RemoteMatch.open(
    { server, game, secret: SECRETS.A },
    { packet: (p) => packets.push(p), presence: () => undefined, connection: () => undefined },
  );
  await until(() => packets.length > 0);
  const b = await watch(game, SECRETS.B);
  const audience = await watch(game);
  await until(() => b.messages.some((m) => m.kind === 'presence' && m.presence.audience === 1));
  await until(() => audience.messages.some((m) => m.kind === 'presence' && m.presence.audience === 1));
  for (const action of GAMES[game]!.script(packets.at(-1)!)) {
    const answer = await a.ask({ type: 'play', action });
    if (!answer.ok) throw new Error(`${game}: ${answer.violations[0]?.message ?? ''}`);
  }
  await until(() => b.packets() >= 2 && audience.packets() >= 2);
  await new Promise((r) => setTimeout(r, 150));
  const seen = { b: b.frames, audience: audience.frames, bPackets: b.packets(), last: packets.at(-1)! };
  await Promise.all([a.leave(), b.room.leave(true), audience.room.leave(true)]);
  return seen;
}

describe('a Mine or a trooper under the CAMO marker: the same frames (RULES.md §18.7.1)', () => {
  it('B and the audience receive the same bytes; A reads its Mine as a Mine', async () => {
    const mine = await play('mine');
    const trooper = await play('trooper');
    expect(mine.bPackets).toBe(2);
    for (const who of ['b', 'audience'] as const) {
      expect(trooper[who].map((f) => Buffer.from(f).toString('hex'))).toStrictEqual(
        mine[who].map((f) => Buffer.from(f).toString('hex')),
      );
    }
    const labels = mine.last.view.pieces.map((p) => p.label);
    expect(labels).toContain('Mine (placed by Field Sapper) (CAMO marker)');
  });
});
