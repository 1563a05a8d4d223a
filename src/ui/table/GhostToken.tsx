import { Circle, Group, Line, Text } from '../konva.ts';
import { vec } from '../../geometry/vec.ts';
import type { ViewGhost } from '../../engine/index.ts';
import { SEAT_COLOURS, TABLE_COLOURS } from '../theme.ts';

/**
 * A written Hidden Deployment position (RULES.md §10.2), drawn only from the owner's view: a dashed,
 * see-through base with its facing, marked HIDDEN, the real one of a Holoecho group outlined.
 */
export function GhostToken({ ghost, labelSize }: { ghost: ViewGhost; labelSize: number }) {
  const seat = SEAT_COLOURS[ghost.owner];
  const tip = vec.add(ghost, vec.scale(vec.fromDegrees(ghost.facing), ghost.r));
  return (
    <Group x={0} y={0} listening={false} name="ghost">
      <Circle x={ghost.x} y={ghost.y} radius={ghost.r} fill={seat.base} opacity={0.28} />
      <Circle
        x={ghost.x}
        y={ghost.y}
        radius={ghost.r}
        stroke={ghost.real ? TABLE_COLOURS.selection : seat.rim}
        strokeWidth={0.07}
        dash={[0.15, 0.1]}
      />
      <Line
        points={[ghost.x, ghost.y, tip.x, tip.y]}
        stroke={seat.rim}
        strokeWidth={0.06}
        dash={[0.1, 0.08]}
      />
      <Text
        x={ghost.x - ghost.r}
        y={ghost.y - ghost.r * 0.2}
        width={ghost.r * 2}
        align="center"
        text="HIDDEN"
        fontSize={ghost.r * 0.36}
        fontStyle="bold"
        fill={seat.text}
      />
      <Text
        x={ghost.x - 4}
        y={ghost.y + ghost.r + 0.08}
        width={8}
        align="center"
        text={ghost.label}
        fontSize={labelSize}
        fill="#1b1b1b"
      />
    </Group>
  );
}
