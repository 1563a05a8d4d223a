import { Circle, Group, Text } from '../konva.ts';

/** The colour of a Hacking Area and of the Hackable mark (RULES.md §18.13). */
export const HACKING_INK = '#1e8a5a';

/**
 * A Hacker's Hacking Area (RULES.md §18.13.1): its ZoC around its real piece, dashed green. Only the
 * owner's view carries the reach (`ViewPiece.hackingArea`), so only the owner sees it drawn.
 */
export function HackingAreaRing({ x, y, r, reach }: { x: number; y: number; r: number; reach: number }) {
  return (
    <Circle
      name="hacking-area-ring"
      x={x}
      y={y}
      radius={r + reach}
      stroke={HACKING_INK}
      strokeWidth={0.08}
      dash={[0.15, 0.2]}
      fill="rgba(30, 138, 90, 0.05)"
      listening={false}
    />
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
