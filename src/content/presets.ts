import { rectangle } from '../geometry/polygon.ts';
import { DEFAULT_TABLE, type Scenery, type TableSpec } from '../rules/index.ts';
import type { GameSetup } from '../engine/types.ts';

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
  {
    id: 'urban',
    name: 'Urban blocks',
    build: (t) => {
      const mx = t.width / 2;
      const my = t.depth / 2;
      return [
        tall('u-block-nw', 'Apartment block', mx - 14, my - 6, 8, 5),
        tall('u-block-ne', 'Office block', mx + 13, my - 5, 6, 7),
        tall('u-block-sw', 'Warehouse', mx - 12, my + 7, 7, 6),
        tall('u-block-se', 'Comms tower', mx + 14, my + 7, 4, 4, 45),
        tall('u-kiosk', 'Kiosk', mx, my - 2, 3, 3),
        low('u-barrier-w', 'Barricade', mx - 5, my + 2, 4, 0.6, 20),
        low('u-barrier-e', 'Barricade', mx + 5, my - 8, 4, 0.6, -15),
        low('u-car', 'Wrecked car', mx + 4, my + 6, 2, 4, 70),
        low('u-planter', 'Planters', mx - 4, my - 10, 5, 1),
        low('u-crates', 'Crates', mx + 20, my, 2, 2),
        low('u-crates-2', 'Crates', mx - 20, my - 1, 2, 2, 30),
      ];
    },
  },
  {
    id: 'industrial',
    name: 'Industrial yard',
    build: (t) => {
      const mx = t.width / 2;
      const my = t.depth / 2;
      return [
        tall('i-tank-a', 'Fuel tank', mx - 8, my - 4, 5, 5, 45),
        tall('i-tank-b', 'Fuel tank', mx + 9, my + 3, 5, 5, 45),
        tall('i-shed', 'Machine shed', mx - 16, my + 6, 6, 9),
        tall('i-crane', 'Crane base', mx + 17, my - 7, 4, 4),
        tall('i-container-1', 'Container', mx, my + 9, 2.5, 6, 90),
        tall('i-container-2', 'Container', mx + 1, my - 10, 2.5, 6, 80),
        low('i-pipes', 'Pipe run', mx, my, 10, 0.8, -25),
        low('i-pallets-1', 'Pallets', mx - 3, my + 4, 2, 2),
        low('i-pallets-2', 'Pallets', mx + 5, my - 5, 2, 2, 15),
        low('i-fence', 'Low fence', mx + 15, my + 10, 6, 0.4),
        low('i-drums', 'Drums', mx - 19, my - 6, 2, 1.5),
      ];
    },
  },
  { id: 'open', name: 'Open ground', build: () => [] },
];

export function defaultSetup(presetId = 'club', table: TableSpec = DEFAULT_TABLE): GameSetup {
  const preset = SCENERY_PRESETS.find((p) => p.id === presetId) ?? SCENERY_PRESETS[0];
  return { table: { ...table }, scenery: preset ? preset.build(table) : [] };
}
