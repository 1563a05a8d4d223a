import { emptyTableText } from './emptyTable.ts';
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type Konva from 'konva';
import { Stage, TableTurned } from '../konva.ts';
import { useSession, useStoreApis, useView } from '../../store/index.ts';
import { fitCamera, followCamera, tableTurned } from '../camera.ts';
import { tableDrawn } from '../firstDraw.ts';
import {
  boostFor,
  captionSize,
  drawnBases,
  scenerySize,
  steppedScale,
  tokenLineBoxes,
} from './legibility.ts';
import { TableLayer } from './TableLayer.tsx';
import { PiecesLayer } from './PiecesLayer.tsx';
import { OverlayLayer } from './OverlayLayer.tsx';
import { DragLayer } from './DragLayer.tsx';
import { DeclaredLinesText } from './DeclaredLines.tsx';
import type { DrawnPath } from './PathArrows.tsx';
import { layersInUse } from './layersInUse.ts';
import { usePointerGestures } from './usePointerGestures.ts';
import { actionPoints, useFollowAction } from './useFollowAction.ts';
import { useDeviceWords } from '../pointer.ts';
import { lazyPart } from '../lazyPart.ts';
// The long-press menu loads when it first opens: the first table is drawn without it.
const PieceMenu = lazyPart(() => import('./PieceMenu.tsx'), 'PieceMenu');

/**
 * The table canvas: one Stage in inches and its layers (ARCHITECTURE.md §7), sized to its box and
 * fitted once; the pointer gestures are in usePointerGestures.
 * `readOnly` shows a situation to study (a drill): pan and zoom only, nothing selected or moved;
 * `paths` draws declared movements as numbered arrows.
 */
export function TableCanvas({
  readOnly = false,
  paths = [],
  label,
}: {
  readOnly?: boolean;
  paths?: readonly DrawnPath[];
  label?: string;
} = {}) {
  const { session } = useStoreApis();
  const view = useView();
  const viewRef = useRef(view);
  viewRef.current = view;
  const camera = useSession((s) => s.camera);
  const words = useDeviceWords();
  const showGrid = useSession((s) => s.showGrid);
  const containerRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  // The stage is made once its box is measured: made at a guessed size, every canvas of every layer
  // would be allocated twice (on a phone's 2.6 device pixels per CSS pixel, that cost showed).
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const fitted = useRef(false);
  // True once the table has been fitted to the canvas: tests wait for it before measuring.
  const [ready, setReady] = useState(false);

  // Drawn: what waits for the first table may start (main.tsx).
  useEffect(() => {
    if (ready) requestAnimationFrame(tableDrawn);
  }, [ready]);

  // `npm run bench` measures frames on the real stage: with ?bench it is handed to the page.
  useEffect(() => {
    if (ready && new URLSearchParams(window.location.search).has('bench')) {
      (window as { __benchStage?: Konva.Stage | null }).__benchStage = stageRef.current;
    }
  }, [ready]);

  // Measured as soon as the box is laid out, before the first paint, so the table is drawn in the
  // same task as the page around it (waiting for the ResizeObserver's first report cost a phone a
  // frame and a paint: about 0.15 s at the bench's throttle); then again whenever the box changes.
  // A box not rendered yet (in a hidden part of the page) is not fitted: its first real size is.
  useLayoutEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const measure = () => {
      if (el.getClientRects().length === 0) return;
      const width = Math.max(200, el.clientWidth);
      const height = Math.max(200, el.clientHeight);
      setSize((was) => (was?.width === width && was.height === height ? was : { width, height }));
      const s = session.getState();
      s.setViewport({ width, height });
      if (!fitted.current) {
        fitted.current = true;
        // Fitted to the table, or already on the Order under way when there is one to follow.
        const fit = fitCamera(viewRef.current.table, width, height);
        const follow =
          !readOnly && s.follow
            ? followCamera(fit, { width, height }, actionPoints(viewRef.current), viewRef.current.table)
            : null;
        s.setCamera(follow ?? fit);
        setReady(true);
      }
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => {
      ro.disconnect();
    };
  }, [session, readOnly]);

  useFollowAction(view, !readOnly && ready);
  const turned = tableTurned(view);
  const enlarge = useSession((s) => s.enlarge);
  const boost = useSession((s) => boostFor(s.presenter));
  const stepped = steppedScale(camera.scale);
  const bases = useMemo(
    () => drawnBases(view.pieces, stepped, enlarge, boost),
    [view.pieces, stepped, enlarge, boost],
  );
  // The tokens written over the bases: the scenery names keep clear of them as the captions do.
  const marks = useMemo(
    () =>
      tokenLineBoxes(
        view.pieces.map((p, i) => ({ ...p, r: bases[i]?.r ?? p.r })),
        captionSize(stepped, boost),
      ),
    [view.pieces, bases, stepped, boost],
  );
  const follow = useSession((s) => s.follow);
  const inUse = useSession((s) => layersInUse(view, s, paths.length));
  const { onPointerDown, onWheel, onHover, onLeave, menu, closeMenu } = usePointerGestures(
    containerRef,
    viewRef,
    readOnly,
  );

  return (
    <div
      ref={containerRef}
      className="table-canvas"
      data-testid="table-canvas"
      data-cam-x={camera.x.toFixed(3)}
      data-cam-y={camera.y.toFixed(3)}
      data-scale={camera.scale.toFixed(4)}
      data-turned={turned ? 'true' : 'false'}
      data-ready={ready ? 'true' : 'false'}
      onContextMenu={(e) => {
        e.preventDefault();
      }}
      style={{ touchAction: 'none' }}
      tabIndex={0}
      role="application"
      aria-label={label ?? `Table: drag pieces to move them${words.keysOnly('; press ? for keyboard help')}`}
    >
      {size && (
        <Stage
          ref={stageRef}
          width={size.width}
          height={size.height}
          // Turned half round for a seat that sees the table from its own side: the camera is kept as
          // for the table laid out, and drawn mirrored through the screen's centre.
          x={turned ? size.width - camera.x : camera.x}
          y={turned ? size.height - camera.y : camera.y}
          scaleX={turned ? -camera.scale : camera.scale}
          scaleY={turned ? -camera.scale : camera.scale}
          onPointerDown={onPointerDown}
          onPointerMove={onHover}
          onPointerLeave={onLeave}
          onWheel={onWheel}
        >
          <TableTurned value={turned}>
            <TableLayer
              table={view.table}
              scenery={view.scenery}
              showGrid={showGrid}
              empty={view.pieces.length === 0 ? emptyTableText(view, words) : null}
              sceneryFont={scenerySize(stepped, boost)}
              bases={bases}
              marks={marks}
            />
            {inUse && (
              <>
                <OverlayLayer paths={paths} />
                <PiecesLayer />
                <DragLayer />
              </>
            )}
          </TableTurned>
        </Stage>
      )}
      {!readOnly && <DeclaredLinesText />}
      {!readOnly && !follow && actionPoints(view).length > 0 && (
        <button
          type="button"
          className="follow-action"
          title="Move the table to the Order under way and keep following it"
          onClick={() => {
            session.getState().setFollow(true);
          }}
        >
          Follow the action
        </button>
      )}
      {menu && (
        <Suspense fallback={null}>
          <PieceMenu pieceId={menu.pieceId} x={menu.x} y={menu.y} onClose={closeMenu} />
        </Suspense>
      )}
    </div>
  );
}
