import { z } from 'zod';
import { MAX_WEAPONS } from '../rules/index.ts';

/**
 * The actions (ARCHITECTURE.md §4, STYLE.md habit 4): plain serialisable intents of one seat. Said once:
 * the `Action` type is what this schema reads, so the engine, saved games and files can never disagree
 * on what an action is. Unknown fields are dropped when an action is read.
 *
 * - deployTrooper: free set-up, a trooper with its whole profile (validated) and the profile's id.
 * - deploy: hot-seat deployment of a roster trooper (RULES.md §11.2): its form, where it stands, the
 *   Holoecho markers or Decoy replicas ("up to" the skill's number, §10.4, §10.6), which piece is real,
 *   HoloMask, Hidden Deployment.
 * - withdrawTrooper, setReal, moveHidden, endDeployment: adjusting what was placed in the step.
 * - activate: spends an Order on the trooper behind a piece (§5.3 step 1.1); activateHidden reveals a
 *   Hidden Deployment trooper and activates it with its own Order (§10.2, A17).
 * - declare: the next skill of the Order; a move gives each activated piece its destination.
 * - aro, endAros: a reactive piece passes, delays or declares an ARO; the reactive seat ends the step (§7).
 * - dodgeMove: after a successful Dodge, up to 2" (§6.4). replace: a revealed model placed and faced (§12).
 * - alertTurn, alertDone: Alert after an Order (§6.7, T52). holoechoOn: the free switch (§10.4, D43).
 * - proposeEnd, answerEnd, endTurn; movePiece, rotatePiece, removeTrooper and scenery: the free table.
 */
const point = z.object({
  x: z.number().refine(Number.isFinite, 'must be finite'),
  y: z.number().refine(Number.isFinite, 'must be finite'),
});
const angle = z.number().refine(Number.isFinite, 'must be finite');
const seat = z.enum(['A', 'B']);
/** An id in an action: opaque, short (random.ts makes them 9 characters; `hidden:` keys are longer). */
const id = z.string().min(1).max(64);
/** Which of the trooper's weapons an attack uses, by its place in the profile's list (RULES.md §18.1). */
const weaponIndex = z
  .number()
  .int()
  .min(0)
  .max(MAX_WEAPONS - 1);
const form = z.enum(['model', 'CAMO', 'IMP-1', 'IMP-2', 'Holoecho', 'Decoy']);
/** Every action as it may arrive from a player, a saved game or a file (unknown fields are dropped). */
/** The answers a reactive piece may give (RULES.md §7): pass, delay, or one of the ARO skills. */
const aroChoice = z.enum(['pass', 'delay', 'discover', 'bsAttack', 'dodge', 'lookOut', 'reset']);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('deploy'),
    seat,
    trooperId: id,
    form,
    at: point,
    facing: angle,
    extras: z.array(point).max(2).optional(),
    extraCount: z.number().int().min(0).max(2).optional(),
    real: z.number().int().min(0).max(2).optional(),
    imitates: id.optional(),
    decoysAsModels: z.boolean().optional(),
    hidden: z.boolean().optional(),
  }),
  z.object({ type: z.literal('withdrawTrooper'), seat, trooperId: id }),
  z.object({ type: z.literal('setReal'), seat, trooperId: id, real: z.number().int().min(0).max(2) }),
  z.object({ type: z.literal('endDeployment'), seat }),
  z.object({ type: z.literal('endTurn'), seat }),
  z.object({ type: z.literal('activate'), seat, pieceId: id }),
  z.object({
    type: z.literal('activateHidden'),
    seat,
    trooperId: id,
    asCamo: z.boolean().optional(),
  }),
  z.object({ type: z.literal('endAros'), seat }),
  z.object({ type: z.literal('holoechoOn'), seat, pieceId: id }),
  z.object({ type: z.literal('alertTurn'), seat, pieceId: id, facing: z.number() }),
  z.object({ type: z.literal('alertDone'), seat }),
  z.object({ type: z.literal('proposeEnd'), seat }),
  z.object({ type: z.literal('answerEnd'), seat, accept: z.boolean() }),
  z.object({
    type: z.literal('replace'),
    seat,
    pieceId: id,
    mode: z.union([z.literal('centre'), z.object({ edgeToward: point })]),
    facing: z.number().optional(),
  }),
  z.object({
    type: z.literal('declare'),
    seat,
    skill: z.enum([
      'move',
      'cautiousMove',
      'idle',
      'discover',
      'bsAttack',
      'dodge',
      'lookOut',
      'reset',
      'reenterCamouflage',
      'reenterImpersonation',
      'reenterHoloecho',
      'intuitiveAttack',
    ]),
    to: z.record(id, point).optional(),
    target: id.optional(),
    weapon: weaponIndex.optional(),
  }),
  z.object({
    type: z.literal('aro'),
    seat,
    reactorId: id,
    choice: aroChoice,
    target: id.optional(),
    weapon: weaponIndex.optional(),
  }),
  z.object({ type: z.literal('dodgeMove'), seat, pieceId: id, to: point.optional() }),
  z.object({
    type: z.literal('moveHidden'),
    seat,
    trooperId: id,
    index: z.number().int().min(0).max(2),
    to: point,
  }),
  z.object({
    type: z.literal('deployTrooper'),
    seat,
    profileId: id,
    profile: z.unknown().optional(),
    form,
    at: point,
    facing: angle,
  }),
  z.object({
    type: z.literal('movePiece'),
    seat: seat.optional(),
    pieceId: id,
    to: point,
    limit: z.enum(['mov', 'free']),
  }),
  z.object({ type: z.literal('rotatePiece'), seat: seat.optional(), pieceId: id, facing: angle }),
  z.object({ type: z.literal('removeTrooper'), seat: seat.optional(), pieceId: id }),
  z.object({
    type: z.literal('addScenery'),
    name: z.string().trim().min(1).max(40),
    height: z.enum(['tall', 'low']),
    polygon: z.array(point).min(3).max(64),
  }),
  z.object({
    type: z.literal('updateScenery'),
    id: id,
    name: z.string().trim().min(1).max(40).optional(),
    height: z.enum(['tall', 'low']).optional(),
    polygon: z.array(point).min(3).max(64).optional(),
  }),
  z.object({ type: z.literal('removeScenery'), id: id }),
]);

export type Action = z.infer<typeof actionSchema>;

/** What a reactive piece may answer (RULES.md §7): pass, delay, or an ARO skill. */
export type AroChoice = Extract<Action, { type: 'aro' }>['choice'];

/** The skills a reactive piece may declare as its ARO (RULES.md §7). */
export type AroSkill = Exclude<AroChoice, 'pass' | 'delay'>;

/** Whether a skill may be sent as an ARO (the others are refused as malformed actions). */
export function isAroSkill(skill: string): skill is AroSkill {
  return skill !== 'pass' && skill !== 'delay' && (aroChoice.options as readonly string[]).includes(skill);
}
