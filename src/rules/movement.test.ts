// Covers RULES.md §1.4 (no overlap), §5.2 (MOV values), §10.1/§10.3 (no contact with enemy CAMO/IMP), §16 T8, T18 and decision A7.
import { describe, expect, test } from 'vitest';
import { rectangle } from '../geometry/polygon.ts';
import { baseRadiusInches } from './silhouettes.ts';
import type { PieceKind, Seat } from './pieces.ts';
import { DEFAULT_TABLE, type Scenery } from './table.ts';
import {
  isOnTable,
  moveBand,
  validatePlacement,
  type MoveBand,
  type PlacedPiece,
  type PlacementScene,
} from './movement.ts';

const R1 = baseRadiusInches(1); // 0.492"
const W = DEFAULT_TABLE.width; // 48"
const D = DEFAULT_TABLE.depth; // 48"

const piece = (id: string, owner: Seat, kind: PieceKind, x: number, y: number): PlacedPiece => ({
  id,
  owner,
  kind,
  name: id,
  x,
  y,
  r: R1,
});
const mover = (x: number, y: number): PlacedPiece => piece('mover', 'A', 'model', x, y);
const scene = (others: PlacedPiece[] = [], scenery: Scenery[] = []): PlacementScene => ({
  table: DEFAULT_TABLE,
  scenery,
  others,
});
/** Codes and ids only: message wording is free to change. */
const summary = (s: PlacementScene, m: PlacedPiece) =>
  validatePlacement(s, m).map(({ code, ids }) => ({ code, ids }));

describe('moveBand (RULES.md §5.2, T18), EPS = 0.01" on each bound', () => {
  test.each<[readonly [number, number], number, MoveBand]>([
    [[4, 4], 0, 'first'],
    [[4, 4], 3.9, 'first'],
    [[4, 4], 4, 'first'],
    [[4, 4], 4.009, 'first'],
    [[4, 4], 4.011, 'second'],
    [[4, 4], 6, 'second'],
    [[4, 4], 8, 'second'],
    [[4, 4], 8.009, 'second'],
    [[4, 4], 8.011, 'beyond'],
    [[4, 4], 8.02, 'beyond'],
    [[6, 2], 6, 'first'],
    [[6, 2], 6.011, 'second'],
    [[6, 2], 8, 'second'],
    [[6, 2], 8.011, 'beyond'],
  ])('MOV %j: %s" → %s', (mov, distance, expected) => {
    expect(moveBand(distance, mov)).toBe(expected);
  });
});

describe('validatePlacement: table edges (48" × 48", S1 mover)', () => {
  test.each<[string, boolean, number, number]>([
    ['left edge, just on', true, R1, 24],
    ['left edge, 0.011" off', false, R1 - 0.011, 24],
    ['right edge, just on', true, W - R1, 24],
    ['right edge, 0.011" off', false, W - R1 + 0.011, 24],
    ['top edge, just on', true, 24, R1],
    ['top edge, 0.011" off', false, 24, R1 - 0.011],
    ['bottom edge, just on', true, 24, D - R1],
    ['bottom edge, 0.011" off', false, 24, D - R1 + 0.011],
    ['left edge, 0.009" off (within EPS)', true, R1 - 0.009, 24],
    ['corner (0,0): centre off the table', false, 0, 0],
  ])('%s → on table %s', (_label, onTable, x, y) => {
    const m = mover(x, y);
    expect(isOnTable(DEFAULT_TABLE, m)).toBe(onTable);
    expect(summary(scene(), m)).toEqual(onTable ? [] : [{ code: 'OFF_TABLE', ids: ['mover'] }]);
  });
});

describe('validatePlacement: scenery (decision A7: tall is solid, low never blocks)', () => {
  // x ∈ [18, 22], y ∈ [19, 21]
  const wall: Scenery = {
    id: 'wall',
    name: 'Wall',
    height: 'tall',
    polygon: rectangle({ x: 20, y: 20 }, 4, 2),
  };
  const crates: Scenery = {
    id: 'crates',
    name: 'Crates',
    height: 'low',
    polygon: rectangle({ x: 20, y: 20 }, 4, 2),
  };
  // the same wall turned 90°: x ∈ [19, 21], y ∈ [18, 22]
  const turned: Scenery = {
    id: 'turned',
    name: 'Turned wall',
    height: 'tall',
    polygon: rectangle({ x: 20, y: 20 }, 4, 2, 90),
  };

  test.each<[string, boolean, Scenery, number, number]>([
    ['tall: centre inside', false, wall, 20, 20],
    ['tall: touching the right side', true, wall, 22 + R1, 20],
    ['tall: reaching in 0.009" (within EPS)', true, wall, 22 + R1 - 0.009, 20],
    ['tall: reaching in 0.011"', false, wall, 22 + R1 - 0.011, 20],
    ['tall: touching the top side', true, wall, 20, 19 - R1],
    ['tall: 0.02" clear', true, wall, 22 + R1 + 0.02, 20],
    ['low: centre inside', true, crates, 20, 20],
    ['low: reaching in 0.5"', true, crates, 22 + R1 - 0.5, 20],
    ['tall turned 90°: (22.1,20) is clear of it', true, turned, 22.1, 20],
    ['tall turned 90°: touching its right side at x = 21 + r', true, turned, 21 + R1, 20],
    ['tall turned 90°: (20,21.8) is inside it', false, turned, 20, 21.8],
  ])('%s → legal %s', (_label, legal, s, x, y) => {
    expect(summary(scene([], [s]), mover(x, y))).toEqual(
      legal ? [] : [{ code: 'INSIDE_TALL_SCENERY', ids: ['mover', s.id] }],
    );
  });
});

