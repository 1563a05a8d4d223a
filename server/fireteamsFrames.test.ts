// Fireteams over the real server's frames (RULES.md §18.12.1, §10.4, §10.6; decisions D119, D121, D122):
// - a former member deployed again with Decoy leaves its Fireteam while its seat deploys: two games that
//   differ only in which piece of the Decoy group is the trooper give Player B's device and the audience
//   the same frames (the Fireteam was never shown to them, and its end is A's alone);
// - a member that switches Holoecho on in its States Phase leaves, and the Fireteam of one left is
//   cancelled: two games that differ only in the switching trooper's private skills give B and the
//   audience the same frames.
// - a Fireteam's Order attacking (the Team Leader shoots, the other member performs an Idle): the same
//   frames whatever that member hides.
// Each pair is written into one file with the same key, so their dice and ids agree.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, GameSetup, RandomSpec } from '../src/engine/index.ts';
import { startMatch, type Match, type Packet } from '../src/match/match.ts';
import { RemoteMatch } from '../src/store/net/remoteMatch.ts';
import { hotSeatSetup, type RosterEntry } from '../tests/storeFixtures.ts';
import { GameFile } from './games.ts';
import { startServerProcess, type ServerProcess } from './process.ts';
import { deploy, END_A as END, idOf, until, watchFrames } from './testFrames.ts';

const PORT = 4610;
const server = `http://127.0.0.1:${String(PORT)}`;
const RANDOM: RandomSpec = { key: '3f'.repeat(32) };
const SECRETS = { A: 'fireteams-seat-a', B: 'fireteams-seat-b' };
const B_ROSTER: RosterEntry[] = ['line-trooper', 'heavy-s4'];
const at = (x: number, y: number) => ({ x, y });

function sectorial(a: RosterEntry[]): GameSetup {
  const s = hotSeatSetup({ A: a, B: B_ROSTER });
  if (s.game) s.game.sectorial = { A: true };
  return s;
}

/** The Lure Stalker joins a Fireteam as a model, is taken back and deploys with Decoy, `real` its piece. */
const decoyScript =
  (real: number) =>
  (p: Packet): Action[] => {
    const lure = idOf(p, 'Lure Stalker');
    const line = idOf(p, 'Line Trooper');
    return [
      deploy(lure, 'model', 10, 6),
      deploy(line, 'model', 14, 6),
      { type: 'formFireteam', seat: 'A', members: [line, lure], leader: line },
      { type: 'withdrawTrooper', seat: 'A', trooperId: lure },
      deploy(lure, 'Decoy', 10, 6, { extras: [at(8, 9), at(12, 9)], real }),
      END,
    ];
  };

/**
 * A's Fireteam's Order in its first turn: the Team Leader (its Line Trooper) shoots B's Line Trooper
 * with the Fireteam's bonus, the Echo Operative performing an Idle (RULES.md §18.12.1; D162, D163).
 */
const attackScript = (p: Packet): Action[] => {
  const piece = (name: string, seat: 'A' | 'B') =>
    p.view.pieces.find((x) => x.owner === seat && (x.profile?.name ?? x.label).includes(name))?.id ?? '';
  return [
    { type: 'activate', seat: 'A', pieceId: piece('Line Trooper', 'A') },
    { type: 'declare', seat: 'A', skill: 'bsAttack', target: piece('Line Trooper', 'B') },
  ];
};

/** A's Echo Operative switches Holoecho on in A's first turn: its one action over the server. */
const holoScript = (p: Packet): Action[] => {
  const echo = p.view.troopers.find((t) => t.name === 'Echo Operative');
  return [{ type: 'holoechoOn', seat: 'A', pieceId: echo?.pieceIds[0] ?? '' }];
};

const GAMES: Record<string, { match: () => Match; script: (p: Packet) => Action[]; deployed?: true }> = {
  'decoy-0': {
    match: () => startMatch(sectorial(['lure-stalker', 'line-trooper', 'field-officer']), RANDOM, 'two'),
    script: decoyScript(0),
  },
  'decoy-2': {
    match: () => startMatch(sectorial(['lure-stalker', 'line-trooper', 'field-officer']), RANDOM, 'two'),
    script: decoyScript(2),
  },
  'holo-plain': {
    match: () => startMatch(holoSetup(false), RANDOM, 'two'),
    script: holoScript,
    deployed: true,
  },
  'holo-hidden': {
    match: () => startMatch(holoSetup(true), RANDOM, 'two'),
    script: holoScript,
    deployed: true,
  },
  'attack-plain': {
    match: () => startMatch(holoSetup(false), RANDOM, 'two'),
    script: attackScript,
    deployed: true,
  },
  'attack-hidden': {
    match: () => startMatch(holoSetup(true), RANDOM, 'two'),
    script: attackScript,
    deployed: true,
  },
};

/** A: a Line Trooper and an Echo Operative (with Hidden Deployment too when `hides`), a Field Officer. */
function holoSetup(hides: boolean): GameSetup {
  const s = sectorial(['line-trooper', 'holoprojector', 'field-officer']);
  const echo = s.game?.rosters.A[1];
  if (echo && hides) echo.skills.push({ skill: 'HiddenDeployment' });
  return s;
}

let running: ServerProcess;

beforeAll(async () => {
  const database = join(mkdtempSync(join(tmpdir(), 'fireteams-')), 'games.sqlite');
  const file = new GameFile(database);
  for (const [id, g] of Object.entries(GAMES)) file.create(id, g.match(), SECRETS);
  file.close();
  running = await startServerProcess({ port: PORT, database });
});
afterAll(() => {
  running.kill();
});

