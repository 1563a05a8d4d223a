// The scenery presets (RULES.md §11.2, A22): every piece lies on the table, in any table size,
// and leaves both deployment zones free of tall scenery; with heights (§1.1, §4.2, D166–D179), every
// piece is valid beside the others, and the dense tables have stepped buildings with walkable roofs.
import { describe, expect, test } from 'vitest';
import { bounds, pointInPolygon } from '../geometry/polygon.ts';
import {
  DEFAULT_TABLE,
  LOW_WALL_HEIGHT,
  STOREY,
  baseRadiusInches,
  deploymentZone,
  elevationAt,
  hasLineOfFire,
  lofScenery,
  sceneryTop,
  validatePlacement,
  validateScenery,
  type LofPiece,
} from '../rules/index.ts';
import { SCENERY_PRESETS, defaultSetup } from './presets.ts';

describe.each(SCENERY_PRESETS.map((p) => [p.id, p] as const))('preset %s', (_id, preset) => {
  test.each([
    ['48 × 48', DEFAULT_TABLE],
    ['32 × 48', { width: 48, depth: 32, zoneDepth: 8 }],
  ])('on a %s table every piece is on the table, with a unique id and 3+ corners', (_n, table) => {
    const scenery = preset.build(table);
    expect(new Set(scenery.map((s) => s.id)).size).toBe(scenery.length);
    for (const s of scenery) {
      expect(s.polygon.length).toBeGreaterThanOrEqual(3);
      const b = bounds(s.polygon);
      expect(b.minX).toBeGreaterThanOrEqual(0);
      expect(b.minY).toBeGreaterThanOrEqual(0);
      expect(b.maxX).toBeLessThanOrEqual(table.width);
      expect(b.maxY).toBeLessThanOrEqual(table.depth);
    }
  });
  test('no tall scenery inside a 12" deployment zone of the standard table', () => {
    for (const seat of ['A', 'B'] as const) {
      const z = deploymentZone(DEFAULT_TABLE, seat);
      for (const s of preset.build(DEFAULT_TABLE).filter((x) => x.height === 'tall')) {
        const b = bounds(s.polygon);
        expect(b.maxY <= z.y || b.minY >= z.y + z.depth).toBe(true);
      }
    }
  });
});

test('an unknown preset falls back to the first one', () => {
  expect(defaultSetup('nope').scenery).toEqual(SCENERY_PRESETS[0]!.build(DEFAULT_TABLE));
});

describe.each(SCENERY_PRESETS.map((p) => [p.id, p] as const))(
  'preset %s with heights (D176, D179)',
  (_id, preset) => {
    test.each([
      ['48 × 48', DEFAULT_TABLE],
      ['32 × 48', { width: 48, depth: 32, zoneDepth: 8 }],
    ])('on a %s table every piece passes validateScenery beside the others', (_n, table) => {
      const scenery = preset.build(table);
      for (const s of scenery) {
        const rest = scenery.filter((x) => x !== s);
        expect(validateScenery(table, s, [], { rest }), s.id).toStrictEqual([]);
      }
    });
  },
);

/** The dense tournament-style tables: the ids of the presets built with heights. */
const DENSE = ['its-city', 'its-industrial'] as const;
const S2_BASE = baseRadiusInches(2);

describe.each(DENSE.map((id) => [id, SCENERY_PRESETS.find((p) => p.id === id)!] as const))(
  'dense preset %s',
  (_id, preset) => {
    const scenery = preset.build(DEFAULT_TABLE);
    const talls = scenery.filter((s) => s.height === 'tall');

    test('holds 25 to 40 pieces, every one with a height', () => {
      expect(scenery.length).toBeGreaterThanOrEqual(25);
      expect(scenery.length).toBeLessThanOrEqual(40);
      for (const s of scenery) expect(s.heightIn, s.id).toBeGreaterThan(0);
    });

    test('blocks lines at several heights: low walls below a trooper, 1, 2 and 3 storeys', () => {
      const tops = new Set(scenery.map(sceneryTop));
      expect(tops).toContain(LOW_WALL_HEIGHT);
      for (const storeys of [1, 2, 3]) expect(tops).toContain(storeys * STOREY);
      expect(scenery.some((s) => s.height === 'low' && sceneryTop(s) > 0)).toBe(true);
    });

    test('draws buildings of 2 and 3 storeys as stepped blocks: a higher tower inside a lower wing', () => {
      const stepped = talls.flatMap((tower) =>
        talls
          .filter((wing) => wing !== tower && sceneryTop(wing) < sceneryTop(tower))
          .filter((wing) => tower.polygon.every((p) => pointInPolygon(p, wing.polygon)))
          .map(() => sceneryTop(tower)),
      );
      expect(stepped.length).toBeGreaterThanOrEqual(3);
      expect(stepped).toContain(3 * STOREY);
      expect(new Set(stepped).size).toBeGreaterThanOrEqual(2);
    });

    test('every roof is walkable: an S2 base stands on it, level with it, inside nothing', () => {
      for (const s of talls) {
        const b = bounds(s.polygon);
        let found = false;
        for (let x = b.minX; x <= b.maxX && !found; x += 0.25)
          for (let y = b.minY; y <= b.maxY && !found; y += 0.25) {
            const base = {
              id: 'p',
              name: 'Trooper',
              owner: 'A' as const,
              kind: 'model' as const,
              x,
              y,
              r: S2_BASE,
            };
            found =
              pointInPolygon(base, s.polygon) &&
              elevationAt(scenery, base) === s.heightIn &&
              validatePlacement({ table: DEFAULT_TABLE, scenery, others: [] }, base).length === 0;
          }
        expect(found, `${s.id} has no room for a base on its roof`).toBe(true);
      }
    });
  },
);

describe('Line of Fire across the dense city (D166, D168)', () => {
  const scenery = defaultSetup('its-city').scenery;
  const trooper = (id: string, x: number, y: number, facing: number): LofPiece => {
    const z = elevationAt(scenery, { x, y });
    return { id, x, y, r: S2_BASE, facing, arc: 180, heightMm: 40, blocksLoF: true, ...(z > 0 ? { z } : {}) };
  };
  const lof = (a: LofPiece, b: LofPiece) =>
    hasLineOfFire({ pieces: [a, b], scenery: lofScenery(scenery) }, a.id, b.id);

  // The plaza wing: x 21.5..26.5, y 21..27, 2" up, its tower on its north end.
  test('the 1-storey plaza wing hides two troopers on the ground on either side of it', () => {
    expect(lof(trooper('v', 22.5, 19, 90), trooper('t', 22.5, 29.2, 270))).toBe(false);
  });
  test('a trooper on the plaza wing roof sees over its edge to a trooper on the ground', () => {
    const onRoof = trooper('v', 22, 26, 90);
    expect(onRoof.z).toBe(STOREY);
    expect(lof(onRoof, trooper('t', 22.5, 29.2, 270))).toBe(true);
  });
  test('a 1" low wall does not hide one S2 trooper from another', () => {
    // The low wall at x 19..23, y 27.75..28.25; troopers on the ground on both sides of it.
    expect(lof(trooper('v', 20, 26.8, 90), trooper('t', 20, 29.5, 270))).toBe(true);
  });
});
