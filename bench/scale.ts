/**
 * `npm run bench:scale`: figures, not pass/fail, for several server processes on one Redis and one
 * PostgreSQL behind the path proxy (README: "Many processes behind one address"), on loopback only.
 * The server processes are server/main.ts (as `npm run serve` starts it); the bots are the app's own
 * client (src/store/net/remoteMatch.ts) in this process.
 *
 * - Games held at p95 ≤ 50 ms, by one process (PostgreSQL, no Redis, the bots straight on it) and by
 *   two (Redis, behind the proxy): bots play the long game at one action a second per game
 *   (staggered), in steps of more games, until the p95 from ask to answer passes 50 ms or the bounds
 *   (BENCH_SCALE_GAMES games, BENCH_SCALE_SECONDS seconds per configuration); with the actions per
 *   second answered at the last step held, and each step's CPU share of the server processes and of
 *   the bench (bots and proxy).
 * - The PostgreSQL write: the server's one statement per step, timed from here, p50 and p95.
 * - Recovery: the process holding games SIGKILLed while their bots play; the time until both devices
 *   of each of its games have their view back, p50, p95 and the slowest.
 * - Memory per game: the growth of a process's resident memory per game open (both devices joined,
 *   between moves: what an idle game costs until IDLE_MINUTES puts it away).
 *
 * Each session's figures are marked "(busy machine: not comparable)" when other work took the CPU
 * meanwhile (bench/machine.ts). Needs PostgreSQL (TEST_DATABASE_URL) and Redis (BENCH_REDIS_URL, default database 13 of
 * 127.0.0.1:6379, emptied); ports BENCH_SCALE_PORT (the proxy, default 4490) and the two after it.
 */
// The reducer, for the games the bots play (src/engine/reducer.ts).
import '../src/engine/apply.ts';
import '../src/engine/zodLibrary.ts';
import { readFileSync } from 'node:fs';
import type { Action } from '../src/engine/index.ts';
import { startMatch } from '../src/match/match.ts';
import { RemoteMatch } from '../src/store/net/remoteMatch.ts';
import { PgStore } from '../server/store/postgres.ts';
import { probePostgres, testSchemas } from '../server/store/testDatabase.ts';
import { probeRedis } from '../server/cluster.ts';
import { startServerProcess } from '../server/process.ts';
import { startTestCluster, type TestCluster } from '../server/testCluster.ts';
import { longGame } from './longGame.ts';
import { BUSY_MARK, judgeMachine, sampleMachine } from './machine.ts';

const PROXY = Number(process.env.BENCH_SCALE_PORT ?? 4490);
const REDIS = new URL(process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13');
const MAX_GAMES = Number(process.env.BENCH_SCALE_GAMES ?? 1000);
const MAX_SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 300);
const STEPS = [25, 50, 100, 150, 200, 300, 400, 600, 800, 1000].filter((n) => n <= MAX_GAMES);
/** Seconds each step plays before its p95 is taken. */
const STEP_SECONDS = 8;
/** Games playing while the process holding half of them is killed. */
const RECOVERY_GAMES = 20;
const SECRETS = { A: 'bench-seat-a', B: 'bench-seat-b' };

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seatOf = (a: Action): 'A' | 'B' => ('seat' in a && a.seat === 'B' ? 'B' : 'A');

/** The figures of the session being measured, printed when it ends (marked if the machine was busy). */
let lines: [string, string, string][] = [];
function line(name: string, value: string, note = ''): void {
  lines.push([name, value, note]);
}

/** Runs one measuring session and prints its figures, with whether other work took the CPU meanwhile. */
async function session(body: () => Promise<void>): Promise<void> {
  lines = [];
  const before = sampleMachine();
  await body();
  const machine = judgeMachine(before, sampleMachine());
  for (const [name, value, note] of lines) {
    const noted = machine.busy ? `${BUSY_MARK} ${note}` : note;
    console.log(`${name.padEnd(60)} ${value.padStart(12)}${noted ? `   ${noted}` : ''}`);
  }
  console.log(`  machine: ${machine.summary}`);
}

/** CPU time a process has used, in milliseconds (Linux /proc: utime + stime, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields =
    readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
      .split(') ')[1]
      ?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process, in bytes (Linux /proc). */
function rss(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'));
  return Number(m?.[1] ?? NaN) * 1024;
}

interface Seat {
  match: RemoteMatch;
  packets: number;
}

async function openSeat(server: string, game: string, secret: string): Promise<Seat> {
  const seat: Partial<Seat> & { packets: number } = { packets: 0 };
  seat.match = await RemoteMatch.open(
    { server, game, secret },
    { packet: () => seat.packets++, presence: () => undefined, connection: () => undefined },
  );
  return seat as Seat;
}

