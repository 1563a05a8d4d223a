// Who may turn a model on the table now, and by which action (issue: touch everywhere): the facing
// handle on the table asks here, and sends what the panels' own facing controls send. The answer
// comes from the viewer's view only, the same facts the panels read; the engine checks again.
import type { View } from '../engine/index.ts';

/**
 * How a facing change is made, when one may be:
 * - `rotate`: `rotatePiece`, in a free set-up, or while deploying a trooper placed in this step
 *   (RULES.md §11.2, the deployment panel's turn buttons);
 * - `alert`: `alertTurn`, an alerted trooper turning at the Conclusion of an Order (RULES.md §6.7, T52);
 * - `replace`: the facing its owner chooses for a revealed model (RULES.md §12), confirmed in the panel.
 */
export type FacingChange = 'rotate' | 'alert' | 'replace';

/** What of a view the answer reads. */
export type FacingView = Pick<
  View,
  'mode' | 'viewer' | 'phase' | 'pieces' | 'troopers' | 'alert' | 'replacement'
>;

/**
 * How the viewer may turn the piece `pieceId` now, or null when the rules give it no facing change.
 * Only a model is turned: a marker's facing is not chosen on the table (its arc is 360°, or it turns
 * when it is revealed). A revealed model waiting for its facing comes first: nothing else is played
 * until its owner has placed it (RULES.md §12).
 * Example: in a hot-seat Player Turn, Player B's Line Trooper alerted after an Attack gives `alert`.
 */
export function facingChangeOf(view: FacingView, pieceId: string): FacingChange | null {
  const piece = view.pieces.find((p) => p.id === pieceId);
  if (piece?.kind !== 'model') return null;
  const pending = view.replacement;
  if (pending) {
    const ours = pending.owner === view.viewer && pending.pieceId === piece.id;
    return ours && pending.keepFacing === null ? 'replace' : null;
  }
  if (view.alert) {
    const alerted = view.alert.seat === view.viewer && view.alert.pieceIds.includes(piece.id);
    return alerted ? 'alert' : null;
  }
  if (view.mode === 'free') return 'rotate';
  if (piece.owner !== view.viewer || view.phase.kind !== 'deployment') return null;
  const adjustable = view.troopers.some((t) => t.id === piece.trooperId && t.adjustable);
  return adjustable ? 'rotate' : null;
}
