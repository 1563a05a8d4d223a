import type { PieceKind } from './pieces.ts';
import { violation, type Violation } from './violations.ts';
import { withRule, type RuleId } from './ruleRefs.ts';
import { CARBONITE_SKILL, CYBERMASK_SKILL, programProblem } from './hacking.ts';
import { IMMOBILIZED_B } from './movement.ts';

/**
 * The skills of marker play (RULES.md §5.2, §6, §9, §10) and the rules of declaring them:
 * which combine in one Order, which may be declared in ARO, and which against what target.
 */
export type SkillId =
  | 'move'
  | 'cautiousMove'
  | 'discover'
  | 'bsAttack'
  | 'dodge'
  | 'idle'
  | 'lookOut'
  | 'reset'
  | 'reenterCamouflage'
  | 'reenterImpersonation'
  | 'reenterHoloecho'
  /** The Cybermask Hacking Program (RULES.md §10.3, §18.13; decision D130). */
  | 'cybermask'
  /** The Carbonite Hacking Program (RULES.md §18.13; decisions D144–D147). */
  | 'carbonite'
  | 'intuitiveAttack'
  | 'ccAttack'
  | 'placeDeployable'
  /** Arriving with Parachutist or Combat Jump (RULES.md §18.11.1): an Entire Order, never declared with `declare`. */
  | 'airborneDeployment';

/** Short Movement Skill, Short Skill or Entire Order (RULES.md §5.2). */
export type SkillKind = 'SMS' | 'SS' | 'EO';

export interface SkillRules {
  label: string;
  kind: SkillKind;
  /** May be declared as an ARO. */
  aro: boolean;
  /** Needs a roll: a marker that declares it is revealed (RULES.md §10.1, §10.3). */
  roll: boolean;
  /** An Attack (RULES.md §6.2): never against an undiscovered CAMO or IMP-2, never against IMP-1. */
  attack: boolean;
  /** Allowed in ARO with only ZoC, no LoF (RULES.md §2, §7.1, decision A12). */
  withoutLof: boolean;
  /** The rule that explains the skill (its RULES.md section is in ruleRefs.ts). */
  rule: RuleId;
  /** Needs Silhouette contact with the target instead of LoF (CC Attack, RULES.md §18.8.2). */
  contact?: true;
  /** May be declared while Engaged (RULES.md §13, §18.8.1); the others may not. */
  inCloseCombat?: true;
}

export const SKILLS: Readonly<Record<SkillId, SkillRules>> = {
  move: {
    label: 'Move',
    kind: 'SMS',
    aro: false,
    roll: false,
    attack: false,
    withoutLof: false,
    rule: 'move',
  },
  cautiousMove: {
    label: 'Cautious Movement',
    kind: 'EO',
    aro: false,
    roll: false,
    attack: false,
    withoutLof: false,
    rule: 'cautiousMove',
  },
  discover: {
    label: 'Discover',
    kind: 'SMS',
    aro: true,
    roll: true,
    attack: false,
    withoutLof: false,
    rule: 'discover',
  },
  bsAttack: {
    label: 'BS Attack',
    kind: 'SS',
    aro: true,
    roll: true,
    attack: true,
    withoutLof: false,
    rule: 'bsAttack',
  },
  dodge: {
    label: 'Dodge',
    kind: 'SS',
    aro: true,
    roll: true,
    attack: false,
    withoutLof: true,
    rule: 'dodge',
    inCloseCombat: true,
  },
  idle: {
    label: 'Idle',
    kind: 'SMS',
    aro: false,
    roll: false,
    attack: false,
    withoutLof: false,
    rule: 'idle',
    inCloseCombat: true,
  },
  lookOut: {
    label: 'Look Out!',
    kind: 'SS',
    aro: true,
    roll: false,
    attack: false,
    withoutLof: false,
    rule: 'lookOut',
  },
  reset: {
    label: 'Reset',
    kind: 'SS',
    aro: true,
    roll: true,
    attack: false,
    withoutLof: true,
    rule: 'reset',
    inCloseCombat: true,
  },
  reenterCamouflage: {
    label: 'Camouflage (re-enter)',
    kind: 'EO',
    aro: false,
    roll: false,
    attack: false,
    withoutLof: false,
    rule: 'camouflaged',
  },
  reenterImpersonation: {
    label: 'Impersonation (re-enter)',
    kind: 'EO',
    aro: false,
    roll: false,
    attack: false,
    withoutLof: false,
    rule: 'impersonation',
  },
  reenterHoloecho: {
    label: 'Holoecho (re-enter)',
    kind: 'EO',
    aro: false,
    roll: false,
    attack: false,
    withoutLof: false,
    rule: 'holoecho',
  },
  cybermask: CYBERMASK_SKILL,
  carbonite: CARBONITE_SKILL,
  intuitiveAttack: {
    label: 'Intuitive Attack',
    kind: 'EO',
    aro: false,
    roll: true,
    attack: true,
    withoutLof: false,
    rule: 'intuitiveAttack',
  },
  ccAttack: {
    label: 'CC Attack',
    kind: 'SS',
    aro: true,
    roll: true,
    attack: true,
    withoutLof: false,
    rule: 'ccAttack',
    contact: true,
    inCloseCombat: true,
  },
  // Place Deployable (RULES.md §18.7.1): a Short Skill or an ARO with the Attack label, no roll. As an
  // Attack it reveals a marker that declares it (§10.1) and is never declared against an undiscovered one.
  placeDeployable: {
    label: 'Place Deployable',
    kind: 'SS',
    aro: true,
    roll: false,
    attack: true,
    withoutLof: false,
    rule: 'deployables.place',
  },
  airborneDeployment: {
    label: 'Airborne Deployment',
    kind: 'EO',
    aro: false,
    // The Combat Jump roll does not reveal a marker or a Decoy user (RULES.md §10.6, seed rows 1.13–1.15).
    roll: false,
    attack: false,
    withoutLof: false,
    rule: 'airborne',
  },
};

