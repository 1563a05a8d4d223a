// The server survives its faults, tested on the real process (server/main.ts) and the real socket:
// killed in the middle of writes again and again, a disk that refuses a write, bad bytes from a
// client, a second server on the same file.
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client, type Room } from '@colyseus/sdk';
import { build } from 'esbuild';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretSpec } from '../src/engine/index.ts';
import { judge, type Ask } from '../src/match/judge.ts';
import { startMatch } from '../src/match/match.ts';
import type { ServerMessage } from '../src/protocol/wire.ts';
import { createRemoteGame } from '../src/store/net/remoteMatch.ts';
import { hotSeatSetup } from '../tests/storeFixtures.ts';
import { testDisk } from './testDisk.ts';
import { GameFile } from './games.ts';
import { startServerProcess, type ServerProcess } from './process.ts';

const { root, place, freeze, thaw, canFreeze, clean } = testDisk('server-faults-');
// The server bundled once (esbuild comes with tsx): it starts in well under a second, where tsx takes
// two or three, so that it can be killed and started again many times. The bundle sits in the project
// (in an ignored folder) so that its packages resolve from node_modules.
const bundleDir = mkdtempSync(resolve('test-results-server-'));
const entry = join(bundleDir, 'main.mjs');

beforeAll(async () => {
  await build({
    entryPoints: ['server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: entry,
    logLevel: 'warning',
  });
});

const started: ServerProcess[] = [];
afterAll(async () => {
  for (const s of started) {
    s.kill();
    await s.exited;
  }
  clean();
  rmSync(bundleDir, { recursive: true, force: true });
});

async function serve(port: number, database: string, env: Record<string, string> = {}) {
  const s = await startServerProcess({
    port,
    database,
    dist: join(root, 'no-app'),
    entry,
    env: { ASKS_PER_SECOND: '10000', ...env },
  });
  started.push(s);
  return s;
}

async function until(ok: () => boolean, ms = 5000): Promise<void> {
  const t0 = Date.now();
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

function setup() {
  return hotSeatSetup({ A: ['line-trooper'], B: ['line-trooper'] });
}

/** A seat's connection: its asks, answered by number; the revision of the last packet it got. */
class Seat {
  rev = -1;
  private n = 0;
  private readonly waiting = new Map<number, (m: ServerMessage | null) => void>();
  private constructor(readonly room: Room) {
    room.reconnection.enabled = false;
    room.onMessage('server', (m: ServerMessage) => {
      if (m.kind === 'packet') this.rev = m.rev;
      if (m.kind === 'done' || m.kind === 'refused') this.waiting.get(m.n)?.(m);
    });
    room.onLeave(() => {
      for (const done of this.waiting.values()) done(null);
    });
  }
  static async open(port: number, game: string, secret: string): Promise<Seat> {
    const room = await new Client(`ws://127.0.0.1:${String(port)}`).joinOrCreate('game', { game, secret });
    const seat = new Seat(room);
    await until(() => seat.rev >= 0);
    return seat;
  }
  /** The answer (done or refused), or null if the connection went first. */
  ask(ask: Ask, rev: number): Promise<ServerMessage | null> {
    const n = ++this.n;
    return new Promise((resolve) => {
      this.waiting.set(n, (m) => {
        this.waiting.delete(n);
        resolve(m);
      });
      this.room.send('ask', { n, rev, id: `${String(n)}-${String(Math.random()).slice(2, 10)}`, ask });
    });
  }
}

/** The two steps the kill test repeats: A proposes to end the game, B plays on. Each is one write. */
const proposeEnd: Ask = { type: 'play', action: { type: 'proposeEnd', seat: 'A' } };
const playOn: Ask = { type: 'play', action: { type: 'answerEnd', seat: 'B', accept: false } };

describe('killed in the middle of writes, the server starts again every time', () => {
  it('up to 25 kills with steps in flight: each restart opens the file, each game replays with every acknowledged step', async () => {
    const port = 4411;
    const database = place();
    const t0 = performance.now();
    let server = await serve(port, database);
    const games: { id: string; secrets: { A: string; B: string }; acked: number; inFlight: boolean }[] = [];
    for (let i = 0; i < 2; i++) {
      const made = await createRemoteGame(`http://127.0.0.1:${String(port)}`, setup());
      if (!made.ok) throw new Error(made.error);
      games.push({ id: made.game, secrets: made.secrets, acked: 0, inFlight: false });
    }
    // 25 kills take about 25 s on an idle machine (most of it starting the server); on a busy one the
    // kills stop after 40 s, but never before 12.
    const KILLS = 25;
    const MIN_KILLS = 12;
    const BUDGET_MS = 40_000;
    let kills = 0;
    let killedInFlight = 0;
    let restarts = 0;
    while (kills < KILLS && (kills < MIN_KILLS || performance.now() - t0 < BUDGET_MS)) {
      // Both seats of both games join: each game is loaded and replayed by the restarted server.
      const seats = await Promise.all(
        games.map(async (g) => {
          const a = await Seat.open(port, g.id, g.secrets.A);
          const b = await Seat.open(port, g.id, g.secrets.B);
          // Every step acknowledged before the last kill is in the replayed game; at most the one step
          // in flight then was kept without its acknowledgement.
          expect(a.rev).toBeGreaterThanOrEqual(g.acked);
          expect(a.rev).toBeLessThanOrEqual(g.acked + (g.inFlight ? 1 : 0));
          g.acked = a.rev;
          g.inFlight = false;
          return { a, b };
        }),
      );
      let stop = false;
      const drivers = games.map(async (g, i) => {
        const { a, b } = seats[i]!;
        let rev = g.acked;
        while (!stop) {
          g.inFlight = true;
          const answer = await (rev % 2 === 0 ? a.ask(proposeEnd, rev) : b.ask(playOn, rev));
          if (!answer) return;
          g.inFlight = false;
          if (answer.kind !== 'done') throw new Error(`refused: ${JSON.stringify(answer)}`);
          rev = answer.rev;
          g.acked = rev;
        }
      });
      // Writes go on for a while, then the process is killed wherever it is.
      await new Promise((r) => setTimeout(r, 60 + Math.random() * 120));
      stop = true;
      if (games.some((g) => g.inFlight)) killedInFlight++;
      server.kill();
      kills++;
      await server.exited;
      await Promise.all(drivers);
      server = await serve(port, database);
      restarts++;
      // Every kill leaves the lock behind (the exclusive lock is held while the server runs).
      expect(server.output()).toMatch(/removed the lock/);
    }
    // The last start: both games replay there too; then the file, read here, holds each step once.
    const last = await Promise.all(games.map((g) => Seat.open(port, g.id, g.secrets.A)));
    server.kill();
    await server.exited;
    const file = new GameFile(database);
    for (const [i, g] of games.entries()) {
      const kept = file.load(g.id);
      expect(kept?.rev).toBe(last[i]?.rev);
      expect(kept?.match.actions).toHaveLength(kept?.rev ?? -1);
    }
    const steps = games.reduce((n, g) => n + g.acked, 0);
    file.close();
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      `kill test: ${String(kills)} kills (${String(killedInFlight)} with a step in flight), ${String(restarts)} restarts, ${String(steps)} steps kept, ${seconds.toFixed(1)} s`,
    );
    expect(restarts).toBe(kills);
    expect(killedInFlight).toBeGreaterThan(kills / 2);
  }, 90_000);
});

describe.skipIf(!canFreeze)('a write the disk refuses refuses that step; the server stays up', () => {
  it('the ask is refused with the message, a new game gets a 503, and once the disk writes again play goes on', async () => {
    const port = 4412;
    const database = place();
    const server = await serve(port, database);
    const here = `http://127.0.0.1:${String(port)}`;
    const made = await createRemoteGame(here, setup());
    if (!made.ok) throw new Error(made.error);
    const a = await Seat.open(port, made.game, made.secrets.A);
    const b = await Seat.open(port, made.game, made.secrets.B);
    expect(await a.ask(proposeEnd, 0)).toMatchObject({ kind: 'done', rev: 1 });
    // The write-ahead log can no longer be written (root ignores file modes; it does not ignore this).
    freeze(`${database}-wal`);
    const refused = await b.ask(playOn, 1);
    expect(refused?.kind === 'refused' && refused.violations[0]?.message).toMatch(
      /^The server could not write that step to its disk \(.+\): it was not played, and the game stands as it was\. Tell whoever runs the server\.$/,
    );
    // Nobody heard of the step: B's view is still at revision 1.
    expect(b.rev).toBe(1);
    const res = await fetch(`${here}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ setup: setup() }),
    });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toMatch(/no game was made/);
    // The server still answers, and when the disk takes writes again the same step is played.
    expect(server.child.exitCode).toBeNull();
    thaw(`${database}-wal`);
    expect(await b.ask(playOn, 1)).toMatchObject({ kind: 'done', rev: 2 });
    // Each failure is one line on the console, without a stack trace.
    const failures = server
      .output()
      .split('\n')
      .filter((l) => l.includes('could not be written'));
    expect(failures).toHaveLength(2);
    expect(server.output()).not.toMatch(/^\s+at /m);
    await a.room.leave();
    await b.room.leave();
  }, 30_000);
});

describe('bad bytes from a client are one line on the console; the server stays up', () => {
  it('an undecodable message, a malformed frame and an oversized frame', async () => {
    const port = 4413;
    // Not "test" (the tests' own): Express prints a whole error outside tests.
    const server = await serve(port, place(), { NODE_ENV: 'production' });
    const here = `http://127.0.0.1:${String(port)}`;
    const made = await createRemoteGame(here, setup());
    if (!made.ok) throw new Error(made.error);
    /** A raw socket into the game's room, past Colyseus' client. */
    const socket = async (): Promise<WebSocket> => {
      const res = await fetch(`${here}/matchmake/joinOrCreate/game`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ game: made.game, secret: made.secrets.A }),
      });
      const seat = (await res.json()) as { processId: string; roomId: string; sessionId: string };
      const ws = new WebSocket(
        `ws://127.0.0.1:${String(port)}/${seat.processId}/${seat.roomId}?sessionId=${seat.sessionId}`,
      );
      await new Promise((r) => ws.once('message', r));
      return ws;
    };
    const cases: [string, (ws: WebSocket) => void, RegExp][] = [
      // ROOM_DATA (13), the type "ask", then bytes msgpack does not read.
      [
        'undecodable',
        (ws) => {
          ws.send(Buffer.from([13, 0xa3, 0x61, 0x73, 0x6b, 0xc1, 0xc1]));
        },
        /MessagePack/,
      ],
      [
        'malformed frame',
        (ws) => {
          (ws as unknown as { _socket: { write: (b: Buffer) => void } })._socket.write(
            Buffer.from([0xff, 0x80, 0, 0, 0, 0]),
          );
        },
        /Invalid WebSocket frame/,
      ],
      [
        'oversized frame',
        (ws) => {
          ws.send(Buffer.alloc(200_000));
        },
        /Max payload size exceeded/,
      ],
    ];
    for (const [name, send, said] of cases) {
      const before = server.output().length;
      const ws = await socket();
      const closed = new Promise((r) => ws.once('close', r));
      send(ws);
      await closed;
      await until(() => said.test(server.output().slice(before)));
      await new Promise((r) => setTimeout(r, 100));
      const lines = server.output().slice(before).split('\n').filter(Boolean);
      expect(lines, name).toHaveLength(1);
      expect(lines[0], name).toMatch(/^Game server: /);
    }
    // A New game request that is not JSON is refused with a reason, and prints nothing.
    const before = server.output().length;
    const bad = await fetch(`${here}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"setup": ',
    });
    expect(bad.status).toBe(400);
    await new Promise((r) => setTimeout(r, 100));
    expect(server.output().slice(before)).toBe('');
    // Still up: it makes a game and plays a step.
    const again = await createRemoteGame(here, setup());
    if (!again.ok) throw new Error(again.error);
    const a = await Seat.open(port, again.game, again.secrets.A);
    expect(await a.ask(proposeEnd, 0)).toMatchObject({ kind: 'done' });
    await a.room.leave();
    expect(server.child.exitCode).toBeNull();
  }, 30_000);
});

describe('start-up: what it says, what it removes, and one server per file', () => {
  it('expired unfinished games go, finished ones stay; a loopback HOST is said; a second server is refused', async () => {
    const port = 4414;
    const database = place();
    // An unfinished game and a finished one, both older than the expiry given below (0.1 s).
    const file = new GameFile(database);
    const start = startMatch(setup(), secretSpec(new Uint8Array(32).fill(7)), 'two');
    const proposed = judge(start, 'A', proposeEnd);
    if (!proposed.ok) throw new Error('refused');
    const ended = judge(proposed.match, 'B', {
      type: 'play',
      action: { type: 'answerEnd', seat: 'B', accept: true },
    });
    if (!ended.ok) throw new Error('refused');
    const secrets = { A: 'a', B: 'b' };
    file.create('unfinished', start, secrets);
    file.create('finished', start, secrets);
    file.save('finished', start, proposed.match, 1, {});
    file.save('finished', proposed.match, ended.match, 2, {});
    file.close();
    await new Promise((r) => setTimeout(r, 200));
    const days = String(0.1 / 86_400);
    const server = await serve(port, database, { GAME_EXPIRY_DAYS: days, HOST: '127.0.0.1' });
    expect(server.output()).toContain(`Games are kept in ${database}: it is writable.`);
    expect(server.output()).toContain(
      `1 game(s) kept; 1 unfinished game(s) untouched for ${days} days removed.`,
    );
    expect(server.output()).toMatch(/listens on 127\.0\.0\.1 only: other devices cannot reach it/);
    const made = await createRemoteGame(`http://127.0.0.1:${String(port)}`, setup());
    expect(made.ok && made.lan).toStrictEqual([]);
    // A second server on the same file stops at once, saying which process holds it.
    await expect(serve(port + 1, database)).rejects.toThrow(
      new RegExp(
        `stopped \\(1\\):\\nAnother game server \\(process ${String(server.child.pid)}\\) is using the games file`,
      ),
    );
    expect(server.child.exitCode).toBeNull();
  }, 30_000);

  it.skipIf(!canFreeze)(
    'a games file that cannot be written stops the start: one line, exit code 1',
    async () => {
      const database = place();
      new GameFile(database).close();
      freeze(database);
      try {
        const stopped = await serve(4416, database).then(
          () => '',
          (e: unknown) => (e as Error).message,
        );
        expect(stopped).toMatch(/^The game server stopped \(1\):\n/);
        const printed = stopped.split('\n').slice(1).filter(Boolean);
        expect(printed).toHaveLength(1);
        expect(printed[0]).toMatch(
          new RegExp(
            `^The games file ${database} cannot be opened and written \\(.+\\): make the file and its folder writable`,
          ),
        );
      } finally {
        thaw(database);
      }
    },
    30_000,
  );
});
