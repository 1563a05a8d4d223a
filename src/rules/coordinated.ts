// Coordinated Orders (RULES.md §18.12.3; seed 001, row 1.27; decisions D108–D110): who may take part,
// and what they may declare here. The one place these numbers and lists live.
import { violation, type Violation } from './violations.ts';
import { withRule } from './ruleRefs.ts';
import type { SkillId } from './skills.ts';
import { COORDINATED_ATTACKS } from './teamAttack.ts';

/** A Coordinated Order activates up to four troopers (RULES.md §18.12.3), and at least two. */
export const MAX_COORDINATED = 4;
export const MIN_COORDINATED = 2;

/**
 * The skills a Coordinated Order may declare on this table (decisions D109, D160): every participant
 * Moves or stays Idle, or all attack one single target (`COORDINATED_ATTACKS`, rules/teamAttack.ts).
 */
export const COORDINATED_SKILLS: readonly SkillId[] = ['move', 'idle', ...COORDINATED_ATTACKS];

/** What the rule reads of one would-be participant (its owner's knowledge). */
export interface CoordinatedCandidate {
  name: string;
  /** Its Combat Group (`combatGroupOf`). */
  group: number;
  irregular: boolean;
  /** It stands with Decoy replicas: "Troopers using Decoy cannot be part of Coordinated Orders" (seed 001). */
  usingDecoy: boolean;
  /** It stands as a marker, or in Holoecho State with its Holoechoes (decision D108). */
  marker: boolean;
  /** Unconscious, or another state that gives no Order. */
  nullState: boolean;
}

/** Why one trooper may not take part in a Coordinated Order, or null (RULES.md §18.12.3; D108). */
export function coordinatedMemberProblem(c: CoordinatedCandidate): string | null {
  if (c.usingDecoy) return `${c.name} is using Decoy: a Decoy user cannot take part in a Coordinated Order`;
  if (c.marker) return `${c.name} is not standing as a single model: markers and Holoechoes cannot take part`;
  if (c.nullState) return `${c.name} is in a Null State and cannot be activated`;
  return null;
}

/**
 * Why these troopers may not share a Coordinated Order, or null (RULES.md §18.12.3): two to four of
 * them, each allowed, one Combat Group and one Training (all Regular or all Irregular).
 */
export function coordinatedRefusal(list: readonly CoordinatedCandidate[]): Violation | null {
  const rule = (text: string) => violation('INVALID_GROUP', withRule(text, 'coordinated'));
  if (list.length < MIN_COORDINATED || list.length > MAX_COORDINATED) {
    return rule(
      `A Coordinated Order takes ${String(MIN_COORDINATED)} to ${String(MAX_COORDINATED)} troopers, not ${String(list.length)}.`,
    );
  }
  for (const c of list) {
    const problem = coordinatedMemberProblem(c);
    if (problem) return rule(`${problem}.`);
  }
  const first = list[0];
  if (first && list.some((c) => c.group !== first.group)) {
    return rule('The troopers of a Coordinated Order all belong to one Combat Group.');
  }
  if (first && list.some((c) => c.irregular !== first.irregular)) {
    return rule('The troopers of a Coordinated Order are all Regular or all Irregular.');
  }
  return null;
}

/** Why a skill may not be declared in a Coordinated Order here, or null (decision D109). */
export function coordinatedSkillProblem(skill: SkillId): Violation | null {
  if (COORDINATED_SKILLS.includes(skill)) return null;
  return violation(
    'ILLEGAL_COMBINATION',
    withRule(
      'In a Coordinated Order every trooper Moves, stays Idle, or attacks the one target (BS Attack or CC Attack) here.',
      'coordinated',
    ),
  );
}
