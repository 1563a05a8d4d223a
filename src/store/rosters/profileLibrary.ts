import { deferred, z } from '../../engine/zod.ts';
import { describeIssues, profileSchema, type Parsed } from '../../engine/index.ts';
import type { Profile } from '../../rules/index.ts';
import { MAX_PROFILES, PROFILE_FILE_BYTES } from '../../protocol/limits.ts';
import type { KeyValueStorage } from '../persist/persistence.ts';
import { FILE_FORMAT as GAME_FORMAT } from '../persist/saveFile.ts';
import { ROSTER_FORMAT } from './rosterLibrary.ts';
import { trooperLabel } from './rosterCheck.ts';
import { textProblem } from './armyList.ts';
import { nameKey } from './armyNames.ts';

/**
 * The profile library (issue 31, item 6): a unit's attributes kept under its name, the ones an army
 * list leaves out (MOV, CC, BS, PH, WIP, ARM, BTS, W, S, Troop Type, its own skills), so the next list
 * of that army imports in one step. Kept in this browser and shared with a club as one small file,
 * `{ format: 'marker-play-profiles', version: 1, profiles }`, read by one parser like the roster file
 * (rosterLibrary.ts): too big, not text, not JSON, another format, a newer version, a key that would
 * reach an object's prototype, too many profiles, two of one name or a bad field are refused with a
 * line that names it (decision D185).
 */
export const PROFILES_FORMAT = 'marker-play-profiles';
export const PROFILES_VERSION = 1;

/** A unit's kept attributes: a profile without the list's own facts (id, weapons, Lieutenant, points). */
export type KeptProfile = Pick<
  Profile,
  | 'name'
  | 's'
  | 'mov'
  | 'wip'
  | 'bs'
  | 'ph'
  | 'cc'
  | 'arm'
  | 'bts'
  | 'w'
  | 'skills'
  | 'irregular'
  | 'troopType'
>;

// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export const keptProfileSchema = deferred(() =>
  z.strictObject({
    ...z.pick(profileSchema, {
      s: true,
      mov: true,
      wip: true,
      bs: true,
      ph: true,
      cc: true,
      arm: true,
      bts: true,
      w: true,
      skills: true,
      irregular: true,
      troopType: true,
    }).shape,
    name: z.string().check(
      z.trim(),
      z.minLength(1, 'the profile needs a name'),
      z.maxLength(60, "a profile's name has at most 60 characters"),
      z.refine((n) => !CONTROL.test(n), 'a name holds no control characters'),
    ),
  }),
);

const fileSchema = deferred(() =>
  z.strictObject({
    format: z.literal(PROFILES_FORMAT),
    version: z.literal(PROFILES_VERSION),
    profiles: z
      .array(z.unknown())
      .check(z.maxLength(MAX_PROFILES, `a profile library holds at most ${String(MAX_PROFILES)} profiles`)),
  }),
);

/** Keys that would reach an object's prototype if code ever copied the file key by key. */
const HOSTILE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const refused = (...errors: string[]): Parsed<KeptProfile[]> => ({ ok: false, errors });

const kilobytes = (bytes: number): string => `${String(Math.ceil(bytes / 1000))} kB`;

/** Why a profile file of this many bytes is not read, or null (PROFILE_FILE_BYTES). */
export function profileFileTooBig(bytes: number): string | null {
  return bytes > PROFILE_FILE_BYTES
    ? `The file is too big (${kilobytes(bytes)}; a profile file holds at most ${kilobytes(PROFILE_FILE_BYTES)}).`
    : null;
}

function utf8Bytes(text: string): number {
  return text.length > PROFILE_FILE_BYTES ? text.length : new TextEncoder().encode(text).length;
}

/** JSON read with every key looked at: the first hostile key found, or the value. */
function readJson(text: string): { ok: true; data: unknown } | { ok: false; error: string } {
  const hostile: string[] = [];
  let data: unknown;
  try {
    data = JSON.parse(text, (key, value: unknown) => {
      if (HOSTILE_KEYS.has(key)) hostile.push(key);
      return value;
    });
  } catch {
    return { ok: false, error: 'The file is not a profile library: it is not JSON text.' };
  }
  const key = hostile[0];
  return key === undefined
    ? { ok: true, data }
    : { ok: false, error: `The file is refused: it holds the key "${key}", which no profile file has.` };
}

function versionProblem(version: unknown): string | null {
  if (version === PROFILES_VERSION) return null;
  if (typeof version === 'number' && Number.isInteger(version) && version > PROFILES_VERSION) {
    return `This profile file was made by a newer version of the table (file version ${String(version)}; this table reads version ${String(PROFILES_VERSION)}).`;
  }
  return `The profile file's version ${JSON.stringify(version ?? null)} is not known: this table reads version ${String(PROFILES_VERSION)}.`;
}

