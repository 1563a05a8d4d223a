// Covers RULES.md §3 (Coherency: Holoecho "degree ≥ 1" and Decoy reference variants), decision A26 and §16 T5–T7.
import { describe, expect, test } from 'vitest';
import type { Disc } from '../geometry/disc.ts';
import { baseRadiusInches } from './silhouettes.ts';
import { coherencyFailures, referenceCoherencyFailures } from './coherency.ts';

const R1 = baseRadiusInches(1);
const s1 = (x: number, y: number): Disc => ({ x, y, r: R1 });

describe('coherencyFailures: each member needs another within 8" edge to edge', () => {
  test.each<[string, Disc[], number[]]>([
    [
      'T5: H1 (0,0), H2 (8.5,0), H3 (20,0): H3 has no partner (ed to H2 10.516) → index 2 fails',
      [s1(0, 0), s1(8.5, 0), s1(20, 0)],
      [2],
    ],
    [
      'T6: H1 (0,0), H2 (8.5,0), H3 (17.4,0): chain, H2–H3 ed 7.916 → all pass',
      [s1(0, 0), s1(8.5, 0), s1(17.4, 0)],
      [],
    ],
    ['T5 reordered: the lone H3 first → index 0 fails', [s1(20, 0), s1(0, 0), s1(8.5, 0)], [0]],
    ['triangle, all within 8" → all pass', [s1(0, 0), s1(4, 0), s1(2, 3)], []],
    ['three far apart (ed 10.016 each) → all fail', [s1(0, 0), s1(11, 0), s1(22, 0)], [0, 1, 2]],
    ['empty group → nothing fails', [], []],
    ['group of one → nothing fails (no partner to need)', [s1(0, 0)], []],
    ['group of two, ed 7.916 → both pass', [s1(0, 0), s1(8.9, 0)], []],
    ['group of two, ed exactly 8.000 → both pass', [s1(0, 0), s1(8 + 2 * R1, 0)], []],
    ['group of two, ed 8.016 → both fail', [s1(0, 0), s1(9.0, 0)], [0, 1]],
    [
      'four in two pairs, 20" apart → all pass (degree ≥ 1, not connectivity)',
      [s1(0, 0), s1(5, 0), s1(25, 0), s1(30, 0)],
      [],
    ],
  ])('%s', (_label, group, expected) => {
    expect(coherencyFailures(group)).toEqual(expected);
  });
});

describe("referenceCoherencyFailures: each member inside the reference trooper's ZoC", () => {
  const user = s1(10, 5);
  test.each<[string, Disc, Disc[], number[]]>([
    [
      'T7: user (10,5), DECOY-1 (18.9,5) ed 7.916 legal, DECOY-2 (19.1,5) ed 8.116 illegal → [1]',
      user,
      [s1(18.9, 5), s1(19.1, 5)],
      [1],
    ],
    ['T7: DECOY-1 alone at (18.9,5) → legal', user, [s1(18.9, 5)], []],
    ['T7: DECOY-2 alone at (19.1,5) → index 0', user, [s1(19.1, 5)], [0]],
    ['both decoys within 8" on opposite sides → legal', user, [s1(18.9, 5), s1(1.1, 5)], []],
    ['no members → nothing fails', user, [], []],
    [
      'members chained through each other do not help: (18,5) in, (26,5) out',
      user,
      [s1(18, 5), s1(26, 5)],
      [1],
    ],
  ])('%s', (_label, reference, members, expected) => {
    expect(referenceCoherencyFailures(reference, members)).toEqual(expected);
  });
});

describe('Coherency between levels (RULES.md §3, §2; D170): the ZoC reaches 8" up and down', () => {
  const at = (x: number, z: number) => ({ x, y: 0, r: 0.492, z, top: z + 1.575 });
  test.each([
    ['two pieces on the table 3" apart', [at(0, 0), at(3, 0)], []],
    ['one on a 6" roof, one at its foot 3" across (4.4" between their heights)', [at(0, 6), at(3, 0)], []],
    [
      'one on an 11" roof, one at its foot (9.4" between): both out of Coherency',
      [at(0, 11), at(3, 0)],
      [0, 1],
    ],
  ])('%s', (_name, group, failures) => {
    expect(coherencyFailures(group)).toStrictEqual(failures);
  });
});
