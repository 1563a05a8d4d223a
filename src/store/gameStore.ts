import { keepCheckpoint } from '../match/checkpoints.ts';
import {
  canTakeBack as canTakeBackInMatch,
  play,
  readUndoAnswer,
  startMatch,
  type Match,
} from '../match/match.ts';
import { readStoredGame, storedGameWriter } from './persist/storedGame.ts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  applyAction,
  loadReducer,
  reducerLoaded,
  newGame,
  replayRecord,
  type Action,
  type Applied,
  type GameRecord,
  type GameSetup,
  type GameState,
  type PinLock,
  type RandomJump,
  type RandomSpec,
  type Viewer,
  type ViewLogLine,
} from '../engine/index.ts';
import { defaultSetup, type Scenario, type ScriptStep } from '../content/index.ts';
import {
  freshSpec,
  megabytes,
  STORAGE_KEY,
  type KeyValueStorage,
  type SavedSession,
} from './persist/persistence.ts';
import { SEATS, type Seat, type Violation } from '../rules/index.ts';
import { pinMatches } from './pin.ts';
import {
  forgetGame,
  keepGame,
  keptPins,
  listGames,
  reopenGame,
  type LibraryEntry,
} from './persist/library.ts';
import { MAX_GAME_CHARS } from '../protocol/limits.ts';
import type { UndoAnswer, UndoRequest } from '../match/undoRequest.ts';
import type { Ask } from '../match/judge.ts';
import type { Answered, SeatLink } from './net/remoteMatch.ts';
import {
  forgetSeat,
  keepSeat,
  keptGames,
  keptSeat,
  type KeptGame,
  type Shares,
  type TwoDevices,
} from './net/twoDevices.ts';
import { localPort, remotePort } from './net/port.ts';
import { withSchemas } from '../engine/zod.ts';

type ScenarioKit = typeof import('./scenarioKit.ts');
let kit: ScenarioKit | null = null;

/** Loads the scenario library (once); the table's first draw does not wait for it. */
export async function loadScenarioKit(): Promise<ScenarioKit> {
  // A scenario starts by playing its prelude: the reducer comes with the library.
  if (!kit) [kit] = await Promise.all([import('./scenarioKit.ts'), loadReducer()]);
  return kit;
}

/** PINs typed for a guarded step (export, rename, delete): one per protected seat. */
export type Pins = Partial<Record<Seat, string>>;

/**
 * The game store: engine state plus the action list it came from (ARCHITECTURE.md §6).
 * Undo replays a shorter list, so it is always exact; redo re-applies what undo took back.
 */
