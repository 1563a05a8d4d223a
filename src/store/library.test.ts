// Several games kept in the browser (issue: autosave and resume): another game puts the current one in
// the saved-games list; resuming it gives back the identical game; files opened and bad files refused.
import { describe, expect, it } from 'vitest';
import { createGameStore } from './gameStore.ts';
import { LIBRARY_KEY } from './library.ts';
import { MemoryStorage, SEED, deployA, setup } from '../../tests/storeFixtures.ts';

describe('the saved-games list', () => {
  it('a new table keeps the game on the table in the list; resuming it gives back exactly that game', () => {
    const storage = new MemoryStorage();
    const g = createGameStore(storage, { setup: setup(), seed: SEED });
    expect(g.getState().dispatch(deployA).ok).toBe(true);
    const before = g.getState().state;
    const id = g.getState().gameId;
    g.getState().rename('Tuesday practice');
    g.getState().newTable(setup(), 99);
    const list = g.getState().savedGames();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id, name: 'Tuesday practice', actions: 1, seats: 'Free set-up' });
    expect(g.getState().resume(id)).toBeNull();
    expect(g.getState().state).toEqual(before);
    expect(g.getState().gameName).toBe('Tuesday practice');
    // The empty new table had nothing to keep; the resumed game left the list.
    expect(g.getState().savedGames()).toEqual([]);
  });

  it('an empty table is not kept, a game is kept across a reload, and forget removes it', () => {
    const storage = new MemoryStorage();
    const g = createGameStore(storage, { setup: setup(), seed: SEED });
    g.getState().newTable(setup(), 7);
    expect(g.getState().savedGames()).toEqual([]);
    g.getState().dispatch(deployA);
    g.getState().loadScenario('speculo-imp-1');
    const again = createGameStore(storage);
    expect(again.getState().gameName).toBe('An IMP-1 marker under three AROs');
    const [kept] = again.getState().savedGames();
    expect(kept?.actions).toBe(1);
    again.getState().forget(kept!.id);
    expect(again.getState().savedGames()).toEqual([]);
  });

  it('a broken entry is named and stays to be deleted; an unreadable index reads as empty', () => {
    const storage = new MemoryStorage();
    const g = createGameStore(storage, { setup: setup(), seed: SEED });
    g.getState().dispatch(deployA);
    g.getState().newTable(setup(), 8);
    const [kept] = g.getState().savedGames();
    storage.setItem(`${LIBRARY_KEY}:${kept!.id}`, 'garbage');
    const table = g.getState().state;
    expect(g.getState().resume(kept!.id)).toContain('cannot be resumed');
    expect(g.getState().state).toBe(table);
    storage.setItem(LIBRARY_KEY, '{nope');
    expect(g.getState().savedGames()).toEqual([]);
  });
});

describe('game files in the store', () => {
  it('exports and opens: the opened game replaces the table and the old one is kept', () => {
    const storage = new MemoryStorage();
    const g = createGameStore(storage, { setup: setup(), seed: SEED });
    g.getState().dispatch(deployA);
    const file = g.getState().exportFile(new Date('2026-11-21T12:00:00Z'));
    const state = g.getState().state;
    expect(g.getState().openFile(file)).toBeNull();
    expect(g.getState().state).toEqual(state);
    expect(g.getState().savedGames()).toHaveLength(1);
  });

  it('a bad file is refused with its problem and the game on the table stays', () => {
    const g = createGameStore(new MemoryStorage(), { setup: setup(), seed: SEED });
    g.getState().dispatch(deployA);
    const state = g.getState().state;
    expect(g.getState().openFile('{"format": "marker-table/game", "version": 9}')).toContain(
      'version 9 is not known',
    );
    expect(g.getState().state).toBe(state);
    expect(g.getState().savedGames()).toEqual([]);
  });
});

describe('review replays', () => {
  it('the state after k actions is the replay of the first k, whatever order the steps are asked in', async () => {
    const { reviewStateAt, replay } = await import('./gameStore.ts');
    const g = createGameStore(new MemoryStorage());
    g.getState().loadScenario('speculo-imp-1');
    for (let i = 0; i < 3; i++) {
      const next = (await import('./gameStore.ts')).scenarioProgress(g.getState()).next;
      if (next) g.getState().playScenarioStep(next.seat);
    }
    const { setup, seed, actions } = g.getState();
    for (const k of [actions.length, 0, 5, 2, actions.length - 1]) {
      expect(reviewStateAt(g.getState(), k)).toEqual(replay(setup, seed, actions.slice(0, k)));
    }
    expect(reviewStateAt(g.getState(), actions.length)).toEqual(g.getState().state);
  });
});
