import {
  KIND_RULES,
  hasLineOfFire,
  partialCover,
  inZoc,
  elevationAt,
  lofHeightMm,
  lofScenery,
  heightInches,
  type Standing,
  whoCanReact,
  sideViewOf,
  type LofScene,
  type SideView,
  type Point,
  type Reaction,
} from '../rules/index.ts';
import type { View, ViewPiece } from '../engine/index.ts';

/**
 * The LoF scene as a viewer knows it (ARCHITECTURE.md §4): only pieces in its view, so a sight line
 * or a reaction list can never involve a piece the viewer cannot see.
 */
export function lofSceneOf(view: View): LofScene {
  return {
    pieces: view.pieces.map((p) => ({
      id: p.id,
      x: p.x,
      y: p.y,
      r: p.r,
      facing: p.facing,
      arc: p.arc,
      heightMm: lofHeightMm(p.s, p.tokens),
      blocksLoF: KIND_RULES[p.kind].blocksLoF,
      z: elevationAt(view.scenery, p),
    })),
    scenery: lofScenery(view.scenery),
  };
}

/** A piece with its level and the top of its Silhouette, for the ZoC between levels (A10, D170). */
function standingOf(view: View, p: ViewPiece): Standing {
  const z = elevationAt(view.scenery, p);
  return { x: p.x, y: p.y, r: p.r, z, top: z + heightInches(lofHeightMm(p.s, p.tokens)) };
}

/**
 * The side view of the line of fire from one piece to another (RULES.md §4.2; D180, D181) on the table
 * as the viewer knows it, naming pieces by their labels in its view.
 */
export function sideViewFor(view: View, viewerId: string, targetId: string): SideView | null {
  const scene = lofSceneOf(view);
  const label = (id: string) => view.pieces.find((p) => p.id === id)?.label ?? '';
  return sideViewOf(
    {
      pieces: scene.pieces.map((p) => ({ ...p, name: label(p.id) })),
      scenery: scene.scenery.map((s, i) => ({ ...s, name: view.scenery[i]?.name ?? 'scenery' })),
    },
    viewerId,
    targetId,
  );
}

export interface Sightlines {
  /** Enemy pieces the selected piece has LoF to. */
  sees: ViewPiece[];
  /** Enemy pieces that have LoF to the selected piece. */
  seenBy: ViewPiece[];
  /** Enemy pieces inside its ZoC (edge distance ≤ 8"). */
  inZoc: ViewPiece[];
  /** Of those it sees, the ones in Partial Cover from it: piece id → the scenery that covers. */
  theirCover: Record<string, string>;
  /** Of those that see it, the ones it is in Partial Cover from: piece id → the scenery that covers. */
  ownCover: Record<string, string>;
}

/**
 * Partial Cover of a base (RULES.md §18.3) from each of some pieces, by the name of the scenery that
 * gives it, on the table as the viewer knows it (scenery is public).
 */
export function coverAgainst(
  view: View,
  target: { x: number; y: number; r: number },
  from: readonly { id: string; x: number; y: number }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of from) {
    const cover = partialCover(f, target, view.scenery);
    if (cover) out[f.id] = cover.name;
  }
  return out;
}

/** Who sees whom around one piece, among the enemy pieces of the view (RULES.md §2, §4). */
export function sightlinesFor(view: View, pieceId: string): Sightlines | null {
  const piece = view.pieces.find((p) => p.id === pieceId);
  if (!piece) return null;
  const scene = lofSceneOf(view);
  const enemies = view.pieces.filter((p) => p.owner !== piece.owner);
  const sees = enemies.filter((e) => hasLineOfFire(scene, piece.id, e.id));
  const seenBy = enemies.filter((e) => hasLineOfFire(scene, e.id, piece.id));
  const theirCover: Record<string, string> = {};
  for (const e of sees) {
    const cover = partialCover(piece, e, view.scenery);
    if (cover) theirCover[e.id] = cover.name;
  }
  return {
    sees,
    seenBy,
    inZoc: enemies.filter((e) => inZoc(standingOf(view, piece), standingOf(view, e))),
    theirCover,
    ownCover: coverAgainst(view, piece, seenBy),
  };
}

/**
 * Of the reactors with LoF to a moving piece, the ones it would be in Partial Cover from where it is
 * dropped (RULES.md §18.3): reactor id → the scenery that covers, for the drag preview.
 */
export function previewCover(
  view: View,
  moverId: string,
  at: Point,
  reactions: readonly Reaction[],
): Record<string, string> {
  const mover = view.pieces.find((p) => p.id === moverId);
  if (!mover) return {};
  const seeing = view.pieces.filter((p) => reactions.some((r) => r.lof && r.id === p.id));
  return coverAgainst(view, { x: at.x, y: at.y, r: mover.r }, seeing);
}

/** The live "who can react" list for a piece moving along a path, among the enemies the viewer sees. */
export function previewReactions(view: View, moverId: string, path: readonly Point[]): Reaction[] {
  const mover = view.pieces.find((p) => p.id === moverId);
  if (!mover) return [];
  const reactors = view.pieces.filter((p) => p.owner !== mover.owner).map((p) => p.id);
  return whoCanReact(lofSceneOf(view), moverId, path, reactors);
}
