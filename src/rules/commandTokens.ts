// Command Tokens (RULES.md §5, §18.10.3, §18.12.3): how many each seat has, and when one may be spent.
// The one place the count and its timing live (decision D106).
import { violation, type Violation } from './violations.ts';
import { withRule } from './ruleRefs.ts';
import type { Seat } from './pieces.ts';

/**
 * Each player has four Command Tokens for the whole game (N4 Command Tokens, decision D106). No
 * profile here is a Lieutenant with an extra token, and the Strategic Use (in the enemy's first
 * Tactical Phase) is not played.
 */
export const COMMAND_TOKENS_PER_GAME = 4;

/**
 * The public token on a trooper exempted from Retreat! with a Command Token (RULES.md §18.10.3): it
 * ignores the Retreat! until the end of the game (decision D107).
 */
export const RETREAT_EXEMPT_TOKEN = 'Ignores Retreat!';

/** What a Command Token is spent on here (RULES.md §18.10.3, §18.12.3). */
export type CommandTokenUse = 'retreatExempt' | 'coordinated';

/** How many Command Tokens a seat has left after spending `spent` (never below 0). */
export function commandTokensLeft(spent: number): number {
  return Math.max(0, COMMAND_TOKENS_PER_GAME - spent);
}

/**
 * Why a seat may not spend a Command Token now, or null when it may (decision D106): only in its own
 * Active Turn, between Orders (not while one is being spent, nor in the States Phase), and only with a
 * token left.
 */
export function commandTokenRefusal(input: {
  seat: Seat;
  active: Seat | null;
  orderUnderway: boolean;
  statesPhase: boolean;
  left: number;
}): Violation | null {
  if (input.active !== input.seat) {
    return violation(
      'WRONG_PHASE',
      withRule('A Command Token is spent only in your own Active Turn.', 'commandTokens'),
    );
  }
  if (input.orderUnderway || input.statesPhase) {
    return violation(
      'WRONG_PHASE',
      withRule('A Command Token is spent between Orders, before the States Phase.', 'commandTokens'),
    );
  }
  if (input.left <= 0) {
    return violation(
      'NO_ORDERS_LEFT',
      withRule('You have no Command Token left: each player has four for the whole game.', 'commandTokens'),
    );
  }
  return null;
}
