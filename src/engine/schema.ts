import { z } from 'zod';
import { MARKER_KINDS, MAX_BURST, MAX_TROOPER_POINTS, MAX_WEAPONS } from '../rules/index.ts';

/** Validation of data that comes from outside the code (profiles, pieces, saved games). */

const finite = z.number().refine(Number.isFinite, 'must be a finite number');
const silhouette = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
  z.literal(8),
]);
const attribute = z.number().int().min(0).max(30);
const mimetism = z.union([z.literal(-3), z.literal(-6)]);

export const markerSkillSchema = z.discriminatedUnion('skill', [
  z.object({ skill: z.literal('Camouflage') }),
  z.object({ skill: z.literal('Mimetism'), mod: mimetism }),
  z.object({ skill: z.literal('Impersonation'), only2: z.boolean().optional() }),
  z.object({ skill: z.literal('Holoecho') }),
  z.object({ skill: z.literal('HoloMask') }),
  z.object({ skill: z.literal('Decoy'), count: z.union([z.literal(1), z.literal(2)]) }),
  z.object({ skill: z.literal('HiddenDeployment') }),
  z.object({ skill: z.literal('SurpriseAttack'), mod: z.number().int().min(-12).max(0) }),
  z.object({ skill: z.literal('Stealth') }),
]);

/** A weapon (RULES.md §6.2, §18.1); Burst left out reads as 1 (games saved before Burst, D45). */
const weaponSchema = z.object({
  name: z.string().min(1).max(40),
  ranges: z.array(z.number().int().min(-12).max(12).nullable()).length(7),
  damage: z.number().int().min(1).max(30),
  burst: z.number().int().min(1).max(MAX_BURST).optional(),
  template: z.enum(['smallTeardrop']).optional(),
});

export const profileSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1).max(60),
  s: silhouette,
  mov: z.tuple([z.number().min(0).max(12), z.number().min(0).max(12)]),
  wip: attribute,
  bs: attribute,
  ph: attribute,
  arm: attribute,
  w: z.number().int().min(1).max(9),
  skills: z.array(markerSkillSchema),
  irregular: z.boolean().optional(),
  weapon: weaponSchema.optional(),
  weapons: z.array(weaponSchema).min(1).max(MAX_WEAPONS).optional(),
  // The army list's private facts (decision D49): recorded, never shown to the opponent.
  lieutenant: z.boolean().optional(),
  points: z.number().int().min(0).max(MAX_TROOPER_POINTS).optional(),
});

export const pieceSchema = z.object({
  id: z.string().min(1),
  owner: z.enum(['A', 'B']),
  kind: z.enum(['model', ...MARKER_KINDS]),
  x: finite,
  y: finite,
  facing: finite,
  s: silhouette,
  r: z.number().positive().refine(Number.isFinite, 'must be a finite number'),
  tokens: z.array(z.string()),
  mimetism: mimetism.optional(),
  shows: z.object({ name: z.string(), profile: profileSchema.omit({ id: true }) }).optional(),
});

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/** Turns zod issues into lines that name the field: "mov.0: Too big: expected number to be <=12". */
export function describeIssues(error: z.ZodError, prefix = ''): string[] {
  return error.issues.map((i) => {
    const path = [prefix, ...i.path.map(String)].filter(Boolean).join('.');
    return `${path || '(root)'}: ${i.message}`;
  });
}

export function parseWith<T>(schema: z.ZodType<T>, data: unknown, prefix = ''): Parsed<T> {
  const r = schema.safeParse(data);
  return r.success ? { ok: true, value: r.data } : { ok: false, errors: describeIssues(r.error, prefix) };
}
