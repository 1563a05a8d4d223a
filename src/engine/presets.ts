import { rectangle } from '../geometry/polygon.ts';
import { DEFAULT_TABLE, type Scenery, type TableSpec } from '../rules/index.ts';
import type { GameSetup } from './types.ts';

export interface SceneryPreset {
  id: string;
  name: string;
  build: (table: TableSpec) => Scenery[];
}

function tall(id: string, name: string, cx: number, cy: number, w: number, h: number, rot = 0): Scenery {
  return { id, name, height: 'tall', polygon: rectangle({ x: cx, y: cy }, w, h, rot) };
}
function low(id: string, name: string, cx: number, cy: number, w: number, h: number, rot = 0): Scenery {
  return { id, name, height: 'low', polygon: rectangle({ x: cx, y: cy }, w, h, rot) };
}

/** Scenery presets, laid out relative to the table so they fit any size. */
export const SCENERY_PRESETS: readonly SceneryPreset[] = [
  {
    id: 'club',
    name: 'Club table',
    build: (t) => {
      const mx = t.width / 2;
      const my = t.depth / 2;
      return [
        tall('s-tower-w', 'West tower', mx - 12, my - 3, 6, 6),
        tall('s-tower-e', 'East tower', mx + 12, my + 3, 6, 6),
        tall('s-block-c', 'Central block', mx, my, 4, 8, 90),
        tall('s-hab', 'Hab unit', mx - 4, my + 9, 5, 3, 30),
        low('s-wall-n', 'North wall', mx + 6, my - 8, 6, 0.5),
        low('s-wall-s', 'South wall', mx - 6, my + 7.5, 0.5, 5),
        low('s-crates-w', 'Crates', mx - 18, my + 6, 2, 2, 15),
        low('s-crates-e', 'Crates', mx + 18, my - 6, 2, 2, -20),
        {
          id: 's-rubble',
          name: 'Rubble',
          height: 'low',
          polygon: [
            { x: mx + 4, y: my + 10 },
            { x: mx + 8, y: my + 9 },
            { x: mx + 9, y: my + 12 },
            { x: mx + 5, y: my + 13 },
          ],
        },
      ];
    },
  },
  { id: 'open', name: 'Open ground', build: () => [] },
];

export function defaultSetup(presetId = 'club', table: TableSpec = DEFAULT_TABLE): GameSetup {
  const preset = SCENERY_PRESETS.find((p) => p.id === presetId) ?? SCENERY_PRESETS[0];
  return { table: { ...table }, scenery: preset ? preset.build(table) : [] };
}
