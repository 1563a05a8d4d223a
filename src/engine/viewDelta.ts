import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { View, ViewLogLine } from './view.ts';

/**
 * Deltas between two views of one viewer (ARCHITECTURE.md §5, §10): what an audience screen or a remote seat
 * that already holds `before` needs to rebuild `after` exactly. Built from the two views only, never
 * from the state, so a delta can say nothing the viewer's own views do not.
 *
 * - log: the base lines that stay (a range of seqs) and the lines after them;
 * - pieces, ghosts, troopers (lists of records with ids): added records whole, changed records as
 *   their changed fields, removed ids, and the ids' order when the rest would not give it;
 * - every other field of the view: its new value when it changed, its name when it is gone.
 *
 * `from` and `to` are fingerprints of the two views: a receiver whose view does not print as `from`
 * holds another base and must ask for a whole view instead.
 */

/** A record of a list, changed: its id, the fields with new values and the fields now absent. */
export interface RecordPatch<T extends { id: string }> {
  id: string;
  set?: Partial<T>;
  unset?: (keyof T & string)[];
}

/** How a list of records with ids changed. `all` replaces the list (used when ids are not unique). */
export interface ListDelta<T extends { id: string }> {
  all?: T[];
  added?: T[];
  changed?: RecordPatch<T>[];
  removed?: string[];
  /** Every id in the new order, when removing, patching and appending would not give it. */
  order?: string[];
}

/** The log range: the base's lines with seqs `first` ≤ seq < `next` stay, then `lines` follow. */
export interface LogDelta {
  first: number;
  next: number;
  lines: ViewLogLine[];
}

const LISTS = ['pieces', 'ghosts', 'troopers'] as const;
type ListKey = (typeof LISTS)[number];
/** The view's fields other than the log and the lists of records. */
export type ViewField = Exclude<keyof View, ListKey | 'log'>;

export interface ViewDelta {
  /** Fingerprint of the view the delta applies to, and of the view it gives (`viewFingerprint`). */
  from: string;
  to: string;
  log?: LogDelta;
  pieces?: ListDelta<View['pieces'][number]>;
  ghosts?: ListDelta<View['ghosts'][number]>;
  troopers?: ListDelta<View['troopers'][number]>;
  /** Fields with a new value, and the names of optional fields the new view no longer has. */
  set?: Partial<Pick<View, ViewField>>;
  unset?: ViewField[];
}

/**
 * Deep equality of plain JSON-like data. A key holding `undefined` counts as absent, as in JSON.
 * WARNING: only for data that went through a view (no Map, time stamp object or class instance).
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => sameData(x, b[i]));
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = definedKeys(ra);
  if (keys.length !== definedKeys(rb).length) return false;
  return keys.every((k) => Object.hasOwn(rb, k) && sameData(ra[k], rb[k]));
}

function definedKeys(r: Record<string, unknown>): string[] {
  return Object.keys(r).filter((k) => r[k] !== undefined);
}

/**
 * JSON text with every object's keys sorted, so that two equal views print the same. Made by the
 * platform's JSON.stringify with each object's keys put in order (twice as fast as building the text
 * here); an object with array-index keys ("0", "12"), which JavaScript always orders by number, takes
 * the slow path, which gives the same text for every other object.
 */
export function canonicalJson(value: unknown): string {
  const seen = { indexKeys: false };
  const text = JSON.stringify(value, (_key, x: unknown) => {
    if (typeof x !== 'object' || x === null || Array.isArray(x)) return x;
    const r = x as Record<string, unknown>;
    // No prototype: a key named "__proto__" stays a key.
    const sorted = Object.create(null) as Record<string, unknown>;
    for (const k of Object.keys(r).sort()) {
      if (INDEX_KEY.test(k)) seen.indexKeys = true;
      sorted[k] = r[k];
    }
    return sorted;
  }) as string | undefined;
  return seen.indexKeys || text === undefined ? slowCanonicalJson(value) : text;
}

const INDEX_KEY = /^(0|[1-9][0-9]*)$/;

