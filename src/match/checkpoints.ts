import type { Action, GameSetup, GameState } from '../engine/index.ts';

/**
 * States kept every CHECKPOINT_EVERY actions of the game in memory, so taking a step back replays
 * from the nearest one instead of from the start (issue: undo, reload and files replayed the whole
 * game). A checkpoint is only used while the action it follows is still the same object at the same
 * place in the game's list: a list cut back and played on differently never meets an old one.
 */
export const CHECKPOINT_EVERY = 100;

interface Checkpoint {
  /** The action just before the checkpoint (actions[at - 1]), by identity. */
  last: Action;
  state: GameState;
}

const kept = new WeakMap<GameSetup, Map<number, Checkpoint>>();

/** Keeps the state after `actions` when their count is a multiple of CHECKPOINT_EVERY. */
export function keepCheckpoint(setup: GameSetup, actions: readonly Action[], state: GameState): void {
  const at = actions.length;
  const last = actions[at - 1];
  if (at === 0 || at % CHECKPOINT_EVERY !== 0 || !last) return;
  let byAt = kept.get(setup);
  if (!byAt) {
    byAt = new Map();
    kept.set(setup, byAt);
  }
  byAt.set(at, { last, state });
}

/** The latest checkpoint of this game at or before `upTo` actions that still belongs to `actions`. */
export function nearestCheckpoint(
  setup: GameSetup,
  actions: readonly Action[],
  upTo: number,
): { at: number; state: GameState } | undefined {
  const byAt = kept.get(setup);
  if (!byAt) return undefined;
  let best: { at: number; state: GameState } | undefined;
  for (const [at, cp] of byAt) {
    if (at > upTo || at > actions.length) continue;
    if (actions[at - 1] !== cp.last) {
      byAt.delete(at);
      continue;
    }
    if (!best || at > best.at) best = { at, state: cp.state };
  }
  return best;
}
