import type { View } from '../../engine/index.ts';
import { fireteamLine, fireteamOfPiece } from './fireteamText.ts';

/** The selected piece's Fireteam in the piece panel (RULES.md §18.12.1): "Fireteam: … (Team Leader)". */
export function FireteamFact({ view, pieceId }: { view: View; pieceId: string }) {
  const team = fireteamOfPiece(view, pieceId);
  if (!team) return null;
  return (
    <>
      <dt>Fireteam</dt>
      <dd data-testid="info-fireteam">
        {team.leaderPieceId === pieceId ? 'its Team Leader; ' : ''}
        {fireteamLine(view, team)}
      </dd>
    </>
  );
}

/** The text twin of the drawn Fireteam in the list of pieces: "· Fireteam (Team Leader)". */
export function FireteamTag({ view, pieceId }: { view: View; pieceId: string }) {
  const team = fireteamOfPiece(view, pieceId);
  if (!team) return null;
  return (
    <span className="hint" data-testid="piece-fireteam">
      {' '}
      · Fireteam{team.leaderPieceId === pieceId ? ' (Team Leader)' : ''}
    </span>
  );
}
