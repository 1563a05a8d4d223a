import { deferred, z } from '../../engine/zod.ts';
import type { Parsed } from '../../engine/index.ts';
import type { Profile } from '../../rules/index.ts';
import { MAX_NAME, MAX_ROSTER, MAX_TEXT, ROSTER_FILE_BYTES } from '../../protocol/limits.ts';
import type { KeyValueStorage } from '../persist/persistence.ts';
import { FILE_FORMAT as GAME_FORMAT } from '../persist/saveFile.ts';
import { lieutenantProblem, readTroopers } from './rosterCheck.ts';

/**
 * Rosters kept and shared (issue: your own troopers, kept): a roster is a name and its troopers, as an
 * army list holds them for marker play. It is written as a small versioned file to share with a club,
 * `{ format: 'marker-play-roster', version: 1, name, troopers }`, and kept in this browser under the
 * same text, so a stored roster and an imported file are read by one parser. Reading refuses what is
 * wrong with lines a player can read: not JSON, another format, a newer version, too big, a trooper's
 * bad field (trooper and field named), two Lieutenants.
 */
export const ROSTER_FORMAT = 'marker-play-roster';
export const ROSTER_VERSION = 1;

export interface RosterFile {
  name: string;
  troopers: Profile[];
}

const rosterName = deferred(() =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'the roster needs a name'),
      z.maxLength(MAX_NAME, `a roster's name has at most ${String(MAX_NAME)} characters`),
    ),
);

/** The file's top level, strictly; each trooper is read on its own so its problems name it. */
const fileSchema = deferred(() =>
  z.strictObject({
    format: z.literal(ROSTER_FORMAT),
    version: z.literal(ROSTER_VERSION),
    name: rosterName,
    troopers: z
      .array(z.unknown())
      .check(
        z.minLength(1, 'a roster holds at least one trooper'),
        z.maxLength(MAX_ROSTER, `a roster holds at most ${String(MAX_ROSTER)} troopers`),
      ),
  }),
);

/** How big a text is, in bytes of UTF-8 (never fewer than its UTF-16 units, so long texts stop early). */
function utf8Bytes(text: string): number {
  return text.length > ROSTER_FILE_BYTES ? text.length : new TextEncoder().encode(text).length;
}

const kilobytes = (bytes: number): string => `${String(Math.ceil(bytes / 1000))} kB`;

const refused = (...errors: string[]): Parsed<RosterFile> => ({ ok: false, errors });

/** Why a file of this many bytes is not read, or null when it is small enough (ROSTER_FILE_BYTES). */
export function rosterFileTooBig(bytes: number): string | null {
  return bytes > ROSTER_FILE_BYTES
    ? `The file is too big (${kilobytes(bytes)}; a roster file holds at most ${kilobytes(ROSTER_FILE_BYTES)}).`
    : null;
}

/** Reads the version and says why it cannot be read, or null when it is this table's. */
function versionProblem(version: unknown): string | null {
  if (version === ROSTER_VERSION) return null;
  if (typeof version === 'number' && Number.isInteger(version) && version > ROSTER_VERSION) {
    return `This roster file was made by a newer version of the table (file version ${String(version)}; this table reads version ${String(ROSTER_VERSION)}). Open it in an up-to-date table.`;
  }
  return `The roster file's version ${JSON.stringify(version ?? null)} is not known: this table reads version ${String(ROSTER_VERSION)}.`;
}

/** A file's problems at its top level: "The roster's name: …", "The file: Unrecognized key: "x"". */
function topLevelLines(error: z.ZodError): string[] {
  return error.issues.map((i) => {
    const field = i.path.map(String).join('.');
    const where = field === '' ? 'The file' : field === 'name' ? "The roster's name" : `The file's ${field}`;
    return `${where}: ${i.message}`;
  });
}

/** Reads a roster file (or a stored roster): size, JSON, format, version, fields, each trooper, Lieutenants. */
export function parseRosterFile(text: string): Parsed<RosterFile> {
  const big = rosterFileTooBig(utf8Bytes(text));
  if (big) return refused(big);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return refused('The file is not a roster: it is not JSON text.');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return refused('The file is JSON but not a roster: it holds no object.');
  }
  const format = (data as { format?: unknown }).format;
  if (format === GAME_FORMAT) {
    return refused('This is a game file, not a roster: open it with Games… › Open a file.');
  }
  if (format !== ROSTER_FORMAT) {
    return refused(
      `This is not a roster file of this table (its format is ${JSON.stringify(format ?? null)}, expected "${ROSTER_FORMAT}").`,
    );
  }
  const version = versionProblem((data as { version?: unknown }).version);
  if (version) return refused(version);
  const file = fileSchema.safeParse(data);
  if (!file.success) return refused(...topLevelLines(file.error));
  const troopers = readTroopers(file.data.troopers);
  if (!troopers.ok) return troopers;
  const lieutenants = lieutenantProblem(troopers.value);
  if (lieutenants) return refused(lieutenants);
  return { ok: true, value: { name: file.data.name, troopers: troopers.value } };
}

