// The games file on its own: its owner and leftovers, writes that fail without throwing, its schema
// steps, expiry, and the rollback journal node-sqlite3-wasm leaves unplayed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sqlite from 'node-sqlite3-wasm';
import { afterAll, describe, expect, it } from 'vitest';
import { secretSpec, type Action } from '../src/engine/index.ts';
import { judge } from '../src/match/judge.ts';
import { startMatch, type Match } from '../src/match/match.ts';
import { hotSeatSetup } from '../tests/storeFixtures.ts';
import { testDisk } from './testDisk.ts';
import { GameFile, GameFileError, ownerAlive, rollBackJournal, SCHEMA_VERSION } from './games.ts';

const { place, freeze, thaw, canFreeze, clean } = testDisk('games-file-');

afterAll(() => {
  clean();
});

const secrets = { A: 'secret-a', B: 'secret-b' };

function newMatch(): Match {
  return startMatch(
    hotSeatSetup({ A: ['line-trooper', 'field-officer'], B: ['line-trooper'] }),
    secretSpec(randomBytes(32)),
    'two',
  );
}

function play(m: Match, by: 'A' | 'B', action: Action): Match {
  const verdict = judge(m, by, { type: 'play', action });
  if (!verdict.ok) throw new Error(verdict.violations.map((v) => v.message).join('; '));
  return verdict.match;
}

const propose = (m: Match) => play(m, 'A', { type: 'proposeEnd', seat: 'A' });
const answer = (m: Match, accept: boolean) => play(m, 'B', { type: 'answerEnd', seat: 'B', accept });

/** A file with one game of two steps (A proposed to end, B played on). */
function fileWithGame(path: string, log?: (line: string) => void) {
  const games = new GameFile(path, log ? { log } : {});
  const start = newMatch();
  expect(games.create('g1', start, secrets, '10.0.0.1')).toStrictEqual({ ok: true });
  const one = propose(start);
  expect(games.save('g1', start, one, 1, { seen: { A: 1 } })).toStrictEqual({ ok: true });
  const two = answer(one, false);
  expect(games.save('g1', one, two, 2, { seen: { A: 2 } })).toStrictEqual({ ok: true });
  return { games, match: two };
}

/** Runs a script in another Node process; resolves with its process id once it prints "ready". */
function otherProcess(script: string): Promise<{ pid: number; kill: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) =>
    child.on('exit', () => {
      done();
    }),
  );
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready') && child.pid) {
        resolve({
          pid: child.pid,
          kill: async () => {
            child.kill('SIGKILL');
            await exited;
          },
        });
      }
    });
    child.on('exit', (code) => {
      reject(new Error(`the other process ended first (${String(code)})`));
    });
  });
}

describe('a game is kept with the room’s notes', () => {
  it('create, save and load give the game back, replayed, with its wire notes', () => {
    const path = place();
    const { games, match } = fileWithGame(path);
    const loaded = games.load('g1');
    expect(loaded?.rev).toBe(2);
    expect(loaded?.wire).toStrictEqual({ seen: { A: 2 } });
    expect(loaded?.match.actions).toStrictEqual(match.actions);
    expect(games.seatOf('g1', secrets.B)).toBe('B');
    games.close();
    // A new game's notes are {}; the file is whole after a close and a new open.
    const again = new GameFile(path);
    expect(again.load('g1')?.wire).toStrictEqual({ seen: { A: 2 } });
    expect(again.create('g2', newMatch(), secrets)).toStrictEqual({ ok: true });
    expect(again.load('g2')?.wire).toStrictEqual({});
    again.close();
    // Nothing is left beside the file of a server that closed it.
    expect(existsSync(`${path}.owner`)).toBe(false);
    expect(existsSync(`${path}.lock`)).toBe(false);
    expect(existsSync(`${path}-wal`)).toBe(false);
  });
});

