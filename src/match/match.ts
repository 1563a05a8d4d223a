import {
  applyAction,
  awaiting,
  logSince,
  newGame,
  readAction,
  tableStatus,
  takeBack,
  viewFor,
  type Action,
  type Applied,
  type GameRecord,
  type GameSetup,
  type GameState,
  type RandomJump,
  type RandomSpec,
  type TableStatus,
  type View,
  type Viewer,
} from '../engine/index.ts';
import type { Seat, Violation } from '../rules/index.ts';
import { keepCheckpoint, nearestCheckpoint } from './checkpoints.ts';
import { lensOf } from './review.ts';
import {
  reopenRequestFor,
  seatOf,
  undoRequestFor,
  type UndoAnswer,
  type UndoRequest,
} from './undoRequest.ts';

/**
 * The referee of one game (ARCHITECTURE.md §10): below the store, pure like the engine. It owns the
 * set-up, the randomness, the action list, undo and redo, and the undo requests between the seats,
 * and it answers a viewer with one packet (packetFor): the viewer's view and what the viewer may do.
 * The hot-seat store holds a match in its own memory; a game server holds one per room, and a device
 * only ever gets its own seat's packets.
 *
 * Every function takes a match and returns a new one (or the reason it refuses, and nothing changes).
 * Who is asking is an argument, never a field of the action: on a server it comes from the connection.
 */
export interface Match {
  readonly setup: GameSetup;
  /** How the game's randomness was seeded: a secret of both seats, never in a packet. */
  readonly random: RandomSpec;
  /** Where the generator was moved on outside an action (a step with dice taken back; engine/record.ts). */
  readonly jumps: readonly RandomJump[];
  readonly actions: readonly Action[];
  /** What undo took back, last first to come back. */
  readonly redo: readonly Action[];
  /** The whole truth: the referee's, never a seat's. */
  readonly state: GameState;
  /** A seat's request to take back its own step, waiting for the other seat's answer. */
  readonly undoRequest: UndoRequest | null;
  /** The answer, until the asker has read it. */
  readonly undoAnswer: UndoAnswer | null;
  /**
   * Where the seats play: at one screen handed over behind a curtain (the default), or each at its own
   * device, where the other seat sees every step the moment it is played (match/judge.ts, the server).
   */
  readonly devices?: 'two';
}

export type Refusal = { ok: false; violation: Violation };
export type Ruled = { ok: true; match: Match } | Refusal;

const refuse = (code: Violation['code'], message: string): Refusal => ({
  ok: false,
  violation: { code, message },
});

/** A new game from its set-up and randomness. */
export function startMatch(setup: GameSetup, random: RandomSpec, devices?: 'two'): Match {
  return {
    ...(devices ? { devices } : {}),
    setup,
    random,
    jumps: [],
    actions: [],
    redo: [],
    state: newGame(setup, random),
    undoRequest: null,
    undoAnswer: null,
  };
}

/** The record of a match: what a replay, a save or a file is made of. */
export function recordOfMatch(m: Pick<Match, 'setup' | 'random' | 'jumps' | 'actions'>): GameRecord {
  return { setup: m.setup, random: m.random, actions: m.actions, jumps: m.jumps };
}

/**
 * Plays one action (the engine judges it). The action is kept as the engine read it, so fields it does
 * not know are not saved; the redo list goes, as after any new step.
 */
export function play(
  m: Match,
  action: Action,
):
  | { ok: true; match: Match; applied: Applied }
  | {
      ok: false;
      applied: Applied;
    } {
  // Kept as the engine read it: fields it does not know are not saved, and a replay need not check it again.
  const read = readAction(action);
  const applied = applyAction(m.state, read.ok ? read.action : action);
  if (!applied.ok || !read.ok) return { ok: false, applied };
  const actions = [...m.actions, read.action];
  keepCheckpoint(m.setup, actions, applied.state);
  return { ok: true, match: { ...m, state: applied.state, actions, redo: [] }, applied };
}

/** Undo never reopens a finished game: only both players' agreement does (requestReopen). */
export const GAME_OVER_UNDO =
  'The game is over: Undo does not reopen it. To play on, press “Reopen the game…”: both players must agree.';

/**
 * Why `by` may not take back (or redo) `action` on its own: in a game, only the seat's own steps since
 * the screen was last handed over, and never in a finished game (its end is taken back only by both
 * players' agreement, requestReopen); the rest needs the other seat's agreement (requestUndo).
 */
