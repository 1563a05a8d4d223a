import { loadReducer } from '../engine/reducer.ts';
import { RULES_UNAVAILABLE } from '../store/gameStore.ts';
import type { Stores } from '../store/index.ts';

/**
 * Runs a command that plays or replays the game (a review, a reopen preview) once the rules engine is
 * here (engine/reducer.ts): at once when it is, else when it has loaded. If it cannot be fetched, the
 * status bar says so, and nothing else happens.
 */
export function withRules(session: Stores['session'], run: () => void): void {
  void loadReducer().then(run, () => {
    session.getState().say(RULES_UNAVAILABLE.message, 'error');
  });
}
