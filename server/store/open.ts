// Which store the server keeps its games in: the SQLite file by default.
import { SqliteStore } from './sqlite.ts';
import type { GameStore } from './store.ts';

export interface StoreOptions {
  /** The SQLite file (":memory:" keeps the games only while the process lives). */
  database: string;
}

/** Opens the store; throws an error whose message is one line naming it and what to do. */
export async function openStore(options: StoreOptions): Promise<GameStore> {
  await Promise.resolve();
  return SqliteStore.open(options.database);
}
