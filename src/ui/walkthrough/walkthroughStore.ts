import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { KeyValueStorage } from '../../store/index.ts';
import { browserSessionStorage, browserStorage } from '../storage.ts';

/** Local storage: the first-visit offer was answered, so the home screen does not offer it again. */
export const OFFERED_KEY = 'marker-table:walkthrough-offered';
/** This tab's session storage: the game the walkthrough under way coaches (a reload keeps it going). */
export const ACTIVE_KEY = 'marker-table:walkthrough-game';

/**
 * The walkthrough's own state, beside the game (issue: a first game in 60 seconds): which game on the
 * table it coaches, whether it has been finished, and whether the home screen's first-visit offer was
 * answered. Nothing of a game's secrets is kept here: only a game id.
 */
export interface WalkthroughStore {
  /** The id of the game the walkthrough coaches; null when no walkthrough is under way. */
  gameId: string | null;
  /** The Order was played and its result read: the card says so until it is closed. */
  finished: boolean;
  offered: boolean;
  /** Focus the card when it next appears (it was opened by a button; keyboard users land in it). */
  focusCard: boolean;
  begin: (gameId: string) => void;
  finish: () => void;
  stop: () => void;
  answerOffer: () => void;
  cardFocused: () => void;
}

function read(storage: KeyValueStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: KeyValueStorage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage refused (full, private browsing): the walkthrough lives on the screen only.
  }
}

export function createWalkthroughStore(
  local?: KeyValueStorage,
  tab?: KeyValueStorage,
): StoreApi<WalkthroughStore> {
  return createStore<WalkthroughStore>()((set) => ({
    gameId: read(tab, ACTIVE_KEY),
    finished: false,
    offered: read(local, OFFERED_KEY) !== null,
    focusCard: false,
    begin: (gameId) => {
      write(tab, ACTIVE_KEY, gameId);
      write(local, OFFERED_KEY, 'yes');
      set({ gameId, finished: false, offered: true, focusCard: true });
    },
    finish: () => {
      set({ finished: true });
    },
    stop: () => {
      write(tab, ACTIVE_KEY, null);
      set({ gameId: null, finished: false, focusCard: false });
    },
    answerOffer: () => {
      write(local, OFFERED_KEY, 'yes');
      set({ offered: true });
    },
    cardFocused: () => {
      set({ focusCard: false });
    },
  }));
}

let instance: StoreApi<WalkthroughStore> | null = null;

/** The page's walkthrough store, made on first use from the browser's storage. */
export function walkthroughApi(): StoreApi<WalkthroughStore> {
  instance ??= createWalkthroughStore(browserStorage(), browserSessionStorage());
  return instance;
}

export function useWalkthrough<T>(selector: (s: WalkthroughStore) => T): T {
  return useStore(walkthroughApi(), selector);
}
