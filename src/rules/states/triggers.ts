import { SKILLS, type SkillId } from '../skills.ts';

/**
 * One table of triggers per marker state (RULES.md §10, §14 A1–A4, A17): what ends the state, or
 * changes it, each citing its section. The engine asks `triggerFor(table, event)` at the step where
 * the event happens; these tables are the one place to change when a rule is corrected.
 */
export type StateEvent =
  /** The trooper (or piece) declares a skill, in an Order or as an ARO. */
  | { kind: 'declares'; skill: SkillId }
  | { kind: 'contactWithEnemyModel' }
  | { kind: 'discovered' }
  /** A successful Discover against an IMP-1 marker (it only downgrades). */
  | { kind: 'discoveredAsImp1' }
  | { kind: 'forcedSavingRoll' }
  /** Hit by a successful Attack (a Decoy replica is removed without a Saving Roll). */
  | { kind: 'hitByAttack' }
  | { kind: 'impetuous' }
  | { kind: 'retreat' }
  | { kind: 'coherencyFailure' }
  /** The real trooper's state ended (Holoecho decoys, Decoy replicas). */
  | { kind: 'trooperStateEnds' }
  | { kind: 'failedInfiltration' }
  /** A Combat Jump PH roll failed (RULES.md §18.11.3): the trooper lands at its own table edge. */
  | { kind: 'failedCombatJump' };

/** What a trigger does: ends the state (the trooper is revealed), removes one piece, or downgrades IMP-1. */
export type TriggerEffect = 'cancel' | 'remove' | 'downgrade' | 'reveal';

export interface Trigger {
  id: string;
  effect: TriggerEffect;
  section: string;
  text: string;
  matches: (e: StateEvent) => boolean;
}

/**
 * Parachutist and Combat Jump are Entire Orders that reveal nothing: a marker or a Decoy user arrives
 * as it is (RULES.md §10.1, §10.6; seed rows 1.13, 1.14 name them as exceptions).
 */
const ENTIRE_ORDER_OTHER_THAN_CAUTIOUS = (skill: SkillId) =>
  SKILLS[skill].kind === 'EO' && skill !== 'cautiousMove' && skill !== 'airborneDeployment';

function declares(test: (skill: SkillId) => boolean): (e: StateEvent) => boolean {
  return (e) => e.kind === 'declares' && test(e.skill);
}

function is(kind: StateEvent['kind']): (e: StateEvent) => boolean {
  return (e) => e.kind === kind;
}

/** The Impersonation-style cancellation list, shared by Camouflaged (A1) and HoloMask (A3). */
function markerCancellation(section: string, discovered: Trigger): Trigger[] {
  return [
    {
      id: 'attack-or-roll',
      effect: 'cancel',
      section,
      text: 'declares an Attack or any skill that needs a roll',
      matches: declares((s) => SKILLS[s].attack || SKILLS[s].roll),
    },
    {
      id: 'entire-order',
      effect: 'cancel',
      section,
      text: 'declares an Entire Order other than Cautious Movement',
      matches: declares(ENTIRE_ORDER_OTHER_THAN_CAUTIOUS),
    },
    {
      id: 'enemy-contact',
      effect: 'cancel',
      section,
      text: 'enters Silhouette contact with an enemy Model',
      matches: is('contactWithEnemyModel'),
    },
    discovered,
    { id: 'impetuous', effect: 'cancel', section, text: 'is or becomes Impetuous', matches: is('impetuous') },
    { id: 'retreat', effect: 'cancel', section, text: 'enters Retreat!', matches: is('retreat') },
  ];
}

/** Camouflaged State (RULES.md §10.1, A1): the N4 Impersonation list plus a forced Saving Roll. */
export const CAMOUFLAGED: readonly Trigger[] = [
  ...markerCancellation('§10.1', {
    id: 'discovered',
    effect: 'cancel',
    section: '§10.1',
    text: 'is Discovered',
    matches: is('discovered'),
  }),
  {
    id: 'saving-roll',
    effect: 'cancel',
    section: '§10.1',
    text: 'is forced to make a Saving Roll',
    matches: is('forcedSavingRoll'),
  },
];

/** Impersonation State (RULES.md §10.3): IMP-2 is cancelled when Discovered; IMP-1 only downgrades. */
export const IMPERSONATION: readonly Trigger[] = [
  ...markerCancellation('§10.3', {
    id: 'discovered-imp2',
    effect: 'cancel',
    section: '§10.3',
    text: 'an IMP-2 marker is Discovered',
    matches: is('discovered'),
  }),
  {
    id: 'discovered-imp1',
    effect: 'downgrade',
    section: '§9.3, §10.3',
    text: 'an IMP-1 marker Discovered becomes IMP-2',
    matches: is('discoveredAsImp1'),
  },
];

/** The real Holoecho bearer (RULES.md §10.4, A2): rebuilt list; decoys go at the end of the Order. */
export const HOLOECHO_BEARER: readonly Trigger[] = [
  ...markerCancellation('§10.4', {
    id: 'discovered',
    effect: 'cancel',
    section: '§10.4',
    text: 'is Discovered',
    matches: is('discovered'),
  }),
  {
    id: 'saving-roll',
    effect: 'cancel',
    section: '§10.4',
    text: 'must make a Saving Roll',
    matches: is('forcedSavingRoll'),
  },
  {
    id: 'coherency',
    effect: 'cancel',
    section: '§10.4, A2',
    text: 'fails a Coherency check',
    matches: is('coherencyFailure'),
  },
];

