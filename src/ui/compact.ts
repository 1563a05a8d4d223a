import { useSyncExternalStore } from 'react';

/**
 * A small screen: a phone in either orientation. The table screen then puts its panels in a sheet
 * and the less used toolbar buttons behind a Menu button. The same query is in app.css.
 */
export const COMPACT_QUERY = '(max-width: 700px), (max-height: 500px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(COMPACT_QUERY);
  list.addEventListener('change', onChange);
  return () => {
    list.removeEventListener('change', onChange);
  };
}

/** True while the window is phone-sized (COMPACT_QUERY), following rotation and resizes. */
export function useCompact(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(COMPACT_QUERY).matches,
    () => false,
  );
}
