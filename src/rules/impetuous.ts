import { EPS } from '../geometry/units.ts';
import { hasSkill, type ShownProfile } from './profiles.ts';
import { SKILLS, type SkillId } from './skills.ts';
import { violation, type Violation } from './violations.ts';
import { withRule } from './ruleRefs.ts';

/**
 * Impetuous, Frenzy and Retreat! (RULES.md §18.10): the Impetuous Phase's fixed combinations and forced
 * movement, the marker states an Impetuous trooper may never enter, Frenzy's trigger, and the Retreat!
 * count with the skills an army in Retreat! keeps. The engine asks these at the step where they apply.
 */

/** The open token placed beside every Impetuous trooper in the Tactical Phase (RULES.md §18.10.1). */
export const IMPETUOUS_TOKEN = 'Impetuous';

/**
 * The only skill combinations of an Impetuous activation (RULES.md §18.10.1; N4 Impetuous page, PDF
 * 2.1): Move + Attack (either order), Move + Dodge (either order), Move + Idle (either order), Move +
 * Move. Jump and Climb, also on the list, do not exist on this table; Airborne Deployment does, but is
 * an arrival with the trooper's own Order, never an Impetuous activation (decisions D75, D102). The one
 * place this list lives.
 */
export const IMPETUOUS_COMBINATIONS: readonly (readonly [SkillId, SkillId])[] = [
  ['move', 'bsAttack'],
  ['bsAttack', 'move'],
  ['move', 'dodge'],
  ['dodge', 'move'],
  ['move', 'idle'],
  ['idle', 'move'],
  ['move', 'move'],
];

function listed(): string {
  const seen = new Set<string>();
  for (const [a, b] of IMPETUOUS_COMBINATIONS) {
    const pair = [SKILLS[a].label, SKILLS[b].label].sort().join(' + ');
    seen.add(pair);
  }
  return [...seen].join(', ');
}

/**
 * Why this declaration breaks the Impetuous combinations, or null (RULES.md §18.10.1). With only the
 * first skill, it must begin one of the listed pairs; with both, the pair must be listed.
 * Example: Move then BS Attack → null; Discover first → refused; BS Attack then Dodge → refused.
 */
export function impetuousCombinationProblem(first: SkillId, second?: SkillId): Violation | null {
  const ok =
    second === undefined
      ? IMPETUOUS_COMBINATIONS.some(([a]) => a === first)
      : IMPETUOUS_COMBINATIONS.some(([a, b]) => a === first && b === second);
  if (ok) return null;
  const what =
    second === undefined ? SKILLS[first].label : `${SKILLS[first].label} + ${SKILLS[second].label}`;
  return violation(
    'IMPETUOUS_COMBINATION',
    withRule(`An Impetuous activation allows only ${listed()}; not ${what}.`, 'impetuous'),
  );
}

/** Whether a trooper is Impetuous: the skill on its profile, or gained through Frenzy (RULES.md §18.10.2). */
export function isImpetuous(profile: ShownProfile, gained: boolean | undefined): boolean {
  return gained === true || hasSkill(profile, 'Impetuous') !== undefined;
}

/**
 * Frenzy (RULES.md §18.10.2): a trooper with Frenzy that caused at least one lost Wound (a wound or a
 * death) gains Impetuous in the next States Phase, unless it already is Impetuous.
 */
export function frenzyTriggers(
  profile: ShownProfile,
  gained: boolean | undefined,
  woundsCaused: number,
): boolean {
  return woundsCaused > 0 && hasSkill(profile, 'Frenzy') !== undefined && !isImpetuous(profile, gained);
}

/**
 * An Impetuous trooper can never enter a Marker State (RULES.md §18.10.2): nor deploy as a marker,
 * in Holoecho, Decoy, HoloMask or Hidden Deployment (decision D76), nor go back into one.
 */
export function impetuousMarkerProblem(name: string, what: string, id?: string): Violation {
  return violation(
    'IMPETUOUS_NO_MARKER_STATE',
    withRule(`${name} is Impetuous and can never enter ${what}.`, 'frenzy'),
    id ? [id] : undefined,
  );
}

