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
import { hotSeatSetup, type RosterEntry } from '../tests/storeFixtures.ts';
import { GameFile } from './games.ts';
import { startServerProcess, type ServerProcess } from './process.ts';
import { deploy, END_A as END, idOf, playWatched } from './testFrames.ts';

const PORT = 4396;
const RANDOM: RandomSpec = { key: '6b'.repeat(32) };
const SECRETS = { A: 'mines-seat-a', B: 'mines-seat-b' };
const B_ROSTER: RosterEntry[] = ['line-trooper', 'heavy-s4'];

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
const play = (game: string) => playWatched(PORT, game, SECRETS, GAMES[game]!.script);

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
