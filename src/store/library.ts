import { z } from 'zod';
import { viewFor, type GameSetup, type GameState } from '../engine/index.ts';
import { restore, serialize, type KeyValueStorage, type SavedSession } from './persistence.ts';

/**
 * The games kept in this browser besides the one on the table (issue: autosave and resume): starting
 * another game, a scenario or an opened file puts the current one here first, so nothing is lost.
 * Each is stored as a session (set-up, seed, actions) under its own key, with a small index that the
 * saved-games list reads without replaying anything. Nothing secret is in the index: a name, a date,
 * where the game stands and how many troopers each seat has.
 */
export const LIBRARY_KEY = 'marker-table:library';
const gameKey = (id: string) => `${LIBRARY_KEY}:${id}`;

export interface LibraryEntry {
  id: string;
  name: string;
  savedAt: string;
  /** Where the game stands, as both seats may read it ("Round 2 · Player B's turn"). */
  standing: string;
  /** "Player A: 6 troopers · Player B: 6 troopers", or "Free set-up". */
  seats: string;
  actions: number;
}

const entrySchema = z.object({
  id: z.string(),
  name: z.string(),
  savedAt: z.string(),
  standing: z.string(),
  seats: z.string(),
  actions: z.number().int().nonnegative(),
});

export function listGames(storage: KeyValueStorage | undefined): LibraryEntry[] {
  const text = storage?.getItem(LIBRARY_KEY);
  if (!text) return [];
  try {
    const parsed = z.array(entrySchema).safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function writeIndex(storage: KeyValueStorage, entries: LibraryEntry[]): void {
  storage.setItem(LIBRARY_KEY, JSON.stringify(entries));
}

export function describeSeats(setup: GameSetup): string {
  const g = setup.game;
  if (!g) return 'Free set-up';
  const n = (k: number) => `${String(k)} trooper${k === 1 ? '' : 's'}`;
  return `Player A: ${n(g.rosters.A.length)} · Player B: ${n(g.rosters.B.length)}`;
}

/** Where a game stands, in words anybody may read (the referee's phase text has no secrets). */
export function describeStanding(state: GameState): string {
  return viewFor(state, 'referee').phase.text;
}

/**
 * Keeps a game in the library (replacing an entry with the same id). Returns a problem when storage
 * is full, so the caller can say so; the game on the table is never touched.
 */
export function keepGame(
  storage: KeyValueStorage,
  id: string,
  name: string,
  session: SavedSession,
  state: GameState,
  now: Date = new Date(),
): string | null {
  const entry: LibraryEntry = {
    id,
    name,
    savedAt: now.toISOString(),
    standing: describeStanding(state),
    seats: describeSeats(session.setup),
    actions: session.actions.length,
  };
  try {
    storage.setItem(gameKey(id), serialize(session));
    writeIndex(storage, [entry, ...listGames(storage).filter((e) => e.id !== id)]);
    return null;
  } catch {
    return `The browser's storage is full: "${name}" could not be kept. Export it to a file instead.`;
  }
}

export type Reopened =
  { ok: true; entry: LibraryEntry; session: SavedSession; state: GameState } | { ok: false; error: string };

/** Reads a kept game back (replaying it); a broken one is named, and stays in the list to delete. */
export function reopenGame(storage: KeyValueStorage | undefined, id: string): Reopened {
  const entry = listGames(storage).find((e) => e.id === id);
  const text = storage?.getItem(gameKey(id));
  if (!entry || !text) return { ok: false, error: 'That saved game is no longer in this browser.' };
  const r = restore(text);
  if (!r.ok) return { ok: false, error: `"${entry.name}" cannot be resumed: ${r.error}` };
  return { ok: true, entry, session: r.session, state: r.state };
}

export function forgetGame(storage: KeyValueStorage | undefined, id: string): void {
  if (!storage) return;
  storage.removeItem(gameKey(id));
  writeIndex(
    storage,
    listGames(storage).filter((e) => e.id !== id),
  );
}