describe('the server owns its file', () => {
  it('a lock directory left by a process that is gone is removed, with or without its owner file', async () => {
    const path = place();
    fileWithGame(path).games.close();
    // What a killed server leaves: its lock directory and its owner file (a process that has ended).
    const gone = await otherProcess('console.log("ready"); setInterval(() => {}, 1000);');
    await gone.kill();
    mkdirSync(`${path}.lock`);
    writeFileSync(`${path}.owner`, JSON.stringify({ pid: gone.pid }));
    expect(ownerAlive({ pid: gone.pid })).toBe(false);
    const games = new GameFile(path);
    expect(games.recovered.join('\n')).toMatch(/no longer running/);
    expect(games.recovered.join('\n')).toMatch(/removed the lock/);
    expect(games.load('g1')?.rev).toBe(2);
    games.close();
    // A lock directory with no owner file (a server of before the owner file) goes too.
    mkdirSync(`${path}.lock`);
    const again = new GameFile(path);
    expect(again.recovered).toHaveLength(1);
    expect(again.load('g1')?.rev).toBe(2);
    again.close();
  });

  it('a live owner is refused with a clear message; the file is untouched', async () => {
    const path = place();
    fileWithGame(path).games.close();
    const live = await otherProcess('console.log("ready"); setInterval(() => {}, 1000);');
    try {
      const start = readFileSync(`/proc/${String(live.pid)}/stat`, 'utf8')
        .split(') ')[1]
        ?.split(' ')[19];
      writeFileSync(`${path}.owner`, JSON.stringify({ pid: live.pid, ...(start ? { start } : {}) }));
      mkdirSync(`${path}.lock`);
      expect(() => new GameFile(path)).toThrow(GameFileError);
      expect(() => new GameFile(path)).toThrow(
        new RegExp(
          `Another game server \\(process ${String(live.pid)}\\) is using the games file .*GAMES_DB`,
        ),
      );
      // Its owner file and lock stay as they were.
      expect(JSON.parse(readFileSync(`${path}.owner`, 'utf8'))).toMatchObject({ pid: live.pid });
      expect(existsSync(`${path}.lock`)).toBe(true);
      // The same process id with another start time is another process (a reused id): not an owner.
      expect(ownerAlive({ pid: live.pid, start: '1' })).toBe(false);
    } finally {
      await live.kill();
    }
    const games = new GameFile(path);
    expect(games.load('g1')?.rev).toBe(2);
    // The file open here cannot be opened a second time, in this process either.
    expect(() => new GameFile(path)).toThrow(/already open in this process/);
    games.close();
  });
});

