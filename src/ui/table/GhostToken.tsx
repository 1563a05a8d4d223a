import { Circle, Group, Line, Text } from '../konva.ts';
import { vec } from '../../geometry/vec.ts';
import type { ViewGhost } from '../../engine/index.ts';
import { SEAT_COLOURS, TABLE_COLOURS } from '../theme.ts';
import { MIN_TOKEN_RADIUS_PX, captionLines, type PlacedLabel } from './legibility.ts';

/** The radius of a written position's beacon ring on the screen, at least: larger than any piece's. */
export const GHOST_BEACON_PX = MIN_TOKEN_RADIUS_PX + 9;

/**
 * A written Hidden Deployment position (RULES.md §10.2), drawn only from the owner's view: a dashed,
 * see-through base with its facing, marked HIDDEN, the real one of a Holoecho group outlined.
 * The owner may drag it to rewrite the position while its deployment step lasts.
 */
/** The beacon ring's radius in inches at a camera scale: never under GHOST_BEACON_PX on the screen. */
export function ghostBeacon(r: number, scale: number): number {
  return Math.max(r + 0.25, GHOST_BEACON_PX / scale);
}

/** What a written position is called beside it: its trooper as the owner wrote it, or its marker. */
export function ghostCaption(ghost: Pick<ViewGhost, 'kind' | 'label'>): string {
  return ghost.kind === 'model' ? ghost.label : ghost.kind;
}

export function GhostToken({
  ghost: written,
  labelSize,
  scale,
  label,
  at,
  verdictOk,
}: {
  ghost: ViewGhost;
  labelSize: number;
  /** The camera's pixels per inch: the beacon ring keeps a findable size on the screen. */
  scale: number;
  /**
   * Where its name goes, placed by the label layout clear of the others; null leaves it out (no free
   * place: the piece list names it); undefined writes it under the ring (while it is dragged).
   */
  label?: PlacedLabel | null;
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
  // As findable as any piece to its owner (issue 31): a beacon ring no smaller than GHOST_BEACON_PX
  // on the screen around the true-size base, and the whole ring is the hit area.
  const beacon = ghostBeacon(ghost.r, scale);
  return (
    <Group name="ghost" id={ghost.id}>
      <Circle x={ghost.x} y={ghost.y} radius={beacon} fill="rgba(255, 212, 0, 0.12)" />
      <Circle
        x={ghost.x}
        y={ghost.y}
        radius={beacon}
        listening={false}
        stroke={seat.rim}
        strokeWidth={3 / scale}
        dash={[6 / scale, 4 / scale]}
        name="ghost-beacon"
      />
      {/* The see-through base, to scale. */}
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
      {label !== null && (
        <Text
          name="ghost-caption"
          x={label ? label.x : ghost.x - 4}
          y={label ? label.y : ghost.y + beacon + 0.08}
          width={label ? label.width : 8}
          wrap={label ? 'none' : 'word'}
          align="center"
          listening={false}
          text={label ? captionLines(ghostCaption(ghost)).join('\n') : ghostCaption(ghost)}
          fontSize={labelSize}
          fill="#1b1b1b"
          stroke="#f4f1e6"
          strokeWidth={labelSize * 0.06}
          fillAfterStrokeEnabled
        />
      )}
    </Group>
  );
}
