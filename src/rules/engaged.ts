import type { Disc } from '../geometry/disc.ts';
import { inContact } from './contact.ts';
import { IMMOBILIZED_A, IMMOBILIZED_B } from './movement.ts';
import { KIND_RULES, type PieceKind, type Seat } from './pieces.ts';
import { violation, type Violation } from './violations.ts';
import { withRule } from './ruleRefs.ts';

/**
 * Engaged State (RULES.md §13, §18.8.1): Silhouette contact between enemy troopers, neither of them in
 * a Null or Immobilized state. It is worked out from what stands on the table (public: bases, sides,
 * kinds and open tokens), so every seat derives the same pairs from its own view and nothing is stored.
 */

/** A piece as the Engaged test reads it: its base, its side, its kind and its open tokens. */
export interface EngagingPiece extends Disc {
  id: string;
  owner: Seat;
  kind: PieceKind;
  tokens: readonly string[];
}

/** The open tokens that keep a trooper out of Engaged State: Null (Unconscious) or Immobilized (§18.8.1). */
export const NOT_ENGAGING_TOKENS: readonly string[] = ['Unconscious', IMMOBILIZED_A, IMMOBILIZED_B];

/**
 * Whether a piece may be Engaged at all (RULES.md §13, §18.8.1): a trooper on the table (a model, or
 * a Holoecho or Decoy marker, which count as troopers), not Unconscious and not Immobilized. A CAMO or
 * IMP marker never is: nobody may touch it, and one that touches an enemy is revealed (§10.1, §10.3).
 */
export function canBeEngaged(p: EngagingPiece): boolean {
  return !KIND_RULES[p.kind].forbidsEnemyContact && !p.tokens.some((t) => NOT_ENGAGING_TOKENS.includes(t));
}

/** Whether two pieces are Engaged with each other (RULES.md §13): enemies in contact, both able to be. */
export function areEngaged(a: EngagingPiece, b: EngagingPiece): boolean {
  return a.owner !== b.owner && a.id !== b.id && canBeEngaged(a) && canBeEngaged(b) && inContact(a, b);
}

/** The ids of the enemies a piece is Engaged with, in the order given (RULES.md §13). */
export function engagedWith(pieces: readonly EngagingPiece[], id: string): string[] {
  const me = pieces.find((p) => p.id === id);
  if (!me) return [];
  return pieces.filter((o) => areEngaged(me, o)).map((o) => o.id);
}

/** Every Engaged pair on the table, each once, A's piece first (for drawing and listing). */
export function engagedPairs(pieces: readonly EngagingPiece[]): [string, string][] {
  const out: [string, string][] = [];
  for (const a of pieces) {
    if (a.owner !== 'A') continue;
    for (const b of pieces) if (areEngaged(a, b)) out.push([a.id, b.id]);
  }
  return out;
}

/**
 * Every trooper in the same close combat as `id` (RULES.md §13, decision D64): the pieces reached from
 * it through Engaged pairs, one contact after another (A1 on B1, B1 on A2: all three), itself first and
 * then the others in the order given. A piece that is not Engaged is in no close combat: [].
 */
export function closeCombatOf(pieces: readonly EngagingPiece[], id: string): string[] {
  const start = pieces.find((p) => p.id === id);
  if (!start || !pieces.some((o) => areEngaged(start, o))) return [];
  const reached = new Set([id]);
  const queue = [start];
  for (let next = queue.pop(); next; next = queue.pop()) {
    for (const o of pieces) {
      if (reached.has(o.id) || !areEngaged(next, o)) continue;
      reached.add(o.id);
      queue.push(o);
    }
  }
  return [id, ...pieces.filter((p) => p.id !== id && reached.has(p.id)).map((p) => p.id)];
}

/**
 * The troopers a template reaches through close combat (RULES.md §13, D64): everybody in a close combat
 * with one of the `touched` pieces, who is not touched itself, in the order given.
 */
export function closeCombatsOf(pieces: readonly EngagingPiece[], touched: readonly string[]): string[] {
  const inFight = new Set(touched.flatMap((id) => closeCombatOf(pieces, id)));
  return pieces.filter((p) => inFight.has(p.id) && !touched.includes(p.id)).map((p) => p.id);
}

/**
 * The allies of `attackerSeat` in contact with `target` and able to fight (RULES.md §18.8.5): each
 * gives a CC Attack +1 B, and each makes a BS Attack into that close combat −6. Ids in the order given.
 */
export function alliesEngagedWith(
  pieces: readonly EngagingPiece[],
  target: EngagingPiece,
  attackerSeat: Seat,
  except: readonly string[] = [],
): string[] {
  return pieces
    .filter((p) => p.owner === attackerSeat && !except.includes(p.id) && areEngaged(p, target))
    .map((p) => p.id);
}

/**
 * An Engaged trooper's LoF (RULES.md §13, §18.8.1, decision D60): it traces none outside its close
 * combat, so it sees a target only if it is Engaged with it (in contact). Not Engaged: its LoF as is.
 */
export function lofInCloseCombat(lof: boolean, engaged: boolean, inContactWithTarget: boolean): boolean {
  return engaged ? inContactWithTarget : lof;
}

/**
 * A replacement may bring the model into Engaged State but never end it (RULES.md §12, §13; seed 003):
 * every enemy the replaced piece was Engaged with must still touch the model where it is placed.
 * `before`: those enemies' ids; `after`: the enemies Engaged with the placed model.
 */
export function replacementEngagedProblem(
  before: readonly string[],
  after: readonly string[],
  name: string,
  id?: string,
): Violation | null {
  const left = before.filter((e) => !after.includes(e));
  if (!left.length) return null;
  return violation(
    'CANNOT_LEAVE_ENGAGED',
    withRule(
      `${name} is Engaged: a replacement may bring a model into close combat but never take it out; place it still touching the enemy it fights.`,
      'replacement',
      'engaged',
    ),
    id ? [id, ...left] : left,
  );
}
