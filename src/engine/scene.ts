import { KIND_RULES, lofHeightMm, type LofPiece, type LofScene } from '../rules/index.ts';
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

/** Each piece's part of the scene, kept with the piece object it was made from (never changed in place). */
const lofPieces = new WeakMap<PieceState, LofPiece>();

function lofPiece(p: PieceState): LofPiece {
  let made = lofPieces.get(p);
  if (!made) {
    made = {
      id: p.id,
      x: p.x,
      y: p.y,
      r: p.r,
      facing: p.facing,
      arc: KIND_RULES[p.kind].arc,
      heightMm: lofHeightMm(p.s, p.tokens),
      blocksLoF: KIND_RULES[p.kind].blocksLoF,
    };
    lofPieces.set(p, made);
  }
  return made;
}

function sceneOf(state: GameState): LofScene {
  const pieces: LofPiece[] = [];
  for (const id of state.pieceOrder) {
    const p = state.pieces[id];
    if (p) pieces.push(lofPiece(p));
  }
  return {
    pieces,
    scenery: state.setup.scenery.map((x) => ({ polygon: x.polygon, blocksLoF: x.height === 'tall' })),
  };
}
