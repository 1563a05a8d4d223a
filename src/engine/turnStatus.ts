import type { Seat } from '../rules/index.ts';
import type { GameState, TurnPhase } from './types.ts';

/** The Orders the active seat has left in its Player Turn, and the turn in words (RULES.md §11.3). */
function total(p: TurnPhase): number {
  return p.orders.regular + Object.values(p.orders.irregular).reduce((a, b) => a + b, 0);
}

export function turnText(p: TurnPhase): string {
  const n = total(p);
  return `Round ${String(p.round)} · Player ${p.active}'s turn · ${String(n)} Order${n === 1 ? '' : 's'} left`;
}

export function ordersLeft(p: TurnPhase): number {
  return total(p);
}

/** Whether a seat's army is in Retreat! now (public, RULES.md §18.10.3). */
export function isInRetreat(state: GameState, seat: Seat): boolean {
  return state.retreat?.includes(seat) ?? false;
}
