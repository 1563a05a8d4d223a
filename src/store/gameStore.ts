import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  apply,
  defaultSetup,
  newGame,
  type Action,
  type Applied,
  type GameSetup,
  type GameState,
  type Viewer,
} from '../engine/index.ts';
import { restore, serialize, STORAGE_KEY, type KeyValueStorage } from './persistence.ts';
import type { Seat, Violation } from '../rules/index.ts';
import { pinMatches } from './pin.ts';

/**
 * The game store: engine state plus the action list it came from (ARCHITECTURE.md §6).
 * Undo replays a shorter list, so it is always exact; redo re-applies what undo took back.
 */
export interface GameStore {
  setup: GameSetup;
  seed: number;
  actions: Action[];
  redo: Action[];
  state: GameState;
  /** A problem met while restoring the saved game (shown once, then cleared; the bad save is replaced). */
  restoreError: string | null;
  dispatch: (action: Action) => Applied;
  /** Takes back the last action; in a game only the seat at the screen's own, since the last handover. */
  undo: (by?: Viewer) => Violation | null;
  redoStep: (by?: Viewer) => Violation | null;
  newTable: (setup: GameSetup, seed?: number) => void;
  /** Whether `pin` opens this seat's view (true when the seat has no PIN). */
  checkPin: (seat: Seat, pin: string) => Promise<boolean>;
  clearRestoreError: () => void;
}

export function replay(setup: GameSetup, seed: number, actions: readonly Action[]): GameState {
  let state = newGame(setup, seed);
  for (const a of actions) {
    const r = apply(state, a);
    // WARNING: a recorded action that no longer applies means the engine changed under a saved game.
    if (!r.ok) throw new Error(`Replay failed: ${r.violations.map((v) => v.code).join(', ')}`);
    state = r.state;
  }
  return state;
}

/**
 * Undo that cannot leak (ARCHITECTURE.md §5): in a game a seat takes back only its own steps, and
 * never across a handover, because the other seat has been shown the table since.
 */
function undoProblem(setup: GameSetup, action: Action, by: Viewer | undefined): Violation | null {
  if (!setup.game) return null;
  if (action.type === 'endDeployment') {
    return {
      code: 'CANNOT_UNDO_ACROSS_HANDOVER',
      message: 'The screen has been handed over since; that step cannot be taken back.',
    };
  }
  const seat = 'seat' in action ? action.seat : undefined;
  if (by === undefined || by === 'referee' || seat !== by) {
    return { code: 'CANNOT_UNDO_ACROSS_HANDOVER', message: 'You can only undo your own steps.' };
  }
  return null;
}

/** Whether the Undo (or Redo) button can do anything for this viewer (dice are checked on use). */
export function canTakeBack(g: GameStore, by: Viewer, which: 'undo' | 'redo'): boolean {
  const action = which === 'undo' ? g.actions.at(-1) : g.redo.at(-1);
  return action !== undefined && undoProblem(g.setup, action, by) === null;
}

export function createGameStore(
  storage?: KeyValueStorage,
  initial?: { setup: GameSetup; seed: number },
): StoreApi<GameStore> {
  const start = initial ?? { setup: defaultSetup(), seed: 20261121 };
  let restored: {
    setup: GameSetup;
    seed: number;
    actions: Action[];
    redo: Action[];
    state: GameState;
  } | null = null;
  let restoreError: string | null = null;
  const saved = storage?.getItem(STORAGE_KEY);
  if (saved) {
    const r = restore(saved);
    if (r.ok) restored = { ...r.session, state: r.state };
    else {
      restoreError = `${r.error} A new table was started; the old save was kept under "${STORAGE_KEY}.rejected".`;
      try {
        storage?.setItem(`${STORAGE_KEY}.rejected`, saved);
      } catch {
        restoreError = `${r.error} A new table was started; the old save could not be kept (storage is full).`;
      }
    }
  }

  const store = createStore<GameStore>()((set, get) => ({
    setup: restored?.setup ?? start.setup,
    seed: restored?.seed ?? start.seed,
    actions: restored?.actions ?? [],
    redo: restored?.redo ?? [],
    state: restored?.state ?? newGame(start.setup, start.seed),
    restoreError,
    dispatch: (action) => {
      const r = apply(get().state, action);
      if (r.ok) set((s) => ({ state: r.state, actions: [...s.actions, action], redo: [] }));
      return r;
    },
    undo: (by) => {
      const { actions, setup, seed, redo, state } = get();
      const last = actions.at(-1);
      if (!last) return { code: 'NOTHING_TO_UNDO', message: 'Nothing to undo.' };
      const problem = undoProblem(setup, last, by);
      if (problem) return problem;
      const rest = actions.slice(0, -1);
      const earlier = replay(setup, seed, rest);
      if (setup.game && state.log.slice(earlier.log.length).some((e) => e.dice)) {
        return { code: 'DICE_ROLLED', message: 'Dice were rolled in that step; it cannot be taken back.' };
      }
      set({ actions: rest, redo: [...redo, last], state: earlier });
      return null;
    },
    redoStep: (by) => {
      const { redo, state, setup } = get();
      const next = redo.at(-1);
      if (!next) return { code: 'NOTHING_TO_REDO', message: 'Nothing to redo.' };
      const problem = undoProblem(setup, next, by);
      if (problem) return { ...problem, message: problem.message.replace('undo', 'redo') };
      const r = apply(state, next);
      if (!r.ok) {
        set({ redo: [] });
        return r.violations[0] ?? null;
      }
      set((s) => ({ state: r.state, actions: [...s.actions, next], redo: s.redo.slice(0, -1) }));
      return null;
    },
    newTable: (setup, seed = get().seed + 1) => {
      set({ setup, seed, actions: [], redo: [], state: newGame(setup, seed) });
    },
    checkPin: async (seat, pin) => {
      const lock = get().setup.game?.pins[seat];
      return lock ? pinMatches(pin, lock) : true;
    },
    clearRestoreError: () => {
      set({ restoreError: null });
    },
  }));

  if (storage) {
    const save = (g: GameStore) => {
      try {
        storage.setItem(
          STORAGE_KEY,
          serialize({ seed: g.seed, setup: g.setup, actions: g.actions, redo: g.redo }),
        );
      } catch {
        // Storage full or unavailable: the game goes on; nothing else depends on the save.
      }
    };
    // A rejected save is replaced by the fresh table at once, so the next reload does not refuse it again.
    if (restoreError) save(store.getState());
    store.subscribe((g, prev) => {
      if (g.actions === prev.actions && g.redo === prev.redo && g.setup === prev.setup) return;
      save(g);
    });
  }
  return store;
}
