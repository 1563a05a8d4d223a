// The walkthrough's own state (issue: a first game in 60 seconds): the first-visit offer is answered
// once and remembered; the walkthrough under way is kept for the tab, so a reload goes on with it.
import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../store/index.ts';
import { ACTIVE_KEY, OFFERED_KEY, createWalkthroughStore } from './walkthroughStore.ts';

function memory(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => {
      items.set(k, v);
    },
    removeItem: (k) => {
      items.delete(k);
    },
  };
}

describe('the walkthrough store', () => {
  it('offers the walkthrough on a first visit, and not again once the offer is answered', () => {
    const local = memory();
    const first = createWalkthroughStore(local, memory());
    expect(first.getState().offered).toBe(false);
    first.getState().answerOffer();
    expect(local.items.get(OFFERED_KEY)).toBe('yes');
    expect(createWalkthroughStore(local, memory()).getState().offered).toBe(true);
  });

  it('starting it answers the offer too, and a reload in the same tab goes on coaching that game', () => {
    const local = memory();
    const tab = memory();
    const store = createWalkthroughStore(local, tab);
    store.getState().begin('g-walk');
    expect(store.getState()).toMatchObject({ gameId: 'g-walk', offered: true, focusCard: true });
    const reloaded = createWalkthroughStore(local, tab);
    expect(reloaded.getState()).toMatchObject({ gameId: 'g-walk', offered: true, focusCard: false });
    // A new tab (its own session storage) starts with no walkthrough under way.
    expect(createWalkthroughStore(local, memory()).getState().gameId).toBeNull();
  });

  it('skipping ends it for the tab; finishing is kept until then', () => {
    const tab = memory();
    const store = createWalkthroughStore(memory(), tab);
    store.getState().begin('g-walk');
    store.getState().finish();
    expect(store.getState().finished).toBe(true);
    store.getState().stop();
    expect(store.getState()).toMatchObject({ gameId: null, finished: false });
    expect(tab.items.has(ACTIVE_KEY)).toBe(false);
  });

  it('works on when the browser refuses storage (private browsing)', () => {
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createWalkthroughStore(refusing, refusing);
    expect(store.getState()).toMatchObject({ gameId: null, offered: false });
    store.getState().begin('g-walk');
    expect(store.getState().gameId).toBe('g-walk');
    store.getState().stop();
    expect(store.getState().gameId).toBeNull();
  });
});
