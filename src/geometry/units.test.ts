// Covers RULES.md §0 (units: inches, degrees, ε = 0.01") and the facing convention of §16.
import { describe, expect, test } from 'vitest';
import {
  EPS,
  MM_PER_INCH,
  angleDifference,
  degToRad,
  mmToInches,
  normalizeDegrees,
  radToDeg,
} from './units.ts';

describe('constants', () => {
  test('EPS is 0.01" and 1" = 25.4 mm (RULES.md §0)', () => {
    expect(EPS).toBe(0.01);
    expect(MM_PER_INCH).toBe(25.4);
  });
});

describe('mmToInches / degToRad / radToDeg', () => {
  test.each([
    [25.4, 1],
    [25, 0.984],
    [40, 1.575],
    [55, 2.165],
    [70, 2.756],
    [0, 0],
  ])('%s mm → %s"', (mm, inches) => {
    expect(mmToInches(mm)).toBeCloseTo(inches, 3);
  });

  test.each([
    [0, 0],
    [90, Math.PI / 2],
    [180, Math.PI],
    [-90, -Math.PI / 2],
    [360, 2 * Math.PI],
  ])('%s° ↔ %s rad', (deg, rad) => {
    expect(degToRad(deg)).toBeCloseTo(rad, 12);
    expect(radToDeg(rad)).toBeCloseTo(deg, 9);
  });
});

describe('normalizeDegrees wraps into [0, 360)', () => {
  test.each([
    [0, 0],
    [90, 90],
    [359, 359],
    [359.5, 359.5],
    [360, 0],
    [375, 15],
    [720, 0],
    [1080.5, 0.5],
    [-15, 345],
    [-0.5, 359.5],
    [-90, 270],
    [-360, 0],
    [-375, 345],
    [-720, 0],
  ])('%s° → %s°', (deg, expected) => {
    expect(normalizeDegrees(deg)).toBeCloseTo(expected, 9);
  });

  test.each([
    ['-0', -0],
    ['-360 (remainder is -0)', -360],
    ['360 − 1e-12 (noise just under 360)', 360 - 1e-12],
  ])('%s reads as +0, never -0 or 360', (_label, deg) => {
    expect(normalizeDegrees(deg)).toBe(0);
  });
});

describe('angleDifference: signed b − a in (−180, 180], across 0°/360°', () => {
  test.each([
    [0, 90, 90],
    [90, 0, -90],
    [45, 45, 0],
    [350, 10, 20],
    [10, 350, -20],
    [359, 1, 2],
    [1, 359, -2],
    [0, 359, -1],
    [359, 0, 1],
    [0, 180, 180],
    [180, 0, 180],
    [270, 90, 180],
    [0, 181, -179],
    [0, 179, 179],
    [-90, 270, 0],
    [720, 10, 10],
  ])('from %s° to %s° is %s°', (a, b, expected) => {
    expect(angleDifference(a, b)).toBeCloseTo(expected, 9);
  });
});