/**
 * The whole deployment of a Holoecho game, before anybody watches: A's Line Trooper and Echo Operative
 * form a Fireteam, B's troopers stand far off facing away (no LoF to A's), each seat by its own device.
 */
async function deployHolo(game: string, a: RemoteMatch, aPackets: Packet[]): Promise<void> {
  const aLast = () => aPackets.at(-1)!;
  const bPackets: Packet[] = [];
  const b = await RemoteMatch.open(
    { server, game, secret: SECRETS.B },
    { packet: (p) => bPackets.push(p), presence: () => undefined, connection: () => undefined },
  );
  await until(() => bPackets.length > 0);
  // Each device waits for the packet its own step brings, and for the other's at a handover.
  const as = async (who: RemoteMatch, action: Action) => {
    const [mine, other] = who === a ? [aPackets, bPackets] : [bPackets, aPackets];
    const [m, o] = [mine.length, other.length];
    const answer = await who.ask({ type: 'play', action });
    if (!answer.ok) throw new Error(`${game}: ${answer.violations[0]?.message ?? ''}`);
    await until(() => mine.length > m && (action.type !== 'endDeployment' || other.length > o));
  };
  const A = (name: string) => idOf(aLast(), name);
  const B = (name: string) => idOf(bPackets.at(-1)!, name);
  const model = (seat: 'A' | 'B', trooperId: string, x: number, y: number): Action => ({
    type: 'deploy',
    seat,
    trooperId,
    form: 'model',
    at: at(x, y),
    facing: 90,
  });
  await as(a, model('A', A('Line Trooper'), 10, 6));
  await as(a, model('A', A('Echo Operative'), 14, 6));
  await as(a, {
    type: 'formFireteam',
    seat: 'A',
    members: [A('Line Trooper'), A('Echo Operative')],
    leader: A('Line Trooper'),
  });
  await as(a, END);
  await as(b, model('B', B('Line Trooper'), 10, 44));
  await as(b, { type: 'endDeployment', seat: 'B' });
  await as(a, model('A', A('Field Officer'), 40, 6));
  await as(a, END);
  await as(b, model('B', B('Bulwark Walker'), 30, 44));
  await as(b, { type: 'endDeployment', seat: 'B' });
  await b.leave();
}

/** Plays A's script while B and the audience watch; the frames they received. */
async function playGame(game: string) {
  const packets: Packet[] = [];
  const a = await RemoteMatch.open(
    { server, game, secret: SECRETS.A },
    { packet: (p) => packets.push(p), presence: () => undefined, connection: () => undefined },
  );
  await until(() => packets.length > 0);
  if (GAMES[game]!.deployed) await deployHolo(game, a, packets);
  const b = await watchFrames(PORT, game, SECRETS.B);
  const audience = await watchFrames(PORT, game);
  await until(() => b.messages.some((m) => m.kind === 'presence' && m.presence.audience === 1));
  await until(() => audience.messages.some((m) => m.kind === 'presence' && m.presence.audience === 1));
  for (const action of GAMES[game]!.script(packets.at(-1)!)) {
    const answer = await a.ask({ type: 'play', action });
    if (!answer.ok) throw new Error(`${game}: ${answer.violations[0]?.message ?? ''}`);
  }
  await until(() => b.packets() >= 2 && audience.packets() >= 2);
  await new Promise((r) => setTimeout(r, 150));
  const said = (p: Packet | undefined) => (p?.view.log ?? []).map((e) => e.text).join('\n');
  const bMessages = b.messages.map((m) => {
    if (m.kind !== 'packet') return m;
    const { played: _ids, ...rest } = m;
    return rest;
  });
  const seen = { b: b.frames, audience: audience.frames, a: said(packets.at(-1)), bMessages };
  await Promise.all([a.leave(), b.room.leave(true), audience.room.leave(true)]);
  return seen;
}

const hex = (frames: Uint8Array[]) => frames.map((f) => Buffer.from(f).toString('hex'));

describe('Fireteams over the server: leaving tells no more than the table (D119, D121, D122)', () => {
  it('a former member deployed with Decoy: the same frames whichever piece is real', async () => {
    const one = await playGame('decoy-0');
    const other = await playGame('decoy-2');
    for (const who of ['b', 'audience'] as const) expect(hex(other[who])).toStrictEqual(hex(one[who]));
    expect(one.a).toContain("Player A's Lure Stalker leaves its Fireteam");
    expect(one.a).toContain('The Fireteam is cancelled');
  });

  it('a member switching Holoecho on: the same frames whatever else it hides', async () => {
    const one = await playGame('holo-plain');
    const other = await playGame('holo-hidden');
    // B's own device played B's deployment, so B's first packet lists the ids of its own asks
    // (`played`, random per device): B's frames are compared in count and size, and as messages
    // without those ids; the audience's byte for byte.
    expect(hex(other.audience)).toStrictEqual(hex(one.audience));
    expect(other.b.map((f) => f.length)).toStrictEqual(one.b.map((f) => f.length));
    expect(other.bMessages).toStrictEqual(one.bMessages);
    expect(one.a).toContain(
      "Player A's Echo Operative leaves its Fireteam: a trooper in Holoecho State cannot be part of a Fireteam",
    );
  });

  it('a Fireteam’s Order attacking: the same frames whatever its member hides (D162)', async () => {
    const one = await playGame('attack-plain');
    const other = await playGame('attack-hidden');
    expect(hex(other.audience)).toStrictEqual(hex(one.audience));
    expect(other.b.map((f) => f.length)).toStrictEqual(one.b.map((f) => f.length));
    expect(other.bMessages).toStrictEqual(one.bMessages);
    expect(one.a).toContain('Fireteam Order of Player A: its Team Leader, the Line Trooper, performs it');
  });
});
