import { afterEach, describe, expect, it, vi } from 'vitest';
import { DragSight, PREVIEW_MS, PREVIEW_STEP, previewDue } from './dragPreview.ts';

describe('previewDue: when a drag works out its reactions again', () => {
  const last = { at: { x: 10, y: 10 }, time: 1000 };
  it.each([
    ['nothing worked out yet', null, { x: 10, y: 10 }, 1000, true],
    ['the same place, at once', last, { x: 10, y: 10 }, 1000, false],
    [
      'a little further, within the interval',
      last,
      { x: 10 + PREVIEW_STEP - 0.01, y: 10 },
      1000 + PREVIEW_MS - 1,
      false,
    ],
    ['just the step further', last, { x: 10, y: 10 + PREVIEW_STEP }, 1001, true],
    ['the same place, the interval later', last, { x: 10, y: 10 }, 1000 + PREVIEW_MS, true],
  ] as const)('%s', (_name, before, at, now, due) => {
    expect(previewDue(before, at, now)).toBe(due);
  });
});

describe('DragSight: what a drag keeps between frames', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('works out the first move, keeps it within the step and the interval, and answers the rest later', () => {
    vi.useFakeTimers();
    const worked: { x: number; y: number }[] = [];
    const sight = new DragSight((_id, at) => {
      worked.push(at);
      return `at ${String(at.x)}`;
    });
    let rests = 0;
    const rest = () => {
      rests++;
    };
    expect(sight.sightsAt('p1', { x: 10, y: 10 }, 1000, rest)).toBe('at 10');
    expect(sight.sightsAt('p1', { x: 10.1, y: 10 }, 1010, rest)).toBe('at 10');
    expect(sight.sightsAt('p1', { x: 10.2, y: 10 }, 1020, rest)).toBe('at 10');
    expect(worked).toHaveLength(1);
    // One rest waits, however many frames kept the old answer.
    vi.advanceTimersByTime(PREVIEW_MS);
    expect(rests).toBe(1);
    expect(sight.fresh('p1', { x: 10.2, y: 10 }, 1070)).toBe('at 10.2');
    // Another piece, or the step, is worked out at once.
    expect(sight.sightsAt('p2', { x: 10.2, y: 10 }, 1071, rest)).toBe('at 10.2');
    expect(sight.sightsAt('p2', { x: 10.2 + PREVIEW_STEP, y: 10 }, 1072, rest)).toBe(
      `at ${String(10.2 + PREVIEW_STEP)}`,
    );
    expect(worked).toHaveLength(4);
  });

  it('a fresh answer or the end of the drag cancels the rest waited for', () => {
    vi.useFakeTimers();
    const sight = new DragSight((_id, at) => at.x);
    let rests = 0;
    const rest = () => {
      rests++;
    };
    sight.sightsAt('p1', { x: 1, y: 1 }, 0, rest);
    sight.sightsAt('p1', { x: 1.1, y: 1 }, 5, rest);
    sight.stop();
    vi.advanceTimersByTime(PREVIEW_MS * 2);
    expect(rests).toBe(0);
    // After the end, the next drag of the same piece works out its own first answer.
    expect(sight.sightsAt('p1', { x: 1.1, y: 1 }, 6, rest)).toBe(1.1);
  });
});
