// Direct Template weapons (RULES.md §10.3, T25; decision D27): no roll; the template hits every enemy
// it touches, and is cancelled when it touches an allied trooper or an enemy IMP marker. One laid on a
// trooper in a close combat hits everybody in that close combat (RULES.md §13, decision D64).
import {
  closeCombatsOf,
  layTemplate,
  templateCancelReason,
  templateTouches,
  TEMPLATES,
  type LaidTemplate,
  type TemplateName,
} from '../../rules/index.ts';
import { engagingPieces } from '../engaged.ts';
import { publicName } from '../pieces.ts';
import type { GameState, PieceState } from '../types.ts';

/**
 * A Direct Template laid from the shooter towards its target: the pieces it touches (the shooter's own
 * activated pieces aside), the troopers it hits, and why it is cancelled. `hits`: the enemies it
 * touches, then everybody in a close combat with a touched trooper (`fight`, the shooter's own side
 * included: D64), in drawing order.
 */
export function templateShot(
  state: GameState,
  shooter: PieceState,
  target: PieceState,
  template: TemplateName,
  exclude: readonly string[],
): { laid: LaidTemplate; hits: string[]; fight: string[]; cancel: string | null } {
  const laid = layTemplate(shooter, target, TEMPLATES[template]);
  const touched = state.pieceOrder
    .flatMap((id) => state.pieces[id] ?? [])
    .filter((p) => !exclude.includes(p.id) && templateTouches(laid, p));
  const reason = templateCancelReason(shooter, touched);
  const first = touched.find((p) =>
    reason === 'IMP'
      ? p.owner !== shooter.owner && (p.kind === 'IMP-1' || p.kind === 'IMP-2')
      : p.owner === shooter.owner,
  );
  const struck = touched.filter((p) => p.owner !== shooter.owner).map((p) => p.id);
  // Everybody in a close combat with a trooper the template touches (RULES.md §13, D64); the shooter's
  // own pieces never, like the touched ones.
  const fight = closeCombatsOf(
    engagingPieces(state),
    touched.map((p) => p.id),
  ).filter((id) => id !== shooter.id && !exclude.includes(id));
  return {
    laid,
    hits: [...struck, ...fight],
    fight,
    cancel:
      reason && first
        ? `the ${publicName(first)} of Player ${first.owner}${reason === 'IMP' ? ', which counts as allied' : ', an allied trooper'}`
        : null,
  };
}
