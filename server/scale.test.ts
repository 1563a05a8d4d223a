// Several server processes on one Redis and one PostgreSQL, behind the path proxy (ARCHITECTURE.md §10,
// "Scale-out"; README: "Many processes behind one address"). Skipped, saying so in one line, where
// Redis or PostgreSQL does not answer (TEST_REDIS_URL, TEST_DATABASE_URL).
// - A game made through one process is played through the other.
// - The process holding a game is SIGKILLed mid-Order, again and again, with an action in flight: the
//   devices open the game on the other process, and each view equals the same game played here, with
//   every action kept exactly once.
// - A dead process's entries in Redis route nobody to it, and the sweeper removes them.
// The paired-frame check over this path is in scaleFrames.test.ts.
import { initializeRoomCache, type IRoomCache } from '@colyseus/core';
import { Client } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewFingerprint, type Action } from '../src/engine/index.ts';
import { packetFor, play, startMatch, type Match } from '../src/match/match.ts';
import { PING_MS, type ServerMessage } from '../src/protocol/wire.ts';
import { createRemoteGame, RemoteMatch, STALL_MS, type Answered } from '../src/store/net/remoteMatch.ts';
import { hotSeatSetup } from '../tests/storeFixtures.ts';
import { walkGame } from '../tests/walker.ts';
import { Redis } from 'ioredis';
import { request } from 'node:http';
import { MAX_GAMES_PER_MINUTE } from './server.ts';
import { aliveKey, ClusterDriver, Liveness, PROCESS_LIST, ROOM_LIST } from './clusterDriver.ts';
import { PgStore } from './store/postgres.ts';
import { probePostgres, testSchemas } from './store/testDatabase.ts';
import { probeTestRedis, startTestCluster, TEST_REDIS_URL, type TestCluster } from './testCluster.ts';

const PROXY = 4480;
const PORTS = [4481, 4482] as const;
const SECRETS = { A: 'scale-seat-a', B: 'scale-seat-b' };
/** How many times the kill test kills the process holding its game. */
const KILLS = Number(process.env.SCALE_KILLS ?? 12);

const missing = (await probePostgres()) ?? (await probeTestRedis());
if (missing) console.warn(missing);
const schemas = testSchemas();
let cluster: TestCluster;
let store: PgStore;

beforeAll(async () => {
  if (missing) return;
  const databaseUrl = await schemas.fresh();
  cluster = await startTestCluster({
    proxyPort: PROXY,
    ports: PORTS,
    databaseUrl,
    // The test plays as fast as it is answered: faster than a person.
    env: { ASKS_PER_SECOND: '100000' },
  });
  store = await PgStore.open(databaseUrl, { log: () => undefined });
}, 60_000);

afterAll(async () => {
  if (missing) return;
  await store.close();
  await cluster.stop();
  await schemas.drop();
});

async function until(ok: () => boolean | Promise<boolean>, what: () => string, ms = 5000): Promise<void> {
  const t0 = Date.now();
  while (!(await ok())) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A seat's device (the app's own client, through the proxy): the newest view it holds. */
interface Device {
  match: RemoteMatch;
  print: string;
  rev: number;
}

async function device(server: string, game: string, secret: string): Promise<Device> {
  const d: Partial<Device> & { print: string; rev: number } = { print: '', rev: -1 };
  d.match = await RemoteMatch.open(
    { server, game, secret },
    {
      packet: (p, rev) => {
        d.print = viewFingerprint(p.view);
        d.rev = rev;
      },
      presence: () => undefined,
      connection: () => undefined,
    },
  );
  await until(
    () => d.rev >= 0,
    () => 'the first packet',
  );
  return d as Device;
}

const seatOf = (a: Action): 'A' | 'B' => ('seat' in a && a.seat === 'B' ? 'B' : 'A');

