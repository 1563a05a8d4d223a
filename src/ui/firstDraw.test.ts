// What waits for the first table (the rules engine's chunk): it starts once the table is drawn, or
// after a while on a screen without one, and the page's mark says when the table was drawn.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function fresh() {
  vi.resetModules();
  return import('./firstDraw.ts');
}

afterEach(() => {
  vi.useRealTimers();
  performance.clearMarks();
});

describe('afterFirstTable', () => {
  it('waits for the table drawn, marks it once, and no longer', async () => {
    const m = await fresh();
    let done = false;
    const waiting = m.afterFirstTable(60_000).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    m.tableDrawn();
    m.tableDrawn();
    await waiting;
    expect(done).toBe(true);
    expect(performance.getEntriesByName(m.TABLE_DRAWN_MARK)).toHaveLength(1);
  });

  it('on a screen without a table, goes on after the time given', async () => {
    vi.useFakeTimers();
    const m = await fresh();
    let done = false;
    void m.afterFirstTable(3000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(performance.getEntriesByName(m.TABLE_DRAWN_MARK)).toHaveLength(0);
  });
});
