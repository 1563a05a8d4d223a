/** Inches between the grid's major lines. */
export const GRID_MAJOR_EVERY = 6;

/**
 * Where the inch grid's lines cross a side of the table `length` inches long, its edges left out: the
 * major lines (every GRID_MAJOR_EVERY inches) or the others.
 */
export function gridSteps(length: number, major: boolean): number[] {
  const steps: number[] = [];
  for (let at = 1; at < length; at++) if ((at % GRID_MAJOR_EVERY === 0) === major) steps.push(at);
  return steps;
}
