// Every game of the server in one SQLite file (ARCHITECTURE.md §10): set-up, randomness and action
// list, written before a step is acknowledged, so a restart rebuilds each game exactly.
//
// The server owns its file (one process per file):
// - An owner file beside it (`<file>.owner`: the process id, its start time and the boot it ran in) says
//   which process holds it. A second live server on the same file is refused with a clear message; the
//   leftovers of a dead one (its owner file, node-sqlite3-wasm's lock directory `<file>.lock`, a
//   rollback journal of a write it did not finish) are put right before the file is opened.
// - The file is kept in WAL mode with an exclusive lock: SQLite itself rolls back a write that a
//   killed process did not finish (node-sqlite3-wasm never plays a rollback journal back: see
//   rollBackJournal below).
// - No write throws: create and save answer `{ ok: false, message }` (a sentence for a player) and log
//   the cause in one line; the game stands as it was.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  ftruncateSync,
  fstatSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import type { Match } from '../src/match/match.ts';
import type { Seat } from '../src/rules/index.ts';
import {
  causeOf,
  GONE_MESSAGE,
  hashOf,
  isOver,
  keptAction,
  keptOf,
  replayedMatch,
  sharedActions,
  type Kept,
  type StoredMatch,
  type Written,
} from './store/store.ts';

export { causeOf, newGameId, newSecret, type StoredMatch, type Written } from './store/store.ts';

/** The schema this server reads and writes, kept in the file's `PRAGMA user_version`. */
export const SCHEMA_VERSION = 2;

/** The file cannot be used: one line saying which file and what to do. */
export class GameFileError extends Error {
  override name = 'GameFileError';
}

/** A save that found no game row: the game was removed (expired) while a room still held it. */
class GameGone extends Error {}

export interface GameFileOptions {
  /** Where the one-line reports of failed writes go (the server's console by default). */
  log?: (line: string) => void;
}

export class GameFile {
  /** The file, as an absolute path (":memory:" for a file that lives only with the process). */
  readonly path: string;
  /** What opening the file had to put right, one sentence each (a server stopped hard leaves these). */
  readonly recovered: string[] = [];
  private readonly db: InstanceType<typeof sqlite.Database>;
  private readonly log: (line: string) => void;
  /** The owner file this object wrote, removed on close; null for ":memory:" or once closed. */
  private owner: { path: string; text: string } | null = null;
  private salt: Buffer = Buffer.alloc(0);

  /**
   * Opens (or makes) the file and proves it can be written. Throws a GameFileError, whose message is one
   * line naming the file and what to do, when another live server holds it, or when it cannot be
   * opened, brought to this schema, or written.
   */
  constructor(path: string, options: GameFileOptions = {}) {
    this.log =
      options.log ??
      ((line) => {
        console.error(line);
      });
    if (path === ':memory:') {
      this.path = path;
      this.db = new sqlite.Database(path);
      this.prepare();
      return;
    }
    const full = resolve(path);
    this.path = full;
    try {
      mkdirSync(dirname(full), { recursive: true });
    } catch (e) {
      throw new GameFileError(
        `The folder of the games file ${full} cannot be made (${causeOf(e)}): choose another place with GAMES_DB.`,
      );
    }
    this.owner = claimOwner(full, this.recovered);
    let db: InstanceType<typeof sqlite.Database> | null = null;
    try {
      // Whoever held the file is gone: its lock and its unfinished write are leftovers.
      const lock = `${full}.lock`;
      if (statSync(lock, { throwIfNoEntry: false })) {
        rmSync(lock, { recursive: true, force: true });
        this.recovered.push(`removed the lock ${lock} left by a server that was stopped without closing it`);
      }
      const pages = rollBackJournal(full);
      if (pages !== null) {
        this.recovered.push(
          `rolled back a write that a stopped server had not finished (${String(pages)} page(s) put back from ${full}-journal)`,
        );
      }
      db = new sqlite.Database(full);
      this.db = db;
      // Exclusive: the lock is taken once and held until close (one process per file). WAL: a write cut
      // short by a kill is not in the file at the next start (SQLite checks each frame of the log).
      db.exec('PRAGMA locking_mode = EXCLUSIVE');
      const mode = db.get('PRAGMA journal_mode = WAL') as { journal_mode?: string } | null;
      if (mode?.journal_mode !== 'wal') throw new Error(`journal mode ${String(mode?.journal_mode)}`);
      db.exec('PRAGMA synchronous = FULL');
      this.prepare();
    } catch (e) {
      try {
        if (db?.isOpen) db.close();
      } catch {
        // Closing what failed to open: the first error is the one to tell.
      }
      this.releaseOwner();
      if (e instanceof GameFileError) throw e;
      if (causeOf(e) === 'database is locked') {
        throw new GameFileError(
          `The games file ${full} is locked by another process (${full}.lock appeared after the check): stop it, or choose another file with GAMES_DB.`,
        );
      }
      throw new GameFileError(
        `The games file ${full} cannot be opened and written (${causeOf(e)}): make the file and its folder writable (and the disk not full), or choose another file with GAMES_DB.`,
      );
    }
  }

