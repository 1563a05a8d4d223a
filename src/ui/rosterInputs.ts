/** What the roster editor's number inputs show and write (RosterEditor, TrooperDetails). */

/** The value a number input shows: blank for NaN and ±Infinity (the roster's problems report them). */
export const shownNumber = (n: number): number | string => (Number.isFinite(n) ? n : '');

/** The value a number input writes: Number(value), but a blank field is NaN rather than 0. */
export const readNumber = (value: string): number => (value.trim() === '' ? Number.NaN : Number(value));

/** A copy of an object without one of its optional keys (an unticked box, a blank optional number). */
export function without<T extends object>(o: T, key: keyof T & string): T {
  return Object.fromEntries(Object.entries(o).filter(([k]) => k !== key)) as T;
}
