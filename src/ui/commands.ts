import { useMemo } from 'react';
import { viewFor, type Action, type Applied } from '../engine/index.ts';
import { defaultFacing, type Point, type SceneryHeight } from '../rules/index.ts';
import { useStoreApis } from '../store/index.ts';

/**
 * Every change the UI asks for goes through here: one engine action, then one status line
 * the viewer may read (the violation messages, or the viewer's own log line).
 */
export function useCommands() {
  const { game, session } = useStoreApis();
  return useMemo(() => {
    const run = (action: Action): Applied => {
      const r = game.getState().dispatch(action);
      const { say, viewer } = session.getState();
      if (r.ok) {
        const line = viewFor(r.state, viewer).log.at(-1);
        say(line ? line.text : 'Done.', 'ok');
      } else {
        say(r.violations.map((v) => v.message).join(' '), 'error');
      }
      return r;
    };
    return {
      move: (pieceId: string, to: Point) =>
        run({ type: 'movePiece', pieceId, to, limit: session.getState().moveLimit }),
      rotate: (pieceId: string, facing: number) => run({ type: 'rotatePiece', pieceId, facing }),
      remove: (pieceId: string) => {
        const r = run({ type: 'removeTrooper', pieceId });
        if (r.ok) session.getState().select(null);
        return r;
      },
      place: (at: Point) => {
        const { placement } = session.getState();
        const before = new Set(game.getState().state.pieceOrder);
        const r = run({ type: 'deployTrooper', ...placement, at, facing: defaultFacing(placement.seat) });
        if (r.ok) session.getState().select(r.state.pieceOrder.find((pid) => !before.has(pid)) ?? null);
        return r;
      },
      addScenery: (name: string, height: SceneryHeight, polygon: Point[]) => {
        const before = new Set(game.getState().state.setup.scenery.map((x) => x.id));
        const r = run({ type: 'addScenery', name, height, polygon });
        if (r.ok)
          session.getState().selectScenery(r.state.setup.scenery.find((x) => !before.has(x.id))?.id ?? null);
        return r;
      },
      updateScenery: (id: string, change: { name?: string; height?: SceneryHeight; polygon?: Point[] }) =>
        run({ type: 'updateScenery', id, ...change }),
      removeScenery: (id: string) => {
        const r = run({ type: 'removeScenery', id });
        if (r.ok) session.getState().selectScenery(null);
        return r;
      },
      undo: () => {
        const v = game.getState().undo();
        session.getState().say(v ? v.message : 'Undone.', v ? 'error' : 'ok');
      },
      redo: () => {
        const v = game.getState().redoStep();
        session.getState().say(v ? v.message : 'Redone.', v ? 'error' : 'ok');
      },
    };
  }, [game, session]);
}
