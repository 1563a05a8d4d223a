import { rectangle } from '../geometry/polygon.ts';
import { DEFAULT_TABLE, LOW_WALL_HEIGHT, STOREY, type Scenery, type TableSpec } from '../rules/index.ts';
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

/** A low piece with a height in inches (D166): a wall, crates, a barricade. */
function lowH(
  id: string,
  name: string,
  heightIn: number,
  cx: number,
  cy: number,
  w: number,
  h: number,
  rot = 0,
) {
  return { ...low(id, name, cx, cy, w, h, rot), heightIn };
}

/** One block of a building: its centre, its size and its roof in inches above the table. */
interface Block {
  x: number;
  y: number;
  w: number;
  d: number;
  top: number;
}

/**
 * A building drawn as stepped blocks (D179): a wing and, standing on it, a narrower tower block, each a
 * solid from the table to its own roof, and each roof walkable. The tower lies inside the wing's outline.
 * Example: a 6" × 7" wing of 2 storeys (4") with a 3" × 3" tower of 3 storeys (6") at one end.
 */
function building(id: string, name: string, wing: Block, tower?: Block): Scenery[] {
  const block = (bid: string, bname: string, b: Block): Scenery => ({
    id: bid,
    name: bname,
    height: 'tall',
    heightIn: b.top,
    polygon: rectangle({ x: b.x, y: b.y }, b.w, b.d),
  });
  return tower
    ? [block(id, name, wing), block(`${id}-tower`, `${name} tower`, tower)]
    : [block(id, name, wing)];
}

const S1 = STOREY;
const S2 = 2 * STOREY;
const S3 = 3 * STOREY;
/** A shipping container, about 2.5" high: no whole storey. */
const CONTAINER = 2.5;
/** Crates and drums stand a little higher than a low wall. */
const CRATES = 1.5;

/**
 * A dense tournament-style city (D179): stepped 2- and 3-storey blocks, habs, containers and a comms
 * mast in the middle 24" strip (none in a deployment zone), low walls through the middle, and crates
 * and barricades in both deployment zones. Buildings keep their size; their places follow the table.
 */
