// Helpers the walker's candidates share: pieces by seat, the trooper behind a piece, points and facings.
import { otherSeat, type Point, type Seat } from '../../src/rules/index.ts';
import type { Action, GameState, PieceState, TrooperState } from '../../src/engine/index.ts';
import { r3, type Rng } from './rng.ts';

/** One action the awaited seat might take, and how likely the walker is to try it first. */
export interface Candidate {
  action: Action;
  weight: number;
}

/** A seat's pieces on the table, in placement order. */
export const piecesOf = (s: GameState, seat: Seat): PieceState[] =>
  s.pieceOrder.flatMap((id) => {
    const p = s.pieces[id];
    return p?.owner === seat ? [p] : [];
  });

/** A random facing in degrees, to a thousandth. */
export const facingOf = (rng: Rng) => r3(rng.float() * 360);

/** The trooper a piece stands for (the truth: the walker plays both seats). */
export function trooperOfPiece(s: GameState, p: PieceState): TrooperState | undefined {
  const tid = s.secrets[p.owner].trooperOfPiece[p.id];
  return tid === undefined ? undefined : s.troopers[tid];
}

/** A point `d` inches from `p` in the direction `deg`. */
export function polar(p: Point, deg: number, d: number): Point {
  const a = (deg * Math.PI) / 180;
  return { x: r3(p.x + d * Math.cos(a)), y: r3(p.y + d * Math.sin(a)) };
}

/** The enemy piece nearest to `p`, or undefined when the other seat has none on the table. */
export function nearest(
  s: GameState,
  seat: Seat,
  p: PieceState,
  only: (e: PieceState) => boolean = () => true,
): PieceState | undefined {
  let best: PieceState | undefined;
  let bestD = Infinity;
  for (const e of piecesOf(s, otherSeat(seat)).filter(only)) {
    const d = Math.hypot(e.x - p.x, e.y - p.y);
    if (d < bestD) [best, bestD] = [e, d];
  }
  return best;
}
