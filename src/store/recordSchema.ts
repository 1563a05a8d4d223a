import { z } from 'zod';
import { actionSchema, profileSchema, type Action } from '../engine/index.ts';
import { findProfile } from '../content/index.ts';
import {
  MAX_ACTIONS,
  MAX_PIN_ITERATIONS,
  MAX_ROSTER,
  MAX_SCENERY,
  MAX_TABLE_INCHES,
  MAX_TEXT,
  MAX_VERTICES,
  MIN_PIN_ITERATIONS,
} from './limits.ts';

/**
 * What a kept game is made of, as it is read back from browser storage or a file: the set-up, the
 * randomness, the actions. Parsed strictly: unknown fields are refused in the record and dropped
 * inside actions (the engine's own action schema), and every size has its limit (limits.ts).
 */

const finite = z.number().refine(Number.isFinite, 'must be a finite number');
const point = z.strictObject({ x: finite, y: finite });
const text = z.string().max(MAX_TEXT);
const hex = (chars: number) => z.string().regex(new RegExp(`^[0-9a-f]{${String(chars)}}$`));
const count = z.number().int().nonnegative();

const pinSchema = z.strictObject({
  salt: hex(32),
  hash: hex(64),
  iterations: z
    .number()
    .int()
    .min(MIN_PIN_ITERATIONS, `a PIN lock needs at least ${String(MIN_PIN_ITERATIONS)} iterations`)
    .max(MAX_PIN_ITERATIONS, `a PIN lock may ask for at most ${String(MAX_PIN_ITERATIONS)} iterations`),
});

const inches = z.number().positive().max(MAX_TABLE_INCHES);
const roster = z
  .array(profileSchema)
  .max(MAX_ROSTER, `a roster holds at most ${String(MAX_ROSTER)} troopers`);

/** A game's set-up: the table, the scenery and, for a hot-seat game, rosters and options. */
export const setupSchema = z.strictObject({
  table: z.strictObject({
    width: inches,
    depth: inches,
    zoneDepth: z.number().nonnegative().max(MAX_TABLE_INCHES),
  }),
  scenery: z
    .array(
      z.strictObject({
        id: text,
        name: text,
        height: z.enum(['tall', 'low']),
        polygon: z.array(point).min(3).max(MAX_VERTICES),
      }),
    )
    .max(MAX_SCENERY, `a table holds at most ${String(MAX_SCENERY)} pieces of scenery`),
  game: z
    .strictObject({
      rosters: z.strictObject({ A: roster, B: roster }),
      firstDeployer: z.enum(['A', 'B']),
      pins: z.strictObject({ A: pinSchema.optional(), B: pinSchema.optional() }),
      firstTurn: z.enum(['A', 'B']).optional(),
      rounds: z.number().int().min(1).max(20).optional(),
      askEveryDeclaration: z.boolean().optional(),
      markerTokens: z.enum(['silhouette', 'fixed40']).optional(),
    })
    .optional(),
});

/** How the game's randomness was seeded (engine/random.ts). */
export const randomSpecSchema = z.union([
  z.strictObject({ key: hex(64) }),
  z.strictObject({ seed: z.number().int().min(0).max(0xffffffff), idKey: hex(64).optional() }),
  z.strictObject({ legacy: z.number().int() }),
]);

const idStream = z.enum(['A:trooper', 'A:piece', 'B:trooper', 'B:piece', 'scenery']);
const randomStateSchema = z.strictObject({
  dice: z.union([
    z.strictObject({ key: hex(64), n: count }),
    z.strictObject({ xoro: z.array(z.number().int()).length(4), n: count }),
  ]),
  ids: z.union([z.literal('dice'), z.strictObject({ key: hex(64), n: z.partialRecord(idStream, count) })]),
});

/** Where the generator was moved on outside an action (engine/record.ts). */
export const jumpsSchema = z.array(z.strictObject({ at: count, random: randomStateSchema })).max(MAX_ACTIONS);

/**
 * A deployTrooper action kept before the engine needed the trooper's profile in the action names it
 * by id only: its profile is filled in from the built-in roster. An id the roster does not know is
 * refused (the issue's path names the action).
 */
function withProfile(a: Action, i: number, ctx: z.RefinementCtx): Action | null {
  if (a.type !== 'deployTrooper' || a.profile !== undefined) return a;
  const profile = findProfile(a.profileId);
  if (profile) return { ...a, profile };
  ctx.addIssue({
    code: 'custom',
    message: `the profile "${a.profileId}" is not in the built-in roster, and this older action does not carry its profile`,
    path: [i, 'profileId'],
  });
  return null;
}

/**
 * The actions, each read by the engine's action schema: a malformed one is named, unknown fields go.
 * An older deployTrooper action gets its profile from the roster (withProfile).
 */
export const actionsSchema = z
  .array(z.unknown())
  .max(MAX_ACTIONS, `a game holds at most ${String(MAX_ACTIONS)} actions`)
  .transform((list, ctx): Action[] => {
    const out: Action[] = [];
    for (const [i, raw] of list.entries()) {
      const r = actionSchema.safeParse(raw);
      if (!r.success) {
        for (const issue of r.error.issues) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: [i, ...issue.path] });
        }
        return z.NEVER;
      }
      const action = withProfile(r.data, i, ctx);
      if (!action) return z.NEVER;
      out.push(action);
    }
    return out;
  });

export const scenarioRefSchema = z.strictObject({ id: text, base: count });
