/**
 * The bench's own `vite preview` of this checkout's build (issue 18, point 6: a benchmark you can trust),
 * or for the first load the game server itself, as `npm run serve` sends the build (BenchServer).
 *
 * - The port (BENCH_PORT, default 4300) must be free before the bench starts: if anything answers on
 *   it, or it cannot be listened on, the bench refuses to measure and exits with code 2, naming the
 *   port (and the process holding it, when `ss` can tell).
 * - The server is started directly (`node node_modules/vite/bin/vite.js preview --strictPort`), with
 *   no npx wrapper, detached in a process group of its own, and stopped as a group: SIGTERM, then
 *   SIGKILL after a grace period, on success, on error, on SIGINT and SIGTERM, and (SIGKILL only) when
 *   the process exits any other way. The signal handlers are removed once no server is left.
 * - Before anything is measured, a random token file written into the build (dist/bench-token-*.txt,
 *   removed afterwards) must come back through the server: if another server answers, with another
 *   build, the bench refuses.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';

export const DEFAULT_PORT = 4300;
const HOST = '127.0.0.1';
const VITE = 'node_modules/vite/bin/vite.js';
/** How long a stopped server has to exit after SIGTERM before its group gets SIGKILL. */
const GRACE_MS = 3000;
const START_TIMEOUT_MS = 20000;

/** Prints why the bench will not measure and exits (code 2); 'exit' handlers still stop our servers. */
export function refuse(message: string): never {
  console.error(`\nbench: refusing to measure: ${message}`);
  process.exit(2);
}

export function benchPort(): number {
  const raw = process.env.BENCH_PORT;
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1024 || port > 65535) {
    refuse(`BENCH_PORT=${raw} is not a port number from 1024 to 65535`);
  }
  return port;
}

/** True when something accepts a TCP connection on host:port. */
function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (taken: boolean) => {
      socket.destroy();
      resolve(taken);
    };
    socket.once('connect', () => {
      done(true);
    });
    socket.once('error', () => {
      done(false);
    });
    socket.setTimeout(1000, () => {
      done(false);
    });
  });
}

/** True when this process can listen on host:port (and it then lets the port go again). */
function canListen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => {
      resolve(false);
    });
    probe.listen({ host, port, exclusive: true }, () => {
      probe.close(() => {
        resolve(true);
      });
    });
  });
}

/** Who listens on the port, as `ss` tells it (empty when it cannot). */
function holder(port: number): string {
  const r = spawnSync('ss', ['-Hltnp', `sport = :${String(port)}`], { encoding: 'utf8', timeout: 2000 });
  if (r.status !== 0) return '';
  const users = [...r.stdout.matchAll(/users:\(\((.*?)\)\)/g)].map((m) => m[1]).join('; ');
  return users || r.stdout.trim().split('\n')[0]?.replace(/\s+/g, ' ') || '';
}

/** Refuses (exit 2) when the port is already taken by anything. */
export async function assertPortFree(port: number): Promise<void> {
  const taken = (await answers(HOST, port)) || (await answers('::1', port)) || !(await canListen(HOST, port));
  if (!taken) return;
  const who = holder(port);
  refuse(
    `port ${String(port)} is already in use${who ? ` (${who})` : ''}. A server left there, ` +
      `perhaps another checkout's build, would be measured instead of this one. ` +
      `Stop it, or run the bench on another port: BENCH_PORT=<port> npm run bench`,
  );
}

interface Running {
  child: ChildProcess;
  pid: number;
  tokenFile: string;
  stopping?: Promise<void>;
}

const live = new Set<Running>();

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone already
  }
}

const sleep = (ms: number) => new Promise((res) => setTimeout(res, ms));

/** The body served at `url` (node:http, not fetch: fetch refuses some ports, 4190 among them). */
function httpText(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = get(url, { timeout: 2000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => {
        resolve(body);
      });
      res.on('error', reject);
    });
    req.on('timeout', () => {
      req.destroy(new Error('timed out'));
    });
    req.on('error', reject);
  });
}

async function waitGone(r: Running, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const exited = r.child.exitCode !== null || r.child.signalCode !== null;
    if (exited && !groupAlive(r.pid)) return true;
    await sleep(50);
  }
  return false;
}

/** Stops the server's whole process group: SIGTERM, then SIGKILL after the grace period. */
function stopRunning(r: Running): Promise<void> {
  r.stopping ??= (async () => {
    signalGroup(r.pid, 'SIGTERM');
    if (!(await waitGone(r, GRACE_MS))) {
      signalGroup(r.pid, 'SIGKILL');
      if (!(await waitGone(r, 2000))) {
        console.error(`bench: the preview server's process group ${String(r.pid)} did not stop`);
      }
    }
    rmSync(r.tokenFile, { force: true });
    live.delete(r);
    if (live.size === 0) removeHandlers();
  })();
  return r.stopping;
}

