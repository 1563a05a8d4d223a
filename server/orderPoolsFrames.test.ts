// The Combat Groups' Order pools over the real server's frames (RULES.md §5.1; decisions D155–D157): two
// games that differ only in the Combat Group of one of Player A's troopers (2 or 3). In both, A spends
// that trooper's group's only Order, is refused a second activation of it (its group's pool is empty),
// then spends an Order of group 1 and ends the turn. Player B's device and the audience receive the same
// frames, in count, order, size and bytes: the refusal sends them nothing, and the total Orders left is
// all they read. Both games share one key, so their dice and ids agree.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, RandomSpec } from '../src/engine/index.ts';
import { play as playMatch, startMatch, type Match, type Packet } from '../src/match/match.ts';
import { hotSeatSetup } from '../tests/storeFixtures.ts';
import { GameFile } from './games.ts';
import { startServerProcess, type ServerProcess } from './process.ts';
import { playWatched, type Refused } from './testFrames.ts';

const PORT = 4930;
const RANDOM: RandomSpec = { key: '4a'.repeat(32) };
const SECRETS = { A: 'pools-seat-a', B: 'pools-seat-b' };
/** The Combat Group of A's third Line Trooper, the one secret of each game. */
const GAMES = { group2: 2, group3: 3 } as const;

/** A's three Line Troopers on the row y = 10 (the third of `group`); B's faces away, far down the table. */
function deployed(group: number): Match {
  const s = hotSeatSetup({ A: ['line-trooper', 'line-trooper', 'line-trooper'], B: ['line-trooper'] });
  const third = s.game?.rosters.A[2];
  if (third) third.combatGroup = group;
  let m = startMatch(s, RANDOM, 'two');
  const ids = (seat: 'A' | 'B') => Object.values(m.state.troopers).filter((t) => t.owner === seat);
  const put = (seat: 'A' | 'B', n: number, x: number, y: number): Action => ({
    type: 'deploy',
    seat,
    trooperId: ids(seat)[n]?.id ?? '',
    form: 'model',
    at: { x, y },
    facing: 90,
  });
  const steps: (() => Action)[] = [
    () => put('A', 0, 10, 10),
    () => put('A', 1, 20, 10),
    () => ({ type: 'endDeployment', seat: 'A' }),
    () => ({ type: 'endDeployment', seat: 'B' }),
    () => put('A', 2, 30, 10),
    () => ({ type: 'endDeployment', seat: 'A' }),
    () => put('B', 0, 24, 44),
    () => ({ type: 'endDeployment', seat: 'B' }),
  ];
  for (const step of steps) {
    const r = playMatch(m, step());
    if (!r.ok) throw new Error(r.applied.ok ? 'refused' : (r.applied.violations[0]?.message ?? 'refused'));
    m = r.match;
  }
  return m;
}

const pieceAt = (p: Packet, x: number, y: number) =>
  p.view.pieces.find((q) => q.x === x && q.y === y)?.id ?? '';

/** An Order of the trooper at (x, 10): activated, Idle twice (B's trooper faces away: no ARO). */
const idle = (p: Packet, x: number): Action[] => [
  { type: 'activate', seat: 'A', pieceId: pieceAt(p, x, 10) },
  { type: 'declare', seat: 'A', skill: 'idle' },
  { type: 'declare', seat: 'A', skill: 'idle' },
];

const script = (p: Packet): (Action | Refused)[] => [
  ...idle(p, 30),
  { refused: { type: 'activate', seat: 'A', pieceId: pieceAt(p, 30, 10) } },
  ...idle(p, 10),
  { type: 'endTurn', seat: 'A' },
];

let running: ServerProcess;

beforeAll(async () => {
  const database = join(mkdtempSync(join(tmpdir(), 'pools-')), 'games.sqlite');
  const file = new GameFile(database);
  for (const [id, group] of Object.entries(GAMES)) {
    // The deployment played before the test is written as the game's first steps.
    const match = deployed(group);
    const start = startMatch(match.setup, RANDOM, 'two');
    file.create(id, start, SECRETS);
    file.save(id, start, match, match.actions.length, {});
  }
  file.close();
  running = await startServerProcess({ port: PORT, database });
});
afterAll(() => {
  running.kill();
});

describe('the Combat Groups’ Order pools: the same frames whatever a trooper’s group (RULES.md §5.1; D155)', () => {
  it('group 2 or group 3, a refusal for its empty pool included: B and the audience receive the same bytes', async () => {
    const two = await playWatched(PORT, 'group2', SECRETS, script);
    const three = await playWatched(PORT, 'group3', SECRETS, script);
    for (const who of ['b', 'audience'] as const) {
      expect(two[who].length).toBeGreaterThan(0);
      expect(three[who].map((f) => Buffer.from(f).toString('hex'))).toStrictEqual(
        two[who].map((f) => Buffer.from(f).toString('hex')),
      );
    }
    // A alone was told why, naming its own group.
    expect(two.refusals[0]).toContain('Combat Group 2 has no Regular Order left for Line Trooper');
    expect(three.refusals[0]).toContain('Combat Group 3 has no Regular Order left for Line Trooper');
    const said = (p: Packet) => p.view.log.map((e) => e.text).join('\n');
    expect(said(two.last)).toContain('(Combat Group 1: 2 · Combat Group 2: 1)');
    expect(said(three.last)).toContain('(Combat Group 1: 2 · Combat Group 3: 1)');
  });
});