/** A Holoecho that is not the real bearer (RULES.md §10.4): only that piece is removed. */
export const HOLOECHO_DECOY: readonly Trigger[] = [
  { id: 'discovered', effect: 'remove', section: '§10.4', text: 'is Discovered', matches: is('discovered') },
  {
    id: 'enemy-contact',
    effect: 'remove',
    section: '§10.4',
    text: 'enters Silhouette contact with an enemy Model',
    matches: is('contactWithEnemyModel'),
  },
  {
    id: 'saving-roll',
    effect: 'remove',
    section: '§10.4, T41',
    text: 'is forced to make a Saving Roll (no roll is made)',
    matches: is('forcedSavingRoll'),
  },
  {
    id: 'coherency',
    effect: 'remove',
    section: '§10.4',
    text: 'breaks Coherency',
    matches: is('coherencyFailure'),
  },
  {
    id: 'bearer-ends',
    effect: 'remove',
    section: '§10.4',
    text: "the real bearer's Holoecho State ends",
    matches: is('trooperStateEnds'),
  },
];

/** The real Decoy user (RULES.md §10.6, A4: "Long Skill" read as Entire Order). */
export const DECOY_USER: readonly Trigger[] = [
  {
    id: 'attack-look-out-or-roll',
    effect: 'cancel',
    section: '§10.6',
    text: 'declares an Attack, Look Out! or any skill that needs a roll',
    matches: declares((s) => SKILLS[s].attack || SKILLS[s].roll || s === 'lookOut'),
  },
  {
    id: 'entire-order',
    effect: 'cancel',
    section: '§10.6, A4',
    text: 'declares an Entire Order other than Cautious Movement',
    matches: declares(ENTIRE_ORDER_OTHER_THAN_CAUTIOUS),
  },
  {
    id: 'infiltration',
    effect: 'cancel',
    section: '§10.6',
    text: 'fails an Infiltration or Combat Jump roll',
    matches: (e) => e.kind === 'failedInfiltration' || e.kind === 'failedCombatJump',
  },
  {
    id: 'enemy-contact',
    effect: 'cancel',
    section: '§10.6',
    text: 'enters Silhouette contact with an enemy Model',
    matches: is('contactWithEnemyModel'),
  },
  { id: 'discovered', effect: 'cancel', section: '§10.6', text: 'is Discovered', matches: is('discovered') },
  {
    id: 'saving-roll',
    effect: 'cancel',
    section: '§10.6',
    text: 'must make a Saving Roll',
    matches: is('forcedSavingRoll'),
  },
  {
    id: 'impetuous',
    effect: 'cancel',
    section: '§10.6',
    text: 'is or becomes Impetuous',
    matches: is('impetuous'),
  },
  { id: 'retreat', effect: 'cancel', section: '§10.6', text: 'enters Retreat!', matches: is('retreat') },
];

/** A Decoy replica (RULES.md §10.6, T45): removed, never rolling. */
export const DECOY_REPLICA: readonly Trigger[] = [
  { id: 'discovered', effect: 'remove', section: '§10.6', text: 'is Discovered', matches: is('discovered') },
  {
    id: 'hit',
    effect: 'remove',
    section: '§10.6, T45',
    text: 'takes a successful Attack (no Saving Roll)',
    matches: is('hitByAttack'),
  },
  {
    id: 'enemy-contact',
    effect: 'remove',
    section: '§10.6',
    text: 'an enemy Model enters Silhouette contact with it',
    matches: is('contactWithEnemyModel'),
  },
  {
    id: 'user-revealed',
    effect: 'remove',
    section: '§10.6',
    text: 'the real user reveals itself or is Discovered',
    matches: is('trooperStateEnds'),
  },
];

/** HoloMask (RULES.md §10.5, A3): Impersonation-style triggers; the real model takes the same facing. */
export const HOLOMASK: readonly Trigger[] = markerCancellation('§10.5, A3', {
  id: 'discovered',
  effect: 'cancel',
  section: '§10.5',
  text: 'is Discovered',
  matches: is('discovered'),
});

/** Hidden Deployment (RULES.md §10.2, A17): any declared skill reveals it at its written position. */
export const HIDDEN_DEPLOYMENT: readonly Trigger[] = [
  {
    id: 'declares',
    effect: 'reveal',
    section: '§10.2, A17',
    text: 'declares any skill, in its Active Turn or as an ARO',
    matches: is('declares'),
  },
];

export const STATE_TRIGGERS = {
  camouflaged: CAMOUFLAGED,
  impersonation: IMPERSONATION,
  holoechoBearer: HOLOECHO_BEARER,
  holoechoDecoy: HOLOECHO_DECOY,
  decoyUser: DECOY_USER,
  decoyReplica: DECOY_REPLICA,
  holoMask: HOLOMASK,
  hiddenDeployment: HIDDEN_DEPLOYMENT,
} as const;

export type MarkerStateName = keyof typeof STATE_TRIGGERS;

/** The first trigger of the state's table that this event sets off, or undefined. */
export function triggerFor(state: MarkerStateName, event: StateEvent): Trigger | undefined {
  return STATE_TRIGGERS[state].find((t) => t.matches(event));
}

/**
 * With Camouflage, a Hidden Deployment trooper that declares only Cautious Movement or a Short
 * Movement Skill without a roll may come back as a CAMO marker instead of a model (RULES.md A17).
 */
export function mayRevealAsCamo(skill: SkillId, hasCamouflage: boolean): boolean {
  return hasCamouflage && (skill === 'cautiousMove' || (SKILLS[skill].kind === 'SMS' && !SKILLS[skill].roll));
}
