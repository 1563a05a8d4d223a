// Before the rules engine has loaded (engine/reducer.ts): a fresh table draws, reads and saves as it
// will once it is there; the first step waits for it and is judged the same; a step that cannot wait
// says so; a kept game is known to need it before it is read.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage, SEED, deployA, setup } from '../../tests/storeFixtures.ts';
import type { Answered } from './net/remoteMatch.ts';

/**
 * The app's modules as a browser has them before the engine arrives: a module registry of their own,
 * in which nothing has imported apply.ts (the tests' setup file did so in the shared one).
 */
async function beforeTheEngine() {
  vi.resetModules();
  const reducer = await import('../engine/reducer.ts');
  const store = await import('./gameStore.ts');
  const view = await import('../engine/view.ts');
  const stored = await import('./persist/storedGame.ts');
  const persistence = await import('./persist/persistence.ts');
  return { reducer, store, view, stored, persistence };
}

afterEach(() => {
  vi.resetModules();
});

describe('the first table, before the rules engine has loaded', () => {
  it('is drawn as it is once the engine is there, and the first step waits for it', async () => {
    const m = await beforeTheEngine();
    expect(m.reducer.reducerLoaded()).toBe(false);
    const storage = new MemoryStorage();
    const game = m.store.createGameStore(storage, { setup: setup(), random: { seed: SEED } });
    const before = m.view.viewFor(game.getState().state, 'A');
    expect(m.stored.storedGameIsFresh(storage, m.persistence.STORAGE_KEY)).toBe(true);

    // The first step is asked before the engine came: it is judged once it has.
    const asked = game.getState().ask('A', { type: 'play', action: deployA });
    expect(asked).toBeInstanceOf(Promise);
    expect(await asked).toEqual<Answered>({ ok: true });
    expect(m.reducer.reducerLoaded()).toBe(true);
    expect(game.getState().actions).toHaveLength(1);
    expect(m.stored.storedGameIsFresh(storage, m.persistence.STORAGE_KEY)).toBe(false);

    // The fresh table read before the engine is the one the engine reads (nothing was owed).
    const fresh = m.store.createGameStore(undefined, { setup: setup(), random: { seed: SEED } });
    expect(m.view.viewFor(fresh.getState().state, 'A')).toEqual(before);
  });

  it('refuses, with the reason, a step that cannot wait, and asks the engine to come', async () => {
    const m = await beforeTheEngine();
    const game = m.store.createGameStore(undefined, { setup: setup(), random: { seed: SEED } });
    const refused = game.getState().dispatch(deployA);
    expect(refused.ok).toBe(false);
    expect(refused.ok ? null : refused.violations[0]?.code).toBe('RULES_LOADING');
    expect(refused.state).toBe(game.getState().state);
    expect(game.getState().actions).toHaveLength(0);
    expect(game.getState().undo('A')?.message).toMatch(/still loading/);
    await m.reducer.loadReducer();
    expect(game.getState().dispatch(deployA).ok).toBe(true);
    expect(game.getState().undo('referee')).toBeNull();
  });

  it('the walkthrough started before the engine has come waits for it and plays its prelude', async () => {
    const m = await beforeTheEngine();
    const { startWalkthrough } = await import('../ui/walkthrough/startWalkthrough.ts');
    const game = m.store.createGameStore(new MemoryStorage());
    const session = (await import('./sessionStore.ts')).createSessionStore();
    expect(m.reducer.reducerLoaded()).toBe(false);
    expect(await startWalkthrough({ game, session })).toBeNull();
    expect(game.getState().actions.length).toBeGreaterThan(0);
    expect(session.getState().screen).toBe('table');
  });

  it('applying before the engine has come is a fault of the caller, said plainly', async () => {
    const m = await beforeTheEngine();
    const game = m.store.createGameStore(undefined, { setup: setup(), random: { seed: SEED } });
    expect(() => m.reducer.applyAction(game.getState().state, deployA)).toThrow(/not loaded/);
  });
});

describe('whether a kept game can be read before the engine (storedGameIsFresh)', () => {
  it.each([
    ['nothing kept', null, true],
    ['not JSON', '{', false],
    ['an older single-text save', JSON.stringify({ format: 'marker-table/session', version: 2 }), false],
    ['a head with moves', JSON.stringify({ version: 3, count: 2, session: { redo: [] } }), false],
    ['a head with a step to redo', JSON.stringify({ version: 3, count: 0, session: { redo: [{}] } }), false],
    ['a fresh head', JSON.stringify({ version: 3, count: 0, session: { redo: [] } }), true],
  ])('%s', async (_, text, fresh) => {
    const m = await beforeTheEngine();
    const storage = new MemoryStorage();
    if (text !== null) storage.setItem(m.persistence.STORAGE_KEY, text);
    expect(m.stored.storedGameIsFresh(storage, m.persistence.STORAGE_KEY)).toBe(fresh);
  });
});
