// Many server processes on one Redis (ARCHITECTURE.md §10, "Scale-out"): Colyseus' Redis presence and
// driver route each device to the process holding its game. Colyseus never notices by itself that a
// process has died (its issues #968, #978): the dead process's rooms stay listed, and a device routed to
// one waits for timeouts, then may be seated in a second room of the same game. So each process here
// - says it is alive: a heartbeat key in Redis, written every HEARTBEAT_MS, expiring after HEARTBEAT_TTL_MS;
// - routes nobody to a process that is not alive (ClusterDriver): alive means its heartbeat is there
//   and its Colyseus channel has a listener (Redis drops a killed process's connections at once);
// - sweeps: every SWEEP_MS it takes a dead process out of Colyseus' process list (`excludeProcess`) and
//   its rooms out of the room list (`driver.cleanup`), so the next device opens the game elsewhere.
// The games themselves are in PostgreSQL, fenced by each room's claim (server/store/postgres.ts): a
// process taken for dead that was only slow loses its games' next writes, never corrupts them.
import { createHash, randomUUID } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import { RedisPresence } from '@colyseus/redis-presence';
import { Redis } from 'ioredis';
import { aliveKey, ClusterDriver, Liveness, PROCESS_LIST, sweepingKey, sweptKey } from './clusterDriver.ts';
import { causeOf } from './store/store.ts';

/** How often a process says it is alive, and how long that lasts without the next beat. */
export const HEARTBEAT_MS = 500;
export const HEARTBEAT_TTL_MS = 1500;
/** How often each process looks for dead ones; every FULL_SWEEP_MS it reads the whole room list too. */
export const SWEEP_MS = 250;
export const FULL_SWEEP_MS = 5000;
/** How long a room placed on a process counts towards its load before Colyseus' own count has it. */
const PLACED_MS = 2000;

/** "Redis 127.0.0.1:6379, database 15" (never the password). */
export function describeRedis(url: string): string {
  try {
    const u = new URL(url);
    const db = u.pathname.replace(/^\//, '');
    return `Redis ${u.hostname}${u.port ? `:${u.port}` : ''}${db ? `, database ${db}` : ''}`;
  } catch {
    return 'Redis (REDIS_URL)';
  }
}

/**
 * Null when Redis answers at `url`; otherwise its cause in one line. The probe tries once
 * (`retryStrategy: () => null`): ioredis would otherwise try again forever.
 */
export async function probeRedis(url: string, timeoutMs = 2000): Promise<string | null> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  // The connection's own error names the cause (ECONNREFUSED...); connect() only says it closed.
  let seen: unknown = null;
  probe.on('error', (e) => {
    seen ??= e;
  });
  try {
    await probe.connect();
    await probe.ping();
    return null;
  } catch (e) {
    return causeOf(seen ?? e) || 'no answer';
  } finally {
    probe.disconnect();
  }
}

export interface ClusterOptions {
  url: string;
  /** Where devices reach this process (PUBLIC_ADDRESS), e.g. "table.example.org/8081". */
  publicAddress: string;
  log?: (line: string) => void;
}

/** What the server gives Colyseus, and the heartbeat and sweeper it starts and stops. */
export interface Cluster {
  presence: RedisPresence;
  driver: ClusterDriver;
  /** Colyseus' choice of the process a new room is made in: the alive one with fewest rooms. */
  selectProcess: () => Promise<string>;
  /** New games made from one address in the last minute, by any process (the per-minute limit). */
  madeLastMinute: (from: string) => Promise<number>;
  /** Counts a new game made from one address, for every process's per-minute limit. */
  noteMade: (from: string) => Promise<void>;
  /** Whether some alive process holds fewer than `capacity` games (a new game would find a table). */
  hasRoom: (capacity: number) => Promise<boolean>;
  where: string;
  /** Starts the heartbeat (first beat written before it answers) and the sweeper. */
  start: () => Promise<void>;
  /** One sweep now (the sweeper's own timer runs them every SWEEP_MS). */
  sweep: () => Promise<void>;
  /** Stops beating and sweeping and removes this process's heartbeat. */
  stop: () => Promise<void>;
}

