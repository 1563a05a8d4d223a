/**
 * Scenery with heights and the levels pieces stand on (RULES.md §1.1, §4.2; decisions D166–D170).
 *
 * Every piece of scenery is a solid standing on the table, from the table up to its top: a building
 * of several storeys is drawn as stepped blocks (a tower on a wing), and a roof is the top of one.
 * Nothing hangs in the air, so a line of fire that clears a block passes over it, and the best
 * point to look from is the top of the viewer's Silhouette (lineOfFire.ts).
 */
import type { Inches } from '../geometry/units.ts';
import { mmToInches } from '../geometry/units.ts';
import { pointInPolygon } from '../geometry/polygon.ts';
import type { Point } from '../geometry/vec.ts';
import type { SceneryHeight } from './table.ts';

/** One storey of a building, in inches: the presets and the editor count heights in storeys (D167). */
export const STOREY: Inches = 2;
/** The tallest scenery the editor accepts: six storeys. */
export const MAX_SCENERY_HEIGHT: Inches = 6 * STOREY;
/** What the editor offers for a low wall or crate, in inches: a Silhouette 2 trooper stands 1.57" tall. */
export const LOW_WALL_HEIGHT: Inches = 1;

/** What the height rules need to know of a piece of scenery. */
export interface SceneryVolume {
  height: SceneryHeight;
  /** Its top in inches above the table; left out (games saved before heights), the old tall or low. */
  heightIn?: number | undefined;
  polygon: readonly Point[];
}

/**
 * Its top in inches (D166): the height it was given; without one, tall scenery reads as blocking every
 * line (the old tall) and low scenery as blocking none (the old low, which only gives cover).
 * Example: a 2-storey building → 4; an old tall block → Infinity; an old low wall → 0.
 */
export function sceneryTop(s: Pick<SceneryVolume, 'height' | 'heightIn'>): Inches {
  if (s.heightIn !== undefined) return s.heightIn;
  return s.height === 'tall' ? Infinity : 0;
}

/** Does it stop some lines of fire? Tall scenery always; low scenery once it has a height. */
export function blocksSomeLines(s: Pick<SceneryVolume, 'height' | 'heightIn'>): boolean {
  return sceneryTop(s) > 0;
}

/** Can a trooper stand on top of it (D168)? Tall scenery with a height: its roof. */
export function hasRoof(s: Pick<SceneryVolume, 'height' | 'heightIn'>): boolean {
  return s.height === 'tall' && s.heightIn !== undefined && s.heightIn > 0;
}

/**
 * The level a base centred at p stands on (D168): the highest roof under its centre, or the table (0).
 * Example: centre inside a 4" building → 4; beside it → 0.
 */
export function elevationAt(scenery: readonly SceneryVolume[], p: Point): Inches {
  let z = 0;
  for (const s of scenery)
    if (hasRoof(s) && (s.heightIn as number) > z && pointInPolygon(p, s.polygon)) z = s.heightIn as number;
  return z;
}

/** Two levels are one when they differ by no more than the table's tolerance (RULES.md §0). */
export const sameLevel = (a: Inches, b: Inches): boolean => Math.abs(a - b) <= LEVEL_TOLERANCE;
const LEVEL_TOLERANCE = 0.01;

/** A Silhouette's height in inches. Example: 40 mm → 1.575". */
export const heightInches = (mm: number): Inches => mmToInches(mm);

/** How a level is written on the table: "ground", or the height and storey: `4" (2nd storey roof)`. */
export function levelText(z: Inches): string {
  if (!(z > 0)) return 'ground';
  const storeys = z / STOREY;
  const whole = Math.abs(storeys - Math.round(storeys)) < 1e-6;
  return whole
    ? `${fmt(z)}" up (roof, ${Math.round(storeys)} storey${Math.round(storeys) === 1 ? '' : 's'})`
    : `${fmt(z)}" up`;
}

const fmt = (n: number): string => (Math.round(n * 10) / 10).toString();

/** Scenery as the Line of Fire test takes it (lineOfFire.ts LofScene): a solid from the table to its top. */
export function lofScenery(
  scenery: readonly SceneryVolume[],
): Array<{ polygon: Point[]; blocksLoF: boolean; top: number }> {
  return scenery.map((s) => ({ polygon: [...s.polygon], blocksLoF: blocksSomeLines(s), top: sceneryTop(s) }));
}

/**
 * What a log line says of a move between levels, made by agreement (D169), or null when the level
 * stays. Example: from the table onto a 4" roof → "from the ground to 4" up (roof, 2 storeys), placed
 * by agreement: climbing, jumping and falling are not played".
 */
export function levelChange(
  scenery: readonly SceneryVolume[],
  from: Point | undefined,
  to: Point | undefined,
): string | null {
  if (!from || !to) return null;
  const a = elevationAt(scenery, from);
  const b = elevationAt(scenery, to);
  if (sameLevel(a, b)) return null;
  return `from ${a > 0 ? levelText(a) : 'the ground'} to ${b > 0 ? levelText(b) : 'the ground'}, placed by agreement: climbing, jumping and falling are not played`;
}
