// `npm run serve`: the built app and the game server on one port, for the devices on this network.
// PORT (8080), HOST (all interfaces), GAMES_DB (data/games.sqlite), DIST (dist), GAME_EXPIRY_DAYS (30),
// DATABASE_URL (none: the games are kept in the GAMES_DB file; set, they are kept in that PostgreSQL),
// REDIS_URL (none: one process; set, one of several sharing DATABASE_URL's games over that Redis),
// PUBLIC_ADDRESS (where devices reach this process; needed with REDIS_URL), TRUST_PROXY (the proxy
// whose X-Forwarded-For names a device's address). README: "Many processes behind one address".
import { renderUnicodeCompact } from 'uqr';
import { IDLE_MINUTES, MAX_LOADED_GAMES } from './room.ts';
import { GAME_EXPIRY_DAYS, isLoopback, lanAddresses, startGameServer } from './server.ts';
import { SqliteStore } from './store/sqlite.ts';

/** Stops before anything is served, with one line saying why. */
function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  fail(`PORT must be a port number, not "${String(process.env.PORT)}".`);
}
const host = process.env.HOST?.trim() || undefined;
const database = process.env.GAMES_DB ?? 'data/games.sqlite';
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const redisUrl = process.env.REDIS_URL?.trim() || undefined;
const publicAddress = process.env.PUBLIC_ADDRESS?.trim() || undefined;
if (publicAddress && /^[a-z]+:\/\//i.test(publicAddress)) {
  fail(
    `PUBLIC_ADDRESS is a host, port and path without a scheme (for example table.example.org/8081), not "${publicAddress}".`,
  );
}
const trustProxy = process.env.TRUST_PROXY?.trim() || undefined;
const dist = process.env.DIST ?? 'dist';
const expiryDays = Number(process.env.GAME_EXPIRY_DAYS ?? GAME_EXPIRY_DAYS);
if (!(expiryDays > 0)) {
  fail(`GAME_EXPIRY_DAYS must be a number of days above 0, not "${String(process.env.GAME_EXPIRY_DAYS)}".`);
}
const capacity = Number(process.env.MAX_LOADED_GAMES ?? MAX_LOADED_GAMES);
if (!Number.isInteger(capacity) || capacity < 1) {
  fail(
    `MAX_LOADED_GAMES must be a whole number of games above 0, not "${String(process.env.MAX_LOADED_GAMES)}".`,
  );
}
const idleMinutes = Number(process.env.IDLE_MINUTES ?? IDLE_MINUTES);
if (!(idleMinutes >= 0)) {
  fail(
    `IDLE_MINUTES must be a number of minutes (0: never put a game away), not "${String(process.env.IDLE_MINUTES)}".`,
  );
}

let running: Awaited<ReturnType<typeof startGameServer>>;
try {
  running = await startGameServer({
    port,
    database,
    dist,
    expiryDays,
    capacity,
    idleMinutes,
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(redisUrl ? { redisUrl } : {}),
    ...(publicAddress ? { publicAddress } : {}),
    ...(trustProxy ? { trustProxy } : {}),
    ...(host ? { host } : {}),
  });
} catch (e) {
  // Its message is one line saying what to do (games.ts, server.ts).
  fail((e instanceof Error ? e.message : String(e)).split('\n')[0] ?? '');
}

const games = running.games;
const here = lanAddresses(port, host);
console.log(`The marker-play table is served on port ${String(port)}.`);
if (games instanceof SqliteStore) {
  console.log(`Games are kept in ${games.file.path}: it is writable.`);
  for (const line of games.file.recovered) console.log(`On opening it, the server ${line}.`);
} else {
  console.log(`Games are kept in ${games.where} (DATABASE_URL).`);
}
if (running.cluster) {
  console.log(
    `This is process ${running.cluster.processId} of those sharing the games over ${running.cluster.where} (REDIS_URL); devices reach it at ${publicAddress ?? ''} (PUBLIC_ADDRESS).`,
  );
}
console.log(
  `${String(await games.count())} game(s) kept; ${String(running.expired)} unfinished game(s) untouched for ${String(expiryDays)} days removed.`,
);
if (host && isLoopback(host)) {
  console.log(
    `On this computer: http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${String(port)}/`,
  );
  console.log(
    `It listens on ${host} only: other devices cannot reach it. Leave HOST unset (or set it to this computer's network address) to play on two devices.`,
  );
} else if (!host || host === '0.0.0.0' || host === '::') {
  console.log(`On this computer: http://localhost:${String(port)}/`);
}
for (const a of here) console.log(`On this network:  ${a}`);
if (here[0]) console.log(`\nScan to open it on a phone on this network:\n${renderUnicodeCompact(here[0])}`);
// Ctrl+C (and SIGTERM) go to Colyseus, which closes the rooms and then the games file.
console.log('Press Ctrl+C to stop.');
