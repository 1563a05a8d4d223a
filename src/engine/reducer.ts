import type { Action, Applied, GameState } from './types.ts';
import { loadSchemas, schemasLoaded } from './zod.ts';

/**
 * Where the one reducer (apply.ts, ARCHITECTURE.md §4) is reached from the match, the record's replay
 * and the store. The reducer is most of the engine: every step of an Order, every skill. A browser
 * draws its first table without it (a fresh table has no action to apply), loads it in the
 * background just after (loadReducer), and waits for it before the first action, a replay or a
 * kept game's restore. Anything that imports apply.ts (the engine's index does, so the server and
 * the tests always have it) installs it.
 */
interface Reducer {
  apply: (state: GameState, action: Action) => Applied;
  /** settle.ts's settleGone: a state read as `apply` reads it, with no step owed for a piece gone. */
  settleGone: (state: GameState, since: number) => GameState;
}

let reducer: Reducer | null = null;
let loading: Promise<void> | null = null;

/** apply.ts installs itself when it is evaluated; the first install stays. */
export function installReducer(r: Reducer): void {
  reducer ??= r;
}

/** Whether actions can be applied now, without waiting: the reducer and zod, which reads them, are here. */
export function reducerLoaded(): boolean {
  return reducer !== null && schemasLoaded();
}

/**
 * Loads the reducer, and zod with it (zod.ts): each in its own chunk, asked for at once. Once; a failed
 * load, say the network went, is tried again at the next call. Resolves once actions can be applied.
 */
export function loadReducer(): Promise<void> {
  if (reducerLoaded()) return Promise.resolve();
  loading ??= Promise.all([import('./apply.ts'), loadSchemas()]).then(
    ([m]) => {
      m.installed();
    },
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/**
 * The reducer's answer. Callers make sure it has loaded (reducerLoaded, loadReducer): a state with
 * actions, or an action to apply, exists only once it has.
 */
export function applyAction(state: GameState, action: Action): Applied {
  if (!reducer) throw new Error('The rules engine has not loaded yet.');
  return reducer.apply(state, action);
}

/**
 * A state as the reducer reads it: no step owed for a piece that has left the table (settle.ts). Before
 * the reducer has loaded the only state there is is a fresh game's, which owes nothing: it is read as
 * it is.
 */
export function settledState(state: GameState): GameState {
  return reducer ? reducer.settleGone(state, state.log.length) : state;
}
