// Partial Cover (RULES.md §18.3, A15): base contact with the piece, and the piece between.
import { describe, expect, it } from 'vitest';
import { rectangle } from '../geometry/polygon.ts';
import { baseRadiusInches } from './silhouettes.ts';
import { partialCover } from './cover.ts';
import type { Scenery } from './table.ts';

const R = baseRadiusInches(2);
/** A low wall 8" long and 1" thick: its faces are y = 20 and y = 21, its ends x = 20 and x = 28. */
const WALL: Scenery = {
  id: 's-wall',
  name: 'Low wall',
  height: 'low',
  polygon: rectangle({ x: 24, y: 20.5 }, 8, 1),
};
const TOWER: Scenery = { ...WALL, id: 's-tower', name: 'Tower', height: 'tall' };
/** A target whose base is `gap` inches below the wall's bottom face (0: touching). */
const below = (gap: number, x = 24) => ({ x, y: 21 + R + gap, r: R });

describe('partialCover', () => {
  it.each([
    ['touching a low wall, shot from beyond it', { x: 24, y: 10 }, below(0), [WALL], 'Low wall'],
    [
      'touching a tall block, shot past its end (part of the base hidden)',
      { x: 14, y: 10 },
      below(0, 20.6),
      [TOWER],
      'Tower',
    ],
    ['touching within EPS (0.009")', { x: 24, y: 10 }, below(0.009), [WALL], 'Low wall'],
    ['just out of contact (0.011")', { x: 24, y: 10 }, below(0.011), [WALL], null],
    ['half an inch away from the wall', { x: 24, y: 10 }, below(0.5), [WALL], null],
    ['touching it, shot from the open side', { x: 24, y: 34 }, below(0), [WALL], null],
    ['touching it, shot along its face from the side', { x: 8, y: 21 + R }, below(0), [WALL], null],
    ['no scenery at all', { x: 24, y: 10 }, below(0), [], null],
  ] as const)('%s', (_what, attacker, target, scenery, expected) => {
    expect(partialCover(attacker, target, scenery)?.name ?? null).toBe(expected);
  });

  it('names the piece that covers when several are near', () => {
    const far: Scenery = {
      ...WALL,
      id: 's-far',
      name: 'Far crates',
      polygon: rectangle({ x: 40, y: 20.5 }, 4, 1),
    };
    expect(partialCover({ x: 24, y: 10 }, below(0), [far, WALL])?.id).toBe('s-wall');
  });
});

describe('partialCover between levels (D171)', () => {
  const wall1: Scenery = { ...WALL, heightIn: 1 };
  /** A 6" building north of the wall, x 22–26, y 6–10: a roof for the attacker at (24, 8). */
  const ROOF: Scenery = {
    id: 's-roof',
    name: 'Roof',
    height: 'tall',
    heightIn: 6,
    polygon: rectangle({ x: 24, y: 8 }, 4, 4),
  };
  /** A 4" building south of the wall, its north face on the wall's south face (y 21–25). */
  const BLOCK: Scenery = {
    id: 's-block',
    name: 'Block',
    height: 'tall',
    heightIn: 4,
    polygon: rectangle({ x: 24, y: 23 }, 4, 4),
  };
  it.each([
    [
      'a 1" wall in contact covers a target shot from the table',
      { x: 24, y: 14 },
      below(0),
      [wall1],
      'Low wall',
    ],
    [
      '… and from a 6" roof: it hides the target\'s lower part',
      { x: 24, y: 8 },
      below(0),
      [wall1, ROOF],
      'Low wall',
    ],
    [
      'a 1" wall beside a 4" building does not cover a trooper on its roof',
      { x: 24, y: 8 },
      { x: 24, y: 21 + R, r: R },
      [wall1, ROOF, BLOCK],
      null,
    ],
    [
      'an old low wall (no height) still covers it, as before heights',
      { x: 24, y: 8 },
      { x: 24, y: 21 + R, r: R },
      [WALL, ROOF, BLOCK],
      'Low wall',
    ],
  ] as const)('%s', (_what, attacker, target, scenery, expected) => {
    expect(partialCover(attacker, target, scenery)?.name ?? null).toBe(expected);
  });
});
