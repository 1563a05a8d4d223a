import { useEffect, useRef } from 'react';
import type { View } from '../../engine/index.ts';
import { useSession, useStoreApis } from '../../store/index.ts';
import { FOLLOW_MAX_SCALE, followCamera } from '../camera.ts';
import { boostFor } from './legibility.ts';
import type { Camera } from '../../store/index.ts';

/** How long the camera takes to glide to the action, in ms (none when the player asks for less motion). */
const GLIDE_MS = 300;

/**
 * The points of the Order under way, as this view knows them: the activated pieces, their declared
 * paths, the targets and the reactors. Only the viewer's own view is read, so following the action
 * never points at a piece the viewer may not know of.
 */
export function actionPoints(view: View): { x: number; y: number }[] {
  const order = view.phase.order;
  if (!order) return [];
  const at = (id: string) => view.pieces.find((p) => p.id === id) ?? view.ghosts.find((g) => g.id === id);
  const ids = [...order.pieceIds, ...order.targets, ...order.reactors.map((r) => r.id)];
  const points = ids.flatMap((id) => {
    const p = at(id);
    return p ? [{ x: p.x, y: p.y }] : [];
  });
  for (const path of order.paths) points.push(path.from, path.to);
  return points;
}

/**
 * The pieces in play, for the camera to close up on: the Order's under way, or else every piece and
 * Hidden Deployment spot of the view (each with its base's radius).
 */
export function piecesInPlay(view: View): { x: number; y: number; r?: number }[] {
  const action = actionPoints(view);
  if (action.length > 0) return action;
  return [...view.pieces, ...view.ghosts].map((p) => ({ x: p.x, y: p.y, r: p.r }));
}

/**
 * Moves the camera to keep the action on the screen when the Order under way changes (a new Order,
 * a declaration, a reactor), unless the player has panned or zoomed since (SessionStore.follow).
 */
export function useFollowAction(view: View, enabled: boolean): void {
  const { session } = useStoreApis();
  const follow = useSession((s) => s.follow);
  const points = actionPoints(view);
  const key = points.map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`).join(';');
  const latest = useRef({ points, table: view.table });
  latest.current = { points, table: view.table };
  useEffect(() => {
    if (!enabled || !follow || key === '') return undefined;
    const s = session.getState();
    // Presenter mode closes up further, so a projector shows the pieces of the action large.
    const to = followCamera(
      s.camera,
      s.viewport,
      latest.current.points,
      latest.current.table,
      FOLLOW_MAX_SCALE * boostFor(s.presenter),
    );
    if (!to) return undefined;
    const from = s.camera;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (still) {
      s.setCamera(to);
      return undefined;
    }
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / GLIDE_MS);
      const e = 1 - (1 - t) ** 3;
      const mix = (a: number, b: number) => a + (b - a) * e;
      const cam: Camera = { x: mix(from.x, to.x), y: mix(from.y, to.y), scale: mix(from.scale, to.scale) };
      session.getState().setCamera(cam);
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [key, follow, enabled, session]);
}
