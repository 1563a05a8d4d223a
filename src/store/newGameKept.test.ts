// A new hot-seat game is the game on the table from the moment it is begun (issue: a new game is not
// under way until its first action): a reload resumes it, Home offers it, and whatever replaces it
// keeps it in the saved-games list, all before anybody has placed anything.
import { describe, expect, it } from 'vitest';
import type { GameSetup } from '../engine/index.ts';
import { ROSTER } from '../content/index.ts';
import { createGameStore, underWay } from './gameStore.ts';
import { MemoryStorage, SEED, setup } from '../../tests/storeFixtures.ts';
import { RULES_EDITION } from '../engine/index.ts';

function hotSeat(): GameSetup {
  const line = () => structuredClone(ROSTER.find((r) => r.id === 'line-trooper')!);
  return {
    table: { width: 48, depth: 48, zoneDepth: 12 },
    scenery: [],
    game: { rosters: { A: [line()], B: [line()] }, firstDeployer: 'A', rules: RULES_EDITION, pins: {} },
  };
}

describe('a new hot-seat game, before its first step', () => {
  it('is under way at once, and after a reload it is still the game on the table, under way', () => {
    const storage = new MemoryStorage();
    const g = createGameStore(storage, { setup: setup(), random: { seed: SEED } });
    expect(underWay(g.getState())).toBe(false);
    expect(g.getState().newTable(hotSeat(), { seed: 3 })).toBeNull();
    const id = g.getState().gameId;
    const name = g.getState().gameName;
    expect(underWay(g.getState())).toBe(true);

    const reloaded = createGameStore(storage);
    expect(reloaded.getState().gameId).toBe(id);
    expect(reloaded.getState().gameName).toBe(name);
    expect(reloaded.getState().setup.game).toBeDefined();
    expect(reloaded.getState().actions).toStrictEqual([]);
    // What the app opens at after a reload (ui/screen.ts startScreen): the table, as for any game under way.
    expect(underWay(reloaded.getState())).toBe(true);
  });

  it('is kept in the saved-games list when another table replaces it, and resumes', async () => {
    const storage = new MemoryStorage();
    const g = createGameStore(storage, { setup: setup(), random: { seed: SEED } });
    expect(g.getState().newTable(hotSeat(), { seed: 3 })).toBeNull();
    const id = g.getState().gameId;
    const state = g.getState().state;

    // After a reload, a free set-up table replaces it: it goes into the list, nothing is lost.
    const reloaded = createGameStore(storage);
    expect(reloaded.getState().newTable(setup(), { seed: 4 })).toBeNull();
    expect(reloaded.getState().setup.game).toBeUndefined();
    expect(
      reloaded
        .getState()
        .savedGames()
        .map((e) => e.id),
    ).toStrictEqual([id]);
    expect(reloaded.getState().savedGames()[0]?.standing).toMatch(/^Deployment step 1 of 4/);

    // A scenario loaded over it keeps it too.
    expect(reloaded.getState().resume(id)).toBeNull();
    expect(reloaded.getState().state).toStrictEqual(state);
    expect(await reloaded.getState().loadScenario('speculo-imp-1')).toBeNull();
    expect(
      reloaded
        .getState()
        .savedGames()
        .map((e) => e.id),
    ).toStrictEqual([id]);
  });

  it('an untouched free set-up is still nothing to keep', () => {
    const storage = new MemoryStorage();
    const g = createGameStore(storage, { setup: setup(), random: { seed: SEED } });
    expect(g.getState().newTable(setup(), { seed: 5 })).toBeNull();
    expect(underWay(g.getState())).toBe(false);
    expect(g.getState().newTable(hotSeat(), { seed: 6 })).toBeNull();
    expect(g.getState().savedGames()).toStrictEqual([]);
    expect(underWay(createGameStore(storage).getState())).toBe(true);
  });
});
