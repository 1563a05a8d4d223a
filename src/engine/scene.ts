import { KIND_RULES, silhouetteHeightMm, type LofScene } from '../rules/index.ts';
import type { GameState } from './types.ts';

/**
 * The Line of Fire scene of the whole truth: every piece by its public kind, and the scenery. Engine
 * only; the UI builds its scene from a view (store/sightlines.ts).
 */
export function truthScene(state: GameState): LofScene {
  return {
    pieces: state.pieceOrder.flatMap((id) => {
      const p = state.pieces[id];
      return p
        ? [
            {
              id: p.id,
              x: p.x,
              y: p.y,
              r: p.r,
              facing: p.facing,
              arc: KIND_RULES[p.kind].arc,
              heightMm: silhouetteHeightMm(p.s),
              blocksLoF: KIND_RULES[p.kind].blocksLoF,
            },
          ]
        : [];
    }),
    scenery: state.setup.scenery.map((x) => ({ polygon: x.polygon, blocksLoF: x.height === 'tall' })),
  };
}
