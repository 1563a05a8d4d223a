import {
  IMMOBILIZED_B,
  KIND_RULES,
  allowedAros,
  elevationAt,
  sameLevel,
  minesLeft,
  MINES_SPENT_KEY,
  otherSeat,
  silhouetteHeightMm,
  whoCanReact,
  type Disc,
  type LofScene,
  type PieceKind,
  type Point,
  type Seat,
} from '../rules/index.ts';
import { HIDDEN_KEY, own } from './records.ts';
import { isEngaged, touching } from './engaged.ts';
import { hackerPiece, inHackingAreaOf } from './hacking.ts';
import { truthScene } from './scene.ts';
import type { Against, GameState } from './types.ts';

/**
 * The scene with a piece that changed level by agreement on this path (D169) seen at the higher of its
 * two levels all along it: the table does not play climbing, so the reactors get the better view.
 */
function climbing(scene: LofScene, state: GameState, pieceId: string, path: readonly Point[]): LofScene {
  const start = path[0];
  const piece = scene.pieces.find((p) => p.id === pieceId);
  if (!start || !piece) return scene;
  const from = elevationAt(state.setup.scenery, start);
  if (sameLevel(from, piece.z ?? 0)) return scene;
  const z = Math.max(from, piece.z ?? 0);
  return { ...scene, pieces: scene.pieces.map((p) => (p.id === pieceId ? { ...p, z } : p)) };
}

/** One activated piece of the Order and the path it moved along (a single point when it stayed). */
export interface Activated {
  pieceId: string;
  path: Point[];
}

/** A reactive trooper that may declare an ARO against this Order, and what it may declare. */
export interface Reactor {
  /** The piece that reacts, or for a Hidden Deployment trooper its trooper id (it has no piece). */
  id: string;
  hidden: boolean;
  /** Against each activated piece it may react to: LoF, ZoC and the AROs allowed (RULES.md §7.1, §7.3). */
  against: Against[];
  /** A Hacker reacting only through its Hacking Area by a Repeater (RULES.md §18.13.2, D151). */
  area?: true;
}

/**
 * The ARO check of RULES.md §5.3 step 2.1 on the whole truth: every piece of the reactive seat, and
 * every Hidden Deployment trooper of it from its written (real) position (§10.2, seed example), with
 * LoF to an activated piece somewhere along its path or with it in its ZoC (§7.1, A11, A12). The
 * written positions see but never block (§10.2, A8); the activated pieces never block LoF to
 * themselves (A9). What each may declare follows the target's kind (§7.3, §10; rules/skills.ts).
 */
