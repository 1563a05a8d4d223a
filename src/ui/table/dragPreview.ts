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

/**
 * What a drag last worked out about who may react to it, kept between frames (previewDue says when
 * to work it out again). `work` does the working out; `rest` is called once the pointer has rested
 * PREVIEW_MS on a position that kept an older answer, so that position gets its own (`fresh`).
 */
export class DragSight<S> {
  private last: { pieceId: string; at: Point; time: number; sights: S } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly work: (pieceId: string, at: Point) => S) {}

  /** The answer for `pieceId` at `at`: worked out when due, the last one otherwise. */
  sightsAt(pieceId: string, at: Point, now: number, rest: () => void): S {
    const kept = this.last?.pieceId === pieceId ? this.last : null;
    if (kept && !previewDue(kept, at, now)) {
      this.timer ??= setTimeout(() => {
        this.timer = null;
        rest();
      }, PREVIEW_MS);
      return kept.sights;
    }
    return this.fresh(pieceId, at, now);
  }

  /** Works the answer out now, whatever was kept. */
  fresh(pieceId: string, at: Point, now: number): S {
    const sights = this.work(pieceId, at);
    this.last = { pieceId, at, time: now, sights };
    this.cancel();
    return sights;
  }

  /** The drag is over: nothing is kept for the next one, and no rest is waited for. */
  stop(): void {
    this.last = null;
    this.cancel();
  }

  private cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
