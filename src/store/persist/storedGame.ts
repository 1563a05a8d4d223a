import { logFrom, type Action, type GameSetup, type GameState, type LogEvent } from '../../engine/index.ts';
import { CHECKPOINT_EVERY } from '../../match/checkpoints.ts';
import { MAX_GAME_CHARS } from '../../protocol/limits.ts';
import {
  SESSION_FORMAT,
  SESSION_VERSION,
  megabytes,
  replaySaved,
  restore,
  sessionFrom,
  type KeyValueStorage,
  type Restored,
  type SavedSession,
} from './persistence.ts';

/**
 * The game on the table as browser storage keeps it, written a little after every action instead of
 * whole (issue: per-action updates to storage are deltas). Its parts, each under its own key:
 *
 * - the head, under the game's key: everything of the session but the set-up and the full chunks of
 *   actions (the randomness, the redo list, the scenario, the name, the undo request), the newest
 *   actions that fill no chunk yet, and which checkpoint belongs to the game;
 * - the set-up, written once per game;
 * - the actions, ACTION_CHUNK to a key, each full chunk written once;
 * - a checkpoint: the state after a multiple of CHECKPOINT_EVERY actions, its log in chunks written
 *   once each, so a reload replays only the actions after it (issue: reload need not replay the game).
 *
 * The parts of one game share a generation mark, new for each game that comes to the table, so a
 * write that fails half-way never mixes two games: the head names its generation, and the parts of
 * another are removed only once the new head is written. A head of an older version (one text) is read
 * as before.
 */
export const STORED_VERSION = 3;

/** Actions per stored chunk: the head carries at most this many less one. */
export const ACTION_CHUNK = 25;

interface Head {
  format: typeof SESSION_FORMAT;
  version: typeof STORED_VERSION;
  /** The generation mark of this game's parts. */
  gen: string;
  count: number;
  /** The actions after the last full chunk. */
  tail: Action[];
  /** How many actions the checkpoint follows, when one belongs to this game. */
  checkpoint?: number;
  session: Omit<SavedSession, 'setup' | 'actions'>;
}

interface StoredCheckpoint {
  at: number;
  /** GameState.schema: a state of another shape is not used (the game is replayed instead). */
  schema: number;
  /** The state without its log. */
  state: Omit<GameState, 'log'>;
  /** The log: how many chunks of LOG_CHUNK lines are stored apart, and the lines after them. */
  logChunks: number;
  logTail: LogEvent[];
}

const part = (key: string, gen: string, name: string) => `${key}:${gen}:${name}`;
const actionsKey = (key: string, gen: string, k: number) => part(key, gen, `actions:${String(k)}`);
const logKey = (key: string, gen: string, k: number) => part(key, gen, `log:${String(k)}`);

