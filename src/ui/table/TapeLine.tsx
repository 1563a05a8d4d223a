import { Circle, Group, Line } from '../konva.ts';
import { DistanceLabel } from './Overlays.tsx';
import { useSession, useView } from '../../store/index.ts';
import { TABLE_COLOURS } from '../theme.ts';
import { measureTape, tapeLength } from './tape.ts';

/** The measuring tape on the canvas: edge to edge, with the distance at its middle. */
export function TapeLine() {
  const tape = useSession((s) => s.tape);
  const view = useView();
  if (!tape) return null;
  const m = measureTape(view, tape);
  const mid = { x: (m.from.x + m.to.x) / 2, y: (m.from.y + m.to.y) / 2 };
  const colour = m.inZoc ? TABLE_COLOURS.warn : '#f4f1e6';
  return (
    <Group listening={false}>
      <Line points={[m.from.x, m.from.y, m.to.x, m.to.y]} stroke="#111" strokeWidth={0.16} />
      <Line
        points={[m.from.x, m.from.y, m.to.x, m.to.y]}
        stroke={colour}
        strokeWidth={0.08}
        dash={[0.5, 0.5]}
      />
      <Circle x={m.from.x} y={m.from.y} radius={0.12} fill={colour} stroke="#111" strokeWidth={0.03} />
      <Circle x={m.to.x} y={m.to.y} radius={0.12} fill={colour} stroke="#111" strokeWidth={0.03} />
      <DistanceLabel
        at={mid}
        text={`${tapeLength(m)}${m.discover ? ` · ${m.discover.mod > 0 ? '+' : ''}${String(m.discover.mod)}` : ''}`}
        colour={colour}
        halo="#111"
      />
    </Group>
  );
}
