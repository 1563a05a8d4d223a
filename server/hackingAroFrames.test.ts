// AROs through the Hacking Area over the real server's frames (RULES.md §18.13.2, A33; D137, D138):
// B's Camo Sniper, with a Hacking Device or without, stands as a CAMO marker behind a wall; A's Line
// Trooper moves inside its Zone of Control (its Hacking Area when it is a Hacker), out of its LoF. The
// game then waits for B's ARO. A's device and the audience receive the same frames in both games, in
// count, order, size and bytes: ARO eligibility never tells the active seat which marker is a Hacker.
// Both games are written with the same key, so their ids agree.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, RandomSpec } from '../src/engine/index.ts';
import type { Scenery } from '../src/rules/index.ts';
import { play as playMatch, startMatch, type Match, type Packet } from '../src/match/match.ts';
import { RemoteMatch } from '../src/store/net/remoteMatch.ts';
import { hotSeatSetup } from '../tests/storeFixtures.ts';
import { GameFile } from './games.ts';
import { startServerProcess, type ServerProcess } from './process.ts';
import { until, watchFrames } from './testFrames.ts';

const PORT = 4770;
const server = `http://127.0.0.1:${String(PORT)}`;
const RANDOM: RandomSpec = { key: '4f'.repeat(32) };
const SECRETS = { A: 'hacking-aro-seat-a', B: 'hacking-aro-seat-b' };

/** A tall wall along the centre line, between A's mover and B's marker. */
const WALL: Scenery = {
  id: 's-wall',
  name: 'Wall',
  height: 'tall',
  polygon: [
    { x: 16, y: 24 },
    { x: 32, y: 24 },
    { x: 32, y: 24.5 },
    { x: 16, y: 24.5 },
  ],
};

/** The game deployed: A's Line Troopers at (24, 20) and (4, 6), B's CAMO at (24, 27) and a Line Trooper at (4, 44). */
function deployed(hacker: boolean): { start: Match; after: Match } {
  const setup = hotSeatSetup({ A: ['line-trooper', 'line-trooper'], B: ['camo-sniper', 'line-trooper'] });
  setup.scenery = [WALL];
  const game = setup.game!;
  game.rosters.A[0]!.skills.push({ skill: 'Infiltration' });
  game.rosters.B[0]!.skills.push({ skill: 'Infiltration' });
  if (hacker) game.rosters.B[0]!.hacker = true;
  const start = startMatch(setup, RANDOM, 'two');
  let m = start;
  const of = (seat: 'A' | 'B', name: string, nth = 0) =>
    Object.values(m.state.troopers).filter((t) => t.owner === seat && t.profile.name === name)[nth]?.id ?? '';
  const step = (seat: 'A' | 'B', trooperId: string, form: string, x: number, y: number): Action[] => [
    { type: 'deploy', seat, trooperId, form, at: { x, y }, facing: 90 } as Action,
    { type: 'endDeployment', seat },
  ];
  for (const action of [
    ...step('A', of('A', 'Line Trooper'), 'model', 24, 20),
    ...step('B', of('B', 'Camo Sniper'), 'CAMO', 24, 27),
    ...step('A', of('A', 'Line Trooper', 1), 'model', 4, 6),
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
  const database = join(mkdtempSync(join(tmpdir(), 'hacking-aro-')), 'games.sqlite');
  const file = new GameFile(database);
  for (const [id, hacker] of [
    ['hacker', true],
    ['plain', false],
  ] as const) {
    const { start, after } = deployed(hacker);
    file.create(id, start, SECRETS);
    file.save(id, start, after, after.actions.length, null);
  }
  file.close();
  running = await startServerProcess({ port: PORT, database });
});
afterAll(() => {
  running.kill();
});

/** A moves its Line Trooper at (24, 20) to (24, 22) while the audience watches; what A and the audience received. */
async function play(game: string) {
  const packets: Packet[] = [];
  const a = await RemoteMatch.open(
    { server, game, secret: SECRETS.A },
    { packet: (p) => packets.push(p), presence: () => undefined, connection: () => undefined },
  );
  await until(() => packets.length > 0);
  const audience = await watchFrames(PORT, game);
  await until(() => audience.messages.some((m) => m.kind === 'presence' && m.presence.audience === 1));
  const mover =
    packets.at(-1)!.view.pieces.find((p) => p.owner === 'A' && p.x === 24 && p.y === 20)?.id ?? '';
  const script: Action[] = [
    { type: 'activate', seat: 'A', pieceId: mover },
    { type: 'declare', seat: 'A', skill: 'move', to: { [mover]: { x: 24, y: 22 } } },
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

describe('a CAMO marker that may react through its Hacking Area: the same frames as any CAMO marker (D138)', () => {
  it('A’s device and the audience receive the same packets whether the marker is a Hacker or not', async () => {
    const hacker = await play('hacker');
    const plain = await play('plain');
    // The game waits for B's ARO: the marker is in the mover's path's ZoC in both games.
    expect(hacker.last.view.phase.acting).toBe('B');
    expect(hacker.a).toStrictEqual(plain.a);
    expect(hex(hacker.audience)).toStrictEqual(hex(plain.audience));
  });
});