export interface GameStore {
  setup: GameSetup;
  /** How the game's randomness was seeded: a secret of both seats, never in a view (random.ts). */
  random: RandomSpec;
  /** Where the generator was moved on outside an action (a step with dice taken back; record.ts). */
  jumps: RandomJump[];
  actions: Action[];
  redo: Action[];
  state: GameState;
  /** A problem met while restoring the saved game (shown once, then cleared; the bad save is replaced). */
  restoreError: string | null;
  /** The last save to browser storage failed (full, or private browsing): the game lives only here. */
  saveError: string | null;
  dispatch: (action: Action) => Applied;
  /** Takes back the last action; in a game only the seat at the screen's own, since the last handover. */
  undo: (by?: Viewer) => Violation | null;
  redoStep: (by?: Viewer) => Violation | null;
  /** Starts a new table (a fresh secret key unless given); the problem if the current game cannot be kept. */
  newTable: (setup: GameSetup, random?: RandomSpec) => string | null;
  /** The scenario the game was loaded from (RULES.md examples), and where its script begins. */
  scenario: { id: string; base: number } | null;
  /** Loads a scenario: its set-up, seed and prelude; the problem if it cannot (nothing changes then). */
  loadScenario: (id: string) => Promise<string | null>;
  /** The scenario library has loaded (the scenario panels read it). */
  scenarioKitReady: boolean;
  /** Plays the scenario's next scripted step for the seat at the screen. */
  playScenarioStep: (by: Viewer) => Violation | null;
  /** Guided demonstration: sets the scenario game to its start plus its first `steps` scripted steps. */
  guideTo: (steps: number) => string | null;
  /** Whether `pin` opens this seat's view (true when the seat has no PIN). */
  checkPin: (seat: Seat, pin: string) => Promise<boolean>;
  /**
   * A seat asks to take back its own last step though the other seat has seen the screen since, or
   * dice were rolled (issue: honest undo): the other seat must agree at its own screen. What goes is
   * the asker's last step and everything after it. Kept with the game, so a reload keeps it.
   */
  undoRequest: UndoRequest | null;
  requestUndo: (by: Viewer) => Violation | null;
  answerUndo: (by: Viewer, accept: boolean) => Violation | null;
  /** The answer, for the asker to read at its next screen (kept with the game too). */
  undoAnswer: UndoAnswer | null;
  dismissUndoAnswer: (by: Viewer) => void;
  /** This game's id and name in the saved-games list. */
  gameId: string;
  gameName: string;
  /** The seats whose PIN guards export, rename and delete of the game on the table (none once it is over). */
  guardedSeats: () => Seat[];
  /** Renames the game on the table; needs every guarded seat's PIN. */
  rename: (name: string, pins?: Pins) => Promise<string | null>;
  /** The other games kept in this browser (the one on the table is not listed). */
  savedGames: () => LibraryEntry[];
  /** Puts the game on the table away and resumes a kept one; the problem if it cannot. */
  resume: (id: string) => string | null;
  /** Deletes a kept game; needs the PIN of each of its seats that has one, unless it is over. */
  forget: (id: string, pins?: Pins) => Promise<string | null>;
  /**
   * A game file of the game on the table: both seats' secrets and the dice key are in it, so it needs
   * every guarded seat's PIN (issue: secrets that hold). The file's text, or the problem.
   */
  exportFile: (pins?: Pins, now?: Date) => Promise<{ ok: true; text: string } | { ok: false; error: string }>;
  /**
   * Opens a game file: the game on the table is kept in the list first; the problem if it cannot.
   * The file reader loads on first use (it is not needed to draw the first table).
   */
  openFile: (text: string) => Promise<string | null>;
  clearRestoreError: () => void;
  clearSaveError: () => void;
  /**
   * A game on the game server this device plays (issue: two devices), or null. While it is set, the
   * table is the server's: the store's own game stays as it was (the hot-seat table, kept for later),
   * and the UI reads only the packets this device is sent (store/index.ts).
   */
  remote: TwoDevices | null;
  /** Opens a seat (or the audience's view) of a game on the server; it keeps trying until it is there. */
  openRemote: (link: SeatLink, shares?: Shares) => void;
  /** Leaves the two-device game on this device (its seat stays: its link opens it again). */
  leaveRemote: () => void;
  /**
   * Asks the referee for `by` through the port (store/net/port.ts): the match in this page, answered at
   * once, or on two devices the server's, answered once the step is judged and kept.
   */
  ask: (by: Viewer, ask: Ask) => Answered | Promise<Answered>;
  /** The two-device games this browser holds a seat of (to rejoin from the home screen). */
  twoDeviceGames: () => KeptGame[];
  /** Forgets a two-device game's seat in this browser. */
  forgetTwoDeviceGame: (game: string) => void;
  /** On two devices: older lines of this device's own log, from the server. */
  olderRemote: (beforeSeq: number, count: number) => Promise<ViewLogLine[]>;
  /** Opens the two-device game again if the server put it away for want of moves (nothing otherwise). */
  wakeRemote: () => void;
}

export function replay(rec: GameRecord): GameState {
  const r = replayRecord(rec);
  // WARNING: a recorded action that no longer applies means the engine changed under a saved game.
  if (!r.ok) throw new Error(`Replay failed: ${r.violations.map((v) => v.code).join(', ')}`);
  return r.state;
}

/** The record of the game in a store: what a replay, a save or a file is made of. */
export function recordOf(g: Pick<GameStore, 'setup' | 'random' | 'jumps' | 'actions'>): GameRecord {
  return { setup: g.setup, random: g.random, actions: g.actions, jumps: g.jumps };
}

/** Checks the PINs typed for a guarded step against the locks; the problem, or null when all match. */
export async function checkPins(
  locks: Partial<Record<Seat, PinLock>>,
  pins: Pins | undefined,
): Promise<string | null> {
  for (const seat of SEATS) {
    const lock = locks[seat];
    if (!lock) continue;
    const pin = pins?.[seat] ?? '';
    if (!pin) return `Type Player ${seat}'s PIN: this game keeps Player ${seat}'s secrets.`;
    if (!(await pinMatches(pin, lock))) return `That is not Player ${seat}'s PIN.`;
  }
  return null;
}

