// The log panel pages through a long game: the view carries the newest lines, older ones come on request.
import { describe, expect, it } from 'vitest';
import { mountRoot } from '../../../tests/reactRoot.ts';
import { act } from 'react';
import { LogPanel } from './LogPanel.tsx';
import { StoresContext, createGameStore, createSessionStore } from '../../store/index.ts';
import { VIEW_LOG_LINES, viewFor, viewLogBefore } from '../../engine/index.ts';
import { MemoryStorage } from '../../../tests/storeFixtures.ts';
import { longGame } from '../../../bench/longGame.ts';

describe('LogPanel', () => {
  it('shows the newest fifty lines, and every older line a page at a time, numbered as the viewer counts', async () => {
    const long = longGame(600);
    const game = createGameStore(new MemoryStorage(), { setup: long.setup, random: long.random });
    for (const a of long.actions) expect(game.getState().dispatch(a).ok).toBe(true);
    const session = createSessionStore();
    session.getState().takeScreen('A');
    const view = viewFor(game.getState().state, 'A');
    const total = view.log.at(-1)!.seq;
    expect(total).toBeGreaterThan(VIEW_LOG_LINES);
    const { root, host } = mountRoot();
    await act(async () => {
      root.render(
        <StoresContext.Provider value={{ game, session }}>
          <LogPanel />
        </StoresContext.Provider>,
      );
      await Promise.resolve();
    });
    const items = () => [...host.querySelectorAll('[data-testid="log"] li')] as HTMLLIElement[];
    const more = () => [...host.querySelectorAll('button')].find((b) => b.textContent === 'Show older lines');
    expect(items()).toHaveLength(50);
    expect(items()[0]?.value).toBe(total);
    while (more()) {
      act(() => {
        more()?.click();
      });
    }
    const numbers = items().map((li) => li.value);
    expect(numbers).toEqual(Array.from({ length: total }, (_, i) => total - i));
    // The oldest line reads as the whole log would: the game's first line.
    expect(viewLogBefore(game.getState().state, 'A', 2, 1)[0]?.seq).toBe(1);
    expect(items().at(-1)?.textContent).toContain('A new game: Player A deploys first.');
  });
});
