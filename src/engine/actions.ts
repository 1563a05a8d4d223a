import { deferred, z } from './zod.ts';
import { FIRETEAM_MAX, MAX_SCENERY_HEIGHT, MAX_WEAPONS } from '../rules/index.ts';

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
 * - keepAirborne, arrive: Airborne Deployment, off the table and its arrival in a turn (§18.11).
 * - activate: spends an Order on the trooper behind a piece (§5.3 step 1.1); activateHidden reveals a
 *   Hidden Deployment trooper and activates it with its own Order (§10.2, A17).
 * - declare: the next skill of the Order; a move gives each activated piece its destination.
 * - aro, endAros: a reactive piece passes, delays or declares an ARO; the reactive seat ends the step (§7).
 * - dodgeMove: after a successful Dodge, up to 2" (§6.4). replace: a revealed model placed and faced (§12).
 * - alertTurn, alertDone: Alert after an Order (§6.7, T52). holoechoOn: the free switch (§10.4, D43).
 * - endImpetuous: the Impetuous Phase ends, unused activations lost (§18.10.1).
 * - formFireteam, disbandFireteam, setTeamLeader: a seat's Fireteams (§18.12.1).
 * - commandToken: a Command Token spent, to make one trooper ignore Retreat! (§18.10.3);
 *   coordinated: a Command Token and a Regular Order activate two to four troopers (§18.12.3).
 * - proposeEnd, answerEnd, endTurn; movePiece, rotatePiece, removeTrooper and scenery: the free table.
 */
const point = deferred(() =>
  z.object({
    x: z.number().check(z.refine(Number.isFinite, 'must be finite')),
    y: z.number().check(z.refine(Number.isFinite, 'must be finite')),
  }),
);
const angle = deferred(() => z.number().check(z.refine(Number.isFinite, 'must be finite')));
const seat = deferred(() => z.enum(['A', 'B']));
/** An id in an action: opaque, short (random.ts makes them 9 characters; `hidden:` keys are longer). */
const id = deferred(() => z.string().check(z.minLength(1), z.maxLength(64)));
/** Which of the trooper's weapons an attack uses, by its place in the profile's list (RULES.md §18.1). */
const weaponIndex = deferred(() => z.int().check(z.minimum(0), z.maximum(MAX_WEAPONS - 1)));
const form = deferred(() => z.enum(['model', 'CAMO', 'IMP-1', 'IMP-2', 'Holoecho', 'Decoy']));
/** A small count or index: extra markers, which of them is real, a Hidden Deployment spot (0 to 2). */
const upTo2 = deferred(() => z.int().check(z.minimum(0), z.maximum(2)));
const sceneryName = deferred(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(40)));
const sceneryHeight = deferred(() => z.enum(['tall', 'low']));
/** A piece of scenery's top in inches above the table (D166), at most MAX_SCENERY_HEIGHT. */
const sceneryHeightIn = deferred(() =>
  z.number().check(z.refine(Number.isFinite, 'must be finite'), z.positive(), z.maximum(MAX_SCENERY_HEIGHT)),
);
const outline = deferred(() => z.array(point).check(z.minLength(3), z.maxLength(64)));
/** Every action as it may arrive from a player, a saved game or a file (unknown fields are dropped). */
/** The answers a reactive piece may give (RULES.md §7): pass, delay, or one of the ARO skills. */
const aroChoice = deferred(() =>
  z.enum([
    'pass',
    'delay',
    'discover',
    'bsAttack',
    'dodge',
    'lookOut',
    'reset',
    'ccAttack',
    'placeDeployable',
    'carbonite',
  ]),
);