/** Whether the Undo (or Redo) button can do anything for this viewer (dice are checked on use). */
export function canTakeBack(g: GameStore, by: Viewer, which: 'undo' | 'redo'): boolean {
  return canTakeBackInMatch(matchOf(g), by, which);
}

/** The fields of a store that are its match's. */
type MatchField = keyof Match & keyof GameStore;

/** The game in a store as its referee holds it (match/match.ts). */
function matchOf(g: Pick<GameStore, MatchField>): Match {
  return {
    setup: g.setup,
    random: g.random,
    jumps: g.jumps,
    actions: g.actions,
    redo: g.redo,
    state: g.state,
    undoRequest: g.undoRequest,
    undoAnswer: g.undoAnswer,
  };
}

/** The store's fields from a match the referee returned. */
function fromMatch(m: Match): Pick<GameStore, MatchField> {
  return {
    setup: m.setup,
    random: m.random,
    jumps: [...m.jumps],
    actions: [...m.actions],
    redo: [...m.redo],
    state: m.state,
    undoRequest: m.undoRequest,
    undoAnswer: m.undoAnswer,
  };
}

export { reviewStateAt } from '../match/review.ts';

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
  g: Pick<GameStore, 'scenario' | 'setup' | 'random' | 'jumps' | 'actions'>,
): ScenarioProgress {
  // Until the library has loaded, there is no script to follow yet (not cached: it will come).
  if (!kit) return NO_SCENARIO;
  const scriptAction = kit.scriptAction;
  const scenario = g.scenario ? (kit.findScenario(g.scenario.id) ?? null) : null;
  if (!scenario || !g.scenario) return NO_SCENARIO;
  const cached = progressCache.get(g.actions);
  if (cached?.scenario === scenario) return cached;
  const base = g.scenario.base;
  let state = replayRecord(recordOf(g), base).state;
  let played = 0;
  let offScript = false;
  for (const action of g.actions.slice(base)) {
    const step = scenario.script[played];
    const jump = g.jumps.find((j) => j.at === base + played);
    if (jump) state = { ...state, random: jump.random };
    const expected = step ? scriptAction(state, step) : null;
    if (!expected || !('type' in expected) || !sameAction(expected, action)) {
      offScript = true;
      break;
    }
    const r = applyAction(state, action);
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

/**
 * A game or a set-up is under way, kept as the game on the table: something was done on it, a scenario
 * is loaded, or it is a hot-seat game (kept from the moment it is begun, before its first step).
 */
export function underWay(g: Pick<GameStore, 'actions' | 'scenario' | 'setup'>): boolean {
  return g.actions.length > 0 || g.scenario !== null || g.setup.game !== undefined;
}

/** The first reason the referee in this page refused, or null. */
function refusal(r: Answered): Violation | null {
  return r.ok ? null : (r.violations[0] ?? null);
}

/**
 * Said by a step asked for in the moment between the first table and the rules engine's arrival
 * (engine/reducer.ts), when the step cannot wait for it; the engine is asked to load at once.
 */
export const RULES_LOADING: Violation = {
  code: 'RULES_LOADING',
  message: 'The rules are still loading: try again in a moment.',
};

/** RULES_LOADING, once the engine has been asked to load; null when it is there. */
function rulesLoading(): Violation | null {
  if (reducerLoaded()) return null;
  void loadReducer().catch(() => undefined);
  return RULES_LOADING;
}

/** Said when the rules engine cannot be fetched (the network went before it came). */
export const RULES_UNAVAILABLE: Violation = {
  code: 'RULES_LOADING',
  message: 'The rules could not be loaded: check the connection, then try again.',
};

function newGameId(): string {
  // Not crypto.randomUUID: a page opened over plain http from another address (a phone on the club's
  // Wi-Fi) is no secure context and has none; getRandomValues is there everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `g-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A new game's name, with the day ("Free set-up, 27 Nov"). Written out by hand: the browser's date
 * formatting loads its locale data at the first call, about 20 ms of a phone's first table.
 */
export function defaultName(setup: GameSetup, now = new Date()): string {
  const day = `${String(now.getDate())} ${MONTHS[now.getMonth()] ?? ''}`;
  return setup.game ? `Hot-seat game, ${day}` : `Free set-up, ${day}`;
}

/** The game-defining part of the store: what replaces it when another game comes to the table. */
type Table = Pick<
  GameStore,
  'setup' | 'random' | 'jumps' | 'actions' | 'redo' | 'state' | 'scenario' | 'gameId' | 'gameName'
>;

function sessionOf(g: Table & Partial<Pick<GameStore, 'undoRequest' | 'undoAnswer'>>): SavedSession {
  const undo = {
    ...(g.undoRequest ? { request: g.undoRequest } : {}),
    ...(g.undoAnswer ? { answer: g.undoAnswer } : {}),
  };
  return {
    random: g.random,
    ...(g.jumps.length ? { jumps: g.jumps } : {}),
    setup: g.setup,
    actions: g.actions,
    redo: g.redo,
    ...(g.scenario ? { scenario: g.scenario } : {}),
    ...(undo.request || undo.answer ? { undo } : {}),
    id: g.gameId,
    name: g.gameName,
  };
}

const SAVE_FAILED =
  'This browser could not save the game (its storage is full, or it is in private browsing). The game is still here, but a reload would lose it: export it to a file to keep it.';

export function createGameStore(
  storage?: KeyValueStorage,
  initial?: { setup: GameSetup; random: RandomSpec },
  tabStorage?: KeyValueStorage,
): StoreApi<GameStore> {
  const start = initial ?? { setup: defaultSetup(), random: freshSpec() };
  let restored: (SavedSession & { state: GameState }) | null = null;
  let restoreError: string | null = null;
  const found = storage ? readStoredGame(storage, STORAGE_KEY) : null;
  const saved = storage?.getItem(STORAGE_KEY);
  if (found && saved) {
    const r = found.restored;
    if (r.ok) {
      restored = { ...r.session, state: r.state };
      // The checkpoint the reload started from serves undo too.
      if (found.from)
        keepCheckpoint(r.session.setup, r.session.actions.slice(0, found.from.at), found.from.state);
    } else {
      restoreError = `${r.error} A new table was started; the old save was kept under "${STORAGE_KEY}.rejected".`;
      try {
        storage?.setItem(`${STORAGE_KEY}.rejected`, saved);
      } catch {
        restoreError = `${r.error} A new table was started; the old save could not be kept (storage is full).`;
      }
    }
  }

  // Writes only what changed after each action (storedGame.ts).
  const writer = storage
    ? storedGameWriter(storage, STORAGE_KEY, found?.restored.ok ? found : undefined)
    : null;
  /** Writes the game on the table to storage; the problem if the browser refused. */
  const write = (g: Table): string | null => {
    if (!writer) return null;
    const refused = writer.write(sessionOf(g), g.state);
    if (refused?.problem === 'too-large') {
      return `The game has grown too large to keep in this browser (${megabytes(refused.chars)}; the most is ${megabytes(MAX_GAME_CHARS)}). Export it to a file to keep it.`;
    }
    return refused ? SAVE_FAILED : null;
  };

  const store = createStore<GameStore>()((set, get) => {
    /**
     * Another game comes to the table: the one there is kept in the list first, and the new one must
     * fit in storage, or nothing changes and the problem is returned (nothing is lost silently).
     */
    const switchTo = (next: Table): string | null => {
      if (storage) {
        const current = get();
        const kept = underWay(current);
        const keptProblem = kept
          ? keepGame(storage, current.gameId, current.gameName, sessionOf(current), current.state)
          : null;
        if (keptProblem) return `${keptProblem} Nothing else was opened.`;
        const problem = write(next);
        if (problem) {
          if (kept) forgetGame(storage, current.gameId);
          return problem === SAVE_FAILED
            ? 'It is too large to keep in this browser (its storage is full): the game on the table is unchanged.'
            : problem;
        }
      }
      set({ ...next, undoRequest: null, undoAnswer: null, saveError: null });
      return null;
    };
    const guarded = (g: GameStore): Partial<Record<Seat, PinLock>> =>
      g.state.phase.kind === 'over' ? {} : (g.setup.game?.pins ?? {});
    return {
      setup: restored?.setup ?? start.setup,
      random: restored?.random ?? start.random,
      jumps: restored?.jumps ?? [],
      actions: restored?.actions ?? [],
      redo: restored?.redo ?? [],
      state: restored?.state ?? newGame(start.setup, start.random),
      restoreError,
      saveError: null,
      scenarioKitReady: kit !== null,
      scenario: restored?.scenario ?? null,
      // A request or answer kept with a game that no longer matches it (an older build's save) is dropped.
      undoRequest:
        restored?.undo?.request && restored.undo.request.at < restored.actions.length
          ? restored.undo.request
          : null,
      undoAnswer: restored?.undo?.answer ?? null,
      requestUndo: (by) => rulesLoading() ?? refusal(local.ask(by, { type: 'requestUndo' })),
      dismissUndoAnswer: (by) => {
        const g = get();
        if (g.remote) {
          void port.ask(by, { type: 'readAnswer' });
          return;
        }
        const m = readUndoAnswer(matchOf(g), by);
        if (m.undoAnswer !== g.undoAnswer) set({ undoAnswer: m.undoAnswer });
      },
      answerUndo: (by, accept) => rulesLoading() ?? refusal(local.ask(by, { type: 'answerUndo', accept })),
      gameId: restored?.id ?? newGameId(),
      gameName: restored?.name ?? defaultName(restored?.setup ?? start.setup),
      guardedSeats: () => SEATS.filter((seat) => guarded(get())[seat] !== undefined),
      rename: async (name, pins) => {
        const n = name.trim().slice(0, 120);
        if (!n) return 'A game needs a name.';
        const problem = await checkPins(guarded(get()), pins);
        if (problem) return problem;
        set({ gameName: n });
        return null;
      },
      savedGames: () => listGames(storage),
      resume: (id) => {
        const loading = rulesLoading();
        if (loading) return loading.message;
        const r = reopenGame(storage, id);
        if (!r.ok) return r.error;
        const problem = switchTo({
          setup: r.session.setup,
          random: r.session.random,
          jumps: r.session.jumps ?? [],
          actions: r.session.actions,
          redo: r.session.redo,
          state: r.state,
          scenario: r.session.scenario ?? null,
          gameId: id,
          gameName: r.entry.name,
        });
        if (problem) return problem;
        forgetGame(storage, id);
        return null;
      },
      forget: async (id, pins) => {
        const entry = listGames(storage).find((e) => e.id === id);
        if (!entry) return 'That saved game is no longer in this browser.';
        const problem = entry.over ? null : await checkPins(keptPins(storage, id), pins);
        if (problem) return problem;
        forgetGame(storage, id);
        return null;
      },
      exportFile: async (pins, now) => {
        const g = get();
        const problem = await checkPins(guarded(g), pins);
        if (problem) return { ok: false, error: problem };
        const { exportGame } = await withSchemas(import('./persist/saveFile.ts'));
        const text = exportGame(
          {
            name: g.gameName,
            setup: g.setup,
            random: g.random,
            jumps: g.jumps,
            actions: g.actions,
            ...(g.scenario ? { scenario: g.scenario } : {}),
          },
          now,
        );
        return { ok: true, text };
      },
      openFile: async (text) => {
        // A file is its actions, replayed by the rules engine.
        const [{ openGame }, loaded] = await Promise.all([
          import('./persist/saveFile.ts'),
          loadReducer().then(
            () => true,
            () => false,
          ),
        ]);
        if (!loaded) return RULES_UNAVAILABLE.message;
        const r = openGame(text);
        if (!r.ok) return r.error;
        return switchTo({
          setup: r.game.setup,
          random: r.game.random,
          jumps: r.game.jumps ?? [],
          actions: r.game.actions,
          redo: [],
          state: r.state,
          scenario: r.game.scenario ?? null,
          gameId: newGameId(),
          gameName: r.game.name,
        });
      },
      loadScenario: async (id) => {
        const { findScenario, scenarioStart } = await loadScenarioKit();
        if (!get().scenarioKitReady) set({ scenarioKitReady: true });
        const scenario = findScenario(id);
        if (!scenario) return `There is no scenario "${id}".`;
        // The dice fall as the example tells (its public seed); the ids come from a secret key.
        const begun = scenarioStart(scenario, freshSpec().key);
        if (!begun.ok) return begun.problem;
        return switchTo({
          gameId: newGameId(),
          gameName: scenario.title,
          setup: begun.setup,
          random: begun.random,
          jumps: [],
          actions: begun.actions,
          redo: [],
          state: begun.state,
          scenario: { id, base: begun.actions.length },
        });
      },
      guideTo: (steps) => {
        const g = get();
        if (!kit) return 'The scenario is still loading.';
        const scenario = g.scenario ? kit.findScenario(g.scenario.id) : undefined;
        if (!scenario) return 'No scenario is on the table.';
        const k = Math.max(0, Math.min(steps, scenario.script.length));
        const played = kit.playScript(scenario, k, 'idKey' in g.random ? g.random.idKey : undefined);
        if (played.problem) return played.problem;
        set({ actions: played.actions, jumps: [], redo: [], state: played.state, undoRequest: null });
        return null;
      },
      playScenarioStep: (by) => {
        const g = get();
        const next = scenarioProgress(g).next;
        if (!next) return { code: 'INVALID_ACTION', message: 'No scripted step is left to play.' };
        if (by !== next.seat) {
          return { code: 'WRONG_SEAT', message: `The next scripted step is Player ${next.seat}'s.` };
        }
        if (!kit) return { code: 'INVALID_ACTION', message: 'The scenario is still loading.' };
        const action = kit.scriptAction(g.state, next);
        if (!('type' in action)) return action;
        const r = g.dispatch(action);
        return r.ok ? null : (r.violations[0] ?? null);
      },
      dispatch: (action) => {
        const loading = rulesLoading();
        if (loading) return { ok: false, state: get().state, violations: [loading] };
        const r = play(matchOf(get()), action);
        if (r.ok) set(fromMatch(r.match));
        return r.applied;
      },
      undo: (by = 'referee') => rulesLoading() ?? refusal(local.ask(by, { type: 'undo' })),
      redoStep: (by = 'referee') => rulesLoading() ?? refusal(local.ask(by, { type: 'redo' })),
      newTable: (setup, random = freshSpec()) =>
        switchTo({
          ...fromMatch(startMatch(setup, random)),
          scenario: null,
          gameId: newGameId(),
          gameName: defaultName(setup),
        }),
      checkPin: async (seat, pin) => {
        const lock = get().setup.game?.pins[seat];
        return lock ? pinMatches(pin, lock) : true;
      },
      clearRestoreError: () => {
        set({ restoreError: null });
      },
      clearSaveError: () => {
        set({ saveError: null });
      },
      remote: null,
      openRemote: (link, shares) => {
        port.close();
        const known = keptSeat(storage, link.game);
        const kept = shares ?? known?.shares ?? null;
        if (link.secret)
          keepSeat(storage, link.game, {
            server: link.server,
            secret: link.secret,
            ...(kept ? { shares: kept } : {}),
          });
        set({
          remote: {
            link,
            connection: 'connecting',
            problem: null,
            presence: null,
            packet: null,
            rev: 0,
            shares: kept,
          },
        });
        port.open(link);
      },
      leaveRemote: () => {
        port.close();
        set({ remote: null });
      },
      ask: (by, ask) => {
        if (get().remote) return port.ask(by, ask);
        if (reducerLoaded()) return local.ask(by, ask);
        // The first step on a fresh table can come before the rules engine: it is judged once it is here.
        return loadReducer().then(
          () => local.ask(by, ask),
          (): Answered => ({ ok: false, violations: [RULES_UNAVAILABLE] }),
        );
      },
      olderRemote: (beforeSeq, count) => port.older(beforeSeq, count),
      wakeRemote: () => {
        port.wake();
      },
      twoDeviceGames: () => keptGames(storage),
      forgetTwoDeviceGame: (game) => {
        forgetSeat(storage, game);
      },
    };
  });
  const port = remotePort(store, tabStorage);
  const local = localPort(
    () => matchOf(store.getState()),
    (m) => {
      store.setState(fromMatch(m));
    },
  );

  // A scenario game resumed: its script loads now, and the panels follow when it is there.
  if (restored?.scenario && !kit) {
    void loadScenarioKit().then(() => {
      store.setState({ scenarioKitReady: true });
    });
  }
  if (storage) {
    const save = (g: GameStore) => {
      const problem = write(g);
      if (problem !== g.saveError) store.setState({ saveError: problem });
    };
    // A rejected save is replaced by the fresh table at once, so the next reload does not refuse it again.
    if (restoreError) save(store.getState());
    store.subscribe((g, prev) => {
      if (
        g.actions === prev.actions &&
        g.redo === prev.redo &&
        g.setup === prev.setup &&
        g.scenario === prev.scenario &&
        g.gameName === prev.gameName &&
        g.jumps === prev.jumps &&
        g.undoRequest === prev.undoRequest &&
        g.undoAnswer === prev.undoAnswer
      )
        return;
      save(g);
    });
  }
  return store;
}