/** What the file is when it is not a profile library: a line naming it, or null. */
function formatProblem(format: unknown): string | null {
  if (format === PROFILES_FORMAT) return null;
  if (format === ROSTER_FORMAT)
    return 'This is a roster file, not a profile library: import it with Import roster….';
  if (format === GAME_FORMAT)
    return 'This is a game file, not a profile library: open it with Games… › Open a file.';
  return `This is not a profile library of this table (its format is ${JSON.stringify(format ?? null)}, expected "${PROFILES_FORMAT}").`;
}

/** Each profile read on its own, so a problem names it: "Profile 2 (Fusilier): wip: Too big…". */
function readProfiles(items: readonly unknown[]): Parsed<KeptProfile[]> {
  const read: KeptProfile[] = [];
  const errors = items.flatMap((p, i) => {
    const r = keptProfileSchema.safeParse(p);
    if (r.success) read.push(r.data);
    const label = trooperLabel(p, i).replace(/^Trooper/, 'Profile');
    return r.success ? [] : describeIssues(r.error).map((l) => `${label}: ${l.replace(/^\(root\): /, '')}`);
  });
  if (errors.length > 0) return { ok: false, errors };
  const seen = new Map<string, string>();
  for (const p of read) {
    const key = nameKey(p.name);
    const first = seen.get(key);
    if (first !== undefined)
      return refused(`Two profiles are named "${first}" and "${p.name}": a name is kept once.`);
    seen.set(key, p.name);
  }
  return { ok: true, value: read };
}

/** Reads a profile library file (or the library kept in this browser). */
export function parseProfileFile(text: string): Parsed<KeptProfile[]> {
  const big = profileFileTooBig(utf8Bytes(text));
  if (big) return refused(big);
  const notText = textProblem(text.replace(/[\t\r\n]/g, ' '), Number.MAX_SAFE_INTEGER, 'file');
  if (notText) return refused(notText);
  const json = readJson(text);
  if (!json.ok) return refused(json.error);
  const data = json.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return refused('The file is JSON but not a profile library: it holds no object.');
  }
  const format = formatProblem((data as { format?: unknown }).format);
  if (format) return refused(format);
  const version = versionProblem((data as { version?: unknown }).version);
  if (version) return refused(version);
  const file = fileSchema.safeParse(data);
  if (!file.success) {
    return refused(
      ...file.error.issues.map((i) => `The file's ${i.path.map(String).join('.') || 'top'}: ${i.message}`),
    );
  }
  return readProfiles(file.data.profiles);
}

/** The text of a profile library file, the profiles sorted by name. */
export function profileFileText(profiles: readonly KeptProfile[]): string {
  const sorted = [...profiles].sort((a, b) => a.name.localeCompare(b.name));
  return `${JSON.stringify({ format: PROFILES_FORMAT, version: PROFILES_VERSION, profiles: sorted }, null, 2)}\n`;
}

export const PROFILE_FILE_NAME = 'profiles.marker-play-profiles.json';

// ---------------------------------------------------------------------------------------------------
// Kept in this browser, as one file's text under one key.

export const PROFILE_LIBRARY_KEY = 'marker-table:profiles';

/** The profiles kept in this browser (none when nothing is kept); a broken library is refused, never replaced. */
export function loadProfiles(storage: KeyValueStorage | undefined): Parsed<KeptProfile[]> {
  return profilesFromText(storage?.getItem(PROFILE_LIBRARY_KEY) ?? null);
}

/** The kept library's text read as `loadProfiles` reads it (null or empty: nothing kept). */
export function profilesFromText(text: string | null): Parsed<KeptProfile[]> {
  if (!text) return { ok: true, value: [] };
  const r = parseProfileFile(text);
  return r.ok ? r : refused(...r.errors.map((l) => `The profiles kept in this browser cannot be read: ${l}`));
}

/** `kept` with `added` put in: a profile of the same name (any case, plural) is replaced. */
export function mergeProfiles(kept: readonly KeptProfile[], added: readonly KeptProfile[]): KeptProfile[] {
  const keys = new Set(added.map((p) => nameKey(p.name)));
  return [...kept.filter((p) => !keys.has(nameKey(p.name))), ...added];
}

export type Kept = { ok: true; profiles: KeptProfile[] } | { ok: false; errors: string[] };

/**
 * Keeps profiles in this browser, replacing those of the same name. The whole library is read back
 * first: what it could not read, or more than the limit, is refused and the library stays as it was.
 */
export function keepProfiles(storage: KeyValueStorage, added: readonly KeptProfile[]): Kept {
  const kept = loadProfiles(storage);
  if (!kept.ok) return kept;
  const merged = mergeProfiles(kept.value, added);
  const text = profileFileText(merged);
  const back = parseProfileFile(text);
  if (!back.ok) return back;
  try {
    storage.setItem(PROFILE_LIBRARY_KEY, text);
  } catch {
    return {
      ok: false,
      errors: ["The browser's storage is full: the profiles were not kept. Export them to a file."],
    };
  }
  return { ok: true, profiles: back.value };
}

/** The kept profile of a unit's name (any case, plural), if any. */
export function findProfile(profiles: readonly KeptProfile[], name: string): KeptProfile | undefined {
  const key = nameKey(name);
  return profiles.find((p) => nameKey(p.name) === key);
}
