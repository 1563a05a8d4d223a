import { Circle, Group, Line, Text } from '../konva.ts';
import { TABLE_COLOURS } from '../theme.ts';

/** The colour of a Mine's trigger area and mark (RULES.md §18.7): its owner's eyes only. */
export const MINE_INK = '#c0392b';

/**
 * A Mine's trigger area (RULES.md §18.7.2): the Small Teardrop's length around its base, dashed. Drawn
 * from the owner's view, the only one that says a marker is a Mine; Total Cover is not cut out here.
 */
export function TriggerRing({
  x,
  y,
  r,
  reach,
  ok = true,
}: {
  x: number;
  y: number;
  r: number;
  reach: number;
  ok?: boolean;
}) {
  return (
    <Circle
      name="mine-trigger-ring"
      x={x}
      y={y}
      radius={r + reach}
      stroke={ok ? MINE_INK : TABLE_COLOURS.bad}
      strokeWidth={0.07}
      dash={[0.25, 0.2]}
      fill="rgba(192, 57, 43, 0.05)"
      listening={false}
    />
  );
}

/** A mine drawn in inches around (0,0): a dark disc with eight spikes. */
export function MineSymbol({ r, ink }: { r: number; ink: string }) {
  const spikes = Array.from({ length: 8 }, (_, i) => (i * Math.PI) / 4);
  return (
    <Group listening={false} name="mine-mark">
      {spikes.map((a) => (
        <Line
          key={a}
          points={[
            Math.cos(a) * r * 0.3,
            Math.sin(a) * r * 0.3,
            Math.cos(a) * r * 0.62,
            Math.sin(a) * r * 0.62,
          ]}
          stroke={ink}
          strokeWidth={r * 0.1}
          lineCap="round"
        />
      ))}
      <Circle radius={r * 0.36} fill={ink} />
      <Circle x={-r * 0.1} y={-r * 0.1} radius={r * 0.08} fill="#ffffff" opacity={0.7} />
    </Group>
  );
}

/** The owner's mark on its own Mine's CAMO marker: a small mine in the lower corner (only in its view). */
export function MineBadge({ r }: { r: number }) {
  return (
    <Group x={-r * 0.7} y={r * 0.7} listening={false}>
      <Circle radius={r * 0.36} fill="#f4f1e6" stroke={MINE_INK} strokeWidth={r * 0.05} />
      <MineSymbol r={r * 0.5} ink={MINE_INK} />
    </Group>
  );
}

/** A Mine spot chosen but not placed yet: a dashed disc, its trigger ring and the word "Mine". */
export function MineSpotMark({
  x,
  y,
  r,
  reach,
  ok,
  labelSize,
}: {
  x: number;
  y: number;
  r: number;
  reach: number;
  ok: boolean;
  labelSize: number;
}) {
  return (
    <Group name="mine-spot" listening={false}>
      <TriggerRing x={x} y={y} r={r} reach={reach} ok={ok} />
      <Circle
        x={x}
        y={y}
        radius={r}
        stroke={ok ? TABLE_COLOURS.ok : TABLE_COLOURS.bad}
        strokeWidth={0.1}
        dash={[0.2, 0.1]}
      />
      <Text
        x={x - 2}
        y={y + r + 0.1}
        width={4}
        align="center"
        text="Mine"
        fontSize={labelSize}
        fontStyle="bold"
        fill={MINE_INK}
      />
    </Group>
  );
}