/** The canonical JSON built key by key: for objects whose key order JavaScript would not keep. */
function slowCanonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => slowCanonicalJson(v ?? null)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const r = value as Record<string, unknown>;
    const keys = definedKeys(r).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${slowCanonicalJson(r[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A short fingerprint of a view: the first 64 bits of the SHA-256 of its canonical JSON (the hash the
 * engine's randomness already uses), in hex. It tells a receiver whether it holds the base a delta was
 * made from; equal views (key order aside) print the same.
 */
export function viewFingerprint(view: View): string {
  // Views are never changed in place: a view's fingerprint is worked out once (a sender's `after` is
  // its next `before`).
  let print = fingerprints.get(view);
  if (print === undefined) {
    print = bytesToHex(sha256(utf8ToBytes(canonicalJson(view)))).slice(0, 16);
    fingerprints.set(view, print);
  }
  return print;
}

const fingerprints = new WeakMap<View, string>();

/** Which fields of `after` differ from `before`, and which fields of `before` are gone. */
function fieldsDelta<T extends object>(
  beforeFields: T,
  afterFields: T,
  skip: readonly string[],
): { set?: Partial<T>; unset?: (keyof T & string)[] } {
  const before = beforeFields as Record<string, unknown>;
  const after = afterFields as Record<string, unknown>;
  const set: Record<string, unknown> = {};
  let changed = false;
  for (const k of definedKeys(after)) {
    if (skip.includes(k) || sameData(before[k], after[k])) continue;
    set[k] = after[k];
    changed = true;
  }
  const unset = definedKeys(before).filter((k) => !skip.includes(k) && after[k] === undefined);
  return {
    ...(changed ? { set: set as Partial<T> } : {}),
    ...(unset.length ? { unset: unset as (keyof T & string)[] } : {}),
  };
}

function withFields<T extends object>(base: T, set?: object, unset?: readonly string[]): T {
  const next = Object.entries({ ...base, ...set }).filter(([k]) => !unset?.includes(k));
  return Object.fromEntries(next) as T;
}

function hasUniqueIds(list: readonly { id: string }[]): boolean {
  return new Set(list.map((r) => r.id)).size === list.length;
}

function listDelta<T extends { id: string }>(
  before: readonly T[],
  after: readonly T[],
): ListDelta<T> | undefined {
  if (sameData(before, after)) return undefined;
  if (!hasUniqueIds(before) || !hasUniqueIds(after)) return { all: [...after] };
  const old = new Map(before.map((r) => [r.id, r]));
  const kept = new Set(after.map((r) => r.id));
  const added: T[] = [];
  const changed: RecordPatch<T>[] = [];
  for (const r of after) {
    const was = old.get(r.id);
    if (!was) {
      added.push(r);
      continue;
    }
    const fields = fieldsDelta(was, r, []);
    if (fields.set || fields.unset) changed.push({ id: r.id, ...fields });
  }
  const removed = before.filter((r) => !kept.has(r.id)).map((r) => r.id);
  const made = [...before.filter((r) => kept.has(r.id)), ...added].map((r) => r.id);
  const order = after.map((r) => r.id);
  return {
    ...(added.length ? { added } : {}),
    ...(changed.length ? { changed } : {}),
    ...(removed.length ? { removed } : {}),
    ...(sameData(made, order) ? {} : { order }),
  };
}

function applyList<T extends { id: string }>(list: readonly T[], delta: ListDelta<T> | undefined): T[] {
  if (!delta) return [...list];
  if (delta.all) return [...delta.all];
  const removed = new Set(delta.removed);
  const patches = new Map((delta.changed ?? []).map((p) => [p.id, p]));
  const next = list
    .filter((r) => !removed.has(r.id))
    .map((r) => {
      const p = patches.get(r.id);
      return p ? withFields(r, p.set, p.unset) : r;
    })
    .concat(delta.added ?? []);
  if (!delta.order) return next;
  const byId = new Map(next.map((r) => [r.id, r]));
  return delta.order.flatMap((id) => byId.get(id) ?? []);
}

/** The base lines that `after` repeats unchanged from its start, then the lines after them. */
function logDelta(before: readonly ViewLogLine[], after: readonly ViewLogLine[]): LogDelta | undefined {
  if (sameData(before, after)) return undefined;
  const base0 = before[0]?.seq ?? 0;
  let kept = 0;
  for (const line of after) {
    const held = before[line.seq - base0];
    if (!held || held.seq !== line.seq || !sameData(held, line)) break;
    kept += 1;
  }
  const first = after[0]?.seq ?? 0;
  const next = kept > 0 ? (after[kept - 1]?.seq ?? first) + 1 : first;
  return { first, next, lines: after.slice(kept) };
}

function applyLog(log: readonly ViewLogLine[], delta: LogDelta | undefined): ViewLogLine[] {
  if (!delta) return [...log];
  return [...log.filter((l) => l.seq >= delta.first && l.seq < delta.next), ...delta.lines];
}

/**
 * What a receiver holding `before` needs to rebuild `after` (both views of the same viewer).
 * Takes views, not states: nothing the viewer may not know can get in. No change gives `{ from, to }`
 * with `from === to` and nothing else.
 */
export function viewDelta(before: View, after: View): ViewDelta {
  return { from: viewFingerprint(before), to: viewFingerprint(after), ...viewChanges(before, after) };
}

/** A delta's changes without the fingerprints: for a sender that names the base another way. */
export type ViewChanges = Omit<ViewDelta, 'from' | 'to'>;

/** What changed from `before` to `after` (viewDelta without its fingerprints); `{}` for no change. */
export function viewChanges(before: View, after: View): ViewChanges {
  const skip = ['log', ...LISTS];
  const fields = fieldsDelta<Pick<View, ViewField>>(before, after, skip);
  const log = logDelta(before.log, after.log);
  const pieces = listDelta(before.pieces, after.pieces);
  const ghosts = listDelta(before.ghosts, after.ghosts);
  const troopers = listDelta(before.troopers, after.troopers);
  return {
    ...(log ? { log } : {}),
    ...(pieces ? { pieces } : {}),
    ...(ghosts ? { ghosts } : {}),
    ...(troopers ? { troopers } : {}),
    ...(fields.set ? { set: fields.set } : {}),
    ...(fields.unset ? { unset: fields.unset } : {}),
  };
}

/**
 * The view a delta gives when applied to the view it was made from. Pure: `view` is not changed.
 * WARNING: on another base the result is wrong without a word; compare `viewFingerprint(view)` with
 * `delta.from` first (or the fingerprint of the result with `delta.to`).
 */
export function applyViewDelta(view: View, delta: ViewChanges): View {
  const next = withFields(view, delta.set, delta.unset);
  return {
    ...next,
    log: applyLog(view.log, delta.log),
    pieces: applyList(view.pieces, delta.pieces),
    ghosts: applyList(view.ghosts, delta.ghosts),
    troopers: applyList(view.troopers, delta.troopers),
  };
}
