import {
  KIND_RULES,
  edgeDistance,
  elevationAt,
  heightInches,
  type Standing,
  lofHeightMm,
  lofScenery,
  type LofPiece,
  type LofScene,
  type Scenery,
} from '../rules/index.ts';
import type { GameState, PieceState } from './types.ts';

/**
 * The Line of Fire scene of the whole truth: every piece by its public kind, and the scenery. Engine
 * only; the UI builds its scene from a view (store/sightlines.ts).
 */
export function truthScene(state: GameState): LofScene {
  const kept = built.get(state.pieces);
  if (kept?.order === state.pieceOrder && kept.scenery === state.setup.scenery) return kept.scene;
  const scene = sceneOf(state);
  built.set(state.pieces, { order: state.pieceOrder, scenery: state.setup.scenery, scene });
  return scene;
}

/**
 * The scene last built for a set of pieces (states are never changed in place, so the same pieces
 * object in the same order on the same scenery gives the same scene). Callers never change a scene.
 */
const built = new WeakMap<
  GameState['pieces'],
  { order: GameState['pieceOrder']; scenery: GameState['setup']['scenery']; scene: LofScene }
>();

/**
 * Each piece's part of the scene, kept with the piece object it was made from (never changed in place)
 * and the scenery it stands on (its level comes from the roof under it).
 */
const lofPieces = new WeakMap<PieceState, { scenery: readonly Scenery[]; made: LofPiece }>();

function lofPiece(p: PieceState, scenery: readonly Scenery[]): LofPiece {
  const kept = lofPieces.get(p);
  let made = kept?.scenery === scenery ? kept.made : undefined;
  if (!made) {
    const z = elevationAt(scenery, p);
    made = {
      id: p.id,
      x: p.x,
      y: p.y,
      r: p.r,
      facing: p.facing,
      arc: KIND_RULES[p.kind].arc,
      heightMm: lofHeightMm(p.s, p.tokens),
      blocksLoF: KIND_RULES[p.kind].blocksLoF,
      ...(z > 0 ? { z } : {}),
    };
    lofPieces.set(p, { scenery, made });
  }
  return made;
}

function sceneOf(state: GameState): LofScene {
  const pieces: LofPiece[] = [];
  for (const id of state.pieceOrder) {
    const p = state.pieces[id];
    if (p) pieces.push(lofPiece(p, state.setup.scenery));
  }
  return { pieces, scenery: lofScenery(state.setup.scenery) };
}

/**
 * A piece with its level and the top of its Silhouette (RULES.md §1.1; D168, D172): what the distance,
 * contact and ZoC rules measure between levels with. Kept with the piece object and the scenery.
 */
export function standingOf(state: Pick<GameState, 'setup'>, p: PieceState): PieceState & Standing {
  const kept = standings.get(p);
  if (kept?.scenery === state.setup.scenery) return kept.made;
  const z = elevationAt(state.setup.scenery, p);
  const made = { ...p, z, top: z + heightInches(lofHeightMm(p.s, p.tokens)) };
  standings.set(p, { scenery: state.setup.scenery, made });
  return made;
}

const standings = new WeakMap<PieceState, { scenery: readonly Scenery[]; made: PieceState & Standing }>();

/** The distance between two pieces' Silhouettes, through the air between levels (RULES.md §0; D172). */
export function distanceBetween(state: Pick<GameState, 'setup'>, a: PieceState, b: PieceState): number {
  return edgeDistance(standingOf(state, a), standingOf(state, b));
}
