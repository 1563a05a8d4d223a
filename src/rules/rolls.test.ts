// Rolls (RULES.md §8, §16 T35–T37): Success Value with the ±12 MOD cap, Normal rolls with criticals
// (and decision A14 above SV 20), Face to Face with one die a side.
import { describe, expect, it } from 'vitest';
import { faceToFace, normalRoll, successValue } from './rolls.ts';

describe('the Success Value', () => {
  it.each([
    ['no MODs', 13, [], 13],
    ['one MOD', 13, [3], 16],
    ['MODs summing to +12', 10, [6, 6], 22],
    ['MODs summing to +13, capped at +12', 10, [6, 6, 1], 22],
    ['MODs summing to −12', 13, [-6, -6], 1],
    ['T37: BS 13, −6 range, −3 cover, −6 Mimetism = −15, capped at −12', 13, [-6, -3, -6], 1],
    ['MODs cancelling out', 13, [-6, 3, 3], 13],
  ])('%s: %d with %j gives %d', (_what, attribute, mods, sv) => {
    expect(successValue(attribute, mods)).toBe(sv);
  });
});

describe('a Normal roll', () => {
  it.each([
    ['under the SV', 13, 5, true, false],
    ['equal to the SV: a critical', 13, 13, true, true],
    ['one over the SV', 13, 14, false, false],
    ['a 20 against SV 20: a critical', 20, 20, true, true],
    ['T37: SV 1, a roll of 1: success and critical', 1, 1, true, true],
    ['SV 1, a roll of 2', 1, 2, false, false],
    ['SV 0: even a 1 fails', 0, 1, false, false],
    ['SV −3: nothing succeeds', -3, 1, false, false],
    ['SV 23, a roll of 16: raised to 19, a success', 23, 16, true, false],
    ['SV 23, a roll of 17: raised to 20, a critical (A14)', 23, 17, true, true],
    ['SV 23, a roll of 20: raised past 20, a critical (A14)', 23, 20, true, true],
  ])('%s', (_what, sv, roll, success, critical) => {
    expect(normalRoll(sv, roll)).toMatchObject({ success, critical });
  });

  it('reports the raised result above SV 20, never past 20', () => {
    expect(normalRoll(23, 16).result).toBe(19);
    expect(normalRoll(23, 20).result).toBe(20);
    expect(normalRoll(13, 7).result).toBe(7);
  });
});

describe('a Face to Face roll', () => {
  it.each([
    ['T35: A 10 of SV 12 against B’s critical 11 of SV 11', { sv: 12, roll: 10 }, { sv: 11, roll: 11 }, 'b'],
    ['T36: both roll 9, both succeed: a tie cancels both', { sv: 12, roll: 9 }, { sv: 14, roll: 9 }, 'none'],
    ['the higher success wins', { sv: 12, roll: 10 }, { sv: 14, roll: 8 }, 'a'],
    ['a failure is thrown away', { sv: 12, roll: 15 }, { sv: 14, roll: 2 }, 'b'],
    ['a success beats a failure whatever the numbers', { sv: 5, roll: 1 }, { sv: 10, roll: 11 }, 'a'],
    ['both fail', { sv: 5, roll: 6 }, { sv: 10, roll: 11 }, 'none'],
    ['two criticals cancel', { sv: 12, roll: 12 }, { sv: 9, roll: 9 }, 'none'],
    ['a critical beats a higher non-critical success', { sv: 9, roll: 9 }, { sv: 15, roll: 14 }, 'a'],
    ['above SV 20 the raised results compare', { sv: 22, roll: 15 }, { sv: 20, roll: 16 }, 'a'],
    ['above SV 20 a raised critical beats a plain success', { sv: 22, roll: 18 }, { sv: 20, roll: 19 }, 'a'],
  ] as const)('%s', (_what, a, b, winner) => {
    expect(faceToFace(a, b)).toBe(winner);
    // The same roll seen from the other side gives the mirrored answer.
    const mirrored = winner === 'a' ? 'b' : winner === 'b' ? 'a' : 'none';
    expect(faceToFace(b, a)).toBe(mirrored);
  });
});