function newGeneration(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What the writer knows is in storage, so each write adds only what changed. */
interface Written {
  gen: string;
  setup: GameSetup;
  random: SavedSession['random'];
  /** Per full chunk: its last action, by identity, and its size in characters. */
  chunks: { last: Action; chars: number }[];
  setupChars: number;
  checkpoint?: { at: number; last: Action; chars: number };
  /** Per log chunk stored for checkpoints: the chunk array, by identity. */
  logChunks: (readonly LogEvent[])[];
  /** Every part key of this generation, to remove them when the next game replaces it. */
  keys: Set<string>;
}

export interface StoredGameWriter {
  /**
   * Writes what changed since the last write: a problem when the game is too large or the browser
   * refused (what was there before stays readable), or null.
   */
  write(session: SavedSession, state: GameState): { problem: 'too-large' | 'refused'; chars: number } | null;
  /** Characters the last write put into storage (the figure the bench prints per action). */
  lastWriteChars(): number;
}

/**
 * The writer for the game under `key`. `known` is what a read found there (readStoredGame), so the
 * first write after a reload adds only the new action and keeps the checkpoint.
 */
export function storedGameWriter(
  storage: KeyValueStorage,
  key: string,
  known?: StoredGameFound,
): StoredGameWriter {
  let written: Written | null = known?.written ?? null;
  let lastChars = 0;
  return {
    lastWriteChars: () => lastChars,
    write(session, state) {
      const same = written !== null && written.setup === session.setup && written.random === session.random;
      const w: Written = same
        ? (written as Written)
        : {
            gen: newGeneration(),
            setup: session.setup,
            random: session.random,
            chunks: [],
            setupChars: 0,
            logChunks: [],
            keys: new Set(),
          };
      const fresh = new Set<string>();
      let chars = 0;
      const put = (k: string, text: string) => {
        storage.setItem(k, text);
        if (!w.keys.has(k)) fresh.add(k);
        w.keys.add(k);
        chars += text.length;
      };
      const { actions } = session;
      const full = Math.floor(actions.length / ACTION_CHUNK);
      const chunkText: (string | undefined)[] = [];
      for (let k = 0; k < full; k++) {
        const last = actions[(k + 1) * ACTION_CHUNK - 1] as Action;
        if (w.chunks[k]?.last !== last)
          chunkText[k] = JSON.stringify(actions.slice(k * ACTION_CHUNK, (k + 1) * ACTION_CHUNK));
      }
      const setupText = same ? null : JSON.stringify(session.setup);
      const checkpoint = checkpointToWrite(w, actions, state);
      const { setup: _s, actions: _a, ...rest } = session;
      const head: Head = {
        format: SESSION_FORMAT,
        version: STORED_VERSION,
        gen: w.gen,
        count: actions.length,
        tail: actions.slice(full * ACTION_CHUNK),
        ...(checkpoint.at !== undefined ? { checkpoint: checkpoint.at } : {}),
        session: rest,
      };
      const headText = JSON.stringify(head);
      // The whole game in storage, as one text would measure it.
      let total = headText.length + (setupText?.length ?? w.setupChars) + checkpoint.chars;
      for (let k = 0; k < full; k++) total += chunkText[k]?.length ?? w.chunks[k]?.chars ?? 0;
      if (total > MAX_GAME_CHARS) return { problem: 'too-large', chars: total };
      try {
        if (setupText !== null) {
          put(part(key, w.gen, 'setup'), setupText);
          w.setupChars = setupText.length;
        }
        for (let k = 0; k < full; k++) {
          const text = chunkText[k];
          if (text === undefined) continue;
          put(actionsKey(key, w.gen, k), text);
          w.chunks[k] = { last: actions[(k + 1) * ACTION_CHUNK - 1] as Action, chars: text.length };
        }
        w.chunks.length = full;
        checkpoint.write?.(put);
        storage.setItem(key, headText);
        chars += headText.length;
      } catch {
        // Refused half-way: the head before still names every part it needs. A new game's parts go.
        for (const k of fresh) {
          storage.removeItem(k);
          w.keys.delete(k);
        }
        if (!same) return { problem: 'refused', chars: total };
        written = null;
        return { problem: 'refused', chars: total };
      }
      if (!same && written) for (const k of written.keys) storage.removeItem(k);
      written = w;
      lastChars = chars;
      return null;
    },
  };

  /**
   * The checkpoint the head names after this write: the one kept if it still belongs to the game, a
   * new one when the game stands at a multiple of CHECKPOINT_EVERY, or none.
   */
  function checkpointToWrite(
    w: Written,
    actions: readonly Action[],
    state: GameState,
  ): { at?: number; chars: number; write?: (put: (k: string, text: string) => void) => void } {
    const at = actions.length;
    const last = actions[at - 1];
    const kept = w.checkpoint;
    const keptFits = kept !== undefined && kept.at <= at && actions[kept.at - 1] === kept.last;
    // At every multiple of CHECKPOINT_EVERY; and at once when a game of that length has none that fits
    // (a game resumed or opened, or taken back before its checkpoint).
    const due = at % CHECKPOINT_EVERY === 0 || (!keptFits && at >= CHECKPOINT_EVERY);
    if (at > 0 && due && last && kept?.last !== last) {
      const { log, ...rest } = state;
      const stored: StoredCheckpoint = {
        at,
        schema: state.schema,
        state: rest,
        logChunks: log.chunks.length,
        logTail: [...log.tail],
      };
      const text = JSON.stringify(stored);
      return {
        at,
        chars: text.length,
        write: (put) => {
          log.chunks.forEach((chunk, k) => {
            if (w.logChunks[k] === chunk) return;
            put(logKey(key, w.gen, k), JSON.stringify(chunk));
            w.logChunks[k] = chunk;
          });
          put(part(key, w.gen, 'checkpoint'), text);
          w.checkpoint = { at, last, chars: text.length };
        },
      };
    }
    if (kept && keptFits) return { at: kept.at, chars: kept.chars };
    return { chars: 0 };
  }
}

/**
 * Whether the game kept under `key` is nothing or a fresh table (no action yet), which the first
 * table draws without the rules engine (engine/reducer.ts). Any doubt (an older save, a broken head)
 * says no, and the engine is loaded before the game is read.
 */
export function storedGameIsFresh(storage: KeyValueStorage, key: string): boolean {
  const text = storage.getItem(key);
  if (text === null) return true;
  try {
    const head = JSON.parse(text) as { version?: unknown; count?: unknown; session?: { redo?: unknown } };
    const redo = head.session?.redo;
    return (
      head.version === STORED_VERSION &&
      head.count === 0 &&
      (redo === undefined || (Array.isArray(redo) && redo.length === 0))
    );
  } catch {
    return false;
  }
}

/** What readStoredGame found: the game, and what the writer may take as already written. */
export interface StoredGameFound {
  restored: Restored;
  /** The checkpoint the replay started from, when one was used. */
  from?: { at: number; state: GameState };
  written?: Written;
}

/**
 * The game kept under `key`, replayed from its checkpoint when it has one that fits (any doubt about
 * it and the game is replayed from the start), or null when nothing is kept. A missing or broken part
 * is named; an older single-text save is read as it always was.
 */
export function readStoredGame(storage: KeyValueStorage, key: string): StoredGameFound | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  let head: unknown;
  try {
    head = JSON.parse(text);
  } catch {
    return { restored: restore(text) };
  }
  if ((head as { version?: unknown } | null)?.version !== STORED_VERSION) return { restored: restore(text) };
  const h = head as {
    gen?: unknown;
    count?: unknown;
    tail?: unknown;
    session?: unknown;
    checkpoint?: unknown;
  };
  const gen = typeof h.gen === 'string' ? h.gen : '';
  const count = typeof h.count === 'number' ? h.count : -1;
  if (!gen || count < 0 || !Array.isArray(h.tail) || typeof h.session !== 'object' || h.session === null) {
    return { restored: { ok: false, error: 'The saved game is malformed: its head is incomplete.' } };
  }
  const rest = h.session as Record<string, unknown>;
  let chars = text.length;
  const readPart = (k: string, what: string): { ok: true; data: unknown } | { ok: false; error: string } => {
    const t = storage.getItem(k);
    if (t === null) return { ok: false, error: `The saved game is incomplete: ${what} is missing.` };
    chars += t.length;
    try {
      return { ok: true, data: JSON.parse(t) };
    } catch {
      return { ok: false, error: `The saved game is malformed: ${what} is not valid JSON.` };
    }
  };
  const setup = readPart(part(key, gen, 'setup'), 'its set-up');
  if (!setup.ok) return { restored: setup };
  const full = Math.floor(count / ACTION_CHUNK);
  const actions: unknown[] = [];
  const chunkChars: number[] = [];
  for (let k = 0; k < full; k++) {
    const before = chars;
    const chunk = readPart(
      actionsKey(key, gen, k),
      `actions ${String(k * ACTION_CHUNK + 1)}–${String((k + 1) * ACTION_CHUNK)}`,
    );
    if (!chunk.ok) return { restored: chunk };
    if (!Array.isArray(chunk.data) || chunk.data.length !== ACTION_CHUNK) {
      return {
        restored: { ok: false, error: `The saved game is malformed: a chunk of its actions is cut short.` },
      };
    }
    actions.push(...(chunk.data as unknown[]));
    chunkChars.push(chars - before);
  }
  actions.push(...(h.tail as unknown[]));
  if (chars > MAX_GAME_CHARS) {
    return {
      restored: {
        ok: false,
        error: `The saved game is too large (${megabytes(chars)}; the most is ${megabytes(MAX_GAME_CHARS)}).`,
      },
    };
  }
  const checked = sessionFrom({
    format: SESSION_FORMAT,
    version: SESSION_VERSION,
    ...rest,
    setup: setup.data,
    actions,
  });
  if (!checked.ok) return { restored: checked };
  const { session } = checked;
  const from =
    typeof h.checkpoint === 'number' ? readCheckpoint(storage, key, gen, h.checkpoint, session) : undefined;
  // A checkpoint that does not lead to a game (an older build's, or a broken one): replay it all.
  let usedCheckpoint: typeof from;
  let replayed: ReturnType<typeof replaySaved> | undefined;
  if (from) {
    const fast = replaySaved(session, 'Saved action', from.start);
    if (fast.ok) {
      replayed = fast;
      usedCheckpoint = from;
    }
  }
  replayed ??= replaySaved(session, 'Saved action');
  if (!replayed.ok) return { restored: replayed };
  const written: Written = {
    gen,
    setup: session.setup,
    random: session.random,
    chunks: chunkChars.map((c, k) => ({
      last: session.actions[(k + 1) * ACTION_CHUNK - 1] as Action,
      chars: c,
    })),
    setupChars: JSON.stringify(session.setup).length,
    logChunks: usedCheckpoint ? [...usedCheckpoint.start.state.log.chunks] : [],
    keys: new Set([
      part(key, gen, 'setup'),
      ...chunkChars.map((_, k) => actionsKey(key, gen, k)),
      ...(usedCheckpoint
        ? [
            part(key, gen, 'checkpoint'),
            ...usedCheckpoint.start.state.log.chunks.map((_, k) => logKey(key, gen, k)),
          ]
        : []),
    ]),
    ...(usedCheckpoint
      ? {
          checkpoint: {
            at: usedCheckpoint.start.at,
            last: session.actions[usedCheckpoint.start.at - 1] as Action,
            chars: usedCheckpoint.chars,
          },
        }
      : {}),
  };
  return {
    restored: { ok: true, session, state: replayed.state },
    ...(usedCheckpoint ? { from: usedCheckpoint.start } : {}),
    written,
  };
}

