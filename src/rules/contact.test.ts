// Covers RULES.md §0 (edge-to-edge distance, ε = 0.01"), §1.4 (Silhouette contact, overlap) and §16 T8.
import { describe, expect, test } from 'vitest';
import { EPS } from '../geometry/units.ts';
import { signedGap, type Disc } from '../geometry/disc.ts';
import { baseRadiusInches } from './silhouettes.ts';
import { edgeDistance, inContact, overlaps, touchesOrOverlaps } from './contact.ts';

const R1 = baseRadiusInches(1); // 25 mm base, 0.492"
const s1 = (x: number, y: number): Disc => ({ x, y, r: R1 });
/** Two S1 bases on the x-axis whose edges are `gap` apart (negative: they interpenetrate). */
const pairAtGap = (gap: number, originX = 0): [Disc, Disc] => [s1(originX, 0), s1(originX + 2 * R1 + gap, 0)];

test('EPS is the 0.01" of RULES.md §0', () => {
  expect(EPS).toBe(0.01);
});

describe('at a given edge gap (two S1 bases, EPS = 0.01")', () => {
  test.each([
    // gap, edgeDistance, inContact, overlaps, touchesOrOverlaps
    [0.02, 0.02, false, false, false],
    [0.011, 0.011, false, false, false],
    [0.009, 0.009, true, false, true],
    [0, 0, true, false, true],
    [-0.009, 0, true, false, true],
    [-0.011, 0, false, true, true],
    [-0.02, 0, false, true, true],
  ])(
    'gap %s": ed %s, contact %s, overlaps %s, touchesOrOverlaps %s',
    (gap, ed, contact, overlap, touches) => {
      const [a, b] = pairAtGap(gap);
      expect(edgeDistance(a, b)).toBeCloseTo(ed, 9);
      expect(inContact(a, b)).toBe(contact);
      expect(overlaps(a, b)).toBe(overlap);
      expect(touchesOrOverlaps(a, b)).toBe(touches);
      // symmetric
      expect(inContact(b, a)).toBe(contact);
      expect(overlaps(b, a)).toBe(overlap);
      expect(touchesOrOverlaps(b, a)).toBe(touches);
    },
  );
});

describe('exactly on the ±EPS bound (RULES.md §1.4: |c1 − c2| ≤ r1 + r2 + ε and ≥ r1 + r2 − ε, both inclusive)', () => {
  // WARNING: 0.01 is not a binary fraction, so "exactly EPS" only exists up to rounding of the inputs.
  // With the pair at x = 10 the computed gap rounds to 0.00999999999999979 (inside the bound).
  test.each([
    [0.01, true, false, true],
    [-0.01, true, false, true],
  ])(
    'gap %s" (pair at x = 10): contact %s, overlaps %s, touchesOrOverlaps %s',
    (gap, contact, overlap, touches) => {
      const [a, b] = pairAtGap(gap, 10);
      expect(inContact(a, b)).toBe(contact);
      expect(overlaps(a, b)).toBe(overlap);
      expect(touchesOrOverlaps(a, b)).toBe(touches);
    },
  );

  // At x = 0 the same gap rounds to 0.010000000000000009 (> EPS); FLOAT_SLACK keeps the bound
  // inclusive wherever the pair stands.
  test.each([
    [0.01, true, false, true],
    [-0.01, true, false, true],
  ])(
    'gap %s" (pair at x = 0): contact %s, overlaps %s, touchesOrOverlaps %s',
    (gap, contact, overlap, touches) => {
      const [a, b] = pairAtGap(gap, 0);
      expect(inContact(a, b)).toBe(contact);
      expect(overlaps(a, b)).toBe(overlap);
      expect(touchesOrOverlaps(a, b)).toBe(touches);
    },
  );
});

