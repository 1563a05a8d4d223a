import { useStoreApis, useView } from '../../store/index.ts';
import { useCommands } from '../commands.ts';

/**
 * A piece's menu, opened by a long press on a tablet: what a right-click or the side panel would
 * offer, reachable with one finger. It only reads the view and sends the same commands as the panels.
 */
export function PieceMenu({
  pieceId,
  x,
  y,
  onClose,
}: {
  pieceId: string;
  x: number;
  y: number;
  onClose: () => void;
}) {
  const view = useView();
  const commands = useCommands();
  const { session } = useStoreApis();
  const piece = view.pieces.find((p) => p.id === pieceId);
  if (!piece) return null;
  const phase = view.phase;
  const canActivate =
    piece.owner === view.viewer && phase.kind === 'turn' && !phase.order && phase.acting === view.viewer;
  return (
    <div
      className="piece-menu"
      role="menu"
      aria-label={`Menu of ${piece.label}`}
      style={{ left: x, top: y }}
      data-testid="piece-menu"
    >
      <p className="hint">{piece.label}</p>
      {canActivate && (
        <button
          type="button"
          role="menuitem"
          onClick={() => {
            commands.activate(pieceId);
            onClose();
          }}
        >
          Activate
        </button>
      )}
      <button
        type="button"
        role="menuitem"
        onClick={() => {
          session.getState().toggleZocFor(pieceId);
          onClose();
        }}
      >
        Show or hide its ZoC
      </button>
      <button
        type="button"
        role="menuitem"
        onClick={() => {
          session.getState().toggleArcFor(pieceId);
          onClose();
        }}
      >
        Show or hide its LoF arc
      </button>
      <button type="button" role="menuitem" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
