// Replacing models and markers (RULES.md §12, §16 T46): centre on centre, or edge on edge at a point
// of the old rim, for smaller, bigger and equal bases.
import { describe, expect, it } from 'vitest';
import { baseRadiusInches } from './silhouettes.ts';
import { replacementCentre } from './replacement.ts';

const r40 = baseRadiusInches(3); // 40 mm
const r25 = baseRadiusInches(2); // 25 mm
const r55 = baseRadiusInches(4); // 55 mm

describe('T46: a 40 mm CAMO marker at (10, 10) replaced by a 25 mm model', () => {
  const old = { x: 10, y: 10, r: r40 };

  it('centre on centre: (10, 10)', () => {
    expect(replacementCentre(old, r25, 'centre')).toEqual({ x: 10, y: 10 });
  });

  it('edge on edge at the +x rim point (10.787, 10): centre (10.295, 10)', () => {
    const c = replacementCentre(old, r25, { edgeToward: { x: 10 + r40, y: 10 } });
    expect(c.x).toBeCloseTo(10.295, 3);
    expect(c.y).toBe(10);
    // The rims coincide at P: the new base touches P from inside.
    expect(Math.hypot(10 + r40 - c.x, 0)).toBeCloseTo(r25, 9);
  });
});

describe('edge on edge in other cases (RULES.md §12)', () => {
  const old = { x: 0, y: 0, r: r40 };

  it.each([
    ['a bigger base moves away from P', r55, { x: 0, y: r40 }, { x: 0, y: r40 - r55 }],
    ['a smaller base moves towards P', r25, { x: -r40, y: 0 }, { x: -(r40 - r25), y: 0 }],
    ['P given off the rim only sets the direction', r25, { x: 0, y: -5 }, { x: 0, y: -(r40 - r25) }],
    ['the same base size stays where it was', r40, { x: 5, y: 5 }, { x: 0, y: 0 }],
    ['P at the centre gives no direction: centre on centre', r25, { x: 0, y: 0 }, { x: 0, y: 0 }],
  ])('%s', (_what, newR, toward, expected) => {
    const c = replacementCentre(old, newR, { edgeToward: toward });
    expect(c.x).toBeCloseTo(expected.x, 9);
    expect(c.y).toBeCloseTo(expected.y, 9);
  });

  it('a diagonal point keeps the rims tangent at P', () => {
    const p = { x: r40 / Math.SQRT2, y: r40 / Math.SQRT2 };
    const c = replacementCentre(old, r25, { edgeToward: p });
    expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeCloseTo(r25, 9);
    expect(Math.hypot(c.x, c.y)).toBeCloseTo(r40 - r25, 9);
  });
});
