import { deferred, z } from '../engine/zod.ts';
import { actionSchema, profileSchema, RULES_EDITION, type Action } from '../engine/index.ts';
import { findProfile } from '../content/index.ts';
import { FIRETEAM_RULE_SETS, MAX_SCENERY_HEIGHT } from '../rules/index.ts';
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

const finite = deferred(() => z.number().check(z.refine(Number.isFinite, 'must be a finite number')));
const point = deferred(() => z.strictObject({ x: finite, y: finite }));
const text = deferred(() => z.string().check(z.maxLength(MAX_TEXT)));
const hex = (chars: number) => z.string().check(z.regex(new RegExp(`^[0-9a-f]{${String(chars)}}$`)));
const count = deferred(() => z.int().check(z.nonnegative()));

const pinSchema = deferred(() =>
  z.strictObject({
    salt: hex(32),
    hash: hex(64),
    iterations: z
      .int()
      .check(
        z.minimum(MIN_PIN_ITERATIONS, `a PIN lock needs at least ${String(MIN_PIN_ITERATIONS)} iterations`),
        z.maximum(
          MAX_PIN_ITERATIONS,
          `a PIN lock may ask for at most ${String(MAX_PIN_ITERATIONS)} iterations`,
        ),
      ),
  }),
);

const inches = deferred(() => z.number().check(z.positive(), z.maximum(MAX_TABLE_INCHES)));
const roster = deferred(() =>
  z
    .array(profileSchema)
    .check(z.maxLength(MAX_ROSTER, `a roster holds at most ${String(MAX_ROSTER)} troopers`)),
);

/** A game's set-up: the table, the scenery and, for a hot-seat game, rosters and options. */
export const setupSchema = deferred(() =>
  z.strictObject({
    table: z.strictObject({
      width: inches,
      depth: inches,
      zoneDepth: z.number().check(z.nonnegative(), z.maximum(MAX_TABLE_INCHES)),
    }),
    scenery: z
      .array(
        z.strictObject({
          id: text,
          name: text,
          height: z.enum(['tall', 'low']),
          // Its top in inches (D166); games saved before heights have none and read as before.
          heightIn: z.optional(
            z
              .number()
              .check(
                z.refine(Number.isFinite, 'must be a finite number'),
                z.positive('must be above the table'),
                z.maximum(MAX_SCENERY_HEIGHT, `may be at most ${String(MAX_SCENERY_HEIGHT)}" high`),
              ),
          ),
          polygon: z.array(point).check(z.minLength(3), z.maxLength(MAX_VERTICES)),
        }),
      )
      .check(z.maxLength(MAX_SCENERY, `a table holds at most ${String(MAX_SCENERY)} pieces of scenery`)),
    game: z.optional(
      z.strictObject({
        rosters: z.strictObject({ A: roster, B: roster }),
        firstDeployer: z.enum(['A', 'B']),
        pins: z.strictObject({ A: z.optional(pinSchema), B: z.optional(pinSchema) }),
        firstTurn: z.optional(z.enum(['A', 'B'])),
        rounds: z.optional(z.int().check(z.minimum(1), z.maximum(20))),
        askEveryDeclaration: z.optional(z.boolean()),
        skipIdleHandover: z.optional(z.boolean()),
        markerTokens: z.optional(z.enum(['silhouette', 'fixed40'])),
        rules: z.optional(z.int().check(z.minimum(1), z.maximum(RULES_EDITION))),
        fireteamRules: z.optional(z.enum(FIRETEAM_RULE_SETS)),
        sectorial: z.optional(z.strictObject({ A: z.optional(z.boolean()), B: z.optional(z.boolean()) })),
      }),
    ),
  }),
);

/** How the game's randomness was seeded (engine/random.ts). */
export const randomSpecSchema = deferred(() =>
  z.union([
    z.strictObject({ key: hex(64) }),
    z.strictObject({ seed: z.int().check(z.minimum(0), z.maximum(0xffffffff)), idKey: z.optional(hex(64)) }),
    z.strictObject({ legacy: z.int() }),
  ]),
);

const idStream = deferred(() => z.enum(['A:trooper', 'A:piece', 'B:trooper', 'B:piece', 'scenery']));
const randomStateSchema = deferred(() =>
  z.strictObject({
    dice: z.union([
      z.strictObject({ key: hex(64), n: count }),
      z.strictObject({ xoro: z.array(z.int()).check(z.length(4)), n: count }),
    ]),
    ids: z.union([z.literal('dice'), z.strictObject({ key: hex(64), n: z.partialRecord(idStream, count) })]),
  }),
);

/** Where the generator was moved on outside an action (engine/record.ts). */
export const jumpsSchema = deferred(() =>
  z
    .array(z.strictObject({ at: count, random: randomStateSchema, askedBy: z.optional(z.enum(['A', 'B'])) }))
    .check(z.maxLength(MAX_ACTIONS)),
);

/**
 * A deployTrooper action kept before the engine needed the trooper's profile in the action names it
 * by id only: its profile is filled in from the built-in roster. An id the roster does not know is
 * refused (the issue's path names the action).
 */
function withProfile(a: Action, i: number, payload: z.ParsePayload): Action | null {
  if (a.type !== 'deployTrooper' || a.profile !== undefined) return a;
  const profile = findProfile(a.profileId);
  if (profile) return { ...a, profile };
  addIssue(
    payload,
    `the profile "${a.profileId}" is not in the built-in roster, and this older action does not carry its profile`,
    [i, 'profileId'],
  );
  return null;
}

/** A problem found while reading the actions, at `path` under the list (a transform's own issue). */
function addIssue(payload: z.ParsePayload, message: string, path: PropertyKey[]): void {
  payload.issues.push({ code: 'custom', message, path, input: payload.value });
}

/**
 * The actions, each read by the engine's action schema: a malformed one is named, unknown fields go.
 * An older deployTrooper action gets its profile from the roster (withProfile).
 */
export const actionsSchema = deferred(() =>
  z.pipe(
    z
      .array(z.unknown())
      .check(z.maxLength(MAX_ACTIONS, `a game holds at most ${String(MAX_ACTIONS)} actions`)),
    z.transform((list: unknown[], payload): Action[] => {
      const out: Action[] = [];
      for (const [i, raw] of list.entries()) {
        const r = actionSchema.safeParse(raw);
        if (!r.success) {
          for (const issue of r.error.issues) addIssue(payload, issue.message, [i, ...issue.path]);
          return z.NEVER;
        }
        const action = withProfile(r.data, i, payload);
        if (!action) return z.NEVER;
        out.push(action);
      }
      return out;
    }),
  ),
);

export const scenarioRefSchema = deferred(() => z.strictObject({ id: text, base: count }));
