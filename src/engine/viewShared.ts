/**
 * Parts of views made once and shared (issue 28: a server makes a view per viewer at every step).
 * A profile, the scenery or a log line is the same object in every view that carries it, frozen, as
 * views are never changed in place: views cost what is new in them, and comparing two views or making
 * a delta between them skips what they share at once (`a === b`).
 */

/** `value` and everything in it made read-only (what is frozen already is left as it is). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * A frozen copy of `source` made by `copy` (a structured clone by default), made once per source
 * object and kind of copy: the state's parts are never changed in place either, so a part of the
 * state that stays from one step to the next gives the very same copy.
 */
export function sharedCopy<T extends object, U = T>(source: T, copy: (source: T) => U = structuredClone): U {
  let byCopy = copies.get(source);
  if (!byCopy) {
    byCopy = new Map();
    copies.set(source, byCopy);
  }
  if (byCopy.has(copy)) return byCopy.get(copy) as U;
  const made = deepFreeze(copy(source));
  byCopy.set(copy, made);
  return made;
}

const copies = new WeakMap<object, Map<unknown, unknown>>();
