// The game server as its own process (`npm run serve`), for the tests and the bench that stop it hard.
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcess;
  /** Kills the process at once (SIGKILL): nothing gets the chance to be written on the way out. */
  kill: () => void;
}

/** Starts server/main.ts and resolves once it listens; its output is kept for the error if it fails. */
export function startServerProcess(options: {
  port: number;
  database: string;
  dist?: string;
  /** More of the environment (ASKS_PER_SECOND for the bench). */
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      GAMES_DB: options.database,
      DIST: options.dist ?? 'dist',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Press Ctrl+C to stop.')) {
        resolve({
          child,
          kill: () => {
            child.kill('SIGKILL');
          },
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
