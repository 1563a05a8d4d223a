import { useEffect } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { underWay, type GameStore, type Screen, type SessionStore } from '../store/index.ts';

export { underWay };

const SCREENS: readonly Screen[] = ['home', 'table', 'drills'];

/** The screen a location hash names (#home, #table, #drills), or null. */
export function screenFromHash(hash: string): Screen | null {
  const name = hash.replace(/^#\/?/, '');
  return SCREENS.find((s) => s === name) ?? null;
}

/**
 * Where the app opens: the screen the address names; otherwise the table when a game is under way
 * (nothing lost on reload), and the home screen for an untouched table.
 */
export function startScreen(game: GameStore, hash: string): Screen {
  const named = screenFromHash(hash);
  if (named) return named;
  return underWay(game) ? 'table' : 'home';
}

/**
 * Keeps the address in step with the screen: each screen has its own address, so the browser's Back
 * and Forward buttons move between them and a reload opens where it was.
 */
export function useScreenAddress(session: StoreApi<SessionStore>): void {
  useEffect(() => {
    const write = (screen: Screen) => {
      if (screenFromHash(window.location.hash) !== screen) window.history.pushState(null, '', `#${screen}`);
    };
    if (screenFromHash(window.location.hash) === null) {
      window.history.replaceState(null, '', `#${session.getState().screen}`);
    }
    const unsubscribe = session.subscribe((s, prev) => {
      if (s.screen !== prev.screen) write(s.screen);
    });
    const onHash = () => {
      const named = screenFromHash(window.location.hash);
      if (named && named !== session.getState().screen) session.getState().setScreen(named);
    };
    window.addEventListener('popstate', onHash);
    window.addEventListener('hashchange', onHash);
    return () => {
      unsubscribe();
      window.removeEventListener('popstate', onHash);
      window.removeEventListener('hashchange', onHash);
    };
  }, [session]);
}