export const SKILL_IDS = Object.keys(SKILLS) as SkillId[];

/**
 * Whether one Order may hold these skills (RULES.md §5.2, T19): an Entire Order alone; two Short
 * Movement Skills; or a Short Movement Skill and a Short Skill in either order. Idle fills an unused
 * half. Returns the violation, or null when legal.
 */
export function combinationProblem(first: SkillId, second?: SkillId): Violation | null {
  const a = SKILLS[first];
  if (second === undefined) return null;
  const b = SKILLS[second];
  if (a.kind === 'EO' || b.kind === 'EO') {
    const eo = a.kind === 'EO' ? a : b;
    return violation(
      'ILLEGAL_COMBINATION',
      withRule(
        `${eo.label} is an Entire Order: it takes the whole Order and combines with nothing.`,
        'orders.combination',
      ),
    );
  }
  if (a.kind === 'SS' && b.kind === 'SS') {
    return violation(
      'ILLEGAL_COMBINATION',
      withRule(
        `${a.label} and ${b.label} are both Short Skills; an Order holds at most one.`,
        'orders.combination',
      ),
    );
  }
  return null;
}

/** How the reactive trooper relates to its target: whether it has LoF, whether the target is in its ZoC. */
export interface AroSituation {
  lof: boolean;
  zoc: boolean;
  /** What the target piece is on the table. */
  targetKind: PieceKind;
  /** A CAMO or IMP-2 marker already Discovered in this Order may be attacked (RULES.md §9.4). */
  targetDiscovered?: boolean;
  /** The reacting trooper carries a deployable it may still place (RULES.md §18.7.1); only then Place Deployable. */
  deployable?: boolean;
  /** The reactive trooper touches the target (Silhouette contact, RULES.md §1.4). */
  contact?: boolean;
  /** The reactive trooper is Engaged (RULES.md §13): only close-combat skills, no LoF outside its fight. */
  engaged?: boolean;
  /** The reactive trooper is in Immobilized-B State: Reset only (D145). */
  immobilizedB?: boolean;
  /**
   * For a Hacking Program: the reacting trooper is a Hacker, and the target's Hackable as its player
   * may know it. Left out, no program is allowed (the ARO lists never carry one; D147).
   */
  hacker?: boolean;
  targetHackable?: boolean;
}

/**
 * Why a trooper in Immobilized-B State may not declare a skill (RULES.md §18.13, the N4 state page:
 * "cannot declare any Skill, Attack or ARO, except Reset"; D145), or null: Reset, and Idle, which is
 * declaring nothing.
 */
export function immobilizedBProblem(skill: SkillId, name = 'The trooper'): Violation | null {
  if (skill === 'reset' || skill === 'idle') return null;
  return violation(
    'IMMOBILIZED',
    withRule(
      `${name} is ${IMMOBILIZED_B}: it may only declare Reset, not ${SKILLS[skill].label}.`,
      'carbonite',
    ),
  );
}

