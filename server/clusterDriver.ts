// The room list of many processes on one Redis (server/cluster.ts): Colyseus' Redis driver, routing
// nobody to a process that is not alive, with each room changing only its own listing; and the test
// of which processes are alive (their heartbeat in Redis, and a listener on their Colyseus channel).
import { initializeRoomCache, type IRoomCache } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import type { Redis } from 'ioredis';

/** Redis' keys: ours, and those of Colyseus we read (its driver's room list, its process list). */
export const aliveKey = (processId: string): string => `marker-table:alive:${processId}`;
export const sweepingKey = (processId: string): string => `marker-table:sweeping:${processId}`;
/** Colyseus' own: each process listens on this channel; a room is listed under this hash. */
export const processChannel = (processId: string): string => `p:${processId}`;
export const sweptKey = (processId: string): string => `swept:${processId}`;
export const ROOM_LIST = 'roomcaches';
export const PROCESS_LIST = 'roomcount';

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