export const actionSchema = deferred(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('deploy'),
      seat,
      trooperId: id,
      form,
      at: point,
      facing: angle,
      extras: z.optional(z.array(point).check(z.maxLength(2))),
      extraCount: z.optional(upTo2),
      real: z.optional(upTo2),
      imitates: z.optional(id),
      decoysAsModels: z.optional(z.boolean()),
      hidden: z.optional(z.boolean()),
      /** Deploy Prone (RULES.md §18.9.1); left out in games saved before Prone, which replay unchanged. */
      prone: z.optional(z.boolean()),
      /** Minelayer: where its Mine goes, in its ZoC (RULES.md §18.7.5); left out: no Mine placed. */
      mine: z.optional(z.object({ x: point.shape.x, y: point.shape.y, facing: z.optional(angle) })),
    }),
    z.object({ type: z.literal('withdrawTrooper'), seat, trooperId: id }),
    /** Keep a Parachutist or Combat Jump trooper off the table at deployment (RULES.md §18.11.1). */
    z.object({ type: z.literal('keepAirborne'), seat, trooperId: id }),
    /**
     * The kept trooper arrives in its Active Turn with its own Order, an Entire Order (RULES.md §18.11):
     * with which skill, as which form (a model, CAMO, Decoy with its replicas), where and facing where.
     */
    z.object({
      type: z.literal('arrive'),
      seat,
      trooperId: id,
      skill: z.enum(['Parachutist', 'CombatJump']),
      form: z.enum(['model', 'CAMO', 'Decoy']),
      at: point,
      facing: angle,
      extras: z.optional(z.array(point).check(z.maxLength(2))),
      extraCount: z.optional(upTo2),
      real: z.optional(upTo2),
    }),
    z.object({ type: z.literal('setReal'), seat, trooperId: id, real: upTo2 }),
    z.object({ type: z.literal('endDeployment'), seat }),
    z.object({ type: z.literal('endTurn'), seat }),
    /** The active seat ends its Impetuous Phase, activations it did not take are lost (RULES.md §18.10.1). */
    z.object({ type: z.literal('endImpetuous'), seat }),
    z.object({ type: z.literal('activate'), seat, pieceId: id }),
    /** A Command Token spent on one of the seat's troopers (RULES.md §18.10.3; decision D107). */
    z.object({ type: z.literal('commandToken'), seat, use: z.enum(['retreatExempt']), pieceId: id }),
    /** A Coordinated Order of two to four troopers, the first the Spearhead (RULES.md §18.12.3). */
    z.object({
      type: z.literal('coordinated'),
      seat,
      pieceIds: z.array(id).check(z.minLength(1), z.maxLength(4)),
    }),
    z.object({
      type: z.literal('activateHidden'),
      seat,
      trooperId: id,
      asCamo: z.optional(z.boolean()),
    }),
    z.object({ type: z.literal('endAros'), seat }),
    z.object({ type: z.literal('holoechoOn'), seat, pieceId: id }),
    /** Fireteams (RULES.md §18.12.1): formed from troopers on the table, the Team Leader one of them. */
    z.object({
      type: z.literal('formFireteam'),
      seat,
      members: z.array(id).check(z.minLength(1), z.maxLength(FIRETEAM_MAX + 1)),
      leader: id,
    }),
    z.object({ type: z.literal('disbandFireteam'), seat, fireteamId: id }),
    z.object({ type: z.literal('setTeamLeader'), seat, fireteamId: id, leader: id }),
    z.object({ type: z.literal('alertTurn'), seat, pieceId: id, facing: z.number() }),
    z.object({ type: z.literal('alertDone'), seat }),
    z.object({ type: z.literal('proposeEnd'), seat }),
    z.object({ type: z.literal('answerEnd'), seat, accept: z.boolean() }),
    z.object({
      type: z.literal('replace'),
      seat,
      pieceId: id,
      mode: z.union([z.literal('centre'), z.object({ edgeToward: point })]),
      facing: z.optional(z.number()),
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
        'cybermask',
        'carbonite',
        'intuitiveAttack',
        'ccAttack',
        'placeDeployable',
      ]),
      to: z.optional(z.record(id, point)),
      target: z.optional(id),
      weapon: z.optional(weaponIndex),
      /** Prone at the end of a Move, Cautious Movement or Dodge (RULES.md §18.9.1, D55); left out: unchanged. */
      prone: z.optional(z.boolean()),
      /** Place Deployable: where the Mine goes (RULES.md §18.7.1); left out in older games, which have none. */
      at: z.optional(point),
      /** Place Deployable as an Intuitive Attack, an Entire Order with a WIP roll (RULES.md §18.7.6, D72). */
      intuitive: z.optional(z.boolean()),
      /** A Move or Cautious Movement to another level, which the players agree on (D169). */
      byAgreement: z.optional(z.boolean()),
    }),
    z.object({
      type: z.literal('aro'),
      seat,
      reactorId: id,
      choice: aroChoice,
      target: z.optional(id),
      weapon: z.optional(weaponIndex),
      /** Prone at the end of a Dodge ARO (RULES.md §18.9.1, D55); left out: unchanged. */
      prone: z.optional(z.boolean()),
      /** Place Deployable in ARO: where the Mine goes, in contact with the reactor (RULES.md §18.7.1). */
      at: z.optional(point),
    }),
    z.object({ type: z.literal('dodgeMove'), seat, pieceId: id, to: z.optional(point) }),
    z.object({
      type: z.literal('moveHidden'),
      seat,
      trooperId: id,
      index: upTo2,
      to: point,
    }),
    z.object({
      type: z.literal('deployTrooper'),
      seat,
      profileId: id,
      profile: z.optional(z.unknown()),
      form,
      at: point,
      facing: angle,
    }),
    z.object({
      type: z.literal('movePiece'),
      seat: z.optional(seat),
      pieceId: id,
      to: point,
      limit: z.enum(['mov', 'free']),
      /** To another level, which the players agree on (D169). */
      byAgreement: z.optional(z.boolean()),
    }),
    z.object({ type: z.literal('rotatePiece'), seat: z.optional(seat), pieceId: id, facing: angle }),
    z.object({ type: z.literal('removeTrooper'), seat: z.optional(seat), pieceId: id }),
    z.object({
      type: z.literal('addScenery'),
      name: sceneryName,
      height: sceneryHeight,
      heightIn: z.optional(sceneryHeightIn),
      polygon: outline,
    }),
    z.object({
      type: z.literal('updateScenery'),
      id: id,
      name: z.optional(sceneryName),
      height: z.optional(sceneryHeight),
      /** A new height, or null to take it away (the old tall or low). */
      heightIn: z.optional(z.nullable(sceneryHeightIn)),
      polygon: z.optional(outline),
    }),
    z.object({ type: z.literal('removeScenery'), id: id }),
  ]),
);

export type Action = z.infer<typeof actionSchema>;

/** What a reactive piece may answer (RULES.md §7): pass, delay, or an ARO skill. */
export type AroChoice = Extract<Action, { type: 'aro' }>['choice'];

/** The skills a reactive piece may declare as its ARO (RULES.md §7). */
export type AroSkill = Exclude<AroChoice, 'pass' | 'delay'>;

/** Whether a skill may be sent as an ARO (the others are refused as malformed actions). */
export function isAroSkill(skill: string): skill is AroSkill {
  return skill !== 'pass' && skill !== 'delay' && (aroChoice.options as readonly string[]).includes(skill);
}