describe.skipIf(!canFreeze)('a write that fails refuses its step and throws nothing', () => {
  it('save and create answer ok: false with a sentence; the game stands; another file keeps working', () => {
    const lines: string[] = [];
    const path = place();
    const { games, match } = fileWithGame(path, (line) => lines.push(line));
    const other = fileWithGame(place());
    // The write-ahead log can no longer be written: every write fails, the way a full disk fails.
    freeze(`${path}-wal`);
    const next = propose(match);
    const saved = games.save('g1', match, next, 3, { seen: { A: 3 } });
    expect(saved.ok).toBe(false);
    expect(!saved.ok && saved.message).toMatch(
      /^The server could not write that step to its disk \(.+\): it was not played, and the game stands as it was\. Tell whoever runs the server\.$/,
    );
    const made = games.create('g9', newMatch(), secrets);
    expect(!made.ok && made.message).toMatch(/could not write the new game.*no game was made/);
    // One line each on the console, naming the file, no stack trace.
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toContain('\n');
      expect(line).toContain(path);
    }
    expect(lines[0]).toMatch(/game g1, step 3 could not be written/);
    // The game is as it was, and the other file, beside it, still takes steps.
    expect(games.load('g1')?.rev).toBe(2);
    expect(games.load('g1')?.wire).toStrictEqual({ seen: { A: 2 } });
    expect(games.load('g9')).toBeNull();
    expect(other.games.save('g1', other.match, propose(other.match), 3, {})).toStrictEqual({ ok: true });
    expect(other.games.load('g1')?.rev).toBe(3);
    // Once the disk takes writes again, the same step goes through.
    thaw(`${path}-wal`);
    expect(games.save('g1', match, next, 3, { seen: { A: 3 } })).toStrictEqual({ ok: true });
    expect(games.load('g1')?.rev).toBe(3);
    expect(games.load('g1')?.match.actions).toStrictEqual(next.actions);
    games.close();
    other.games.close();
  });

  it('a file that cannot be written is refused at start-up with one line naming it', () => {
    const path = place();
    fileWithGame(path).games.close();
    // The folder takes no new file: neither the owner file nor the write-ahead log can be made.
    const folder = join(path, '..');
    freeze(folder);
    try {
      expect(() => new GameFile(path)).toThrow(GameFileError);
      expect(() => new GameFile(path)).toThrow(new RegExp(`${path}.*cannot be written.*writable`));
    } finally {
      thaw(folder);
    }
    // The file itself cannot be written.
    freeze(path);
    try {
      let message = '';
      try {
        new GameFile(path).close();
      } catch (e) {
        message = (e as Error).message;
      }
      expect(message).toMatch(
        new RegExp(`^The games file ${path} cannot be opened and written \\(.+\\): make`),
      );
      expect(message).not.toContain('\n');
      // Refused, it leaves no owner file behind.
      expect(existsSync(`${path}.owner`)).toBe(false);
    } finally {
      thaw(path);
    }
    new GameFile(path).close();
  });
});

describe('expiry and the counts of unfinished games', () => {
  it('unfinished games untouched for the expiry are removed; finished games and touched ones stay', () => {
    const games = new GameFile(place());
    const day = 86_400_000;
    const now = Date.now();
    const start = newMatch();
    for (const id of ['old', 'played', 'over']) {
      expect(games.create(id, start, secrets, id === 'over' ? '10.0.0.2' : '10.0.0.1').ok).toBe(true);
    }
    expect(games.unfinished()).toBe(3);
    expect(games.unfinished('10.0.0.1')).toBe(2);
    expect(games.unfinished('10.0.0.9')).toBe(0);
    // 'over' ends by agreement; 'played' gets a step (which touches it).
    const proposed = propose(start);
    const ended = answer(proposed, true);
    expect(ended.state.phase.kind).toBe('over');
    expect(games.save('over', start, proposed, 1, {}).ok).toBe(true);
    expect(games.save('over', proposed, ended, 2, {}).ok).toBe(true);
    expect(games.unfinished()).toBe(2);
    expect(games.unfinished('10.0.0.2')).toBe(0);
    // Ten days on, nothing is old enough; thirty-one days on, the untouched unfinished games go.
    expect(games.expire(30, now + 10 * day)).toBe(0);
    expect(games.expire(30, now + 31 * day)).toBe(2);
    expect(games.load('old')).toBeNull();
    expect(games.load('played')).toBeNull();
    expect(games.load('over')?.match.state.phase.kind).toBe('over');
    expect(games.count()).toBe(1);
    // A step of a game that was removed while a room still held it is refused, not written.
    const lines: string[] = [];
    const late = new GameFile(place(), { log: (l) => lines.push(l) });
    late.create('late', start, secrets);
    late.expire(0, now + day);
    const refused = late.save('late', start, proposed, 1, {});
    expect(!refused.ok && refused.message).toMatch(/no longer in the server’s file/);
    expect(lines).toHaveLength(1);
    games.close();
    late.close();
  });
});

