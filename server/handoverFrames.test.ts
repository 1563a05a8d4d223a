// The idle handover skipped over the real server's frames (decisions D28, D205): with "skip the
// handover when the other player has nothing to decide" on, two games that differ only in a private
// fact of the trooper under Player A's CAMO marker (its points) give Player B's device and the audience the same
// frames, in count, order, size and bytes, as A activates the marker and moves it. Whether B is asked
// is worked out from the public table alone, so it cannot tell B anything of the marker's trooper. Both games
// are written into one file with the same key, so their dice and ids agree.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, RandomSpec } from '../src/engine/index.ts';
import { play as playMatch, startMatch, type Match, type Packet } from '../src/match/match.ts';
import { hotSeatSetup } from '../tests/storeFixtures.ts';
import { GameFile } from './games.ts';
import { startServerProcess, type ServerProcess } from './process.ts';
import { END_A, deploy, playWatched } from './testFrames.ts';

const PORT = 4975;
const RANDOM: RandomSpec = { key: '5a'.repeat(32) };
const SECRETS = { A: 'handover-seat-a', B: 'handover-seat-b' };
const MARKER = { x: 20, y: 6 };

function trooperId(m: Match, seat: 'A' | 'B', name: string): string {
  const t = Object.values(m.state.troopers).find((x) => x.owner === seat && x.profile.name === name);
  if (!t) throw new Error(`no ${name} for ${seat}`);
  return t.id;
}

/**
 * A's Camo Sniper under a CAMO marker at (20, 6) (its points, private, differ between the two
 * games), a Line Trooper; B's two Line Troopers across the table. Deployment complete, A's turn.
 */
function game(points: number): Match {
  const s = hotSeatSetup({ A: ['camo-sniper', 'line-trooper'], B: ['line-trooper', 'line-trooper'] });
  if (s.game) {
    s.game.askEveryDeclaration = true;
    s.game.skipIdleHandover = true;
    const sniper = s.game.rosters.A[0];
    if (sniper) sniper.points = points;
  }
  const steps: ((m: Match) => Action)[] = [
    (m) => deploy(trooperId(m, 'A', 'Camo Sniper'), 'CAMO', MARKER.x, MARKER.y),
    () => END_A,
    (m) => ({
      type: 'deploy',
      seat: 'B',
      trooperId: Object.values(m.state.troopers).filter((t) => t.owner === 'B')[0]?.id ?? '',
      form: 'model',
      at: { x: 30, y: 42 },
      facing: 270,
    }),
    () => ({ type: 'endDeployment', seat: 'B' }),
    (m) => deploy(trooperId(m, 'A', 'Line Trooper'), 'model', 40, 4),
    () => END_A,
    (m) => ({
      type: 'deploy',
      seat: 'B',
      trooperId: Object.values(m.state.troopers).filter((t) => t.owner === 'B')[1]?.id ?? '',
      form: 'model',
      at: { x: 8, y: 44 },
      facing: 270,
    }),
    () => ({ type: 'endDeployment', seat: 'B' }),
  ];
  let now = startMatch(s, RANDOM, 'two');
  for (const step of steps) {
    const r = playMatch(now, step(now));
    if (!r.ok) throw new Error(r.applied.ok ? 'refused' : (r.applied.violations[0]?.message ?? 'refused'));
    now = r.match;
  }
  return now;
}

/** A activates its CAMO marker and moves it 2" along its own edge. */
const order = (a: Packet): Action[] => {
  const marker = a.view.pieces.find((p) => p.owner === 'A' && p.x === MARKER.x && p.y === MARKER.y)?.id ?? '';
  if (!marker) throw new Error(`no marker: ${JSON.stringify(a.view.pieces.map((p) => [p.kind, p.x, p.y]))}`);
  return [
    { type: 'activate', seat: 'A', pieceId: marker },
    { type: 'declare', seat: 'A', skill: 'move', to: { [marker]: { x: MARKER.x + 2, y: MARKER.y } } },
  ];
};

let running: ServerProcess;

beforeAll(async () => {
  const database = join(mkdtempSync(join(tmpdir(), 'handover-')), 'games.sqlite');
  const file = new GameFile(database);
  for (const [id, match] of [
    ['small', game(20)],
    ['large', game(40)],
  ] as const) {
    // The deployment played before the test is written as the game's first steps.
    const start = startMatch(match.setup, RANDOM, 'two');
    file.create(id, start, SECRETS);
    file.save(id, start, match, match.actions.length, {});
  }
  file.close();
  running = await startServerProcess({ port: PORT, database });
}, 30_000);
afterAll(() => {
  running.kill();
});

describe('the idle handover skipped: the same frames whatever is under the marker (D205)', () => {
  it('a trooper of 20 or of 40 points under A’s CAMO marker: B and the audience receive the same bytes', async () => {
    const small = await playWatched(PORT, 'small', SECRETS, order);
    const large = await playWatched(PORT, 'large', SECRETS, order);
    for (const who of ['b', 'audience'] as const) {
      expect(small[who].length).toBeGreaterThan(0);
      expect(large[who].map((f) => Buffer.from(f).toString('hex'))).toStrictEqual(
        small[who].map((f) => Buffer.from(f).toString('hex')),
      );
    }
    expect(large.bPackets).toBe(small.bPackets);
    // The Move was declared in both: A's last view holds it.
    expect(small.last.view.log.some((l) => l.text.includes('declared the first skill: Move'))).toBe(true);
  });
});
