import { actingSeat, stepText } from './phase.ts';
import { settledState } from './reducer.ts';
import type { GameState } from './types.ts';

/**
 * What the engine waits for (ARCHITECTURE.md §4): in the Deployment Phase the deploying seat;
 * a free set-up, or a game whose deployment is complete, waits for nobody in particular.
 */
export function awaiting(state: GameState): { seat: 'A' | 'B'; step: string } | null {
  // One answer for the curtain and for the engine: a pending replacement, an Alert or a proposal to
  // end the game comes before the Order's own step (actingSeat). A step owed for a piece that has left
  // the table is never awaited: the state is read as `apply` reads it (settle.ts).
  const settled = settledState(state);
  const seat = actingSeat(settled);
  return seat ? { seat, step: stepText(settled) } : null;
}