/**
 * Why a trooper in Engaged State may not declare a skill (RULES.md §13, §18.8.1), or null: only CC
 * Attack, Dodge, Idle and Reset (the skills marked `inCloseCombat`), in the Order and in ARO.
 */
export function engagedSkillProblem(skill: SkillId, name = 'The trooper'): Violation | null {
  if (SKILLS[skill].inCloseCombat) return null;
  return violation(
    'ENGAGED_SKILL_NOT_ALLOWED',
    withRule(
      `${name} is Engaged: in close combat it may only declare CC Attack, Dodge, Idle or Reset, not ${SKILLS[skill].label}.`,
      'engaged',
    ),
  );
}

/** Why an ARO skill may not be declared in this situation, or null when it may (RULES.md §7, §10). */
export function aroProblem(skill: SkillId, s: AroSituation): Violation | null {
  const rules = SKILLS[skill];
  if (!rules.aro) {
    return violation('ARO_NOT_ALLOWED', withRule(`${rules.label} cannot be declared as an ARO.`, rules.rule));
  }
  if (s.immobilizedB) {
    const problem = immobilizedBProblem(skill, 'The reacting trooper');
    if (problem) return { ...problem, code: 'ARO_NOT_ALLOWED' };
  }
  if (s.engaged) {
    const problem = engagedSkillProblem(skill, 'The reacting trooper');
    if (problem) return { ...problem, code: 'ARO_NOT_ALLOWED' };
  }
  // An Engaged trooper traces no LoF outside its close combat (RULES.md §13, decision D60).
  const lof = s.engaged ? s.contact === true : s.lof;
  if (!lof && !s.zoc) {
    return violation('ARO_NOT_ALLOWED', withRule('No LoF and not in the Zone of Control: no ARO.', 'aro'));
  }
  if (rules.contact && !s.contact) {
    return violation(
      'ARO_NOT_ALLOWED',
      withRule(`${rules.label} needs Silhouette contact with its target.`, rules.rule),
    );
  }
  if (skill === 'placeDeployable' && !s.deployable) {
    return violation(
      'NO_DEPLOYABLE',
      withRule('The trooper carries no deployable left to place.', 'deployables.place'),
    );
  }
  if (!lof && !rules.withoutLof && !rules.contact) {
    return violation(
      'ARO_NOT_ALLOWED',
      withRule(
        `Without LoF, only Dodge or Reset may be declared against a trooper in the Zone of Control.`,
        'zoneOfControl',
        'aro',
      ),
    );
  }
  if (rules.attack) {
    if (s.targetKind === 'IMP-1') {
      return violation(
        'ARO_NOT_ALLOWED_AGAINST_MARKER',
        withRule('An IMP-1 marker can never be attacked.', 'impersonation'),
      );
    }
    if ((s.targetKind === 'CAMO' || s.targetKind === 'IMP-2') && !s.targetDiscovered) {
      return violation(
        'ARO_NOT_ALLOWED_AGAINST_MARKER',
        withRule(
          `A ${s.targetKind} marker cannot be attacked until it is Discovered.`,
          s.targetKind === 'CAMO' ? 'camouflaged' : 'impersonation',
          'aro.delay',
        ),
      );
    }
  }
  if (skill === 'carbonite') {
    // Through the Hacking Area, LoF or not (RULES.md §18.13.2); the area is the ZoC here (D126). Checked
    // after the marker rules, so a marker's Hackable is never asked (D147).
    const problem = programProblem({
      program: 'Carbonite',
      hacker: { hacker: s.hacker === true },
      reacting: true,
      targetInArea: s.zoc,
      ...(s.targetHackable !== undefined ? { targetHackable: s.targetHackable } : {}),
    });
    if (problem) return violation('ARO_NOT_ALLOWED', withRule(`Carbonite: ${problem}.`, 'carbonite', 'aro'));
  }
  return null;
}

/** The AROs a trooper may declare in this situation, in menu order. */
export function allowedAros(s: AroSituation): SkillId[] {
  return SKILL_IDS.filter((id) => SKILLS[id].aro && aroProblem(id, s) === null);
}

/**
 * Whether reactive troopers may delay their AROs against an Order (RULES.md §7.3): when the pieces
 * it activates include a CAMO, IMP or HOLOECHO marker (a Holoecho group shows one, §10.4).
 */
export function mayDelayAgainst(activated: readonly PieceKind[]): boolean {
  return activated.some(
    (k) => k === 'CAMO' || k === 'IMP-1' || k === 'IMP-2' || k === 'HOLOECHO-1' || k === 'HOLOECHO-2',
  );
}

