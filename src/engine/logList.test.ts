import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_LOG,
  LOG_CHUNK,
  appendLog,
  lastLinesWhere,
  lastLog,
  logAt,
  logFrom,
  logItems,
  logSince,
  logUpTo,
} from './logList.ts';
import type { LogEvent } from './types.ts';

const line = (seq: number): LogEvent => ({ seq, text: `line ${String(seq)}` });
const lines = (from: number, n: number) => Array.from({ length: n }, (_, i) => line(from + i));

describe('the log list reads as the array it stands for', () => {
  it.each([0, 1, LOG_CHUNK - 1, LOG_CHUNK, LOG_CHUNK + 1, 3 * LOG_CHUNK, 3 * LOG_CHUNK + 7])(
    'at %i lines: items, length, the last line and every suffix',
    (n) => {
      const all = lines(1, n);
      const log = logFrom(all);
      expect(log.length).toBe(n);
      expect(logItems(log)).toEqual(all);
      expect(lastLog(log)).toEqual(all.at(-1));
      for (const from of [0, 1, LOG_CHUNK - 1, LOG_CHUNK, n - 1, n, n + 3].filter((k) => k >= 0)) {
        expect(logSince(log, from)).toEqual(all.slice(from));
        expect(logItems(logUpTo(log, from))).toEqual(all.slice(0, from));
        expect(logUpTo(log, from).length).toBe(Math.min(from, n));
      }
    },
  );

  it('an append leaves the list it was made from as it was, and shares its full chunks', () => {
    const a = logFrom(lines(1, LOG_CHUNK * 2 + 5));
    const b = appendLog(a, line(999));
    expect(logItems(a)).toEqual(lines(1, LOG_CHUNK * 2 + 5));
    expect(b.chunks[0]).toBe(a.chunks[0]);
    expect(b.chunks[1]).toBe(a.chunks[1]);
    expect(appendLog(a)).toBe(a);
    expect(lastLog(EMPTY_LOG)).toBeUndefined();
  });

  it('counts the lines only one seat may read, through appends and cuts', () => {
    const mixed: LogEvent[] = Array.from({ length: 300 }, (_, i) => ({
      seq: i + 1,
      text: String(i),
      ...(i % 3 === 0 ? { only: 'A' as const } : i % 5 === 0 ? { only: 'B' as const } : {}),
    }));
    const count = (l: LogEvent[], seat: 'A' | 'B') => l.filter((e) => e.only === seat).length;
    const log = logFrom(mixed);
    expect([log.onlyA, log.onlyB]).toEqual([count(mixed, 'A'), count(mixed, 'B')]);
    const cut = logUpTo(log, 140);
    expect([cut.onlyA, cut.onlyB]).toEqual([
      count(mixed.slice(0, 140), 'A'),
      count(mixed.slice(0, 140), 'B'),
    ]);
    const publicOnes = (e: LogEvent) => e.only === undefined;
    const last = lastLinesWhere(log, publicOnes, 10);
    expect(last.lines).toEqual(mixed.filter(publicOnes).slice(-10));
    expect(last.more).toBe(true);
    const all = lastLinesWhere(log, publicOnes, 1000);
    expect(all.lines).toEqual(mixed.filter(publicOnes));
    expect(all.more).toBe(false);
    const older = lastLinesWhere(log, publicOnes, 5, 100);
    expect(older.lines).toEqual(mixed.slice(0, 100).filter(publicOnes).slice(-5));
    for (const i of [0, 127, 128, 255, 256, 299]) expect(logAt(log, i)).toEqual(mixed[i]);
    expect(logAt(log, 300)).toBeUndefined();
  });

  it('any sequence of appends and cuts reads as the same operations on an array', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.nat({ max: 300 }).map((n) => ({ add: n })),
            fc.nat({ max: 900 }).map((n) => ({ cut: n })),
          ),
        ),
        (ops) => {
          let log = EMPTY_LOG;
          let arr: LogEvent[] = [];
          let seq = 1;
          for (const op of ops) {
            if ('add' in op) {
              const more = lines(seq, op.add);
              seq += op.add;
              log = appendLog(log, ...more);
              arr = [...arr, ...more];
            } else {
              log = logUpTo(log, op.cut);
              arr = arr.slice(0, op.cut);
            }
            expect(log.length).toBe(arr.length);
          }
          expect(logItems(log)).toEqual(arr);
        },
      ),
      { numRuns: 200 },
    );
  });
});
