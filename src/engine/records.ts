/**
 * Reads a record by a key that may come from outside (an action, a saved file).
 * WARNING: `record[key]` finds inherited names such as "toString" or "__proto__"; this does not.
 */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The prefix of a Hidden Deployment trooper's key (scene id, ARO entry): never shown to the other seat. */
export const HIDDEN_KEY = 'hidden:';
