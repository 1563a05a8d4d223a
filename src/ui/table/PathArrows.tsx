import { Group, Line, Text } from '../konva.ts';
import type { Point } from '../../rules/index.ts';
import { vec } from '../../geometry/vec.ts';

/** A declared movement to draw: the points it passed through, and its number. */
export interface DrawnPath {
  label: string;
  points: Point[];
}

const INK = '#111';
const FILL = '#ffd400';

/**
 * Numbered arrows for declared movements (drills): drawn last in the overlay layer, so over the
 * table and the other overlays and under the pieces; never hit.
 */
export function PathArrows({ paths }: { paths: readonly DrawnPath[] }) {
  return (
    <Group name="path-arrows" listening={false}>
      {paths.map((p) => {
        const end = p.points[p.points.length - 1];
        const before = p.points[p.points.length - 2];
        const start = p.points[0];
        if (!end || !before || !start) return null;
        const full = vec.normalize(vec.sub(end, before));
        // The head stops short of the end, so a piece standing there does not hide it.
        const tip = vec.sub(end, vec.scale(full, Math.min(0.6, vec.dist(end, before) / 2)));
        const dir = full;
        const side = { x: -dir.y, y: dir.x };
        const head = [
          tip,
          vec.add(vec.sub(tip, vec.scale(dir, 0.7)), vec.scale(side, 0.35)),
          vec.add(vec.sub(tip, vec.scale(dir, 0.7)), vec.scale(side, -0.35)),
        ];
        const pts = [...p.points.slice(0, -1), tip].flatMap((q) => [q.x, q.y]);
        return (
          <Group key={`${p.label}-${String(start.x)}-${String(start.y)}`}>
            <Line points={pts} stroke={INK} strokeWidth={0.28} lineCap="round" lineJoin="round" />
            <Line points={pts} stroke={FILL} strokeWidth={0.14} dash={[0.4, 0.2]} lineCap="round" />
            <Line
              points={head.flatMap((q) => [q.x, q.y])}
              closed
              fill={FILL}
              stroke={INK}
              strokeWidth={0.06}
            />
            <Text
              text={p.label}
              x={end.x + side.x * 0.8 - 0.35}
              y={end.y + side.y * 0.8 - 0.3}
              width={0.7}
              align="center"
              fontSize={0.6}
              fontStyle="bold"
              fill={FILL}
              stroke={INK}
              strokeWidth={0.03}
            />
          </Group>
        );
      })}
    </Group>
  );
}
