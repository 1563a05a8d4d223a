// Command Tokens in play (RULES.md §5.1, §18.10.3; decisions D106, D107): how many each seat has left
// (public), and spending one to exempt a trooper from Retreat!. Every spend is a public log line.
import {
  RETREAT_EXEMPT_TOKEN,
  commandTokenRefusal,
  commandTokensLeft,
  otherSeat,
  retreatSkillProblem,
  withRule,
  type Seat,
  type SkillId,
  type Violation,
} from '../rules/index.ts';
import { piecesOfTrooper, publicName, trooperOf } from './pieces.ts';
import { own } from './records.ts';
import { isInRetreat } from './turnStatus.ts';
import { refuse, turnOf, withLog, type Result } from './orderKit.ts';
import type { GameState } from './types.ts';

/** How many Command Tokens a seat has left (public, RULES.md §5.1; D106). */
export function commandTokensOf(state: GameState, seat: Seat): number {
  return commandTokensLeft(state.commandTokensSpent?.[seat] ?? 0);
}

/** Why the seat may not spend a Command Token now, or null (D106). */
export function spendRefusal(state: GameState, seat: Seat): Result | null {
  const turn = turnOf(state);
  const problem = commandTokenRefusal({
    seat,
    active: turn?.active ?? null,
    orderUnderway: turn?.order !== undefined,
    statesPhase: turn?.statesPhase === true || turn?.impetuousPhase === true,
    left: commandTokensOf(state, seat),
  });
  return problem ? { ok: false, violations: [problem] } : null;
}

/** The state with one more of the seat's Command Tokens spent. */
export function withTokenSpent(state: GameState, seat: Seat): GameState {
  const spent = { ...state.commandTokensSpent, [seat]: (state.commandTokensSpent?.[seat] ?? 0) + 1 };
  return { ...state, commandTokensSpent: spent };
}

/**
 * Whether Retreat! binds this trooper (RULES.md §18.10.3): its army is in Retreat! and no Command Token
 * exempted it (decision D107). Without a trooper (a Hidden Deployment reactor) only the army counts.
 */
export function retreatBinds(state: GameState, seat: Seat, trooperId?: string): boolean {
  if (!isInRetreat(state, seat)) return false;
  return trooperId === undefined || !(state.retreatExempt?.includes(trooperId) ?? false);
}

/** Why Retreat! refuses this trooper a skill, or null: never once a Command Token exempted it (D107). */
export function retreatRefusal(
  state: GameState,
  seat: Seat,
  trooperId: string | undefined,
  skill: SkillId,
  name: string,
): Violation | null {
  return retreatBinds(state, seat, trooperId) ? retreatSkillProblem(skill, name) : null;
}

/**
 * A Command Token spent to make one trooper of an army in Retreat! ignore it until the end of the game
 * (RULES.md §18.10.3; decision D107): its skills are free again at once, its Order is Regular again
 * from the next Order count, and its piece carries a public token saying so.
 */
export function exemptFromRetreat(state: GameState, seat: Seat, pieceId: string): Result {
  const refused = spendRefusal(state, seat);
  if (refused) return refused;
  const piece = own(state.pieces, pieceId);
  if (!piece) return refuse('UNKNOWN_PIECE', `No piece ${pieceId} is on the table.`);
  if (piece.owner !== seat)
    return refuse('NOT_YOUR_PIECE', `That piece belongs to Player ${otherSeat(seat)}.`);
  const trooper = trooperOf(state, pieceId);
  if (!trooper || trooper.deployable) {
    return refuse('UNKNOWN_TROOPER', 'Only a trooper may ignore Retreat!, not a deployable.');
  }
  if (!isInRetreat(state, seat)) {
    return refuse(
      'REQUIREMENT_NOT_MET',
      withRule('Your army is not in Retreat!: there is nothing to ignore.', 'retreat', 'commandTokens'),
    );
  }
  if (state.retreatExempt?.includes(trooper.id)) {
    return refuse(
      'REQUIREMENT_NOT_MET',
      withRule('That trooper already ignores Retreat!.', 'retreat', 'commandTokens'),
    );
  }
  const pieces = { ...state.pieces };
  for (const p of piecesOfTrooper(state, trooper)) {
    if (!p.tokens.includes(RETREAT_EXEMPT_TOKEN)) {
      pieces[p.id] = { ...p, tokens: [...p.tokens, RETREAT_EXEMPT_TOKEN] };
    }
  }
  const next: GameState = {
    ...withTokenSpent(state, seat),
    pieces,
    retreatExempt: [...(state.retreatExempt ?? []), trooper.id],
  };
  const left = commandTokensOf(next, seat);
  return {
    ok: true,
    state: withLog(next, [
      {
        seat,
        text: `Player ${seat} spends a Command Token: the ${publicName(piece)} ignores Retreat! until the end of the game (${String(left)} Command Token${left === 1 ? '' : 's'} left).`,
        rules: ['commandTokens', 'retreat'],
      },
    ]),
  };
}
