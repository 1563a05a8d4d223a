// Covers RULES.md §18.12.1 (who may be in a Fireteam, Coherency to the Team Leader) and §18.12.2 (the
// bonus table by rule set, A32), with the ZoC edge at 8" (RULES.md §2) and its EPS = 0.01" tolerance (D16).
import { describe, expect, it } from 'vitest';
import { EPS } from '../geometry/units.ts';
import {
  FIRETEAM_MAX,
  fireteamBonus,
  fireteamCoherencyFailures,
  fireteamRefusal,
  fireteamSameUnit,
  fireteamSizeRefusal,
  type FireteamCandidate,
} from './fireteams.ts';

const lead = { owner: 'A', combatGroup: 1 };
const candidate = (over: Partial<FireteamCandidate>): FireteamCandidate => ({
  id: 't',
  owner: 'A',
  combatGroup: 1,
  standing: 'model',
  ...over,
});

describe('fireteamRefusal', () => {
  it.each<[string, Partial<FireteamCandidate>, string | null]>([
    ['a Model of the same group', {}, null],
    ['the other seat', { owner: 'B' }, 'OTHER_OWNER'],
    ['a trooper in Holoecho State (seed 000)', { standing: 'holoecho' }, 'HOLOECHO'],
    ['a trooper deployed with Decoy (seed 001)', { standing: 'decoy' }, 'DECOY'],
    ['a CAMO or IMP marker', { standing: 'marker' }, 'MARKER'],
    ['a trooper in Hidden Deployment (D118)', { standing: 'hidden' }, 'NOT_ON_TABLE'],
    ['a trooper still in reserve (D118)', { standing: 'reserve' }, 'NOT_ON_TABLE'],
    ['an Unconscious trooper', { isNull: true }, 'NULL_STATE'],
    ['a member of another Fireteam', { inFireteam: true }, 'OTHER_FIRETEAM'],
    ['another Combat Group', { combatGroup: 2 }, 'OTHER_COMBAT_GROUP'],
  ])('%s', (_, over, expected) => {
    expect(fireteamRefusal(lead, candidate(over))).toBe(expected);
  });
});

describe('fireteamCoherencyFailures: inside the Team Leader ZoC, edge to edge', () => {
  const r = 0.5;
  const leader = { x: 0, y: 0, r };
  it.each<[string, number, number[]]>([
    ['8" apart edge to edge, less EPS', 8 + 2 * r - EPS, []],
    ['exactly 8"', 8 + 2 * r, []],
    ['8" and EPS, the measuring tolerance (D16)', 8 + 2 * r + EPS, []],
    ['8" and twice EPS', 8 + 2 * r + 2 * EPS, [0]],
  ])('%s', (_, x, failures) => {
    expect(fireteamCoherencyFailures(leader, [{ x, y: 0, r }])).toEqual(failures);
  });
});

describe('fireteamBonus: each size sums the rows up to it', () => {
  it.each<[Parameters<typeof fireteamBonus>[0], number, ReturnType<typeof fireteamBonus>]>([
    ['N4-2020', 1, { oneOrder: false, burst: 0, bs: 0, discover: 0, sixthSense: false }],
    ['N4-2020', 2, { oneOrder: true, burst: 0, bs: 0, discover: 0, sixthSense: false }],
    ['N4-2020', 3, { oneOrder: true, burst: 1, bs: 0, discover: 0, sixthSense: false }],
    ['N4-2020', 4, { oneOrder: true, burst: 1, bs: 0, discover: 0, sixthSense: true }],
    ['N4-2020', 5, { oneOrder: true, burst: 1, bs: 0, discover: 0, sixthSense: true }],
    ['N4-2022', 2, { oneOrder: true, burst: 0, bs: 0, discover: 0, sixthSense: false }],
    ['N4-2022', 3, { oneOrder: true, burst: 1, bs: 0, discover: 3, sixthSense: false }],
    ['N4-2022', 4, { oneOrder: true, burst: 1, bs: 0, discover: 3, sixthSense: true }],
    ['N4-2022', 5, { oneOrder: true, burst: 1, bs: 1, discover: 3, sixthSense: true }],
    ['N4-2022', FIRETEAM_MAX + 1, { oneOrder: true, burst: 1, bs: 1, discover: 3, sixthSense: true }],
  ])('%s, %i members', (set, size, bonus) => {
    expect(fireteamBonus(set, size)).toEqual(bonus);
  });
});

describe('fireteamBonus N4-2022: Composition Bonuses by the members of one Unit (D117)', () => {
  it.each<[number, number, ReturnType<typeof fireteamBonus>]>([
    [5, 2, { oneOrder: true, burst: 1, bs: 0, discover: 0, sixthSense: true }],
    [5, 3, { oneOrder: true, burst: 1, bs: 0, discover: 3, sixthSense: true }],
    [5, 4, { oneOrder: true, burst: 1, bs: 0, discover: 3, sixthSense: true }],
    [3, 3, { oneOrder: true, burst: 1, bs: 0, discover: 3, sixthSense: false }],
    [4, 4, { oneOrder: true, burst: 1, bs: 0, discover: 3, sixthSense: true }],
  ])('%i members, %i of one Unit', (size, same, bonus) => {
    expect(fireteamBonus('N4-2022', size, same)).toEqual(bonus);
  });

  it('N4-2020 has no Composition Bonus', () => {
    expect(fireteamBonus('N4-2020', 5, 5)).toEqual(fireteamBonus('N4-2020', 5, 0));
  });
});

describe('fireteamSameUnit and fireteamSizeRefusal', () => {
  it.each<[string[], number]>([
    [[], 0],
    [['Fusilier', 'Fusilier', 'Bolt'], 2],
    [['Bolt', 'Fusilier', 'Fusilier', 'Fusilier'], 3],
  ])('%j: %i of one Unit', (names, n) => {
    expect(fireteamSameUnit(names)).toBe(n);
  });

  it.each<[number, string | null]>([
    [1, 'TOO_FEW'],
    [2, null],
    [FIRETEAM_MAX, null],
    [FIRETEAM_MAX + 1, 'TOO_MANY'],
  ])('%i members: %s', (size, refusal) => {
    expect(fireteamSizeRefusal(size)).toBe(refusal);
  });
});

describe('fireteamBonus N4-2022: rows not in the stored wiki excerpts (D117)', () => {
  it.todo(
    'checks the 2022 size row for 4 members (Sixth Sense, kept from 2020) and any 4-of-one-Unit Composition Bonus against the full 2022 chart',
  );
});