function onSignal(signal: NodeJS.Signals): void {
  console.error(`\nbench: ${signal}: stopping the preview server it started`);
  void Promise.all([...live].map(stopRunning)).finally(() => {
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}
const onSigint = () => {
  onSignal('SIGINT');
};
const onSigterm = () => {
  onSignal('SIGTERM');
};
/** Last resort when the process exits without stopping its servers (an uncaught error, process.exit). */
const onExit = () => {
  for (const r of live) {
    signalGroup(r.pid, 'SIGKILL');
    rmSync(r.tokenFile, { force: true });
  }
};
let handlersOn = false;
function installHandlers(): void {
  if (handlersOn) return;
  handlersOn = true;
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);
  process.on('exit', onExit);
}
function removeHandlers(): void {
  if (!handlersOn) return;
  handlersOn = false;
  process.off('SIGINT', onSigint);
  process.off('SIGTERM', onSigterm);
  process.off('exit', onExit);
}

export interface Preview {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * What serves the build: `vite preview` (compresses with gzip as it sends), or the game server as
 * `npm run serve` runs it (server/main.ts: the brotli or gzip copies the build wrote, server/static.ts),
 * with its games kept only in memory.
 */
export type BenchServer = 'preview' | 'game';

function serverCommand(
  server: BenchServer,
  port: number,
  outDir: string,
): { args: string[]; env: NodeJS.ProcessEnv } {
  if (server === 'game') {
    return {
      args: ['--import', 'tsx', 'server/main.ts'],
      env: { ...process.env, PORT: String(port), HOST, DIST: outDir, GAMES_DB: ':memory:' },
    };
  }
  return {
    args: [VITE, 'preview', '--port', String(port), '--strictPort', '--host', HOST, '--outDir', outDir],
    env: process.env,
  };
}

/**
 * Starts `vite preview` (or the game server, `server`) of `outDir` (default BENCH_DIST, else dist/) on
 * the bench port, after checking the port is free, and returns once the server has served back this
 * run's token file. Refuses (exit 2) otherwise.
 */
export async function startPreview(
  outDir = process.env.BENCH_DIST || 'dist',
  server: BenchServer = 'preview',
): Promise<Preview> {
  const port = benchPort();
  if (!existsSync(join(outDir, 'index.html'))) {
    refuse(`no build in ${outDir}/ (npm run bench runs vite build first)`);
  }
  await assertPortFree(port);

  const name = `bench-token-${randomBytes(8).toString('hex')}.txt`;
  const token = randomBytes(16).toString('hex');
  const tokenFile = join(outDir, name);
  writeFileSync(tokenFile, token);

  const command = serverCommand(server, port, outDir);
  const what = server === 'game' ? 'the game server (server/main.ts)' : 'vite preview';
  const child = spawn(process.execPath, command.args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: command.env,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  if (child.pid === undefined) {
    rmSync(tokenFile, { force: true });
    refuse(`could not start ${what}`);
  }
  const running: Running = { child, pid: child.pid, tokenFile };
  live.add(running);
  installHandlers();
  const stop = () => stopRunning(running);
  const origin = `http://${HOST}:${String(port)}`;

  const until = Date.now() + START_TIMEOUT_MS;
  let lastError = '';
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      refuse(`${what} on port ${String(port)} exited before serving:\n${output.trim()}`);
    }
    let body: string | null = null;
    try {
      body = await httpText(`${origin}/${name}`);
    } catch (e) {
      lastError = e instanceof Error ? e.message : String(e);
    }
    if (body !== null) {
      if (body.trim() === token) return { origin, port, pid: running.pid, stop };
      await stop();
      refuse(
        `the server answering on port ${String(port)} did not serve this run's token file ` +
          `(${outDir}/${name}): it is not this checkout's build`,
      );
    }
    await sleep(100);
  }
  await stop();
  refuse(
    `${what} did not answer on port ${String(port)} within ${String(START_TIMEOUT_MS / 1000)} s ` +
      `(last error: ${lastError || 'none'}):\n${output.trim()}`,
  );
}

/** Runs `body` with a preview server of this build, and stops the server's group whatever happens. */
export async function withPreview<T>(body: (preview: Preview) => Promise<T>): Promise<T> {
  const preview = await startPreview();
  try {
    return await body(preview);
  } finally {
    await preview.stop();
  }
}
