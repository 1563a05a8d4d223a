import { deferred, z } from '../../engine/zod.ts';
import type { Seat } from '../../rules/index.ts';
import type { KeyValueStorage } from '../persist/persistence.ts';
import { attributeFormSchema } from './attributeForm.ts';

/**
 * What a seat's army list import holds while the player works on it (issue 31, item 6): whether it is
 * open, the pasted text, the attributes typed so far (by unit name) and the kept units opened to be
 * changed. Kept in this browser after every change, so a reload loses nothing; read back strictly, and
 * a draft that does not read (broken, or written by hand) is dropped for an empty one.
 */
export const IMPORT_DRAFT_KEY = 'marker-table:army-import';
const keyOf = (seat: Seat) => `${IMPORT_DRAFT_KEY}:${seat}`;

const unitName = deferred(() => z.string().check(z.maxLength(60)));

const draftSchema = deferred(() =>
  z.strictObject({
    open: z.boolean(),
    text: z.string(),
    forms: z.array(z.tuple([unitName, attributeFormSchema])).check(z.maxLength(100)),
    /** Kept units whose attributes the player opened to change. */
    editing: z.array(unitName).check(z.maxLength(100)),
  }),
);
export type ImportDraft = z.infer<typeof draftSchema>;

export const EMPTY_DRAFT: ImportDraft = { open: false, text: '', forms: [], editing: [] };

/** The seat's kept draft, or an empty one when none is kept or it does not read. */
export function readImportDraft(storage: KeyValueStorage | undefined, seat: Seat): ImportDraft {
  try {
    const text = storage?.getItem(keyOf(seat));
    const r = text ? draftSchema.safeParse(JSON.parse(text)) : null;
    return r?.success ? r.data : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

/** Keeps the seat's draft; false when the browser refused it (full), the draft on screen staying. */
export function keepImportDraft(
  storage: KeyValueStorage | undefined,
  seat: Seat,
  draft: ImportDraft,
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(keyOf(seat), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}
