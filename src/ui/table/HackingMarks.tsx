import { Circle, Group, Line, Text } from '../konva.ts';

/** The colour of a Hacking Area and of the Hackable mark (RULES.md §18.13). */
export const HACKING_INK = '#1e8a5a';

/** One circle of a Hacking Area on the table: a centre and its radius (base plus reach), in inches. */
export interface AreaCircle {
  x: number;
  y: number;
  radius: number;
}

/** How many points each circle's outline is sampled at for the union's edge. */
const OUTLINE_STEPS = 144;

/**
 * The outline of a union of circles as open polylines (flat x, y lists): each circle's arcs that lie
 * inside no other circle. A lone circle gives one closed run. Pure, for the drawing below.
 */
export function unionOutline(circles: readonly AreaCircle[]): number[][] {
  const runs: number[][] = [];
  circles.forEach((c, i) => {
    const outside = (a: number) => {
      const x = c.x + c.radius * Math.cos(a);
      const y = c.y + c.radius * Math.sin(a);
      return circles.every((o, j) => j === i || Math.hypot(x - o.x, y - o.y) >= o.radius - 1e-6);
    };
    const step = (2 * Math.PI) / OUTLINE_STEPS;
    // Start the walk at a point inside another circle, so no run is cut at the seam.
    const start = [...Array(OUTLINE_STEPS).keys()].find((k) => !outside(k * step)) ?? 0;
    let run: number[] = [];
    for (let k = 0; k <= OUTLINE_STEPS; k++) {
      const a = (start + k) * step;
      if (outside(a)) run.push(c.x + c.radius * Math.cos(a), c.y + c.radius * Math.sin(a));
      else if (run.length) {
        runs.push(run);
        run = [];
      }
    }
    if (run.length) runs.push(run);
  });
  return runs;
}

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
