import { deferred, z } from './zod.ts';
import {
  EQUIPMENT,
  MARKER_KINDS,
  MAX_BURST,
  MAX_DISPOSABLE,
  MAX_TROOPER_POINTS,
  MAX_COMBAT_GROUPS,
  MAX_WEAPONS,
  TROOP_TYPES,
} from '../rules/index.ts';

/** Validation of data that comes from outside the code (profiles, pieces, saved games). */

const finite = deferred(() => z.number().check(z.refine(Number.isFinite, 'must be a finite number')));
const silhouette = deferred(() =>
  z.union([
    z.literal(1),
    z.literal(2),
    z.literal(3),
    z.literal(4),
    z.literal(5),
    z.literal(6),
    z.literal(7),
    z.literal(8),
  ]),
);
const attribute = deferred(() => z.int().check(z.minimum(0), z.maximum(30)));
const mimetism = deferred(() => z.union([z.literal(-3), z.literal(-6)]));

export const markerSkillSchema = deferred(() =>
  z.discriminatedUnion('skill', [
    z.object({ skill: z.literal('Camouflage') }),
    z.object({ skill: z.literal('Mimetism'), mod: mimetism }),
    z.object({ skill: z.literal('Impersonation'), only2: z.optional(z.boolean()) }),
    z.object({ skill: z.literal('Holoecho') }),
    z.object({ skill: z.literal('HoloMask') }),
    z.object({ skill: z.literal('Decoy'), count: z.union([z.literal(1), z.literal(2)]) }),
    z.object({ skill: z.literal('HiddenDeployment') }),
    z.object({ skill: z.literal('SurpriseAttack'), mod: z.int().check(z.minimum(-12), z.maximum(0)) }),
    z.object({ skill: z.literal('Stealth') }),
    z.object({ skill: z.literal('Impetuous') }),
    z.object({ skill: z.literal('Frenzy') }),
    z.object({ skill: z.literal('Minelayer') }),
    z.object({ skill: z.literal('Infiltration') }),
    z.object({ skill: z.literal('Parachutist') }),
    z.object({ skill: z.literal('CombatJump'), ph: z.optional(attribute) }),
  ]),
);

/** A weapon (RULES.md §6.2, §18.1); Burst left out reads as 1 (games saved before Burst, D45). */
const weaponSchema = deferred(() =>
  z.object({
    name: z.string().check(z.minLength(1), z.maxLength(40)),
    ranges: z.array(z.nullable(z.int().check(z.minimum(-12), z.maximum(12)))).check(z.length(7)),
    damage: z.int().check(z.minimum(1), z.maximum(30)),
    burst: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_BURST))),
    template: z.optional(z.enum(['smallTeardrop'])),
    disposable: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_DISPOSABLE))),
    /** The CC trait (RULES.md §18.8.2); left out in games saved before close combat. */
    cc: z.optional(z.boolean()),
  }),
);

export const profileSchema = deferred(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1), z.maxLength(60)),
    s: silhouette,
    mov: z.tuple([
      z.number().check(z.minimum(0), z.maximum(12)),
      z.number().check(z.minimum(0), z.maximum(12)),
    ]),
    wip: attribute,
    bs: attribute,
    ph: attribute,
    cc: z.optional(attribute),
    arm: attribute,
    /** BTS (RULES.md §18.13, D144); left out in older profiles, read as 0. */
    bts: z.optional(attribute),
    w: z.int().check(z.minimum(1), z.maximum(9)),
    skills: z.array(markerSkillSchema),
    irregular: z.optional(z.boolean()),
    troopType: z.optional(z.enum(TROOP_TYPES)),
    motorcycle: z.optional(z.boolean()),
    /** TinBot, SymbioMate (RULES.md §10.4, D92), each at most once; left out in older profiles. */
    equipment: z.optional(
      z.array(z.enum(EQUIPMENT)).check(
        z.maxLength(EQUIPMENT.length),
        z.refine((list) => new Set(list).size === list.length, 'names a piece of equipment twice'),
      ),
    ),
    /** Carries a Hacking Device (RULES.md §18.13, D124); left out in older profiles. */
    hacker: z.optional(z.boolean()),
    weapon: z.optional(weaponSchema),
    weapons: z.optional(z.array(weaponSchema).check(z.minLength(1), z.maxLength(MAX_WEAPONS))),
    // The army list's private facts (decision D49): recorded, never shown to the opponent.
    lieutenant: z.optional(z.boolean()),
    points: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_TROOPER_POINTS))),
    combatGroup: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_COMBAT_GROUPS))),
  }),
);

export const pieceSchema = deferred(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    owner: z.enum(['A', 'B']),
    kind: z.enum(['model', ...MARKER_KINDS]),
    x: finite,
    y: finite,
    facing: finite,
    s: silhouette,
    r: z.number().check(z.positive(), z.refine(Number.isFinite, 'must be a finite number')),
    tokens: z.array(z.string()),
    mimetism: z.optional(mimetism),
    shows: z.optional(z.object({ name: z.string(), profile: z.omit(profileSchema, { id: true }) })),
  }),
);

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/** Turns zod issues into lines that name the field: "mov.0: Too big: expected number to be <=12". */
export function describeIssues(error: z.ZodError, prefix = ''): string[] {
  return error.issues.map((i) => {
    const path = [prefix, ...i.path.map(String)].filter(Boolean).join('.');
    return `${path || '(root)'}: ${i.message}`;
  });
}

export function parseWith<T>(schema: z.ZodMiniType<T>, data: unknown, prefix = ''): Parsed<T> {
  const r = z.safeParse(schema, data);
  return r.success ? { ok: true, value: r.data } : { ok: false, errors: describeIssues(r.error, prefix) };
}
