// Face to Face with Burst (RULES.md §8, §18.1.3, §18.2.1): every die a Normal roll (criticals, decision
// A14 above SV 20), then what each side keeps; with one die a side it must agree with faceToFace.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { faceToFace, faceToFaceBurst } from './rolls.ts';

describe('a Face to Face roll with Burst', () => {
  // Columns: what, a's SV, a's dice, b's SV, b's dice, then [hits, crits] kept by a and by b.
  it.each<[string, number, number[], number, number[], [number, number], [number, number]]>([
    // A single die against a side that rolls none: the Normal-roll boundaries.
    ['a roll equal to the SV is a critical', 13, [13], 11, [], [0, 1], [0, 0]],
    ['a roll one over the SV fails', 13, [14], 11, [], [0, 0], [0, 0]],
    ['a roll one under the SV is a plain success', 13, [12], 11, [], [1, 0], [0, 0]],
    ['nobody rolls', 13, [], 11, [], [0, 0], [0, 0]],
    // An empty side keeps nothing and cancels nothing: all three successes stay.
    ['B3 against a side that rolls no dice', 13, [1, 2, 3], 11, [], [3, 0], [0, 0]],
    // Ties between the best successes: the tied dice cancel, and everything lower goes with them.
    ['a tie with the opposing best cancels both', 13, [9, 5], 12, [9], [0, 0], [0, 0]],
    ['tied bests, both sides with lower dice too', 13, [11, 9], 14, [3, 11], [0, 0], [0, 0]],
    // The 12 is strictly above b's best (11); the 11 ties it and goes.
    ['only the die above the tie survives', 13, [12, 11], 14, [11], [1, 0], [0, 0]],
    // A critical beats every non-critical, however high.
    ['a critical against a higher non-critical', 9, [9], 15, [14], [0, 1], [0, 0]],
    ['a critical against a Burst of higher successes', 9, [9], 15, [14, 12, 13], [0, 1], [0, 0]],
    // Criticals on both sides cancel, and every non-critical goes because the other side has a critical.
    ['criticals on both sides', 12, [12, 11], 9, [9, 3], [0, 0], [0, 0]],
    ['two criticals against one still cancel', 12, [12, 12], 9, [9], [0, 0], [0, 0]],
    // B3 against B1. The 15 fails, the 4 is below b's 10, the 12 beats it.
    ['B3 vs B1: a keeps its 12 only', 13, [4, 12, 15], 11, [10], [1, 0], [0, 0]],
    // b's 10 beats a's best success (8); a's 15 fails.
    ['B3 vs B1: the ARO wins', 13, [4, 8, 15], 11, [10], [0, 0], [1, 0]],
    // Both 6 and 7 beat b's 5; the 20 fails.
    ['B3 vs B1: two hits survive', 13, [6, 7, 20], 11, [5], [2, 0], [0, 0]],
    // a's critical 13 cancels b's 10; a's 2 and 5 are below the 10 and go.
    ['B3 vs B1: the critical survives, the low hits do not', 13, [13, 2, 5], 11, [10], [0, 1], [0, 0]],
    // a's critical 13 and b's critical 11 cancel; a's 12 goes because b has a critical.
    ['B3 vs B1: criticals both sides, nothing survives', 13, [11, 12, 13], 11, [11], [0, 0], [0, 0]],
    // a's three dice all fail, so b's 3 has nothing to beat.
    ['B3 vs B1: a Burst of failures', 10, [15, 16, 17], 11, [3], [0, 0], [1, 0]],
    // Decision A14 above SV 20: raised results compare; 20 or more is a critical.
    ['SV 23 rolling 17: raised to 20, a critical', 23, [17], 11, [], [0, 1], [0, 0]],
    ['SV 23 rolling 16: raised to 19, a plain success', 23, [16], 11, [], [1, 0], [0, 0]],
    // Raised to 17 and 3: the 17 beats b's 16, the 3 does not.
    ['SV 22: the raised result is compared', 22, [15, 1], 20, [16], [1, 0], [0, 0]],
    // Raised to 20, a critical, beats b's non-critical 19.
    ['SV 22 rolling 18: a raised critical', 22, [18], 20, [19], [0, 1], [0, 0]],
    // Raised 1 + 5 = 6 ties b's plain 6 (not a critical: b's SV is 12).
    ['SV 25 rolling 1: raised to 6, ties a 6', 25, [1], 12, [6], [0, 0], [0, 0]],
    // Both of a's dice are raised to 20 or more: two criticals; b's 20 against SV 20 is one too.
    ['SV 21 rolling 19 and 20 against a critical 20', 21, [19, 20], 20, [20], [0, 0], [0, 0]],
    ['SV 21 rolling 19 and 20 against a 19', 21, [19, 20], 20, [19], [0, 2], [0, 0]],
    // Raised criticals on both sides cancel.
    ['criticals above SV 20 on both sides', 22, [18], 24, [16], [0, 0], [0, 0]],
    // SV 0 or below: nothing succeeds, so nothing cancels the other side.
    ['SV 0 fails even a 1', 0, [1, 2], 11, [10], [0, 0], [1, 0]],
    ['SV −3 and SV 0: everything fails', -3, [1], 0, [1, 1], [0, 0], [0, 0]],
  ])('%s', (_what, svA, rollsA, svB, rollsB, [hitsA, critsA], [hitsB, critsB]) => {
    const keptA = { hits: hitsA, crits: critsA };
    const keptB = { hits: hitsB, crits: critsB };
    const a = { sv: svA, rolls: rollsA };
    const b = { sv: svB, rolls: rollsB };
    expect(faceToFaceBurst(a, b)).toEqual({ a: keptA, b: keptB });
    // The same roll seen from the other side gives the mirrored answer.
    expect(faceToFaceBurst(b, a)).toEqual({ a: keptB, b: keptA });
  });
});

describe('Face to Face with Burst, properties', () => {
  const sv = fc.integer({ min: -4, max: 34 });
  const die = fc.integer({ min: 1, max: 20 });
  const side = fc.record({ sv, rolls: fc.array(die, { maxLength: 6 }) });
  const keepsAny = (k: { hits: number; crits: number }) => k.hits + k.crits > 0;

  it('with one die a side agrees with faceToFace', () => {
    fc.assert(
      fc.property(sv, die, sv, die, (svA, rollA, svB, rollB) => {
        const burst = faceToFaceBurst({ sv: svA, rolls: [rollA] }, { sv: svB, rolls: [rollB] });
        const winner = keepsAny(burst.a) ? 'a' : keepsAny(burst.b) ? 'b' : 'none';
        expect(winner).toBe(faceToFace({ sv: svA, roll: rollA }, { sv: svB, roll: rollB }));
        expect(keepsAny(burst.a) && keepsAny(burst.b)).toBe(false);
      }),
      { seed: 42, numRuns: 5000 },
    );
  });

  it('never keeps more successes than dice, and at most one side keeps any', () => {
    fc.assert(
      fc.property(side, side, (a, b) => {
        const burst = faceToFaceBurst(a, b);
        expect(burst.a.hits + burst.a.crits).toBeLessThanOrEqual(a.rolls.length);
        expect(burst.b.hits + burst.b.crits).toBeLessThanOrEqual(b.rolls.length);
        expect(keepsAny(burst.a) && keepsAny(burst.b)).toBe(false);
      }),
      { seed: 42, numRuns: 5000 },
    );
  });
});
