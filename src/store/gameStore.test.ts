import { describe, expect, it } from 'vitest';
import { defaultSetup, newGame, type Action, type GameSetup } from '../engine/index.ts';
import { createGameStore, replay } from './gameStore.ts';
import { STORAGE_KEY, serialize, type KeyValueStorage } from './persistence.ts';
import { MemoryStorage, SEED, deployA, setup } from '../../tests/storeFixtures.ts';

/**
 * The game store (ARCHITECTURE.md §6): a game is setup + actions; undo replays a shorter list,
 * redo re-applies, and every change is saved so a reload resumes at the same step.
 */

function makeStore(storage: KeyValueStorage = new MemoryStorage()) {
  return createGameStore(storage, { setup: setup(), seed: SEED });
}

const deployB: Action = {
  type: 'deployTrooper',
  seat: 'B',
  profileId: 'camo-sniper',
  form: 'CAMO',
  at: { x: 30, y: 42 },
  facing: 270,
};
/** Lands exactly on the A trooper deployed by `deployA`. */
const deployOnTopOfA: Action = { ...deployA, seat: 'B', facing: 270 };

/** What the store saved under STORAGE_KEY, parsed. */
function saved(storage: MemoryStorage): {
  seed: number;
  setup: GameSetup;
  actions: Action[];
  redo: Action[];
} {
  const text = storage.getItem(STORAGE_KEY);
  if (text === null) throw new Error('nothing saved');
  return JSON.parse(text) as { seed: number; setup: GameSetup; actions: Action[]; redo: Action[] };
}

function pieceIdOf(store: ReturnType<typeof makeStore>, seat: 'A' | 'B'): string {
  const { state } = store.getState();
  const id = state.pieceOrder.find((pid) => state.pieces[pid]!.owner === seat);
  if (!id) throw new Error(`no piece of ${seat}`);
  return id;
}

describe('when a legal action is dispatched', () => {
  it('applies it, appends it to actions and clears redo', () => {
    const store = makeStore();
    expect(store.getState().dispatch(deployA).ok).toBe(true);
    expect(store.getState().dispatch(deployB).ok).toBe(true);
    expect(store.getState().undo()).toBeNull();
    expect(store.getState().redo).toEqual([deployB]);

    const before = store.getState().state;
    const r = store.getState().dispatch({ type: 'rotatePiece', pieceId: pieceIdOf(store, 'A'), facing: 45 });
    expect(r.ok).toBe(true);
    const s = store.getState();
    expect(s.state).not.toBe(before);
    expect(s.state).toBe(r.state);
    expect(s.actions).toEqual([deployA, { type: 'rotatePiece', pieceId: pieceIdOf(store, 'A'), facing: 45 }]);
    expect(s.redo).toEqual([]);
  });
});

describe('when an action is rejected', () => {
  it.each<[string, Action]>([
    ['a deploy onto another base', deployOnTopOfA],
    [
      'a move of an unknown piece',
      { type: 'movePiece', pieceId: 'p-nobody', to: { x: 1, y: 1 }, limit: 'free' },
    ],
    ['a malformed action', { type: 'endTurn' } as unknown as Action],
  ])('changes nothing: %s', (_name, action) => {
    const storage = new MemoryStorage();
    const store = makeStore(storage);
    store.getState().dispatch(deployA);
    store.getState().dispatch(deployB);
    store.getState().undo();
    const before = store.getState();
    const writes = storage.writes;

    const r = store.getState().dispatch(action);

    expect(r.ok).toBe(false);
    const after = store.getState();
    expect(r.state).toBe(before.state);
    expect(after.state).toBe(before.state);
    expect(after.actions).toBe(before.actions);
    expect(after.redo).toBe(before.redo);
    expect(after.actions).toEqual([deployA]);
    expect(storage.writes).toBe(writes);
  });
});

describe('undo and redo', () => {
  it('undo replays to exactly the state before the last action', () => {
    const store = makeStore();
    store.getState().dispatch(deployA);
    const earlier = store.getState().state;
    const earlierJson = JSON.stringify(earlier);
    store.getState().dispatch(deployB);
    store
      .getState()
      .dispatch({ type: 'movePiece', pieceId: pieceIdOf(store, 'A'), to: { x: 12, y: 8 }, limit: 'mov' });
    const { actions } = store.getState();
    expect(actions).toHaveLength(3);

    expect(store.getState().undo()).toBeNull();
    expect(store.getState().undo()).toBeNull();

    const s = store.getState();
    expect(s.actions).toEqual(actions.slice(0, 1));
    expect(s.state).toStrictEqual(replay(setup(), SEED, actions.slice(0, 1)));
    expect(s.state).toStrictEqual(earlier);
    expect(JSON.stringify(s.state)).toBe(earlierJson);
    expect(s.redo).toEqual([actions[2], actions[1]]);
  });

  it('undo of the first action gives back the fresh table', () => {
    const store = makeStore();
    const fresh = store.getState().state;
    store.getState().dispatch(deployA);
    expect(store.getState().undo()).toBeNull();
    expect(store.getState().state).toStrictEqual(fresh);
    expect(store.getState().state).toStrictEqual(newGame(setup(), SEED));
  });

  it('redo re-applies what undo took back, most recent first', () => {
    const store = makeStore();
    store.getState().dispatch(deployA);
    store.getState().dispatch(deployB);
    const after = store.getState().state;
    const actions = store.getState().actions;
    store.getState().undo();
    store.getState().undo();

    expect(store.getState().redoStep()).toBeNull();
    expect(store.getState().actions).toEqual([deployA]);
    expect(store.getState().redo).toEqual([deployB]);
    expect(store.getState().redoStep()).toBeNull();

    const s = store.getState();
    expect(s.actions).toEqual(actions);
    expect(s.redo).toEqual([]);
    expect(s.state).toStrictEqual(after);
  });

  it('undo with nothing to undo returns NOTHING_TO_UNDO and changes nothing', () => {
    const store = makeStore();
    const before = store.getState();
    expect(store.getState().undo()).toMatchObject({ code: 'NOTHING_TO_UNDO' });
    expect(store.getState().state).toBe(before.state);
    expect(store.getState().actions).toBe(before.actions);
  });

  it('redo with nothing to redo returns a violation and changes nothing', () => {
    const store = makeStore();
    store.getState().dispatch(deployA);
    const before = store.getState();
    expect(store.getState().redoStep()).toMatchObject({ message: expect.stringMatching(/redo/i) as unknown });
    expect(store.getState().state).toBe(before.state);
    expect(store.getState().actions).toBe(before.actions);
  });

  it('a new dispatch after undo clears redo', () => {
    const store = makeStore();
    store.getState().dispatch(deployA);
    store.getState().dispatch(deployB);
    store.getState().undo();
    expect(store.getState().redo).toHaveLength(1);

    store.getState().dispatch({ type: 'rotatePiece', pieceId: pieceIdOf(store, 'A'), facing: 0 });

    expect(store.getState().redo).toEqual([]);
    expect(store.getState().redoStep()).not.toBeNull();
  });
});

