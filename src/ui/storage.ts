/** The browser's local storage when it works (private windows and locked-down browsers may refuse it). */
export function browserStorage() {
  try {
    const probe = '__marker_table_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return undefined;
  }
}