describe('edgeDistance is measured base edge to base edge (RULES.md §0)', () => {
  test.each<[string, Disc, Disc, number]>([
    ['S1 (0,0) – S1 (8.9,0): 8.9 − 0.984 = 7.916"', s1(0, 0), s1(8.9, 0), 7.916],
    ['S1 (0,0) – S1 (3,4): 5 − 0.984 = 4.016"', s1(0, 0), s1(3, 4), 4.016],
    ['S3 (0,0) – S1 (9.2,0): 9.2 − 1.280 = 7.920"', { x: 0, y: 0, r: baseRadiusInches(3) }, s1(9.2, 0), 7.92],
    [
      'S8 (0,0) – S8 (10,0): 10 − 2.756 = 7.244"',
      { x: 0, y: 0, r: baseRadiusInches(8) },
      { x: 10, y: 0, r: baseRadiusInches(8) },
      7.244,
    ],
    ['same centre: 0", never negative', s1(5, 5), s1(5, 5), 0],
  ])('%s', (_label, a, b, expected) => {
    expect(edgeDistance(a, b)).toBeCloseTo(expected, 3);
    expect(edgeDistance(b, a)).toBeCloseTo(expected, 3);
  });
});

describe('a trooper and itself (RULES.md §1.4: since PDF 2.1 always in contact)', () => {
  const a = s1(5, 5);
  test('edgeDistance(a, a) is 0 and touchesOrOverlaps(a, a) is true', () => {
    expect(edgeDistance(a, a)).toBe(0);
    expect(touchesOrOverlaps(a, a)).toBe(true);
  });

  test('inContact(a, a) is true', () => {
    expect(inContact(a, a)).toBe(true);
  });
});

describe('RULES.md §16 T8: enemy CAMO (S1) at (10,0); active S1 model ends its Move on the x-axis', () => {
  const camo = s1(10, 0);
  test.each([
    // x, centre gap, signed edge gap, inContact, overlaps (beyond EPS), touchesOrOverlaps (= illegal)
    ['9.02', 0.98, -0.004, true, false, true],
    ['9.01', 0.99, 0.006, true, false, true],
    ['9.00', 1.0, 0.016, false, false, false],
  ])(
    'T8: end at (%s,0): centre gap %s, edge gap %s" → contact %s, overlaps %s, illegal %s',
    (xText, centreGap, gap, contact, overlap, illegal) => {
      const x = Number(xText);
      const mover = s1(x, 0);
      expect(camo.x - mover.x).toBeCloseTo(centreGap, 9);
      expect(signedGap(mover, camo)).toBeCloseTo(gap, 3);
      expect(inContact(mover, camo)).toBe(contact);
      expect(overlaps(mover, camo)).toBe(overlap);
      expect(touchesOrOverlaps(mover, camo)).toBe(illegal);
    },
  );

  test('T8: (9.02,0) really does overlap geometrically (0.98 < r1 + r2 = 0.984) and is illegal', () => {
    const mover = s1(9.02, 0);
    expect(signedGap(mover, camo)).toBeLessThan(0);
    expect(edgeDistance(mover, camo)).toBe(0);
    expect(touchesOrOverlaps(mover, camo)).toBe(true);
  });
});

describe('distance and contact between levels (RULES.md §0, §1.4; D168, D172)', () => {
  const on = (x: number, z: number, top = z + 1.575) => ({ x, y: 0, r: 0.492, z, top });
  test.each([
    ['side by side on the table: across only', on(0, 0), on(5, 0), 5 - 0.984],
    ['one on a 4" roof, the other on the table 3" across', on(0, 4), on(3.984, 0), Math.hypot(3, 4 - 1.575)],
    ['one above the other, heights overlapping: across only', on(0, 1), on(5, 0), 5 - 0.984],
    ['flat discs with no level: across only', { x: 0, y: 0, r: 0.492 }, { x: 5, y: 0, r: 0.492 }, 5 - 0.984],
  ])('%s', (_name, a, b, expected) => {
    expect(edgeDistance(a, b)).toBeCloseTo(expected, 9);
    expect(edgeDistance(b, a)).toBeCloseTo(expected, 9);
  });

  test('bases touching across the table but on different levels neither touch nor overlap', () => {
    expect(inContact(on(0, 4), on(0.984, 0))).toBe(false);
    expect(overlaps(on(0, 4), on(0.5, 0))).toBe(false);
    expect(inContact(on(0, 4), on(0.984, 4))).toBe(true);
  });
});
