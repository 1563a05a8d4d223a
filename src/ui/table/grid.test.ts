// The inch grid's lines: every inch inside the table, every sixth one major, the edges left out.
import { describe, expect, it } from 'vitest';
import { gridSteps } from './grid.ts';

describe('gridSteps', () => {
  it.each([
    [48, true, [6, 12, 18, 24, 30, 36, 42]],
    [12, true, [6]],
    [6, true, []],
    [7, false, [1, 2, 3, 4, 5]],
    [1, false, []],
    [0, false, []],
  ])('a side of %s" gives major=%s lines at %j', (length, major, expected) => {
    expect(gridSteps(length, major)).toEqual(expected);
  });

  it('the major and minor lines together are every inch inside the table, once', () => {
    const all = [...gridSteps(48, false), ...gridSteps(48, true)].sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
  });
});
