import { describe, expect, it } from 'vitest';
import { PREVIEW_MS, PREVIEW_STEP, previewDue } from './dragPreview.ts';

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