  /** Brings the file to this schema, reads its salt, and proves a write goes through. */
  private prepare(): void {
    const version = (this.db.get('PRAGMA user_version') as { user_version: number }).user_version;
    if (version > SCHEMA_VERSION) {
      throw new GameFileError(
        `The games file ${this.path} was written by a newer version of this server (schema ${String(version)}, this one reads ${String(SCHEMA_VERSION)}): update the server, or choose another file with GAMES_DB.`,
      );
    }
    for (let v = version; v < SCHEMA_VERSION; v++) {
      this.db.exec('BEGIN');
      try {
        const step = MIGRATIONS[v];
        if (!step) throw new Error(`no step to schema ${String(v + 1)}`);
        step(this.db, (id) => this.replayed(id));
        this.db.exec(`PRAGMA user_version = ${String(v + 1)}`);
        this.db.exec('COMMIT');
      } catch (e) {
        this.rollback();
        throw e;
      }
    }
    const salt = this.db.get("SELECT value FROM meta WHERE key = 'salt'") as { value: Uint8Array } | null;
    if (!salt) throw new Error('the file has no salt');
    this.salt = Buffer.from(salt.value);
    // A real write, in a transaction like every step's: a file that cannot take one is refused now.
    this.db.exec('BEGIN');
    try {
      this.db.run("INSERT OR REPLACE INTO meta (key, value) VALUES ('opened', ?)", [Date.now()]);
      this.db.exec('COMMIT');
    } catch (e) {
      this.rollback();
      throw e;
    }
  }

  /** Keeps a new game; its seats' secrets are given back once and kept only as hashes. */
  create(id: string, match: Match, secrets: Record<Seat, string>, address?: string): Written {
    const now = Date.now();
    const written = this.write(() => {
      this.db.run(
        `INSERT INTO games (id, created, touched, kept, rev, seat_a, seat_b, address, over, wire)
         VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?, '{}')`,
        [
          id,
          now,
          now,
          JSON.stringify(keptOf(match)),
          hashOf(secrets.A),
          hashOf(secrets.B),
          address ? this.addressHash(address) : null,
          isOver(match) ? 1 : 0,
        ],
      );
    });
    if (written === true) return { ok: true };
    this.log(`Games file ${this.path}: a new game could not be written (${written}); none was made.`);
    return {
      ok: false,
      message: `The server could not write the new game to its disk (${written}): no game was made. Tell whoever runs the server.`,
    };
  }

  /** The seat whose link holds `secret`, if any. */
  seatOf(id: string, secret: string): Seat | null {
    const row = this.db.get('SELECT seat_a, seat_b FROM games WHERE id = ?', [id]) as {
      seat_a: Uint8Array;
      seat_b: Uint8Array;
    } | null;
    if (!row) return null;
    const h = hashOf(secret);
    if (timingSafeEqual(Buffer.from(row.seat_a), h)) return 'A';
    if (timingSafeEqual(Buffer.from(row.seat_b), h)) return 'B';
    return null;
  }

