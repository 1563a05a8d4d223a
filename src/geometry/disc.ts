import type { Inches } from './units.ts';
import { vec, type Point } from './vec.ts';

/** A base footprint: centre and radius, in inches. */
export interface Disc extends Point {
  r: Inches;
}

/** Distance between the nearest points of two discs; negative when they interpenetrate. */
export function signedGap(a: Disc, b: Disc): Inches {
  return vec.dist(a, b) - a.r - b.r;
}
