// The game server as its own process (`npm run serve`), for the tests and the bench that stop it hard.
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcess;
  /** Kills the process at once (SIGKILL): nothing gets the chance to be written on the way out. */
  kill: () => void;
  /** Settles when the process has ended (and its process id is free), with its exit code or signal. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** Everything the process has printed so far, standard output and error together. */
  output: () => string;
}

/**
 * Starts server/main.ts and resolves once it listens; its output is kept for the error if it fails
 * (and for `output`).
 */
export function startServerProcess(options: {
  port: number;
  database: string;
  dist?: string;
  /** More of the environment (ASKS_PER_SECOND for the bench, GAME_EXPIRY_DAYS, HOST, DATABASE_URL, REDIS_URL, PUBLIC_ADDRESS). */
  env?: Record<string, string>;
  /**
   * A JavaScript bundle of server/main.ts to run instead of the TypeScript through tsx: the same
   * server, started in about a third of the time (the tests that restart it many times).
   */
  entry?: string;
}): Promise<ServerProcess> {
  const args = options.entry ? [options.entry] : ['--import', 'tsx', 'server/main.ts'];
  // The games go where the options say: the shell's DATABASE_URL, REDIS_URL and the like are not passed on.
  const {
    DATABASE_URL: _database,
    REDIS_URL: _redis,
    PUBLIC_ADDRESS: _address,
    TRUST_PROXY: _proxy,
    ...inherited
  } = process.env;
  const child = spawn(process.execPath, args, {
    env: {
      ...inherited,
      PORT: String(options.port),
      GAMES_DB: options.database,
      DIST: options.dist ?? 'dist',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // A server outlives nothing that started it: a test that timed out before it could kill its server
  // leaves it running only until the test process exits (one such run once held 23 GB in servers).
  const reap = () => child.kill('SIGKILL');
  process.once('exit', reap);
  const exited = new Promise<number | NodeJS.Signals | null>((done) => {
    child.on('exit', (code, signal) => {
      process.off('exit', reap);
      done(code ?? signal);
    });
  });
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Press Ctrl+C to stop.')) {
        resolve({
          child,
          kill: () => {
            child.kill('SIGKILL');
          },
          exited,
          output: () => output,
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      reject(new Error(`The game server stopped (${String(code)}):\n${output}`));
    });
  });
}
