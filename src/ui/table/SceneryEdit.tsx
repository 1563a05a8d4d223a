import { Circle, Group, Line } from '../konva.ts';
import { centroid, bounds } from '../../geometry/polygon.ts';
import { useSession, useView } from '../../store/index.ts';
import { TABLE_COLOURS } from '../theme.ts';

/** The scenery editor's handles: the selected outline, a handle per corner, a turning handle, drafts. */
/** Drawn inside the pieces layer, so it listens for its handles without a layer of its own. */
export function SceneryEdit() {
  const tool = useSession((s) => s.tool);
  const sceneryId = useSession((s) => s.sceneryId);
  const draft = useSession((s) => s.sceneryDraft);
  const drawing = useSession((s) => s.drawing);
  const view = useView();
  if (tool !== 'scenery') return null;
  const selected = view.scenery.find((x) => x.id === sceneryId);
  const poly = draft && selected && draft.id === selected.id ? draft.polygon : selected?.polygon;
  const flat = (pts: { x: number; y: number }[]) => pts.flatMap((p) => [p.x, p.y]);
  let rotateAt: { x: number; y: number } | null = null;
  if (poly) {
    const c = centroid(poly);
    rotateAt = { x: c.x, y: bounds(poly).minY - 1.2 };
  }
  return (
    <Group>
      {poly && (
        <Group>
          <Line
            points={flat(poly)}
            closed
            fill={draft ? 'rgba(255, 212, 0, 0.25)' : undefined}
            stroke={TABLE_COLOURS.selection}
            strokeWidth={0.1}
            dash={[0.3, 0.2]}
            listening={false}
          />
          {rotateAt && (
            <>
              <Line
                points={[centroid(poly).x, centroid(poly).y, rotateAt.x, rotateAt.y]}
                stroke={TABLE_COLOURS.selection}
                strokeWidth={0.05}
                listening={false}
              />
              <Circle
                name="scenery-rotate"
                x={rotateAt.x}
                y={rotateAt.y}
                radius={0.35}
                fill={TABLE_COLOURS.selection}
                stroke="#222"
                strokeWidth={0.05}
              />
            </>
          )}
          {poly.map((p, i) => (
            <Circle
              key={i}
              name="scenery-vertex"
              id={String(i)}
              x={p.x}
              y={p.y}
              radius={0.3}
              fill="#ffffff"
              stroke="#222"
              strokeWidth={0.06}
            />
          ))}
        </Group>
      )}
      {drawing && drawing.length > 0 && (
        <Group listening={false}>
          <Line points={flat(drawing)} stroke={TABLE_COLOURS.selection} strokeWidth={0.1} dash={[0.3, 0.2]} />
          {drawing.map((p, i) => (
            <Circle key={i} x={p.x} y={p.y} radius={0.18} fill={TABLE_COLOURS.selection} />
          ))}
        </Group>
      )}
    </Group>
  );
}
