import { Circle, Group, Layer, Line } from '../konva.ts';
import { previewArrival, previewDeploy, previewMine, useSession, useView } from '../../store/index.ts';
import { MineSpotMark } from './MineMarks.tsx';
import { elevationAt, formatDistance } from '../../rules/index.ts';
import { TABLE_COLOURS } from '../theme.ts';
import { PieceToken } from './PieceToken.tsx';
import { DistanceLabel, FireArc, ZocRing } from './Overlays.tsx';
import { boostFor, captionSize, steppedScale, tokenScale } from './legibility.ts';
import { TapeLine } from './TapeLine.tsx';
import { groupedTroopers, sameNameNumbers } from './caption.ts';

/** Only what moves: the dragged piece at the pointer, its path from the origin and the distance. */
export function DragLayer() {
  const drag = useSession((s) => s.drag);
  const zocShown = useSession((s) => (drag ? s.showAllZoc || s.zocFor.includes(drag.pieceId) : false));
  const view = useView();
  const scale = useSession((s) => steppedScale(s.camera.scale));
  const enlarge = useSession((s) => s.enlarge);
  const boost = useSession((s) => boostFor(s.presenter));
  const labelSize = captionSize(scale, boost);
  const piece = drag ? view.pieces.find((p) => p.id === drag.pieceId) : undefined;
  const hover = useSession((s) => (s.tool === 'place' ? s.hover : null));
  const draft = useSession((s) => s.deployDraft);
  const picking = useSession((s) => s.pickingMine);
  const mineSpot = useSession((s) => s.mineSpot);
  const mineFor = useSession((s) => s.mineFor);
  const arrival = useSession((s) => s.arrivalDraft);
  // A landing from Airborne Deployment (RULES.md §18.11): its base where the click would put it, live.
  const placing =
    hover && !picking
      ? arrival
        ? previewArrival(view, arrival, hover)
        : previewDeploy(view, draft, hover, mineSpot)
      : null;
  // The Mine spot being chosen, or chosen (RULES.md §18.7): its base and trigger ring, live.
  const mineAt = picking ? hover : mineSpot;
  const mine = mineAt ? previewMine(view, mineAt, mineFor ? { reactorId: mineFor } : {}) : null;
  const orderDraft = useSession((s) => s.orderDraft);
  // Where the activated pieces are to move with the skill not yet declared: a dashed base and path.
  const planned = Object.entries(orderDraft).flatMap(([id, to]) => {
    const p = view.pieces.find((x) => x.id === id);
    return p ? [{ p, to }] : [];
  });
  if (!drag || !piece) {
    return (
      <Layer listening={false}>
        <TapeLine />
        {planned.map(({ p, to }) => (
          <Group key={`plan-${p.id}`} name="planned-move">
            <Line
              points={[p.x, p.y, to.x, to.y]}
              stroke={TABLE_COLOURS.selection}
              strokeWidth={0.08}
              dash={[0.3, 0.15]}
            />
            <Circle
              x={to.x}
              y={to.y}
              radius={p.r}
              stroke={TABLE_COLOURS.selection}
              strokeWidth={0.08}
              dash={[0.2, 0.1]}
            />
            <DistanceLabel
              at={{ x: (p.x + to.x) / 2, y: (p.y + to.y) / 2 }}
              text={formatDistance(Math.hypot(to.x - p.x, to.y - p.y))}
              colour={TABLE_COLOURS.selection}
              halo="#222"
            />
          </Group>
        ))}
        {mine && (
          <MineSpotMark
            x={mine.at.x}
            y={mine.at.y}
            r={mine.r}
            reach={mine.reach}
            ok={mine.violations.length === 0}
            labelSize={labelSize}
          />
        )}
        {placing && (
          <Circle
            name="placing"
            x={placing.at.x}
            y={placing.at.y}
            radius={placing.r}
            stroke={
              placing.violations.length
                ? TABLE_COLOURS.bad
                : placing.roll
                  ? TABLE_COLOURS.warn
                  : TABLE_COLOURS.ok
            }
            strokeWidth={0.1}
            dash={[0.2, 0.1]}
          />
        )}
      </Layer>
    );
  }
  const ok = drag.verdict ? drag.verdict.violations.length === 0 : true;
  const band = drag.verdict?.band;
  const colour = !ok ? TABLE_COLOURS.bad : band === 'second' ? TABLE_COLOURS.warn : TABLE_COLOURS.ok;
  const distance = drag.verdict?.distance ?? 0;
  const mid = { x: (drag.from.x + drag.at.x) / 2, y: (drag.from.y + drag.at.y) / 2 };
  return (
    <Layer listening={false}>
      {zocShown && <ZocRing x={drag.at.x} y={drag.at.y} r={piece.r} owner={piece.owner} />}
      {<FireArc x={drag.at.x} y={drag.at.y} facing={piece.facing} arc={piece.arc} owner={piece.owner} />}
      {drag.reactions.map((r) => {
        const p = view.pieces.find((x) => x.id === r.id);
        return p ? (
          <Circle
            key={`react-${r.id}`}
            x={p.x}
            y={p.y}
            radius={p.r + 0.3}
            stroke={r.lof ? TABLE_COLOURS.selection : TABLE_COLOURS.warn}
            strokeWidth={0.14}
            dash={r.lof ? undefined : [0.25, 0.15]}
          />
        ) : null;
      })}
      <Line
        points={[drag.from.x, drag.from.y, drag.at.x, drag.at.y]}
        stroke={colour}
        strokeWidth={0.1}
        dash={[0.3, 0.15]}
      />
      <PieceToken
        piece={piece}
        at={drag.at}
        listening={false}
        verdictOk={ok}
        labelSize={labelSize}
        enlarge={tokenScale(piece.r, scale, enlarge, boost)}
        grouped={piece.trooperId !== undefined && groupedTroopers(view.pieces).has(piece.trooperId)}
        level={elevationAt(view.scenery, drag.at)}
        number={sameNameNumbers(view.pieces).get(piece.id)}
      />
      <DistanceLabel at={mid} text={formatDistance(distance)} colour={colour} halo="#ffffff" />
    </Layer>
  );
}
