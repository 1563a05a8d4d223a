// Which rules a game is played under (ARCHITECTURE.md §6: a game is setup + actions, replayed exactly).
// A rule that makes an old action illegal, or changes what it does, would break the replay of a game
// begun before it; so a game keeps the edition of this table's rules it was begun under, and each such
// rule asks the edition before it applies (decision D87).
import type { GameSetup } from './types.ts';

/**
 * The editions so far: 1, every game begun before editions were recorded; 2, close combat's Engaged
 * State (RULES.md §13, §18.8) and Retreat! (§18.10.3); 3, an Order Pool for each Combat Group (§5.1,
 * D156) and a Fireteam's bonus in its members' rolls (§18.12.2, D163). New games are begun under `RULES_EDITION`.
 */
export const RULES_EDITION = 3;

/** The edition a game was begun under: its setup's, or 1 for a game begun before editions (D87). */
export function editionOf(setup: GameSetup): number {
  return setup.game?.rules ?? 1;
}

/** Engaged State limits what troopers in contact may do (edition 2 on, RULES.md §13, D87). */
export function playsEngaged(setup: GameSetup): boolean {
  return editionOf(setup) >= 2;
}

/** Retreat! is counted in the Tactical Phase (edition 2 on, RULES.md §18.10.3, D87). */
export function playsRetreat(setup: GameSetup): boolean {
  return editionOf(setup) >= 2;
}

/** Each Combat Group has its own Order Pool (edition 3 on, RULES.md §5.1, D156); before, one pool per seat. */
export function playsGroupPools(setup: GameSetup): boolean {
  return editionOf(setup) >= 3;
}

/**
 * A Fireteam's bonus goes into its members' rolls (edition 3 on, RULES.md §18.12.2, D163): before, a
 * member's ARO rolled B1, and a game begun then replays so.
 */
export function playsFireteamRolls(setup: GameSetup): boolean {
  return editionOf(setup) >= 3;
}
