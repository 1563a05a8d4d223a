// The game server (ARCHITECTURE.md §10): the built app and the game socket on one port, every game kept
// in one SQLite file, or in PostgreSQL when a database address is given (server/store/).
// `npm run serve` starts it (server/main.ts); tests and the bench start it here.
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inspect } from 'node:util';
// The reducer: the server judges every step at once (src/engine/reducer.ts).
import '../src/engine/apply.ts';
import '../src/engine/zodLibrary.ts';
import { matchMaker, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import express from 'express';
import { WebSocket as NodeWebSocket } from 'ws';
import { secretSpec } from '../src/engine/index.ts';
import { startMatch } from '../src/match/match.ts';
import { MAX_ASK_CHARS } from '../src/protocol/wire.ts';
import { setupSchema } from '../src/protocol/recordSchema.ts';
import { describeIssues, type GameSetup } from '../src/engine/index.ts';
import { randomBytes } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import { openCluster, probeRedis, describeRedis, type Cluster } from './cluster.ts';
import { GameRoom, IDLE_MINUTES, MAX_LOADED_GAMES } from './room.ts';
import { openStore } from './store/open.ts';
import { buildFiles } from './static.ts';
import { causeOf, newGameId, newSecret, type GameStore } from './store/store.ts';

// Colyseus 0.18 reconnects through the global WebSocket, which Node has only from version 22: on
// Node 20 the `ws` package stands in for it (README: "Two devices").
if (!('WebSocket' in globalThis)) {
  (globalThis as { WebSocket?: unknown }).WebSocket = NodeWebSocket;
}

/** Most characters of a New game request: a set-up with two full rosters is about 20 kB. */
export const MAX_SETUP_CHARS = 256_000;
/** Most games one address may make in a minute (a club makes a few an evening). */
export const MAX_GAMES_PER_MINUTE = 30;
/** Most unfinished games made from one address that the server keeps at once. */
export const MAX_OPEN_GAMES_PER_ADDRESS = 50;
/** Most unfinished games the server keeps at once, from everybody. */
export const MAX_OPEN_GAMES = 5_000;
/** An unfinished game nobody has made a step in for this many days is removed; finished games stay. */
export const GAME_EXPIRY_DAYS = 30;
/** How often old unfinished games are looked for, besides at start-up. */
export const EXPIRY_SWEEP_MS = 60 * 60 * 1000;

/** The bounds on making games (the constants above; tests give smaller ones). */
export interface GameLimits {
  perMinute: number;
  openPerAddress: number;
  open: number;
}

export interface GameServerOptions {
  port: number;
  /** The SQLite file every game is kept in (":memory:" keeps them only while the process lives). */
  database: string;
  /** A PostgreSQL address (DATABASE_URL): the games are kept there instead of the SQLite file. */
  databaseUrl?: string;
  /**
   * A Redis address (REDIS_URL): this process is one of several sharing the games (server/cluster.ts).
   * Needs `databaseUrl` and `publicAddress`.
   */
  redisUrl?: string;
  /** Where devices reach this process itself (PUBLIC_ADDRESS), e.g. "table.example.org/8081". */
  publicAddress?: string;
  /**
   * Express' `trust proxy` (TRUST_PROXY): which proxies' X-Forwarded-For names a device's address, for
   * the limits on making games. Unset: the address the request comes from.
   */
  trustProxy?: string;
  /** The built app to serve beside the socket; none when only the socket is wanted. */
  dist?: string;
  /** The address to listen on; all interfaces when left out. */
  host?: string;
  /** Days after which an untouched unfinished game is removed (GAME_EXPIRY_DAYS when left out). */
  expiryDays?: number;
  limits?: Partial<GameLimits>;
  /** Most games this process holds at once (MAX_LOADED_GAMES; room.ts). */
  capacity?: number;
  /** Minutes without a step after which a game's room is put away; 0: never (IDLE_MINUTES; room.ts). */
  idleMinutes?: number;
}

export interface RunningServer {
  port: number;
  games: GameStore;
  /** With REDIS_URL: this process's id among the others, and where its rooms are shared. */
  cluster: { processId: string; where: string } | null;
  /** How many old unfinished games were removed at start-up. */
  expired: number;
  stop: () => Promise<void>;
}

/** What the New game request answers: the game, each seat's secret for its link, and where to link. */
export interface CreatedGame {
  game: string;
  secrets: { A: string; B: string };
  /** This computer's addresses on its networks, for links made on a page opened as localhost. */
  lan: string[];
}

/** Whether `host` is this computer only (a loopback address or name). */
export function isLoopback(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || (isIP(h) === 4 && h.startsWith('127.'));
}

/**
 * The addresses other devices on this computer's networks can open: every IPv4 address that is not
 * loopback when the server listens on all interfaces (`host` left out, 0.0.0.0 or ::), only `host`
 * when it listens on one address, none when that address is loopback.
 */
export function lanAddresses(port: number, host?: string): string[] {
  if (host && host !== '0.0.0.0' && host !== '::') {
    if (isLoopback(host)) return [];
    const shown = isIP(host) === 6 ? `[${host}]` : host;
    return [`http://${shown}:${String(port)}/`];
  }
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.family === 'IPv4' && !a.internal) out.push(`http://${a.address}:${String(port)}/`);
    }
  }
  return out;
}

