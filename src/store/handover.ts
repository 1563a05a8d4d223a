// When the screen changes hands in a hot-seat game (ARCHITECTURE.md §5): the curtain comes down
// whenever the engine awaits a seat other than the one at the screen. Whether it awaits the reactive
// seat after a declaration is the engine's (engine/handover.ts, decisions D28, D205, D206); this
// reads the answer as the screen does, and counts the curtains a sequence of steps shows.
import type { Seat } from '../rules/index.ts';
import type { Viewer } from '../engine/index.ts';

/**
 * Whether the screen must change hands before anybody looks at the table: the viewer at the screen is
 * not the awaited seat (a referee lens in a game always hands over; a game waiting for nobody, such as
 * a finished one, does not).
 */
export function mustChangeHands(atScreen: Viewer, awaited: Seat | null): boolean {
  if (awaited === null) return atScreen !== 'A' && atScreen !== 'B';
  return atScreen !== awaited;
}

/**
 * The curtains shown along the seats a game awaited after each step, the first being the seat at the
 * screen already. Example: A, B, A, A, B → 3.
 */
export function curtainsAlong(awaited: readonly (Seat | null)[]): number {
  let atScreen: Viewer | null = null;
  let curtains = 0;
  for (const seat of awaited) {
    if (seat === null) continue;
    if (atScreen === null) atScreen = seat;
    else if (mustChangeHands(atScreen, seat)) {
      curtains++;
      atScreen = seat;
    }
  }
  return curtains;
}
