import { useEffect, useMemo, useState } from 'react';
import type { SideBlock, SideFigure, SideView } from '../../rules/index.ts';
import { sideViewFor, useSession, useView } from '../../store/index.ts';
import type { ViewPiece } from '../../engine/index.ts';
import { SEAT_COLOURS, TABLE_COLOURS } from '../theme.ts';
import { RuleLink } from '../help/RulesHelp.tsx';

/** The drawing's size in its own units (it scales to the panel's width). */
const W = 320;
const H = 150;
/** Room under the ground line for the names, and above the highest thing drawn. */
const FOOT = 18;
const HEAD = 16;
/** Heights are drawn at most this many times their true scale, so a long line still shows its levels. */
const MAX_STRETCH = 4;

/** Where a label of this text goes so that all of it stays inside the drawing: its centre, moved in. */
function labelX(text: string, centre: number, size: number): number {
  const half = (text.length * size * 0.56) / 2 + 2;
  return Math.min(W - half, Math.max(half, centre));
}

/** Dark type with a light halo: it reads on the table's sand and on a dark block alike. */
const LABEL = { fill: '#111111', stroke: '#f4f1e6', strokeWidth: 2.5, paintOrder: 'stroke' } as const;

const inches = (n: number) => `${String(Math.round(n * 10) / 10)}"`;

interface Frame {
  x: (along: number) => number;
  y: (z: number) => number;
  top: number;
  stretch: number;
}

function frameOf(v: SideView): Frame {
  const left = -v.viewer.r - 0.6;
  const right = v.length + v.target.r + 0.6;
  const sx = W / (right - left);
  const finite = [
    v.viewer.top,
    v.target.top,
    v.line.fromZ,
    v.line.toZ,
    ...v.blocks.map((b) => b.top).filter((t) => Number.isFinite(t)),
  ];
  const top = Math.max(...finite) + 1;
  const sy = Math.min(sx * MAX_STRETCH, (H - FOOT - HEAD) / top);
  return {
    x: (along) => (along - left) * sx,
    y: (z) => H - FOOT - Math.min(z, top) * sy,
    top,
    stretch: sy / sx,
  };
}

function Block({ b, f }: { b: SideBlock; f: Frame }) {
  const tall = !Number.isFinite(b.top);
  const x0 = f.x(b.from);
  const width = Math.max(1.5, f.x(b.to) - x0);
  const yTop = tall ? HEAD - 4 : f.y(b.top);
  const fill = b.kind === 'piece' ? '#7d8794' : TABLE_COLOURS.tall;
  // Under a figure's feet the name goes inside the block, by the ground; elsewhere over its top.
  const label = tall ? `${b.name}, tall` : `${b.name} ${inches(b.top)}`;
  return (
    <g data-role={b.role}>
      <rect
        x={x0}
        y={yTop}
        width={width}
        height={f.y(b.base) - yTop}
        fill={fill}
        stroke={b.role === 'blocks' ? TABLE_COLOURS.bad : TABLE_COLOURS.tallEdge}
        strokeWidth={b.role === 'blocks' ? 2 : 1}
        opacity={0.92}
      />
      <text
        x={labelX(label, x0 + width / 2, 9)}
        y={b.underfoot ? f.y(b.base) - 4 : yTop - 3}
        textAnchor="middle"
        fontSize={9}
        {...LABEL}
      >
        {label}
      </text>
    </g>
  );
}

function Figure({ p, f, colour, rim }: { p: SideFigure; f: Frame; colour: string; rim: string }) {
  const x0 = f.x(p.at - p.r);
  const name = `${p.name}${p.base > 0 ? ` ▲${inches(p.base)}` : ''}`;
  return (
    <g>
      <rect
        x={x0}
        y={f.y(p.top)}
        width={Math.max(3, f.x(p.at + p.r) - x0)}
        height={f.y(p.base) - f.y(p.top)}
        fill={colour}
        stroke={rim}
        strokeWidth={1.2}
      />
      <text x={labelX(name, f.x(p.at), 10)} y={H - 5} textAnchor="middle" fontSize={10} fill="#1e1e1e">
        {name}
      </text>
    </g>
  );
}

