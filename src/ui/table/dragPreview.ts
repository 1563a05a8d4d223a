import { vec, type Point } from '../../geometry/vec.ts';

/**
 * How often a drag recomputes who may react and the cover they would face (issue: 60 Hz on a phone's
 * CPU): at most once every PREVIEW_MS, or at once when the piece has gone PREVIEW_STEP inches from where
 * they were last worked out. The base, its path, the distance and whether the move is legal follow
 * the pointer every frame; the last position of a drag always gets its own answer (a trailing
 * recomputation after PREVIEW_MS), so what stays on screen is never stale.
 */
export const PREVIEW_MS = 50;
export const PREVIEW_STEP = 0.5;

/** Whether the reactions worked out at `last` (when, where) should be worked out again for `at`. */
export function previewDue(last: { at: Point; time: number } | null, at: Point, now: number): boolean {
  return last === null || now - last.time >= PREVIEW_MS || vec.dist(last.at, at) >= PREVIEW_STEP;
}
