/**
 * How a player reads a direction, everywhere one is shown: whole degrees in [0, 360), 0 = right,
 * 90 = down the table (towards Player B's edge), as the engine and the rules count them
 * (geometry/vec.ts `fromDegrees`), with the nearest of eight words.
 */
const DIRECTION_WORDS = [
  'right',
  'down-right',
  'down the table, towards Player B',
  'down-left',
  'left',
  'up-left',
  'up the table, towards Player A',
  'up-right',
] as const;

/** A direction in whole degrees, in [0, 360): −90 and 270 are both 270. */
export function wholeDegrees(d: number): number {
  return ((Math.round(d) % 360) + 360) % 360;
}

/** The nearest of the eight direction words: 90 → "down the table, towards Player B". */
export function directionWord(d: number): string {
  return DIRECTION_WORDS[Math.round(wholeDegrees(d) / 45) % 8] ?? 'right';
}

/** A facing or a direction as a player reads it: "90° (down the table, towards Player B)". */
export const degrees = (d: number) => `${String(wholeDegrees(d))}° (${directionWord(d)})`;
