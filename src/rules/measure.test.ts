// RULES.md §0 (edge to edge), §2 (ZoC), §9.2 (Discover bands): the measuring tape.
import { describe, expect, test } from 'vitest';
import { measure } from './measure.ts';

describe('measure', () => {
  const r = 0.492;
  test.each([
    [
      'base to base, 7.916" (T1): in ZoC, Discover +3',
      { x: 0, y: 0, r },
      { x: 8.9, y: 0, r },
      7.916,
      true,
      3,
    ],
    [
      'base to base, 8.016" (T2): out of ZoC, Discover 0',
      { x: 0, y: 0, r },
      { x: 9, y: 0, r },
      8.016,
      false,
      0,
    ],
    ['base to a point 40" away: −3', { x: 0, y: 0, r }, { x: 40.492, y: 0, r: 0 }, 40, false, -3],
    ['point to point 100": no Discover band', { x: 0, y: 0, r: 0 }, { x: 0, y: 100, r: 0 }, 100, false, null],
  ])('%s', (_n, a, b, d, zoc, mod) => {
    const m = measure(a, b);
    expect(m.distance).toBeCloseTo(d, 3);
    expect(m.inZoc).toBe(zoc);
    expect(m.discover?.mod ?? null).toBe(mod);
  });
  test('the tape runs between the nearest points of the two edges', () => {
    const m = measure({ x: 0, y: 0, r: 1 }, { x: 0, y: 10, r: 2 });
    expect(m.from).toEqual({ x: 0, y: 1 });
    expect(m.to).toEqual({ x: 0, y: 8 });
  });
  test('touching or overlapping bases measure 0, centre to centre', () => {
    const m = measure({ x: 0, y: 0, r: 1 }, { x: 1.5, y: 0, r: 1 });
    expect(m.distance).toBe(0);
    expect(m.from).toEqual({ x: 0, y: 0 });
  });
});
