// The games in PostgreSQL (DATABASE_URL), behind the storage interface (store.ts), for servers of
// several processes. A game is one row (what it was made with, its seats' secret hashes, the room's
// notes) and an append-only log of its steps.
//
// The fence: a room claims its game when it loads it (the game's epoch goes up by one), and each of
// its steps is one statement that moves the game's row from step n - 1 to n only if the epoch is still
// the room's, and appends the step only if that row moved. A room whose write touches no row has lost
// its game to a room that loaded it since: the answer says so (`lost`) and the room closes. Two rooms
// therefore never both write one game, and no step is written twice: a step the same room wrote
// already (its commit's answer lost on the way) is recognised and answered ok again.
import { timingSafeEqual, createHash } from 'node:crypto';
import pg from 'pg';
import type { Match } from '../../src/match/match.ts';
import type { Seat } from '../../src/rules/index.ts';
import { PG_MIGRATIONS } from './migrations.ts';
import {
  causeOf,
  GONE_MESSAGE,
  hashOf,
  HELD_ELSEWHERE_MESSAGE,
  isOver,
  keptAction,
  keptOf,
  replayedMatch,
  sharedActions,
  type ClaimedMatch,
  type GameStore,
  type Kept,
  type Saved,
  type Step,
  type Written,
} from './store.ts';

export interface PgStoreOptions {
  /** Where the one-line reports of failed writes go (the server's console by default). */
  log?: (line: string) => void;
  /** Most connections the process keeps open (10 by default). */
  connections?: number;
}

/**
 * How long a statement may run before PostgreSQL cancels it (a step waits no longer for its write). The
 * client waits a little longer, so that a write it gives up on is one the database has given up on too,
 * not one that commits after the step was refused.
 */
const STATEMENT_MS = 10_000;
const QUERY_MS = STATEMENT_MS + 2_000;
/** How long getting a connection may take. */
const CONNECT_MS = 5_000;

/** What the games row keeps of the match besides its origin (set-up and random spec) and actions. */
type Rest = Omit<Kept, 'setup' | 'random'>;

function restOf(m: Match): Rest {
  const { setup: _setup, random: _random, ...rest } = keptOf(m);
  return rest;
}

/** One step as the log keeps it: how many earlier actions stay, the actions added, the rest after it. */
interface Entry {
  keep: number;
  actions: string;
  kept: string;
}

function entryOf(step: Step): Entry {
  const keep = sharedActions(step.before, step.after);
  return {
    keep,
    actions: JSON.stringify(step.after.actions.slice(keep)),
    kept: JSON.stringify(restOf(step.after)),
  };
}

/**
 * The step's write: one statement. The game's row moves from step rev - 1 to rev only under the room's
 * claim; the step is appended only if it moved.
 */
const SAVE = `
  WITH head AS (
    UPDATE games SET seq = $3, kept = $4, touched = $5, over = $6, wire = $7
    WHERE id = $1 AND epoch = $2 AND seq = $3 - 1
    RETURNING id
  )
  INSERT INTO steps (game, seq, epoch, keep, actions, at)
  SELECT id, $3, $2, $8, $9, $5 FROM head`;

/** Where a write that touched no row stands. */
type Untouched = 'applied' | 'gone' | 'lost';

