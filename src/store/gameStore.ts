import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  apply,
  defaultSetup,
  findScenario,
  newGame,
  scenarioStart,
  scriptAction,
  playScript,
  type Scenario,
  type ScriptStep,
  type Action,
  type Applied,
  type GameSetup,
  type GameState,
  type Viewer,
} from '../engine/index.ts';
import { restore, serialize, STORAGE_KEY, type KeyValueStorage } from './persistence.ts';
import type { Seat, Violation } from '../rules/index.ts';
import { pinMatches } from './pin.ts';
import { forgetGame, keepGame, listGames, reopenGame, type LibraryEntry } from './library.ts';
import { exportGame, openGame } from './saveFile.ts';

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
  /** The scenario the game was loaded from (RULES.md examples), and where its script begins. */
  scenario: { id: string; base: number } | null;
  /** Loads a scenario: its set-up, seed and prelude; the problem if it cannot (nothing changes then). */
  loadScenario: (id: string) => string | null;
  /** Plays the scenario's next scripted step for the seat at the screen. */
  playScenarioStep: (by: Viewer) => Violation | null;
  /** Guided demonstration: sets the scenario game to its start plus its first `steps` scripted steps. */
  guideTo: (steps: number) => string | null;
  /** Whether `pin` opens this seat's view (true when the seat has no PIN). */
  checkPin: (seat: Seat, pin: string) => Promise<boolean>;
  /**
   * A seat asks to take back the last step though the other seat has seen the screen since, or dice
   * were rolled (issue: undo that cannot leak): the other seat must agree at its own screen.
   */
  undoRequest: { by: Seat } | null;
  requestUndo: (by: Viewer) => Violation | null;
  answerUndo: (by: Viewer, accept: boolean) => Violation | null;
  /** This game's id and name in the saved-games list. */
  gameId: string;
  gameName: string;
  rename: (name: string) => void;
  /** The other games kept in this browser (the one on the table is not listed). */
  savedGames: () => LibraryEntry[];
  /** Puts the game on the table away and resumes a kept one; the problem if it cannot. */
  resume: (id: string) => string | null;
  forget: (id: string) => void;
  /** A game file of the game on the table (both seats' secrets are in it). */
  exportFile: (now?: Date) => string;
  /** Opens a game file: the game on the table is kept in the list first; the problem if it cannot. */
  openFile: (text: string) => string | null;
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
      message:
        'The screen has been handed over since: that step can be taken back only if the other player agrees (press Undo to ask).',
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

const reviewCache = new WeakMap<readonly Action[], Map<number, GameState>>();

/**
 * The game after its first `index` actions, for the review (issue: replay and review): a replay of the
 * action list, so it is exactly what happened, same seed, same dice. Memoised per action list.
 */
export function reviewStateAt(g: Pick<GameStore, 'setup' | 'seed' | 'actions'>, index: number): GameState {
  const at = Math.max(0, Math.min(index, g.actions.length));
  let byIndex = reviewCache.get(g.actions);
  if (!byIndex) {
    byIndex = new Map();
    reviewCache.set(g.actions, byIndex);
  }
  const hit = byIndex.get(at);
  if (hit) return hit;
  // Start from the nearest earlier replay already made.
  let from = 0;
  let state = newGame(g.setup, g.seed);
  for (const [k, s] of byIndex) {
    if (k <= at && k > from) {
      from = k;
      state = s;
    }
  }
  for (const action of g.actions.slice(from, at)) {
    const r = apply(state, action);
    if (r.ok) state = r.state;
  }
  byIndex.set(at, state);
  return state;
}

/** Where a scenario's script stands: steps followed, the next one, or off the script. */
export interface ScenarioProgress {
  scenario: Scenario | null;
  played: number;
  next: ScriptStep | null;
  offScript: boolean;
}

