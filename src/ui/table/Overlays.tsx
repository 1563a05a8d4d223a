import { Circle, Line, Text, Wedge } from '../konva.ts';
import { ZOC_RADIUS, inZoc, type Seat } from '../../rules/index.ts';
import { SEAT_COLOURS, TABLE_COLOURS } from '../theme.ts';

/** How far a Line of Fire arc is drawn (LoF itself has no range limit). */
export const ARC_DRAW_RADIUS = 12;

/** The 8" Zone of Control, measured from the base edge (RULES.md §2). */
export function ZocRing({ x, y, r, owner }: { x: number; y: number; r: number; owner: Seat }) {
  return (
    <Circle
      x={x}
      y={y}
      radius={r + ZOC_RADIUS}
      stroke={SEAT_COLOURS[owner].rim}
      strokeWidth={0.06}
      dash={[0.4, 0.25]}
      fill={owner === 'A' ? 'rgba(40,110,230,0.05)' : 'rgba(230,90,40,0.05)'}
      listening={false}
    />
  );
}

/** The Line of Fire arc: 180° front for models and Holoechoes, 360° for CAMO and IMP (RULES.md §4.1). */
export function FireArc({
  x,
  y,
  facing,
  arc,
  owner,
}: {
  x: number;
  y: number;
  facing: number;
  arc: 180 | 360;
  owner: Seat;
}) {
  const colour = owner === 'A' ? 'rgba(40,110,230,0.10)' : 'rgba(230,90,40,0.10)';
  if (arc === 360) {
    return <Circle x={x} y={y} radius={ARC_DRAW_RADIUS} fill={colour} listening={false} />;
  }
  return (
    <Wedge
      x={x}
      y={y}
      radius={ARC_DRAW_RADIUS}
      angle={180}
      rotation={facing - 90}
      fill={colour}
      listening={false}
    />
  );
}

/** Links between the pieces of one trooper: green inside 8", red outside (RULES.md §3). */
export function CoherencyLinks({
  members,
}: {
  members: readonly { id: string; x: number; y: number; r: number }[];
}) {
  const lines = [];
  for (let i = 0; i < members.length; i++) {
    for (let j = i + 1; j < members.length; j++) {
      const a = members[i];
      const b = members[j];
      if (!a || !b) continue;
      const ok = inZoc(a, b);
      lines.push(
        <Line
          key={`${a.id}-${b.id}`}
          points={[a.x, a.y, b.x, b.y]}
          stroke={ok ? TABLE_COLOURS.ok : TABLE_COLOURS.bad}
          strokeWidth={0.07}
          dash={ok ? undefined : [0.3, 0.2]}
          opacity={0.8}
          listening={false}
        />,
      );
    }
  }
  return <>{lines}</>;
}

/** A distance written above a point of the table (drag path, measuring tape), bold with a halo. */
export function DistanceLabel({
  at,
  text,
  colour,
  halo,
}: {
  at: { x: number; y: number };
  text: string;
  colour: string;
  halo: string;
}) {
  return (
    <Text
      text={text}
      x={at.x - 3}
      y={at.y - 1.1}
      width={6}
      align="center"
      fontSize={0.75}
      fontStyle="bold"
      fill={colour}
      stroke={halo}
      strokeWidth={0.035}
      fillAfterStrokeEnabled
      listening={false}
    />
  );
}

/** How the Engaged mark is drawn, in inches (about 12 px to the inch when the whole table fits 1280 × 800). */
const ENGAGED_RING_GAP = 0.2;
const ENGAGED_RING_WIDTH = 0.24;
const ENGAGED_BADGE_R = 0.8;
const ENGAGED_BADGE_OUT = 0.45;

/**
 * Engaged State (RULES.md §13): a red ring round both bases, touching where they touch, and beside the
 * touching point a crossed-blades badge linked to it by a line. The pieces are drawn over this layer,
 * so all of it stands outside the bases. Its text twin is "Engaged with …" in the piece list and the
 * piece panel.
 */
export function EngagedMark({
  a,
  b,
}: {
  a: { x: number; y: number; r: number };
  b: { x: number; y: number; r: number };
}) {
  const d = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const ux = (b.x - a.x) / d;
  const uy = (b.y - a.y) / d;
  // The touching point, on A's rim towards B; the badge off to one side of the link, clear of both bases.
  const cx = a.x + ux * a.r;
  const cy = a.y + uy * a.r;
  const out = Math.max(a.r, b.r) + ENGAGED_BADGE_OUT + ENGAGED_BADGE_R;
  const bx = cx + uy * out;
  const by = cy - ux * out;
  const k = ENGAGED_BADGE_R * 0.62;
  const ring = (p: { x: number; y: number; r: number }) => (
    <Circle
      x={p.x}
      y={p.y}
      radius={p.r + ENGAGED_RING_GAP}
      stroke={TABLE_COLOURS.bad}
      strokeWidth={ENGAGED_RING_WIDTH}
      listening={false}
    />
  );
  return (
    <>
      {ring(a)}
      {ring(b)}
      <Line
        name="engaged-link"
        points={[cx, cy, bx, by]}
        stroke={TABLE_COLOURS.bad}
        strokeWidth={0.14}
        listening={false}
      />
      <Circle
        x={bx}
        y={by}
        radius={ENGAGED_BADGE_R}
        fill="#fff"
        stroke={TABLE_COLOURS.bad}
        strokeWidth={0.14}
        listening={false}
      />
      {/* Two crossed blades, each with a short guard a quarter of the way up from its hilt. */}
      {[1, -1].map((side) => {
        const hilt = { x: bx - side * k, y: by + k };
        const tip = { x: bx + side * k, y: by - k };
        const guard = { x: hilt.x + (tip.x - hilt.x) * 0.28, y: hilt.y + (tip.y - hilt.y) * 0.28 };
        // Across the blade: (k, side·k) normalised, times the guard's half-width.
        const g = (k * 0.35) / Math.SQRT2;
        return [
          <Line
            key={`blade${String(side)}`}
            points={[hilt.x, hilt.y, tip.x, tip.y]}
            stroke={TABLE_COLOURS.bad}
            strokeWidth={0.16}
            lineCap="round"
            listening={false}
          />,
          <Line
            key={`guard${String(side)}`}
            points={[guard.x - g, guard.y - side * g, guard.x + g, guard.y + side * g]}
            stroke={TABLE_COLOURS.bad}
            strokeWidth={0.1}
            lineCap="round"
            listening={false}
          />,
        ];
      })}
    </>
  );
}
