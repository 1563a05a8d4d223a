/**
 * Network figures of `npm run bench` (issue: two devices, point 7), on loopback only: the game server
 * runs as its own process (server/main.ts, as `npm run serve` starts it) and the devices are the app's
 * own client (src/store/net/remoteMatch.ts) in this process.
 *
 * - Round trip: the long game's 1,000 actions, each sent by the device of the seat it names, timed from
 *   the send to the sender's new packet and to the opponent's.
 * - Packet sizes: the bytes each device's socket received per action (msgpack frames, as sent).
 * - Capacity: games played by bots at a human pace (one action a second each, staggered), in steps of
 *   more games, until the p95 from ask to answer passes 50 ms; bounded in games and in time.
 *
 * The games are written into the server's file before it starts, with the long game's public seed, so
 * the bots can play its actions as they are: the server itself never takes a seed from a device.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket as NodeWebSocket } from 'ws';
import type { Action, GameSetup, RandomSpec } from '../src/engine/index.ts';
import { packetFor, play, startMatch } from '../src/match/match.ts';
import type { Packet } from '../src/match/match.ts';
import { packetKey } from '../src/protocol/wire.ts';
import { GameFile } from '../server/games.ts';
import { startServerProcess } from '../server/process.ts';
import type { BenchFigure } from './machine.ts';
import { longGame } from './longGame.ts';

/** Bytes each client socket of this process received, by socket (in the order they were opened). */
const received: number[][] = [];
class CountingSocket extends NodeWebSocket {
  constructor(...args: ConstructorParameters<typeof NodeWebSocket>) {
    super(...args);
    const mine: number[] = [];
    received.push(mine);
    this.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
      mine.push(Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength);
    });
  }
}
// The client takes the global WebSocket when it loads: this one counts what it receives.
(globalThis as { WebSocket?: unknown }).WebSocket = CountingSocket;
const { RemoteMatch } = await import('../src/store/net/remoteMatch.ts');

const PORT = Number(process.env.BENCH_NET_PORT ?? 4310);
/** Most games the capacity figure tries, and the longest it runs (seconds). */
const MAX_GAMES = Number(process.env.BENCH_NET_GAMES ?? 400);
const MAX_SECONDS = Number(process.env.BENCH_NET_SECONDS ?? 90);
const STEPS = [10, 25, 50, 100, 150, 200, 300, 400].filter((n) => n <= MAX_GAMES);
/** Seconds each step of the capacity figure plays before its p95 is taken. */
const STEP_SECONDS = 8;

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

interface Seat {
  match: Awaited<ReturnType<typeof RemoteMatch.open>>;
  packets: { at: number }[];
  socket: number[];
}

async function openSeat(game: string, secret: string): Promise<Seat> {
  const seat: Partial<Seat> & { packets: Seat['packets'] } = { packets: [] };
  const before = received.length;
  seat.match = await RemoteMatch.open(
    { server: `http://127.0.0.1:${String(PORT)}/`, game, secret },
    {
      packet: (_p: Packet) => seat.packets.push({ at: performance.now() }),
      presence: () => undefined,
      connection: () => undefined,
    },
  );
  seat.socket = received[before] ?? [];
  return seat as Seat;
}

async function until(ok: () => boolean, ms = 5000): Promise<void> {
  const t0 = Date.now();
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error('the game server did not answer in time');
    await new Promise((r) => setImmediate(r));
  }
}

const seatOf = (a: Action): 'A' | 'B' => ('seat' in a && a.seat === 'B' ? 'B' : 'A');

