import type { View } from '../../engine/index.ts';
import type { SessionStore } from '../../store/index.ts';

/** What of the session decides whether the layers over the table have anything to draw. */
export type LayersSession = Pick<
  SessionStore,
  'tool' | 'tape' | 'drag' | 'mineSpot' | 'pickingMine' | 'arrivalDraft' | 'orderDraft'
>;

/**
 * Whether the overlay, pieces and drag layers (ARCHITECTURE.md §7) have anything to draw. All they
 * draw belongs to a piece, a Hidden Deployment position, a drill's arrows, or a tool other than
 * selecting (placing, measuring, editing scenery): on an empty table being looked at, only the table
 * layer is there. Each layer is a canvas the size of the screen at its pixel density, cleared and
 * composited at every frame it is drawn; on a phone, three empty ones cost the first table about
 * 0.2 s (`npm run bench -- --first-load`). They are made as soon as the first piece, position or
 * tool needs them, above the table layer and in their order.
 */
export function layersInUse(
  view: Pick<View, 'pieces' | 'ghosts'>,
  session: LayersSession,
  paths: number,
): boolean {
  return (
    view.pieces.length > 0 ||
    view.ghosts.length > 0 ||
    paths > 0 ||
    session.tool !== 'select' ||
    session.tape !== null ||
    session.drag !== null ||
    session.mineSpot !== null ||
    session.pickingMine ||
    session.arrivalDraft !== null ||
    Object.keys(session.orderDraft).length > 0
  );
}