/** Opens the Redis connections of one process (Colyseus' presence and driver, the heartbeat's own). */
export function openCluster(options: ClusterOptions): Cluster {
  const log =
    options.log ??
    ((line: string) => {
      console.error(line);
    });
  const where = describeRedis(options.url);
  const self = (): string | undefined => matchMaker.processId;
  const own = new Redis(options.url, { connectionName: 'marker-table:cluster' });
  const driverClient = new Redis(options.url, { connectionName: 'marker-table:driver' });
  let lastFault = 0;
  const fault = (what: string) => (e: unknown) => {
    // One line per few seconds at most while Redis is out of reach.
    if (Date.now() - lastFault < 5000) return;
    lastFault = Date.now();
    log(`${where}: ${what} failed (${causeOf(e)}).`);
  };
  own.on('error', fault('a connection'));
  driverClient.on('error', fault('the room list connection'));
  const liveness = new Liveness(own, self);
  const driver = new ClusterDriver(driverClient, liveness, self);
  const presence = new RedisPresence(options.url);
  let beat: ReturnType<typeof setInterval> | undefined;
  let sweeper: ReturnType<typeof setInterval> | undefined;
  let sweeping = false;
  let lastFull = 0;
  /** Rooms this process placed lately, by process (not yet in Colyseus' counts). */
  const placed = new Map<string, { count: number; at: number }>();
  /** Processes seen once with no listener on their channel: dead if the next sweep says so too. */
  let suspects = new Set<string>();

  const writeBeat = async () => {
    const id = self();
    if (id) await own.set(aliveKey(id), options.publicAddress, 'PX', HEARTBEAT_TTL_MS);
  };

  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      const ids = new Set(await own.hkeys(PROCESS_LIST));
      if (Date.now() - lastFull >= FULL_SWEEP_MS) {
        lastFull = Date.now();
        for (const id of await driver.listedProcesses()) ids.add(id);
      }
      ids.delete(self() ?? '');
      const read = await liveness.read([...ids]);
      const next = new Set<string>();
      for (const [id, r] of read) {
        // No heartbeat: dead (or hung). No listener: its connections are gone; twice in a row, dead.
        const dead = !r.beats || (!r.listens && suspects.has(id));
        if (!dead && !r.listens) next.add(id);
        if (dead) await takeOut(id);
      }
      suspects = next;
    } catch (e) {
      fault('a sweep for stopped processes')(e);
    } finally {
      sweeping = false;
    }
  };

  const takeOut = async (id: string) => {
    // One process takes a dead one out (the others find it gone); a failed one is tried again later.
    const mine = await own.set(sweepingKey(id), self() ?? '', 'PX', 5000, 'NX');
    if (mine !== 'OK') return;
    await matchMaker.stats.excludeProcess(id);
    const rooms = await driver.cleanupCount(id);
    // Were it alive after all, Colyseus' own check finds this and lists its rooms again.
    await own.set(sweptKey(id), '1', 'EX', 600);
    log(
      `Process ${id} stopped answering: it is out of the process list and its ${String(rooms)} room(s) out of the room list; their devices open their games on another process.`,
    );
  };

  /**
   * A process's games: Colyseus writes each process's room count at most once a second, so the rooms
   * this process placed since count too (or a burst of new games would all go to one process).
   */
  const loadOf = (id: string, rooms: number): number => {
    const now = Date.now();
    for (const [key, p] of placed) if (now - p.at > PLACED_MS) placed.delete(key);
    return rooms + (placed.get(id)?.count ?? 0);
  };

  // The address is not kept as such: a hash names its list, which lasts a minute.
  const madeKey = (from: string) =>
    `marker-table:made:${createHash('sha256').update(from).digest('hex').slice(0, 24)}`;

  return {
    presence,
    driver,
    where,
    madeLastMinute: async (from: string) => {
      const key = madeKey(from);
      await own.zremrangebyscore(key, 0, Date.now() - 60_000);
      return own.zcard(key);
    },
    noteMade: async (from: string) => {
      const key = madeKey(from);
      const now = Date.now();
      await own
        .multi()
        .zadd(key, now, `${String(now)}:${randomUUID()}`)
        .pexpire(key, 60_000)
        .exec();
    },
    hasRoom: async (capacity: number) => {
      const stats = await matchMaker.stats.fetchAll();
      const alive = await liveness.alive(stats.map((s) => s.processId));
      return stats.some((s) => alive.has(s.processId) && loadOf(s.processId, s.roomCount) < capacity);
    },
    selectProcess: async () => {
      const stats = await matchMaker.stats.fetchAll();
      const alive = await liveness.alive(stats.map((s) => s.processId));
      const best = stats
        .filter((s) => alive.has(s.processId))
        .sort((a, b) => loadOf(a.processId, a.roomCount) - loadOf(b.processId, b.roomCount))[0];
      const chosen = best?.processId ?? self() ?? '';
      placed.set(chosen, { count: (placed.get(chosen)?.count ?? 0) + 1, at: Date.now() });
      return chosen;
    },
    start: async () => {
      await writeBeat();
      beat = setInterval(() => {
        writeBeat().catch(fault('the heartbeat'));
      }, HEARTBEAT_MS);
      sweeper = setInterval(() => void sweep(), SWEEP_MS);
      beat.unref();
      sweeper.unref();
      await sweep();
    },
    sweep,
    stop: async () => {
      clearInterval(beat);
      clearInterval(sweeper);
      const id = self();
      if (id) await own.del(aliveKey(id)).catch(() => undefined);
      own.disconnect();
    },
  };
}
