import { describe, expect, it } from 'vitest';
import { createSessionStore } from './sessionStore.ts';

describe('screens (home, table, drills)', () => {
  it('starts where it is told, at the table unless told', () => {
    expect(createSessionStore().getState().screen).toBe('table');
    expect(createSessionStore({ screen: 'home' }).getState().screen).toBe('home');
  });

  it('leaving the table covers it and drops what the seat had open', () => {
    const s = createSessionStore();
    s.getState().takeScreen('A');
    s.getState().select('p1');
    s.getState().setOrderDraft({ p1: { x: 1, y: 2 } });
    s.getState().setScreen('home');
    const after = s.getState();
    expect(after.screen).toBe('home');
    expect(after.curtainUp).toBe(true);
    expect(after.selectedId).toBeNull();
    expect(after.orderDraft).toEqual({});
  });

  it('moving between other screens, or back to the table, covers nothing by itself', () => {
    const s = createSessionStore({ screen: 'home' });
    s.getState().takeScreen('A');
    s.getState().setScreen('drills');
    s.getState().setScreen('table');
    expect(s.getState().curtainUp).toBe(false);
  });
});
