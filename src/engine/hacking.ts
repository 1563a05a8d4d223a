// Hacking Areas in the views (RULES.md §18.13): the owner sees its hackers' areas, and a trooper in
// Holoecho or HoloMask State shows the enemy whether it is Hackable while inside that enemy's area.
import {
  HACKING_AREA_REACH,
  REPEATER_REACH,
  carriesRepeater,
  hackable,
  inHackingArea,
  isHacker,
  otherSeat,
  pathInHackingArea,
  type Disc,
  type Point,
  type Seat,
} from '../rules/index.ts';
import { own } from './records.ts';
import { piecesOfTrooper } from './pieces.ts';
import type { GameState, PieceState, TrooperState } from './types.ts';
import type { Viewer, ViewPiece } from './viewTypes.ts';

/**
 * The piece a Hacker's Hacking Area is measured from: its real piece on the table (RULES.md §18.13.1).
 * A Holoecho's decoys and a Decoy user's replicas have none (D128); a trooper not on the table (held
 * back, or written down by Hidden Deployment) has none drawn or measured either (D129).
 */
export function hackerPiece(state: GameState, trooper: TrooperState): PieceState | undefined {
  if (!isHacker(trooper.profile)) return undefined;
  const real = own(state.secrets[trooper.owner].realPieceOf, trooper.id);
  return real ? own(state.pieces, real) : undefined;
}

/** A seat's Hackers standing on the table, each by the piece its Hacking Area is measured from. */
export function hackerPieces(state: GameState, seat: Seat): PieceState[] {
  return Object.values(state.troopers).flatMap((t) => {
    if (t.owner !== seat) return [];
    const p = hackerPiece(state, t);
    return p ? [p] : [];
  });
}

/**
 * The pieces a seat's Repeaters are measured from (RULES.md §18.13.1, decision D150): the real piece
 * of each of its troopers carrying a Repeater, a marker too; none for a decoy (a Holoecho's or Decoy's
 * copies carry no working Repeater), a trooper off the table, or one in a Null State (Unconscious).
 */
export function repeaterPieces(state: GameState, seat: Seat): PieceState[] {
  return Object.values(state.troopers).flatMap((t) => {
    if (t.owner !== seat || t.deployable || !carriesRepeater(t.profile)) return [];
    const real = own(state.secrets[seat].realPieceOf, t.id);
    const p = real ? own(state.pieces, real) : undefined;
    return p && !p.tokens.includes('Unconscious') ? [p] : [];
  });
}

/**
 * A Hacker's Hacking Area as discs (RULES.md §18.13.1, D150): its real piece and its seat's
 * Repeaters; undefined when the trooper is no Hacker or has no piece on the table (D129).
 */
export function hackingAreaOf(
  state: GameState,
  trooper: TrooperState,
): { hacker: Disc; repeaters: Disc[] } | undefined {
  const hacker = hackerPiece(state, trooper);
  return hacker ? { hacker, repeaters: repeaterPieces(state, trooper.owner) } : undefined;
}

/**
 * Whether a disc, or a trooper of that base moving along `path`, is inside this Hacker's Hacking Area
 * (RULES.md §18.13.1, §18.13.2): the one question the views, the ARO check and the drill ask.
 */
export function inHackingAreaOf(
  state: GameState,
  trooper: TrooperState,
  other: Disc,
  path?: readonly Point[],
): boolean {
  const area = hackingAreaOf(state, trooper);
  if (!area) return false;
  return path
    ? pathInHackingArea(area.hacker, other.r, path, area.repeaters)
    : inHackingArea(area.hacker, other, area.repeaters);
}

/** How far the owner's piece's Hacking Area reaches, or undefined when the piece has none (owner only). */
export function hackingAreaReach(
  state: GameState,
  trooper: TrooperState,
  piece: PieceState,
): number | undefined {
  return hackerPiece(state, trooper)?.id === piece.id ? HACKING_AREA_REACH : undefined;
}

/**
 * How far the owner's piece extends its seat's Hacking Areas as a Repeater (D150), or undefined when it
 * carries none, is not its trooper's real piece, or its seat has no Hacker on the table to extend.
 */
export function repeaterReach(
  state: GameState,
  trooper: TrooperState,
  piece: PieceState,
): number | undefined {
  if (!carriesRepeater(trooper.profile) || hackerPieces(state, trooper.owner).length === 0) return undefined;
  return repeaterPieces(state, trooper.owner).some((p) => p.id === piece.id) ? REPEATER_REACH : undefined;
}

/** The kinds of piece that show a trooper the enemy can see as such: models and Holoecho markers. */
const SHOWS_HACKABLE: ReadonlySet<PieceState['kind']> = new Set(['model', 'HOLOECHO-1', 'HOLOECHO-2']);

/**
 * Pieces whose Hackable characteristic is Open to `viewer` (seed 000: "in Holoecho state the Hackable
 * Characteristic is considered Open Information when the user is inside the Hacking Area of an enemy";
 * RULES.md §18.13.3, §10.7; decision D128): each enemy model or HOLOECHO marker standing in a Hacking
 * Area of the viewer's Hackers (their Repeaters' ZoC included, D150) shows its trooper's own Hackable (with HoloMask, not the imitated
 * trooper's). Every piece is measured alike, real or decoy, and every piece of a trooper shows the same
 * value, so it never tells which piece is real; a plain model shows what its public profile already
 * says, so the mark never tells that a model is a Holoecho or a HoloMask either. CAMO, IMP and DECOY
 * markers show nothing: they hide their trooper. The referee reads both sides.
 */
export function openHackable(state: GameState, viewer: Viewer): Map<string, boolean> {
  const out = new Map<string, boolean>();
  if (viewer === 'public') return out;
  const enemies: Seat[] = viewer === 'referee' ? ['A', 'B'] : [otherSeat(viewer)];
  for (const seat of enemies) {
    const hackers = Object.values(state.troopers).filter(
      (t) => t.owner === otherSeat(seat) && hackerPiece(state, t),
    );
    if (!hackers.length) continue;
    for (const t of Object.values(state.troopers)) {
      if (t.owner !== seat || t.deployable) continue;
      for (const p of piecesOfTrooper(state, t)) {
        if (SHOWS_HACKABLE.has(p.kind) && hackers.some((h) => inHackingAreaOf(state, h, p)))
          out.set(p.id, hackable(t.profile));
      }
    }
  }
  return out;
}

/** The views' pieces with their Open Hackable characteristic added (copied, never changed in place). */
export function withOpenHackable(state: GameState, viewer: Viewer, pieces: ViewPiece[]): ViewPiece[] {
  const open = openHackable(state, viewer);
  if (!open.size) return pieces;
  return pieces.map((p) => {
    const value = open.get(p.id);
    return value === undefined ? p : { ...p, hackable: value };
  });
}

/**
 * The piece a Hacker runs a program from against `target`: its real piece, when `target` stands inside
 * its Hacking Area, its own ZoC or one of its seat's Repeaters' (RULES.md §18.13.1, D150); undefined
 * otherwise, or when the trooper is no Hacker. Every program's range is read through this one function
 * (the area is measured by `inHackingAreaOf`).
 */
export function programmerFor(
  state: GameState,
  trooper: TrooperState,
  target: PieceState,
): PieceState | undefined {
  const from = hackerPiece(state, trooper);
  return from && inHackingAreaOf(state, trooper, target) ? from : undefined;
}
