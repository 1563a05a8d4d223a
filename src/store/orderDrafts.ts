// A seat's order draft kept in the tab's storage across a reload (issue: the order draft is lost on
// reload): read back only for that seat, in the same game, at the same step.
import { deferred, z } from '../engine/zod.ts';
import type { Point, Seat } from '../rules/index.ts';
import type { KeyValueStorage } from './persist/persistence.ts';
import { MAX_TEXT } from '../protocol/limits.ts';

/**
 * Where a seat's activated pieces are to move (its order draft), kept across a reload of the page:
 * read back only for that same seat taking the screen, in the same game at the same step.
 */
export interface DraftKeeper {
  load: (seat: Seat) => Record<string, Point> | null;
  /** Keeps the seat's draft; an empty one forgets it. */
  save: (seat: Seat, draft: Record<string, Point>) => void;
}

export const ORDER_DRAFT_KEY = 'marker-table:order-draft';

const finite = deferred(() => z.number().check(z.refine(Number.isFinite)));
const keptDraftSchema = deferred(() =>
  z.strictObject({
    at: z.int().check(z.minimum(0)),
    draft: z.record(z.string().check(z.maxLength(MAX_TEXT)), z.strictObject({ x: finite, y: finite })),
  }),
);

/**
 * Keeps each seat's order draft in `storage` (the tab's session storage) under the game's id and the
 * seat, with the number of actions it was drawn after: a draft from an earlier step is not read back.
 */
export function orderDraftKeeper(
  storage: KeyValueStorage | undefined,
  game: () => { gameId: string; actions: readonly unknown[] },
): DraftKeeper {
  const keyOf = (seat: Seat) => `${ORDER_DRAFT_KEY}:${game().gameId}:${seat}`;
  // The key each seat's draft was last written under, so it is forgotten even if the game changed since.
  const written: Partial<Record<Seat, string>> = {};
  return {
    load: (seat) => {
      try {
        const text = storage?.getItem(keyOf(seat));
        if (!text) return null;
        const kept = keptDraftSchema.safeParse(JSON.parse(text));
        if (!kept.success || kept.data.at !== game().actions.length) return null;
        return Object.keys(kept.data.draft).length ? kept.data.draft : null;
      } catch {
        return null;
      }
    },
    save: (seat, draft) => {
      const key = keyOf(seat);
      try {
        if (written[seat] && written[seat] !== key) storage?.removeItem(written[seat]);
        if (Object.keys(draft).length === 0) {
          storage?.removeItem(key);
          written[seat] = undefined;
        } else {
          storage?.setItem(key, JSON.stringify({ at: game().actions.length, draft }));
          written[seat] = key;
        }
      } catch {
        // Storage refused (full, or private browsing): the draft lives on the screen only.
      }
    },
  };
}
