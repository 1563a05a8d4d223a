// Several server processes on one Redis and one PostgreSQL behind the path proxy (server/proxy.ts), for
// the tests and the scale bench: each process is server/main.ts bundled once (it starts in well under a
// second) with REDIS_URL, DATABASE_URL and PUBLIC_ADDRESS `127.0.0.1:<proxy port>/<its port>`. Redis is
// TEST_REDIS_URL (by default database 15 of the one these machines run), emptied before use.
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { Redis } from 'ioredis';
import { probeRedis } from './cluster.ts';
import { ROOM_LIST } from './clusterDriver.ts';
import { startServerProcess, type ServerProcess } from './process.ts';
import { startPathProxy } from './proxy.ts';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';

/** Null when Redis answers at TEST_REDIS_URL; otherwise one line saying what is missing. */
export async function probeTestRedis(): Promise<string | null> {
  const cause = await probeRedis(TEST_REDIS_URL);
  return cause
    ? `Redis tests skipped: no Redis answers at ${TEST_REDIS_URL} (${cause}). Start one there, or set TEST_REDIS_URL.`
    : null;
}

export interface TestCluster {
  /** The proxy's address: the one address devices use. */
  url: string;
  /** The processes by port (a killed one is gone until started again). */
  processes: Map<number, ServerProcess>;
  /** A connection to the cluster's Redis, to look at what Colyseus keeps there. */
  redis: Redis;
  /** Starts the process of a port (again). */
  start: (port: number) => Promise<ServerProcess>;
  /** SIGKILLs the process of a port and waits until it is gone. */
  kill: (port: number) => Promise<void>;
  /** The port of the process whose room holds a game now (from Redis' room list), if any. */
  holderOf: (game: string) => Promise<number | null>;
  stop: () => Promise<void>;
}

export async function startTestCluster(options: {
  proxyPort: number;
  ports: readonly number[];
  databaseUrl: string;
  /** The Redis to use (TEST_REDIS_URL when left out): its database is emptied first. */
  redisUrl?: string;
  /** A Redis database of the caller's own (the address's when left out). */
  redisDatabase?: number;
  /** More of each process's environment. */
  env?: Record<string, string>;
}): Promise<TestCluster> {
  const redisUrl = new URL(options.redisUrl ?? TEST_REDIS_URL);
  if (options.redisDatabase !== undefined) redisUrl.pathname = `/${String(options.redisDatabase)}`;
  const dir = mkdtempSync(resolve('test-results-cluster-'));
  const entry = join(dir, 'main.mjs');
  await build({
    entryPoints: ['server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: entry,
    logLevel: 'warning',
  });
  const redis = new Redis(redisUrl.href);
  await redis.flushdb();
  const proxy = await startPathProxy({
    port: options.proxyPort,
    host: '127.0.0.1',
    upstreams: options.ports.map((port) => ({ host: '127.0.0.1', port })),
  });
  const processes = new Map<number, ServerProcess>();
  const start = async (port: number) => {
    const p = await startServerProcess({
      port,
      database: join(dir, 'unused.sqlite'),
      dist: join(dir, 'no-app'),
      entry,
      env: {
        REDIS_URL: redisUrl.href,
        DATABASE_URL: options.databaseUrl,
        PUBLIC_ADDRESS: `127.0.0.1:${String(options.proxyPort)}/${String(port)}`,
        TRUST_PROXY: 'loopback',
        HOST: '127.0.0.1',
        ...options.env,
      },
    });
    processes.set(port, p);
    return p;
  };
  await Promise.all(options.ports.map(start));
  return {
    url: `http://127.0.0.1:${String(options.proxyPort)}`,
    processes,
    redis,
    start,
    kill: async (port) => {
      const p = processes.get(port);
      if (!p) return;
      processes.delete(port);
      p.kill();
      await p.exited;
    },
    holderOf: async (game) => {
      const raw = await redis.hget(ROOM_LIST, game);
      if (!raw) return null;
      const address = (JSON.parse(raw) as { publicAddress?: string }).publicAddress ?? '';
      const port = Number(address.split('/').at(-1));
      return Number.isInteger(port) && processes.has(port) ? port : null;
    },
    stop: async () => {
      for (const p of processes.values()) {
        p.kill();
        await p.exited;
      }
      processes.clear();
      await proxy.stop();
      await redis.flushdb().catch(() => undefined);
      redis.disconnect();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