export function aroCheck(
  state: GameState,
  activeSeat: Seat,
  activated: readonly Activated[],
  /**
   * Sixth Sense (RULES.md §18.12.2, D165): the reactive piece an attack is aimed at draws LoF to the
   * pieces that attack it with a 360° arc.
   */
  sixthSense?: { reactorId: string; attackers: readonly string[] },
): Reactor[] {
  const reactive = otherSeat(activeSeat);
  const written = Object.entries(state.secrets[reactive].hidden).flatMap(([tid, h]) => {
    const spot = h.spots[h.real];
    return spot ? [{ tid, spot }] : [];
  });
  const truth = truthScene(state);
  // Written positions see but never block (RULES.md §10.2, A8).
  const scene: LofScene =
    written.length === 0
      ? truth
      : {
          ...truth,
          pieces: [
            ...truth.pieces,
            ...written.map(({ tid, spot }) => ({
              id: `${HIDDEN_KEY}${tid}`,
              x: spot.x,
              y: spot.y,
              r: spot.r,
              facing: spot.facing,
              arc: KIND_RULES[spot.kind].arc,
              heightMm: silhouetteHeightMm(spot.s),
              blocksLoF: false,
              z: elevationAt(state.setup.scenery, spot),
            })),
          ],
        };
  const allRound: LofScene | undefined = sixthSense && {
    ...scene,
    pieces: scene.pieces.map((p) => (p.id === sixthSense.reactorId ? { ...p, arc: 360 } : p)),
  };
  const reactorIds: string[] = [];
  for (const id of state.pieceOrder) if (state.pieces[id]?.owner === reactive) reactorIds.push(id);
  for (const { tid } of written) reactorIds.push(`${HIDDEN_KEY}${tid}`);
  const found = new Map<string, Reactor>();
  for (const a of activated) {
    const target = own(state.pieces, a.pieceId);
    if (!target) continue;
    const kind: PieceKind = target.kind;
    const seen = climbing(
      allRound && sixthSense?.attackers.includes(a.pieceId) ? allRound : scene,
      state,
      a.pieceId,
      a.path,
    );
    for (const r of whoCanReact(seen, a.pieceId, a.path, reactorIds)) {
      if (!r.lof && !r.zoc) continue;
      const hidden = r.id.startsWith(HIDDEN_KEY);
      const id = hidden ? r.id.slice(HIDDEN_KEY.length) : r.id;
      const entry = found.get(id) ?? { id, hidden, against: [] };
      // With LoF or ZoC against one activated piece it reacts in the open (D151).
      delete entry.area;
      // Where the reactor stands now: touching the activated piece, Engaged (RULES.md §13, §18.8).
      const reactor = hidden ? undefined : state.pieces[id];
      const contact = reactor !== undefined && touching(state, reactor, target);
      const engaged = reactor !== undefined && isEngaged(state, id);
      // Engaged, it traces no LoF outside its fight: without contact or ZoC it has no ARO (RULES.md §13).
      if (engaged && !contact && !r.zoc) continue;
      const area = !hidden && hackerReaches(state, id, target, a.path);
      entry.against.push({
        pieceId: a.pieceId,
        lof: r.lof,
        zoc: r.zoc,
        allowed: allowedAros({
          lof: r.lof,
          zoc: r.zoc,
          targetKind: kind,
          contact,
          engaged,
          immobilizedB: reactor?.tokens.includes(IMMOBILIZED_B) === true,
          deployable: placesMine(state, r.id),
        }),
        ...(contact ? { contact: true as const } : {}),
        ...(engaged ? { engaged: true as const } : {}),
        ...(area ? { area: true as const } : {}),
      });
      found.set(id, entry);
    }
    // A Hacker out of its LoF and ZoC that has the activated piece's path inside its Hacking Area
    // through a Repeater (RULES.md §18.13.2, D150, D151): Reset, and the Hacking Programs.
    for (const t of Object.values(state.troopers)) {
      if (t.owner !== reactive) continue;
      const piece = hackerPiece(state, t);
      if (!piece || piece.tokens.includes('Unconscious')) continue;
      if (found.get(piece.id)?.against.some((x) => x.pieceId === a.pieceId)) continue;
      if (!inHackingAreaOf(state, t, target, a.path)) continue;
      const entry = found.get(piece.id) ?? { id: piece.id, hidden: false, against: [], area: true as const };
      entry.against.push({ pieceId: a.pieceId, lof: false, zoc: false, allowed: ['reset'], area: true });
      found.set(piece.id, entry);
    }
  }
  return [...found.values()];
}

/**
 * Whether the reacting piece is a Hacker's real piece and the activated piece came inside its Hacking
 * Area somewhere along its path (RULES.md §18.13.2: measured from any point of the path; D150).
 */
function hackerReaches(state: GameState, pieceId: string, target: Disc, path: readonly Point[]): boolean {
  const piece = state.pieces[pieceId];
  const tid = piece && own(state.secrets[piece.owner].trooperOfPiece, pieceId);
  const t = tid ? own(state.troopers, tid) : undefined;
  return t !== undefined && hackerPiece(state, t)?.id === pieceId && inHackingAreaOf(state, t, target, path);
}

/** Whether the trooper behind a reacting piece (or written spot) has a Mine left to place (RULES.md §18.7.1). */
function placesMine(state: GameState, reactorId: string): boolean {
  const hidden = reactorId.startsWith(HIDDEN_KEY);
  const piece = hidden ? undefined : state.pieces[reactorId];
  const tid = hidden
    ? reactorId.slice(HIDDEN_KEY.length)
    : piece && own(state.secrets[piece.owner].trooperOfPiece, reactorId);
  const t = tid ? own(state.troopers, tid) : undefined;
  return t !== undefined && !t.deployable && minesLeft(t.profile, t.spent?.[MINES_SPENT_KEY] ?? 0) > 0;
}

/** Whether any enemy Model or Marker sees the activated pieces or has them in its ZoC (RULES.md §6.3). */
export function exposure(
  state: GameState,
  seat: Seat,
  at: readonly Activated[],
): { seen: boolean; inZoc: boolean } {
  const found = aroCheck(state, seat, at).filter((r) => !r.hidden);
  return {
    seen: found.some((r) => r.against.some((a) => a.lof)),
    inZoc: found.some((r) => r.against.some((a) => a.zoc)),
  };
}