  /**
   * Writes a change of a game: the actions after the part both lists share are replaced, in one
   * transaction with the rest of the game and the room's `wire` notes (JSON), so a crash leaves the
   * old game or the new one, never half. It never throws: when the write fails, nothing of it is kept,
   * the cause is logged in one line, and the answer carries a sentence for the player.
   */
  save(id: string, before: Match, after: Match, rev: number, wire: unknown): Written {
    const same = sharedActions(before, after);
    const written = this.write(() => {
      // Everything from the first differing action goes, whatever the file holds there (a write whose
      // commit reported a failure may still be in it).
      this.db.run('DELETE FROM actions WHERE game = ? AND n >= ?', [id, same]);
      for (let n = same; n < after.actions.length; n++) {
        this.db.run('INSERT INTO actions (game, n, action) VALUES (?, ?, ?)', [
          id,
          n,
          JSON.stringify(after.actions[n]),
        ]);
      }
      // JSON.stringify answers undefined for undefined (and functions), whatever its declared type says.
      const notes = JSON.stringify(wire) as string | undefined;
      const changed = this.db.run(
        'UPDATE games SET kept = ?, rev = ?, touched = ?, over = ?, wire = ? WHERE id = ?',
        [JSON.stringify(keptOf(after)), rev, Date.now(), isOver(after) ? 1 : 0, notes ?? 'null', id],
      ).changes;
      if (changed !== 1) throw new GameGone('the game is no longer in the file');
    });
    if (written === true) return { ok: true };
    this.log(
      `Games file ${this.path}: game ${id}, step ${String(rev)} could not be written (${written}); it was refused and the game stands as it was.`,
    );
    if (written === GONE) {
      return { ok: false, message: GONE_MESSAGE };
    }
    return {
      ok: false,
      message: `The server could not write that step to its disk (${written}): it was not played, and the game stands as it was. Tell whoever runs the server.`,
    };
  }

  /** A kept game, rebuilt by replaying its actions; null if there is none by that id. */
  load(id: string): StoredMatch | null {
    const row = this.db.get('SELECT rev, wire FROM games WHERE id = ?', [id]) as {
      rev: number;
      wire: string;
    } | null;
    if (!row) return null;
    const match = this.replayed(id);
    if (!match) return null;
    return { id, rev: row.rev, match, wire: JSON.parse(row.wire) as unknown };
  }

  /** How many games are kept (for the server's start line). */
  count(): number {
    const row = this.db.get('SELECT COUNT(*) AS n FROM games') as { n: number } | null;
    return row?.n ?? 0;
  }

  /** How many games are not over: all of them, or those made from one address. */
  unfinished(address?: string): number {
    const row = (
      address === undefined
        ? this.db.get('SELECT COUNT(*) AS n FROM games WHERE over = 0')
        : this.db.get('SELECT COUNT(*) AS n FROM games WHERE over = 0 AND address = ?', [
            this.addressHash(address),
          ])
    ) as { n: number } | null;
    return row?.n ?? 0;
  }

  /**
   * Removes the games not over and not touched (made or played) for `days` days before `now`; finished
   * games stay. Answers how many went; a failed removal is logged in one line and removes none.
   */
  expire(days: number, now = Date.now()): number {
    const before = now - days * 86_400_000;
    let removed = 0;
    const written = this.write(() => {
      this.db.run('DELETE FROM actions WHERE game IN (SELECT id FROM games WHERE over = 0 AND touched < ?)', [
        before,
      ]);
      removed = this.db.run('DELETE FROM games WHERE over = 0 AND touched < ?', [before]).changes;
    });
    if (written === true) return removed;
    this.log(`Games file ${this.path}: old unfinished games could not be removed (${written}).`);
    return 0;
  }

  /** Closes the file (its lock goes with it) and removes the owner file; a second call does nothing. */
  close(): void {
    try {
      if (this.db.isOpen) this.db.close();
    } catch (e) {
      this.log(`Games file ${this.path}: closing it failed (${causeOf(e)}).`);
    }
    this.releaseOwner();
  }

