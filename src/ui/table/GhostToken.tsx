import { Circle, Group, Line, Text } from '../konva.ts';
import { vec } from '../../geometry/vec.ts';
import type { ViewGhost } from '../../engine/index.ts';
import { SEAT_COLOURS, TABLE_COLOURS } from '../theme.ts';

/**
 * A written Hidden Deployment position (RULES.md §10.2), drawn only from the owner's view: a dashed,
 * see-through base with its facing, marked HIDDEN, the real one of a Holoecho group outlined.
 * The owner may drag it to rewrite the position while its deployment step lasts.
 */
export function GhostToken({
  ghost: written,
  labelSize,
  at,
  verdictOk,
}: {
  ghost: ViewGhost;
  labelSize: number;
  /** Where it is being dragged to, if it is. */
  at?: { x: number; y: number };
  /** The live verdict of that drag. */
  verdictOk?: boolean;
}) {
  const ghost = at ? { ...written, x: at.x, y: at.y } : written;
  const seat = SEAT_COLOURS[ghost.owner];
  const tip = vec.add(ghost, vec.scale(vec.fromDegrees(ghost.facing), ghost.r));
  const rim =
    verdictOk === undefined
      ? ghost.real
        ? TABLE_COLOURS.selection
        : seat.rim
      : verdictOk
        ? TABLE_COLOURS.ok
        : TABLE_COLOURS.bad;
  return (
    <Group name="ghost" id={ghost.id}>
      {/* The hit area and the see-through base. */}
      <Circle x={ghost.x} y={ghost.y} radius={ghost.r} fill={seat.base} opacity={0.28} />
      <Circle
        x={ghost.x}
        y={ghost.y}
        radius={ghost.r}
        listening={false}
        stroke={rim}
        strokeWidth={0.07}
        dash={[0.15, 0.1]}
      />
      <Line
        points={[ghost.x, ghost.y, tip.x, tip.y]}
        listening={false}
        stroke={seat.rim}
        strokeWidth={0.06}
        dash={[0.1, 0.08]}
      />
      <Text
        x={ghost.x - ghost.r}
        y={ghost.y - ghost.r * 0.2}
        width={ghost.r * 2}
        align="center"
        listening={false}
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
        listening={false}
        text={ghost.kind === 'model' ? ghost.label : ghost.kind}
        fontSize={labelSize}
        fill="#1b1b1b"
      />
    </Group>
  );
}
