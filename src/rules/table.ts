import type { Inches } from '../geometry/units.ts';
import type { Point } from '../geometry/vec.ts';
import type { Seat } from './pieces.ts';

/** Table size and deployment zone depth (RULES.md §11.2, decision A22). */
export interface TableSpec {
  width: Inches;
  depth: Inches;
  zoneDepth: Inches;
}

export const DEFAULT_TABLE: TableSpec = { width: 48, depth: 48, zoneDepth: 12 };

/** Tall scenery blocks LoF and may not be entered; low scenery only gives cover (decision A7). */
export type SceneryHeight = 'tall' | 'low';

export interface Scenery {
  id: string;
  name: string;
  height: SceneryHeight;
  /**
   * Its top in inches above the table (RULES.md §1.1, §4.2; D166). Left out (games saved before
   * heights): tall blocks every line, low blocks none. Tall scenery with a height has a roof (D168).
   */
  heightIn?: number;
  polygon: Point[];
}

export interface Zone {
  x: Inches;
  y: Inches;
  width: Inches;
  depth: Inches;
}

/** Seat A deploys along the top edge (small y), seat B along the bottom edge. */
export function deploymentZone(table: TableSpec, seat: Seat): Zone {
  return seat === 'A'
    ? { x: 0, y: 0, width: table.width, depth: table.zoneDepth }
    : { x: 0, y: table.depth - table.zoneDepth, width: table.width, depth: table.zoneDepth };
}

/** A seat's half of the table, from its own table edge to the centre line (RULES.md §18.11.4). */
export function ownHalf(table: TableSpec, seat: Seat): Zone {
  const half = table.depth / 2;
  return seat === 'A'
    ? { x: 0, y: 0, width: table.width, depth: half }
    : { x: 0, y: half, width: table.width, depth: half };
}

/** The facing a seat's troopers take by default: towards the opponent's edge. */
export function defaultFacing(seat: Seat): number {
  return seat === 'A' ? 90 : 270;
}
