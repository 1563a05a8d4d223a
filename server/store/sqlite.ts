// The SQLite file of one process behind the storage interface (store.ts): the default of
// `npm run serve`. The file itself (its owner, schema, leftovers of a killed server) is GameFile in
// server/games.ts; its calls are synchronous, and each write is done by the time its promise is made.
// One process holds the file, and Colyseus makes one room per game in it, so no claim is needed: every
// load answers claim 0.
import type { Match } from '../../src/match/match.ts';
import type { Seat } from '../../src/rules/index.ts';
import { GameFile, type GameFileOptions } from '../games.ts';
import type { ClaimedMatch, GameStore, Saved, Step, Written } from './store.ts';

export class SqliteStore implements GameStore {
  readonly kind = 'sqlite';
  readonly where: string;

  constructor(readonly file: GameFile) {
    this.where = `Games file ${file.path}`;
  }

  /** Opens (or makes) the file; throws a GameFileError with one line naming it and what to do. */
  static open(path: string, options: GameFileOptions = {}): SqliteStore {
    return new SqliteStore(new GameFile(path, options));
  }

  create(id: string, match: Match, secrets: Record<Seat, string>, address?: string): Promise<Written> {
    return Promise.resolve(this.file.create(id, match, secrets, address));
  }

  seatOf(id: string, secret: string): Promise<Seat | null> {
    return attempt(() => this.file.seatOf(id, secret));
  }

  load(id: string): Promise<ClaimedMatch | null> {
    return attempt(() => {
      const kept = this.file.load(id);
      return kept ? { ...kept, claim: 0 } : null;
    });
  }

  save(id: string, step: Step): Promise<Saved> {
    return Promise.resolve(this.file.save(id, step.before, step.after, step.rev, step.wire));
  }

  count(): Promise<number> {
    return attempt(() => this.file.count());
  }

  unfinished(address?: string): Promise<number> {
    return attempt(() => this.file.unfinished(address));
  }

  expire(days: number, now?: number): Promise<number> {
    return Promise.resolve(this.file.expire(days, now));
  }

  close(): Promise<void> {
    this.file.close();
    return Promise.resolve();
  }
}

/** A read's answer as a promise; what it throws becomes the promise's rejection. */
function attempt<T>(read: () => T): Promise<T> {
  try {
    return Promise.resolve(read());
  } catch (e) {
    return Promise.reject(e instanceof Error ? e : new Error(String(e)));
  }
}
