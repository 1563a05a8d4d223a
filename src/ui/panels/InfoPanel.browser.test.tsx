// The selected piece's facts show its owner the army list's private facts: Lieutenant and points.
import { describe, expect, it } from 'vitest';
import { mountRoot } from '../../../tests/reactRoot.ts';
import { act } from 'react';
import { InfoPanel } from './InfoPanel.tsx';
import { StoresContext, createGameStore, createSessionStore } from '../../store/index.ts';
import { MemoryStorage, deployA, setup } from '../../../tests/storeFixtures.ts';
import { findProfile } from '../../content/index.ts';
import type { Profile } from '../../rules/index.ts';

async function shown(lieutenant: boolean, points?: number): Promise<string | null> {
  const game = createGameStore(new MemoryStorage(), { setup: setup(), random: { seed: 5 } });
  const profile: Profile = {
    ...(findProfile('line-trooper') as Profile),
    lieutenant,
    ...(points !== undefined ? { points } : {}),
  };
  expect(game.getState().dispatch({ ...deployA, profile }).ok).toBe(true);
  const session = createSessionStore();
  session.getState().select(game.getState().state.pieceOrder[0] ?? null);
  const { root, host } = mountRoot();
  await act(async () => {
    root.render(
      <StoresContext.Provider value={{ game, session }}>
        <InfoPanel />
      </StoresContext.Provider>,
    );
    await Promise.resolve();
  });
  return host.querySelector('[data-testid="info-army-list"]')?.textContent ?? null;
}

describe('InfoPanel: the army list', () => {
  it('names the Lieutenant and its points', async () => {
    expect(await shown(true, 28)).toBe('Lieutenant (private: the opponent does not see it) · 28 points');
  });
  it('says nothing of an army list a trooper has no facts of', async () => {
    expect(await shown(false)).toBeNull();
  });
});
