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
import { initializeRoomCache, matchMaker, type IRoomCache } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { Redis } from 'ioredis';
import { causeOf } from './store/store.ts';

/** How often a process says it is alive, and how long that lasts without the next beat. */
export const HEARTBEAT_MS = 500;
export const HEARTBEAT_TTL_MS = 1500;
/** How often each process looks for dead ones; every FULL_SWEEP_MS it reads the whole room list too. */
export const SWEEP_MS = 250;
export const FULL_SWEEP_MS = 5000;
/** How long a room placed on a process counts towards its load before Colyseus' own count has it. */
const PLACED_MS = 2000;

/** Redis' keys: ours, and those of Colyseus we read (its driver's room list, its process list). */
export const aliveKey = (processId: string): string => `marker-table:alive:${processId}`;
const sweepingKey = (processId: string): string => `marker-table:sweeping:${processId}`;
/** Colyseus' own: each process listens on this channel; a room is listed under this hash. */
const processChannel = (processId: string): string => `p:${processId}`;
const sweptKey = (processId: string): string => `swept:${processId}`;
export const ROOM_LIST = 'roomcaches';
export const PROCESS_LIST = 'roomcount';

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

/** Which of some processes are alive: heartbeat present and Colyseus channel listened to. */
export class Liveness {
  constructor(
    private readonly redis: Redis,
    private readonly self: () => string | undefined,
  ) {}

  /** For each process id: whether its heartbeat is there, and whether its channel has a listener. */
  async read(ids: readonly string[]): Promise<Map<string, { beats: boolean; listens: boolean }>> {
    const out = new Map<string, { beats: boolean; listens: boolean }>();
    const others = [...new Set(ids)].filter((id) => id !== this.self());
    for (const id of ids) if (id === this.self()) out.set(id, { beats: true, listens: true });
    if (others.length === 0) return out;
    const pipe = this.redis.pipeline();
    for (const id of others) {
      pipe.exists(aliveKey(id));
      pipe.pubsub('NUMSUB', processChannel(id));
    }
    const answers = (await pipe.exec()) ?? [];
    others.forEach((id, i) => {
      const beat = answers[2 * i]?.[1];
      const numsub = answers[2 * i + 1]?.[1];
      const listeners = Array.isArray(numsub) ? Number(numsub[1]) : 0;
      out.set(id, { beats: beat === 1, listens: listeners > 0 });
    });
    return out;
  }

  /** The alive ones among `ids`. */
  async alive(ids: readonly string[]): Promise<Set<string>> {
    const read = await this.read(ids);
    return new Set([...read].filter(([, r]) => r.beats && r.listens).map(([id]) => id));
  }
}

/** Removes every listed room of a process (all in Redis, so a room listed meanwhile elsewhere stays). */
const CLEANUP = `
local removed = 0
local all = redis.call('HGETALL', KEYS[1])
for i = 1, #all, 2 do
  local ok, room = pcall(cjson.decode, all[i + 1])
  if ok and type(room) == 'table' and room.processId == ARGV[1] then
    redis.call('HDEL', KEYS[1], all[i])
    removed = removed + 1
  end
end
return removed`;

/** Writes (ARGV[2] set) or removes a room's listing unless another process's listing is there now. */
const OWN_WRITE = `
local now = redis.call('HGET', KEYS[1], ARGV[1])
if now then
  local ok, room = pcall(cjson.decode, now)
  if ok and type(room) == 'table' and room.processId ~= ARGV[3] then return 0 end
end
if ARGV[2] == '' then return redis.call('HDEL', KEYS[1], ARGV[1]) end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1`;

/** Every process id the room list names. */
const LISTED_PROCESSES = `
local seen = {}
local out = {}
for _, v in ipairs(redis.call('HVALS', KEYS[1])) do
  local ok, room = pcall(cjson.decode, v)
  if ok and type(room) == 'table' and type(room.processId) == 'string' and not seen[room.processId] then
    seen[room.processId] = true
    out[#out + 1] = room.processId
  end
end
return out`;

/**
 * Colyseus' Redis driver, routing nobody to a dead process. A game's room has the game's id, so a
 * join naming its game (the `idOption`) reads one listing instead of the whole list. A room only
 * changes or removes its own listing: a room that closes after its game moved to another process
 * leaves the new room's listing alone.
 */