const PROJECT = fileURLToPath(new URL('..', import.meta.url));

/**
 * One line of Colyseus' report: a client's bad bytes (a malformed WebSocket frame, a message that
 * does not decode) fault inside the dependencies, and their stack trace says nothing more than the
 * first line. The whole report is kept when a frame of this project's own code is in it (a fault
 * here), for whoever fixes it.
 */
export function oneLine(args: unknown[]): string {
  const text = args
    .map((a) => (typeof a === 'string' ? a : a instanceof Error ? (a.stack ?? a.message) : inspect(a)))
    .join(' ');
  const lines = text.split('\n');
  const ours = lines.some(
    (l) => /^\s+at /.test(l) && l.includes(PROJECT) && !l.includes(`${sep}node_modules${sep}`),
  );
  if (ours) return text;
  const first = lines.map((l) => l.trim()).find((l) => l !== '') ?? '';
  return first.length > 300 ? `${first.slice(0, 300)}…` : first;
}

/** Colyseus' logger (its `logger` option): each report on one line of the console (see oneLine). */
export const serverLogger = {
  debug: (...args: unknown[]) => {
    console.debug(oneLine(args));
  },
  info: (...args: unknown[]) => {
    console.info(oneLine(args));
  },
  trace: (...args: unknown[]) => {
    console.debug(oneLine(args));
  },
  warn: (...args: unknown[]) => {
    console.warn(`Game server: ${oneLine(args)}`);
  },
  error: (...args: unknown[]) => {
    console.error(`Game server: ${oneLine(args)}`);
  },
};

