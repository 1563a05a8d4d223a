// Every game of the server in one SQLite file (ARCHITECTURE.md §10): set-up, randomness and action
// list, written before a step is acknowledged, so a restart rebuilds each game exactly.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import { recordOfMatch, type Match } from '../src/match/match.ts';
import {
  replayRecord,
  readAction,
  type Action,
  type GameSetup,
  type RandomSpec,
} from '../src/engine/index.ts';
import type { Seat } from '../src/rules/index.ts';

/** What a game row holds besides its actions. */
interface Kept {
  setup: GameSetup;
  random: RandomSpec;
  jumps: Match['jumps'];
  redo: Match['redo'];
  undoRequest: Match['undoRequest'];
  undoAnswer: Match['undoAnswer'];
}

/** A game as the server keeps it: the referee's match and how many changes it has seen (`rev`). */
export interface StoredMatch {
  id: string;
  match: Match;
  rev: number;
  /** What the room keeps of its connections' numbering (server/room.ts), as it was written. */
  wire: unknown;
}

/** A write's outcome: kept, or not (nothing of the game changed) with words for the player. */
export type Written = { ok: true } | { ok: false; message: string };

/** The secret of a seat's link: 128 random bits, as base64url. Only its hash is kept. */
export function newSecret(): string {
  return randomBytes(16).toString('base64url');
}

function hashOf(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

/** A game id for links: 96 random bits, nothing of the order or count of games. */
export function newGameId(): string {
  return randomBytes(12).toString('base64url');
}

export class GameFile {
  private readonly db: InstanceType<typeof sqlite.Database>;

  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new sqlite.Database(path);
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS games (
        id TEXT PRIMARY KEY,
        created INTEGER NOT NULL,
        kept TEXT NOT NULL,
        rev INTEGER NOT NULL,
        seat_a BLOB NOT NULL,
        seat_b BLOB NOT NULL,
        wire TEXT NOT NULL DEFAULT '{}'
      );
      CREATE TABLE IF NOT EXISTS actions (
        game TEXT NOT NULL,
        n INTEGER NOT NULL,
        action TEXT NOT NULL,
        PRIMARY KEY (game, n)
      );
    `);
    const columns = this.db.all('PRAGMA table_info(games)') as { name: string }[];
    if (!columns.some((c) => c.name === 'wire')) {
      this.db.exec(`ALTER TABLE games ADD COLUMN wire TEXT NOT NULL DEFAULT '{}'`);
    }
  }

  /** Keeps a new game; its seats' secrets are given back once and kept only as hashes. */
  create(id: string, match: Match, secrets: Record<Seat, string>): void {
    this.db.run('INSERT INTO games (id, created, kept, rev, seat_a, seat_b) VALUES (?, ?, ?, 0, ?, ?)', [
      id,
      Date.now(),
      JSON.stringify(keptOf(match)),
      hashOf(secrets.A),
      hashOf(secrets.B),
    ]);
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
   * transaction with the rest of the game, so a crash leaves the old game or the new one, never half.
   */
  save(id: string, before: Match, after: Match, rev: number, wire: unknown): Written {
    let same = 0;
    while (same < before.actions.length && same < after.actions.length) {
      if (before.actions[same] !== after.actions[same]) break;
      same++;
    }
    this.db.exec('BEGIN');
    try {
      if (same < before.actions.length) {
        this.db.run('DELETE FROM actions WHERE game = ? AND n >= ?', [id, same]);
      }
      for (let n = same; n < after.actions.length; n++) {
        this.db.run('INSERT INTO actions (game, n, action) VALUES (?, ?, ?)', [
          id,
          n,
          JSON.stringify(after.actions[n]),
        ]);
      }
      this.db.run('UPDATE games SET kept = ?, rev = ?, wire = ? WHERE id = ?', [
        JSON.stringify(keptOf(after)),
        rev,
        JSON.stringify(wire),
        id,
      ]);
      this.db.exec('COMMIT');
      return { ok: true };
    } catch (e) {
      try {
        this.db.exec('ROLLBACK');
      } catch {
        // The transaction is gone with the failed write.
      }
      console.error(`Game ${id}: a step could not be written: ${e instanceof Error ? e.message : String(e)}`);
      return {
        ok: false,
        message:
          'The server could not write that step to its disk: it was not played, and the game stands as it was. Tell whoever runs the server.',
      };
    }
  }

  /** A kept game, rebuilt by replaying its actions; null if there is none by that id. */
  load(id: string): StoredMatch | null {
    const row = this.db.get('SELECT kept, rev, wire FROM games WHERE id = ?', [id]) as {
      kept: string;
      rev: number;
      wire: string;
    } | null;
    if (!row) return null;
    const kept = JSON.parse(row.kept) as Kept;
    const rows = this.db.all('SELECT action FROM actions WHERE game = ? ORDER BY n', [id]) as {
      action: string;
    }[];
    const actions: Action[] = rows.map((r) => {
      const read = readAction(JSON.parse(r.action));
      if (!read.ok) throw new Error(`Game ${id}: a kept action is refused: ${read.violation.message}`);
      return read.action;
    });
    const partial = { setup: kept.setup, random: kept.random, jumps: kept.jumps, actions };
    const replayed = replayRecord(recordOfMatch(partial));
    if (!replayed.ok) {
      throw new Error(`Game ${id} no longer replays: ${replayed.violations.map((v) => v.code).join(', ')}`);
    }
    return {
      id,
      rev: row.rev,
      wire: JSON.parse(row.wire) as unknown,
      match: {
        ...partial,
        devices: 'two',
        redo: kept.redo,
        state: replayed.state,
        undoRequest: kept.undoRequest,
        undoAnswer: kept.undoAnswer,
      },
    };
  }

  /** How many games are kept (for the server's start line). */
  count(): number {
    const row = this.db.get('SELECT COUNT(*) AS n FROM games') as { n: number } | null;
    return row?.n ?? 0;
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}

function keptOf(m: Match): Kept {
  return {
    setup: m.setup,
    random: m.random,
    jumps: m.jumps,
    redo: m.redo,
    undoRequest: m.undoRequest,
    undoAnswer: m.undoAnswer,
  };
}
