import { EPS } from '../geometry/units.ts';
import type { Disc } from '../geometry/disc.ts';
import type { Point } from '../geometry/vec.ts';

/**
 * Replacing a marker by a model, or one model by another (RULES.md §12, T46):
 * - the same base size goes exactly where the old one was;
 * - otherwise the owner chooses centre on centre, or edge on edge at a point P of the old rim: the
 *   two rims coincide at P, so the new centre is c_old + u·(r_old − r_new), u the unit vector from the
 *   old centre towards P (a smaller base moves towards P, a bigger one away from it).
 */
export function replacementCentre(
  old: Disc,
  newRadius: number,
  mode: 'centre' | { edgeToward: Point },
): Point {
  if (mode === 'centre' || Math.abs(old.r - newRadius) <= EPS / 100) return { x: old.x, y: old.y };
  const dx = mode.edgeToward.x - old.x;
  const dy = mode.edgeToward.y - old.y;
  const len = Math.hypot(dx, dy);
  if (len === 0) return { x: old.x, y: old.y };
  const k = (old.r - newRadius) / len;
  return { x: old.x + dx * k, y: old.y + dy * k };
}

/**
 * An obligatory replacement that does not fit (RULES.md §12, T47): a trooper enters Immobilized-A
 * where it stands; a piece of Equipment (a Mine) is removed from the table instead (seed 003).
 */
export function misfitOutcome(isEquipment: boolean): 'immobilized' | 'removed' {
  return isEquipment ? 'removed' : 'immobilized';
}
