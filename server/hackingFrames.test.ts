// Hackable over the real server's frames (RULES.md §18.13.3, seed 000 row 0.40, decision D128): B's
// Field Hacker stands at the centre line; A deploys an Echo Operative in Holoecho State inside its
// Hacking Area. Two games that differ only in which of the three Holoecho pieces is real (and, in a
// third, in private facts of the trooper: its name in the army list and its points) give Player B's
// device and the audience the same frames, in count, order, size and bytes, while B reads the
// trooper's Hackable (the field is in its frames, never in the audience's). A Hacker deployed under a
// CAMO marker gives them the same frames as a CAMO marker that is none. All games are written with the same key, so their ids agree.
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
import { END_A, idOf, until, watchFrames } from './testFrames.ts';

const PORT = 4650;
const server = `http://127.0.0.1:${String(PORT)}`;
const RANDOM: RandomSpec = { key: '3e'.repeat(32) };
const SECRETS = { A: 'hacking-seat-a', B: 'hacking-seat-b' };

const GAMES: Record<string, { real: number; name?: string; points?: number }> = {
  real0: { real: 0 },
  real2: { real: 2 },
  other: { real: 1, name: 'Echo Operative', points: 31 },
};

/** B deploys first; its Field Hacker and A's Echo Operative have Infiltration (both stand in their own half). */
function startFor(game: string): Match {
  const o = GAMES[game]!;
  const setup = hotSeatSetup({
    A: [
      { id: 'holoprojector', ...(o.name ? { name: o.name } : {}), ...(o.points ? { points: o.points } : {}) },
      'line-trooper',
    ],
    B: ['field-hacker', 'line-trooper'],
  });
  if (!setup.game) throw new Error('no game');
  setup.game.firstDeployer = 'B';
  for (const seat of ['A', 'B'] as const) setup.game.rosters[seat][0]!.skills.push({ skill: 'Infiltration' });
  return startMatch(setup, RANDOM, 'two');
}

/** B's step, played into the file before anyone connects: the Field Hacker at the centre line, in its half. */
function withBStep(m: Match): Match {
  const hacker = Object.values(m.state.troopers).find(
    (t) => t.owner === 'B' && t.profile.name === 'Field Hacker',
  );
  let after = m;
  for (const action of [
    {
      type: 'deploy',
      seat: 'B',
      trooperId: hacker?.id ?? '',
      form: 'model',
      at: { x: 24, y: 25 },
      facing: 270,
    },
    { type: 'endDeployment', seat: 'B' },
  ] as Action[]) {
    const r = playMatch(after, action);
    if (!r.ok) throw new Error('B’s step was refused');
    after = r.match;
  }
  return after;
}

let running: ServerProcess;

beforeAll(async () => {
  const database = join(mkdtempSync(join(tmpdir(), 'hacking-')), 'games.sqlite');
  const file = new GameFile(database);
  for (const id of Object.keys(GAMES)) {
    const start = startFor(id);
    const after = withBStep(start);
    file.create(id, start, SECRETS);
    file.save(id, start, after, after.actions.length, null);
  }
  // A Camo Sniper with a Hacking Device, or the same without: A deploys it as a CAMO marker.
  for (const [id, hacker] of [
    ['camo-hacker', true],
    ['camo-plain', false],
  ] as const) {
    const setup = hotSeatSetup({ A: ['camo-sniper', 'line-trooper'], B: ['line-trooper', 'line-trooper'] });
    if (hacker) setup.game!.rosters.A[0]!.hacker = true;
    file.create(id, startMatch(setup, RANDOM, 'two'), SECRETS);
  }
  file.close();
  running = await startServerProcess({ port: PORT, database });
});
afterAll(() => {
  running.kill();
});

/** A plays `script` while B and the audience watch; the frames they received. */
async function play(game: string, script: (p: Packet) => Action[] = holoecho(game)) {
  const packets: Packet[] = [];
  const a = await RemoteMatch.open(
    { server, game, secret: SECRETS.A },
    { packet: (p) => packets.push(p), presence: () => undefined, connection: () => undefined },
  );
  await until(() => packets.length > 0);
  const b = await watchFrames(PORT, game, SECRETS.B);
  const audience = await watchFrames(PORT, game);
  await until(() => b.messages.some((m) => m.kind === 'presence' && m.presence.audience === 1));
  await until(() => audience.messages.some((m) => m.kind === 'presence' && m.presence.audience === 1));
  for (const action of script(packets.at(-1)!)) {
    const answer = await a.ask({ type: 'play', action });
    if (!answer.ok) throw new Error(`${game}: ${answer.violations[0]?.message ?? ''}`);
  }
  await until(() => b.packets() >= 2 && audience.packets() >= 2);
  await new Promise((r) => setTimeout(r, 150));
  const seen = { b: b.frames, audience: audience.frames, bPackets: b.packets() };
  await Promise.all([a.leave(), b.room.leave(true), audience.room.leave(true)]);
  return seen;
}

/** A deploys its Echo Operative in Holoecho State at the centre line, the real piece as `game` says. */
function holoecho(game: string) {
  return (p: Packet): Action[] => [
    {
      type: 'deploy',
      seat: 'A',
      trooperId: idOf(p, 'Echo Operative'),
      form: 'Holoecho',
      at: { x: 24, y: 21 },
      facing: 90,
      extras: [
        { x: 20, y: 21 },
        { x: 28, y: 21 },
      ],
      real: GAMES[game]?.real ?? 0,
    },
    END_A,
  ];
}

const hex = (fs: Uint8Array[]) => fs.map((f) => Buffer.from(f).toString('hex'));

describe('a Holoecho trooper in an enemy Hacking Area: the same frames whichever piece is real (RULES.md §18.13.3)', () => {
  it('B and the audience receive the same bytes, and B reads Hackable on all three pieces', async () => {
    const runs = [await play('real0'), await play('real2'), await play('other')];
    expect(runs[0]!.bPackets).toBe(2);
    for (const run of runs.slice(1)) {
      for (const who of ['b', 'audience'] as const) {
        expect(run[who].map((f) => Buffer.from(f).toString('hex'))).toStrictEqual(
          runs[0]![who].map((f) => Buffer.from(f).toString('hex')),
        );
      }
    }
    // The field travels to B (by its name in the frames), and never to the audience.
    const text = (fs: Uint8Array[]) => Buffer.concat(fs.map((f) => Buffer.from(f))).toString('latin1');
    expect(text(runs[0]!.b)).toContain('hackable');
    expect(text(runs[0]!.audience)).not.toContain('hackable');
  });
});

describe('a Hacker under a CAMO marker: the same frames as any CAMO marker (RULES.md §18.13, D129)', () => {
  it('B and the audience receive the same bytes whether the marker is a Hacker or not', async () => {
    const script = (p: Packet): Action[] => [
      {
        type: 'deploy',
        seat: 'A',
        trooperId: idOf(p, 'Camo Sniper'),
        form: 'CAMO',
        at: { x: 24, y: 10 },
        facing: 90,
      },
      END_A,
    ];
    const hacker = await play('camo-hacker', script);
    const plain = await play('camo-plain', script);
    expect(hacker.bPackets).toBe(2);
    expect(hex(hacker.b)).toStrictEqual(hex(plain.b));
    expect(hex(hacker.audience)).toStrictEqual(hex(plain.audience));
  });
});
