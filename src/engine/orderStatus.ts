import { otherSeat, type Seat } from '../rules/index.ts';
import { turnText } from './turnStatus.ts';
import type { GameState, OrderState, TurnPhase } from './types.ts';

/** What the Order awaits and from whom (ARCHITECTURE.md §4). */
export function orderAwaiting(turn: TurnPhase): { seat: Seat; step: string } {
  const order = turn.order;
  const reactive = otherSeat(turn.active);
  const base = turnText(turn);
  if (!order) {
    const impetuous = ' · Impetuous Phase: activate an Impetuous trooper without an Order, or end the phase';
    return { seat: turn.active, step: turn.impetuousPhase ? `${base}${impetuous}` : base };
  }
  switch (order.stage) {
    case 'first':
      return {
        seat: turn.active,
        step: `${base} · declare the first skill${order.impetuous ? ' (Impetuous activation)' : ''}`,
      };
    case 'second':
      return { seat: turn.active, step: `${base} · declare the second skill` };
    case 'aro':
      return { seat: reactive, step: `${base} · Player ${reactive} declares AROs` };
    case 'dodge': {
      const seat = dodgingSeat(null, turn, order);
      return { seat, step: `${base} · Player ${seat} moves its Dodging pieces` };
    }
  }
}

/** Whose Dodge move comes next: the active seat's piece first (RULES.md §5.3 step 6). */
export function dodgingSeat(_state: GameState | null, turn: TurnPhase, order: OrderState): Seat {
  return order.dodges.some((id) => order.pieceIds.includes(id)) ? turn.active : otherSeat(turn.active);
}
