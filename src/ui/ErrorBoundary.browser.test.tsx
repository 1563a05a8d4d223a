// The error screen (issue: the UI never loses a game to a bug), in real Chromium.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { StoresContext, createGameStore, createSessionStore } from '../store/index.ts';
import { MemoryStorage, deployA } from '../../tests/storeFixtures.ts';
import { STORAGE_KEY } from '../store/persist/persistence.ts';
import './app.css';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLDivElement | null = null;

afterEach(() => {
  act(() => {
    root?.unmount();
  });
  host?.remove();
  root = null;
  host = null;
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('the table could not be drawn');
}

describe('ErrorBoundary', () => {
  it('shows what happened, offers the export, and leaves the autosave alone', async () => {
    const storage = new MemoryStorage();
    const game = createGameStore(storage);
    game.getState().dispatch(deployA);
    const saved = storage.getItem(STORAGE_KEY);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
    await act(async () => {
      root?.render(
        <StoresContext.Provider value={{ game, session: createSessionStore() }}>
          <ErrorBoundary>
            <Broken />
          </ErrorBoundary>
        </StoresContext.Provider>,
      );
      await Promise.resolve();
    });
    const screen = host.querySelector('[data-testid="error-screen"]');
    expect(screen?.textContent).toContain('the table could not be drawn');
    const button = (text: string) =>
      [...(host?.querySelectorAll('button') ?? [])].find((b) => b.textContent === text);
    expect(button('Export the game…')).toBeDefined();
    act(() => {
      button('Export the game…')?.click();
    });
    // The same export as everywhere else (loaded on first use): the warning first, then the file.
    await vi.waitFor(() => {
      expect(host?.querySelector('[data-testid="export-warning"]')?.textContent).toContain(
        "both players' secrets",
      );
    });
    await act(async () => {
      button('Export with the secrets')?.click();
      await vi.waitFor(() => {
        expect(clicks).toEqual(['recovered.marker-table.json']);
      });
    });
    expect(storage.getItem(STORAGE_KEY)).toBe(saved);
  });
});
