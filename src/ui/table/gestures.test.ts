// The facing handle's drag (issue: touch everywhere): the facing follows the pointer round the base,
// a drag back onto the base restores the facing the model had, and a turn back to it sends nothing.
import { describe, expect, it } from 'vitest';
import { handleFacing, sameFacing } from './gestures.ts';

const model = { x: 10, y: 10, r: 0.5 };

describe('handleFacing', () => {
  it.each([
    [{ x: 12, y: 10 }, 0],
    [{ x: 10, y: 12 }, 90],
    [{ x: 8, y: 10 }, 180],
    [{ x: 10, y: 8 }, 270],
    [{ x: 12, y: 8 }, 315],
    // Just below the +x axis and just above it: through 0°/360°.
    [{ x: 12, y: 10.01 }, 0],
    [{ x: 12, y: 9.99 }, 0],
    [{ x: 12, y: 9.95 }, 359],
  ])('towards %o it faces %i°', (at, facing) => {
    expect(handleFacing(model, at, 45)).toBe(facing);
  });

  it.each([
    ['the centre', { x: 10, y: 10 }],
    ['inside the base', { x: 10.3, y: 10.3 }],
    ['on its rim', { x: 10.5, y: 10 }],
  ])('back on %s it faces the way it did', (_, at) => {
    expect(handleFacing(model, at, 123)).toBe(123);
  });

  it('just off the rim it follows the pointer again', () => {
    expect(handleFacing(model, { x: 10.51, y: 10 }, 123)).toBe(0);
  });
});

describe('sameFacing', () => {
  it.each([
    [90, 90, true],
    [359.6, 0, true],
    [0, 359.6, true],
    [360, 0, true],
    [90, 91, false],
    [0, 180, false],
    [-90, 270, true],
  ])('%d° and %d°: %s', (a, b, same) => {
    expect(sameFacing(a, b)).toBe(same);
  });
});
