// What the game may wait for, read the same way everywhere (the phase, the guards of `apply`, the
// actions that answer): a step owed for a piece that has left the table is never awaited (settle.ts
// drops such steps after every action; this is the guard for any state that still holds one).
import type { GameState, PendingReplacement } from './types.ts';

/** The first placement still owed for a model on the table (RULES.md §12), if any. */
export function pendingReplacement(state: GameState): PendingReplacement | undefined {
  return state.replacements?.find((p) => p.pieceId in state.pieces);
}

/** The first Alert with a piece on the table still to turn (RULES.md §6.7), if any. */
export function pendingAlert(state: GameState): NonNullable<GameState['alerts']>[number] | undefined {
  return state.alerts?.find((a) => a.pieceIds.some((id) => id in state.pieces));
}
