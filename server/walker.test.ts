// The game never freezes on the real server either: the random-play walker (tests/walker.ts) plays
// whole games through the server process, each action sent by its seat's device (the app's own
// client), and each device's view is checked against the same game played here. Every action the
// walker finds legal here is accepted there, and every game is played to its end.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewFingerprint, type Action, type GameState } from '../src/engine/index.ts';
import { packetFor, play, startMatch, type Match } from '../src/match/match.ts';
import { RemoteMatch } from '../src/store/net/remoteMatch.ts';
import { describeStuck, nextAction, startWalk, type Rng } from '../tests/walker.ts';
import { GameFile } from './games.ts';
import { startServerProcess, type ServerProcess } from './process.ts';

const PORT = 4395;
const server = `http://127.0.0.1:${String(PORT)}`;
const SECRETS = { A: 'walker-seat-a', B: 'walker-seat-b' };
/** The walker's games played through the server (each replays from its seed: WALK_SEED). */
const FIRST_SEED = Number(process.env.WALK_SEED ?? 9_100);
const GAMES = Number(process.env.WALK_SERVER_GAMES ?? 10);
/** Stop starting new games after this long (a busy machine plays fewer, never fewer than 3). */
const BUDGET_MS = 40_000;

async function until(ok: () => boolean, what: () => string, ms = 5000): Promise<void> {
  const t0 = Date.now();
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

/** A seat's device: the fingerprint of the newest view it holds. */
interface Device {
  match: RemoteMatch;
  print: string;
  packets: number;
}

async function open(game: string, secret: string): Promise<Device> {
  const d: Partial<Device> & { print: string; packets: number } = { print: '', packets: 0 };
  d.match = await RemoteMatch.open(
    { server, game, secret },
    {
      packet: (p) => {
        d.print = viewFingerprint(p.view);
        d.packets++;
      },
      presence: () => undefined,
      connection: () => undefined,
    },
  );
  return d as Device;
}

const seatOf = (a: Action): 'A' | 'B' => ('seat' in a && a.seat === 'B' ? 'B' : 'A');

interface Walked {
  rng: Rng;
  state: GameState;
  match: Match;
}

const walks = new Map<string, Walked>();
let running: ServerProcess;

beforeAll(async () => {
  const database = join(mkdtempSync(join(tmpdir(), 'walker-')), 'games.sqlite');
  const file = new GameFile(database);
  for (let i = 0; i < GAMES; i++) {
    const seed = FIRST_SEED + i;
    const { rng, setup, state } = startWalk(seed);
    const match = startMatch(setup, { seed }, 'two');
    file.create(`walk-${String(seed)}`, match, SECRETS);
    walks.set(`walk-${String(seed)}`, { rng, state, match });
  }
  file.close();
  // The walker asks as fast as it is answered: faster than a person, so the per-second limit is lifted.
  running = await startServerProcess({ port: PORT, database, env: { ASKS_PER_SECOND: '100000' } });
});
afterAll(() => {
  running.kill();
});

describe('the walker plays whole games through the real server', () => {
  it('every legal action is accepted there, each device holds its own seat’s view, and every game ends', async () => {
    const t0 = Date.now();
    let actions = 0;
    let games = 0;
    for (const [id, walk] of walks) {
      if (games >= 3 && Date.now() - t0 > BUDGET_MS) break;
      const seats = { A: await open(id, SECRETS.A), B: await open(id, SECRETS.B) };
      let { state, match } = walk;
      for (let index = 0; state.phase.kind !== 'over'; index++) {
        const step = nextAction(state, walk.rng);
        if (!step.ok) {
          throw new Error(
            describeStuck({ seed: 0, setup: match.setup, actions: [], state, stuck: { index, step } }),
          );
        }
        const seat = seatOf(step.action);
        // The seat acts on the view it holds: it has seen everything it may see of the game so far.
        const expected = viewFingerprint(packetFor(match, seat).view);
        await until(
          () => seats[seat].print === expected,
          () => `${id}: Player ${seat}'s view before action ${String(index)}`,
        );
        const answer = await seats[seat].match.ask({ type: 'play', action: step.action });
        if (!answer.ok) {
          throw new Error(
            `${id}, action ${String(index)} (${step.action.type}) refused by the server: ${answer.violations[0]?.message ?? ''}`,
          );
        }
        const played = play(match, step.action);
        if (!played.ok) throw new Error(`${id}: action ${String(index)} does not play here`);
        match = played.match;
        state = step.state;
        actions++;
      }
      // The end, as each seat sees it.
      for (const seat of ['A', 'B'] as const) {
        const expected = viewFingerprint(packetFor(match, seat).view);
        await until(
          () => seats[seat].print === expected,
          () => `${id}: Player ${seat}'s view at the end`,
        );
      }
      await Promise.all([seats.A.match.leave(), seats.B.match.leave()]);
      games++;
    }
    console.log(
      `walker through the server: ${String(actions)} actions in ${String(games)} games, ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    expect(games).toBeGreaterThanOrEqual(3);
    expect(actions).toBeGreaterThan(300);
  }, 120_000);
});
