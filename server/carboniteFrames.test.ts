// Carbonite on a Holoecho piece over the real server's frames (RULES.md §18.13, §10.4; D128, D144):
// B's Echo Operative (Heavy Infantry, so Hackable) stands in Holoecho State as three pieces, the real one
// chosen differently in two games; A's Field Hacker runs Carbonite on the same piece inside its Hacking
// Area. The game then waits for B's ARO. A's device and the audience receive the same frames in both
// games, in count, order, size and bytes: declaring the program never tells which piece is real.
// Both games are written with the same key, so their ids agree.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, RandomSpec } from '../src/engine/index.ts';
import { play as playMatch, startMatch, type Match, type Packet } from '../src/match/match.ts';
import { RemoteMatch } from '../src/store/net/remoteMatch.ts';
import { hotSeatSetup } from '../tests/storeFixtures.ts';
import { GameFile } from './games.ts';
import { startServerProcess, type ServerProcess } from './process.ts';
import { until, watchFrames } from './testFrames.ts';

const PORT = 4850;
const server = `http://127.0.0.1:${String(PORT)}`;
const RANDOM: RandomSpec = { key: '5c'.repeat(32) };
const SECRETS = { A: 'carbonite-seat-a', B: 'carbonite-seat-b' };

/**
 * The game deployed: A's Field Hacker at (24, 23) and a Line Trooper at (4, 6); B's Echo Operative in
 * Holoecho State at (24, 27) with its Holoechoes at (20, 27) and (28, 27), `real` naming the real one,
 * and a Line Trooper at (4, 44). Infiltration lets both stand at the centre line.
 */
function deployed(real: number): { start: Match; after: Match } {
  const setup = hotSeatSetup({ A: ['field-hacker', 'line-trooper'], B: ['holoprojector', 'line-trooper'] });
  const game = setup.game!;
  game.rosters.A[0]!.skills.push({ skill: 'Infiltration' });
  game.rosters.B[0]!.skills.push({ skill: 'Infiltration' });
  game.rosters.B[0]!.troopType = 'HI';
  const start = startMatch(setup, RANDOM, 'two');
  let m = start;
  const of = (seat: 'A' | 'B', name: string) =>
    Object.values(m.state.troopers).find((t) => t.owner === seat && t.profile.name === name)?.id ?? '';
  const step = (
    seat: 'A' | 'B',
    trooperId: string,
    form: string,
    x: number,
    y: number,
    more = {},
  ): Action[] => [
    {
      type: 'deploy',
      seat,
      trooperId,
      form,
      at: { x, y },
      facing: seat === 'A' ? 90 : 270,
      ...more,
    } as Action,
    { type: 'endDeployment', seat },
  ];
  const holoecho = {
    extras: [
      { x: 20, y: 27 },
      { x: 28, y: 27 },
    ],
    real,
  };
  for (const action of [
    ...step('A', of('A', 'Field Hacker'), 'model', 24, 23),
    ...step('B', of('B', 'Echo Operative'), 'Holoecho', 24, 27, holoecho),
    ...step('A', of('A', 'Line Trooper'), 'model', 4, 6),
    ...step('B', of('B', 'Line Trooper'), 'model', 4, 44),
  ]) {
    const r = playMatch(m, action);
    if (!r.ok) throw new Error('a deployment step was refused');
    m = r.match;
  }
  return { start, after: m };
}

let running: ServerProcess;

beforeAll(async () => {
  const database = join(mkdtempSync(join(tmpdir(), 'carbonite-')), 'games.sqlite');
  const file = new GameFile(database);
  for (const [id, real] of [
    ['real-here', 1],
    ['real-elsewhere', 0],
  ] as const) {
    const { start, after } = deployed(real);
    file.create(id, start, SECRETS);
    file.save(id, start, after, after.actions.length, null);
  }
  file.close();
  running = await startServerProcess({ port: PORT, database });
});
afterAll(() => {
  running.kill();
});

/** A's hacker runs Carbonite on the piece at (20, 27) while the audience watches; what A and the audience received. */
async function play(game: string) {
  const packets: Packet[] = [];
  const a = await RemoteMatch.open(
    { server, game, secret: SECRETS.A },
    { packet: (p) => packets.push(p), presence: () => undefined, connection: () => undefined },
  );
  await until(() => packets.length > 0);
  const audience = await watchFrames(PORT, game);
  await until(() => audience.messages.some((m) => m.kind === 'presence' && m.presence.audience === 1));
  const pieces = packets.at(-1)!.view.pieces;
  const hacker = pieces.find((p) => p.owner === 'A' && p.x === 24 && p.y === 23)?.id ?? '';
  const target = pieces.find((p) => p.owner === 'B' && p.x === 20 && p.y === 27)?.id ?? '';
  const script: Action[] = [
    { type: 'activate', seat: 'A', pieceId: hacker },
    { type: 'declare', seat: 'A', skill: 'carbonite', target },
  ];
  for (const action of script) {
    const answer = await a.ask({ type: 'play', action });
    if (!answer.ok) throw new Error(`${game}: ${answer.violations[0]?.message ?? ''}`);
  }
  await until(() => audience.packets() >= 3);
  await new Promise((r) => setTimeout(r, 150));
  const seen = { a: packets.map((p) => JSON.stringify(p)), audience: audience.frames, last: packets.at(-1)! };
  await Promise.all([a.leave(), audience.room.leave(true)]);
  return seen;
}

const hex = (fs: Uint8Array[]) => fs.map((f) => Buffer.from(f).toString('hex'));

describe('Carbonite on a Holoecho piece: the same frames whichever piece is real (D128, D144)', () => {
  it('A’s device and the audience receive the same packets', async () => {
    const here = await play('real-here');
    const elsewhere = await play('real-elsewhere');
    // The program was declared, and the game waits for B's ARO in both games.
    expect(here.last.view.phase.acting).toBe('B');
    expect(here.a).toStrictEqual(elsewhere.a);
    expect(hex(here.audience)).toStrictEqual(hex(elsewhere.audience));
  });
});
