// AROs through a Repeater over the real server's frames (RULES.md §18.13.2; D150, D151): A's Line
// Trooper moves behind a wall inside the Zone of Control of B's Camo Relay, far from B's Camo Hacker.
// Two pairs of games differ in one secret each: whether the distant CAMO marker is a Hacker (the relay
// a model with a Repeater), and whether the relay's CAMO marker carries the Repeater. In each pair, A's
// device while it plays, A's device watching as B ends the ARO step, and the audience receive the
// same packets and the same frames in bytes: the Hacker that could react through the Repeater never
// shows to the active seat. All games are written with the same key, so their ids agree.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Action, RandomSpec } from '../src/engine/index.ts';
import type { Scenery } from '../src/rules/index.ts';
import { play as playMatch, startMatch, type Match, type Packet } from '../src/match/match.ts';
import { RemoteMatch } from '../src/store/net/remoteMatch.ts';
import { hotSeatSetup } from '../tests/storeFixtures.ts';
import { GameFile } from './games.ts';
import { startServerProcess, type ServerProcess } from './process.ts';
import { until, watchFrames } from './testFrames.ts';

const PORT = 4890;
const server = `http://127.0.0.1:${String(PORT)}`;
const RANDOM: RandomSpec = { key: '5e'.repeat(32) };
const SECRETS = { A: 'repeater-aro-seat-a', B: 'repeater-aro-seat-b' };

/** A tall wall along the centre line, between A's mover and B's relay. */
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

interface Game {
  hacker: boolean;
  repeater: boolean;
  relayForm: 'model' | 'CAMO';
}

const GAMES: Record<string, Game> = {
  hacker: { hacker: true, repeater: true, relayForm: 'model' },
  plain: { hacker: false, repeater: true, relayForm: 'model' },
  'camo-repeater': { hacker: true, repeater: true, relayForm: 'CAMO' },
  'camo-none': { hacker: true, repeater: false, relayForm: 'CAMO' },
};

/**
 * The game deployed: A's Line Troopers at (24, 20) and (4, 6); B's Camo Hacker as a CAMO marker at
 * (40, 40), facing away, and its Camo Relay at (24, 27) behind the wall, both Infiltrating.
 */
function deployed(g: Game): { start: Match; after: Match } {
  const setup = hotSeatSetup({ A: ['line-trooper', 'line-trooper'], B: ['camo-sniper', 'camo-sniper'] });
  setup.scenery = [WALL];
  const game = setup.game!;
  game.rosters.A[0]!.skills.push({ skill: 'Infiltration' });
  const [hacker, relay] = [game.rosters.B[0]!, game.rosters.B[1]!];
  for (const t of [hacker, relay]) t.skills.push({ skill: 'Infiltration' });
  hacker.name = 'Camo Hacker';
  relay.name = 'Camo Relay';
  if (g.hacker) hacker.hacker = true;
  if (g.repeater) relay.equipment = ['Repeater'];
  const start = startMatch(setup, RANDOM, 'two');
  let m = start;
  const of = (seat: 'A' | 'B', name: string, nth = 0) =>
    Object.values(m.state.troopers).filter((t) => t.owner === seat && t.profile.name === name)[nth]?.id ?? '';
  const step = (seat: 'A' | 'B', trooperId: string, form: string, x: number, y: number): Action[] => [
    { type: 'deploy', seat, trooperId, form, at: { x, y }, facing: 90 } as Action,
    { type: 'endDeployment', seat },
  ];
  const deploys: (() => Action[])[] = [
    () => step('A', of('A', 'Line Trooper'), 'model', 24, 20),
    () => step('B', of('B', 'Camo Hacker'), 'CAMO', 40, 40),
    () => step('A', of('A', 'Line Trooper', 1), 'model', 4, 6),
    () => step('B', of('B', 'Camo Relay'), g.relayForm, 24, 27),
  ];
  for (const next of deploys) {
    for (const action of next()) {
      const r = playMatch(m, action);
      if (!r.ok) throw new Error('a deployment step was refused');
      m = r.match;
    }
  }
  return { start, after: m };
}

let running: ServerProcess;

