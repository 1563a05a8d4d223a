import { useMemo } from 'react';
import { Group, Line, Rect, Text } from '../konva.ts';
import { useGame, useSession, useView } from '../../store/index.ts';
import type { View } from '../../engine/index.ts';
import { vec } from '../../geometry/vec.ts';
import { captionSize, steppedScale, boostFor } from './legibility.ts';
import {
  declaredLines,
  lastOrderEnd,
  lineText,
  resultMarks,
  type DeclaredLine,
  type LineKind,
} from './declaredLines.ts';
import { shownName } from './caption.ts';

/** Each kind of line in its own colour, and ARO lines dashed, so neither is told by colour alone. */
const LINE_COLOURS: Record<LineKind, string> = {
  attack: '#c62828',
  discover: '#1565c0',
  program: '#6a1b9a',
};

interface Captured {
  game: string;
  /** The last Order's conclusion before these lines were declared: a later one means they were rolled. */
  before: number | null;
  lines: DeclaredLine[];
}

/**
 * The lines each viewer saw while the Order stood, kept per viewer after it ends so its results can
 * be drawn on them: a seat's lines come from its own view alone, and are shown only to that viewer.
 */
const captured = new Map<string, Captured>();

export interface TableResults {
  /** The lines drawn: the Order's under way, or the last Order's once it is rolled. */
  lines: DeclaredLine[];
  /** Whether the lines are the last Order's, rolled (their targets then carry their marks). */
  rolled: boolean;
  /** What the last Order did to each piece, by id, with where to write it. */
  marks: { id: string; x: number; y: number; r: number; text: string }[];
}

/** The lines and result marks one viewer's table shows (its view alone). */
export function tableResults(view: View, game: string): TableResults {
  const key = `${game}:${view.viewer}`;
  const end = lastOrderEnd(view.log);
  if (view.phase.order) {
    const lines = declaredLines(view);
    captured.set(key, { game, before: end, lines });
    return { lines, rolled: false, marks: [] };
  }
  const last = captured.get(key);
  const lines = last && last.game === game && end !== last.before ? last.lines : [];
  const at = new Map<string, { x: number; y: number; r: number }>();
  for (const l of lines) {
    at.set(l.from.id, l.from);
    at.set(l.to.id, l.to);
  }
  for (const p of view.pieces) at.set(p.id, p);
  const marks = [...resultMarks(view.log)].flatMap(([id, text]) => {
    const p = at.get(id);
    return p ? [{ id, x: p.x, y: p.y, r: p.r, text }] : [];
  });
  return { lines, rolled: lines.length > 0, marks };
}

/** The viewer's table results, kept for the current view. */
export function useTableResults(): TableResults {
  const view = useView();
  const game = useGame((g) => g.gameId);
  return useMemo(() => tableResults(view, game), [view, game]);
}

/** A word on a light tag: a line's skill, or a piece's result. */
function Tag({
  x,
  y,
  text,
  size,
  colour,
  name,
}: {
  x: number;
  y: number;
  text: string;
  size: number;
  colour: string;
  name: string;
}) {
  const width = size * (0.56 * text.length + 0.8);
  const height = size * 1.45;
  return (
    <Group x={x - width / 2} y={y - height / 2} listening={false} name={name}>
      <Rect
        width={width}
        height={height}
        cornerRadius={size * 0.35}
        fill="#fffdf5"
        stroke={colour}
        strokeWidth={size * 0.1}
      />
      <Text
        text={text}
        y={size * 0.24}
        width={width}
        align="center"
        fontSize={size}
        fontStyle="bold"
        fill={colour}
      />
    </Group>
  );
}

/**
 * Declared AROs, attacks and Discovers drawn between the pieces while the Order stands, and the last
 * Order's once rolled, each target marked with what it did. Never listens.
 */
export function DeclaredLinesDrawing() {
  const { lines, marks } = useTableResults();
  const scale = useSession((s) => steppedScale(s.camera.scale));
  const boost = useSession((s) => boostFor(s.presenter));
  const size = captionSize(scale, boost) * 0.9;
  if (lines.length === 0 && marks.length === 0) return null;
  return (
    <Group listening={false} name="declared-lines">
      {lines.map((l) => {
        const colour = LINE_COLOURS[l.kind];
        const dir = vec.normalize(vec.sub(l.to, l.from));
        const side = { x: -dir.y, y: dir.x };
        // Two pieces shooting at each other: each line keeps to its own side, its tag nearer its shooter.
        const crossed = lines.some((o) => o.from.id === l.to.id && o.to.id === l.from.id);
        const shift = vec.scale(side, crossed ? size * 0.45 : 0);
        const a = vec.add(vec.add(l.from, vec.scale(dir, l.from.r)), shift);
        const b = vec.add(vec.sub(l.to, vec.scale(dir, l.to.r + size * 0.3)), shift);
        const head = size * 0.9;
        const back = vec.sub(b, vec.scale(dir, head));
        const mid = vec.add(vec.lerp(a, b, crossed ? 0.3 : 0.5), vec.scale(shift, crossed ? 1.6 : 0));
        return (
          <Group key={l.key} name="declared-line">
            <Line
              points={[a.x, a.y, b.x, b.y]}
              stroke={colour}
              strokeWidth={size * 0.18}
              dash={l.aro ? [size * 0.8, size * 0.45] : undefined}
              opacity={0.9}
            />
            <Line
              points={[
                b.x,
                b.y,
                back.x + side.x * head * 0.5,
                back.y + side.y * head * 0.5,
                back.x - side.x * head * 0.5,
                back.y - side.y * head * 0.5,
              ]}
              closed
              fill={colour}
            />
            <Tag
              x={mid.x}
              y={mid.y}
              text={`${l.skill}${l.aro ? ' (ARO)' : ''}`}
              size={size}
              colour={colour}
              name="declared-skill"
            />
          </Group>
        );
      })}
      {marks.map((m) => (
        <Tag
          key={`mark-${m.id}`}
          x={m.x}
          y={m.y - m.r - size * 1.6}
          text={m.text}
          size={size}
          colour="#1b1b1b"
          name="result-mark"
        />
      ))}
    </Group>
  );
}

/** The text twin of the lines and marks drawn (for screen readers and tests). */
export function DeclaredLinesText() {
  const view = useView();
  const { lines, marks } = useTableResults();
  const named = new Map(
    lines.flatMap((l) => [[l.from.id, l.from.label] as const, [l.to.id, l.to.label] as const]),
  );
  const name = (id: string) => {
    const p = view.pieces.find((q) => q.id === id);
    return p ? shownName(view.pieces, p) : (named.get(id) ?? 'a piece no longer on the table');
  };
  const byId = new Map(marks.map((m) => [m.id, m.text]));
  if (lines.length === 0 && marks.length === 0) return null;
  return (
    <ul
      className="sr-only"
      data-testid="declared-lines"
      aria-label="Declared skills and results on the table"
    >
      {lines.map((l) => (
        <li key={l.key}>{lineText(l, byId.get(l.to.id))}</li>
      ))}
      {marks
        .filter((m) => !lines.some((l) => l.to.id === m.id))
        .map((m) => (
          <li key={`mark-${m.id}`}>
            {name(m.id)}: {m.text}
          </li>
        ))}
    </ul>
  );
}
