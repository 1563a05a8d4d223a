// The words of the screen follow the device (issue: touch everywhere): with a coarse pointer (a finger
// on a phone or a tablet) the screen says "tap" and never names a key; with a fine pointer (a mouse)
// it says "click" and keeps its keyboard hints. Every hint that names a gesture or a key goes through here.
import { useSyncExternalStore } from 'react';

/** How the device points: a finger (`coarse`) or a mouse or pen (`fine`), as CSS `pointer` reads it. */
export type PointerKind = 'coarse' | 'fine';

/** The media query that tells a finger from a mouse, the same one the style sheets use. */
export const COARSE_QUERY = '(pointer: coarse)';

/** The pointer of a window (`fine` where there is no window or no `matchMedia`, as in a test in Node). */
export function pointerOf(
  win: { matchMedia?: (q: string) => { matches: boolean } } | undefined,
): PointerKind {
  return win?.matchMedia?.(COARSE_QUERY).matches ? 'coarse' : 'fine';
}

/** The words for one kind of pointer. */
export interface DeviceWords {
  pointer: PointerKind;
  /** The verb for choosing something on the screen: "tap" or "click". */
  tap: 'tap' | 'click';
  /** The same verb opening a sentence. */
  Tap: 'Tap' | 'Click';
  /**
   * A text with its key hint, e.g. `withKey('Place on the table', 'P')` is "Place on the table (P)" with
   * a mouse and "Place on the table" with a finger: a phone or a tablet may have no keyboard at all.
   */
  withKey: (text: string, key: string) => string;
  /** A whole sentence about keys, or nothing with a finger. */
  keysOnly: (sentence: string) => string;
}

/** The words for `pointer`. */
export function deviceWords(pointer: PointerKind): DeviceWords {
  const coarse = pointer === 'coarse';
  return {
    pointer,
    tap: coarse ? 'tap' : 'click',
    Tap: coarse ? 'Tap' : 'Click',
    withKey: (text, key) => (coarse ? text : `${text} (${key})`),
    keysOnly: (sentence) => (coarse ? '' : sentence),
  };
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(COARSE_QUERY);
  media.addEventListener('change', onChange);
  return () => {
    media.removeEventListener('change', onChange);
  };
}

const current = (): PointerKind => pointerOf(typeof window === 'undefined' ? undefined : window);

/** The device's pointer, kept up to date (a tablet may take a mouse, a laptop may be touched). */
export function usePointerKind(): PointerKind {
  return useSyncExternalStore(subscribe, current, () => 'fine');
}

/** The words for the device's pointer: every component that names a gesture or a key reads them here. */
export function useDeviceWords(): DeviceWords {
  return deviceWords(usePointerKind());
}
