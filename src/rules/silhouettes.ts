import { mmToInches, type Inches, type Millimetres } from '../geometry/units.ts';

/** A Silhouette value, S1..S8 (RULES.md §1.2). */
export type Silhouette = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/**
 * The Silhouette table (RULES.md §1.2, decision A6): base diameter and template height in mm.
 * N3 values, unchanged where the N4→N5 diff shows them; kept in this single constant.
 */
export const SILHOUETTES: Readonly<Record<Silhouette, { baseMm: Millimetres; heightMm: Millimetres }>> = {
  1: { baseMm: 25, heightMm: 25 },
  2: { baseMm: 25, heightMm: 40 },
  3: { baseMm: 40, heightMm: 32 },
  4: { baseMm: 55, heightMm: 32 },
  5: { baseMm: 40, heightMm: 45 },
  6: { baseMm: 40, heightMm: 55 },
  7: { baseMm: 55, heightMm: 67 },
  8: { baseMm: 70, heightMm: 70 },
};

export function isSilhouette(s: unknown): s is Silhouette {
  return typeof s === 'number' && Number.isInteger(s) && s >= 1 && s <= 8;
}

function row(s: number): { baseMm: Millimetres; heightMm: Millimetres } {
  if (!isSilhouette(s)) throw new RangeError(`Silhouette must be an integer 1..8, got ${String(s)}`);
  return SILHOUETTES[s];
}

/** Base diameter in mm for S1..S8 (RULES.md §1.2). Example: S3 → 40. Throws on anything else. */
export function baseDiameterMm(s: number): Millimetres {
  return row(s).baseMm;
}

/** Base radius in inches (RULES.md §1.2). Example: S1 → 0.492". */
export function baseRadiusInches(s: number): Inches {
  return mmToInches(row(s).baseMm) / 2;
}

/** Silhouette template height in mm (RULES.md §1.2), used by the 2.5D LoF test (decision A7). */
export function silhouetteHeightMm(s: number): Millimetres {
  return row(s).heightMm;
}
