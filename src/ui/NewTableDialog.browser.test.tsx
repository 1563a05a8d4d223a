// The New game dialog asks for PINs only where a PIN guards something: the shared screen of a hot-seat
// game. On two devices each device is its own lock and the server keeps no PIN, so none is asked for.
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { mountRoot } from '../../tests/reactRoot.ts';
import { NewTableDialog } from './Dialogs.tsx';
import { StoresContext, createGameStore, createSessionStore } from '../store/index.ts';
import { MemoryStorage } from '../../tests/storeFixtures.ts';
import type { GameSetup } from '../engine/index.ts';

async function open(onTwoDevices?: (setup: GameSetup) => Promise<string | null>): Promise<HTMLElement> {
  const stores = { game: createGameStore(new MemoryStorage()), session: createSessionStore() };
  const { root, host } = mountRoot();
  await act(async () => {
    root.render(
      <StoresContext.Provider value={stores}>
        <NewTableDialog open onClose={() => undefined} {...(onTwoDevices ? { onTwoDevices } : {})} />
      </StoresContext.Provider>,
    );
    await Promise.resolve();
  });
  return host;
}

/** The PIN inputs a player can see (a `hidden` one under a flex row would still show). */
function visiblePinFields(host: HTMLElement): HTMLInputElement[] {
  return [...host.querySelectorAll<HTMLInputElement>('input[type="password"]')].filter((i) =>
    i.checkVisibility(),
  );
}

describe('NewTableDialog: PINs', () => {
  it('a hot-seat game offers a PIN for each player', async () => {
    const host = await open();
    expect(visiblePinFields(host)).toHaveLength(2);
    expect(host.textContent).toContain('PIN of Player A (optional, 4–8 digits)');
    expect(host.querySelector('[data-testid="no-pins"]')).toBeNull();
  });

  it('a game on two devices has no PIN field, says why, and sends no PIN', async () => {
    const made = vi.fn((_setup: GameSetup) => Promise.resolve(null));
    const host = await open(made);
    expect(host.querySelectorAll('input[type="password"]')).toHaveLength(0);
    expect(host.textContent).not.toContain('PIN of Player');
    expect(host.querySelector('[data-testid="no-pins"]')?.textContent).toContain(
      'each device is its own lock',
    );
    // Nor is there a free set-up to choose: two devices play a game.
    expect(host.textContent).not.toContain('Free set-up');
    const submit = [...host.querySelectorAll('button')].find(
      (b) => b.textContent === 'Make the game and its links',
    );
    await act(async () => {
      submit?.click();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(made).toHaveBeenCalledTimes(1);
    expect(made.mock.calls[0]?.[0].game?.pins).toEqual({});
  });
});

describe('NewTableDialog: skipping the idle handover (D205)', () => {
  const labelled = (host: HTMLElement, words: string) =>
    [...host.querySelectorAll('label')].find((l) => l.textContent.includes(words))?.querySelector('input');

  async function made(change?: (host: HTMLElement) => Promise<void>): Promise<GameSetup> {
    const sent = vi.fn((_setup: GameSetup) => Promise.resolve(null));
    const host = await open(sent);
    await change?.(host);
    const submit = [...host.querySelectorAll('button')].find(
      (b) => b.textContent === 'Make the game and its links',
    );
    await act(async () => {
      submit?.click();
      await new Promise((r) => setTimeout(r, 0));
    });
    const setup = sent.mock.calls[0]?.[0];
    if (!setup) throw new Error('no game was made');
    return setup;
  }

  it('is on by default, with every declaration asked, and says what it does in one line', async () => {
    const host = await open();
    const skip = labelled(host, 'Skip the handover when the other player has nothing to decide');
    expect(skip?.checked).toBe(true);
    expect(skip?.disabled).toBe(false);
    expect(host.querySelector('[data-testid="skip-idle-help"]')?.textContent).toContain('tells nothing');
    const setup = await made();
    expect(setup.game).toMatchObject({ askEveryDeclaration: true, skipIdleHandover: true });
  });

  it('turned off, the game asks after every declaration as before', async () => {
    const setup = await made(async (host) => {
      await act(async () => {
        labelled(host, 'Skip the handover')?.click();
        await Promise.resolve();
      });
    });
    expect(setup.game?.askEveryDeclaration).toBe(true);
    expect(setup.game?.skipIdleHandover).toBeUndefined();
  });

  it('without every declaration asked it has nothing to skip: greyed out, and left out of the game', async () => {
    const setup = await made(async (host) => {
      await act(async () => {
        labelled(host, 'Ask for AROs after every declaration')?.click();
        await Promise.resolve();
      });
      expect(labelled(host, 'Skip the handover')?.disabled).toBe(true);
    });
    expect(setup.game?.askEveryDeclaration).toBe(false);
    expect(setup.game?.skipIdleHandover).toBeUndefined();
  });
});
