// Covers RULES.md §1.2 (Silhouette table) and decision A6 (N3 values used for N4).
import { describe, expect, test } from 'vitest';
import {
  SILHOUETTES,
  baseDiameterMm,
  baseRadiusInches,
  isSilhouette,
  silhouetteHeightMm,
} from './silhouettes.ts';

describe('the §1.2 table, row by row', () => {
  test.each([
    // S, base Ø mm, base Ø in, base radius in, height mm
    [1, 25, 0.984, 0.492, 25],
    [2, 25, 0.984, 0.492, 40],
    [3, 40, 1.575, 0.787, 32],
    [4, 55, 2.165, 1.083, 32],
    [5, 40, 1.575, 0.787, 45],
    [6, 40, 1.575, 0.787, 55],
    [7, 55, 2.165, 1.083, 67],
    [8, 70, 2.756, 1.378, 70],
  ])('S%i: base %i mm (Ø %s", r %s"), height %i mm', (s, diameterMm, diameterIn, radiusIn, heightMm) => {
    expect(isSilhouette(s)).toBe(true);
    expect(baseDiameterMm(s)).toBe(diameterMm);
    expect(baseRadiusInches(s)).toBeCloseTo(radiusIn, 3);
    expect(2 * baseRadiusInches(s)).toBeCloseTo(diameterIn, 3);
    expect(silhouetteHeightMm(s)).toBe(heightMm);
    expect(SILHOUETTES[s as keyof typeof SILHOUETTES]).toEqual({ baseMm: diameterMm, heightMm });
  });

  test('the table has exactly S1..S8', () => {
    expect(Object.keys(SILHOUETTES)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });
});

describe('anything but an integer 1..8 is rejected', () => {
  test.each([0, 9, 2.5, NaN, -1, Infinity])(
    'S%s: isSilhouette is false and every lookup throws RangeError',
    (s) => {
      expect(isSilhouette(s)).toBe(false);
      expect(() => baseDiameterMm(s)).toThrow(RangeError);
      expect(() => baseRadiusInches(s)).toThrow(RangeError);
      expect(() => silhouetteHeightMm(s)).toThrow(RangeError);
    },
  );

  test.each<[string, unknown]>([
    ['the string "1"', '1'],
    ['null', null],
    ['undefined', undefined],
  ])('isSilhouette(%s) is false', (_label, s) => {
    expect(isSilhouette(s)).toBe(false);
  });
});