/** The checkpoint a head names, as a state to replay from, or undefined when it cannot be used. */
function readCheckpoint(
  storage: KeyValueStorage,
  key: string,
  gen: string,
  at: number,
  session: SavedSession,
): { start: { at: number; state: GameState }; chars: number } | undefined {
  if (!Number.isInteger(at) || at < 1 || at > session.actions.length) return undefined;
  try {
    const text = storage.getItem(part(key, gen, 'checkpoint'));
    if (text === null) return undefined;
    const cp = JSON.parse(text) as { [K in keyof StoredCheckpoint]?: unknown };
    if (cp.at !== at || cp.schema !== 1 || typeof cp.state !== 'object' || cp.state === null)
      return undefined;
    const chunks = cp.logChunks;
    if (typeof chunks !== 'number' || !Number.isInteger(chunks) || !Array.isArray(cp.logTail))
      return undefined;
    const lines: LogEvent[] = [];
    for (let k = 0; k < chunks; k++) {
      const chunk = JSON.parse(storage.getItem(logKey(key, gen, k)) ?? 'null') as unknown;
      if (!Array.isArray(chunk)) return undefined;
      lines.push(...(chunk as LogEvent[]));
    }
    lines.push(...(cp.logTail as LogEvent[]));
    const state = { ...(cp.state as Omit<GameState, 'log'>), log: logFrom(lines) } as GameState;
    return { start: { at, state }, chars: text.length };
  } catch {
    return undefined;
  }
}

