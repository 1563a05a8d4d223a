import { appendLog } from './logList.ts';
// Ending a game by agreement: the seat at the screen proposes, the other answers at its own screen;
// when both agree the game is over and can be reviewed with everything revealed (issue: review).
import { otherSeat, violation, type Seat } from '../rules/index.ts';
import { actingSeat } from './phase.ts';
import type { Applied, GameState } from './types.ts';

function refused(state: GameState, code: 'WRONG_PHASE' | 'WRONG_SEAT', message: string): Applied {
  return { ok: false, state, violations: [violation(code, message)] };
}

export function proposeEnd(state: GameState, seat: Seat): Applied {
  if (!state.setup.game || state.phase.kind === 'free')
    return refused(state, 'WRONG_PHASE', 'Only a hot-seat game can be ended.');
  if (state.phase.kind === 'over') return refused(state, 'WRONG_PHASE', 'The game is already over.');
  const acting = actingSeat(state);
  if (acting !== seat) return refused(state, 'WRONG_SEAT', `Player ${String(acting)} has the screen now.`);
  const e = { seq: state.log.length + 1, seat, text: `Player ${seat} proposes to end the game here.` };
  return { ok: true, state: { ...state, endProposedBy: seat, log: appendLog(state.log, e) }, events: [e] };
}

export function answerEnd(state: GameState, seat: Seat, accept: boolean): Applied {
  const by = state.endProposedBy;
  if (!by) return refused(state, 'WRONG_PHASE', 'Nobody has proposed to end the game.');
  if (seat !== otherSeat(by))
    return refused(state, 'WRONG_SEAT', `Player ${otherSeat(by)} answers the proposal.`);
  const { endProposedBy: _gone, ...rest } = state;
  if (!accept) {
    const e = { seq: state.log.length + 1, seat, text: `Player ${seat} plays on: the game goes on.` };
    return { ok: true, state: { ...rest, log: appendLog(state.log, e) }, events: [e] };
  }
  const round = state.phase.kind === 'turn' ? state.phase.round : 0;
  const e = {
    seq: state.log.length + 1,
    seat,
    text: `Both players agreed to end the game in round ${String(round)}.`,
  };
  return {
    ok: true,
    state: { ...rest, phase: { kind: 'over', rounds: round }, log: appendLog(state.log, e) },
    events: [e],
  };
}