export function undoProblem(
  m: Pick<Match, 'setup' | 'state' | 'devices'>,
  action: Action,
  by: Viewer | undefined,
): Violation | null {
  const { setup, devices } = m;
  if (!setup.game) return null;
  if (m.state.phase.kind === 'over') return { code: 'WRONG_PHASE', message: GAME_OVER_UNDO };
  if (devices === 'two') {
    // D52: the other device sees nothing of a deployment step until it ends, so the deploying player
    // takes back its own steps of that step alone, as on one screen.
    const unseen =
      m.state.phase.kind === 'deployment' &&
      action.type !== 'endDeployment' &&
      by !== undefined &&
      seatOf(action) === by &&
      awaiting(m.state)?.seat === by;
    if (unseen) return null;
    // D50: any other step the other player saw the moment it was played.
    return {
      code: 'CANNOT_UNDO_ACROSS_HANDOVER',
      message:
        'On two devices the other player has already seen that step: it can be taken back only if they agree (press Undo to ask).',
    };
  }
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

/** Whether Undo (or Redo) can do anything for this viewer (dice are checked on use). */
export function canTakeBack(m: Match, by: Viewer, which: 'undo' | 'redo'): boolean {
  const action = which === 'undo' ? m.actions.at(-1) : m.redo.at(-1);
  return action !== undefined && undoProblem(m, action, by) === null;
}

/** Takes back the last action for `by`, from the nearest checkpoint; a step with dice stays in a game. */
export function undoStep(m: Match, by?: Viewer): Ruled {
  const last = m.actions.at(-1);
  if (!last) return refuse('NOTHING_TO_UNDO', 'Nothing to undo.');
  const problem = undoProblem(m, last, by);
  if (problem) return { ok: false, violation: problem };
  const back = takeBack(recordOfMatch(m), m.state, 1, (at) => nearestCheckpoint(m.setup, m.actions, at));
  if (!back) return refuse('NOTHING_TO_UNDO', 'Nothing to undo.');
  if (m.setup.game && logSince(m.state.log, back.state.log.length).some((e) => e.dice)) {
    // D51: taken back alone, the step could be played again with its dice known; with the other
    // player's agreement it is taken back and the dice are rolled again.
    return refuse(
      'DICE_ROLLED',
      'Dice were rolled in that step: it can be taken back only if the other player agrees (press Undo to ask), and then the dice will be rolled again.',
    );
  }
  return {
    ok: true,
    match: {
      ...m,
      actions: [...back.record.actions],
      jumps: [...(back.record.jumps ?? [])],
      redo: [...m.redo, last],
      state: back.state,
    },
  };
}

/**
 * Plays again the step undo took back last, for `by`. One that no longer applies empties the redo
 * list, and its reason is given with the match that has no redo left.
 */
export function redoStep(m: Match, by?: Viewer): Ruled | { ok: false; violation: Violation; match: Match } {
  const next = m.redo.at(-1);
  if (!next) return refuse('NOTHING_TO_REDO', 'Nothing to redo.');
  const problem = undoProblem(m, next, by);
  if (problem) {
    const message = problem.message === GAME_OVER_UNDO ? 'The game is over.' : problem.message;
    return { ok: false, violation: { ...problem, message: message.replace('undo', 'redo') } };
  }
  const r = applyAction(m.state, next);
  if (!r.ok) {
    const violation = r.violations[0] ?? { code: 'INVALID_ACTION', message: 'That step no longer applies.' };
    return { ok: false, violation, match: { ...m, redo: [] } };
  }
  const actions = [...m.actions, next];
  keepCheckpoint(m.setup, actions, r.state);
  return { ok: true, match: { ...m, state: r.state, actions, redo: m.redo.slice(0, -1) } };
}

/**
 * A seat asks to take back its own last step though the other seat has seen the screen since, or dice
 * were rolled: the other seat must agree. Kept with the game until answered.
 */
export function requestUndo(m: Match, by: Viewer): Ruled {
  if (!m.setup.game || (by !== 'A' && by !== 'B')) {
    return refuse('INVALID_ACTION', 'Only a player in a hot-seat game asks the other to agree.');
  }
  if (m.state.phase.kind === 'over') {
    return refuse('WRONG_PHASE', 'The game is over: ask to reopen it instead (Reopen the game…).');
  }
  const request = undoRequestFor(recordOfMatch(m), by);
  if (!request) return refuse('NOTHING_TO_UNDO', 'You have made no step to take back.');
  return { ok: true, match: { ...m, undoRequest: request, undoAnswer: null } };
}

/**
 * A seat asks to reopen a finished game: its end (an agreed end with its proposal, or the last step of
 * the last round) is taken back only if the other seat agrees too; then play goes on from the last
 * step before it. Kept with the game until answered, like any request to take a step back.
 */
export function requestReopen(m: Match, by: Viewer): Ruled {
  if (!m.setup.game || (by !== 'A' && by !== 'B')) {
    return refuse('INVALID_ACTION', 'Only a player of the game asks the other to reopen it.');
  }
  if (m.state.phase.kind !== 'over') return refuse('WRONG_PHASE', 'The game is not over.');
  if (m.undoRequest) return refuse('WRONG_PHASE', 'A request already waits for its answer.');
  const request = reopenRequestFor(recordOfMatch(m), by);
  if (!request) return refuse('NOTHING_TO_UNDO', 'Nothing was played.');
  return { ok: true, match: { ...m, undoRequest: request, undoAnswer: null } };
}

/**
 * The other seat answers. Agreed, the asker's step (or the game's end) goes with everything after it,
 * and the redo list too, so nothing of the other seat's can be played again from the screen. Its dice
 * are not dealt again: played again, the dice are rolled again, and the log says so (D51).
 */
export function answerUndo(m: Match, by: Viewer, accept: boolean): Ruled {
  const req = m.undoRequest;
  if (!req) return refuse('WRONG_PHASE', 'Nobody asked to take a step back.');
  // Only the other seat answers: never the asker, the referee lens or the audience.
  if (by === req.by || (by !== 'A' && by !== 'B')) {
    return refuse('WRONG_SEAT', `Player ${req.by === 'A' ? 'B' : 'A'} answers the request.`);
  }
  const answer: UndoAnswer = {
    to: req.by,
    accepted: accept,
    step: req.tell,
    ...(req.dice ? { dice: true as const } : {}),
    ...(req.end ? { end: true as const } : {}),
  };
  if (!accept) return { ok: true, match: { ...m, undoRequest: null, undoAnswer: answer } };
  const back = takeBack(
    recordOfMatch(m),
    m.state,
    m.actions.length - req.at,
    (at) => nearestCheckpoint(m.setup, m.actions, at),
    req.by,
  );
  if (!back) return refuse('NOTHING_TO_UNDO', 'Nothing to undo.');
  return {
    ok: true,
    match: {
      ...m,
      undoRequest: null,
      undoAnswer: answer,
      actions: [...back.record.actions],
      jumps: [...(back.record.jumps ?? [])],
      redo: [],
      state: back.state,
    },
  };
}

/** The asker has read the answer. */
export function readUndoAnswer(m: Match, by: Viewer): Match {
  return m.undoAnswer?.to === by ? { ...m, undoAnswer: null } : m;
}

/**
 * What a viewer may know of an undo request: the asker reads the step in its own words, the other seat
 * in the words its own log used, and the audience only that one is waiting (nothing of either text).
 */
export type UndoNotice = (
  | { kind: 'asked'; after: number; step: string; dice?: true }
  | { kind: 'to-answer'; by: Seat; after: number; step: string; dice?: true }
  | { kind: 'waiting'; by: Seat }
) & {
  /** The request is to reopen a finished game (anybody may know that one waits). */
  end?: true;
};

/** One viewer's packet: the only thing a device or a screen of that viewer is given of the game. */
export interface Packet {
  viewer: Viewer;
  view: View;
  /** Where the game stands, as anybody in front of the screen may read it (engine/phase.ts). */
  status: TableStatus;
  /**
   * The whole record once the game is over, for the review with everything revealed (every secret is
   * out by then); null before.
   */
  review: GameRecord | null;
  /** Whether Undo and Redo can do anything for this viewer now. */
  canUndo: boolean;
  canRedo: boolean;
  /** Whether this seat may ask the other to agree to take a step back (requestUndo says if it has one). */
  mayAskUndo: boolean;
  /** Whether this seat may ask the other to reopen the finished game (requestReopen). */
  mayReopen: boolean;
  /** The undo request as this viewer may read it, if one waits. */
  undo: UndoNotice | null;
  /** The answer to this viewer's own request, until read. */
  answer: UndoAnswer | null;
}

/**
 * The packet of `viewer` (ARCHITECTURE.md §10): its projection of the truth (engine/view.ts) and what
 * it may do. Built from the match, filtered for the viewer in one place: two matches that differ only
 * in what the viewer may not know give the same packet. `view` is that projection when it is already made.
 */
export function packetFor(
  m: Match,
  viewer: Viewer,
  view: View = viewFor(m.state, lensOf(m, viewer)),
): Packet {
  const req = m.undoRequest;
  let undo: UndoNotice | null = null;
  if (req) {
    const end = req.end ? { end: true as const } : {};
    const dice = req.dice ? { dice: true as const } : {};
    // The asker is told only whether steps of the other seat go with its own, never how many.
    if (viewer === req.by) {
      undo = { kind: 'asked', after: Math.min(req.after, 1), step: req.tell, ...dice, ...end };
    } else if (viewer === 'A' || viewer === 'B') {
      undo = { kind: 'to-answer', by: req.by, after: req.after, step: req.ask, ...dice, ...end };
    } else undo = { kind: 'waiting', by: req.by, ...end };
  }
  const seat = viewer === 'A' || viewer === 'B';
  const over = m.state.phase.kind === 'over';
  return {
    viewer,
    view,
    status: tableStatus(m.state),
    review: m.state.phase.kind === 'over' ? recordOfMatch(m) : null,
    canUndo: canTakeBack(m, viewer, 'undo'),
    canRedo: canTakeBack(m, viewer, 'redo'),
    // Only once the seat has a step of its own: the other seat's steps, seen or not, change nothing here.
    mayAskUndo: m.setup.game !== undefined && !over && seat && m.actions.some((a) => seatOf(a) === viewer),
    mayReopen: m.setup.game !== undefined && m.actions.length > 0 && over && seat && !req,
    undo,
    answer: m.undoAnswer?.to === viewer ? m.undoAnswer : null,
  };
}
