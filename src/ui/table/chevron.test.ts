// The facing chevron's outline (issue: it read the wrong way at diagonal facings).
import { describe, expect, it } from 'vitest';
import { MARKER_CHEVRON, MODEL_CHEVRON, chevronPoints } from './chevron.ts';

/** The outline's corners, as (along the facing, across it) in base radii. */
function corners(facing: number, shape = MODEL_CHEVRON) {
  const pts = chevronPoints(facing, 2, shape);
  const f = { x: Math.cos((facing * Math.PI) / 180), y: Math.sin((facing * Math.PI) / 180) };
  return [0, 2, 4, 6].map((i) => {
    const x = (pts[i] ?? NaN) / 2;
    const y = (pts[i + 1] ?? NaN) / 2;
    return { along: x * f.x + y * f.y, across: -x * f.y + y * f.x };
  });
}

describe('chevronPoints', () => {
  it.each([0, 45, 90, 135, 180, 225, 270, 315, 20, -45])(
    'at %i° its tip is on the facing, in front, and the farthest point forward',
    (facing) => {
      for (const shape of [MODEL_CHEVRON, MARKER_CHEVRON]) {
        const [tip, ...rest] = corners(facing, shape);
        expect(tip?.along).toBeCloseTo(shape.tip, 9);
        expect(tip?.across).toBeCloseTo(0, 9);
        for (const c of rest) expect(c.along).toBeLessThan(tip?.along ?? 0);
      }
    },
  );

  it('puts 45° down and to the right on the table (+x, +y), as vec.fromDegrees does', () => {
    const [x, y] = chevronPoints(45, 1, MODEL_CHEVRON);
    expect(x).toBeGreaterThan(0);
    expect(y).toBeGreaterThan(0);
    expect(x).toBeCloseTo(y ?? NaN, 9);
    const [x2, y2] = chevronPoints(225, 1, MODEL_CHEVRON);
    expect(x2).toBeLessThan(0);
    expect(y2).toBeLessThan(0);
  });

  it('is an arrowhead with one point: longer than wide, notched and symmetric about the facing', () => {
    for (const shape of [MODEL_CHEVRON, MARKER_CHEVRON]) {
      const [tip, right, notch, left] = corners(135, shape);
      expect((tip?.along ?? 0) - (right?.along ?? 0)).toBeGreaterThan(
        (right?.across ?? 0) - (left?.across ?? 0),
      );
      expect(notch?.along).toBeGreaterThan(right?.along ?? Infinity);
      expect(notch?.across).toBeCloseTo(0, 9);
      expect(right?.across).toBeCloseTo(-(left?.across ?? NaN), 9);
      expect(right?.along).toBeCloseTo(left?.along ?? NaN, 9);
    }
  });
});
