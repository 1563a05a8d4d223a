// RULES.md §9.2 (Discover range MODs, Mimetism, IMP-1, Partial Cover), §16 T27–T30, decision A5.
import { describe, expect, test } from 'vitest';
import { discoverModifier, discoverOnModelNote, discoverRangeBand } from './discover.ts';

describe('range bands include their upper bound (decision A5)', () => {
  test.each([
    [0, 3],
    [8, 3],
    [8.01, 0],
    [16, 0],
    [24, 0],
    [32, 0],
    [32.01, -3],
    [40, -3],
    [48, -3],
    [48.01, -6],
    [96, -6],
  ])('%s" → %s', (d, mod) => {
    expect(discoverRangeBand(d)?.mod).toBe(mod);
  });
  test('beyond 96" there is no band', () => {
    expect(discoverRangeBand(96.011)).toBeNull();
  });
});

describe('RULES.md §16 T27–T30', () => {
  test('T27: WIP 14, Mimetism −6, 30", Partial Cover → SV 5', () => {
    expect(14 + discoverModifier(30, { mimetism: -6, partialCover: true })!).toBe(5);
  });
  test('T28: WIP 13, no Mimetism, exactly 8.0" → SV 16', () => {
    expect(13 + discoverModifier(8, {})!).toBe(16);
  });
  test('T29: WIP 12, Mimetism −3, 45" → SV 6', () => {
    expect(12 + discoverModifier(45, { mimetism: -3 })!).toBe(6);
  });
  test('T30: 100" is out of range', () => {
    expect(discoverModifier(100, {})).toBeNull();
  });
  // T22 says "range 0": read as the range MOD 0 (8–24"), since 0–8" gives +3 (T28).
  test('T22: WIP 13 against IMP-1 with range MOD 0 (12") → SV 7', () => {
    expect(13 + discoverModifier(12, { imp1: true })!).toBe(7);
  });
});

describe('Discover against a model (D202, RULES.md §9.3, §10.5)', () => {
  test.each([
    ['model', true],
    ['CAMO', false],
    ['IMP-1', false],
    ['IMP-2', false],
    ['HOLOECHO-1', false],
  ])('%s: the panel notes it finds only a disguise → %s', (kind, noted) => {
    expect(discoverOnModelNote(kind) !== null).toBe(noted);
  });
});
