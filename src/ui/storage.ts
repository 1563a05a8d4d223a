/** A storage area of the browser when it works (private windows and locked-down browsers may refuse it). */
function usable(area: () => Storage) {
  try {
    const storage = area();
    const probe = '__marker_table_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

/** The browser's local storage when it works: the games. */
export function browserStorage() {
  return usable(() => window.localStorage);
}

/** This tab's session storage when it works (kept across a reload, gone with the tab): order drafts. */
export function browserSessionStorage() {
  return usable(() => window.sessionStorage);
}
