import { Component, useContext, useMemo, type ReactNode } from 'react';
import { PieceTags } from './tags.ts';
import { Circle, Group, Layer, Line } from '../konva.ts';
import { vec } from '../../geometry/vec.ts';
import { facingChangeOf, useSession, useView } from '../../store/index.ts';
import { elevationAt } from '../../rules/index.ts';
import type { ViewPiece } from '../../engine/index.ts';
import { TABLE_COLOURS } from '../theme.ts';
import { usePointerKind, type PointerKind } from '../pointer.ts';
import { PieceToken, pieceCaption } from './PieceToken.tsx';
import { GhostToken, ghostBeacon, ghostCaption } from './GhostToken.tsx';
import { CoherencyLinks } from './Overlays.tsx';
import { useDrawablePieces } from './drawable.ts';
import { SceneryEdit } from './SceneryEdit.tsx';
import {
  captionSize,
  placeLabels,
  sceneryLabelsFor,
  tokenLineBoxes,
  drawnBases,
  scenerySize,
  steppedScale,
  tokenScale,
  boostFor,
} from './legibility.ts';
import { groupedTroopers, sameNameNumbers } from './caption.ts';

/** STYLE.md habit 13: a piece that throws while drawing is dropped, the rest of the table still draws. */
class PieceBoundary extends Component<
  { id: string; onError: (id: string, message: string) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(this.props.id, error instanceof Error ? error.message : String(error));
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The least a finger needs to hit, in screen pixels (WCAG 2.5.5): the handle's target is this wide. */
const HANDLE_TARGET_PX = 44;

/** Where the handle stands and how large it is drawn and hit, in inches, at `scale` px per inch. */
function handleShape(r: number, scale: number, pointer: PointerKind) {
  if (pointer === 'fine') return { reach: r + 0.75, radius: 0.3, hit: 0.3 };
  // A finger: a 44 px target at any zoom, clear of the base so that the finger on it leaves the
  // model and its arc in sight, and a press on the base still takes the model.
  const radius = Math.max(0.3, 8 / scale);
  const target = HANDLE_TARGET_PX / 2 / scale;
  return { reach: r + Math.max(0.75, (HANDLE_TARGET_PX * 0.75) / scale), radius, hit: 2 * (target - radius) };
}

/** The handle that turns the selected model: drag it round the base. */
function RotateHandle({ piece, facing, scale }: { piece: ViewPiece; facing: number; scale: number }) {
  const shape = handleShape(piece.r, scale, usePointerKind());
  const tip = vec.add(piece, vec.scale(vec.fromDegrees(facing), shape.reach));
  return (
    <Group>
      <Line
        points={[piece.x, piece.y, tip.x, tip.y]}
        stroke={TABLE_COLOURS.selection}
        strokeWidth={0.06}
        listening={false}
      />
      <Circle
        name="rotate-handle"
        id={piece.id}
        x={tip.x}
        y={tip.y}
        radius={shape.radius}
        fill={TABLE_COLOURS.selection}
        stroke="#333"
        strokeWidth={0.05}
        hitStrokeWidth={Math.max(0.3, shape.hit)}
      />
    </Group>
  );
}

/** The interactive layer: every piece of the view, the dragged one dimmed at its origin. */
export function PiecesLayer() {
  const view = useView();
  const selectedId = useSession((s) => s.selectedId);
  const dragId = useSession((s) => s.drag?.pieceId);
  const rotate = useSession((s) => s.rotate);
  const replaceFacing = useSession((s) => s.replaceDraft.facing);
  const cameraScale = useSession((s) => s.camera.scale);
  const ghostDrag = useSession((s) => s.ghostDrag);
  const scale = useSession((s) => steppedScale(s.camera.scale));
  const enlarge = useSession((s) => s.enlarge);
  const hoverId = useSession((s) => s.hoverPieceId);
  const boost = useSession((s) => boostFor(s.presenter));
  const labelSize = captionSize(scale, boost);
  const { pieces, reportError } = useDrawablePieces(view.pieces);
  const tags = useContext(PieceTags);
  const selected = pieces.find((p) => p.id === selectedId);
  // The model with a facing handle: a revealed model waiting for its owner's facing (RULES.md §12),
  // else the selected model when the rules let it turn now (store/facing.ts).
  const revealed = pieces.find((p) => p.id === view.replacement?.pieceId);
  const turned = [revealed, selected].find((p) => p !== undefined && facingChangeOf(view, p.id) !== null);
  // The facing shown: live while its handle turns it, and a revealed model's chosen one (RULES.md §12).
  const shownFacing = (p: ViewPiece): number | undefined =>
    rotate?.pieceId === p.id
      ? rotate.facing
      : view.replacement?.pieceId === p.id && view.replacement.owner === view.viewer
        ? (view.replacement.keepFacing ?? replaceFacing ?? undefined)
        : undefined;
  // The level each base stands on (a roof under its centre), drawn as a badge by the base.
  const levels = useMemo(
    () => new Map(pieces.map((p) => [p.id, elevationAt(view.scenery, p)])),
    [pieces, view.scenery],
  );
  const grouped = useMemo(() => groupedTroopers(view.pieces), [view.pieces]);
  const numbers = sameNameNumbers(view.pieces);
  // The tokens written over the bases: names keep clear of them.
  const marks = useMemo(
    () =>
      tokenLineBoxes(
        view.pieces.map((p) => ({ ...p, r: p.r * tokenScale(p.r, scale, enlarge, boost) })),
        labelSize,
      ),
    [view.pieces, scale, enlarge, boost, labelSize],
  );
  // Every caption is placed once for the whole table, clear of the others and of every piece.
  const labels = useMemo(
    () =>
      placeLabels(
        pieces
          .map((p) => ({
            id: p.id,
            x: p.x,
            y: p.y,
            r: p.r * tokenScale(p.r, scale, enlarge, boost),
            text: pieceCaption(
              p,
              p.trooperId !== undefined && grouped.has(p.trooperId),
              tags[p.id],
              numbers.get(p.id),
            ),
            // A drill's tags (R1, H2) are what its question names: they are placed first.
            // The piece pointed at or tapped is placed next, so a name left out shows on hover or tap.
            priority: tags[p.id] ? 3 : p.id === selectedId || p.id === hoverId ? 2 : p.id === dragId ? 1 : 0,
          }))
          .concat(
            // The owner's written Hidden Deployment positions, by their beacon ring (GhostToken).
            view.ghosts.map((g) => ({
              id: g.id,
              x: g.x,
              y: g.y,
              r: ghostBeacon(g.r, scale),
              text: ghostCaption(g),
              priority: 1,
            })),
          ),
        labelSize,
        [
          ...sceneryLabelsFor(
            view.scenery,
            view.table,
            drawnBases(view.pieces, scale, enlarge, boost),
            scenerySize(scale, boost),
            marks,
          ).values(),
          ...marks,
        ],
        { x0: 0, y0: 0, x1: view.table.width, y1: view.table.depth },
      ),
    [
      pieces,
      view.pieces,
      view.ghosts,
      marks,
      scale,
      enlarge,
      boost,
      labelSize,
      grouped,
      numbers,
      tags,
      selectedId,
      hoverId,
      dragId,
      view.scenery,
      view.table,
    ],
  );
  return (
    <Layer>
      {[...new Set(view.ghosts.map((g) => g.trooperId))].map((tid) => {
        const members = view.ghosts
          .filter((g) => g.trooperId === tid)
          .map((g) => (ghostDrag?.ghostId === g.id ? { ...g, ...ghostDrag.at } : g));
        return members.length > 1 ? <CoherencyLinks key={`coh-${tid}`} members={members} /> : null;
      })}
      {view.ghosts.map((g) => (
        <GhostToken
          key={g.id}
          ghost={g}
          labelSize={labelSize}
          scale={scale}
          label={ghostDrag?.ghostId === g.id ? undefined : (labels.get(g.id) ?? null)}
          {...(ghostDrag?.ghostId === g.id
            ? { at: ghostDrag.at, verdictOk: ghostDrag.violations.length === 0 }
            : {})}
        />
      ))}
      {pieces.map((p) => (
        <PieceBoundary key={p.id} id={p.id} onError={reportError}>
          <PieceToken
            piece={p}
            selected={p.id === selectedId}
            opacity={p.id === dragId ? 0.35 : 1}
            facing={shownFacing(p)}
            labelSize={labelSize}
            tag={tags[p.id]}
            grouped={p.trooperId !== undefined && grouped.has(p.trooperId)}
            enlarge={tokenScale(p.r, scale, enlarge, boost)}
            label={labels.get(p.id) ?? null}
            level={levels.get(p.id) ?? 0}
            number={numbers.get(p.id)}
          />
        </PieceBoundary>
      ))}
      {turned && !dragId && (
        <RotateHandle
          piece={{ ...turned, r: turned.r * tokenScale(turned.r, scale, enlarge, boost) }}
          facing={shownFacing(turned) ?? turned.facing}
          scale={cameraScale}
        />
      )}
      <SceneryEdit />
    </Layer>
  );
}