beforeAll(async () => {
  const database = join(mkdtempSync(join(tmpdir(), 'repeater-aro-')), 'games.sqlite');
  const file = new GameFile(database);
  for (const [id, g] of Object.entries(GAMES)) {
    const { start, after } = deployed(g);
    file.create(id, start, SECRETS);
    file.save(id, start, after, after.actions.length, null);
  }
  file.close();
  running = await startServerProcess({ port: PORT, database });
});
afterAll(() => {
  running.kill();
});

const device = async (game: string, secret: string, packets: Packet[]) =>
  RemoteMatch.open(
    { server, game, secret },
    { packet: (p) => packets.push(p), presence: () => undefined, connection: () => undefined },
  );

/**
 * A moves its Line Trooper at (24, 20) to (24, 22) while the audience watches; then A's device watches
 * in bytes while B ends the ARO step with "No more AROs". What A and the audience received.
 */
async function play(game: string) {
  sameAskIds();
  const packets: Packet[] = [];
  const a = await device(game, SECRETS.A, packets);
  await until(() => packets.length > 0);
  const audience = await watchFrames(PORT, game);
  await until(() => audience.messages.some((m) => m.kind === 'presence' && m.presence.audience === 1));
  const mover =
    packets.at(-1)!.view.pieces.find((p) => p.owner === 'A' && p.x === 24 && p.y === 20)?.id ?? '';
  for (const action of [
    { type: 'activate', seat: 'A', pieceId: mover },
    { type: 'declare', seat: 'A', skill: 'move', to: { [mover]: { x: 24, y: 22 } } },
  ] as Action[]) {
    const answer = await a.ask({ type: 'play', action });
    if (!answer.ok) throw new Error(`${game}: ${answer.violations[0]?.message ?? ''}`);
  }
  await until(() => audience.packets() >= 3);
  await new Promise((r) => setTimeout(r, 150));
  const waiting = packets.at(-1)!;
  await a.leave();
  // A's seat again, as raw frames, while B answers.
  const aFrames = await watchFrames(PORT, game, SECRETS.A);
  const bPackets: Packet[] = [];
  const b = await device(game, SECRETS.B, bPackets);
  await until(() => bPackets.length > 0);
  const area = bPackets.at(-1)!.view.phase.order?.reactors.filter((r) => r.area === true).length ?? 0;
  const answer = await b.ask({ type: 'play', action: { type: 'endAros', seat: 'B' } });
  if (!answer.ok) throw new Error(`${game}: ${answer.violations[0]?.message ?? ''}`);
  await until(() => aFrames.packets() >= 2 && audience.packets() >= 4);
  await new Promise((r) => setTimeout(r, 150));
  const seen = {
    a: packets.map((p) => JSON.stringify(p)),
    aFrames: aFrames.frames,
    audience: audience.frames,
    waiting,
    area,
  };
  await Promise.all([b.leave(), aFrames.room.leave(true), audience.room.leave(true)]);
  vi.restoreAllMocks();
  return seen;
}

/**
 * The devices' ask ids are random (remoteMatch.ts `askId`) and come back in A's packets ("played"): each
 * game draws the same ones here, so two games' frames can be compared byte for byte.
 */
let drawn = 0;
function sameAskIds(): void {
  drawn = 0;
  vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i++) bytes[i] = drawn++ & 0xff;
    return array;
  });
}

const hex = (fs: Uint8Array[]) => fs.map((f) => Buffer.from(f).toString('hex'));

describe('a Hacker that may react through a Repeater: the active seat receives the same frames (D151)', () => {
  it.each([
    ['whether the distant CAMO marker is a Hacker', 'hacker', 'plain'],
    ['whether the relay’s CAMO marker carries the Repeater', 'camo-repeater', 'camo-none'],
  ])('%s', async (_name, one, other) => {
    const x = await play(one);
    const y = await play(other);
    // The secret is there: B's view holds the Hacker's private entry in one game only.
    expect([x.area, y.area]).toEqual([1, 0]);
    // The game waits for B's ARO in both: the relay has the mover in its ZoC.
    expect(x.waiting.view.phase.acting).toBe('B');
    expect(x.a).toStrictEqual(y.a);
    expect(hex(x.aFrames)).toStrictEqual(hex(y.aFrames));
    expect(hex(x.audience)).toStrictEqual(hex(y.audience));
  });
});
