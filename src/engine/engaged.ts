// Engaged State on the truth (RULES.md §13, §18.8): worked out from the pieces on the table, which are
// public, so the same answer comes from any seat's view (rules/engaged.ts does the work).
import {
  alliesEngagedWith,
  canBeEngaged,
  engagedWith,
  inContact,
  type EngagingPiece,
  type Seat,
} from '../rules/index.ts';
import type { GameState, LogEvent, PieceState } from './types.ts';
import { playsEngaged } from './edition.ts';
import { ownerName, publicName } from './pieces.ts';
import { standingOf } from './scene.ts';

const engaging = new WeakMap<GameState['pieces'], EngagingPiece[]>();

/** The pieces on the table as the Engaged test reads them, in drawing order (cached per pieces object). */
export function engagingPieces(state: Pick<GameState, 'pieces' | 'pieceOrder' | 'setup'>): EngagingPiece[] {
  const kept = engaging.get(state.pieces);
  if (kept) return kept;
  // A game begun before close combat was played knows no Engaged State (decision D87).
  // Each with its level: bases on different levels never touch (D168).
  const list = playsEngaged(state.setup)
    ? state.pieceOrder.flatMap((id) => {
        const p = state.pieces[id];
        return p ? [standingOf(state, p)] : [];
      })
    : [];
  engaging.set(state.pieces, list);
  return list;
}

/** The enemies a piece is Engaged with (RULES.md §13). */
export function enemiesEngagedWith(
  state: Pick<GameState, 'pieces' | 'pieceOrder' | 'setup'>,
  id: string,
): string[] {
  return engagedWith(engagingPieces(state), id);
}

/** Whether a piece is Engaged (RULES.md §13). */
export function isEngaged(state: Pick<GameState, 'pieces' | 'pieceOrder' | 'setup'>, id: string): boolean {
  return enemiesEngagedWith(state, id).length > 0;
}

/** Whether two pieces' bases touch (Silhouette contact, RULES.md §1.4), on one level (D168). */
export function touching(state: Pick<GameState, 'setup'>, a: PieceState, b: PieceState): boolean {
  return inContact(standingOf(state, a), standingOf(state, b));
}

/** `seat`'s troopers Engaged with the target, except the listed ones (RULES.md §18.8.5). */
export function alliesInFight(
  state: Pick<GameState, 'pieces' | 'pieceOrder' | 'setup'>,
  target: PieceState,
  seat: Seat,
  except: readonly string[] = [],
): string[] {
  return alliesEngagedWith(engagingPieces(state), target, seat, except);
}

type Table = Pick<GameState, 'pieces' | 'pieceOrder' | 'setup'>;

/**
 * Engaged State that ended in the Effects step because no enemy in contact with the trooper can fight
 * any more (RULES.md §13, §18.8.1; decision D88): each piece Engaged `before` the Order's rolls, still
 * on the table and able to fight `after` them but no longer Engaged, and at least one of whose enemies
 * fell (left the table, or still touches it Unconscious or Immobilized) rather than stepped away. One
 * line each, named as every piece is in the log (its public name; its own profile for its owner).
 */
export function engagedEndedLines(before: Table, after: GameState): Omit<LogEvent, 'seq'>[] {
  const lines: Omit<LogEvent, 'seq'>[] = [];
  for (const id of before.pieceOrder) {
    const enemies = enemiesEngagedWith(before, id);
    const piece = after.pieces[id];
    if (!enemies.length || !piece || !canBeEngaged(piece) || isEngaged(after, id)) continue;
    const fell = enemies.some((e) => {
      const now = after.pieces[e];
      return !now || (inContact(standingOf(after, now), standingOf(after, piece)) && !canBeEngaged(now));
    });
    if (!fell) continue;
    const rest = 'is no longer Engaged: no enemy in contact with it can fight.';
    lines.push({
      text: `The ${publicName(piece)} of Player ${piece.owner} ${rest}`,
      ownerText: `The ${ownerName(after, piece)} of Player ${piece.owner} ${rest}`,
      seat: piece.owner,
      rules: ['engaged'],
    });
  }
  return lines;
}
