import { equipmentTokens, withEquipmentTokens, type Equipment } from '../rules/index.ts';
import { own } from './records.ts';
import type { GameState, PieceState } from './types.ts';

/**
 * Equipment tokens on the table (RULES.md §10.4, seed 000; decision D92): after every action
 * each piece carries exactly the equipment tokens its kind shows for what its trooper shows. A model
 * shows the profile it shows to everybody (for HoloMask, the imitated trooper's); a Holoecho marker
 * copies the same; CAMO, IMP and DECOY markers and Mines carry none. The tokens follow the piece's
 * kind and the shown profile only, never which piece is real, so they never tell the decoys apart.
 * Kept in one pass here, so every way a piece is made, revealed or hidden again agrees.
 */
export function syncEquipment(state: GameState): GameState {
  let pieces: Record<string, PieceState> | undefined;
  for (const piece of Object.values(state.pieces)) {
    const tokens = withEquipmentTokens(
      piece.tokens,
      equipmentTokens(piece.kind, shownEquipment(state, piece)),
    );
    if (tokens === piece.tokens) continue;
    pieces ??= { ...state.pieces };
    pieces[piece.id] = { ...piece, tokens: [...tokens] };
  }
  return pieces ? { ...state, pieces } : state;
}

/** The equipment a piece's trooper shows: a model's shown profile, else its trooper's (or the imitated one's). */
function shownEquipment(state: GameState, piece: PieceState): readonly Equipment[] | undefined {
  if (piece.kind === 'model') return piece.shows?.profile.equipment;
  if (piece.kind !== 'HOLOECHO-1' && piece.kind !== 'HOLOECHO-2') return undefined;
  const secrets = state.secrets[piece.owner];
  const trooperId = own(secrets.trooperOfPiece, piece.id);
  if (trooperId === undefined) return undefined;
  const imitated = own(secrets.imitates, trooperId);
  const shown =
    (imitated !== undefined ? own(state.troopers, imitated) : undefined) ?? own(state.troopers, trooperId);
  return shown?.profile.equipment;
}
