// Which store the server keeps its games in: PostgreSQL when a database address is given
// (DATABASE_URL), otherwise the SQLite file.
import { PgStore } from './postgres.ts';
import { SqliteStore } from './sqlite.ts';
import type { GameStore } from './store.ts';

export interface StoreOptions {
  /** The SQLite file (":memory:" keeps the games only while the process lives). */
  database: string;
  /** A PostgreSQL address: the games are kept there, and the SQLite file is not opened. */
  databaseUrl?: string;
}

/** Opens the store; throws an error whose message is one line naming it and what to do. */
export async function openStore(options: StoreOptions): Promise<GameStore> {
  if (options.databaseUrl) return PgStore.open(options.databaseUrl);
  await Promise.resolve();
  return SqliteStore.open(options.database);
}