  /** The creating address as kept: SHA-256 of the file's own random salt and the address. */
  private addressHash(address: string): Buffer {
    return createHash('sha256').update(this.salt).update(address).digest();
  }

  /**
   * Runs `steps` in one transaction: true when committed, otherwise the cause (the transaction rolled
   * back, nothing of it kept). Never throws.
   */
  private write(steps: () => void): true | string {
    try {
      // A transaction an earlier failure could not roll back is rolled back first.
      this.rollback();
      this.db.exec('BEGIN');
      steps();
      this.db.exec('COMMIT');
      return true;
    } catch (e) {
      this.rollback();
      return e instanceof GameGone ? GONE : causeOf(e);
    }
  }

  /** Rolls back an open transaction (SQLite may already have done it after an I/O error); never throws. */
  private rollback(): void {
    try {
      if (this.db.isOpen && this.db.inTransaction) this.db.exec('ROLLBACK');
    } catch (e) {
      this.log(`Games file ${this.path}: rolling back a failed write failed too (${causeOf(e)}).`);
    }
  }

  /** A kept game's match, rebuilt by replaying its actions; null if there is none by that id. */
  private replayed(id: string): Match | null {
    const row = this.db.get('SELECT kept FROM games WHERE id = ?', [id]) as { kept: string } | null;
    if (!row) return null;
    const kept = JSON.parse(row.kept) as Kept;
    const rows = this.db.all('SELECT action FROM actions WHERE game = ? ORDER BY n', [id]) as {
      action: string;
    }[];
    return replayedMatch(
      id,
      kept,
      rows.map((r) => keptAction(id, JSON.parse(r.action))),
    );
  }

  private releaseOwner(): void {
    if (!this.owner) return;
    try {
      if (readFileSync(this.owner.path, 'utf8') === this.owner.text) unlinkSync(this.owner.path);
    } catch {
      // Already gone.
    }
    this.owner = null;
  }
}

const GONE = 'the game is no longer in the file';

type Db = InstanceType<typeof sqlite.Database>;

function addColumn(db: Db, table: string, column: string, definition: string): void {
  const columns = db.all(`PRAGMA table_info(${table})`) as { name: string }[];
  if (!columns.some((c) => c.name === column)) {
    db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }
}

/**
 * The schema's steps, all in one place: step v brings a file from `user_version` v to v + 1, in one
 * transaction with the new version number. A file of the first server has its tables and version 0.
 */
const MIGRATIONS: ((db: Db, replayed: (id: string) => Match | null) => void)[] = [
  // 1: the games and their actions.
  (db) => {
    db.exec(`
      CREATE TABLE IF NOT EXISTS games (
        id TEXT PRIMARY KEY,
        created INTEGER NOT NULL,
        kept TEXT NOT NULL,
        rev INTEGER NOT NULL,
        seat_a BLOB NOT NULL,
        seat_b BLOB NOT NULL
      );
      CREATE TABLE IF NOT EXISTS actions (
        game TEXT NOT NULL,
        n INTEGER NOT NULL,
        action TEXT NOT NULL,
        PRIMARY KEY (game, n)
      );
    `);
  },
  // 2: the file's own salt (meta); who made each game (the address, hashed), when it was last touched,
  // whether it is over (expiry and the caps on unfinished games), and the room's notes (wire).
  (db, replayed) => {
    db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value)');
    db.run("INSERT OR IGNORE INTO meta (key, value) VALUES ('salt', ?)", [randomBytes(16)]);
    addColumn(db, 'games', 'address', 'BLOB');
    addColumn(db, 'games', 'touched', 'INTEGER NOT NULL DEFAULT 0');
    addColumn(db, 'games', 'over', 'INTEGER NOT NULL DEFAULT 0');
    addColumn(db, 'games', 'wire', "TEXT NOT NULL DEFAULT '{}'");
    db.exec('UPDATE games SET touched = created WHERE touched = 0');
    const ids = db.all('SELECT id FROM games') as { id: string }[];
    for (const { id } of ids) {
      let over = false;
      try {
        const m = replayed(id);
        over = m !== null && isOver(m);
      } catch {
        // A game that no longer replays counts as unfinished: it expires like one.
      }
      if (over) db.run('UPDATE games SET over = 1 WHERE id = ?', [id]);
    }
    db.exec(`
      CREATE INDEX IF NOT EXISTS games_by_address ON games (over, address);
      CREATE INDEX IF NOT EXISTS games_by_touch ON games (over, touched);
    `);
  },
];

