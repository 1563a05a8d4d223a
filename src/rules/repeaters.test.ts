// Covers RULES.md §18.13.1 and §18.13.2 with Repeaters (decision D150): a Hacking Area is the hacker's
// ZoC together with its army's Repeaters' ZoC, measured edge to edge with the tolerance, and for an
// ARO from any point of the active trooper's path.
import { describe, expect, it } from 'vitest';
import { EPS } from '../geometry/units.ts';
import {
  HACKING_AREA_REACH,
  REPEATER_REACH,
  baseRadiusInches,
  carriesRepeater,
  inHackingArea,
  pathInHackingArea,
} from './index.ts';

const R = baseRadiusInches(2);
const HACKER = { x: 0, y: 0, r: R };
/** A friendly Repeater 30" from the hacker: its ZoC and the hacker's never meet. */
const REPEATER = { x: 30, y: 0, r: R };
const edge = 2 * R + REPEATER_REACH;

describe('carriesRepeater (D150)', () => {
  it.each([
    [undefined, false],
    [[], false],
    [['TinBot'], false],
    [['Repeater'], true],
    [['TinBot', 'Repeater'], true],
  ] as const)('equipment %j → %s', (equipment, expected) => {
    expect(carriesRepeater({ equipment: equipment ? [...equipment] : undefined })).toBe(expected);
  });
});

describe('inHackingArea with Repeaters (§18.13.1)', () => {
  const at = (x: number) => ({ x, y: 0, r: R });
  it.each([
    ['just inside the Repeater’s ZoC', 30 + edge - 0.005, [REPEATER], true],
    ['on its 8" within the tolerance', 30 + edge + EPS, [REPEATER], true],
    ['just outside it', 30 + edge + 2 * EPS, [REPEATER], false],
    ['the same spot, no Repeater: outside the hacker’s own ZoC', 30 + edge - 0.005, [], false],
    ['inside the hacker’s own ZoC, with or without Repeaters', 2 * R + HACKING_AREA_REACH, [REPEATER], true],
    ['between the two ZoCs', 20, [REPEATER], false],
  ])('%s', (_name, x, repeaters, expected) => {
    expect(inHackingArea(HACKER, at(x), repeaters)).toBe(expected);
  });

  it('an enemy Repeater is never passed in: the same spot is outside (the enemy clause is not played, D153)', () => {
    // The engine gathers only the hacker's own seat's Repeaters (engine/hacking.ts repeaterPieces).
    expect(inHackingArea(HACKER, at(30 + edge - 0.005))).toBe(false);
  });
});

describe('pathInHackingArea: any point of the path (§18.13.2)', () => {
  const far = 30 + edge + 5;
  it.each([
    [
      'a path that only passes through the Repeater’s ZoC',
      [
        { x: far, y: -20 },
        { x: far - 5.5, y: 0 },
        { x: far, y: 20 },
      ],
      true,
    ],
    [
      'a path that stays just outside it',
      [
        { x: far, y: -20 },
        { x: 30 + edge + 2 * EPS, y: 0 },
        { x: far, y: 20 },
      ],
      false,
    ],
    [
      'a straight leg crossing it between two far ends',
      [
        { x: 30, y: -20 },
        { x: 30, y: 20 },
      ],
      true,
    ],
    ['a single point just inside', [{ x: 30 + edge - 0.005, y: 0 }], true],
    ['no path', [], false],
  ])('%s', (_name, path, expected) => {
    expect(pathInHackingArea(HACKER, R, path, [REPEATER])).toBe(expected);
  });
});
