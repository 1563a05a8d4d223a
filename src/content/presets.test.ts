// The scenery presets (RULES.md §11.2, A22): every piece lies on the table, in any table size,
// and leaves both deployment zones free of tall scenery.
import { describe, expect, test } from 'vitest';
import { bounds } from '../geometry/polygon.ts';
import { DEFAULT_TABLE, deploymentZone } from '../rules/index.ts';
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
