// Covers the geometry behind RULES.md §0 and §1.4 ("inside", touching) and decision A7 (tall scenery is solid).
import { describe, expect, test } from 'vitest';
import {
  bounds,
  discPenetration,
  distanceToOutline,
  pointInPolygon,
  rectangle,
  type Polygon,
} from './polygon.ts';
import type { Point } from './vec.ts';

/** 4" × 4" square with corners (0,0) and (4,4). */
const SQUARE: Polygon = [
  { x: 0, y: 0 },
  { x: 4, y: 0 },
  { x: 4, y: 4 },
  { x: 0, y: 4 },
];

/** An L shape: the square above minus the block x > 1, y > 1. */
const L_SHAPE: Polygon = [
  { x: 0, y: 0 },
  { x: 4, y: 0 },
  { x: 4, y: 1 },
  { x: 1, y: 1 },
  { x: 1, y: 4 },
  { x: 0, y: 4 },
];

describe('pointInPolygon', () => {
  test.each<[string, boolean, Polygon, Point]>([
    ['square: centre (2,2)', true, SQUARE, { x: 2, y: 2 }],
    ['square: (0.001,2) just inside the left edge', true, SQUARE, { x: 0.001, y: 2 }],
    ['square: (-0.001,2) just outside the left edge', false, SQUARE, { x: -0.001, y: 2 }],
    ['square: (3.999,3.999) just inside a corner', true, SQUARE, { x: 3.999, y: 3.999 }],
    ['square: (4.001,4.001) just outside a corner', false, SQUARE, { x: 4.001, y: 4.001 }],
    ['square: (5,2) outside', false, SQUARE, { x: 5, y: 2 }],
    ['L shape: (0.5,3) in the upright', true, L_SHAPE, { x: 0.5, y: 3 }],
    ['L shape: (3,0.5) in the foot', true, L_SHAPE, { x: 3, y: 0.5 }],
    ['L shape: (2,2) in the notch', false, L_SHAPE, { x: 2, y: 2 }],
    ['empty polygon', false, [], { x: 0, y: 0 }],
  ])('%s → %s', (_label, expected, poly, p) => {
    expect(pointInPolygon(p, poly)).toBe(expected);
  });
});

describe('distanceToOutline', () => {
  test.each<[string, number, Point]>([
    ['centre (2,2)', 2, { x: 2, y: 2 }],
    ['(1,2) inside, near the left edge', 1, { x: 1, y: 2 }],
    ['(2,0) on the top edge', 0, { x: 2, y: 0 }],
    ['(4,4) on a corner', 0, { x: 4, y: 4 }],
    ['(5,2) outside, 1" right', 1, { x: 5, y: 2 }],
    ['(5,5) outside the corner, √2', Math.SQRT2, { x: 5, y: 5 }],
  ])('square: %s → %s"', (_label, expected, p) => {
    expect(distanceToOutline(p, SQUARE)).toBeCloseTo(expected, 9);
  });
});

describe('discPenetration (r = 0.5") into the 4" square', () => {
  test.each<[string, number, Point]>([
    ['centre (2,2): all inside, 2 + 0.5', 2.5, { x: 2, y: 2 }],
    ['centre (3.9,2): 0.1 inside + 0.5', 0.6, { x: 3.9, y: 2 }],
    ['centre (4,2) on the edge: half the base in', 0.5, { x: 4, y: 2 }],
    ['centre (4.49,2): reaches in 0.01', 0.01, { x: 4.49, y: 2 }],
    ['centre (4.5,2): touching', 0, { x: 4.5, y: 2 }],
    ['centre (4.52,2): just outside, gap 0.02', -0.02, { x: 4.52, y: 2 }],
    ['centre (10,2): gap 5.5', -5.5, { x: 10, y: 2 }],
  ])('%s → %s', (_label, expected, c) => {
    expect(discPenetration({ ...c, r: 0.5 }, SQUARE)).toBeCloseTo(expected, 9);
  });
});

describe('rectangle(c, w, h, rotation)', () => {
  const C = { x: 10, y: 10 };

  test.each<[number, Point[]]>([
    [
      0,
      [
        { x: 8, y: 9 },
        { x: 12, y: 9 },
        { x: 12, y: 11 },
        { x: 8, y: 11 },
      ],
    ],
    [
      90,
      [
        { x: 11, y: 8 },
        { x: 11, y: 12 },
        { x: 9, y: 12 },
        { x: 9, y: 8 },
      ],
    ],
    [
      180,
      [
        { x: 12, y: 11 },
        { x: 8, y: 11 },
        { x: 8, y: 9 },
        { x: 12, y: 9 },
      ],
    ],
    [
      360,
      [
        { x: 8, y: 9 },
        { x: 12, y: 9 },
        { x: 12, y: 11 },
        { x: 8, y: 11 },
      ],
    ],
  ])('4" × 2" at (10,10) turned %s° has the expected corners', (rotation, corners) => {
    const poly = rectangle(C, 4, 2, rotation);
    expect(poly).toHaveLength(4);
    poly.forEach((p, i) => {
      expect(p.x).toBeCloseTo(corners[i]!.x, 9);
      expect(p.y).toBeCloseTo(corners[i]!.y, 9);
    });
  });

  test('the default rotation is 0°', () => {
    expect(rectangle(C, 4, 2)).toEqual(rectangle(C, 4, 2, 0));
  });

  test('turned 45°: the corner (+2,−1) goes to (10 + 3/√2, 10 + 1/√2), clockwise on screen (y down)', () => {
    const corner = rectangle(C, 4, 2, 45)[1]!;
    expect(corner.x).toBeCloseTo(10 + 3 / Math.SQRT2, 9);
    expect(corner.y).toBeCloseTo(10 + 1 / Math.SQRT2, 9);
  });

  test('turned 45°: bounds span ±3/√2 around the centre', () => {
    const b = bounds(rectangle(C, 4, 2, 45));
    const half = 3 / Math.SQRT2;
    expect(b.minX).toBeCloseTo(10 - half, 9);
    expect(b.maxX).toBeCloseTo(10 + half, 9);
    expect(b.minY).toBeCloseTo(10 - half, 9);
    expect(b.maxY).toBeCloseTo(10 + half, 9);
  });

  test.each<[number, number, number, boolean]>([
    [0, 11.5, 10, true],
    [0, 10, 11.5, false],
    [90, 11.5, 10, false],
    [90, 10, 11.5, true],
    [45, 11.2, 11.2, true],
    [45, 10.6, 9.4, true],
    [45, 11.5, 11.5, false],
    [45, 11.5, 8.5, false],
  ])('turned %s°: (%s,%s) inside → %s', (rotation, x, y, expected) => {
    expect(pointInPolygon({ x, y }, rectangle(C, 4, 2, rotation))).toBe(expected);
  });

  test.each<[number, number, number, number]>([
    [0, 12.5, 10, 0],
    [90, 12.5, 10, -1],
    [90, 11.5, 10, 0],
    [90, 10, 12.49, 0.01],
  ])('turned %s°: a 0.5" disc at (%s,%s) penetrates %s"', (rotation, x, y, expected) => {
    expect(discPenetration({ x, y, r: 0.5 }, rectangle(C, 4, 2, rotation))).toBeCloseTo(expected, 9);
  });
});