interface Bot {
  id: string;
  a: Seat;
  b: Seat;
  next: number;
}

const game = longGame(1000);
let made = 0;

/** Makes `count` more games of the long game in the database. */
async function makeGames(store: PgStore, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = `bench-${String(made++)}`;
    const kept = await store.create(id, startMatch(game.setup, game.random, 'two'), SECRETS);
    if (!kept.ok) throw new Error(kept.message);
    ids.push(id);
  }
  return ids;
}

/** Plays every bot at one action a second until `end`; the latencies from ask to answer. */
async function playUntil(bots: Bot[], end: number, latencies: number[]): Promise<void> {
  await Promise.all(
    bots.map(async (bot, k) => {
      await sleep((1000 * k) / bots.length);
      while (performance.now() < end && bot.next < game.actions.length) {
        const action = game.actions[bot.next]!;
        const t0 = performance.now();
        const r = await (seatOf(action) === 'A' ? bot.a : bot.b).match.ask({ type: 'play', action });
        latencies.push(performance.now() - t0);
        if (!r.ok) throw new Error(`${bot.id}: an action was refused: ${r.violations[0]?.message ?? ''}`);
        bot.next++;
        await sleep(Math.max(0, 1000 - (performance.now() - t0)));
      }
    }),
  );
}

/** Where the bots play: the address devices use, and the server processes behind it. */
interface Target {
  url: string;
  pids: number[];
}

/** Games held at p95 ≤ 50 ms by the target's processes, and the memory each open game takes. */
async function capacity(target: Target, store: PgStore, processes: number): Promise<void> {
  const started = Date.now();
  const pids = target.pids;
  const base = pids.reduce((n, pid) => n + rss(pid), 0);
  const bots: Bot[] = [];
  let held = 0;
  let heldRate = 0;
  let lastP95: number;
  let perGame = NaN;
  let stoppedBy = `the most games tried (${String(MAX_GAMES)})`;
  for (const step of STEPS) {
    for (const id of await makeGames(store, step - bots.length)) {
      bots.push({
        id,
        a: await openSeat(target.url, id, SECRETS.A),
        b: await openSeat(target.url, id, SECRETS.B),
        next: 0,
      });
    }
    perGame = (pids.reduce((n, pid) => n + rss(pid), 0) - base) / bots.length;
    const latencies: number[] = [];
    const t0 = performance.now();
    const serversBefore = pids.map(cpuMs);
    const benchBefore = cpuMs(process.pid);
    await playUntil(bots, t0 + STEP_SECONDS * 1000, latencies);
    const elapsed = performance.now() - t0;
    const rate = latencies.length / (elapsed / 1000);
    lastP95 = percentile(latencies, 95);
    // Where the time went: each server process's share of one CPU, and the bench's own (bots and proxy).
    const servers = pids.map(
      (pid, i) => `${((100 * (cpuMs(pid) - (serversBefore[i] ?? 0))) / elapsed).toFixed(0)} %`,
    );
    const bench = ((100 * (cpuMs(process.pid) - benchBefore)) / elapsed).toFixed(0);
    console.log(
      `  ${String(processes)} process(es), ${String(step).padStart(4)} games: ask → answer p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${lastP95.toFixed(1)} ms, ${rate.toFixed(0)} actions/s; CPU: server ${servers.join(' + ')}, bots and proxy ${bench} %`,
    );
    if (lastP95 > 50) {
      stoppedBy = `p95 passed 50 ms at ${String(step)} games (${lastP95.toFixed(1)} ms)`;
      break;
    }
    held = step;
    heldRate = rate;
    if ((Date.now() - started) / 1000 > MAX_SECONDS) {
      stoppedBy = `the time bound (${String(MAX_SECONDS)} s)`;
      break;
    }
  }
  line(
    `Games held at p95 ≤ 50 ms, ${String(processes)} process(es)`,
    `${String(held)} games`,
    `one action a second per game, two devices each, bots in the bench process; stopped by ${stoppedBy}`,
  );
  line(`Actions per second answered there, ${String(processes)} process(es)`, `${heldRate.toFixed(0)} /s`);
  line(
    `Memory per open game, ${String(processes)} process(es)`,
    `${(perGame / 1024).toFixed(1)} kB`,
    `growth of the processes' resident memory over ${String(bots.length)} games open, both devices joined`,
  );
  await Promise.all(bots.flatMap((bot) => [bot.a.match.leave(), bot.b.match.leave()]));
}

