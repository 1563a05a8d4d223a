// Airborne Deployment over the real server's frames (RULES.md §10.7, §18.11; decisions D97, D102): two
// pairs of games that differ only in a secret give Player B's device and the audience the same frames,
// in count, order, size and bytes:
// - which of two Camouflaged paratroopers kept off the table arrives under the CAMO marker;
// - whether the trooper kept off the table is a Decoy user.
// Each pair is written into one file with the same key, so their dice and ids agree.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, RandomSpec } from '../src/engine/index.ts';
import { play as playMatch, startMatch, type Match, type Packet } from '../src/match/match.ts';
import { hotSeatSetup } from '../tests/storeFixtures.ts';
import { baseRadiusInches } from '../src/rules/index.ts';
import { GameFile } from './games.ts';
import { startServerProcess, type ServerProcess } from './process.ts';
import { deploy, END_A, idOf, playWatched } from './testFrames.ts';

const PORT = 4530;
const RANDOM: RandomSpec = { key: '3e'.repeat(32) };
const SECRETS = { A: 'airborne-seat-a', B: 'airborne-seat-b' };
const keep = (trooperId: string): Action => ({ type: 'keepAirborne', seat: 'A', trooperId });

/** The id of a seat's trooper by name, from the whole truth (for the deployment played before the test). */
function trooperId(m: Match, seat: 'A' | 'B', name: string): string {
  const t = Object.values(m.state.troopers).find((x) => x.owner === seat && x.profile.name === name);
  if (!t) throw new Error(`no ${name} for ${seat}`);
  return t.id;
}

/** Plays deployment steps into the match before the server opens it (both seats' own steps). */
function played(m: Match, steps: ((m: Match) => Action)[]): Match {
  let now = m;
  for (const step of steps) {
    const r = playMatch(now, step(now));
    if (!r.ok) throw new Error(r.applied.ok ? 'refused' : (r.applied.violations[0]?.message ?? 'refused'));
    now = r.match;
  }
  return now;
}

/** Both Camouflaged paratroopers kept off the table; deployment complete, A's first turn. */
function paratroopers(): Match {
  const s = hotSeatSetup({
    A: ['camo-sniper', 'frenzy-raider', 'line-trooper'],
    B: ['line-trooper', 'heavy-s4'],
  });
  for (const p of s.game?.rosters.A ?? []) p.skills.push({ skill: 'Parachutist' });
  const deployB =
    (name: string, x: number, y: number) =>
    (m: Match): Action => ({
      type: 'deploy',
      seat: 'B',
      trooperId: trooperId(m, 'B', name),
      form: 'model',
      at: { x, y },
      facing: 270,
    });
  return played(startMatch(s, RANDOM, 'two'), [
    (m) => keep(trooperId(m, 'A', 'Camo Sniper')),
    (m) => keep(trooperId(m, 'A', 'Frenzied Raider')),
    () => END_A,
    deployB('Line Trooper', 40, 42),
    () => ({ type: 'endDeployment', seat: 'B' }),
    (m) => deploy(trooperId(m, 'A', 'Line Trooper'), 'model', 30, 6),
    () => END_A,
    deployB('Bulwark Walker', 10, 42),
    () => ({ type: 'endDeployment', seat: 'B' }),
  ]);
}

/** `under` lands with Parachutist as a CAMO marker at the side edge. */
const arrival =
  (under: string) =>
  (a: Packet): Action[] => [
    {
      type: 'arrive',
      seat: 'A',
      trooperId: idOf(a, under),
      skill: 'Parachutist',
      form: 'CAMO',
      at: { x: baseRadiusInches(2), y: 24 },
      facing: 0,
    },
  ];

/** The Lure Specialist waits off the table, a Decoy user or not; A's step ends. */
const reserve = (a: Packet): Action[] => [
  keep(idOf(a, 'Lure Specialist')),
  deploy(idOf(a, 'Line Trooper'), 'model', 10, 6),
  END_A,
];

function lure(decoy: boolean): Match {
  const s = hotSeatSetup({ A: ['decoy-user', 'line-trooper', 'line-trooper'], B: ['line-trooper'] });
  const user = s.game?.rosters.A[0];
  if (user) {
    user.skills = [...user.skills.filter((k) => decoy || k.skill !== 'Decoy'), { skill: 'CombatJump' }];
  }
  return startMatch(s, RANDOM, 'two');
}

const GAMES: Record<string, { match: () => Match; script: (a: Packet) => Action[] }> = {
  sniper: { match: paratroopers, script: arrival('Camo Sniper') },
  raider: { match: paratroopers, script: arrival('Frenzied Raider') },
  decoy: { match: () => lure(true), script: reserve },
  plain: { match: () => lure(false), script: reserve },
};

let running: ServerProcess;

beforeAll(async () => {
  const database = join(mkdtempSync(join(tmpdir(), 'airborne-')), 'games.sqlite');
  const file = new GameFile(database);
  for (const [id, g] of Object.entries(GAMES)) {
    // The deployment played before the test is written as the game's first steps.
    const match = g.match();
    const start = startMatch(match.setup, RANDOM, 'two');
    file.create(id, start, SECRETS);
    if (match.actions.length) file.save(id, start, match, match.actions.length, {});
  }
  file.close();
  running = await startServerProcess({ port: PORT, database });
});
afterAll(() => {
  running.kill();
});

/** Plays A's script while B and the audience watch; the frames they received. */
const play = (game: string) => playWatched(PORT, game, SECRETS, GAMES[game]!.script);

function expectSameFrames(x: Awaited<ReturnType<typeof play>>, y: Awaited<ReturnType<typeof play>>) {
  for (const who of ['b', 'audience'] as const) {
    expect(x[who].length).toBeGreaterThan(0);
    expect(y[who].map((f) => Buffer.from(f).toString('hex'))).toStrictEqual(
      x[who].map((f) => Buffer.from(f).toString('hex')),
    );
  }
}

describe('Airborne Deployment: the same frames whatever the secret (RULES.md §10.7, §18.11)', () => {
  it('which paratrooper lands under the CAMO marker: B and the audience receive the same bytes', async () => {
    const sniper = await play('sniper');
    const raider = await play('raider');
    expectSameFrames(sniper, raider);
    const said = (p: Packet) => p.view.log.map((e) => e.text).join('\n');
    expect(said(sniper.last)).toContain("spends Camo Sniper's own Order on an Airborne Deployment");
    expect(said(raider.last)).toContain("spends Frenzied Raider's own Order on an Airborne Deployment");
  });

  it('whether the trooper kept off the table is a Decoy user: the same bytes', async () => {
    expectSameFrames(await play('decoy'), await play('plain'));
  });
});