describe('validatePlacement: other bases (mover is seat A, S1; other S1 placed to the right at the given edge gap)', () => {
  type Expected = 'legal' | 'OVERLAPS_BASE' | 'CONTACT_WITH_ENEMY_MARKER';
  test.each<[string, Expected, Seat, PieceKind, number]>([
    ['friendly model, overlapping by 0.02"', 'OVERLAPS_BASE', 'A', 'model', -0.02],
    ['friendly model, overlapping by 0.009" (within EPS)', 'legal', 'A', 'model', -0.009],
    ['friendly model, touching', 'legal', 'A', 'model', 0],
    ['own-side CAMO, touching', 'legal', 'A', 'CAMO', 0],
    ['own-side IMP-1, touching', 'legal', 'A', 'IMP-1', 0],
    ['own-side CAMO, overlapping by 0.02"', 'OVERLAPS_BASE', 'A', 'CAMO', -0.02],
    ['enemy CAMO, touching', 'CONTACT_WITH_ENEMY_MARKER', 'B', 'CAMO', 0],
    ['enemy IMP-1, touching', 'CONTACT_WITH_ENEMY_MARKER', 'B', 'IMP-1', 0],
    ['enemy IMP-2, touching', 'CONTACT_WITH_ENEMY_MARKER', 'B', 'IMP-2', 0],
    [
      'enemy CAMO, 0.009" away (within EPS counts as contact)',
      'CONTACT_WITH_ENEMY_MARKER',
      'B',
      'CAMO',
      0.009,
    ],
    ['enemy CAMO, 0.011" away', 'legal', 'B', 'CAMO', 0.011],
    ['enemy IMP-2, 0.011" away', 'legal', 'B', 'IMP-2', 0.011],
    ['enemy CAMO, overlapping by 0.02"', 'CONTACT_WITH_ENEMY_MARKER', 'B', 'CAMO', -0.02],
    ['enemy HOLOECHO-1, touching', 'legal', 'B', 'HOLOECHO-1', 0],
    ['enemy HOLOECHO-2, touching', 'legal', 'B', 'HOLOECHO-2', 0],
    ['enemy DECOY-1, touching', 'legal', 'B', 'DECOY-1', 0],
    ['enemy model, touching', 'legal', 'B', 'model', 0],
    ['enemy model, overlapping by 0.02"', 'OVERLAPS_BASE', 'B', 'model', -0.02],
    ['enemy HOLOECHO-1, overlapping by 0.02"', 'OVERLAPS_BASE', 'B', 'HOLOECHO-1', -0.02],
  ])('%s → %s', (_label, expected, owner, kind, gap) => {
    const other = piece('other', owner, kind, 24 + 2 * R1 + gap, 24);
    expect(summary(scene([other]), mover(24, 24))).toEqual(
      expected === 'legal' ? [] : [{ code: expected, ids: ['mover', 'other'] }],
    );
  });
});

describe('RULES.md §16 T8 on the table (shifted to y = 24): enemy CAMO (S1) at (10,24)', () => {
  const camo = piece('camo', 'B', 'CAMO', 10, 24);
  test.each<[string, string, boolean]>([
    ['9.02', 'overlap (ed −0.004)', false],
    ['9.01', 'contact (ed 0.006 < EPS)', false],
    ['9.00', 'clear (ed 0.016)', true],
  ])('T8: Move ends at (%s,24): %s → legal %s', (xText, _label, legal) => {
    const x = Number(xText);
    expect(summary(scene([camo]), mover(x, 24))).toEqual(
      legal ? [] : [{ code: 'CONTACT_WITH_ENEMY_MARKER', ids: ['mover', 'camo'] }],
    );
  });
});

describe('validatePlacement reports every broken rule, in order: table, scenery, bases', () => {
  test('off the table, inside a tall wall, touching an enemy CAMO and overlapping a friend, all at once', () => {
    const m = mover(R1 - 0.011, 24);
    const wall: Scenery = {
      id: 'wall',
      name: 'Wall',
      height: 'tall',
      polygon: rectangle({ x: 1, y: 24 }, 4, 4),
    };
    const camo = piece('camo', 'B', 'CAMO', m.x + 2 * R1, 24);
    const friend = piece('friend', 'A', 'model', m.x, 24 - 0.5);
    expect(summary(scene([camo, friend], [wall]), m)).toEqual([
      { code: 'OFF_TABLE', ids: ['mover'] },
      { code: 'INSIDE_TALL_SCENERY', ids: ['mover', 'wall'] },
      { code: 'CONTACT_WITH_ENEMY_MARKER', ids: ['mover', 'camo'] },
      { code: 'OVERLAPS_BASE', ids: ['mover', 'friend'] },
    ]);
  });

  test('an empty table, well inside the edges → no violations', () => {
    expect(validatePlacement(scene(), mover(24, 24))).toEqual([]);
  });

  test('every violation carries a non-empty message', () => {
    const camo = piece('camo', 'B', 'CAMO', 24 + 2 * R1, 24);
    for (const v of validatePlacement(scene([camo]), mover(24, 24)))
      expect(v.message.length).toBeGreaterThan(0);
  });
});
