import { describe, expect, it } from 'vitest';
import { NARRATION_LINES, narrationAfter } from './audience.ts';

const lines = (...seqs: number[]) => seqs.map((seq) => ({ seq, text: `line ${String(seq)}` }));

describe('the audience narration', () => {
  it.each([
    ['the first view narrates its newest lines', [], lines(0, 1), [], [0, 1]],
    ['a step narrates the lines it added', lines(0, 1), lines(0, 1, 2, 3), lines(0, 1), [2, 3]],
    ['a change that adds no line keeps the narration', lines(0, 1, 2), lines(0, 1, 2), lines(2), [2]],
    ['a step taken back narrates the log as it now ends', lines(0, 1, 2), lines(0, 1), lines(2), [0, 1]],
    [
      'a long Order shows its last lines',
      lines(0),
      lines(0, 1, 2, 3, 4, 5, 6),
      [],
      [6 - NARRATION_LINES + 1, 4, 5, 6].slice(-NARRATION_LINES),
    ],
  ] as const)('%s', (_, before, now, last, expected) => {
    expect(narrationAfter(before, now, last).map((l) => l.seq)).toEqual(expected);
  });
});