describe.skipIf(missing !== null)('several server processes on one Redis and one PostgreSQL', () => {
  it('a game made through one process is played through the other', async () => {
    const made = await createRemoteGame(
      `http://127.0.0.1:${String(PORTS[0])}`,
      hotSeatSetup({ A: ['line-trooper'], B: ['line-trooper'] }),
    );
    if (!made.ok) throw new Error(made.error);
    // A opens it through one process and B through the other: one room holds it, wherever it is.
    const a = await device(`http://127.0.0.1:${String(PORTS[0])}`, made.game, made.secrets.A);
    const b = await device(`http://127.0.0.1:${String(PORTS[1])}`, made.game, made.secrets.B);
    const holder = await cluster.holderOf(made.game);
    expect(PORTS).toContain(holder);
    expect(await a.match.ask({ type: 'play', action: { type: 'proposeEnd', seat: 'A' } })).toStrictEqual({
      ok: true,
    });
    await until(
      () => b.rev === 1,
      () => 'B to hear of A’s step',
    );
    expect(
      await b.match.ask({ type: 'play', action: { type: 'answerEnd', seat: 'B', accept: false } }),
    ).toStrictEqual({ ok: true });
    await until(
      () => a.rev === 2,
      () => 'A to hear of B’s answer',
    );
    // Both steps are in the database, each once, written by the one room that holds the game.
    expect((await store.load(made.game))?.match.actions).toHaveLength(2);
    await Promise.all([a.match.leave(), b.match.leave()]);
  });

  it('the process holding the game is SIGKILLed mid-Order, again and again, with an action in flight: the game goes on exactly on the other', async () => {
    const t0 = Date.now();
    const recoveries: number[] = [];
    let kills = 0;
    let actions = 0;
    for (let seed = 7_300; kills < KILLS && Date.now() - t0 < 25_000; seed++) {
      const walk = walkGame(seed);
      const id = `kill-${String(seed)}`;
      let match: Match = startMatch(walk.setup, { seed }, 'two');
      expect((await store.create(id, match, SECRETS)).ok).toBe(true);
      const seats = {
        A: await device(cluster.url, id, SECRETS.A),
        B: await device(cluster.url, id, SECRETS.B),
      };
      // Both devices hold the views of the game as it is played here.
      const caughtUp = async (what: string, ms?: number) => {
        const want = {
          A: viewFingerprint(packetFor(match, 'A').view),
          B: viewFingerprint(packetFor(match, 'B').view),
        };
        await until(
          () => seats.A.print === want.A && seats.B.print === want.B,
          () => `${id}: both views ${what}`,
          ms,
        );
      };
      let sinceKill = 0;
      for (const [index, action] of walk.actions.entries()) {
        const state = match.state;
        const midOrder = state.phase.kind === 'turn' && state.phase.order !== undefined;
        const seat = seatOf(action);
        await caughtUp(`before action ${String(index)}`);
        let answer: Answered;
        if (midOrder && sinceKill >= 6 && kills < KILLS) {
          // The action is sent, and the process holding the game killed a moment later (or just
          // before: the ask then waits for the game to open again): kept or not, it is played once.
          const holder = await cluster.holderOf(id);
          if (holder === null) throw new Error(`${id}: no process holds the game`);
          const listed = (await cluster.redis.hget(ROOM_LIST, id)) ?? '{}';
          const dead = (JSON.parse(listed) as { processId?: string }).processId ?? '';
          const delay = kills % 4 === 3 ? -1 : kills % 3;
          let asked: Promise<Answered>;
          const killedAt = Date.now();
          if (delay < 0) {
            await cluster.kill(holder);
            asked = seats[seat].match.ask({ type: 'play', action });
          } else {
            asked = seats[seat].match.ask({ type: 'play', action });
            await new Promise((r) => setTimeout(r, delay));
            await cluster.kill(holder);
          }
          const restarted = cluster.start(holder);
          answer = await asked;
          const played = play(match, action);
          if (!played.ok) throw new Error(`${id}: action ${String(index)} does not play here`);
          match = played.match;
          await caughtUp(`after the kill at action ${String(index)}`, 10_000);
          recoveries.push(Date.now() - killedAt);
          // Nothing in Redis names the dead process any more: nobody is routed to it.
          await until(
            async () =>
              (await cluster.redis.hexists(PROCESS_LIST, dead)) === 0 &&
              !(await cluster.redis.hvals(ROOM_LIST)).some((v) => v.includes(`"processId":"${dead}"`)),
            () => `${id}: the dead process swept out of Redis`,
          );
          await restarted;
          kills++;
          sinceKill = 0;
        } else {
          answer = await seats[seat].match.ask({ type: 'play', action });
          const played = play(match, action);
          if (!played.ok) throw new Error(`${id}: action ${String(index)} does not play here`);
          match = played.match;
          sinceKill++;
        }
        if (!answer.ok) {
          throw new Error(
            `${id}, action ${String(index)} (${action.type}) refused: ${answer.violations[0]?.message ?? ''}`,
          );
        }
        actions++;
        if (kills >= KILLS || Date.now() - t0 > 25_000) break;
      }
      await caughtUp('at the end');
      await Promise.all([seats.A.match.leave(), seats.B.match.leave()]);
      // The database holds every action once, in order: none lost, none twice.
      expect((await store.load(id))?.match.actions).toStrictEqual(match.actions);
    }
    console.log(
      `kills: ${String(kills)}, ${String(actions)} actions; both views back after ${recoveries.map((ms) => String(ms)).join(', ')} ms`,
    );
    expect(kills).toBeGreaterThanOrEqual(Math.min(KILLS, 5));
    // Both devices had their views back within 2 s of each kill.
    for (const ms of recoveries) expect(ms).toBeLessThanOrEqual(2000);
  }, 60_000);

  it('the process holding the game hangs (SIGSTOP) with a step in flight: both devices open the game on the other, the step is played once, and the hung room writes nothing when it wakes', async () => {
    const made = await createRemoteGame(
      cluster.url,
      hotSeatSetup({ A: ['line-trooper'], B: ['line-trooper'] }),
    );
    if (!made.ok) throw new Error(made.error);
    const a = await device(cluster.url, made.game, made.secrets.A);
    const b = await device(cluster.url, made.game, made.secrets.B);
    const holder = await cluster.holderOf(made.game);
    const hung = holder === null ? undefined : cluster.processes.get(holder);
    if (!hung) throw new Error('no process holds the game');
    hung.child.kill('SIGSTOP');
    const t0 = Date.now();
    try {
      // A's step goes to the hung process and is not answered: after STALL_MS of silence A's device
      // opens the game again by its link, on the other process once the hung one is swept out.
      const asked = await a.match.ask({ type: 'play', action: { type: 'proposeEnd', seat: 'A' } });
      expect(asked).toStrictEqual({ ok: true });
      const back = Date.now() - t0;
      expect(back).toBeLessThanOrEqual(STALL_MS + 4000);
      // B, which only watches, learns it by its ping (PING_MS of silence, then STALL_MS).
      await until(
        () => b.rev >= 1,
        () => 'B to hear of A’s step on the other process',
        PING_MS + STALL_MS + 6000,
      );
      expect(await cluster.holderOf(made.game)).not.toBe(holder);
    } finally {
      hung.child.kill('SIGCONT');
    }
    // Woken, the old room holds a game claimed elsewhere: whatever it still had, it writes nothing.
    expect(
      await b.match.ask({ type: 'play', action: { type: 'answerEnd', seat: 'B', accept: false } }),
    ).toStrictEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 500));
    expect((await store.load(made.game))?.match.actions.map((x) => x.type)).toStrictEqual([
      'proposeEnd',
      'answerEnd',
    ]);
    await Promise.all([a.match.leave(), b.match.leave()]);
    // Its room goes once both devices have left: no listing of it is left for the tests after this one.
    // Disposing of it waits on both processes, which a busy machine slows: up to 20 s.
    await until(
      async () => (await cluster.redis.hexists(ROOM_LIST, made.game)) === 0,
      () => 'the game’s room to leave the room list',
      20_000,
    );
  }, 60_000);

  it('the new games a minute from one address count across processes', async () => {
    const body = JSON.stringify({ setup: hotSeatSetup({ A: ['line-trooper'], B: ['line-trooper'] }) });
    // From an address of its own (Linux answers on all of 127.0.0.0/8), straight to each process.
    const make = (port: number) =>
      new Promise<number>((done, fail) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/games',
            method: 'POST',
            localAddress: '127.0.0.7',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            res.resume();
            res.on('end', () => {
              done(res.statusCode ?? 0);
            });
          },
        );
        req.on('error', fail);
        req.end(body);
      });
    const statuses: number[] = [];
    for (let i = 0; i < MAX_GAMES_PER_MINUTE; i++) statuses.push(await make(PORTS[i % 2]!));
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await make(PORTS[0])).toBe(429);
    expect(await make(PORTS[1])).toBe(429);
  });

  it('the room list names a room only while its process is alive; a room changes only its own listing', async () => {
    const redis = new Redis(TEST_REDIS_URL);
    const listener = new Redis(TEST_REDIS_URL);
    const driver = new ClusterDriver(redis, new Liveness(redis, () => 'here'), () => 'here');
    const listing = (processId: string) => ({
      ...initializeRoomCache({ name: 'game', processId, roomId: 'listed', metadata: { game: 'listed' } }),
      maxClients: 24,
    });
    const joining = (game: string) =>
      ({ name: 'game', locked: false, private: false, game }) as Partial<IRoomCache>;
    const join = joining('listed');
    await driver.persist(listing('elsewhere'), true);
    // Neither heartbeat nor listener: nobody is sent there, by room id or by game.
    expect(await driver.findOne({ roomId: 'listed' })).toBeUndefined();
    expect(await driver.findOne(join)).toBeUndefined();
    // A heartbeat without a listener on its channel (its connections are gone): still nobody.
    await redis.set(aliveKey('elsewhere'), 'x', 'PX', 5000);
    expect(await driver.findOne(join)).toBeUndefined();
    // Alive: heartbeat and listener.
    await listener.subscribe('p:elsewhere');
    expect(await driver.findOne(join)).toMatchObject({ roomId: 'listed', processId: 'elsewhere' });
    expect(await driver.findOne(joining('other'))).toBeUndefined();
    // This process's room of the game closing leaves the other process's listing alone; its own goes.
    expect(await driver.remove('listed')).toBe(false);
    expect(await driver.update(listing('elsewhere'), { $inc: { clients: 1 } })).toBe(false);
    expect(await redis.hexists(ROOM_LIST, 'listed')).toBe(1);
    await driver.persist(listing('here'), true);
    expect(await driver.remove('listed')).toBe(true);
    // A cleanup takes only the dead process's rooms.
    await driver.persist({ ...listing('dead'), roomId: 'd1' }, true);
    await driver.persist({ ...listing('here'), roomId: 'h1' }, true);
    expect(await driver.cleanupCount('dead')).toBe(1);
    // Only this test's listings are asked about: another test's server may list its rooms meanwhile.
    const left = await redis.hkeys(ROOM_LIST);
    expect(left).toContain('h1');
    expect(left).not.toContain('d1');
    expect(left).not.toContain('listed');
    await redis.hdel(ROOM_LIST, 'h1');
    await redis.del(aliveKey('elsewhere'));
    listener.disconnect();
    redis.disconnect();
  });

  it('a dead process’s entries in Redis route nobody to it, and are swept away', async () => {
    // A process that died without a word: its rooms listed, itself in Colyseus' process list.
    const games = ['stale-1', 'stale-2'];
    for (const id of games) {
      const match = startMatch(
        hotSeatSetup({ A: ['line-trooper'], B: ['line-trooper'] }),
        { seed: 1 },
        'two',
      );
      expect((await store.create(id, match, SECRETS)).ok).toBe(true);
      await cluster.redis.hset(
        ROOM_LIST,
        id,
        JSON.stringify({
          clients: 2,
          maxClients: 24,
          locked: false,
          private: false,
          createdAt: new Date().toISOString(),
          unlisted: false,
          name: 'game',
          processId: 'gone-process',
          metadata: { game: id },
          publicAddress: `127.0.0.1:${String(PROXY)}/4499`,
          roomId: id,
        }),
      );
    }
    await cluster.redis.hset(PROCESS_LIST, 'gone-process', '0,0');
    // A device opening one of its games is not sent there: the game opens on a living process at once
    // (Colyseus alone would wait for its 2 s timeouts, then maybe seat it in a second room).
    const opened = Date.now();
    const room = await new Client(cluster.url.replace('http', 'ws')).joinOrCreate('game', {
      game: 'stale-1',
      secret: SECRETS.A,
    });
    const heard: ServerMessage[] = [];
    room.onMessage('server', (m: ServerMessage) => heard.push(m));
    await until(
      () => heard.some((m) => m.kind === 'packet'),
      () => 'the first packet',
    );
    expect(Date.now() - opened).toBeLessThan(1500);
    expect(PORTS).toContain(await cluster.holderOf('stale-1'));
    // The sweeper takes the dead process out of both lists.
    await until(
      async () =>
        (await cluster.redis.hexists(PROCESS_LIST, 'gone-process')) === 0 &&
        (await cluster.redis.hexists(ROOM_LIST, 'stale-2')) === 0,
      () => 'the sweep',
      3000,
    );
    // One process says so, in one line (it may reach this process's pipe a moment after Redis changed).
    const said = () =>
      [...cluster.processes.values()]
        .flatMap((p) => p.output().split('\n'))
        .filter((l) => l.includes('gone-process'));
    await until(
      () => said().length > 0,
      () => 'the line saying so',
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(said()).toHaveLength(1);
    expect(said()[0]).toMatch(
      /^Process gone-process stopped answering: it is out of the process list and its [12] room\(s\) out of the room list; their devices open their games on another process\.$/,
    );
    await room.leave();
  });
});
