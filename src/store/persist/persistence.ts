import type { UndoAnswer, UndoRequest } from '../../match/undoRequest.ts';
import { deferred, z } from '../../engine/zod.ts';
import {
  describeIssues,
  replayRecord,
  secretSpec,
  savedRandom,
  startRandom,
  type Action,
  type GameRecord,
  type GameSetup,
  type GameState,
  type RandomJump,
  type RandomSpec,
} from '../../engine/index.ts';
import { MAX_GAME_CHARS, MAX_NAME, MAX_TEXT } from '../../protocol/limits.ts';
import {
  actionsSchema,
  jumpsSchema,
  randomSpecSchema,
  scenarioRefSchema,
  setupSchema,
} from '../../protocol/recordSchema.ts';

export { setupSchema } from '../../protocol/recordSchema.ts';

/**
 * The running game kept in browser storage after every action (ARCHITECTURE.md §6): a game is
 * its set-up, its randomness and its actions; loading replays them, so a reload resumes exactly.
 */
export const STORAGE_KEY = 'marker-table:current-game';
export const SESSION_FORMAT = 'marker-table/session';
export const SESSION_VERSION = 2;

/** What every version keeps: the table, the steps, the steps undone, the scenario, id and name. */
const kept = () => ({
  format: z.literal(SESSION_FORMAT),
  setup: setupSchema,
  actions: actionsSchema,
  redo: actionsSchema,
  scenario: z.optional(scenarioRefSchema),
  id: z.optional(z.string().check(z.maxLength(MAX_TEXT))),
  name: z.optional(z.string().check(z.maxLength(MAX_NAME))),
});

/** Version 1: a 32-bit dice seed, ids drawn from the dice (read, migrated, never written). */
const v1Schema = deferred(() => z.strictObject({ ...kept(), version: z.literal(1), seed: z.int() }));

const seatSchema = deferred(() => z.enum(['A', 'B']));
/** A log line quoted in an undo request: longer than a name, bounded all the same. */
const quote = deferred(() => z.string().check(z.maxLength(MAX_TEXT * 5)));
/** A request to take a step back, or its answer, kept with the game (store/undoRequest.ts). */
const undoSchema = deferred(() =>
  z.strictObject({
    request: z.optional(
      z.strictObject({
        by: seatSchema,
        at: z.int().check(z.minimum(0)),
        ask: quote,
        tell: quote,
        after: z.int().check(z.minimum(0)),
        dice: z.optional(z.literal(true)),
        end: z.optional(z.literal(true)),
      }),
    ),
    answer: z.optional(
      z.strictObject({
        to: seatSchema,
        accepted: z.boolean(),
        step: quote,
        dice: z.optional(z.literal(true)),
        end: z.optional(z.literal(true)),
      }),
    ),
  }),
);

/** Version 2: the randomness as a spec (a secret key for new games) and the generator's jumps. */
const v2Schema = deferred(() =>
  z.strictObject({
    ...kept(),
    version: z.literal(2),
    random: randomSpecSchema,
    jumps: z.optional(jumpsSchema),
    undo: z.optional(undoSchema),
  }),
);

export interface SavedSession {
  random: RandomSpec;
  jumps?: RandomJump[];
  setup: GameSetup;
  actions: Action[];
  redo: Action[];
  /** The scenario this game was loaded from, and how many actions its prelude took. */
  scenario?: { id: string; base: number };
  /** The game's id and name in the saved-games list. */
  id?: string;
  name?: string;
  /** A request to take a step back waiting for its answer, and an answer the asker has not read. */
  undo?: { request?: UndoRequest; answer?: UndoAnswer };
}

/** The platform's cryptographic source (browsers and Node 20 both have `crypto.getRandomValues`). */
export function freshSpec(): { key: string } {
  return secretSpec(crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * A game kept before the format had a key replays with its old 32-bit stream, then draws its dice and
 * ids from a fresh secret key from where it stands, so nothing still to come can be predicted.
 */
export function migrateLegacy(
  seed: number,
  actions: readonly Action[],
): { random: RandomSpec; jumps: RandomJump[] } {
  return {
    random: { legacy: seed },
    jumps: [{ at: actions.length, random: savedRandom(startRandom(freshSpec())) }],
  };
}

export function serialize(s: SavedSession): string {
  return JSON.stringify({ format: SESSION_FORMAT, version: SESSION_VERSION, ...s });
}

export type Restored = { ok: true; session: SavedSession; state: GameState } | { ok: false; error: string };

/** A record's replay, or the problem naming the action that no longer applies. */
export function replaySaved(
  rec: GameRecord,
  what: string,
  from?: { at: number; state: GameState },
): { ok: true; state: GameState } | { ok: false; error: string } {
  let r: ReturnType<typeof replayRecord>;
  try {
    r = replayRecord(rec, rec.actions.length, from);
  } catch (e) {
    return {
      ok: false,
      error: `The set-up cannot start a game (${e instanceof Error ? e.message : 'unknown problem'}).`,
    };
  }
  if (r.ok) return r;
  return {
    ok: false,
    error: `${what} ${String(r.index + 1)} of ${String(rec.actions.length)} no longer applies: ${r.violations.map((v) => v.message).join(' ')}`,
  };
}

/** Parses and replays a saved session; any problem is named and nothing is half-loaded. */
export function restore(text: string): Restored {
  if (text.length > MAX_GAME_CHARS) {
    return {
      ok: false,
      error: `The saved game is too large (${megabytes(text.length)}; the most is ${megabytes(MAX_GAME_CHARS)}).`,
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The saved game is not valid JSON.' };
  }
  const session = sessionFrom(data);
  if (!session.ok) return session;
  const replayed = replaySaved(session.session, 'Saved action');
  if (!replayed.ok) return replayed;
  return { ok: true, session: session.session, state: replayed.state };
}

/** A saved session read from parsed JSON (version 1 migrated), checked field by field; not replayed. */
export function sessionFrom(
  data: unknown,
): { ok: true; session: SavedSession } | { ok: false; error: string } {
  const version = (data as { version?: unknown } | null)?.version;
  let session: SavedSession;
  if (version === 1) {
    const parsed = v1Schema.safeParse(data);
    if (!parsed.success)
      return { ok: false, error: `The saved game is malformed: ${describeIssues(parsed.error).join('; ')}` };
    const { seed, format: _f, version: _v, ...rest } = parsed.data;
    session = { ...rest, ...migrateLegacy(seed, rest.actions) };
  } else {
    const parsed = v2Schema.safeParse(data);
    if (!parsed.success)
      return { ok: false, error: `The saved game is malformed: ${describeIssues(parsed.error).join('; ')}` };
    const { format: _f, version: _v, ...rest } = parsed.data;
    session = rest;
  }
  return { ok: true, session };
}

/** "2.4 MB": a size in characters of JSON, for messages. */
export function megabytes(chars: number): string {
  return `${(chars / 1_000_000).toFixed(1)} MB`;
}

/** The subset of the Web Storage API used here, so tests can pass a Map-backed fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