describe('a file of an earlier server opens, brought to this schema', () => {
  it('version 0 (games and actions only) gains the new columns; its games load; a finished one counts as over', () => {
    const path = place();
    const old = new sqlite.Database(path);
    old.exec(`
      CREATE TABLE games (id TEXT PRIMARY KEY, created INTEGER NOT NULL, kept TEXT NOT NULL,
        rev INTEGER NOT NULL, seat_a BLOB NOT NULL, seat_b BLOB NOT NULL);
      CREATE TABLE actions (game TEXT NOT NULL, n INTEGER NOT NULL, action TEXT NOT NULL,
        PRIMARY KEY (game, n));
    `);
    const start = newMatch();
    const ended = answer(propose(start), true);
    const kept = JSON.stringify({
      setup: start.setup,
      random: start.random,
      jumps: [],
      redo: [],
      undoRequest: null,
      undoAnswer: null,
    });
    const created = Date.now() - 1000;
    for (const [id, m] of [
      ['open', start],
      ['ended', ended],
    ] as const) {
      old.run('INSERT INTO games VALUES (?, ?, ?, ?, ?, ?)', [
        id,
        created,
        kept,
        m.actions.length,
        new Uint8Array(32),
        new Uint8Array(32),
      ]);
      m.actions.forEach((a, n) => {
        old.run('INSERT INTO actions VALUES (?, ?, ?)', [id, n, JSON.stringify(a)]);
      });
    }
    old.close();

    const games = new GameFile(path);
    expect(games.load('ended')?.match.state.phase.kind).toBe('over');
    expect(games.load('ended')?.wire).toStrictEqual({});
    expect(games.unfinished()).toBe(1);
    // Touched counts from when the game was made.
    expect(games.expire(1, created + 2 * 86_400_000)).toBe(1);
    expect(games.load('ended')?.rev).toBe(2);
    games.close();
    const check = new sqlite.Database(path);
    // The file is in WAL mode now: without shared memory, node-sqlite3-wasm reads it only with an
    // exclusive lock, as the server does.
    check.exec('PRAGMA locking_mode = EXCLUSIVE');
    expect(check.get('PRAGMA user_version')).toStrictEqual({ user_version: SCHEMA_VERSION });
    // A file of a newer server is refused, not changed.
    check.exec(`PRAGMA user_version = ${String(SCHEMA_VERSION + 1)}`);
    check.close();
    expect(() => new GameFile(path)).toThrow(/newer version of this server/);
  });
});

describe('a rollback journal left by a killed process is played back', () => {
  it('the file is as it was before the write that was cut short (node-sqlite3-wasm leaves it)', async () => {
    const path = place();
    const db = new sqlite.Database(path);
    db.exec('CREATE TABLE t (x TEXT)');
    db.exec('BEGIN');
    for (let i = 0; i < 1000; i++) db.run('INSERT INTO t VALUES (?)', [`old${'y'.repeat(200)}${String(i)}`]);
    db.exec('COMMIT');
    db.close();
    // Another process starts a write too large for its page cache, so that pages of it reach the file
    // before its commit (journal first, then the file), and is killed there.
    const url = pathToFileURL(createRequire(import.meta.url).resolve('node-sqlite3-wasm')).href;
    const writer = await otherProcess(`
      const sqlite = (await import(${JSON.stringify(url)})).default;
      const db = new sqlite.Database(${JSON.stringify(path)});
      db.exec('PRAGMA cache_size = 5');
      db.exec('BEGIN');
      db.run("UPDATE t SET x = 'new' || substr(x, 4)");
      console.log('ready');
      setInterval(() => {}, 1000);
    `);
    await writer.kill();
    expect(existsSync(`${path}-journal`)).toBe(true);
    rmSync(`${path}.lock`, { recursive: true });
    expect(rollBackJournal(path)).toBeGreaterThan(0);
    expect(existsSync(`${path}-journal`)).toBe(false);
    const after = new sqlite.Database(path);
    expect(after.all('SELECT substr(x, 1, 3) AS k, COUNT(*) AS n FROM t GROUP BY k')).toStrictEqual([
      { k: 'old', n: 1000 },
    ]);
    expect(after.get('PRAGMA integrity_check')).toStrictEqual({ integrity_check: 'ok' });
    after.close();
    expect(rollBackJournal(path)).toBeNull();
  });
});