// --- The owner file -------------------------------------------------------------------------------

interface Owner {
  pid: number;
  /** The process's start time (Linux: /proc/<pid>/stat), so that a reused process id is not taken for it. */
  start?: string;
  /** The boot the process ran in (Linux): after a restart of the computer, no earlier process lives. */
  boot?: string;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** A process's state letter and start time, from /proc (Linux); undefined elsewhere or if it is gone. */
function procStat(pid: number): { state: string; start: string } | undefined {
  const text = readText(`/proc/${String(pid)}/stat`);
  if (!text) return undefined;
  // "pid (name) state ppid ...": the name may hold spaces and parentheses; field 22 is the start time.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const start = fields[19];
  return state && start ? { state, start } : undefined;
}

function bootId(): string | undefined {
  return readText('/proc/sys/kernel/random/boot_id')?.trim() || undefined;
}

function thisProcess(): Owner {
  const start = procStat(process.pid)?.start;
  const boot = bootId();
  return { pid: process.pid, ...(start ? { start } : {}), ...(boot ? { boot } : {}) };
}

/** Whether the process an owner file names is still running (and is the same process). */
export function ownerAlive(o: Owner): boolean {
  if (!Number.isSafeInteger(o.pid) || o.pid <= 0) return false;
  const boot = bootId();
  if (o.boot && boot && o.boot !== boot) return false;
  try {
    process.kill(o.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(o.pid);
  if (stat) {
    // A killed process not yet reaped by its parent is a zombie: it holds nothing any more.
    if (stat.state === 'Z' || stat.state === 'X') return false;
    if (o.start && stat.start !== o.start) return false;
  }
  return true;
}

/**
 * Writes the owner file of `file` for this process, or throws a GameFileError naming the live server
 * that holds it. An owner file of a process that is gone is replaced (and said in `recovered`). The
 * file appears whole or not at all (written aside, then linked into place), so two servers starting
 * together cannot both take it.
 */
function claimOwner(file: string, recovered: string[]): { path: string; text: string } {
  const path = `${file}.owner`;
  const text = `${JSON.stringify({ ...thisProcess(), since: new Date().toISOString() })}\n`;
  const aside = `${path}.${String(process.pid)}.${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(aside, text, { flag: 'wx' });
  } catch (e) {
    throw new GameFileError(
      `The games file ${file} cannot be used: its folder cannot be written (${causeOf(e)}). Make the folder writable, or choose another file with GAMES_DB.`,
    );
  }
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(aside, path);
        return { path, text };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') {
          throw new GameFileError(
            `The games file ${file} cannot be used: its owner file ${path} cannot be written (${causeOf(e)}). Make the folder writable, or choose another file with GAMES_DB.`,
          );
        }
      }
      const held = readText(path);
      if (held === undefined) continue;
      let owner: Owner | null = null;
      try {
        owner = JSON.parse(held) as Owner;
      } catch {
        owner = null;
      }
      if (owner && ownerAlive(owner)) {
        throw new GameFileError(
          owner.pid === process.pid
            ? `The games file ${file} is already open in this process.`
            : `Another game server (process ${String(owner.pid)}) is using the games file ${file}: stop it first, or give this server a file of its own with GAMES_DB.`,
        );
      }
      // Still the same stale file (not one another server has just put there): it goes.
      if (readText(path) === held) {
        unlinkSync(path);
        recovered.push(
          owner
            ? `replaced the owner file of a server (process ${String(owner.pid)}) that is no longer running`
            : `replaced an unreadable owner file ${path}`,
        );
      }
    }
    throw new GameFileError(
      `The games file ${file} cannot be used: another server keeps taking it. Stop it, or choose another file with GAMES_DB.`,
    );
  } finally {
    try {
      unlinkSync(aside);
    } catch {
      // The link in place keeps the text.
    }
  }
}

// --- A rollback journal left behind ---------------------------------------------------------------

const JOURNAL_MAGIC = Buffer.from([0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7]);

const powerOfTwo = (n: number) => n > 0 && (n & (n - 1)) === 0;

/**
 * Plays back the rollback journal `<database>-journal` that a process stopped in the middle of a write
 * left behind (files of servers before the switch to WAL), then deletes it. SQLite does this itself on
 * open, but not through node-sqlite3-wasm: its lock is a directory that any reader makes, and its
 * "is a reserved lock held?" check looks for that same directory, so SQLite always takes the journal
 * for a live writer's and never plays it back: half a write would stay in the file. The format is
 * SQLite's ("The Rollback Journal", https://www.sqlite.org/fileformat.html) and so is each rule below
 * (pager.c: hasHotJournal, pager_playback, pager_playback_one_page). Only for a file no process holds.
 * Answers how many pages were put back, or null when there was no journal.
 */
export function rollBackJournal(database: string): number | null {
  const journalPath = `${database}-journal`;
  let journal: Buffer;
  try {
    journal = readFileSync(journalPath);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
  let restored = 0;
  const size = statSync(database, { throwIfNoEntry: false })?.size ?? 0;
  // An empty database, or a journal whose first byte is zero, is not a hot journal.
  if (size > 0 && journal.length > 0 && journal[0] !== 0) {
    const fd = openSync(database, 'r+');
    try {
      let offset = 0;
      let pages = -1;
      const done = new Set<number>();
      playback: while (offset + 28 <= journal.length) {
        if (!journal.subarray(offset, offset + 8).equals(JOURNAL_MAGIC)) break;
        let records = journal.readUInt32BE(offset + 8);
        const nonce = journal.readUInt32BE(offset + 12);
        const initialPages = journal.readUInt32BE(offset + 16);
        const sector = journal.readUInt32BE(offset + 20);
        const pageSize = journal.readUInt32BE(offset + 24);
        const valid =
          powerOfTwo(pageSize) &&
          pageSize >= 512 &&
          pageSize <= 65_536 &&
          powerOfTwo(sector) &&
          sector >= 32 &&
          sector <= 65_536;
        if (!valid || offset + sector > journal.length) break;
        offset += sector;
        const recordSize = pageSize + 8;
        if (records === 0xffff_ffff) records = Math.floor((journal.length - offset) / recordSize);
        if (pages < 0) {
          // The first header: the file goes back to its size before the write.
          pages = initialPages;
          if (fstatSync(fd).size !== pages * pageSize) ftruncateSync(fd, pages * pageSize);
        }
        const pendingBytePage = Math.floor(0x4000_0000 / pageSize) + 1;
        for (let r = 0; r < records; r++) {
          if (offset + recordSize > journal.length) break playback;
          const page = journal.readUInt32BE(offset);
          const data = journal.subarray(offset + 4, offset + 4 + pageSize);
          const sum = journal.readUInt32BE(offset + 4 + pageSize);
          offset += recordSize;
          if (page === 0 || page === pendingBytePage) break playback;
          if (page > pages || done.has(page)) continue;
          let check = nonce;
          for (let i = pageSize - 200; i > 0; i -= 200) check = (check + (data[i] ?? 0)) >>> 0;
          if (check !== sum) break playback;
          writeSync(fd, data, 0, pageSize, (page - 1) * pageSize);
          done.add(page);
          restored++;
        }
        offset = Math.ceil(offset / sector) * sector;
      }
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
  unlinkSync(journalPath);
  return restored;
}