describe('saving after every change (ARCHITECTURE.md §6)', () => {
  it('writes setup, seed, actions and redo under STORAGE_KEY on dispatch, undo, redo and newTable', () => {
    const storage = new MemoryStorage();
    const store = makeStore(storage);
    expect(storage.getItem(STORAGE_KEY)).toBeNull();

    store.getState().dispatch(deployA);
    expect(saved(storage)).toMatchObject({ seed: SEED, setup: setup(), actions: [deployA], redo: [] });

    store.getState().dispatch(deployB);
    expect(saved(storage)).toMatchObject({ actions: [deployA, deployB], redo: [] });

    store.getState().undo();
    expect(saved(storage)).toMatchObject({ actions: [deployA], redo: [deployB] });

    store.getState().redoStep();
    expect(saved(storage)).toMatchObject({ actions: [deployA, deployB], redo: [] });

    const club = defaultSetup('club');
    store.getState().newTable(club, 77);
    expect(saved(storage)).toMatchObject({ seed: 77, setup: club, actions: [], redo: [] });
  });

  it('a second store on the same storage resumes at the same step (reload)', () => {
    const storage = new MemoryStorage();
    const store = makeStore(storage);
    store.getState().dispatch(deployA);
    store.getState().dispatch(deployB);
    store
      .getState()
      .dispatch({ type: 'movePiece', pieceId: pieceIdOf(store, 'B'), to: { x: 28, y: 40 }, limit: 'mov' });
    store.getState().undo();
    const before = store.getState();

    // A different initial setup and seed: the save must win over them.
    const reloaded = createGameStore(storage, { setup: defaultSetup('club'), seed: 999 });

    const after = reloaded.getState();
    expect(after.restoreError).toBeNull();
    expect(after.seed).toBe(SEED);
    expect(after.setup).toStrictEqual(before.setup);
    expect(after.actions).toStrictEqual(before.actions);
    expect(after.redo).toStrictEqual(before.redo);
    expect(after.state).toStrictEqual(before.state);

    // ...and it goes on exactly as the first would have.
    expect(reloaded.getState().redoStep()).toBeNull();
    expect(store.getState().redoStep()).toBeNull();
    expect(reloaded.getState().state).toStrictEqual(store.getState().state);
  });

  it('a store without storage works and saves nothing', () => {
    const store = createGameStore(undefined, { setup: setup(), seed: SEED });
    expect(store.getState().dispatch(deployA).ok).toBe(true);
    expect(store.getState().restoreError).toBeNull();
  });
});

describe('newTable', () => {
  it('resets actions and redo and starts the new setup', () => {
    const store = makeStore();
    store.getState().dispatch(deployA);
    store.getState().dispatch(deployB);
    store.getState().undo();

    const club = defaultSetup('club');
    store.getState().newTable(club, 42);

    const s = store.getState();
    expect(s.actions).toEqual([]);
    expect(s.redo).toEqual([]);
    expect(s.seed).toBe(42);
    expect(s.setup).toBe(club);
    expect(s.state).toStrictEqual(newGame(club, 42));
    expect(s.undo()).toMatchObject({ code: 'NOTHING_TO_UNDO' });
  });

  it('without a seed takes the next one', () => {
    const store = makeStore();
    store.getState().newTable(setup());
    expect(store.getState().seed).toBe(SEED + 1);
    expect(store.getState().state).toStrictEqual(newGame(setup(), SEED + 1));
  });
});

describe('a saved redo step that no longer applies', () => {
  it('is dropped and its reason returned', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      STORAGE_KEY,
      serialize({ seed: SEED, setup: setup(), actions: [deployA], redo: [deployOnTopOfA] }),
    );
    const store = makeStore(storage);
    expect(store.getState().restoreError).toBeNull();
    const before = store.getState().state;

    expect(store.getState().redoStep()).toMatchObject({ code: 'OVERLAPS_BASE' });
    expect(store.getState().redo).toEqual([]);
    expect(store.getState().state).toBe(before);
    expect(saved(storage).redo).toEqual([]);
  });
});
