import { deferred, z } from '../../engine/zod.ts';
import {
  describeIssues,
  type Action,
  type GameSetup,
  type GameState,
  type RandomJump,
  type RandomSpec,
} from '../../engine/index.ts';
import { MAX_GAME_CHARS, MAX_NAME, MAX_TEXT } from '../../protocol/limits.ts';
import { megabytes, migrateLegacy, replaySaved } from './persistence.ts';
import {
  actionsSchema,
  jumpsSchema,
  randomSpecSchema,
  scenarioRefSchema,
  setupSchema,
} from '../../protocol/recordSchema.ts';

/**
 * Game files (ARCHITECTURE.md §6): a game is its set-up, its randomness and its actions, so a file
 * is those plus a name and when it was saved. Opening one validates it with zod (strictly, with size
 * limits), migrates older versions and replays every action; any problem is named and the game on
 * screen stays as it was. A file holds both seats' secrets (rosters, real pieces, written positions,
 * the dice key): exporting one needs every protected seat's PIN until the game is over.
 */
export const FILE_FORMAT = 'marker-table/game';
export const FILE_VERSION = 3;

const meta = deferred(() =>
  z.strictObject({
    name: z.string().check(z.maxLength(MAX_NAME)),
    savedAt: z.string().check(z.maxLength(MAX_TEXT)),
  }),
);

/** Version 1: the seed at the top level, no name. */
const v1Schema = deferred(() =>
  z.strictObject({
    format: z.literal(FILE_FORMAT),
    version: z.literal(1),
    seed: z.int(),
    setup: setupSchema,
    actions: actionsSchema,
    scenario: z.optional(scenarioRefSchema),
  }),
);

/** Version 2: the seed moved under `dice`, and a `meta` block with a name and the save time. */
const v2Schema = deferred(() =>
  z.strictObject({
    format: z.literal(FILE_FORMAT),
    version: z.literal(2),
    meta,
    dice: z.strictObject({ seed: z.int() }),
    setup: setupSchema,
    actions: actionsSchema,
    scenario: z.optional(scenarioRefSchema),
  }),
);

/** Version 3: a secret key (or a scenario's public seed) instead of a 32-bit seed, and the generator's jumps. */
const v3Schema = deferred(() =>
  z.strictObject({
    format: z.literal(FILE_FORMAT),
    version: z.literal(3),
    meta,
    random: randomSpecSchema,
    jumps: z.optional(jumpsSchema),
    setup: setupSchema,
    actions: actionsSchema,
    scenario: z.optional(scenarioRefSchema),
  }),
);

type V1 = z.infer<typeof v1Schema>;
type V2 = z.infer<typeof v2Schema>;
type V3 = z.infer<typeof v3Schema>;

/** Version 1 → 2: the seed moves under `dice`; a default name. */
export function migrateV1(old: V1): V2 {
  return {
    format: FILE_FORMAT,
    version: 2,
    meta: { name: 'Imported game', savedAt: new Date(0).toISOString() },
    dice: { seed: old.seed },
    setup: old.setup,
    actions: old.actions,
    ...(old.scenario ? { scenario: old.scenario } : {}),
  };
}

/** Version 2 → 3: the old stream replays the game, a fresh secret key draws what is still to come. */
export function migrateV2(old: V2): V3 {
  return {
    format: FILE_FORMAT,
    version: 3,
    meta: old.meta,
    ...migrateLegacy(old.dice.seed, old.actions),
    setup: old.setup,
    actions: old.actions,
    ...(old.scenario ? { scenario: old.scenario } : {}),
  };
}

export interface GameFile {
  name: string;
  savedAt: string;
  setup: GameSetup;
  random: RandomSpec;
  jumps?: RandomJump[];
  actions: Action[];
  scenario?: { id: string; base: number };
}

/** Writes a game file (pretty JSON, current version). */
export function exportGame(g: Omit<GameFile, 'savedAt'>, now: Date = new Date()): string {
  const file: V3 = {
    format: FILE_FORMAT,
    version: FILE_VERSION,
    meta: { name: g.name, savedAt: now.toISOString() },
    random: g.random,
    ...(g.jumps?.length ? { jumps: g.jumps } : {}),
    setup: g.setup as V3['setup'],
    actions: g.actions,
    ...(g.scenario ? { scenario: g.scenario } : {}),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export type Opened = { ok: true; game: GameFile; state: GameState } | { ok: false; error: string };

function readVersion(data: object): { ok: true; file: V3 } | { ok: false; error: string } {
  const version = (data as { version?: unknown }).version;
  const malformed = (what: string, error: z.ZodError) => ({
    ok: false as const,
    error: `The ${what} is malformed: ${describeIssues(error).slice(0, 5).join('; ')}`,
  });
  if (version === 1) {
    const v1 = v1Schema.safeParse(data);
    return v1.success
      ? { ok: true, file: migrateV2(migrateV1(v1.data)) }
      : malformed('version 1 file', v1.error);
  }
  if (version === 2) {
    const v2 = v2Schema.safeParse(data);
    return v2.success ? { ok: true, file: migrateV2(v2.data) } : malformed('version 2 file', v2.error);
  }
  if (version === 3) {
    const v3 = v3Schema.safeParse(data);
    return v3.success ? { ok: true, file: v3.data } : malformed('file', v3.error);
  }
  return {
    ok: false,
    error: `The file's version ${JSON.stringify(version ?? null)} is not known: this table reads versions 1 to ${String(FILE_VERSION)}.`,
  };
}

/** Reads a game file: size, JSON, format, version (migrating older ones), fields, then a full replay. */
export function openGame(text: string): Opened {
  if (text.length > MAX_GAME_CHARS) {
    return {
      ok: false,
      error: `The file is too large (${megabytes(text.length)}; a game file holds at most ${megabytes(MAX_GAME_CHARS)}).`,
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `The file is not JSON (${e instanceof Error ? e.message : 'unreadable'}).` };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, error: 'The file is JSON but not a game: it holds no object.' };
  }
  const head = data as { format?: unknown };
  if (head.format !== FILE_FORMAT) {
    return {
      ok: false,
      error: `This is not a game file of this table (its format is ${JSON.stringify(head.format ?? null)}, expected "${FILE_FORMAT}").`,
    };
  }
  const read = readVersion(data);
  if (!read.ok) return read;
  const file = read.file;
  const game: GameFile = {
    name: file.meta.name,
    savedAt: file.meta.savedAt,
    setup: file.setup,
    random: file.random,
    ...(file.jumps?.length ? { jumps: file.jumps } : {}),
    actions: file.actions,
    ...(file.scenario ? { scenario: file.scenario } : {}),
  };
  const replayed = replaySaved(game, 'Action');
  if (!replayed.ok)
    return { ok: false, error: replayed.error.replace('no longer applies', 'does not replay') };
  return { ok: true, game, state: replayed.state };
}
