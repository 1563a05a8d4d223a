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
