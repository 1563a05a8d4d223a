import { memo, useMemo } from 'react';
import { Group, Layer, Line, Rect, Shape, Text } from '../konva.ts';
import { sceneryCaption, sceneryLabelsFor, type Box } from './legibility.ts';
import { STOREY, deploymentZone, sceneryTop, type Scenery, type TableSpec } from '../../rules/index.ts';
import { TABLE_COLOURS } from '../theme.ts';
import { gridSteps } from './grid.ts';

/**
 * The inch grid: one shape for the minor lines and one for the major lines drawn over them, each
 * stroked as one path. A line per node was about a hundred nodes to make and draw on the first table.
 */
function Grid({ table }: { table: TableSpec }) {
  return (
    <Group name="grid">
      {[false, true].map((major) => (
        <Shape
          key={major ? 'major' : 'minor'}
          stroke={major ? TABLE_COLOURS.gridMajor : TABLE_COLOURS.grid}
          strokeWidth={major ? 1.2 : 1}
          strokeScaleEnabled={false}
          sceneFunc={(ctx, shape) => {
            ctx.beginPath();
            for (const x of gridSteps(table.width, major)) {
              ctx.moveTo(x, 0);
              ctx.lineTo(x, table.depth);
            }
            for (const y of gridSteps(table.depth, major)) {
              ctx.moveTo(0, y);
              ctx.lineTo(table.width, y);
            }
            ctx.strokeShape(shape);
          }}
        />
      ))}
    </Group>
  );
}

/**
 * How far a tall piece's shadow falls, in inches: a little more for each storey, so a tower on its wing
 * reads as higher; scenery without a height casts the shadow it always had.
 */
function shadowOffset(s: Scenery): { dx: number; dy: number } {
  const k = s.heightIn === undefined ? 1 : 0.6 + (0.4 * s.heightIn) / STOREY;
  return { dx: 0.25 * k, dy: 0.35 * k };
}

function SceneryShape({ s }: { s: Scenery }) {
  const tall = s.height === 'tall';
  const shadow = shadowOffset(s);
  const pts = s.polygon.flatMap((p) => [p.x, p.y]);
  return (
    <Group>
      {tall && (
        <Line
          points={pts.map((v, i) => v + (i % 2 === 0 ? shadow.dx : shadow.dy))}
          closed
          fill="rgba(0,0,0,0.28)"
        />
      )}
      <Line
        points={pts}
        closed
        fill={tall ? TABLE_COLOURS.tall : TABLE_COLOURS.low}
        stroke={tall ? TABLE_COLOURS.tallEdge : TABLE_COLOURS.lowEdge}
        strokeWidth={tall ? 0.12 : 0.08}
        dash={tall ? undefined : [0.3, 0.15]}
      />
    </Group>
  );
}

/** A piece of scenery's label, drawn after every shape so no block or shadow covers it. */
function SceneryLabel({ s, font, box, lines }: { s: Scenery; font: number; box: Box; lines: string[] }) {
  const tall = s.height === 'tall';
  return (
    <Text
      name="scenery-label"
      text={lines.join('\n')}
      x={box.x0}
      y={box.y0}
      width={box.x1 - box.x0}
      wrap="none"
      align="center"
      fontSize={font}
      lineHeight={1.1}
      stroke={tall ? '#1e1e1e' : '#efe3c2'}
      strokeWidth={font * 0.05}
      fillAfterStrokeEnabled
      fill={tall ? '#e8e8e8' : '#3b2f12'}
    />
  );
}

/** Scenery from the lowest top to the highest, so a tower is drawn over the wing it stands on. */
function drawOrder(scenery: readonly Scenery[]): Scenery[] {
  return scenery
    .map((s, i) => ({ s, i, top: sceneryTop(s) }))
    .sort((a, b) => a.top - b.top || a.i - b.i)
    .map((x) => x.s);
}

/** The static table: surface, deployment zones, grid and scenery; never listens to the pointer. */
export const TableLayer = memo(function TableLayer({
  table,
  scenery,
  showGrid,
  empty,
  sceneryFont = 0.4,
  bases,
  marks,
}: {
  table: TableSpec;
  scenery: Scenery[];
  showGrid: boolean;
  /** The bases as drawn: a scenery name under one is left out. */
  bases: readonly { x: number; y: number; r: number }[];
  /** The token lines written over the bases: a scenery name under one is left out. */
  marks: readonly Box[];
  /** No piece on the table yet: say how to start. */
  /** What an empty table says (who may place, and how), or null when pieces stand on it. */
  empty: string | null;
  /** Scenery names' size in inches, kept readable on the screen at any zoom. */
  sceneryFont?: number;
}) {
  // Names that would overprint another, or lie under a base, are left out (the scenery list names
  // every piece).
  const written = useMemo(
    () => sceneryLabelsFor(scenery, table, bases, sceneryFont, marks),
    [scenery, table, bases, sceneryFont, marks],
  );
  const a = deploymentZone(table, 'A');
  const b = deploymentZone(table, 'B');
  return (
    <Layer listening={false}>
      <Rect
        x={0}
        y={0}
        width={table.width}
        height={table.depth}
        fill={TABLE_COLOURS.surface}
        shadowColor="black"
        shadowBlur={12}
        shadowOpacity={0.4}
      />
      {table.zoneDepth > 0 && (
        <>
          <Rect x={a.x} y={a.y} width={a.width} height={a.depth} fill={TABLE_COLOURS.zoneA} />
          <Rect x={b.x} y={b.y} width={b.width} height={b.depth} fill={TABLE_COLOURS.zoneB} />
          <Text text="Player A deployment zone" x={0.5} y={0.3} fontSize={0.6} fill="rgba(11,58,140,0.7)" />
          <Text
            text="Player B deployment zone"
            x={0.5}
            y={table.depth - 0.9}
            fontSize={0.6}
            fill="rgba(122,30,0,0.7)"
          />
        </>
      )}
      {showGrid && <Grid table={table} />}
      {drawOrder(scenery).map((s) => (
        <SceneryShape key={s.id} s={s} />
      ))}
      {drawOrder(scenery).map((s) => {
        const box = written.get(s.id);
        return box ? (
          <SceneryLabel
            key={`label-${s.id}`}
            s={s}
            font={sceneryFont}
            box={box}
            lines={sceneryCaption(s, scenery)}
          />
        ) : null;
      })}
      <Rect
        x={0}
        y={0}
        width={table.width}
        height={table.depth}
        stroke="#2a2a2a"
        strokeWidth={2}
        strokeScaleEnabled={false}
      />
      {empty && (
        <Text
          text={empty}
          x={table.width / 2 - 15}
          y={Math.min(table.zoneDepth + 0.8, table.depth / 2)}
          width={30}
          align="center"
          fontSize={0.7}
          fill="#3b3325"
        />
      )}
    </Layer>
  );
});
