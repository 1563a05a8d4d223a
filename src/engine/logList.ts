import type { LogEvent } from './types.ts';

/**
 * The game log as an append-only list that shares what it already holds: full chunks are never
 * copied again, so appending a line costs the same at the 20th action and the 20,000th (issue: a log
 * copied whole on every append made `apply` grow with the game and replay quadratic). Immutable like
 * the rest of the state: an append returns a new list and the old one still reads as it did.
 */
export interface LogList {
  readonly length: number;
  /** How many lines only Player A (only Player B) may read: a seat's view counts its lines without a scan. */
  readonly onlyA: number;
  readonly onlyB: number;
  /** Full chunks of CHUNK lines, oldest first, each frozen once full. */
  readonly chunks: readonly (readonly LogEvent[])[];
  /** The lines after the last full chunk (fewer than CHUNK). */
  readonly tail: readonly LogEvent[];
}

/** Lines a chunk holds: an append copies at most this many lines and a list of length / CHUNK chunks. */
export const LOG_CHUNK = 128;

export const EMPTY_LOG: LogList = { length: 0, onlyA: 0, onlyB: 0, chunks: [], tail: [] };

/** The list with `events` after its lines (their seq numbers are the caller's). */
export function appendLog(log: LogList, ...events: readonly LogEvent[]): LogList {
  let chunks = log.chunks;
  let tail = log.tail;
  let length = log.length;
  let onlyA = log.onlyA;
  let onlyB = log.onlyB;
  let fresh: LogEvent[] | null = null;
  for (const e of events) {
    if (!fresh) fresh = [...tail];
    fresh.push(e);
    length += 1;
    if (e.only === 'A') onlyA += 1;
    if (e.only === 'B') onlyB += 1;
    if (fresh.length === LOG_CHUNK) {
      chunks = [...chunks, fresh];
      fresh = [];
    }
    tail = fresh;
  }
  return events.length === 0 ? log : { length, onlyA, onlyB, chunks, tail };
}

/** A list of these lines, in order. */
export function logFrom(events: readonly LogEvent[]): LogList {
  return appendLog(EMPTY_LOG, ...events);
}

/** Every line, oldest first (a new array). */
export function logItems(log: LogList): LogEvent[] {
  const out: LogEvent[] = [];
  for (const c of log.chunks) for (const e of c) out.push(e);
  for (const e of log.tail) out.push(e);
  return out;
}

/** The lines from index `from` on (the lines an action added, given the length before it). */
export function logSince(log: LogList, from: number): LogEvent[] {
  if (from >= log.length) return [];
  const out: LogEvent[] = [];
  const first = Math.max(0, Math.floor(from / LOG_CHUNK));
  for (let c = first; c < log.chunks.length; c++) {
    const chunk = log.chunks[c] ?? [];
    for (let i = 0; i < chunk.length; i++) if (c * LOG_CHUNK + i >= from) out.push(chunk[i] as LogEvent);
  }
  const base = log.chunks.length * LOG_CHUNK;
  for (let i = 0; i < log.tail.length; i++) if (base + i >= from) out.push(log.tail[i] as LogEvent);
  return out;
}

/** The last line, if any. */
export function lastLog(log: LogList): LogEvent | undefined {
  return log.tail.at(-1) ?? log.chunks.at(-1)?.at(-1);
}

/** The list cut back to its first `length` lines. */
export function logUpTo(log: LogList, length: number): LogList {
  if (length >= log.length) return log;
  const keep = Math.floor(Math.max(0, length) / LOG_CHUNK);
  const chunks = log.chunks.slice(0, keep);
  const rest = logSince(log, keep * LOG_CHUNK).slice(0, Math.max(0, length) - keep * LOG_CHUNK);
  const cut = logSince(log, Math.max(0, length));
  return {
    length: Math.max(0, length),
    onlyA: log.onlyA - cut.filter((e) => e.only === 'A').length,
    onlyB: log.onlyB - cut.filter((e) => e.only === 'B').length,
    chunks,
    tail: rest,
  };
}

/** The line at `index` (0 is the oldest). */
export function logAt(log: LogList, index: number): LogEvent | undefined {
  if (index < 0 || index >= log.length) return undefined;
  const c = Math.floor(index / LOG_CHUNK);
  return c < log.chunks.length
    ? log.chunks[c]?.[index % LOG_CHUNK]
    : log.tail[index - log.chunks.length * LOG_CHUNK];
}

/**
 * The last `count` lines that pass `keep`, oldest first, found from the end (a view's recent lines
 * cost the same however long the game), and whether any line before them passes too.
 */
export function lastLinesWhere(
  log: LogList,
  keep: (e: LogEvent) => boolean,
  count: number,
  before = log.length,
): { lines: LogEvent[]; more: boolean } {
  const lines: LogEvent[] = [];
  let i = Math.min(before, log.length) - 1;
  for (; i >= 0 && lines.length < count; i--) {
    const e = logAt(log, i);
    if (e && keep(e)) lines.push(e);
  }
  let more = false;
  for (; i >= 0; i--) {
    const e = logAt(log, i);
    if (e && keep(e)) {
      more = true;
      break;
    }
  }
  return { lines: lines.reverse(), more };
}
