import { z } from 'zod';
import {
  apply,
  describeIssues,
  newGame,
  type Action,
  type GameSetup,
  type GameState,
} from '../engine/index.ts';
import { setupSchema } from './persistence.ts';

/**
 * Game files (ARCHITECTURE.md §6): a game is its set-up, its dice seed and its actions, so a file is
 * those three plus a name and when it was saved. Opening one validates it with zod, migrates older
 * versions and replays every action; any problem is named and the game on screen stays as it was.
 * A file holds both seats' secrets (rosters, real pieces, written positions): the export says so.
 */
export const FILE_FORMAT = 'marker-table/game';
export const FILE_VERSION = 2;

const actionsSchema = z.array(z.record(z.string(), z.unknown()));
const scenarioSchema = z.object({ id: z.string(), base: z.number().int().nonnegative() });

/** Version 1: the seed at the top level, no name. */
const v1Schema = z.object({
  format: z.literal(FILE_FORMAT),
  version: z.literal(1),
  seed: z.number().int(),
  setup: setupSchema,
  actions: actionsSchema,
  scenario: scenarioSchema.optional(),
});

/** Version 2: the seed moved under `dice`, and a `meta` block with a name and the save time. */
const v2Schema = z.object({
  format: z.literal(FILE_FORMAT),
  version: z.literal(2),
  meta: z.object({ name: z.string().max(120), savedAt: z.string() }),
  dice: z.object({ seed: z.number().int() }),
  setup: setupSchema,
  actions: actionsSchema,
  scenario: scenarioSchema.optional(),
});

type V1 = z.infer<typeof v1Schema>;
type V2 = z.infer<typeof v2Schema>;

/** The one migration so far: version 1 → 2 (the seed moves under `dice`; a default name). */
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

export interface GameFile {
  name: string;
  savedAt: string;
  setup: GameSetup;
  seed: number;
  actions: Action[];
  scenario?: { id: string; base: number };
}

/** Writes a game file (pretty JSON, current version). */
export function exportGame(g: Omit<GameFile, 'savedAt'>, now: Date = new Date()): string {
  const file: V2 = {
    format: FILE_FORMAT,
    version: FILE_VERSION,
    meta: { name: g.name, savedAt: now.toISOString() },
    dice: { seed: g.seed },
    setup: g.setup as V2['setup'],
    actions: g.actions,
    ...(g.scenario ? { scenario: g.scenario } : {}),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export type Opened = { ok: true; game: GameFile; state: GameState } | { ok: false; error: string };

/** Reads a game file: JSON, format, version (migrating older ones), fields, then a full replay. */
export function openGame(text: string): Opened {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `The file is not JSON (${e instanceof Error ? e.message : 'unreadable'}).` };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, error: 'The file is JSON but not a game: it holds no object.' };
  }
  const head = data as { format?: unknown; version?: unknown };
  if (head.format !== FILE_FORMAT) {
    return {
      ok: false,
      error: `This is not a game file of this table (its format is ${JSON.stringify(head.format ?? null)}, expected "${FILE_FORMAT}").`,
    };
  }
  let file: V2;
  if (head.version === 1) {
    const v1 = v1Schema.safeParse(data);
    if (!v1.success)
      return { ok: false, error: `The version 1 file is malformed: ${describeIssues(v1.error).join('; ')}` };
    file = migrateV1(v1.data);
  } else if (head.version === 2) {
    const v2 = v2Schema.safeParse(data);
    if (!v2.success)
      return { ok: false, error: `The file is malformed: ${describeIssues(v2.error).join('; ')}` };
    file = v2.data;
  } else {
    return {
      ok: false,
      error: `The file's version ${JSON.stringify(head.version ?? null)} is not known: this table reads versions 1 to ${String(FILE_VERSION)}.`,
    };
  }
  const setup = file.setup as GameSetup;
  const actions = file.actions as unknown as Action[];
  let state: GameState;
  try {
    state = newGame(setup, file.dice.seed);
  } catch (e) {
    return {
      ok: false,
      error: `The set-up cannot start a game (${e instanceof Error ? e.message : 'unknown problem'}).`,
    };
  }
  for (const [i, action] of actions.entries()) {
    const r = apply(state, action);
    if (!r.ok) {
      return {
        ok: false,
        error: `Action ${String(i + 1)} of ${String(actions.length)} does not replay: ${r.violations.map((v) => v.message).join(' ')}`,
      };
    }
    state = r.state;
  }
  return {
    ok: true,
    game: {
      name: file.meta.name,
      savedAt: file.meta.savedAt,
      setup,
      seed: file.dice.seed,
      actions,
      ...(file.scenario ? { scenario: file.scenario } : {}),
    },
    state,
  };
}