export async function startGameServer(options: GameServerOptions): Promise<RunningServer> {
  const limits: GameLimits = {
    perMinute: MAX_GAMES_PER_MINUTE,
    openPerAddress: MAX_OPEN_GAMES_PER_ADDRESS,
    open: MAX_OPEN_GAMES,
    ...options.limits,
  };
  const expiryDays = options.expiryDays ?? GAME_EXPIRY_DAYS;
  if (options.redisUrl) await checkClusterOptions(options, options.redisUrl);
  const games = await openStore(options);
  GameRoom.games = games;
  GameRoom.loaded = 0;
  GameRoom.capacity = options.capacity ?? MAX_LOADED_GAMES;
  GameRoom.idleMinutes = options.idleMinutes ?? IDLE_MINUTES;
  let expired: number;
  try {
    expired = await games.expire(expiryDays);
  } catch (e) {
    await games.close();
    throw e;
  }
  const made = new Map<string, number[]>();
  const sweep = setInterval(() => {
    void games.expire(expiryDays).then((removed) => {
      if (removed > 0) {
        console.log(
          `${String(removed)} unfinished game(s) untouched for ${String(expiryDays)} days removed (${games.where}).`,
        );
      }
    });
    // The per-minute counts of addresses that made nothing for a minute go too.
    const now = Date.now();
    for (const [from, times] of made) if (times.every((t) => now - t >= 60_000)) made.delete(from);
  }, EXPIRY_SWEEP_MS);
  sweep.unref();
  const dist = options.dist ? resolve(options.dist) : null;
  const transport = new WebSocketTransport({ maxPayload: MAX_ASK_CHARS * 4 });
  const cluster: Cluster | null =
    options.redisUrl && options.publicAddress
      ? openCluster({ url: options.redisUrl, publicAddress: options.publicAddress })
      : null;
  const server = new Server({
    greet: false,
    logger: serverLogger,
    transport,
    ...(cluster
      ? {
          presence: cluster.presence,
          driver: cluster.driver,
          selectProcessIdToCreateRoom: cluster.selectProcess,
        }
      : {}),
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
    express: (app) => {
      if (options.trustProxy) app.set('trust proxy', trustProxyValue(options.trustProxy));
      app.post('/api/games', express.json({ limit: MAX_SETUP_CHARS }), async (req, res) => {
        const now = Date.now();
        const from = req.ip ?? '';
        const recent = (made.get(from) ?? []).filter((t) => now - t < 60_000);
        // With several processes, the games made through every one of them count (Redis).
        let count = recent.length;
        if (cluster) {
          try {
            count = Math.max(count, await cluster.madeLastMinute(from));
          } catch (e) {
            console.error(
              `Game server: the new games of the last minute could not be counted (${causeOf(e)}).`,
            );
          }
        }
        if (count >= limits.perMinute) {
          res
            .status(429)
            .json({ error: 'Too many new games from this device: wait a minute and try again.' });
          return;
        }
        let mine: number;
        let all: number;
        try {
          mine = await games.unfinished(from);
          all = await games.unfinished();
        } catch (e) {
          console.error(`${games.where}: the unfinished games could not be counted (${causeOf(e)}).`);
          res.status(503).json({
            error:
              'The server could not read its games file: no game was made. Tell whoever runs the server.',
          });
          return;
        }
        if (mine >= limits.openPerAddress) {
          res.status(429).json({
            error: `This device’s network address already has ${String(limits.openPerAddress)} unfinished games on this server: finish some first (an unfinished game left untouched for ${String(expiryDays)} days is removed).`,
          });
          return;
        }
        if (all >= limits.open) {
          res.status(503).json({
            error: `This server already keeps as many unfinished games as it can (${String(limits.open)}): try again later, or tell whoever runs the server.`,
          });
          return;
        }
        // Past capacity a new game is refused here, not made and then left unopened (room.ts).
        let room: boolean;
        try {
          room = cluster ? await cluster.hasRoom(GameRoom.capacity) : GameRoom.loaded < GameRoom.capacity;
        } catch (e) {
          console.error(`Game server: the processes' games could not be counted (${causeOf(e)}).`);
          room = false;
        }
        if (!room) {
          res.status(503).json({
            error: `The server is playing as many games as it can at once (${String(GameRoom.capacity)} a process): no game was made. Try again in a few minutes.`,
          });
          return;
        }
        const parsed = setupSchema.safeParse((req.body as { setup?: unknown } | undefined)?.setup);
        if (!parsed.success) {
          res
            .status(400)
            .json({ error: `That game cannot be made: ${describeIssues(parsed.error).join('; ')}` });
          return;
        }
        const setup = parsed.data as GameSetup;
        if (!setup.game) {
          res.status(400).json({ error: 'Two devices play a game: choose both players’ troopers first.' });
          return;
        }
        // Each seat's device is its own lock: a PIN guards a shared screen, not a link.
        const two: GameSetup = { ...setup, game: { ...setup.game, pins: {} } };
        const id = newGameId();
        const secrets = { A: newSecret(), B: newSecret() };
        const kept = await games.create(
          id,
          startMatch(two, secretSpec(randomBytes(32)), 'two'),
          secrets,
          from,
        );
        if (!kept.ok) {
          res.status(503).json({ error: kept.message });
          return;
        }
        made.set(from, [...recent, now]);
        if (cluster) {
          await cluster.noteMade(from).catch((e: unknown) => {
            console.error(`Game server: a new game could not be counted (${causeOf(e)}).`);
          });
        }
        res.json({ game: id, secrets, lan: lanAddresses(options.port, options.host) } satisfies CreatedGame);
      });
      // A body that is not JSON, or too large: a reason for the device, and no stack trace on the console
      // (Express prints the whole error by default).
      app.use('/api', ((err, _req, res, _next) => {
        const status = (err as { status?: unknown }).status;
        if (typeof status === 'number' && status >= 400 && status < 500) {
          res.status(status).json({
            error:
              status === 413
                ? `That set-up is too large (the most is ${String(MAX_SETUP_CHARS)} characters).`
                : 'That request is not a game’s set-up.',
          });
          return;
        }
        console.error(`Game server: ${oneLine([err])}`);
        res.status(500).json({ error: 'The server failed to make that game. Tell whoever runs the server.' });
      }) satisfies express.ErrorRequestHandler);
      if (dist && existsSync(dist)) {
        app.use(buildFiles(dist));
      }
    },
  });
  // Signals and an uncaught fault shut Colyseus down (its own handlers); the file is closed last.
  server.onShutdown(async () => {
    clearInterval(sweep);
    await cluster?.stop();
    await games.close();
  });
  server.define('game', GameRoom).filterBy(['game']);
  try {
    // Alive in Redis before Colyseus lists this process: no other process takes it for dead.
    await cluster?.start();
    // Colyseus only logs a failed listen (a port in use) and waits forever: the error ends the start.
    await new Promise<void>((done, fail) => {
      transport.server?.once('error', fail);
      server.listen(options.port, options.host).then(done, fail);
    });
  } catch (e) {
    await server.gracefullyShutdown(false);
    const code = (e as NodeJS.ErrnoException).code;
    const where = `${options.host ?? 'all interfaces'} port ${String(options.port)}`;
    throw new Error(
      code === 'EADDRINUSE'
        ? `The game server cannot listen on ${where}: something else uses it. Stop it, or choose another port with PORT.`
        : `The game server cannot listen on ${where} (${causeOf(e)}): check HOST and PORT.`,
      { cause: e },
    );
  }
  return {
    port: options.port,
    games,
    cluster: cluster ? { processId: matchMaker.processId, where: cluster.where } : null,
    expired,
    stop: () => server.gracefullyShutdown(false),
  };
}

/**
 * Many processes share games only through one PostgreSQL database, and each needs an address of its
 * own for the devices sent to it; Redis must answer before anything starts (otherwise ioredis tries
 * again forever, in silence). Throws an error whose message is one line saying what to do.
 */
async function checkClusterOptions(options: GameServerOptions, redisUrl: string): Promise<void> {
  if (!options.databaseUrl) {
    throw new Error(
      'REDIS_URL lets several processes share the games: set DATABASE_URL too (one PostgreSQL for all of them); the SQLite file belongs to one process.',
    );
  }
  if (!options.publicAddress) {
    throw new Error(
      'REDIS_URL needs PUBLIC_ADDRESS: the address devices reach this process at (for example table.example.org/8081 behind the path proxy), different for each process.',
    );
  }
  const cause = await probeRedis(redisUrl);
  if (cause) {
    throw new Error(
      `${describeRedis(redisUrl)} cannot be reached (${cause}): check REDIS_URL, and that Redis runs there.`,
    );
  }
}

/** TRUST_PROXY as Express reads it: a number of hops, true/false, or addresses and names (loopback). */
function trustProxyValue(raw: string): boolean | number | string {
  if (raw === 'true' || raw === 'false') return raw === 'true';
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}
