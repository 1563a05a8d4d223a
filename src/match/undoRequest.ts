// Honest undo by agreement (issue: honest undo): a seat asks to take back its own last step, named in
// the words each seat's log used for it, and that step goes with everything that followed from it.
import { replayRecord, type Action, type GameRecord, type LogEvent, logSince } from '../engine/index.ts';
import type { Seat } from '../rules/index.ts';

/** A request waiting for the other seat's answer; kept with the game, so it survives a reload. */
export interface UndoRequest {
  by: Seat;
  /** The index of the asker's last own action: it and everything after it are taken back. */
  at: number;
  /** The step as the other seat's log told it (nothing the other seat did not read). */
  ask: string;
  /** The step as the asker's own log told it. */
  tell: string;
  /** How many steps followed it (they go too). */
  after: number;
}

/** The answer, kept for the asker until it has read it at its own screen. */
export interface UndoAnswer {
  to: Seat;
  accepted: boolean;
  /** The step in the asker's words. */
  step: string;
}

export function seatOf(a: Action): Seat | undefined {
  return 'seat' in a ? a.seat : undefined;
}

/** The log lines an action added, replaying the record to just before it and just after. */
function linesOf(rec: GameRecord, at: number): LogEvent[] {
  const before = replayRecord(rec, at);
  const after = replayRecord(rec, at + 1);
  if (!before.ok || !after.ok) return [];
  return logSince(after.state.log, before.state.log.length);
}

/**
 * "“Player A declared the first skill: BS Attack against the IMP-1 marker (RULES.md §5.3)”": the log's
 * own words; the screen names the cited rule, as it does for every log line (ui/help/citations.ts).
 */
function quoted(text: string): string {
  return `“${text.replace(/\.$/, '')}”`;
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
  const lines = linesOf(rec, at);
  const other: Seat = by === 'A' ? 'B' : 'A';
  // The other seat reads the public text of lines it may see; the asker its own fuller text.
  const seen = lines.find((l) => l.only === undefined || l.only === other);
  const own = lines.find((l) => l.only === undefined || l.only === by);
  const ask = seen ? quoted(seen.text) : 'a step of theirs that your log does not show';
  const tell = own ? quoted(own.seat === by ? (own.ownerText ?? own.text) : own.text) : 'your last step';
  return { by, at, ask, tell, after: rec.actions.length - at - 1 };
}

/** "and the 2 steps after it" (the steps that go with it), or nothing. */
export function followingText(after: number): string {
  if (after <= 0) return '';
  return after === 1 ? ' and the step after it' : ` and the ${String(after)} steps after it`;
}
