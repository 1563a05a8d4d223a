import { deferred, z } from '../../engine/zod.ts';
import { viewFor, type GameState, type PinLock } from '../../engine/index.ts';
import type { Seat } from '../../rules/index.ts';
import { setupSchema } from '../../protocol/recordSchema.ts';
import type { KeyValueStorage, SavedSession } from './persistence.ts';
import { forgetStoredGame, keepStoredGame, readStoredGame, storedSetup } from './storedGame.ts';

/**
 * The games kept in this browser besides the one on the table (issue: autosave and resume): starting
 * another game, a scenario or an opened file puts the current one here first, so nothing is lost.
 * Each is stored as a session (set-up, randomness, actions) under its own key, with a small index that
 * the saved-games list reads without replaying anything. The index holds only what anybody in front
 * of the curtain may read: a name, a date, where the game stands and who has a PIN. Nothing of a
 * roster, not even its size.
 */
export const LIBRARY_KEY = 'marker-table:library';
const gameKey = (id: string) => `${LIBRARY_KEY}:${id}`;

export interface LibraryEntry {
  id: string;
  name: string;
  savedAt: string;
  /** Where the game stands, as anybody may read it ("Round 2 · Player B's turn"). */
  standing: string;
  /** Which seats have a PIN: deleting the game needs them until it is over. */
  pins: { A: boolean; B: boolean };
  over: boolean;
}

// Entries written before the index kept only public facts are read without their other fields.
const entrySchema = deferred(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    savedAt: z.string(),
    standing: z.string(),
    pins: z._default(z.object({ A: z.boolean(), B: z.boolean() }), { A: false, B: false }),
    over: z._default(z.boolean(), false),
  }),
);

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

/** Where a game stands, from the public view only: round, whose turn, who is awaited. */
export function describeStanding(state: GameState): string {
  const phase = viewFor(state, 'public').phase;
  const waiting = phase.acting ? `Player ${phase.acting} to play` : '';
  switch (phase.kind) {
    case 'free':
      return 'Free set-up';
    case 'over':
      return `Game over after round ${String(phase.round ?? state.setup.game?.rounds ?? 3)}`;
    case 'deployment':
      return `Deployment step ${String(phase.step ?? 1)} of 4 · ${waiting}`;
    case 'turn': {
      const turn = `Round ${String(phase.round ?? 1)} · Player ${String(phase.active)}'s turn`;
      return phase.acting && phase.acting !== phase.active ? `${turn} · ${waiting}` : turn;
    }
  }
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
  const pins = session.setup.game?.pins ?? {};
  const entry: LibraryEntry = {
    id,
    name,
    savedAt: now.toISOString(),
    standing: describeStanding(state),
    pins: { A: pins.A !== undefined, B: pins.B !== undefined },
    over: state.phase.kind === 'over',
  };
  const full = `The browser's storage is full: "${name}" could not be kept. Export it to a file instead.`;
  try {
    // Kept a part at a time with a checkpoint of where it stands, so resuming it replays little.
    const refused = keepStoredGame(storage, gameKey(id), session, state);
    if (refused === 'too-large')
      return `"${name}" is too large to keep in this browser. Export it to a file instead.`;
    if (refused) return full;
    writeIndex(storage, [entry, ...listGames(storage).filter((e) => e.id !== id)]);
    return null;
  } catch {
    return full;
  }
}

export type Reopened =
  { ok: true; entry: LibraryEntry; session: SavedSession; state: GameState } | { ok: false; error: string };

/** Reads a kept game back (replaying it); a broken one is named, and stays in the list to delete. */
export function reopenGame(storage: KeyValueStorage | undefined, id: string): Reopened {
  const entry = listGames(storage).find((e) => e.id === id);
  const found = storage ? readStoredGame(storage, gameKey(id)) : null;
  if (!entry || !found) return { ok: false, error: 'That saved game is no longer in this browser.' };
  const r = found.restored;
  if (!r.ok) return { ok: false, error: `"${entry.name}" cannot be resumed: ${r.error}` };
  return { ok: true, entry, session: r.session, state: r.state };
}

/**
 * The PIN locks of a kept game, read from its stored set-up without replaying it, to check before it
 * is deleted. A stored game too broken to read has none: it cannot be opened, so it shows nothing.
 */
export function keptPins(storage: KeyValueStorage | undefined, id: string): Partial<Record<Seat, PinLock>> {
  if (!storage) return {};
  const setup = setupSchema.safeParse(storedSetup(storage, gameKey(id)));
  return setup.success ? (setup.data.game?.pins ?? {}) : {};
}

export function forgetGame(storage: KeyValueStorage | undefined, id: string): void {
  if (!storage) return;
  forgetStoredGame(storage, gameKey(id));
  writeIndex(
    storage,
    listGames(storage).filter((e) => e.id !== id),
  );
}