/** What the engine measured of a Move declared in an Impetuous activation (RULES.md §18.10.1). */
export interface ImpetuousMove {
  /** The length of the declared Move, inches. */
  length: number;
  /** How far a straight Move towards the enemy Deployment Zone could legally go (0 when blocked). */
  ahead: number;
  /** How much nearer the enemy Deployment Zone the Move ends (negative: it doubles back). */
  progress: number;
  /** Some enemy Model can be reached in Silhouette contact with a legal straight Move. */
  contactPossible: boolean;
  endsInContact: boolean;
  startsInEnemyZone: boolean;
  endsInEnemyZone: boolean;
}

/**
 * The forced movement of an Impetuous activation (RULES.md §18.10.1, decision D77): a Move ending in
 * Silhouette contact with an enemy Model is always right, and is required when one can be reached; a
 * trooper inside the enemy Deployment Zone moves freely as long as it stays inside; otherwise the Move
 * is at least as long as the straight Move towards the enemy Deployment Zone the table allows (its full
 * MOV unless blocked, 0 when blocked), and goes towards that zone: at least half of its length brings it
 * nearer (no doubling back). Example: MOV 4, nothing in the way, straight ahead 4" → null; 3" → refused.
 */
export function impetuousMoveProblem(m: ImpetuousMove, name: string): Violation | null {
  if (m.endsInContact) return null;
  if (m.contactPossible) {
    return violation(
      'IMPETUOUS_MOVE',
      withRule(
        `${name} can reach Silhouette contact with an enemy trooper with this Move, so its Impetuous Move must end there.`,
        'impetuous',
      ),
    );
  }
  if (m.startsInEnemyZone && m.endsInEnemyZone) return null;
  if (m.length + EPS < m.ahead) {
    return violation(
      'IMPETUOUS_MOVE',
      withRule(
        `${name} must use its full MOV in an Impetuous Move: at least ${m.ahead.toFixed(1)}" here, not ${m.length.toFixed(1)}".`,
        'impetuous',
      ),
    );
  }
  if (m.endsInEnemyZone) return null;
  if (m.length > EPS && m.progress + EPS < m.length / 2) {
    return violation(
      'IMPETUOUS_MOVE',
      withRule(
        `${name}'s Impetuous Move must go towards the enemy Deployment Zone without doubling back.`,
        'impetuous',
      ),
    );
  }
  return null;
}

/** The share of the list's points at or under which an army is in Retreat! (RULES.md §18.10.3). */
export const RETREAT_SHARE = 0.25;

/**
 * The most points an army may keep and be in Retreat!: 25 % of the list, rounded up (RULES.md
 * §18.10.3; the N4 chart: 250 → 63, 150 → 38, 300 → 75).
 */
export function retreatThreshold(listPoints: number): number {
  return Math.ceil(listPoints * RETREAT_SHARE);
}

/**
 * Whether an army is in Retreat! (RULES.md §18.10.3): its surviving troopers' points are at or under
 * the threshold. A list without points never is (decision D79). Example: 300 listed, 75 left → true.
 */
export function inRetreat(listPoints: number, surviving: number): boolean {
  return listPoints > 0 && surviving <= retreatThreshold(listPoints);
}

/**
 * What a trooper of an army in Retreat! may still declare (RULES.md §18.10.3): Short Movement Skills,
 * Cautious Movement, Dodge and Reset. The one place this list lives.
 */
export function retreatAllows(skill: SkillId): boolean {
  return SKILLS[skill].kind === 'SMS' || skill === 'cautiousMove' || skill === 'dodge' || skill === 'reset';
}

/** Why a skill is refused to an army in Retreat!, or null when it may be declared (RULES.md §18.10.3). */
export function retreatSkillProblem(skill: SkillId, name: string): Violation | null {
  if (retreatAllows(skill)) return null;
  return violation(
    'RETREAT_SKILL',
    withRule(
      `${name}'s army is in Retreat!: only Short Movement Skills, Cautious Movement, Dodge and Reset; not ${SKILLS[skill].label}.`,
      'retreat',
    ),
  );
}

/**
 * A Marker, Holoecho or HoloMask state may not be entered while the army is in Retreat! (RULES.md
 * §18.10.3): Camouflage drops to Mimetism until the Retreat! ends (§10.1, seed 002; decision D78).
 */
export function retreatMarkerProblem(name: string, what: string, id?: string): Violation {
  return violation(
    'RETREAT_SKILL',
    withRule(
      `${name}'s army is in Retreat!: it cannot enter ${what} until the Retreat! ends.`,
      'retreat',
      'camouflaged',
    ),
    id ? [id] : undefined,
  );
}
