import { Circle, Group, Line, RegularPolygon, Text, Wedge } from '../konva.ts';
import type { MarkerKind, MimetismLabel, Seat } from '../../rules/index.ts';
import { MARKER_FACES, SEAT_COLOURS } from '../theme.ts';
import { MARKER_CHEVRON, chevronPoints } from './chevron.ts';
import { MineSymbol } from './MineMarks.tsx';

interface Props {
  kind: MarkerKind;
  owner: Seat;
  r: number;
  facing: number;
  arc: 180 | 360;
  mimetism?: MimetismLabel | undefined;
}

/** The symbol of each marker family, drawn for this project in inches around (0,0). */
function Symbol({ kind, r, ink }: { kind: MarkerKind; r: number; ink: string }) {
  switch (kind) {
    case 'CAMO':
      return (
        <Group listening={false} opacity={0.75}>
          <Circle x={-r * 0.35} y={-r * 0.3} radius={r * 0.28} fill={ink} />
          <Circle x={r * 0.3} y={-r * 0.15} radius={r * 0.22} fill={ink} />
          <Circle x={-r * 0.05} y={r * 0.35} radius={r * 0.25} fill={ink} />
          <Circle x={r * 0.42} y={r * 0.4} radius={r * 0.12} fill={ink} />
        </Group>
      );
    case 'IMP-1':
    case 'IMP-2':
      return (
        <Group listening={false} opacity={0.85}>
          <Line
            points={[
              -r * 0.7,
              -r * 0.25,
              0,
              -r * 0.45,
              r * 0.7,
              -r * 0.25,
              r * 0.55,
              r * 0.2,
              0,
              r * 0.05,
              -r * 0.55,
              r * 0.2,
            ]}
            closed
            fill={ink}
          />
          <Circle x={-r * 0.3} y={-r * 0.15} radius={r * 0.11} fill="#1a1024" />
          <Circle x={r * 0.3} y={-r * 0.15} radius={r * 0.11} fill="#1a1024" />
        </Group>
      );
    case 'HOLOECHO-1':
    case 'HOLOECHO-2':
      return (
        <Group listening={false}>
          {[0.3, 0.5, 0.7].map((k) => (
            <Circle key={k} radius={r * k} stroke={ink} strokeWidth={r * 0.07} opacity={1.1 - k} />
          ))}
        </Group>
      );
    case 'MINE':
      return <MineSymbol r={r} ink={ink} />;
    case 'DECOY-1':
    case 'DECOY-2':
      return (
        <RegularPolygon
          listening={false}
          sides={4}
          radius={r * 0.55}
          fill={ink}
          opacity={0.6}
          stroke={ink}
          strokeWidth={r * 0.05}
        />
      );
  }
}

/** A marker token: the face of its state, its owner's rim, the kind written on it and its facing. */
export function MarkerToken({ kind, owner, r, facing, arc, mimetism }: Props) {
  const face = MARKER_FACES[kind];
  const seat = SEAT_COLOURS[owner];
  return (
    <Group listening={false}>
      <Circle
        radius={r}
        fill={face.face}
        stroke={seat.rim}
        strokeWidth={Math.max(0.07, r * 0.14)}
        dash={seat.dash}
      />
      <Circle radius={r * 0.9} stroke={seat.base} strokeWidth={r * 0.05} />
      {arc === 180 && (
        <Wedge radius={r * 0.86} angle={180} rotation={facing - 90} fill="#ffffff" opacity={0.12} />
      )}
      <Symbol kind={kind} r={r} ink={face.ink} />
      <Line
        name="facing-chevron"
        points={chevronPoints(facing, r, MARKER_CHEVRON)}
        closed
        fill={seat.base}
        stroke={seat.rim}
        strokeWidth={r * 0.035}
      />
      <Text
        text={face.text}
        x={-r}
        y={-r * 0.17}
        width={r * 2}
        align="center"
        fontSize={r * 0.34}
        fontStyle="bold"
        fill="#ffffff"
        stroke="#000000"
        strokeWidth={r * 0.015}
      />
      {mimetism !== undefined && (
        <Group x={r * 0.72} y={-r * 0.72}>
          <Circle radius={r * 0.34} fill="#f4f1e6" stroke="#222" strokeWidth={r * 0.04} />
          <Text
            text={`${mimetism < 0 ? '−' : ''}${String(Math.abs(mimetism))}`}
            x={-r * 0.34}
            y={-r * 0.15}
            width={r * 0.68}
            align="center"
            fontSize={r * 0.3}
            fontStyle="bold"
            fill="#222"
          />
        </Group>
      )}
    </Group>
  );
}
