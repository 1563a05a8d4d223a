/**
 * How a player reads a direction, everywhere one is shown: whole degrees in [0, 360), 0 = right,
 * 90 = down the table (towards Player B's edge), as the engine and the rules count them
 * (geometry/vec.ts `fromDegrees`), with the nearest of eight words. A seat that sees the table from
 * its own side (turned half round, its Deployment Zone at the bottom) reads the words of its screen:
 * 90 is then "up the table, towards Player B"; the number never changes.
 */
const DIRECTION_WORDS = [
  'right',
  'down-right',
  'down the table',
  'down-left',
  'left',
  'up-left',
  'up the table',
  'up-right',
] as const;

/** Which edge a direction along the table's depth points to, by its true index: 90° B's, 270° A's. */
const TOWARDS: Partial<Record<number, string>> = { 2: ', towards Player B', 6: ', towards Player A' };

/** A direction in whole degrees, in [0, 360): −90 and 270 are both 270. */
export function wholeDegrees(d: number): number {
  return ((Math.round(d) % 360) + 360) % 360;
}

/**
 * The nearest of the eight direction words: 90 → "down the table, towards Player B"; on a table
 * seen turned half round (`turned`), the words of that screen: 90 → "up the table, towards Player B".
 */
export function directionWord(d: number, turned = false): string {
  const index = Math.round(wholeDegrees(d) / 45) % 8;
  const word = DIRECTION_WORDS[turned ? (index + 4) % 8 : index] ?? 'right';
  return `${word}${TOWARDS[index] ?? ''}`;
}

/** A facing or a direction as a player reads it: "90° (down the table, towards Player B)". */
export const degrees = (d: number, turned = false) =>
  `${String(wholeDegrees(d))}° (${directionWord(d, turned)})`;

/**
 * A text's directions as a seat whose table is turned half round reads them: every "90° (down the
 * table, towards Player B)" written by `degrees` for the table as laid out becomes that screen's words.
 */
export function turnedText(text: string): string {
  return text.replace(
    /(\d{1,3})° \(([a-z -]+?)(, towards Player [AB])?\)/g,
    (whole, n: string, word: string) =>
      (DIRECTION_WORDS as readonly string[]).includes(word) ? degrees(Number(n), true) : whole,
  );
}
