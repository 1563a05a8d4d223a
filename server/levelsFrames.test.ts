// Heights and levels over the real server's frames (RULES.md §10.2, §1.1; decisions D28, D168): two
// games that differ only in where Player A writes down its Hidden Deployment trooper — on a 4" roof or
// on the ground behind a wall — give Player B's device and the audience the same frames, in count,
// order, size and bytes. Both are written into one file with the same key, so their dice and ids agree.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, RandomSpec } from '../src/engine/index.ts';
import { startMatch, type Packet } from '../src/match/match.ts';
import { hotSeatSetup } from '../tests/storeFixtures.ts';
import type { Scenery } from '../src/rules/index.ts';
import { GameFile } from './games.ts';
import { startServerProcess, type ServerProcess } from './process.ts';
import { deploy, END_A, idOf, playWatched } from './testFrames.ts';

const PORT = 4970;
const RANDOM: RandomSpec = { key: '4f'.repeat(32) };
const SECRETS = { A: 'levels-seat-a', B: 'levels-seat-b' };

const square = (x0: number, y0: number, x1: number, y1: number) => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];
const SCENERY: Scenery[] = [
  { id: 's-roof', name: 'Tower', height: 'tall', heightIn: 4, polygon: square(30, 2, 36, 8) },
  { id: 's-wall', name: 'Wall', height: 'low', heightIn: 1.6, polygon: square(8, 9, 16, 9.5) },
];

/** A writes its Veil Stalker down at `at` by Hidden Deployment and ends its step. */
const hide =
  (at: [number, number]) =>
  (a: Packet): Action[] => [deploy(idOf(a, 'Veil Stalker'), 'model', at[0], at[1], { hidden: true }), END_A];

const GAMES = { roof: hide([33, 5]), ground: hide([12, 6]) };

let running: ServerProcess;

beforeAll(async () => {
  const database = join(mkdtempSync(join(tmpdir(), 'levels-')), 'games.sqlite');
  const file = new GameFile(database);
  const setup = {
    ...hotSeatSetup({ A: ['veil-stalker', 'line-trooper'], B: ['line-trooper'] }),
    scenery: SCENERY,
  };
  for (const id of Object.keys(GAMES)) file.create(id, startMatch(setup, RANDOM, 'two'), SECRETS);
  file.close();
  running = await startServerProcess({ port: PORT, database });
}, 30_000);
afterAll(() => {
  running.kill();
});

const play = (game: keyof typeof GAMES) => playWatched(PORT, game, SECRETS, GAMES[game]);

describe('Hidden Deployment on a roof: the same frames whatever the level (RULES.md §10.2, D168)', () => {
  it('a trooper written on a 4" roof or on the ground: B and the audience receive the same bytes', async () => {
    const roof = await play('roof');
    const ground = await play('ground');
    for (const who of ['b', 'audience'] as const) {
      expect(roof[who].length).toBeGreaterThan(0);
      expect(ground[who].map((f) => Buffer.from(f).toString('hex'))).toStrictEqual(
        roof[who].map((f) => Buffer.from(f).toString('hex')),
      );
    }
    // A itself knows where it wrote its trooper down: on the roof in one game, on the ground in the other.
    const written = (p: Packet) => p.view.ghosts.map((g) => [g.x, g.y]);
    expect(written(roof.last)).toStrictEqual([[33, 5]]);
    expect(written(ground.last)).toStrictEqual([[12, 6]]);
  }, 60_000);
});