/** The server's write of one step, timed from here: the same statement, on a game of its own. */
async function writes(store: PgStore): Promise<void> {
  const [id] = await makeGames(store, 1);
  const loaded = await store.load(id!);
  if (!loaded) throw new Error('the write figure’s game is missing');
  let match = loaded.match;
  const times: number[] = [];
  const { play } = await import('../src/match/match.ts');
  for (const [i, action] of game.actions.slice(0, 500).entries()) {
    const played = play(match, action);
    if (!played.ok) throw new Error(`action ${String(i)} does not play`);
    const t0 = performance.now();
    const saved = await store.save(id!, {
      before: match,
      after: played.match,
      rev: i + 1,
      wire: {},
      claim: loaded.claim,
    });
    times.push(performance.now() - t0);
    if (!saved.ok) throw new Error(saved.message);
    match = played.match;
  }
  line(
    'PostgreSQL write of one step, p50',
    `${percentile(times, 50).toFixed(2)} ms`,
    `p95 ${percentile(times, 95).toFixed(2)} ms over ${String(times.length)} steps of the long game`,
  );
}

/** Kills the process holding half of RECOVERY_GAMES playing games; how long until each is back. */
async function recovery(cluster: TestCluster, store: PgStore): Promise<void> {
  // The rooms of the games left before are gone once Colyseus has written each process's new count
  // (at most a second later): new games are then placed half on each process.
  await sleep(1500);
  const bots: Bot[] = [];
  for (const id of await makeGames(store, RECOVERY_GAMES)) {
    bots.push({
      id,
      a: await openSeat(cluster.url, id, SECRETS.A),
      b: await openSeat(cluster.url, id, SECRETS.B),
      next: 0,
    });
  }
  const end = performance.now() + 6000;
  const playing = playUntil(bots, end, []);
  await sleep(2000);
  const victim = await cluster.holderOf(bots[0]!.id);
  if (victim === null) throw new Error('no process holds the first game');
  const held: Bot[] = [];
  for (const bot of bots) if ((await cluster.holderOf(bot.id)) === victim) held.push(bot);
  const before = held.map((bot) => ({ a: bot.a.packets, b: bot.b.packets }));
  const killedAt = performance.now();
  await cluster.kill(victim);
  // Back: each device has a new packet (the whole view of its new connection).
  const backAt = await Promise.all(
    held.map(async (bot, i) => {
      while (bot.a.packets <= before[i]!.a || bot.b.packets <= before[i]!.b) {
        if (performance.now() - killedAt > 10_000) return NaN;
        await sleep(2);
      }
      return performance.now() - killedAt;
    }),
  );
  await playing;
  await cluster.start(victim);
  line(
    'Recovery after a SIGKILL: both views back, p50',
    `${percentile(backAt, 50).toFixed(0)} ms`,
    `p95 ${percentile(backAt, 95).toFixed(0)} ms, slowest ${Math.max(...backAt).toFixed(0)} ms, over the ${String(held.length)} of ${String(RECOVERY_GAMES)} playing games the killed process held`,
  );
  await Promise.all(bots.flatMap((bot) => [bot.a.match.leave(), bot.b.match.leave()]));
}

const missing = (await probePostgres()) ?? (await probeRedis(REDIS.href));
if (missing) {
  console.error(`bench:scale: refusing to measure: ${missing}`);
  process.exit(2);
}
const schemas = testSchemas();
const databaseUrl = await schemas.fresh();
const store = await PgStore.open(databaseUrl, { log: () => undefined });
const env = { ASKS_PER_SECOND: '100000' };
const redisUrl = REDIS.href;
let cluster: TestCluster | null = null;
try {
  await session(() => writes(store));
  // One process: as a club or a small host runs it, PostgreSQL and no Redis, the devices straight on
  // it (no proxy in the bench's process).
  const single = await startServerProcess({
    port: PROXY + 1,
    database: 'unused.sqlite',
    dist: 'no-app',
    env: { ...env, DATABASE_URL: databaseUrl },
  });
  try {
    await session(() =>
      capacity({ url: `http://127.0.0.1:${String(PROXY + 1)}`, pids: [single.child.pid ?? 0] }, store, 1),
    );
  } finally {
    single.kill();
    await single.exited;
  }
  cluster = await startTestCluster({
    proxyPort: PROXY,
    ports: [PROXY + 1, PROXY + 2],
    databaseUrl,
    redisUrl,
    env,
  });
  const two = cluster;
  const pids = [...two.processes.values()].map((p) => p.child.pid ?? 0);
  await session(() => capacity({ url: two.url, pids }, store, 2));
  await session(() => recovery(two, store));
} finally {
  await cluster?.stop();
  await store.close();
  await schemas.drop();
}
process.exit(0);
