// Honest undo by agreement (issue: honest undo): a seat asks to take back its own last step, named in
// the words each seat's log used for it, and that step goes with everything that followed from it. A
// finished game is reopened the same way, never by Undo: the end is taken back only if both agree.
import {
  replayRecord,
  type Action,
  type GameRecord,
  type GameState,
  type LogEvent,
  logSince,
} from '../engine/index.ts';
import type { Seat } from '../rules/index.ts';

/** A request waiting for the other seat's answer; kept with the game, so it survives a reload. */
export interface UndoRequest {
  by: Seat;
  /** The asker's last own action (or the first step of the game's end): it and all after it go. */
  at: number;
  /** The step as the other seat's log told it (nothing the other seat did not read). */
  ask: string;
  /** The step as the asker's own log told it. */
  tell: string;
  /** How many steps followed it (they go too). */
  after: number;
  /** Dice were rolled in what goes (lines both seats read): played again, they are rolled again (D51). */
  dice?: true;
  /** The request reopens a finished game: what goes is the end of the game. */
  end?: true;
}

/** The answer, kept for the asker until it has read it at its own screen. */
export interface UndoAnswer {
  to: Seat;
  accepted: boolean;
  /** The step in the asker's words. */
  step: string;
  /** Dice were rolled in what was taken back (D51). */
  dice?: true;
  /** The answer is to a request to reopen the finished game. */
  end?: true;
}

export function seatOf(a: Action): Seat | undefined {
  return 'seat' in a ? a.seat : undefined;
}

/** The game just before action `at`, just after it, and at the end of the record (replayed once). */
function statesAround(
  rec: GameRecord,
  at: number,
): { before: GameState; after: GameState; end: GameState } | null {
  const before = replayRecord(rec, at);
  if (!before.ok) return null;
  const after = replayRecord(rec, at + 1, { at, state: before.state });
  if (!after.ok) return null;
  const end = replayRecord(rec, rec.actions.length, { at: at + 1, state: after.state });
  if (!end.ok) return null;
  return { before: before.state, after: after.state, end: end.state };
}

/** "“Player A declared the first skill: BS Attack against the IMP-1 marker”": the log's own words. */
function quoted(text: string): string {
  return `“${text.replace(/\.$/, '')}”`;
}

/** The step's lines in each seat's words: the other seat's public text, the asker its own fuller one. */
function wordsOf(lines: readonly LogEvent[], by: Seat, pick: 'first' | 'last') {
  const other: Seat = by === 'A' ? 'B' : 'A';
  const ordered = pick === 'first' ? lines : [...lines].reverse();
  const find = (ok: (l: LogEvent) => boolean) => ordered.find(ok);
  const seen = find((l) => l.only === undefined || l.only === other);
  const own = find((l) => l.only === undefined || l.only === by);
  return {
    ask: seen ? quoted(seen.text) : 'a step of theirs that your log does not show',
    tell: own ? quoted(own.seat === by ? (own.ownerText ?? own.text) : own.text) : 'your last step',
  };
}

/**
 * Whether dice were rolled among `lines`. An Impersonation roll of a deployment step not yet finished is
 * its owner's line until the step ends (D52); asking to take it back tells the other seat that dice were
 * rolled (D51: it agrees to a new roll), never what they were.
 */
function rolled(lines: readonly LogEvent[]): boolean {
  return lines.some((l) => (l.dice?.length ?? 0) > 0);
}

function request(rec: GameRecord, by: Seat, at: number, pick: 'first' | 'last', end: boolean): UndoRequest {
  const states = statesAround(rec, at);
  const own = states ? logSince(states.after.log, states.before.log.length) : [];
  const all = states ? logSince(states.end.log, states.before.log.length) : [];
  return {
    by,
    at,
    ...wordsOf(end ? all : own, by, pick),
    after: rec.actions.length - at - 1,
    ...(rolled(all) ? { dice: true as const } : {}),
    ...(end ? { end: true as const } : {}),
  };
}

/**
 * The request for `by` to take back its own last step: which action, and how each seat's log named
 * it. Null when the seat has made no step of its own.
 */
export function undoRequestFor(rec: GameRecord, by: Seat): UndoRequest | null {
  let at = -1;
  for (let i = rec.actions.length - 1; i >= 0; i--) {
    const a = rec.actions[i];
    if (a && seatOf(a) === by) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  return request(rec, by, at, 'first', false);
}

/**
 * Where a finished game's end begins: an agreed end goes with its proposal (played on, nobody would be
 * asked again), an end after the last round is its last step. Null when nothing was played.
 */
export function endStart(actions: readonly Action[]): number | null {
  const last = actions.length - 1;
  if (last < 0) return null;
  if (actions[last]?.type !== 'answerEnd') return last;
  for (let i = last - 1; i >= 0; i--) if (actions[i]?.type === 'proposeEnd') return i;
  return last;
}

/**
 * The request of `by` to reopen a finished game: the end is taken back, named by the last line of the
 * log (“Both players agreed to end the game in round 2”). Null when nothing was played.
 */
export function reopenRequestFor(rec: GameRecord, by: Seat): UndoRequest | null {
  const at = endStart(rec.actions);
  return at === null ? null : request(rec, by, at, 'last', true);
}

/** "and the 2 steps after it" (the steps that go with it), or nothing. */
export function followingText(after: number): string {
  if (after <= 0) return '';
  return after === 1 ? ' and the step after it' : ` and the ${String(after)} steps after it`;
}

/**
 * The asker's words for what goes with its step: the other player's steps after it, never how many (some
 * of them the asker has not seen, and their number would tell, for instance, how many troopers answered
 * an ARO prompt: ARCHITECTURE.md §10, "metadata is a secret too").
 */
export function followingUncounted(after: number): string {
  return after > 0 ? ' and everything the other player did after it' : '';
}

/** What an agreed take-back does to dice (docs/rules-decisions.md D51), in the words every text uses. */
export const DICE_AGAIN = 'the dice will be rolled again';

/**
 * The sentence each text of a request adds about its dice: when dice were rolled in what goes, that
 * they are not dealt again the same; `unknown` when the screen cannot tell (a device has no record).
 */
export function diceText(dice: boolean | 'unknown' | undefined): string {
  if (dice === 'unknown') {
    return ` If dice were rolled in it, they are not dealt again the same: when it is played again, ${DICE_AGAIN}.`;
  }
  return dice
    ? ` Dice were rolled in it: they are not dealt again the same, and when it is played again, ${DICE_AGAIN}.`
    : '';
}

/** The question of reopening a finished game, as the asker and the other seat read it. */
export const REOPEN_QUESTION =
  'Take back the end of the game and play on from the last step? Both players must agree.';