function itsCity(t: TableSpec): Scenery[] {
  const mx = t.width / 2;
  const my = t.depth / 2;
  const nearA = t.zoneDepth * 0.7;
  const nearB = t.depth - t.zoneDepth * 0.7;
  return [
    ...building(
      'c-nw',
      'Arcology',
      { x: mx - 15, y: my - 5, w: 6, d: 7, top: S2 },
      { x: mx - 16.5, y: my - 7, w: 3, d: 3, top: S3 },
    ),
    ...building(
      'c-ne',
      'Med-bay',
      { x: mx + 14, y: my - 6.5, w: 5, d: 7, top: S1 },
      { x: mx + 14.5, y: my - 8.5, w: 3, d: 3, top: S2 },
    ),
    ...building(
      'c-sw',
      'Hab stack',
      { x: mx - 13, y: my + 6.5, w: 6, d: 7, top: S2 },
      { x: mx - 13, y: my + 8.5, w: 3, d: 3, top: S3 },
    ),
    ...building(
      'c-se',
      'Barracks',
      { x: mx + 15, y: my + 6.5, w: 5, d: 7, top: S2 },
      { x: mx + 15.5, y: my + 8.5, w: 2.5, d: 3, top: S3 },
    ),
    ...building(
      'c-mid',
      'Plaza block',
      { x: mx, y: my, w: 5, d: 6, top: S1 },
      { x: mx + 0.5, y: my - 1.5, w: 2.5, d: 2.5, top: S2 },
    ),
    ...building('c-hab-n', 'Hab unit', { x: mx - 5, y: my - 8, w: 4, d: 3, top: S1 }),
    ...building('c-hab-s', 'Hab unit', { x: mx + 5, y: my + 8, w: 4, d: 3, top: S1 }),
    ...building('c-mast', 'Comms mast', { x: mx + 7, y: my - 2.5, w: 2, d: 2, top: S3 }),
    ...building('c-kiosk', 'Kiosk', { x: mx - 7, y: my + 2, w: 2.5, d: 2.5, top: S1 }),
    ...building('c-cont-w', 'Container', { x: mx - 21, y: my, w: 2.5, d: 6, top: CONTAINER }),
    ...building('c-cont-e', 'Container', { x: mx + 21, y: my + 1, w: 2.5, d: 6, top: CONTAINER }),
    lowH('c-wall-1', 'Low wall', LOW_WALL_HEIGHT, mx - 3, my + 4, 4, 0.5),
    lowH('c-wall-2', 'Low wall', LOW_WALL_HEIGHT, mx + 3, my - 4, 4, 0.5),
    lowH('c-wall-3', 'Low wall', LOW_WALL_HEIGHT, mx - 10, my - 0.5, 0.5, 4),
    lowH('c-wall-4', 'Low wall', LOW_WALL_HEIGHT, mx + 10, my + 0.5, 0.5, 4),
    lowH('c-wall-5', 'Low wall', LOW_WALL_HEIGHT, mx - 1, my - 10.5, 5, 0.5),
    lowH('c-wall-6', 'Low wall', LOW_WALL_HEIGHT, mx + 1, my + 10.5, 5, 0.5),
    lowH('c-planter-w', 'Planters', LOW_WALL_HEIGHT, mx - 20, my - 9, 4, 1),
    lowH('c-planter-e', 'Planters', LOW_WALL_HEIGHT, mx + 20, my + 9, 4, 1),
    lowH('c-crates-a1', 'Crates', CRATES, mx - 12, nearA, 2, 2, 10),
    lowH('c-crates-a2', 'Crates', CRATES, mx + 6, nearA + 1, 2, 2),
    lowH('c-crates-a3', 'Crates', CRATES, mx + 18, nearA - 1, 2, 2, -15),
    lowH('c-barricade-a', 'Barricade', LOW_WALL_HEIGHT, mx - 2, nearA + 1.5, 4, 0.6),
    lowH('c-crates-b1', 'Crates', CRATES, mx + 12, nearB, 2, 2, 10),
    lowH('c-crates-b2', 'Crates', CRATES, mx - 6, nearB - 1, 2, 2),
    lowH('c-crates-b3', 'Crates', CRATES, mx - 18, nearB + 1, 2, 2, -15),
    lowH('c-barricade-b', 'Barricade', LOW_WALL_HEIGHT, mx + 2, nearB - 1.5, 4, 0.6),
  ];
}

/**
 * A dense tournament-style industrial yard (D179): a refinery and a warehouse with towers, fuel tanks,
 * container stacks and a crane in the middle 24" strip, pipe runs, pallets and fences between them, and
 * crates, drums and barricades in both deployment zones.
 */
