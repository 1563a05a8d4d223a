// Engaged State on the truth (RULES.md §13, §18.8): worked out from the pieces on the table, which are
// public, so the same answer comes from any seat's view (rules/engaged.ts does the work).
import { alliesEngagedWith, engagedWith, inContact, type EngagingPiece, type Seat } from '../rules/index.ts';
import type { GameState, PieceState } from './types.ts';
import { playsEngaged } from './edition.ts';

const engaging = new WeakMap<GameState['pieces'], EngagingPiece[]>();

/** The pieces on the table as the Engaged test reads them, in drawing order (cached per pieces object). */
export function engagingPieces(state: Pick<GameState, 'pieces' | 'pieceOrder' | 'setup'>): EngagingPiece[] {
  const kept = engaging.get(state.pieces);
  if (kept) return kept;
  // A game begun before close combat was played knows no Engaged State (decision D87).
  const list = playsEngaged(state.setup) ? state.pieceOrder.flatMap((id) => state.pieces[id] ?? []) : [];
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

/** Whether two pieces' bases touch (Silhouette contact, RULES.md §1.4). */
export function touching(a: PieceState, b: PieceState): boolean {
  return inContact(a, b);
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
