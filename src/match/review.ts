import {
  replayRecord,
  viewFor,
  viewLogBefore,
  type Action,
  type GameRecord,
  type GameState,
  type View,
  type ViewLogLine,
  type Viewer,
} from '../engine/index.ts';
import type { Match } from './match.ts';

/**
 * The viewers that see everything, made explicit (ARCHITECTURE.md §10): the referee of a free set-up,
 * and the review of a finished game through any lens. Nobody else is given a view that is not its own.
 */

/**
 * The lens a viewer is given: the referee sees everything of a free set-up, of a finished game and of
 * a rulebook example shown as a demonstration (`demonstration`: a scenario, whose secrets are printed
 * in the rulebook); of any other game under way, only what anybody may know (the public view),
 * whoever asks for it.
 */
export function lensOf(m: Pick<Match, 'setup' | 'state'>, viewer: Viewer, demonstration = false): Viewer {
  if (viewer !== 'referee' || demonstration || !m.setup.game || m.state.phase.kind === 'over') return viewer;
  return 'public';
}

const reviewCache = new WeakMap<readonly Action[], Map<number, GameState>>();

/**
 * The game after its first `index` actions, for the review (issue: replay and review): a replay of the
 * action list, so it is exactly what happened, same seed, same dice. Memoised per action list.
 */
export function reviewStateAt(g: GameRecord, index: number): GameState {
  const at = Math.max(0, Math.min(index, g.actions.length));
  let byIndex = reviewCache.get(g.actions);
  if (!byIndex) {
    byIndex = new Map();
    reviewCache.set(g.actions, byIndex);
  }
  const hit = byIndex.get(at);
  if (hit) return hit;
  // Start from the nearest earlier replay already made.
  let from: { at: number; state: GameState } | undefined;
  for (const [k, s] of byIndex) {
    if (k <= at && k > (from?.at ?? 0)) from = { at: k, state: s };
  }
  const state = replayRecord(g, at, from).state;
  byIndex.set(at, state);
  return state;
}

/** Whether a record may be reviewed with everything revealed: a free set-up, or a game that is over. */
export function reviewable(g: GameRecord): boolean {
  return !g.setup.game || reviewStateAt(g, g.actions.length).phase.kind === 'over';
}

/**
 * The review's view: the game after `index` actions through `lens` (a seat, the audience, or the
 * referee with everything revealed). Null while the game is not over: a review is no door to a secret.
 */
export function reviewView(g: GameRecord, index: number, lens: Viewer): View | null {
  return reviewable(g) ? viewFor(reviewStateAt(g, index), lens) : null;
}

/** Older log lines of the review's view (null while the game is not over). */
export function reviewLogBefore(
  g: GameRecord,
  index: number,
  lens: Viewer,
  beforeSeq: number,
  count: number,
): ViewLogLine[] | null {
  return reviewable(g) ? viewLogBefore(reviewStateAt(g, index), lens, beforeSeq, count) : null;
}