/** The keys of every part a kept game's head names (not the head itself); none for an older save. */
export function partsOf(storage: KeyValueStorage, key: string): string[] {
  let head: Partial<Head> | null;
  try {
    head = JSON.parse(storage.getItem(key) ?? 'null') as Partial<Head> | null;
  } catch {
    return [];
  }
  if (head?.version !== STORED_VERSION || typeof head.gen !== 'string') return [];
  const { gen } = head;
  const keys = [part(key, gen, 'setup'), part(key, gen, 'checkpoint')];
  const full = Math.floor((typeof head.count === 'number' ? head.count : 0) / ACTION_CHUNK);
  for (let k = 0; k < full; k++) keys.push(actionsKey(key, gen, k));
  // The log chunks the checkpoints wrote: every one stored, up to the first one missing.
  for (let k = 0; storage.getItem(logKey(key, gen, k)) !== null; k++) keys.push(logKey(key, gen, k));
  return keys;
}

/** Removes a kept game, its head and every part of it. */
export function forgetStoredGame(storage: KeyValueStorage, key: string): void {
  for (const k of partsOf(storage, key)) storage.removeItem(k);
  storage.removeItem(key);
}

/**
 * Keeps a whole game under `key` in one go (the saved-games list): a checkpoint of its state when it is
 * long enough to need one. A copy kept there before is replaced, and its parts removed, only once the
 * new one is written; refused, the old copy stays as it was.
 */
export function keepStoredGame(
  storage: KeyValueStorage,
  key: string,
  session: SavedSession,
  state: GameState,
): 'too-large' | 'refused' | null {
  const old = partsOf(storage, key);
  const refused = storedGameWriter(storage, key).write(session, state);
  if (refused) return refused.problem;
  for (const k of old) storage.removeItem(k);
  return null;
}

/** The set-up of a kept game as stored (unchecked JSON), without reading the rest; undefined if unreadable. */
export function storedSetup(storage: KeyValueStorage, key: string): unknown {
  try {
    const head = JSON.parse(storage.getItem(key) ?? 'null') as (Partial<Head> & { setup?: unknown }) | null;
    if (head?.version !== STORED_VERSION) return head?.setup;
    if (typeof head.gen !== 'string') return undefined;
    return JSON.parse(storage.getItem(part(key, head.gen, 'setup')) ?? 'null') as unknown;
  } catch {
    return undefined;
  }
}