/** Two actions alike, positions within a twentieth of an inch (a step played by hand with the mouse). */
function sameAction(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= 0.05;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  if (ka.join() !== kb.join()) return false;
  return ka.every((k) => sameAction((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** One object for "no scenario", so a selector returning it is stable between renders. */
const NO_SCENARIO: ScenarioProgress = { scenario: null, played: 0, next: null, offScript: false };

const progressCache = new WeakMap<readonly Action[], ScenarioProgress>();

/**
 * How far the game has followed its scenario's script: each action since the prelude is compared with
 * what the script's step would be in the state before it (a replay), so moves played by hand count too.
 */
export function scenarioProgress(
  g: Pick<GameStore, 'scenario' | 'setup' | 'seed' | 'actions'>,
): ScenarioProgress {
  const scenario = g.scenario ? (findScenario(g.scenario.id) ?? null) : null;
  if (!scenario || !g.scenario) return NO_SCENARIO;
  const cached = progressCache.get(g.actions);
  if (cached?.scenario === scenario) return cached;
  const base = g.scenario.base;
  let state = replay(g.setup, g.seed, g.actions.slice(0, base));
  let played = 0;
  let offScript = false;
  for (const action of g.actions.slice(base)) {
    const step = scenario.script[played];
    const expected = step ? scriptAction(state, step) : null;
    if (!expected || !('type' in expected) || !sameAction(expected, action)) {
      offScript = true;
      break;
    }
    const r = apply(state, action);
    if (!r.ok) {
      offScript = true;
      break;
    }
    state = r.state;
    played++;
  }
  const progress: ScenarioProgress = {
    scenario,
    played,
    next: offScript ? null : (scenario.script[played] ?? null),
    offScript,
  };
  progressCache.set(g.actions, progress);
  return progress;
}

function newGameId(): string {
  return `g-${Date.now().toString(36)}-${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
}

function defaultName(setup: GameSetup): string {
  const day = new Date().toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
  return setup.game ? `Hot-seat game, ${day}` : `Free set-up, ${day}`;
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
    scenario?: { id: string; base: number };
    id?: string;
    name?: string;
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

  // The game on the table goes into the saved-games list before another takes its place.
  let keepCurrent = (): void => undefined;
  const store = createStore<GameStore>()((set, get) => ({
    setup: restored?.setup ?? start.setup,
    seed: restored?.seed ?? start.seed,
    actions: restored?.actions ?? [],
    redo: restored?.redo ?? [],
    state: restored?.state ?? newGame(start.setup, start.seed),
    restoreError,
    scenario: restored?.scenario ?? null,
    undoRequest: null,
    requestUndo: (by) => {
      const g = get();
      if (!g.setup.game || (by !== 'A' && by !== 'B')) {
        return {
          code: 'INVALID_ACTION',
          message: 'Only a player in a hot-seat game asks the other to agree.',
        };
      }
      if (g.actions.length === 0) return { code: 'NOTHING_TO_UNDO', message: 'Nothing to undo.' };
      if (g.state.phase.kind === 'over') return { code: 'WRONG_PHASE', message: 'The game is over.' };
      set({ undoRequest: { by } });
      return null;
    },
    answerUndo: (by, accept) => {
      const g = get();
      const req = g.undoRequest;
      if (!req) return { code: 'WRONG_PHASE', message: 'Nobody asked to take a step back.' };
      if (by === req.by || by === 'referee') {
        return { code: 'WRONG_SEAT', message: `Player ${req.by === 'A' ? 'B' : 'A'} answers the request.` };
      }
      if (!accept) {
        set({ undoRequest: null });
        return null;
      }
      const rest = g.actions.slice(0, -1);
      // Both agreed: the last step goes, whoever made it; the redo list goes too, so nothing of the
      // other seat's can be re-applied from the screen.
      set({ undoRequest: null, actions: rest, redo: [], state: replay(g.setup, g.seed, rest) });
      return null;
    },
    gameId: restored?.id ?? newGameId(),
    gameName: restored?.name ?? defaultName(restored?.setup ?? start.setup),
    rename: (name) => {
      const n = name.trim().slice(0, 120);
      if (n) set({ gameName: n });
    },
    savedGames: () => listGames(storage),
    resume: (id) => {
      const r = reopenGame(storage, id);
      if (!r.ok) return r.error;
      keepCurrent();
      forgetGame(storage, id);
      set({
        setup: r.session.setup,
        seed: r.session.seed,
        actions: r.session.actions,
        redo: r.session.redo,
        state: r.state,
        scenario: r.session.scenario ?? null,
        gameId: id,
        undoRequest: null,
        gameName: r.entry.name,
      });
      return null;
    },
    forget: (id) => {
      forgetGame(storage, id);
    },
    exportFile: (now) => {
      const g = get();
      return exportGame(
        {
          name: g.gameName,
          setup: g.setup,
          seed: g.seed,
          actions: g.actions,
          ...(g.scenario ? { scenario: g.scenario } : {}),
        },
        now,
      );
    },
    openFile: (text) => {
      const r = openGame(text);
      if (!r.ok) return r.error;
      keepCurrent();
      set({
        setup: r.game.setup,
        seed: r.game.seed,
        actions: r.game.actions,
        redo: [],
        state: r.state,
        scenario: r.game.scenario ?? null,
        gameId: newGameId(),
        undoRequest: null,
        gameName: r.game.name,
      });
      return null;
    },
    loadScenario: (id) => {
      const scenario = findScenario(id);
      if (!scenario) return `There is no scenario "${id}".`;
      const start = scenarioStart(scenario);
      if (!start.ok) return start.problem;
      keepCurrent();
      set({
        gameId: newGameId(),
        undoRequest: null,
        gameName: scenario.title,
        setup: start.setup,
        seed: start.seed,
        actions: start.actions,
        redo: [],
        state: start.state,
        scenario: { id, base: start.actions.length },
      });
      return null;
    },
    guideTo: (steps) => {
      const g = get();
      const scenario = g.scenario ? findScenario(g.scenario.id) : undefined;
      if (!scenario) return 'No scenario is on the table.';
      const k = Math.max(0, Math.min(steps, scenario.script.length));
      const played = playScript(scenario, k);
      if (played.problem) return played.problem;
      set({ actions: played.actions, redo: [], state: played.state, undoRequest: null });
      return null;
    },
    playScenarioStep: (by) => {
      const g = get();
      const next = scenarioProgress(g).next;
      if (!next) return { code: 'INVALID_ACTION', message: 'No scripted step is left to play.' };
      if (by !== next.seat) {
        return { code: 'WRONG_SEAT', message: `The next scripted step is Player ${next.seat}'s.` };
      }
      const action = scriptAction(g.state, next);
      if (!('type' in action)) return action;
      const r = g.dispatch(action);
      return r.ok ? null : (r.violations[0] ?? null);
    },
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
      keepCurrent();
      set({
        setup,
        seed,
        actions: [],
        redo: [],
        state: newGame(setup, seed),
        scenario: null,
        gameId: newGameId(),
        undoRequest: null,
        gameName: defaultName(setup),
      });
    },
    checkPin: async (seat, pin) => {
      const lock = get().setup.game?.pins[seat];
      return lock ? pinMatches(pin, lock) : true;
    },
    clearRestoreError: () => {
      set({ restoreError: null });
    },
  }));

  keepCurrent = () => {
    const g = store.getState();
    if (!storage || g.actions.length === 0) return;
    keepGame(
      storage,
      g.gameId,
      g.gameName,
      {
        seed: g.seed,
        setup: g.setup,
        actions: g.actions,
        redo: g.redo,
        ...(g.scenario ? { scenario: g.scenario } : {}),
      },
      g.state,
    );
  };
  if (storage) {
    const save = (g: GameStore) => {
      try {
        storage.setItem(
          STORAGE_KEY,
          serialize({
            seed: g.seed,
            setup: g.setup,
            actions: g.actions,
            redo: g.redo,
            ...(g.scenario ? { scenario: g.scenario } : {}),
            id: g.gameId,
            name: g.gameName,
          }),
        );
      } catch {
        // Storage full or unavailable: the game goes on; nothing else depends on the save.
      }
    };
    // A rejected save is replaced by the fresh table at once, so the next reload does not refuse it again.
    if (restoreError) save(store.getState());
    store.subscribe((g, prev) => {
      if (
        g.actions === prev.actions &&
        g.redo === prev.redo &&
        g.setup === prev.setup &&
        g.scenario === prev.scenario &&
        g.gameName === prev.gameName
      )
        return;
      save(g);
    });
  }
  return store;
}
