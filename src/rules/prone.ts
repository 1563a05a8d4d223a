import type { Millimetres } from '../geometry/units.ts';
import { silhouetteHeightMm } from './silhouettes.ts';
import { violation, type Violation } from './violations.ts';
import type { ShownProfile, TroopType } from './profiles.ts';
import { withRule } from './ruleRefs.ts';

/**
 * Prone (RULES.md §18.9): an open state token on every piece of the trooper. It changes how tall the
 * trooper is for Line of Fire and cover, and halves its movement distances.
 */
export const PRONE = 'Prone';

/**
 * A Prone trooper is as tall as its base (RULES.md §1.2 "SX", §18.9.2): 3 mm, as N3 prone troopers
 * were. The one place this number lives.
 */
export const PRONE_HEIGHT_MM: Millimetres = 3;

/** The height the 2.5D LoF test uses (RULES.md §4.3, §18.9.2). Example: S2 → 40; S2 Prone → 3. */
export function lofHeightMm(s: number, tokens: readonly string[]): Millimetres {
  return tokens.includes(PRONE) ? PRONE_HEIGHT_MM : silhouetteHeightMm(s);
}

/** Whether a piece's tokens say its trooper is Prone (RULES.md §18.9). */
export function isProne(tokens: readonly string[]): boolean {
  return tokens.includes(PRONE);
}

/** The tokens with Prone set or cleared, in the order they were (Prone last when added). */
export function withProne(tokens: readonly string[], prone: boolean): string[] {
  const rest = tokens.filter((t) => t !== PRONE);
  return prone ? [...rest, PRONE] : rest;
}

/**
 * The skills at whose start or end a trooper may go Prone or stand up (RULES.md §18.9.1): the
 * Movement-label Short Skills and AROs this table plays (Jump is excluded; Cautious Movement counts,
 * decision D55), and deployment.
 */
export const PRONE_CHANGE_SKILLS = ['move', 'cautiousMove', 'dodge', 'deploy'] as const;
export type ProneChangeSkill = (typeof PRONE_CHANGE_SKILLS)[number];

/**
 * Whether a skill may change Prone (RULES.md §18.9.1): empty when allowed, else PRONE_NOT_ALLOWED.
 * Example: Move → allowed; BS Attack → refused ("go Prone or stand up only with a Movement skill").
 */
export function validateProneChange(skill: string, name: string, id?: string): Violation[] {
  if ((PRONE_CHANGE_SKILLS as readonly string[]).includes(skill)) return [];
  return [
    violation(
      'PRONE_NOT_ALLOWED',
      withRule(
        `${name} can go Prone or stand up only at the start or end of a Move, Cautious Movement or Dodge, or when deployed.`,
        'prone',
      ),
      id ? [id] : undefined,
    ),
  ];
}

/**
 * Troopers that can never be Prone (RULES.md §18.9.1): TAGs, Vehicles and Motorcycles. A profile without
 * a Troop Type is infantry here (decision D86). The one place this list lives.
 */
export const NEVER_PRONE_TYPES: readonly TroopType[] = ['TAG', 'VH'];

/** Whether this profile may ever be Prone (RULES.md §18.9.1). Example: a TAG → false; a Line Trooper → true. */
export function mayBeProne(profile: Pick<ShownProfile, 'troopType' | 'motorcycle'>): boolean {
  if (profile.motorcycle === true) return false;
  return profile.troopType === undefined || !NEVER_PRONE_TYPES.includes(profile.troopType);
}

/**
 * Refuses going Prone for a trooper that never may (RULES.md §18.9.1): PRONE_NOT_ALLOWED, naming why.
 * Standing up is never refused here (such a trooper is never Prone to begin with).
 */
export function validateMayGoProne(
  profile: Pick<ShownProfile, 'troopType' | 'motorcycle'>,
  name: string,
  id?: string,
): Violation[] {
  if (mayBeProne(profile)) return [];
  const what =
    profile.motorcycle === true ? 'on a Motorcycle' : `a ${profile.troopType === 'VH' ? 'Vehicle' : 'TAG'}`;
  return [
    violation(
      'PRONE_NOT_ALLOWED',
      withRule(`${name} is ${what} and can never go Prone.`, 'prone'),
      id ? [id] : undefined,
    ),
  ];
}

/**
 * Whether a movement happens while Prone (decision D55): a trooper standing up does so at the start of
 * the skill and a trooper going Prone does so at the end, so only one that stays Prone moves at half.
 */
export function movesProne(before: boolean, after: boolean): boolean {
  return before && after;
}
