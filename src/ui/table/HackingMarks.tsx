import { Circle, Group, Line, Text } from '../konva.ts';
import { unionOutline, type AreaCircle } from './areaOutline.ts';

/** The colour of a Hacking Area and of the Hackable mark (RULES.md §18.13). */
export const HACKING_INK = '#1e8a5a';

/**
 * A Hacker's Hacking Area (RULES.md §18.13.1, D150): its ZoC around its real piece together with the
 * ZoC of each of its seat's Repeaters, drawn as one shape: a pale green fill (painted solid inside a
 * translucent group, so overlaps do not darken) and a dashed outline along the union's edge. Only the
 * owner's view carries the reaches (`ViewPiece.hackingArea`, `repeaterArea`), so only the owner sees it.
 */
export function HackingAreaShape({ circles }: { circles: readonly AreaCircle[] }) {
  if (!circles.length) return null;
  return (
    <Group name="hacking-area" listening={false}>
      <Group opacity={0.05}>
        {circles.map((c, i) => (
          <Circle key={`fill-${String(i)}`} x={c.x} y={c.y} radius={c.radius} fill={HACKING_INK} />
        ))}
      </Group>
      {unionOutline(circles).map((points, i) => (
        <Line
          key={`edge-${String(i)}`}
          name="hacking-area-ring"
          points={points}
          stroke={HACKING_INK}
          strokeWidth={0.08}
          dash={[0.15, 0.2]}
        />
      ))}
    </Group>
  );
}

/**
 * An enemy piece's Open Hackable characteristic (RULES.md §18.13.3): a small badge at its upper right,
 * "H" when Hackable and "–" when not, drawn alike on every piece that shows it.
 */
export function HackableBadge({ r, value }: { r: number; value: boolean }) {
  const size = r * 0.32;
  return (
    <Group x={r * 0.75} y={-r * 0.75} listening={false} name={value ? 'hackable-yes' : 'hackable-no'}>
      <Circle radius={size} fill="#f4f1e6" stroke={HACKING_INK} strokeWidth={r * 0.05} />
      <Text
        text={value ? 'H' : '–'}
        x={-size}
        y={-size * 0.62}
        width={size * 2}
        align="center"
        fontSize={size * 1.3}
        fontStyle="bold"
        fill={HACKING_INK}
      />
    </Group>
  );
}

/** The text twin of the badge, for the piece list and the info panel. */
export function hackableText(value: boolean): string {
  return value ? 'Hackable' : 'not Hackable';
}
