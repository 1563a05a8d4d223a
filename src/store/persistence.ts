import { z } from 'zod';
import {
  apply,
  newGame,
  describeIssues,
  profileSchema,
  type Action,
  type GameSetup,
  type GameState,
} from '../engine/index.ts';

/**
 * The running game kept in browser storage after every action (ARCHITECTURE.md §6): a game is
 * its set-up, its seed and its actions; loading replays them, so a reload resumes exactly.
 */
export const STORAGE_KEY = 'marker-table:current-game';

const point = z.object({ x: z.number(), y: z.number() });
const pinSchema = z.object({
  salt: z.string().regex(/^[0-9a-f]+$/),
  hash: z.string().regex(/^[0-9a-f]+$/),
  iterations: z.number().int().positive(),
});
/** A game's set-up as saved: the table, the scenery and, for a hot-seat game, rosters and options. */
export const setupSchema = z.object({
  table: z.object({
    width: z.number().positive(),
    depth: z.number().positive(),
    zoneDepth: z.number().nonnegative(),
  }),
  scenery: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      height: z.enum(['tall', 'low']),
      polygon: z.array(point).min(3),
    }),
  ),
  game: z
    .object({
      rosters: z.object({ A: z.array(profileSchema), B: z.array(profileSchema) }),
      firstDeployer: z.enum(['A', 'B']),
      pins: z.object({ A: pinSchema.optional(), B: pinSchema.optional() }),
      firstTurn: z.enum(['A', 'B']).optional(),
      rounds: z.number().int().min(1).max(20).optional(),
      askEveryDeclaration: z.boolean().optional(),
      markerTokens: z.enum(['silhouette', 'fixed40']).optional(),
    })
    .optional(),
});

const savedSchema = z.object({
  format: z.literal('marker-table/session'),
  version: z.literal(1),
  seed: z.number().int(),
  setup: setupSchema,
  actions: z.array(z.record(z.string(), z.unknown())),
  redo: z.array(z.record(z.string(), z.unknown())),
  scenario: z.object({ id: z.string(), base: z.number().int().nonnegative() }).optional(),
  id: z.string().optional(),
  name: z.string().optional(),
});

export interface SavedSession {
  seed: number;
  setup: GameSetup;
  actions: Action[];
  redo: Action[];
  /** The scenario this game was loaded from, and how many actions its prelude took. */
  scenario?: { id: string; base: number };
  /** The game's id and name in the saved-games list. */
  id?: string;
  name?: string;
}

export function serialize(s: SavedSession): string {
  return JSON.stringify({ format: 'marker-table/session', version: 1, ...s });
}

export type Restored = { ok: true; session: SavedSession; state: GameState } | { ok: false; error: string };

/** Parses and replays a saved session; any problem is named and nothing is half-loaded. */
export function restore(text: string): Restored {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The saved game is not valid JSON.' };
  }
  const parsed = savedSchema.safeParse(data);
  if (!parsed.success)
    return { ok: false, error: `The saved game is malformed: ${describeIssues(parsed.error).join('; ')}` };
  const { seed, setup } = parsed.data;
  const actions = parsed.data.actions as unknown as Action[];
  let state = newGame(setup, seed);
  for (const [i, action] of actions.entries()) {
    const r = apply(state, action);
    if (!r.ok)
      return {
        ok: false,
        error: `Saved action ${String(i + 1)} no longer applies: ${r.violations.map((v) => v.message).join(' ')}`,
      };
    state = r.state;
  }
  return {
    ok: true,
    session: {
      seed,
      setup,
      actions,
      redo: parsed.data.redo as unknown as Action[],
      ...(parsed.data.scenario ? { scenario: parsed.data.scenario } : {}),
      ...(parsed.data.id ? { id: parsed.data.id } : {}),
      ...(parsed.data.name ? { name: parsed.data.name } : {}),
    },
    state,
  };
}

/** The subset of the Web Storage API used here, so tests can pass a Map-backed fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