export class ClusterDriver extends RedisDriver {
  constructor(
    private readonly client: Redis,
    private readonly liveness: Liveness,
    private readonly self: () => string | undefined,
    private readonly idOption = 'game',
  ) {
    super(client);
  }

  override async findOne(
    conditions: Partial<IRoomCache>,
    sortOptions?: Parameters<RedisDriver['findOne']>[1],
  ): Promise<IRoomCache> {
    const byId = conditions.roomId ?? (conditions as Record<string, unknown>)[this.idOption];
    let room: IRoomCache | undefined;
    if (typeof byId === 'string') {
      const raw = await this.client.hget(ROOM_LIST, byId);
      room = raw ? initializeRoomCache(JSON.parse(raw) as Partial<IRoomCache>) : undefined;
      if (room && conditions.roomId === undefined && !matches(room, conditions)) room = undefined;
    } else {
      room = (await super.findOne(conditions, sortOptions)) as IRoomCache | undefined;
    }
    if (!room) return undefined as unknown as IRoomCache;
    const alive = await this.liveness.alive([room.processId]);
    return (alive.has(room.processId) ? room : undefined) as unknown as IRoomCache;
  }

  override async persist(room: IRoomCache, create = false): Promise<boolean> {
    // A new room of a game takes its listing over (its claim in the database decides who holds it).
    if (create) return super.persist(room, create);
    return this.ownWrite(room.roomId, JSON.stringify(room));
  }

  override async update(
    room: IRoomCache,
    operations: Parameters<RedisDriver['update']>[1],
  ): Promise<boolean> {
    const r = room as unknown as Record<string, number | boolean | string>;
    for (const [field, value] of Object.entries(operations.$set ?? {})) r[field] = value as never;
    for (const [field, value] of Object.entries(operations.$inc ?? {})) {
      r[field] = (r[field] as number) + (value as number);
    }
    return this.ownWrite(room.roomId, JSON.stringify(room));
  }

  override async remove(roomId: string): Promise<boolean> {
    return this.ownWrite(roomId, '');
  }

  /** Removes every listed room of `processId`; answers how many. */
  override async cleanup(processId: string): Promise<void> {
    await this.cleanupCount(processId);
  }

  async cleanupCount(processId: string): Promise<number> {
    return Number(await this.client.eval(CLEANUP, 1, ROOM_LIST, processId));
  }

  /** The process ids the room list names. */
  async listedProcesses(): Promise<string[]> {
    return (await this.client.eval(LISTED_PROCESSES, 1, ROOM_LIST)) as string[];
  }

  private async ownWrite(roomId: string, json: string): Promise<boolean> {
    if (!roomId) return false;
    const self = this.self() ?? '';
    return Number(await this.client.eval(OWN_WRITE, 1, ROOM_LIST, roomId, json, self)) === 1;
  }
}

/** Whether a listing meets a join's conditions (as Colyseus' Redis driver reads them). */
function matches(room: IRoomCache, conditions: Partial<IRoomCache>): boolean {
  const r = room as unknown as Record<string, unknown>;
  const metadata = (room.metadata ?? {}) as Record<string, unknown>;
  return Object.entries(conditions).every(([field, value]) =>
    field in r ? r[field] === value : field in metadata ? metadata[field] === value : false,
  );
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

  return {
    presence,
    driver,
    where,
    selectProcess: async () => {
      const stats = await matchMaker.stats.fetchAll();
      const alive = await liveness.alive(stats.map((s) => s.processId));
      // Colyseus writes each process's room count at most once a second: the rooms this process
      // placed since count too, or a burst of new games would all go to one process.
      const now = Date.now();
      for (const [id, p] of placed) if (now - p.at > PLACED_MS) placed.delete(id);
      const load = (id: string, rooms: number) => rooms + (placed.get(id)?.count ?? 0);
      const best = stats
        .filter((s) => alive.has(s.processId))
        .sort((a, b) => load(a.processId, a.roomCount) - load(b.processId, b.roomCount))[0];
      const chosen = best?.processId ?? self() ?? '';
      placed.set(chosen, { count: (placed.get(chosen)?.count ?? 0) + 1, at: now });
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
