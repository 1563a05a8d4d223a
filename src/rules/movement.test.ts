// Covers RULES.md §1.4 (no overlap), §5.2 (MOV values), §10.1/§10.3 (no contact with enemy CAMO/IMP), §16 T8, T18 and decision A7.
import { describe, expect, test } from 'vitest';
import { rectangle } from '../geometry/polygon.ts';
import { baseRadiusInches } from './silhouettes.ts';
import type { PieceKind, Seat } from './pieces.ts';
import { DEFAULT_TABLE, type Scenery } from './table.ts';
import {
  clampMove,
  isOnTable,
  moveAllowance,
  moveBand,
  orderMovement,
  validateMove,
  validatePlacement,
  type MoveBand,
  type Movement,
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

describe('moveAllowance: how far the awaited movement goes (RULES.md §5.2, §6.3, §6.4, D7)', () => {
  test.each<[string, Movement, readonly [number, number] | undefined, number | null]>([
    ['the first Move, MOV 4-2', { skill: 'move', nth: 0 }, [4, 2], 4],
    ['the second Move, MOV 4-2', { skill: 'move', nth: 1 }, [4, 2], 2],
    ['Cautious Movement, MOV 6-2', { skill: 'cautiousMove' }, [6, 2], 6],
    ['a Dodge, whatever the MOV', { skill: 'dodge' }, [6, 2], 2],
    ['a Dodge of a piece whose MOV is unknown', { skill: 'dodge' }, undefined, 2],
    ['the free table, MOV-limited: both values', { skill: 'free', limit: 'mov' }, [4, 4], 8],
    ['the free table, free moves', { skill: 'free', limit: 'free' }, [4, 4], null],
    ['a Move of a piece whose MOV is unknown', { skill: 'move', nth: 0 }, undefined, null],
  ])('%s', (_what, m, mov, inches) => {
    expect(moveAllowance(m, mov)?.inches ?? null).toBe(inches);
  });
});

describe('orderMovement: which Move of its Order a Move is (RULES.md §5.2)', () => {
  test.each<[string, 'move' | 'cautiousMove', string[], Movement]>([
    ['the first skill', 'move', [], { skill: 'move', nth: 0 }],
    ['after a Move', 'move', ['move'], { skill: 'move', nth: 1 }],
    ['after a BS Attack: still the first Move', 'move', ['bsAttack'], { skill: 'move', nth: 0 }],
    ['after Idle: still the first Move', 'move', ['idle'], { skill: 'move', nth: 0 }],
    ['Cautious Movement', 'cautiousMove', [], { skill: 'cautiousMove' }],
  ])('%s', (_what, skill, earlier, expected) => {
    expect(orderMovement(skill, earlier)).toEqual(expected);
  });
});

describe('clampMove: where a MOV-limited drag stops', () => {
  const four = moveAllowance({ skill: 'move', nth: 0 }, [4, 4]);
  test.each<[string, { x: number; y: number }, { x: number; y: number }]>([
    ['within the limit: the pointer', { x: 10, y: 13 }, { x: 10, y: 13 }],
    ['on the limit within EPS: the pointer', { x: 10, y: 14.01 }, { x: 10, y: 14.01 }],
    ['beyond: on the way, at the limit', { x: 10, y: 17.1 }, { x: 10, y: 14 }],
    ['beyond, diagonally', { x: 16, y: 18 }, { x: 12.4, y: 13.2 }],
  ])('%s', (_what, to, expected) => {
    const at = clampMove({ x: 10, y: 10 }, to, four);
    expect(at.x).toBeCloseTo(expected.x, 9);
    expect(at.y).toBeCloseTo(expected.y, 9);
  });

  test('with no allowance the drag follows the pointer', () => {
    expect(clampMove({ x: 0, y: 0 }, { x: 30, y: 0 }, null)).toEqual({ x: 30, y: 0 });
  });

  test('the point it stops at is accepted by validateMove, at every limit and direction', () => {
    for (let m1 = 0; m1 <= 8; m1++) {
      for (let k = 0; k < 36; k++) {
        const a = (k * Math.PI) / 18;
        const from = mover(24, 24);
        const pointer = { x: 24 + Math.cos(a) * 13.7, y: 24 + Math.sin(a) * 13.7 };
        const movement: Movement = { skill: 'move', nth: 0 };
        const to = clampMove(from, pointer, moveAllowance(movement, [m1, 2]));
        const verdict = validateMove({ scene: scene(), mover: from, to, movement, mov: [m1, 2] });
        expect(verdict.violations).toEqual([]);
      }
    }
  });
});

describe('validateMove: the distance against the awaited movement', () => {
  const from = mover(10, 10);
  test.each<[string, Movement, number, boolean]>([
    ['the first Move, 4" of MOV 4-4', { skill: 'move', nth: 0 }, 4, true],
    ['the first Move, 4.01" (EPS)', { skill: 'move', nth: 0 }, 4.01, true],
    ['the first Move, 4.02"', { skill: 'move', nth: 0 }, 4.02, false],
    ['the first Move, 7.1" (both MOV values are not one Move)', { skill: 'move', nth: 0 }, 7.1, false],
    ['the free table, 7.1" of MOV 4-4', { skill: 'free', limit: 'mov' }, 7.1, true],
    ['a Dodge, 2.01"', { skill: 'dodge' }, 2.01, true],
    ['a Dodge, 2.02"', { skill: 'dodge' }, 2.02, false],
  ])('%s → legal %s', (_what, movement, distance, legal) => {
    const verdict = validateMove({
      scene: scene(),
      mover: from,
      to: { x: 10, y: 10 + distance },
      movement,
      mov: [4, 4],
    });
    expect(verdict.violations.map((v) => v.code)).toEqual(legal ? [] : ['MOVE_TOO_LONG']);
  });

  test('the message writes the distance as the drag shows it, never at or under the limit it breaks', () => {
    const verdict = validateMove({
      scene: scene(),
      mover: from,
      to: { x: 10, y: 14.04 },
      movement: { skill: 'move', nth: 0 },
      mov: [4, 4],
    });
    expect(verdict.violations[0]?.message).toBe(
      'mover may move at most 4" with this Move (the first MOV value); this move is 4.1".',
    );
    expect(verdict.violations[0]?.rules).toEqual(['move']);
  });

  test('an Immobilized-A piece cannot move at all, and may stay (RULES.md §12)', () => {
    const check = (to: { x: number; y: number }) =>
      validateMove({
        scene: scene(),
        mover: from,
        to,
        movement: { skill: 'move', nth: 0 },
        mov: [4, 4],
        immobilized: true,
      }).violations.map((v) => v.code);
    expect(check({ x: 10, y: 11 })).toEqual(['REQUIREMENT_NOT_MET']);
    expect(check({ x: 10, y: 10 })).toEqual([]);
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