function itsIndustrial(t: TableSpec): Scenery[] {
  const mx = t.width / 2;
  const my = t.depth / 2;
  const nearA = t.zoneDepth * 0.7;
  const nearB = t.depth - t.zoneDepth * 0.7;
  return [
    ...building(
      'i2-refinery',
      'Refinery',
      { x: mx - 14, y: my - 5, w: 8, d: 6, top: S1 },
      { x: mx - 15, y: my - 6.5, w: 4, d: 3, top: S3 },
    ),
    ...building(
      'i2-warehouse',
      'Warehouse',
      { x: mx + 13, y: my + 6.5, w: 7, d: 6, top: S2 },
      { x: mx + 14, y: my + 8, w: 3, d: 3, top: S3 },
    ),
    ...building(
      'i2-control',
      'Control room',
      { x: mx + 12, y: my - 7, w: 4, d: 5, top: S1 },
      { x: mx + 12.5, y: my - 8.2, w: 2.5, d: 2.5, top: S2 },
    ),
    ...building(
      'i2-pumps',
      'Pump house',
      { x: mx - 12, y: my + 7.5, w: 5, d: 6, top: S2 },
      { x: mx - 12.5, y: my + 9.3, w: 2, d: 2, top: S3 },
    ),
    ...building(
      'i2-stack',
      'Container stack',
      { x: mx + 3, y: my - 9, w: 2.5, d: 6, top: CONTAINER },
      { x: mx + 3, y: my - 10.5, w: 2.5, d: 3, top: 2 * CONTAINER },
    ),
    tallH('i2-tank-a', 'Fuel tank', S3, mx - 3, my - 4, 5, 5, 45),
    tallH('i2-tank-b', 'Fuel tank', S2, mx + 2, my + 5, 4, 4, 45),
    tallH('i2-crane', 'Crane base', S3, mx + 6, my + 0.5, 3, 3),
    tallH('i2-cont-s', 'Container', CONTAINER, mx - 4, my + 10, 6, 2.5),
    tallH('i2-cont-e', 'Container', CONTAINER, mx + 21, my - 2, 2.5, 6),
    tallH('i2-cont-w', 'Container', CONTAINER, mx - 21, my + 2, 2.5, 6),
    lowH('i2-pipes-1', 'Pipe run', CRATES, mx - 1, my + 0.5, 8, 0.8, -25),
    lowH('i2-pipes-2', 'Pipe run', CRATES, mx - 8, my - 10.5, 6, 0.8),
    lowH('i2-pallets-1', 'Pallets', LOW_WALL_HEIGHT, mx - 7, my + 3, 2, 2),
    lowH('i2-pallets-2', 'Pallets', LOW_WALL_HEIGHT, mx + 6, my - 5, 2, 2, 15),
    lowH('i2-fence-1', 'Low fence', LOW_WALL_HEIGHT, mx + 15, my + 10.5, 6, 0.4),
    lowH('i2-fence-2', 'Low fence', LOW_WALL_HEIGHT, mx - 15, my - 10.5, 6, 0.4),
    lowH('i2-drums-1', 'Drums', CRATES, mx - 19, my - 6, 2, 1.5),
    lowH('i2-drums-2', 'Drums', CRATES, mx + 19, my + 6, 2, 1.5),
    lowH('i2-crates-a1', 'Crates', CRATES, mx - 10, nearA, 2, 2),
    lowH('i2-crates-a2', 'Crates', CRATES, mx + 10, nearA + 1, 2, 2, 20),
    lowH('i2-barricade-a', 'Barricade', LOW_WALL_HEIGHT, mx, nearA + 1.5, 4, 0.6),
    lowH('i2-drums-a', 'Drums', CRATES, mx + 20, nearA - 1, 2, 1.5),
    lowH('i2-crates-b1', 'Crates', CRATES, mx + 10, nearB, 2, 2),
    lowH('i2-crates-b2', 'Crates', CRATES, mx - 10, nearB - 1, 2, 2, 20),
    lowH('i2-barricade-b', 'Barricade', LOW_WALL_HEIGHT, mx, nearB - 1.5, 4, 0.6),
    lowH('i2-drums-b', 'Drums', CRATES, mx - 20, nearB + 1, 2, 1.5),
  ];
}

/** A tall piece with a roof at `heightIn` (D168): a tank, a crane base, a container. */
function tallH(
  id: string,
  name: string,
  heightIn: number,
  cx: number,
  cy: number,
  w: number,
  h: number,
  rot = 0,
) {
  return { ...tall(id, name, cx, cy, w, h, rot), heightIn };
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
  { id: 'its-city', name: 'ITS-style city, dense', build: itsCity },
  { id: 'its-industrial', name: 'ITS-style industrial', build: itsIndustrial },
  { id: 'open', name: 'Open ground', build: () => [] },
];

export function defaultSetup(presetId = 'club', table: TableSpec = DEFAULT_TABLE): GameSetup {
  const preset = SCENERY_PRESETS.find((p) => p.id === presetId) ?? SCENERY_PRESETS[0];
  return { table: { ...table }, scenery: preset ? preset.build(table) : [] };
}
