// Scenarios in the game store: loading, the script's progress (played by button or by hand, or left),
// the seat that may play a step, and the scenario kept across a reload.
import { describe, expect, it } from 'vitest';
import { createGameStore, scenarioProgress } from './gameStore.ts';
import { MemoryStorage } from '../../tests/storeFixtures.ts';
import { SCENARIOS } from '../content/scenarioLibrary.ts';
import { pieceAtPoint } from '../content/scenarios.ts';

describe('scenarios in the game store', () => {
  it('gives one stable progress object while nothing changes, with or without a scenario', async () => {
    const g = createGameStore(new MemoryStorage());
    expect(scenarioProgress(g.getState())).toBe(scenarioProgress(g.getState()));
    expect(scenarioProgress(g.getState()).scenario).toBeNull();
    expect(await g.getState().loadScenario('speculo-imp-1')).toBeNull();
    expect(scenarioProgress(g.getState())).toBe(scenarioProgress(g.getState()));
  });

  it('plays the next step only for its seat, and counts a step played by hand', async () => {
    const g = createGameStore(new MemoryStorage());
    await g.getState().loadScenario('speculo-imp-1');
    expect(scenarioProgress(g.getState())).toMatchObject({ played: 0, offScript: false });
    expect(g.getState().playScenarioStep('B')?.code).toBe('WRONG_SEAT');
    expect(g.getState().playScenarioStep('A')).toBeNull();
    expect(scenarioProgress(g.getState()).played).toBe(1);
    // By hand, a hair off the scripted spot (a mouse drag): still the script.
    const marker = pieceAtPoint(g.getState().state, { x: 24, y: 26 });
    expect(
      g
        .getState()
        .dispatch({ type: 'declare', seat: 'A', skill: 'move', to: { [marker!]: { x: 24.03, y: 28.98 } } })
        .ok,
    ).toBe(true);
    expect(scenarioProgress(g.getState())).toMatchObject({ played: 2, offScript: false });
  });

  it('knows when the players leave the script', async () => {
    const g = createGameStore(new MemoryStorage());
    await g.getState().loadScenario('speculo-imp-1');
    const line = pieceAtPoint(g.getState().state, { x: 6, y: 6 });
    expect(g.getState().dispatch({ type: 'activate', seat: 'A', pieceId: line! }).ok).toBe(true);
    expect(scenarioProgress(g.getState())).toMatchObject({ played: 0, offScript: true, next: null });
  });

  it('keeps the scenario and its progress across a reload', async () => {
    const storage = new MemoryStorage();
    const g = createGameStore(storage);
    await g.getState().loadScenario('decoy-revealed-by-dodge');
    g.getState().playScenarioStep('A');
    const again = createGameStore(storage);
    expect(again.getState().scenario).toEqual(g.getState().scenario);
    expect(scenarioProgress(again.getState()).played).toBe(1);
  });

  it('refuses an unknown scenario and leaves the table alone', async () => {
    const g = createGameStore(new MemoryStorage());
    const before = g.getState().state;
    expect(await g.getState().loadScenario('nope')).toContain('no scenario');
    expect(g.getState().state).toBe(before);
  });

  it.each(SCENARIOS.map((s) => [s.id]))('%s plays to the end through the store', async (id) => {
    const g = createGameStore(new MemoryStorage());
    await g.getState().loadScenario(id);
    for (let i = 0; i < 20; i++) {
      const next = scenarioProgress(g.getState()).next;
      if (!next) break;
      expect(g.getState().playScenarioStep(next.seat)).toBeNull();
    }
    const p = scenarioProgress(g.getState());
    expect(p.played).toBe(p.scenario?.script.length);
  });
});

describe('guided demonstration', () => {
  it('steps the scenario forward and back by replay, and refuses without a scenario', async () => {
    const g = createGameStore(new MemoryStorage());
    expect(g.getState().guideTo(1)).toContain('No scenario');
    await g.getState().loadScenario('speculo-imp-1');
    const start = g.getState().state;
    expect(g.getState().guideTo(3)).toBeNull();
    expect(scenarioProgress(g.getState()).played).toBe(3);
    expect(g.getState().guideTo(1)).toBeNull();
    expect(scenarioProgress(g.getState()).played).toBe(1);
    expect(g.getState().guideTo(0)).toBeNull();
    expect(g.getState().state).toEqual(start);
    expect(g.getState().guideTo(99)).toBeNull();
    expect(scenarioProgress(g.getState()).played).toBe(6);
  });
});