/**
 * The Order count of a seat (RULES.md §5.1, §11.3): one Order for every trooper on the table as a
 * model or a marker; Hidden Deployment troopers (no piece) and troopers in a Null state add none.
 */
export function orderCount(troopers: readonly { onTable: boolean; nullState?: boolean }[]): number {
  return troopers.filter((t) => t.onTable && !t.nullState).length;
}

/**
 * Surprise Attack (RULES.md §6.8, T49): the MOD on the profile applies to every ARO roll of the
 * targets when the attacker began the Order in marker form or Hidden Deployment, in its Active Turn,
 * and declares an Attack. 0 otherwise.
 */
export function surpriseAttackMod(s: {
  mod: number | undefined;
  startedHidden: boolean;
  activeTurn: boolean;
  skill: SkillId;
}): number {
  if (s.mod === undefined || !s.startedHidden || !s.activeTurn || !SKILLS[s.skill].attack) return 0;
  return s.mod;
}

/** Where an enemy Model or Marker stands relative to a trooper: does any see it, is it in any's ZoC. */
export interface Exposure {
  seen: boolean;
  inZoc: boolean;
}

/**
 * Cautious Movement's requirement (RULES.md §6.3, T51): when declared, the trooper is outside the
 * LoF and the ZoC of every enemy Model and Marker (Hidden Deployment troopers do not count);
 * Stealth allows it inside a ZoC.
 */
export function cautiousMovementProblem(atStart: Exposure, stealth: boolean): Violation | null {
  if (atStart.seen) {
    return violation(
      'REQUIREMENT_NOT_MET',
      withRule(
        'Cautious Movement needs the trooper outside the LoF of every enemy Model and Marker when declared.',
        'cautiousMove',
      ),
    );
  }
  if (atStart.inZoc && !stealth) {
    return violation(
      'REQUIREMENT_NOT_MET',
      withRule(
        'Cautious Movement needs the trooper outside the Zone of Control of every enemy Model and Marker, unless it has Stealth.',
        'cautiousMove',
      ),
    );
  }
  return null;
}

/**
 * Whether a Cautious Movement generates AROs (RULES.md §6.3, T50): only when it starts or ends inside
 * an enemy's LoF or ZoC; crossing them in the middle does not. With Stealth, a ZoC without LoF gives no ARO.
 */
export function cautiousMovementGivesAros(atStart: Exposure, atEnd: Exposure, stealth: boolean): boolean {
  const exposed = (e: Exposure) => e.seen || (e.inZoc && !stealth);
  return exposed(atStart) || exposed(atEnd);
}

/** The Player Turn until which a failed Discover locks that trooper out of that marker (RULES.md §9.3, A20). */
export function discoverLockUntil(currentPlayerTurn: number): number {
  return currentPlayerTurn + 1;
}

/**
 * Why a Discover may not be declared (RULES.md §9.1, §9.3; T30–T32), or null: it needs LoF, the
 * target within 96", no earlier Discover on the same target in this Order, and no lock-out from a
 * failed Discover of this trooper on this marker (until the next Player Turn; a marker that was
 * revealed and went back into a marker state is a new marker with a new id).
 */
export function discoverProblem(s: {
  lof: boolean;
  distance: number;
  alreadyThisOrder: boolean;
  lockedUntil: number | undefined;
  currentPlayerTurn: number;
}): Violation | null {
  if (!s.lof)
    return violation('REQUIREMENT_NOT_MET', withRule('Discover needs LoF to the target.', 'discover'));
  if (s.distance > 96 + 1e-9) {
    return violation('REQUIREMENT_NOT_MET', withRule('Discover reaches at most 96".', 'discover.roll'));
  }
  if (s.alreadyThisOrder) {
    return violation(
      'REQUIREMENT_NOT_MET',
      withRule('Discover cannot be used twice on the same target in one Order.', 'discover'),
    );
  }
  if (s.lockedUntil !== undefined && s.currentPlayerTurn < s.lockedUntil) {
    return violation(
      'REQUIREMENT_NOT_MET',
      withRule(
        'This trooper failed to Discover that marker this Player Turn; it may try again next Player Turn.',
        'discover.result',
      ),
    );
  }
  return null;
}

/** Look Out!: each warned ally's Dodge takes −3 PH (RULES.md §18.6.2, decision D46). */
export const LOOK_OUT_DODGE_MOD = -3;
