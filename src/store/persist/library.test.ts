// Several games kept in the browser (issue: autosave and resume): another game puts the current one in
// the saved-games list; resuming it gives back the identical game; files opened and bad files refused.
import { describe, expect, it } from 'vitest';
import type { GameSetup } from '../../engine/index.ts';
import { ROSTER } from '../../content/index.ts';
import { createGameStore } from '../gameStore.ts';
import { LIBRARY_KEY, listGames } from './library.ts';
import { MemoryStorage, SEED, deployA, setup } from '../../../tests/storeFixtures.ts';
import { RULES_EDITION } from '../../engine/index.ts';

/** All that the saved-games index may hold of a game: what anybody in front of the curtain may read. */
const PUBLIC_FACTS = ['id', 'name', 'over', 'pins', 'savedAt', 'standing'];

describe('the saved-games list', () => {
  it('a new table keeps the game on the table in the list; resuming gives back that very game', async () => {
    const storage = new MemoryStorage();
    const g = createGameStore(storage, { setup: setup(), random: { seed: SEED } });
    expect(g.getState().dispatch(deployA).ok).toBe(true);
    const before = g.getState().state;
    const id = g.getState().gameId;
    expect(await g.getState().rename('Tuesday practice')).toBeNull();
    expect(g.getState().newTable(setup(), { seed: 99 })).toBeNull();
    const list = g.getState().savedGames();
    expect(list).toHaveLength(1);
    expect(Object.keys(list[0]!).sort()).toStrictEqual(PUBLIC_FACTS);
    expect(list[0]).toMatchObject({
      id,
      name: 'Tuesday practice',
      standing: 'Free set-up',
      pins: { A: false, B: false },
      over: false,
    });
    expect(g.getState().resume(id)).toBeNull();
    expect(g.getState().state).toEqual(before);
    expect(g.getState().gameName).toBe('Tuesday practice');
    // The empty new table had nothing to keep; the resumed game left the list.
    expect(g.getState().savedGames()).toEqual([]);
  });

  it('an empty table is not kept, a game is kept across a reload, and forget removes it', async () => {
    const storage = new MemoryStorage();
    const g = createGameStore(storage, { setup: setup(), random: { seed: SEED } });
    expect(g.getState().newTable(setup(), { seed: 7 })).toBeNull();
    expect(g.getState().savedGames()).toEqual([]);
    g.getState().dispatch(deployA);
    await g.getState().loadScenario('speculo-imp-1');
    const again = createGameStore(storage);
    expect(again.getState().gameName).toBe('An IMP-1 marker under three AROs');
    const [kept] = again.getState().savedGames();
    expect(Object.keys(kept!).sort()).toStrictEqual(PUBLIC_FACTS);
    expect(kept?.standing).toBe('Free set-up');
    expect(await again.getState().forget(kept!.id)).toBeNull();
    expect(again.getState().savedGames()).toEqual([]);
  });

  it('a broken entry is named and stays to be deleted; an unreadable index reads as empty', () => {
    const storage = new MemoryStorage();
    const g = createGameStore(storage, { setup: setup(), random: { seed: SEED } });
    g.getState().dispatch(deployA);
    g.getState().newTable(setup(), { seed: 8 });
    const [kept] = g.getState().savedGames();
    storage.setItem(`${LIBRARY_KEY}:${kept!.id}`, 'garbage');
    const table = g.getState().state;
    expect(g.getState().resume(kept!.id)).toContain('cannot be resumed');
    expect(g.getState().state).toBe(table);
    storage.setItem(LIBRARY_KEY, '{nope');
    expect(g.getState().savedGames()).toEqual([]);
  });
});

/** A hot-seat set-up where A fields `size` Line Troopers against B's two. */
function hotSeat(size: number): GameSetup {
  const line = () => structuredClone(ROSTER.find((r) => r.id === 'line-trooper')!);
  return {
    table: { width: 48, depth: 48, zoneDepth: 12 },
    scenery: [],
    game: {
      rosters: { A: Array.from({ length: size }, line), B: [line(), line()] },
      firstDeployer: 'A',
      rules: RULES_EDITION,
      pins: {},
    },
  };
}