export async function measureNetwork(): Promise<BenchFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-games-'));
  const database = join(dir, 'games.sqlite');
  const game = longGame(1000);
  const games = new GameFile(database);
  const secrets = { A: 'bench-seat-a', B: 'bench-seat-b' };
  const make = (id: string, setup: GameSetup, random: RandomSpec) => {
    games.create(id, startMatch(setup, random, 'two'), secrets);
  };
  make('round-trip', game.setup, game.random);
  for (let i = 0; i < MAX_GAMES; i++) make(`bots-${String(i)}`, game.setup, game.random);
  games.close();
  const server = await startServerProcess({
    port: PORT,
    database,
    dist: join(dir, 'no-app'),
    // The round trip sends the next action as soon as the last is answered: faster than a person.
    env: { ASKS_PER_SECOND: '10000' },
  });
  const figures: BenchFigure[] = [];
  try {
    // Round trip and sizes over the long game.
    const a = await openSeat('round-trip', secrets.A);
    const b = await openSeat('round-trip', secrets.B);
    await until(() => a.packets.length > 0 && b.packets.length > 0);
    const firstA = a.socket.reduce((n, x) => n + x, 0);
    const toSender: number[] = [];
    const toOpponent: number[] = [];
    const perAction: number[] = [];
    // A device hears only of changes to its own packet: the same game played here says which will come.
    let local = startMatch(game.setup, game.random, 'two');
    const keys = { A: packetKey(packetFor(local, 'A')), B: packetKey(packetFor(local, 'B')) };
    for (const [i, action] of game.actions.entries()) {
      const [sender, opponent] = seatOf(action) === 'A' ? [a, b] : [b, a];
      const played = play(local, action);
      if (!played.ok) throw new Error(`action ${String(i)} does not play here`);
      local = played.match;
      const changes = { A: packetKey(packetFor(local, 'A')), B: packetKey(packetFor(local, 'B')) };
      const [senderSeat, opponentSeat] =
        seatOf(action) === 'A' ? (['A', 'B'] as const) : (['B', 'A'] as const);
      const comes = {
        sender: changes[senderSeat] !== keys[senderSeat],
        opponent: changes[opponentSeat] !== keys[opponentSeat],
      };
      Object.assign(keys, changes);
      const counts = { sender: sender.packets.length, opponent: opponent.packets.length };
      const bytesBefore = a.socket.reduce((n, x) => n + x, 0);
      const t0 = performance.now();
      const answer = await sender.match.ask({ type: 'play', action });
      if (!answer.ok) throw new Error(`action ${String(i)} refused: ${answer.violations[0]?.message ?? ''}`);
      await until(
        () =>
          sender.packets.length >= counts.sender + (comes.sender ? 1 : 0) &&
          opponent.packets.length >= counts.opponent + (comes.opponent ? 1 : 0),
      );
      if (comes.sender) toSender.push((sender.packets[counts.sender]?.at ?? NaN) - t0);
      if (comes.opponent) toOpponent.push((opponent.packets[counts.opponent]?.at ?? NaN) - t0);
      perAction.push(a.socket.reduce((n, x) => n + x, 0) - bytesBefore);
    }
    figures.push(
      {
        name: 'Two devices: send → sender’s new packet, p95',
        value: percentile(toSender, 95),
        unit: 'ms',
        note: `p50 ${percentile(toSender, 50).toFixed(2)} ms over ${String(toSender.length)} actions of the long game, loopback; written to SQLite first`,
      },
      {
        name: 'Two devices: send → opponent’s new packet, p95',
        value: percentile(toOpponent, 95),
        unit: 'ms',
        note: `p50 ${percentile(toOpponent, 50).toFixed(2)} ms`,
      },
      {
        name: 'Two devices: Player A’s first (whole) packet',
        value: firstA / 1024,
        unit: 'kB',
        note: 'msgpack frames as received, the join included',
      },
      {
        name: 'Two devices: bytes Player A receives per action, median',
        value: percentile(perAction, 50) / 1024,
        unit: 'kB',
        note: `p95 ${(percentile(perAction, 95) / 1024).toFixed(2)} kB, most ${(Math.max(...perAction) / 1024).toFixed(2)} kB; first 100 actions ${(percentile(perAction.slice(0, 100), 50) / 1024).toFixed(2)} kB, last 100 ${(percentile(perAction.slice(-100), 50) / 1024).toFixed(2)} kB (medians): deltas, not the whole view`,
      },
    );
    await a.match.leave();
    await b.match.leave();

    // Capacity: bots at one action a second per game, more games each step.
    const started = Date.now();
    const bots: { a: Seat; b: Seat; next: number }[] = [];
    let held = 0;
    let lastP95 = NaN;
    let stoppedBy = `the most games tried (${String(MAX_GAMES)})`;
    for (const step of STEPS) {
      while (bots.length < step) {
        const id = `bots-${String(bots.length)}`;
        bots.push({ a: await openSeat(id, secrets.A), b: await openSeat(id, secrets.B), next: 0 });
      }
      const latencies: number[] = [];
      const end = performance.now() + STEP_SECONDS * 1000;
      await Promise.all(
        bots.map(async (bot, k) => {
          // Staggered: each game's first action of the step comes at its own moment of the first second.
          await new Promise((r) => setTimeout(r, (1000 * k) / bots.length));
          while (performance.now() < end && bot.next < game.actions.length) {
            const action = game.actions[bot.next]!;
            const t0 = performance.now();
            const r = await (seatOf(action) === 'A' ? bot.a : bot.b).match.ask({ type: 'play', action });
            latencies.push(performance.now() - t0);
            if (!r.ok) throw new Error(`a bot's action was refused: ${r.violations[0]?.message ?? ''}`);
            bot.next++;
            await new Promise((res) => setTimeout(res, Math.max(0, 1000 - (performance.now() - t0))));
          }
        }),
      );
      lastP95 = percentile(latencies, 95);
      console.log(
        `  ${String(step).padStart(4)} games at one action a second each: ask → answer p95 ${lastP95.toFixed(1)} ms over ${String(latencies.length)} actions`,
      );
      if (lastP95 > 50) {
        stoppedBy = `p95 passed 50 ms at ${String(step)} games (${lastP95.toFixed(1)} ms)`;
        break;
      }
      held = step;
      if ((Date.now() - started) / 1000 > MAX_SECONDS) {
        stoppedBy = `the time bound (${String(MAX_SECONDS)} s)`;
        break;
      }
    }
    figures.push({
      name: 'Two devices: games one server holds with p95 ≤ 50 ms',
      value: held,
      unit: 'games',
      note: `bots at one action a second per game, two devices each, loopback; stopped by ${stoppedBy}; last p95 ${lastP95.toFixed(1)} ms`,
    });
    await Promise.all(bots.flatMap((bot) => [bot.a.match.leave(), bot.b.match.leave()]));
  } finally {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  for (const f of await measureNetwork())
    console.log(`${f.name}: ${f.value.toFixed(2)} ${f.unit}   ${f.note ?? ''}`);
  process.exit(0);
}