/** "PostgreSQL database test on 127.0.0.1:5432" (never the password). */
export function describeDatabase(url: string): string {
  try {
    const u = new URL(url);
    const database = decodeURIComponent(u.pathname.replace(/^\//, '')) || 'of its user';
    const where = u.hostname ? ` on ${u.hostname}${u.port ? `:${u.port}` : ''}` : '';
    const schema = /search_path=([^\s&]+)/.exec(decodeURIComponent(u.searchParams.get('options') ?? ''));
    return `PostgreSQL database ${database}${where}${schema ? `, schema ${schema[1] ?? ''}` : ''}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

export class PgStore implements GameStore {
  readonly kind = 'postgres';
  private closed = false;

  private constructor(
    private readonly pool: pg.Pool,
    readonly where: string,
    private readonly salt: Buffer,
    private readonly log: (line: string) => void,
  ) {}

  /**
   * Connects, brings the database to this server's schema (PG_MIGRATIONS) and reads its salt. Throws
   * an error whose message is one line naming the database and what to do.
   */
  static async open(url: string, options: PgStoreOptions = {}): Promise<PgStore> {
    const where = describeDatabase(url);
    const log =
      options.log ??
      ((line: string) => {
        console.error(line);
      });
    const pool = new pg.Pool({
      connectionString: url,
      max: options.connections ?? 10,
      connectionTimeoutMillis: CONNECT_MS,
      query_timeout: QUERY_MS,
      statement_timeout: STATEMENT_MS,
      application_name: 'marker-play-table',
    });
    // Without a listener, a connection that fails while idle (the database restarted) stops the process.
    pool.on('error', (e) => {
      log(`${where}: an idle connection failed (${causeOf(e)}); the next query opens another.`);
    });
    try {
      await migrate(pool, where);
      const salt = await pool.query<{ value: Buffer }>("SELECT value FROM meta WHERE key = 'salt'");
      const value = salt.rows[0]?.value;
      if (!value) throw new Error('the database has no salt');
      return new PgStore(pool, where, value, log);
    } catch (e) {
      await pool.end().catch(() => undefined);
      if (e instanceof SchemaError) throw e;
      throw new Error(
        `The games database (${where}) cannot be used (${causeOf(e)}): check DATABASE_URL, and that PostgreSQL runs there and lets this user make tables.`,
        { cause: e },
      );
    }
  }

  async create(id: string, match: Match, secrets: Record<Seat, string>, address?: string): Promise<Written> {
    const now = Date.now();
    const { setup, random, ...rest } = keptOf(match);
    try {
      await this.pool.query(
        `INSERT INTO games (id, created, touched, origin, kept, seat_a, seat_b, address, over)
         VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8)`,
        [
          id,
          now,
          JSON.stringify({ setup, random }),
          JSON.stringify(rest),
          hashOf(secrets.A),
          hashOf(secrets.B),
          address ? this.addressHash(address) : null,
          isOver(match),
        ],
      );
      return { ok: true };
    } catch (e) {
      this.log(`${this.where}: a new game could not be written (${causeOf(e)}); none was made.`);
      return {
        ok: false,
        message: `The server could not write the new game to its database (${causeOf(e)}): no game was made. Tell whoever runs the server.`,
      };
    }
  }

  async seatOf(id: string, secret: string): Promise<Seat | null> {
    const r = await this.pool.query<{ seat_a: Buffer; seat_b: Buffer }>(
      'SELECT seat_a, seat_b FROM games WHERE id = $1',
      [id],
    );
    const row = r.rows[0];
    if (!row) return null;
    const h = hashOf(secret);
    if (timingSafeEqual(row.seat_a, h)) return 'A';
    if (timingSafeEqual(row.seat_b, h)) return 'B';
    return null;
  }

  async load(id: string): Promise<ClaimedMatch | null> {
    // The claim first: once it is in, no room that loaded the game before writes to it, so the steps
    // read next are all there will be until this room writes.
    const claimed = await this.pool.query<{
      epoch: number;
      seq: number;
      origin: string;
      kept: string;
      wire: string;
    }>('UPDATE games SET epoch = epoch + 1 WHERE id = $1 RETURNING epoch, seq, origin, kept, wire', [id]);
    const row = claimed.rows[0];
    if (!row) return null;
    const steps = await this.pool.query<{ keep: number; actions: string }>(
      'SELECT keep, actions FROM steps WHERE game = $1 AND seq <= $2 ORDER BY seq',
      [id, row.seq],
    );
    if (steps.rows.length !== row.seq) {
      throw new Error(`Game ${id}: ${String(steps.rows.length)} of its ${String(row.seq)} steps are kept`);
    }
    const raw: unknown[] = [];
    for (const step of steps.rows) {
      if (step.keep > raw.length) throw new Error(`Game ${id}: a step keeps actions it does not have`);
      raw.length = step.keep;
      raw.push(...(JSON.parse(step.actions) as unknown[]));
    }
    const kept = { ...(JSON.parse(row.origin) as object), ...(JSON.parse(row.kept) as object) } as Kept;
    const match = replayedMatch(
      id,
      kept,
      raw.map((a) => keptAction(id, a)),
    );
    return { id, rev: row.seq, match, wire: JSON.parse(row.wire) as unknown, claim: row.epoch };
  }

  async save(id: string, step: Step): Promise<Saved> {
    const entry = entryOf(step);
    // JSON.stringify answers undefined for undefined (and functions), whatever its declared type says.
    const wire = (JSON.stringify(step.wire) as string | undefined) ?? 'null';
    let failure: string;
    try {
      // Named: each connection parses and plans the statement once (it runs at every step of every game).
      const r = await this.pool.query({
        name: 'save-step',
        text: SAVE,
        values: [
          id,
          step.claim,
          step.rev,
          entry.kept,
          Date.now(),
          isOver(step.after),
          wire,
          entry.keep,
          entry.actions,
        ],
      });
      if (r.rowCount === 1) return { ok: true };
      const where = await this.untouched(id, step, entry);
      if (where === 'applied') return { ok: true };
      if (where === 'lost') return { ok: false, message: HELD_ELSEWHERE_MESSAGE, lost: true };
      failure = 'the game is no longer in the database';
      this.log(
        `${this.where}: game ${id}, step ${String(step.rev)} could not be written (${failure}); it was refused and the game stands as it was.`,
      );
      return { ok: false, message: GONE_MESSAGE };
    } catch (e) {
      failure = causeOf(e);
    }
    // The write failed, or its answer did: if the step is in (the commit went through), it was played.
    try {
      if ((await this.untouched(id, step, entry)) === 'applied') return { ok: true };
    } catch {
      // The database cannot be asked either: the step is refused. Were it in after all, the room's next
      // write finds the game a step ahead and the room closes (its devices load the game again).
    }
    this.log(
      `${this.where}: game ${id}, step ${String(step.rev)} could not be written (${failure}); it was refused and the game stands as it was.`,
    );
    return {
      ok: false,
      message: `The server could not write that step to its database (${failure}): it was not played, and the game stands as it was. Tell whoever runs the server.`,
    };
  }

  /** Why a step's write touched no row: it is in already, the game is gone, or another room holds it. */
  private async untouched(id: string, step: Step, entry: Entry): Promise<Untouched> {
    const r = await this.pool.query<{
      epoch: number;
      seq: number;
      kept: string;
      step_epoch: number | null;
      keep: number | null;
      actions: string | null;
    }>(
      `SELECT g.epoch, g.seq, g.kept, s.epoch AS step_epoch, s.keep, s.actions
       FROM games g LEFT JOIN steps s ON s.game = g.id AND s.seq = $2
       WHERE g.id = $1`,
      [id, step.rev],
    );
    const row = r.rows[0];
    if (!row) return 'gone';
    const applied =
      row.epoch === step.claim &&
      row.seq === step.rev &&
      row.step_epoch === step.claim &&
      row.keep === entry.keep &&
      row.actions === entry.actions &&
      row.kept === entry.kept;
    // Not applied, and the game is elsewhere: another room's claim, or (under this claim) a step this
    // room does not know of. Either way this room no longer holds the game as it is.
    return applied ? 'applied' : 'lost';
  }

  async count(): Promise<number> {
    const r = await this.pool.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM games');
    return r.rows[0]?.n ?? 0;
  }

  async unfinished(address?: string): Promise<number> {
    const r =
      address === undefined
        ? await this.pool.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM games WHERE NOT over')
        : await this.pool.query<{ n: number }>(
            'SELECT COUNT(*)::int AS n FROM games WHERE NOT over AND address = $1',
            [this.addressHash(address)],
          );
    return r.rows[0]?.n ?? 0;
  }

  async expire(days: number, now = Date.now()): Promise<number> {
    try {
      // Their steps go with them (ON DELETE CASCADE), in the same statement.
      const r = await this.pool.query('DELETE FROM games WHERE NOT over AND touched < $1', [
        now - days * 86_400_000,
      ]);
      return r.rowCount ?? 0;
    } catch (e) {
      this.log(`${this.where}: old unfinished games could not be removed (${causeOf(e)}).`);
      return 0;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.pool.end();
    } catch (e) {
      this.log(`${this.where}: closing its connections failed (${causeOf(e)}).`);
    }
  }

  /** The creating address as kept: SHA-256 of the database's own random salt and the address. */
  private addressHash(address: string): Buffer {
    return createHash('sha256').update(this.salt).update(address).digest();
  }
}

/** The database was written by a newer server: one line saying so. */
class SchemaError extends Error {}

/** Runs the steps of PG_MIGRATIONS the database has not had, in one transaction. */
async function migrate(pool: pg.Pool, where: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // One process at a time per schema; the others wait here, then find nothing left to do.
    await client.query(
      "SELECT pg_advisory_xact_lock(hashtext(coalesce(current_schema(), '') || '.marker-play-table'))",
    );
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied bigint NOT NULL)',
    );
    const r = await client.query<{ v: number }>(
      'SELECT coalesce(max(version), 0)::int AS v FROM schema_migrations',
    );
    const version = r.rows[0]?.v ?? 0;
    const latest = PG_MIGRATIONS.at(-1)?.version ?? 0;
    if (version > latest) {
      throw new SchemaError(
        `The games database (${where}) was written by a newer version of this server (schema ${String(version)}, this one reads ${String(latest)}): update the server, or choose another database with DATABASE_URL.`,
      );
    }
    for (const m of PG_MIGRATIONS) {
      if (m.version <= version) continue;
      await client.query(m.sql);
      await client.query('INSERT INTO schema_migrations (version, name, applied) VALUES ($1, $2, $3)', [
        m.version,
        m.name,
        Date.now(),
      ]);
    }
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}
