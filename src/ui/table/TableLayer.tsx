import { memo } from 'react';
import { Group, Layer, Line, Rect, Text } from '../konva.ts';
import { sceneryLines } from './legibility.ts';
import { MAX_SCENERY_HEIGHT, deploymentZone, type Scenery, type TableSpec } from '../../rules/index.ts';
import { heightTag, sceneryShade } from './sceneryLook.ts';
import { TABLE_COLOURS } from '../theme.ts';

function Grid({ table }: { table: TableSpec }) {
  const lines = [];
  for (let x = 1; x < table.width; x++) {
    const major = x % 6 === 0;
    lines.push(
      <Line
        key={`x${String(x)}`}
        points={[x, 0, x, table.depth]}
        stroke={major ? TABLE_COLOURS.gridMajor : TABLE_COLOURS.grid}
        strokeWidth={major ? 1.2 : 1}
        strokeScaleEnabled={false}
      />,
    );
  }
  for (let y = 1; y < table.depth; y++) {
    const major = y % 6 === 0;
    lines.push(
      <Line
        key={`y${String(y)}`}
        points={[0, y, table.width, y]}
        stroke={major ? TABLE_COLOURS.gridMajor : TABLE_COLOURS.grid}
        strokeWidth={major ? 1.2 : 1}
        strokeScaleEnabled={false}
      />,
    );
  }
  return <Group>{lines}</Group>;
}

function SceneryShape({ s, font }: { s: Scenery; font: number }) {
  const tall = s.height === 'tall';
  const shade = sceneryShade(s);
  const pts = s.polygon.flatMap((p) => [p.x, p.y]);
  const cx = s.polygon.reduce((a, p) => a + p.x, 0) / s.polygon.length;
  const cy = s.polygon.reduce((a, p) => a + p.y, 0) / s.polygon.length;
  // Light type on a dark block, dark type on a light one.
  const dark = tall && (s.heightIn === undefined || s.heightIn >= MAX_SCENERY_HEIGHT / 4);
  return (
    <Group>
      {shade.shadow > 0 && (
        <Line
          points={pts.map((v, i) => v + (i % 2 === 0 ? shade.shadow * 0.8 : shade.shadow * 1.12))}
          closed
          fill="rgba(0,0,0,0.28)"
        />
      )}
      <Line
        points={pts}
        closed
        fill={shade.fill}
        stroke={shade.edge}
        strokeWidth={shade.edgeWidth}
        dash={tall ? undefined : [0.3, 0.15]}
      />
      <Text
        text={sceneryLines(s.name, tall, s.heightIn).join('\n')}
        x={cx - font * 7.5}
        y={cy - font * 1.1}
        width={font * 15}
        align="center"
        fontSize={font}
        stroke={dark ? '#1e1e1e' : '#efe3c2'}
        strokeWidth={font * 0.05}
        fillAfterStrokeEnabled
        fill={dark ? '#e8e8e8' : '#3b2f12'}
      />
      {s.heightIn !== undefined && <HeightTag s={s} font={font} />}
    </Group>
  );
}

/**
 * The height on a corner of the footprint (its top-left one), where a piece standing on the roof does
 * not cover it as it may the name at the middle.
 */
function HeightTag({ s, font }: { s: Scenery; font: number }) {
  const corner = s.polygon.reduce((a, p) => (p.x + p.y < a.x + a.y ? p : a));
  const text = heightTag(s);
  const size = font * 0.85;
  const width = size * (0.6 * text.length + 0.6);
  return (
    <Group x={corner.x} y={corner.y}>
      <Rect width={width} height={size * 1.35} cornerRadius={size * 0.25} fill="#1e1e1e" opacity={0.8} />
      <Text
        text={text}
        y={size * 0.2}
        width={width}
        align="center"
        fontSize={size}
        fontStyle="bold"
        fill="#f4f1e6"
      />
    </Group>
  );
}

/** The static table: surface, deployment zones, grid and scenery; never listens to the pointer. */
export const TableLayer = memo(function TableLayer({
  table,
  scenery,
  showGrid,
  empty,
  sceneryFont = 0.4,
}: {
  table: TableSpec;
  scenery: Scenery[];
  showGrid: boolean;
  /** No piece on the table yet: say how to start. */
  /** What an empty table says (who may place, and how), or null when pieces stand on it. */
  empty: string | null;
  /** Scenery names' size in inches, kept readable on the screen at any zoom. */
  sceneryFont?: number;
}) {
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
      {scenery.map((s) => (
        <SceneryShape key={s.id} s={s} font={sceneryFont} />
      ))}
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