/** The text of a roster file: the format, the version, the name and the troopers as they are. */
export function rosterFileText(roster: RosterFile): string {
  const file = {
    format: ROSTER_FORMAT,
    version: ROSTER_VERSION,
    name: roster.name,
    troopers: roster.troopers,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** A file name for a roster: "Club list.roster.json", without characters a file system refuses. */
export function rosterFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  const safe = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-').replace(/^[\s-]+|[\s-]+$/g, '');
  return `${safe || 'roster'}.roster.json`;
}

/**
 * A roster ready to share: its file text, or the lines that say why not. What is exported is read
 * back first, so a file this table writes is always one it (and a friend's table) can import.
 */
export function exportRoster(
  roster: RosterFile,
): { ok: true; text: string; fileName: string } | { ok: false; errors: string[] } {
  const text = rosterFileText({ name: roster.name.trim(), troopers: roster.troopers });
  const back = parseRosterFile(text);
  return back.ok ? { ok: true, text, fileName: rosterFileName(back.value.name) } : back;
}

// ---------------------------------------------------------------------------------------------------
// Kept in this browser: a small index (id, name, when, how many troopers) and each roster's file text
// under its own key, as the saved games are kept (library.ts).

export const ROSTER_LIBRARY_KEY = 'marker-table:rosters';
const rosterKey = (id: string) => `${ROSTER_LIBRARY_KEY}:${id}`;

export interface SavedRoster {
  id: string;
  name: string;
  savedAt: string;
  troopers: number;
}

const entrySchema = deferred(() =>
  z.object({
    id: z.string().check(z.maxLength(MAX_TEXT)),
    name: z.string().check(z.maxLength(MAX_NAME)),
    savedAt: z.string().check(z.maxLength(MAX_TEXT)),
    troopers: z.int().check(z.nonnegative()),
  }),
);

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The rosters kept in this browser, by name. A broken index reads as none (the rosters stay stored). */
export function listRosters(storage: KeyValueStorage | undefined): SavedRoster[] {
  const text = storage?.getItem(ROSTER_LIBRARY_KEY);
  if (!text) return [];
  try {
    const parsed = z.array(entrySchema).safeParse(JSON.parse(text));
    return parsed.success ? [...parsed.data].sort((a, b) => a.name.localeCompare(b.name)) : [];
  } catch {
    return [];
  }
}

/** The kept roster of this name (trimmed, any case), if any: saving under its name replaces it. */
export function findRoster(storage: KeyValueStorage | undefined, name: string): SavedRoster | undefined {
  return listRosters(storage).find((e) => sameName(e.name, name));
}

const FULL = "The browser's storage is full: the roster was not kept. Export it to a file instead.";

function nextId(entries: readonly SavedRoster[]): string {
  const used = entries.map((e) => Number(/^r(\d+)$/.exec(e.id)?.[1] ?? 0));
  return `r${String(Math.max(0, ...used) + 1)}`;
}

export type Saved = { ok: true; entry: SavedRoster; replaced: boolean } | { ok: false; errors: string[] };

/**
 * Keeps a roster under its name, replacing the one of the same name (the caller asks first). A
 * roster with problems, or one the storage has no room for, is not kept, and the lines say why.
 */
export function saveRoster(storage: KeyValueStorage, roster: RosterFile, now: Date = new Date()): Saved {
  const file = exportRoster(roster);
  if (!file.ok) return file;
  const entries = listRosters(storage);
  const old = entries.find((e) => sameName(e.name, roster.name));
  const entry: SavedRoster = {
    id: old?.id ?? nextId(entries),
    name: roster.name.trim(),
    savedAt: now.toISOString(),
    troopers: roster.troopers.length,
  };
  try {
    storage.setItem(rosterKey(entry.id), file.text);
    storage.setItem(ROSTER_LIBRARY_KEY, JSON.stringify([entry, ...entries.filter((e) => e.id !== entry.id)]));
  } catch {
    return { ok: false, errors: [FULL] };
  }
  return { ok: true, entry, replaced: old !== undefined };
}

/** A kept roster, read as a file is read; one that is gone or broken is refused with the reason. */
export function loadRoster(storage: KeyValueStorage | undefined, id: string): Parsed<RosterFile> {
  const entry = listRosters(storage).find((e) => e.id === id);
  const text = storage?.getItem(rosterKey(id));
  if (!entry || !text) return refused('That roster is no longer in this browser.');
  const r = parseRosterFile(text);
  return r.ok ? r : refused(...r.errors.map((line) => `"${entry.name}" cannot be loaded: ${line}`));
}

/** Gives a kept roster another name; the problem when the name is empty, too long or taken. */
export function renameRoster(storage: KeyValueStorage, id: string, name: string): string | null {
  const entries = listRosters(storage);
  const entry = entries.find((e) => e.id === id);
  if (!entry) return 'That roster is no longer in this browser.';
  const checked = rosterName.safeParse(name);
  if (!checked.success) return `The new name is refused: ${checked.error.issues[0]?.message ?? 'invalid'}.`;
  const taken = entries.find((e) => e.id !== id && sameName(e.name, checked.data));
  if (taken) return `A roster named "${taken.name}" is kept already: pick another name, or delete that one.`;
  const stored = loadRoster(storage, id);
  try {
    if (stored.ok) {
      storage.setItem(rosterKey(id), rosterFileText({ ...stored.value, name: checked.data }));
    }
    storage.setItem(
      ROSTER_LIBRARY_KEY,
      JSON.stringify(entries.map((e) => (e.id === id ? { ...e, name: checked.data } : e))),
    );
  } catch {
    return "The browser's storage is full: the roster was not renamed.";
  }
  return null;
}

/** Removes a kept roster from this browser. */
export function deleteRoster(storage: KeyValueStorage | undefined, id: string): void {
  if (!storage) return;
  storage.removeItem(rosterKey(id));
  storage.setItem(ROSTER_LIBRARY_KEY, JSON.stringify(listRosters(storage).filter((e) => e.id !== id)));
}
