// Polygon moves, turns and rectangle resizing used by the scenery editor.
import { describe, expect, test } from 'vitest';
import { resizeRectangle, rotatePolygon, translatePolygon } from './transform.ts';
import { rectangle } from './polygon.ts';

function close(a: { x: number; y: number }[], b: { x: number; y: number }[]): void {
  expect(a).toHaveLength(b.length);
  a.forEach((p, i) => {
    expect(p.x).toBeCloseTo(b[i]!.x, 9);
    expect(p.y).toBeCloseTo(b[i]!.y, 9);
  });
}

describe('polygon transforms', () => {
  const sq = [
    { x: 0, y: 0 },
    { x: 2, y: 0 },
    { x: 2, y: 2 },
    { x: 0, y: 2 },
  ];
  test('translate', () => {
    close(translatePolygon(sq, { x: 1, y: -1 }), [
      { x: 1, y: -1 },
      { x: 3, y: -1 },
      { x: 3, y: 1 },
      { x: 1, y: 1 },
    ]);
  });
  test('rotate 90° clockwise on screen around the centre', () => {
    close(rotatePolygon(sq, { x: 1, y: 1 }, 90), [
      { x: 2, y: 0 },
      { x: 2, y: 2 },
      { x: 0, y: 2 },
      { x: 0, y: 0 },
    ]);
  });
  test('resizing a corner keeps the opposite corner and the right angles', () => {
    close(resizeRectangle(sq, 2, { x: 5, y: 3 }), [
      { x: 0, y: 0 },
      { x: 5, y: 0 },
      { x: 5, y: 3 },
      { x: 0, y: 3 },
    ]);
  });
  test('a turned rectangle resized along its own axes stays 4 × 2 → 6 × 2', () => {
    const r = rectangle({ x: 10, y: 10 }, 4, 2, 30);
    const grown = resizeRectangle(r, 1, {
      x: r[1]!.x + 2 * Math.cos(Math.PI / 6),
      y: r[1]!.y + 2 * Math.sin(Math.PI / 6),
    });
    const side = (a: { x: number; y: number }, b: { x: number; y: number }) =>
      Math.hypot(a.x - b.x, a.y - b.y);
    expect(side(grown[0]!, grown[1]!)).toBeCloseTo(6, 9);
    expect(side(grown[1]!, grown[2]!)).toBeCloseTo(2, 9);
    expect(grown[3]).toEqual(r[3]);
  });
});
