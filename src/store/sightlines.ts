import {
  KIND_RULES,
  hasLineOfFire,
  inZoc,
  silhouetteHeightMm,
  whoCanReact,
  type LofScene,
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
      heightMm: silhouetteHeightMm(p.s),
      blocksLoF: KIND_RULES[p.kind].blocksLoF,
    })),
    scenery: view.scenery.map((s) => ({ polygon: s.polygon, blocksLoF: s.height === 'tall' })),
  };
}

export interface Sightlines {
  /** Enemy pieces the selected piece has LoF to. */
  sees: ViewPiece[];
  /** Enemy pieces that have LoF to the selected piece. */
  seenBy: ViewPiece[];
  /** Enemy pieces inside its ZoC (edge distance ≤ 8"). */
  inZoc: ViewPiece[];
}

/** Who sees whom around one piece, among the enemy pieces of the view (RULES.md §2, §4). */
export function sightlinesFor(view: View, pieceId: string): Sightlines | null {
  const piece = view.pieces.find((p) => p.id === pieceId);
  if (!piece) return null;
  const scene = lofSceneOf(view);
  const enemies = view.pieces.filter((p) => p.owner !== piece.owner);
  return {
    sees: enemies.filter((e) => hasLineOfFire(scene, piece.id, e.id)),
    seenBy: enemies.filter((e) => hasLineOfFire(scene, e.id, piece.id)),
    inZoc: enemies.filter((e) => inZoc(piece, e)),
  };
}

/** The live "who can react" list for a piece moving along a path, among the enemies the viewer sees. */
export function previewReactions(view: View, moverId: string, path: readonly Point[]): Reaction[] {
  const mover = view.pieces.find((p) => p.id === moverId);
  if (!mover) return [];
  const reactors = view.pieces.filter((p) => p.owner !== mover.owner).map((p) => p.id);
  return whoCanReact(lofSceneOf(view), moverId, path, reactors);
}
