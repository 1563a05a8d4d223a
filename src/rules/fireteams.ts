import type { Disc } from '../geometry/disc.ts';
import { referenceCoherencyFailures } from './coherency.ts';

/**
 * Fireteams (RULES.md §18.12.1, §18.12.2): who may form one, Coherency to the Team Leader, and the
 * bonuses a Fireteam of a given size gives under each rule set. Pure: the engine and the UI pass plain
 * facts about the candidates.
 */

/** The fewest and most troopers of a Fireteam (RULES.md §18.12.1; the N4 wiki: "2 to 5 Troopers"). */
export const FIRETEAM_MIN = 2;
export const FIRETEAM_MAX = 5;

/**
 * The rule sets whose Fireteam bonuses this table knows (RULES.md §18.12.2, A32): the N4 annex of
 * October 2020 and its update of March 2022. A game records the one it is played under.
 */
export const FIRETEAM_RULE_SETS = ['N4-2020', 'N4-2022'] as const;
export type FireteamRuleSet = (typeof FIRETEAM_RULE_SETS)[number];
export const DEFAULT_FIRETEAM_RULE_SET: FireteamRuleSet = 'N4-2020';

/** What a Fireteam's size gives (each field cumulative with the smaller sizes' fields). */
export interface FireteamBonus {
  /** All members activate with one Regular Order (every size from 2). */
  oneOrder: boolean;
  /** Added to the Burst of BS Attacks (not Entire Order attacks such as Intuitive Attack). */
  burst: number;
  /** Added to BS. */
  bs: number;
  /** Added to Discover rolls. */
  discover: number;
  /** The Sixth Sense Special Skill. */
  sixthSense: boolean;
}

const NONE: FireteamBonus = { oneOrder: false, burst: 0, bs: 0, discover: 0, sixthSense: false };

/**
 * The bonus of each size, by rule set (RULES.md §18.12.2, decision D117): one place to change when a rule
 * set is read again. N4 2020 (the wiki's "Fireteam Bonuses", October 2020): 2 one Order; 3 +1 B (the
 * Team Leader in the Active Turn, every member in ARO); 4 Sixth Sense. N4 2022 (update of March 2022)
 * splits Size Bonuses, by the number of members, from Composition Bonuses, by the members of one Unit
 * (`FIRETEAM_COMPOSITION_TABLE`): the size rows are 2020's.
 */
export const FIRETEAM_BONUS_TABLE: Readonly<
  Record<FireteamRuleSet, Readonly<Record<number, Partial<FireteamBonus>>>>
> = {
  'N4-2020': {
    2: { oneOrder: true },
    3: { burst: 1 },
    4: { sixthSense: true },
  },
  'N4-2022': {
    2: { oneOrder: true },
    3: { burst: 1 },
    4: { sixthSense: true },
  },
};

/**
 * The Composition Bonuses of N4 2022 (decision D117): by how many members belong to the same Unit (here:
 * carry the same profile name, `fireteamSameUnit`). 3 of one Unit: +3 Discover; 5: +1 BS. N4 2020 has
 * none. Private Information until an Order or ARO uses them (the N4 FAQ 1.3, Nov 2022).
 */
export const FIRETEAM_COMPOSITION_TABLE: Readonly<
  Record<FireteamRuleSet, Readonly<Record<number, Partial<FireteamBonus>>>>
> = {
  'N4-2020': {},
  'N4-2022': {
    3: { discover: 3 },
    5: { bs: 1 },
  },
};

function addRow(bonus: FireteamBonus, row: Partial<FireteamBonus> | undefined): FireteamBonus {
  if (!row) return bonus;
  return {
    oneOrder: bonus.oneOrder || (row.oneOrder ?? false),
    burst: bonus.burst + (row.burst ?? 0),
    bs: bonus.bs + (row.bs ?? 0),
    discover: bonus.discover + (row.discover ?? 0),
    sixthSense: bonus.sixthSense || (row.sixthSense ?? false),
  };
}