/** The drawing: ground, crossed blocks, the two Silhouettes and the line of fire, coloured by its verdict. */
function Profile({ v, viewer, target }: { v: SideView; viewer: ViewPiece; target: ViewPiece }) {
  const f = frameOf(v);
  const clear = v.lineClear;
  return (
    <svg
      className="side-view"
      viewBox={`0 0 ${String(W)} ${String(H)}`}
      role="img"
      aria-label={`Side view: ${v.says}`}
      data-testid="side-view-drawing"
    >
      <rect x={0} y={0} width={W} height={H} fill={TABLE_COLOURS.surface} rx={4} />
      {v.blocks.map((b, i) => (
        <Block key={`${b.name}-${String(i)}`} b={b} f={f} />
      ))}
      <line x1={0} x2={W} y1={f.y(0)} y2={f.y(0)} stroke="#3b3325" strokeWidth={1.5} />
      <Figure
        p={v.viewer}
        f={f}
        colour={SEAT_COLOURS[viewer.owner].base}
        rim={SEAT_COLOURS[viewer.owner].rim}
      />
      <Figure
        p={v.target}
        f={f}
        colour={SEAT_COLOURS[target.owner].base}
        rim={SEAT_COLOURS[target.owner].rim}
      />
      <line
        x1={f.x(v.line.from)}
        y1={f.y(v.line.fromZ)}
        x2={f.x(v.line.to)}
        y2={f.y(v.line.toZ)}
        stroke={clear ? TABLE_COLOURS.ok : TABLE_COLOURS.bad}
        strokeWidth={2}
        strokeDasharray={clear ? undefined : '5 3'}
      />
      {v.stop && (
        // Where the line runs into what stops it.
        <g stroke={TABLE_COLOURS.bad} strokeWidth={2.5} data-testid="side-view-stop">
          <line
            x1={f.x(v.stop.at) - 5}
            y1={f.y(v.stop.z) - 5}
            x2={f.x(v.stop.at) + 5}
            y2={f.y(v.stop.z) + 5}
          />
          <line
            x1={f.x(v.stop.at) - 5}
            y1={f.y(v.stop.z) + 5}
            x2={f.x(v.stop.at) + 5}
            y2={f.y(v.stop.z) - 5}
          />
        </g>
      )}
      {f.stretch > 1.05 && (
        <text x={W - 4} y={11} textAnchor="end" fontSize={9} fill="#3b3325">
          heights ×{Math.round(f.stretch * 10) / 10}
        </text>
      )}
    </svg>
  );
}

/**
 * The side view of a line of fire (RULES.md §4.2; D180, D181): from the selected piece to the piece last
 * pointed at or chosen here, or between the two pieces the tape measures. The drawing's text twin is
 * the verdict line under it.
 */
export function SideViewPanel() {
  const view = useView();
  const selectedId = useSession((s) => s.selectedId);
  const hoverId = useSession((s) => s.hoverPieceId);
  const tape = useSession((s) => s.tape);
  const looking = useSession((s) => s.viewer);
  const [chosen, setChosen] = useState<{ from: string; to: string; by: string } | null>(null);
  // The piece last pointed at stays drawn while the pointer goes to the panel.
  useEffect(() => {
    if (selectedId && hoverId && hoverId !== selectedId)
      setChosen({ from: selectedId, to: hoverId, by: looking });
  }, [hoverId, selectedId, looking]);
  // A choice is the seat's that made it: the next seat at the screen starts afresh.
  const pair =
    tape?.fromId && tape.toId
      ? { from: tape.fromId, to: tape.toId }
      : selectedId && chosen?.from === selectedId && chosen.by === looking
        ? chosen
        : null;
  const fromId = pair?.from;
  const toId = pair?.to;
  const v = useMemo(() => (fromId && toId ? sideViewFor(view, fromId, toId) : null), [view, fromId, toId]);
  const viewer = view.pieces.find((p) => p.id === (fromId ?? selectedId));
  const target = view.pieces.find((p) => p.id === toId);
  if (!viewer) return null;
  const others = view.pieces.filter((p) => p.id !== viewer.id);
  if (others.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="side-view-title" data-testid="side-view">
      <h2 id="side-view-title">Side view</h2>
      <label className="field">
        From {viewer.label} to
        <select
          aria-label="Side view towards"
          value={target?.id ?? ''}
          onChange={(e) => {
            setChosen(e.target.value ? { from: viewer.id, to: e.target.value, by: looking } : null);
          }}
        >
          <option value="">(point at a piece)</option>
          {others.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      {v && target ? (
        <>
          <Profile v={v} viewer={viewer} target={target} />
          <p className="hint">
            <span data-testid="side-view-says" data-verdict={v.verdict}>
              {v.lineOfFire ? 'Line of Fire. ' : 'No Line of Fire. '}
              {v.says}
            </span>{' '}
            <RuleLink rules={['levels']} />
          </p>
        </>
      ) : (
        <p className="hint">Point at another piece, or choose one, to see the line of fire from the side.</p>
      )}
    </section>
  );
}
