import { EPS, FLOAT_SLACK, atMost, type Inches } from '../geometry/units.ts';

/**
 * How the table compares a measured distance with a rule's limit, and how it writes one (RULES.md §0,
 * decision D1). The engine's checks and every live preview go through here, so a distance the screen
 * shows as within a limit is one the engine accepts, and the reverse.
 */

/**
 * A distance is within a limit up to and including it, with the one tolerance EPS (RULES.md §0).
 * Example: limit 4": 4.01" → true, 4.011" → false.
 */
export function isWithin(distance: Inches, limit: Inches): boolean {
  return atMost(distance, limit + EPS);
}

/** The table writes distances to the tenth of an inch: this many steps to the inch. */
export const SHOWN_STEPS_PER_INCH = 10;

/**
 * A distance as the table writes it, in inches to the tenth, rounded up once past the tolerance:
 * against a limit in whole tenths (every MOV value, the 2" Dodge), a distance within the limit never
 * reads above it, and one beyond it never reads at or under it. Example: 3.95" → 4.0, 4.01" → 4.0,
 * 4.02" → 4.1. WARNING: not the nearest tenth; 4.02" reads 4.1 because 4" would be refused.
 */
export function shownDistance(distance: Inches): Inches {
  const steps = Math.ceil((distance - EPS - FLOAT_SLACK) * SHOWN_STEPS_PER_INCH);
  return Math.max(0, steps) / SHOWN_STEPS_PER_INCH;
}

/** `shownDistance` with its unit: 4.02 → `4.1"`. */
export function formatDistance(distance: Inches): string {
  return `${shownDistance(distance).toFixed(1)}"`;
}