describe('the index holds only public facts', () => {
  it('two kept games that differ only in a roster’s size have the same entry', () => {
    const entryOf = (size: number) => {
      const storage = new MemoryStorage();
      const g = createGameStore(storage, { setup: hotSeat(size), random: { seed: SEED } });
      const line = Object.values(g.getState().state.troopers).find((t) => t.owner === 'A')!;
      const r = g.getState().dispatch({
        type: 'deploy',
        seat: 'A',
        trooperId: line.id,
        form: 'model',
        at: { x: 10, y: 6 },
        facing: 90,
      });
      expect(r.ok).toBe(true);
      expect(g.getState().newTable(setup(), { seed: 1 })).toBeNull();
      const [entry] = g.getState().savedGames();
      expect(Object.keys(entry!).sort()).toStrictEqual(PUBLIC_FACTS);
      const { id: _id, savedAt: _at, name: _name, ...facts } = entry!;
      return facts;
    };
    const three = entryOf(3);
    expect(three).toStrictEqual(entryOf(5));
    expect(three).toStrictEqual({
      standing: 'Deployment step 1 of 4 · Player A to play',
      pins: { A: false, B: false },
      over: false,
    });
  });

  it('an index written with roster sizes and action counts is read without them', () => {
    const storage = new MemoryStorage();
    const old = { id: 'g-old', name: 'Old', savedAt: '2026-01-01T00:00:00.000Z', standing: 'Free set-up' };
    storage.setItem(LIBRARY_KEY, JSON.stringify([{ ...old, seats: 'A 3 · B 2 troopers', actions: 12 }]));
    const [entry] = listGames(storage);
    expect(entry).toStrictEqual({ ...old, pins: { A: false, B: false }, over: false });
  });
});

describe('game files in the store', () => {
  it('exports and opens: the opened game replaces the table and the old one is kept', async () => {
    const storage = new MemoryStorage();
    const g = createGameStore(storage, { setup: setup(), random: { seed: SEED } });
    g.getState().dispatch(deployA);
    const file = await g.getState().exportFile(undefined, new Date('2026-11-21T12:00:00Z'));
    if (!file.ok) throw new Error(file.error);
    const state = g.getState().state;
    expect(await g.getState().openFile(file.text)).toBeNull();
    expect(g.getState().state).toEqual(state);
    expect(g.getState().savedGames()).toHaveLength(1);
  });

  it('a bad file is refused with its problem and the game on the table stays', async () => {
    const g = createGameStore(new MemoryStorage(), { setup: setup(), random: { seed: SEED } });
    g.getState().dispatch(deployA);
    const state = g.getState().state;
    expect(await g.getState().openFile('{"format": "marker-table/game", "version": 9}')).toContain(
      'version 9 is not known',
    );
    expect(g.getState().state).toBe(state);
    expect(g.getState().savedGames()).toEqual([]);
  });
});

describe('review replays', () => {
  it('the state after k actions is the replay of the first k, whatever order the steps are asked in', async () => {
    const { reviewStateAt, recordOf, replay } = await import('../gameStore.ts');
    const g = createGameStore(new MemoryStorage());
    await g.getState().loadScenario('speculo-imp-1');
    for (let i = 0; i < 3; i++) {
      const next = (await import('../gameStore.ts')).scenarioProgress(g.getState()).next;
      if (next) g.getState().playScenarioStep(next.seat);
    }
    const record = recordOf(g.getState());
    const { actions } = record;
    for (const k of [actions.length, 0, 5, 2, actions.length - 1]) {
      expect(reviewStateAt(g.getState(), k)).toEqual(replay({ ...record, actions: actions.slice(0, k) }));
    }
    expect(reviewStateAt(g.getState(), actions.length)).toEqual(g.getState().state);
  });
});
