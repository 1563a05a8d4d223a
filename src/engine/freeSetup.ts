import { degrees, levelChange, normalizeDegrees, validateMove } from '../rules/index.ts';
import {
  coherentGroup,
  ownerName,
  piecesOfTrooper,
  placementScene,
  publicName,
  toPlaced,
  trooperOf,
} from './pieces.ts';
import { fmt, logged } from './results.ts';
import type { Applied, GameState, PieceState } from './types.ts';

/**
 * A free set-up (no game: a referee arranging the table, ARCHITECTURE.md §6): moving, turning and
 * taking pieces off the table by hand. In a game the same actions go through adjust.ts instead.
 */

export function movePiece(
  state: GameState,
  piece: PieceState,
  to: { x: number; y: number },
  limit: 'mov' | 'free',
  byAgreement = false,
): Applied {
  const trooper = trooperOf(state, piece.id);
  const verdict = validateMove({
    byAgreement,
    scene: placementScene(state, piece.id),
    mover: toPlaced(piece, ownerName(state, piece)),
    to,
    movement: { skill: 'free', limit },
    mov: trooper?.profile.mov,
    group: trooper ? coherentGroup(state, trooper) : undefined,
  });
  if (verdict.violations.length) return { ok: false, state, violations: verdict.violations };
  const moved = { ...piece, x: to.x, y: to.y };
  const change = levelChange(state.setup.scenery, piece, to);
  const where = `${fmt(verdict.distance)}" to (${fmt(to.x)}, ${fmt(to.y)})${change ? `, ${change}` : ''}`;
  return logged(
    state,
    { ...state, pieces: { ...state.pieces, [piece.id]: moved } },
    {
      seat: piece.owner,
      text: `Player ${piece.owner} moved a ${publicName(piece)} ${where}.`,
      ownerText: `Player ${piece.owner} moved ${ownerName(state, piece)} ${where}.`,
    },
  );
}

export function rotatePiece(state: GameState, piece: PieceState, facing: number): Applied {
  const turned = { ...piece, facing: normalizeDegrees(facing) };
  return logged(
    state,
    { ...state, pieces: { ...state.pieces, [piece.id]: turned } },
    {
      seat: piece.owner,
      text: `Player ${piece.owner} turned a ${publicName(piece)} to face ${degrees(turned.facing)}.`,
      ownerText: `Player ${piece.owner} turned ${ownerName(state, piece)} to face ${degrees(turned.facing)}.`,
    },
  );
}

/** Free set-up only: takes a trooper and all its pieces off the table. */
export function removeTrooper(state: GameState, piece: PieceState): Applied {
  const trooper = trooperOf(state, piece.id);
  const gone = new Set(trooper ? piecesOfTrooper(state, trooper).map((p) => p.id) : [piece.id]);
  const seat = piece.owner;
  const links = Object.fromEntries(
    Object.entries(state.secrets[seat].trooperOfPiece).filter(([pid]) => !gone.has(pid)),
  );
  const real = Object.fromEntries(
    Object.entries(state.secrets[seat].realPieceOf).filter(([tid]) => tid !== trooper?.id),
  );
  const troopers = Object.fromEntries(Object.entries(state.troopers).filter(([tid]) => tid !== trooper?.id));
  return logged(
    state,
    {
      ...state,
      pieces: Object.fromEntries(Object.entries(state.pieces).filter(([id]) => !gone.has(id))),
      pieceOrder: state.pieceOrder.filter((id) => !gone.has(id)),
      troopers,
      secrets: {
        ...state.secrets,
        [seat]: { ...state.secrets[seat], trooperOfPiece: links, realPieceOf: real },
      },
    },
    {
      seat,
      text: `Player ${seat} took ${String(gone.size)} piece${gone.size === 1 ? '' : 's'} off the table.`,
      ownerText: `Player ${seat} took ${ownerName(state, piece)} off the table.`,
    },
  );
}
