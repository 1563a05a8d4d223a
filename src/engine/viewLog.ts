import { lastLinesWhere, logAt, type LogList } from './logList.ts';
import type { Seat } from '../rules/index.ts';
import type { GameState, LogEvent } from './types.ts';
import type { Viewer, ViewLogLine } from './viewTypes.ts';
import { deepFreeze } from './viewShared.ts';

/**
 * A viewer's log (ARCHITECTURE.md §5): the lines it may read, numbered in its own count, each in its
 * own words where the line is its seat's. A view carries the newest (viewLog); older ones come a page
 * at a time (viewLogBefore).
 */

/**
 * Lines a view carries: the newest ones. The first carried line's `seq` says how many older lines the
 * viewer may read (seq − 1); `viewLogBefore` gives them a page at a time.
 */
export const VIEW_LOG_LINES = 200;

function readableBy(viewer: Viewer): (e: LogEvent) => boolean {
  return (e) => e.only === undefined || viewer === 'referee' || viewer === e.only;
}

/** How many lines of the log this viewer may read, counted without reading them. */
function readableCount(log: LogList, viewer: Viewer): number {
  if (viewer === 'referee') return log.length;
  if (viewer === 'A') return log.length - log.onlyB;
  if (viewer === 'B') return log.length - log.onlyA;
  return log.length - log.onlyA - log.onlyB;
}

function viewLine(e: LogEvent, seq: number, knows: (seat: Seat) => boolean): ViewLogLine {
  const own = e.seat !== undefined && knows(e.seat);
  // A line is the same object in every view of a viewer that carries it (engine/viewShared.ts).
  const key = own ? seq : -seq;
  let made = lineMemo.get(e);
  if (!made) {
    made = new Map();
    lineMemo.set(e, made);
  }
  let line = made.get(key);
  if (!line) {
    line = deepFreeze({
      seq,
      text: own ? (e.ownerText ?? e.text) : e.text,
      ...(e.event ? { event: structuredClone(e.event) } : {}),
      ...(e.rules ? { rules: [...e.rules] } : {}),
    });
    made.set(key, line);
  }
  return line;
}

/** The view lines made of each log line, by the viewer's seq (negative: in the words others read). */
const lineMemo = new WeakMap<LogEvent, Map<number, ViewLogLine>>();

/** Up to `count` lines this viewer may read from before its line `beforeSeq`, oldest first. */
export function viewLogBefore(
  state: GameState,
  viewer: Viewer,
  beforeSeq: number,
  count: number,
): ViewLogLine[] {
  const knows = (seat: Seat) => viewer === 'referee' || viewer === seat;
  const keep = readableBy(viewer);
  // Walk back from the newest line to the raw index of the viewer's line `beforeSeq`.
  let seq = readableCount(state.log, viewer);
  let index = state.log.length - 1;
  while (index >= 0 && seq >= beforeSeq) {
    const e = logAt(state.log, index);
    if (e && keep(e)) seq -= 1;
    index -= 1;
  }
  const { lines } = lastLinesWhere(state.log, keep, Math.max(0, count), index + 1);
  const first = seq - lines.length + 1;
  return lines.map((e, i) => viewLine(e, first + i, knows));
}

/** What anybody in front of the screen may know, curtain or not: the mode, who is awaited, who has a PIN. */

/** The newest VIEW_LOG_LINES lines this viewer may read, numbered as it counts them. */
export function viewLog(state: GameState, viewer: Viewer): ViewLogLine[] {
  const knows = (seat: Seat) => viewer === 'referee' || viewer === seat;
  const recent = lastLinesWhere(state.log, readableBy(viewer), VIEW_LOG_LINES);
  const first = readableCount(state.log, viewer) - recent.lines.length + 1;
  return recent.lines.map((e, i) => viewLine(e, first + i, knows));
}
