// A process past its capacity and a game left without moves (issue 28, "capacity without a cliff"), on
// real server processes (server/main.ts) with small settings: MAX_LOADED_GAMES=1 on one, IDLE_MINUTES
// of about a second on the other.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Packet } from '../src/match/match.ts';
import { createRemoteGame, RemoteMatch, type Connection } from '../src/store/net/remoteMatch.ts';
import { hotSeatSetup } from '../tests/storeFixtures.ts';
import { startServerProcess, type ServerProcess } from './process.ts';

const FULL_PORT = 4420;
const IDLE_PORT = 4421;
const dir = mkdtempSync(join(tmpdir(), 'server-capacity-'));
let full: ServerProcess;
let idle: ServerProcess;

beforeAll(async () => {
  [full, idle] = await Promise.all([
    startServerProcess({
      port: FULL_PORT,
      database: join(dir, 'full.sqlite'),
      env: { MAX_LOADED_GAMES: '1', IDLE_MINUTES: '0' },
    }),
    startServerProcess({
      port: IDLE_PORT,
      database: join(dir, 'idle.sqlite'),
      env: { IDLE_MINUTES: '0.02' },
    }),
  ]);
});
afterAll(async () => {
  full.kill();
  idle.kill();
  await Promise.all([full.exited, idle.exited]);
  rmSync(dir, { recursive: true, force: true });
});

const setup = () => hotSeatSetup({ A: ['line-trooper', 'line-trooper'], B: ['line-trooper'] });

async function until(ok: () => boolean, ms = 8000): Promise<void> {
  const t0 = Date.now();
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A device of one seat: its packets and its connection's states as they come. */
async function device(server: string, game: string, secret: string) {
  const d = { packets: [] as Packet[], states: [] as Connection[], problem: '' };
  const match = await RemoteMatch.open(
    { server, game, secret },
    {
      packet: (p) => d.packets.push(p),
      presence: () => undefined,
      connection: (c, problem) => {
        d.states.push(c);
        if (problem) d.problem = problem;
      },
    },
  );
  await until(() => d.packets.length > 0);
  return { ...d, d, match };
}

/** Player A deploys its first trooper as a model (a step any new game can take). */
function deployFirst(a: Awaited<ReturnType<typeof device>>) {
  const [trooper] = a.d.packets.at(-1)!.view.troopers.map((t) => t.id);
  return a.match.ask({
    type: 'play',
    action: {
      type: 'deploy',
      seat: 'A',
      trooperId: trooper!,
      form: 'model',
      at: { x: 10, y: 6 },
      facing: 90,
    },
  });
}

describe('a process past its capacity (MAX_LOADED_GAMES)', { timeout: 30_000 }, () => {
  const server = `http://127.0.0.1:${String(FULL_PORT)}`;

  it('refuses new games and the opening of another kept game, each with a clear message, and opens it once a table frees up', async () => {
    const one = await createRemoteGame(server, setup());
    const two = await createRemoteGame(server, setup());
    if (!one.ok || !two.ok) throw new Error('the games could not be made');
    const a = await device(server, one.game, one.secrets.A);
    // The one table is taken: no new game is made, and a kept game does not open here now.
    const third = await createRemoteGame(server, setup());
    expect(third.ok).toBe(false);
    expect(third.ok ? '' : third.error).toMatch(/as many games as it can/);
    await expect(device(server, two.game, two.secrets.A)).rejects.toThrow(/as many games as it can/);
    // The first game keeps being played meanwhile.
    expect(await deployFirst(a)).toStrictEqual({ ok: true });
    // Its only device leaves: the room goes, and the kept game opens.
    await a.match.leave();
    let opened: Awaited<ReturnType<typeof device>> | null = null;
    for (let i = 0; i < 50 && !opened; i++) {
      opened = await device(server, two.game, two.secrets.A).catch(() => null);
      if (!opened) await new Promise((r) => setTimeout(r, 100));
    }
    expect(opened?.d.packets[0]?.viewer).toBe('A');
    await opened?.match.leave();
  });
});

describe('a game without a move for IDLE_MINUTES', { timeout: 30_000 }, () => {
  const server = `http://127.0.0.1:${String(IDLE_PORT)}`;

  it('is put away: its devices say so, and the next ask opens it again and is played once', async () => {
    const made = await createRemoteGame(server, setup());
    if (!made.ok) throw new Error(made.error);
    const a = await device(server, made.game, made.secrets.A);
    const b = await device(server, made.game, made.secrets.B);
    // About 1.2 s without an ask: both devices are told the game was put away, and do not open it again by themselves.
    await until(() => a.d.states.includes('resting') && b.d.states.includes('resting'));
    expect(a.d.problem).toMatch(/put away/);
    expect(a.match.isResting).toBe(true);
    await new Promise((r) => setTimeout(r, 400));
    expect(a.d.states.at(-1)).toBe('resting');
    // A's next move opens the game again on its own and is played.
    const seen = a.d.packets.length;
    const played = await deployFirst(a);
    expect(played).toStrictEqual({ ok: true });
    expect(a.d.packets.length).toBeGreaterThan(seen);
    expect(a.d.packets.at(-1)!.view.pieces).toHaveLength(1);
    expect(a.match.isResting).toBe(false);
    // B wakes (a touch) and finds the game as it is now.
    b.match.wake();
    await until(() => b.d.states.at(-1) === 'open' && b.d.packets.length > 1);
    await a.match.leave();
    await b.match.leave();
  });
});