/**
 * The bonus a Fireteam of `size` members has under `ruleSet`: every size row up to its size, and every
 * composition row up to `sameUnit`, the most members of one Unit (all of them when left out).
 */
export function fireteamBonus(ruleSet: FireteamRuleSet, size: number, sameUnit = size): FireteamBonus {
  let bonus = { ...NONE };
  for (let n = FIRETEAM_MIN; n <= Math.min(size, FIRETEAM_MAX); n++) {
    bonus = addRow(bonus, FIRETEAM_BONUS_TABLE[ruleSet][n]);
  }
  for (let n = FIRETEAM_MIN; n <= Math.min(sameUnit, size, FIRETEAM_MAX); n++) {
    bonus = addRow(bonus, FIRETEAM_COMPOSITION_TABLE[ruleSet][n]);
  }
  return bonus;
}

/** The most members of one Unit (decision D117: troopers of one Unit carry the same profile name). */
export function fireteamSameUnit(names: readonly string[]): number {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return Math.max(0, ...counts.values());
}

/** Why a Fireteam of `size` members may not be formed, or null (RULES.md §18.12.1: 2 to 5). */
export function fireteamSizeRefusal(size: number): 'TOO_FEW' | 'TOO_MANY' | null {
  return size < FIRETEAM_MIN ? 'TOO_FEW' : size > FIRETEAM_MAX ? 'TOO_MANY' : null;
}

/**
 * How a candidate stands, as the rules about Fireteams read it: a Model, a Marker (CAMO, IMP), a
 * trooper in Holoecho State, one deployed with Decoy (its replicas on the table), one in Hidden
 * Deployment (no piece on the table) or one still in reserve (decision D118).
 */
export type FireteamStanding = 'model' | 'marker' | 'holoecho' | 'decoy' | 'hidden' | 'reserve';

/** The facts about one trooper that decide whether it may be in a Fireteam. */
export interface FireteamCandidate {
  id: string;
  owner: string;
  combatGroup: number;
  standing: FireteamStanding;
  /** Unconscious, Dead or another Null State (Fireteam Integrity: a Null State leaves the Fireteam). */
  isNull?: boolean;
  /** Already in another Fireteam. */
  inFireteam?: boolean;
}

/** Why a trooper may not be in a Fireteam, as a reason code the engine words for the player. */
export type FireteamRefusal =
  | 'MARKER'
  | 'HOLOECHO'
  | 'DECOY'
  | 'NOT_ON_TABLE'
  | 'NULL_STATE'
  | 'OTHER_FIRETEAM'
  | 'OTHER_COMBAT_GROUP'
  | 'OTHER_OWNER';

/**
 * Why this candidate may not be in a Fireteam with `leader`, or null. Seed 000: a Holoecho trooper
 * "cannot be part of a Fireteam"; seed 001: nor a trooper using Decoy; Fireteam Integrity (RULES.md
 * §18.12.1): nor a trooper in a state a Marker replaces, nor one in a Null State; one Combat Group.
 */
export function fireteamRefusal(
  leader: Pick<FireteamCandidate, 'owner' | 'combatGroup'>,
  c: FireteamCandidate,
): FireteamRefusal | null {
  if (c.owner !== leader.owner) return 'OTHER_OWNER';
  if (c.standing === 'holoecho') return 'HOLOECHO';
  if (c.standing === 'decoy') return 'DECOY';
  if (c.standing === 'marker') return 'MARKER';
  if (c.standing === 'hidden' || c.standing === 'reserve') return 'NOT_ON_TABLE';
  if (c.isNull) return 'NULL_STATE';
  if (c.inFireteam) return 'OTHER_FIRETEAM';
  if (c.combatGroup !== leader.combatGroup) return 'OTHER_COMBAT_GROUP';
  return null;
}

/**
 * The Coherency Check of a Fireteam (RULES.md §3, §18.12.1): every member inside the Team Leader's
 * Zone of Control. Returns the indices of the members that are not (they leave the Fireteam).
 */
export function fireteamCoherencyFailures(leader: Disc, members: readonly Disc[]): number[] {
  return referenceCoherencyFailures(leader, [...members]);
}
