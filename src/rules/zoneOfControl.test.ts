// Covers RULES.md §2 (Zone of Control: 8" from the base edge, ε = 0.01") and §16 T1–T4.
import { describe, expect, test } from 'vitest';
import type { Disc } from '../geometry/disc.ts';
import { EPS } from '../geometry/units.ts';
import { baseRadiusInches, type Silhouette } from './silhouettes.ts';
import { edgeDistance } from './contact.ts';
import { ZOC_RADIUS, inZoc } from './zoneOfControl.ts';

const base = (s: Silhouette, x: number, y = 0): Disc => ({ x, y, r: baseRadiusInches(s) });

test('ZOC_RADIUS is 8" (RULES.md §17) and the tolerance is EPS = 0.01"', () => {
  expect(ZOC_RADIUS).toBe(8);
  expect(EPS).toBe(0.01);
});

describe('RULES.md §16 T1–T4', () => {
  test.each<[string, Disc, Disc, number, boolean]>([
    ['T1: S1 at (8.9,0) is in ZoC of S1 at (0,0) (ed 7.916)', base(1, 0), base(1, 8.9), 7.916, true],
    ['T2: S1 at (9.0,0) is not in ZoC of S1 at (0,0) (ed 8.016)', base(1, 0), base(1, 9.0), 8.016, false],
    ['T3: S1 at (9.2,0) is in ZoC of 40 mm S3 at (0,0) (ed 7.920)', base(3, 0), base(1, 9.2), 7.92, true],
    [
      'T3: S1 at (9.3,0) is not in ZoC of 40 mm S3 at (0,0) (ed 8.020)',
      base(3, 0),
      base(1, 9.3),
      8.02,
      false,
    ],
    ['T4: S1 at (9.5,0) is in ZoC of 55 mm S4 at (0,0) (ed 7.925)', base(4, 0), base(1, 9.5), 7.925, true],
  ])('%s', (_label, owner, other, ed, expected) => {
    expect(edgeDistance(owner, other)).toBeCloseTo(ed, 3);
    expect(inZoc(owner, other)).toBe(expected);
  });
});

describe('the 8" boundary, two S1 bases, EPS = 0.01"', () => {
  const R = baseRadiusInches(1);
  test.each([
    [7.99, true],
    [8, true],
    [8.009, true],
    [8.011, false],
    [8.02, false],
  ])('edge distance %s" → in ZoC %s', (ed, expected) => {
    const owner = base(1, 0);
    const other = base(1, 2 * R + ed);
    expect(edgeDistance(owner, other)).toBeCloseTo(ed, 9);
    expect(inZoc(owner, other)).toBe(expected);
    expect(inZoc(other, owner)).toBe(expected);
  });

  test.each([
    [8, true],
    [8.009, true],
    [8.011, false],
  ])('diagonal (3:4 direction), edge distance %s" → in ZoC %s', (ed, expected) => {
    const d = 2 * R + ed;
    const owner = base(1, 10, 10);
    const other = base(1, 10 + 0.6 * d, 10 + 0.8 * d);
    expect(inZoc(owner, other)).toBe(expected);
  });
});

describe('ZoC is measured from the base edge, not the centre (RULES.md §2)', () => {
  // Each "other" is more than 8" from the owner's centre, and more than 8" from centre to its edge,
  // yet in ZoC because the owner's base radius also counts.
  test.each<[string, boolean, Disc, Disc, number]>([
    ['S1 owner, S1 at (8.99,0): centre distance 8.99 > 8, ed 8.006', true, base(1, 0), base(1, 8.99), 8.006],
    ['S3 owner, S1 at (9.27,0): ed 7.990', true, base(3, 0), base(1, 9.27), 7.99],
    ['S4 owner, S1 at (9.56,0): ed 7.985', true, base(4, 0), base(1, 9.56), 7.985],
    ['S8 owner (70 mm), S1 at (9.8,0): ed 7.930', true, base(8, 0), base(1, 9.8), 7.93],
    ['S8 owner, S8 at (10.75,0): ed 7.994', true, base(8, 0), base(8, 10.75), 7.994],
    ['S8 owner, S8 at (10.77,0): ed 8.014', false, base(8, 0), base(8, 10.77), 8.014],
    ['S1 owner, S8 at (9.9,0): ed 8.030', false, base(1, 0), base(8, 9.9), 8.03],
    ['S1 owner, S8 at (9.87,0): ed 8.000', true, base(1, 0), base(8, 9.87), 8.0],
  ])('%s → %s', (_label, expected, owner, other, ed) => {
    expect(edgeDistance(owner, other)).toBeCloseTo(ed, 3);
    expect(Math.hypot(other.x - owner.x, other.y - owner.y)).toBeGreaterThan(ZOC_RADIUS);
    expect(inZoc(owner, other)).toBe(expected);
    expect(inZoc(other, owner)).toBe(expected);
  });

  test('the same centre distance (9.5") is in ZoC for a 55 mm owner but not for a 25 mm owner', () => {
    expect(inZoc(base(4, 0), base(1, 9.5))).toBe(true);
    expect(inZoc(base(1, 0), base(1, 9.5))).toBe(false);
  });
});

describe('overlapping and touching bases are inside ZoC', () => {
  test.each<[string, Disc, Disc]>([
    ['touching S1s (ed 0)', base(1, 0), base(1, 2 * baseRadiusInches(1))],
    ['overlapping S1s', base(1, 0), base(1, 0.5)],
    ['the same spot', base(1, 0), base(1, 0)],
  ])('%s', (_label, a, b) => {
    expect(inZoc(a, b)).toBe(true);
  });
});

describe('the ZoC between levels (RULES.md §2, A10): 8" out and 8" above and below', () => {
  const at = (x: number, z: number, top: number) => ({ x, y: 0, r: 0.492, z, top });
  test.each([
    ['on the table beside each other', at(0, 0, 1.57), at(5, 0, 1.57), true],
    ['a trooper on a 6" roof above one on the table (4.43" between)', at(0, 6, 7.57), at(5, 0, 1.57), true],
    [
      'a trooper on a 9.6" roof above one on the table (8.03" between)',
      at(0, 9.6, 11.17),
      at(5, 0, 1.57),
      false,
    ],
    ['8" apart in height within the tolerance', at(0, 9.58, 11.15), at(5, 0, 1.57), true],
    [
      'flat discs without levels keep the 2D test',
      { x: 0, y: 0, r: 0.492 },
      { x: 8.9, y: 0, r: 0.492 },
      true,
    ],
  ])('%s', (_name, a, b, expected) => {
    expect(inZoc(a, b)).toBe(expected);
    expect(inZoc(b, a)).toBe(expected);
  });
});
