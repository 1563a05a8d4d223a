// Covers RULES.md §0 (the 0.01" tolerance at every rule bound, decision D1) and how the table writes a
// distance next to a limit.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatDistance, isWithin, shownDistance } from './distances.ts';

describe('isWithin: inclusive, EPS = 0.01" over the limit', () => {
  test.each<[number, number, boolean]>([
    [0, 0, true],
    [0.01, 0, true],
    [0.011, 0, false],
    [3.99, 4, true],
    [4, 4, true],
    [4.005, 4, true],
    [4.01, 4, true],
    [4.0101, 4, false],
    [4.1, 4, false],
    [2.01, 2, true],
    [2.02, 2, false],
    [8.009, 8, true],
    [8.011, 8, false],
  ])('%s" against %s" → %s', (distance, limit, expected) => {
    expect(isWithin(distance, limit)).toBe(expected);
  });
});

describe('shownDistance: tenths, rounded up past the tolerance', () => {
  test.each<[number, string]>([
    [0, '0.0"'],
    [0.005, '0.0"'],
    [0.05, '0.1"'],
    [3, '3.0"'],
    [3.0004, '3.0"'],
    [2.998, '3.0"'],
    [3.95, '4.0"'],
    [4, '4.0"'],
    [4.005, '4.0"'],
    [4.01, '4.0"'],
    [4.011, '4.1"'],
    [4.04, '4.1"'],
    [7.1, '7.1"'],
    [7.11, '7.1"'],
    [7.12, '7.2"'],
  ])('%s" reads %s', (distance, text) => {
    expect(formatDistance(distance)).toBe(text);
  });

  test('against any limit in tenths, a distance reads at most the limit exactly when it is within it (property)', () => {
    // A distance drawn anywhere, or right at the limit where the rounding matters.
    const distance = fc.oneof(
      fc.record({ at: fc.double({ min: 0, max: 30, noNaN: true }) }),
      fc.record({ off: fc.double({ min: -0.05, max: 0.05, noNaN: true }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 240 }), distance, (tenths, d) => {
        const limit = tenths / 10;
        const inches = 'at' in d ? d.at : Math.max(0, limit + d.off);
        expect(shownDistance(inches) <= limit).toBe(isWithin(inches, limit));
      }),
      { numRuns: 2000 },
    );
  });
});
