/**
 * What a piece stands on (RULES.md §1.1; D168 on the main line): the roof under its centre, named, for
 * the text twins of a piece's level. The level itself is elevation.ts `elevationAt`.
 */
import type { Point } from '../geometry/vec.ts';
import { pointInPolygon } from '../geometry/polygon.ts';
import { elevationAt, hasRoof, levelText, sameLevel, type SceneryVolume } from './elevation.ts';

export interface Footing {
  /** Its level in inches above the table. */
  z: number;
  /** The scenery whose roof it stands on; null on the table. */
  roof: string | null;
}

/** The level a base centred at p stands on, and whose roof that is. Example: inside a 4" Tower → { z: 4, roof: 'Tower' }. */
export function footingAt(scenery: readonly (SceneryVolume & { name: string })[], p: Point): Footing {
  const z = elevationAt(scenery, p);
  if (!(z > 0)) return { z: 0, roof: null };
  const roof = scenery.find(
    (s) => hasRoof(s) && sameLevel(s.heightIn ?? 0, z) && pointInPolygon(p, s.polygon),
  );
  return { z, roof: roof?.name ?? null };
}

/** A piece's level in words: "on the roof of Tower, 4" up (roof, 2 storeys)"; "on the ground". */
export function footingText(f: Footing): string {
  if (!(f.z > 0)) return 'on the ground';
  return `on the roof${f.roof ? ` of ${f.roof}` : ''}, ${levelText(f.z)}`;
}

/** The short badge drawn by a base above the table: ▲4". Empty on the ground. */
export function levelBadge(z: number): string {
  return z > 0 ? `▲${String(Math.round(z * 10) / 10)}"` : '';
}

/** The tape between two levels (RULES.md §0, §1.1; D182): the rise from its start to its end, and the straight line. */
export interface LevelGap {
  /** Inches up (positive) or down (negative) from the start's level to the end's. */
  rise: number;
  /** The straight distance between the two levels: √(distance² + rise²), in inches. */
  straight: number;
}

/**
 * The height between a tape's two ends and its length as a straight line (D182), or null when both stand
 * on one level. The rules' distances (ZoC, Discover bands, a move) keep reading the tape's table distance.
 * Example: 6.2" on the table from a 4" roof down to the ground → { rise: −4, straight: 7.38 }.
 */
export function levelGap(distance: number, fromZ: number, toZ: number): LevelGap | null {
  if (sameLevel(fromZ, toZ)) return null;
  const rise = toZ - fromZ;
  return { rise, straight: Math.hypot(distance, rise) };
}

/** A level gap in words: `4" up, 7.4" straight`. */
export function levelGapText(g: LevelGap): string {
  const r = (n: number) => `${String(Math.round(Math.abs(n) * 10) / 10)}"`;
  return `${r(g.rise)} ${g.rise > 0 ? 'up' : 'down'}, ${r(g.straight)} straight`;
}
