// Infiltration over the real server's frames (RULES.md §18.11.4, decision D94): two games that differ
// only in which trooper hides under the CAMO marker that infiltrates the enemy half and passes its PH−3
// roll (a Camo Sniper, PH 10, or a Frenzied Raider, PH 12) give Player B's device and the audience the
// same frames, in count, order, size and bytes: the die and the result, never the value rolled against.
// Both games are written into one file with the same key, so their dice (the first is 4) and ids agree.
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

const PORT = 4354;
const RANDOM: RandomSpec = { key: '2d'.repeat(32) };
const SECRETS = { A: 'infiltration-seat-a', B: 'infiltration-seat-b' };
const B_ROSTER: RosterEntry[] = ['line-trooper', 'heavy-s4'];

const A_ROSTER: RosterEntry[] = ['camo-sniper', 'frenzy-raider', 'line-trooper'];

/** A plays the same script in both games but for the trooper it puts under the CAMO marker. */
const script =
  (under: string) =>
  (p: Packet): Action[] => [
    deploy(idOf(p, under), 'CAMO', 20, 30),
    deploy(idOf(p, 'Line Trooper'), 'model', 10, 6),
    END,
  ];
const GAMES: Record<string, { script: (p: Packet) => Action[] }> = {
  sniper: { script: script('Camo Sniper') },
  raider: { script: script('Frenzied Raider') },
};

/** Every trooper of A has Infiltration. */
function setup() {
  const s = hotSeatSetup({ A: A_ROSTER, B: B_ROSTER });
  for (const p of s.game?.rosters.A ?? []) p.skills.push({ skill: 'Infiltration' });
  return s;
}

let running: ServerProcess;

beforeAll(async () => {
  const database = join(mkdtempSync(join(tmpdir(), 'infiltration-')), 'games.sqlite');
  const file = new GameFile(database);
  for (const id of Object.keys(GAMES)) file.create(id, startMatch(setup(), RANDOM, 'two'), SECRETS);
  file.close();
  running = await startServerProcess({ port: PORT, database });
});
afterAll(() => {
  running.kill();
});

/** Plays A's script while B and the audience watch; the frames they received. */
const play = (game: string) => playWatched(PORT, game, SECRETS, GAMES[game]!.script);

describe('an infiltrating CAMO marker that passes: the same frames whatever it hides (RULES.md §18.11.4)', () => {
  it('B and the audience receive the same bytes; A reads the value it rolled against', async () => {
    const sniper = await play('sniper');
    const raider = await play('raider');
    expect(sniper.bPackets).toBe(2);
    for (const who of ['b', 'audience'] as const) {
      expect(raider[who].map((f) => Buffer.from(f).toString('hex'))).toStrictEqual(
        sniper[who].map((f) => Buffer.from(f).toString('hex')),
      );
    }
    const said = (p: Packet) => p.view.log.map((e) => e.text).join('\n');
    expect(said(sniper.last)).toContain('PH−3 roll 4 against 7, passed');
    expect(said(raider.last)).toContain('PH−3 roll 4 against 9, passed');
  });
});
