import { useMemo } from 'react';
import { Line } from '../konva.ts';
import { sightlinesFor, useSession, useView } from '../../store/index.ts';
import { TABLE_COLOURS } from '../theme.ts';

/** Lines from the selected piece to the enemies it sees (solid) and that see it (dashed red); both: yellow. */
export function SightLines() {
  const view = useView();
  const selectedId = useSession((s) => s.selectedId);
  const dragging = useSession((s) => s.drag !== null);
  const sight = useMemo(() => (selectedId ? sightlinesFor(view, selectedId) : null), [view, selectedId]);
  const piece = view.pieces.find((p) => p.id === selectedId);
  if (!sight || !piece || dragging) return null;
  const ids = new Set([...sight.sees, ...sight.seenBy].map((p) => p.id));
  return (
    <>
      {[...ids].map((id) => {
        const e = view.pieces.find((p) => p.id === id);
        if (!e) return null;
        const sees = sight.sees.some((p) => p.id === id);
        const seen = sight.seenBy.some((p) => p.id === id);
        const colour = sees && seen ? TABLE_COLOURS.selection : sees ? TABLE_COLOURS.ok : TABLE_COLOURS.bad;
        return (
          <Line
            key={id}
            points={[piece.x, piece.y, e.x, e.y]}
            stroke={colour}
            strokeWidth={0.08}
            dash={sees ? undefined : [0.35, 0.2]}
            opacity={0.85}
            listening={false}
          />
        );
      })}
    </>
  );
}
