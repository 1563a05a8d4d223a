import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { KonvaEventObject } from '../konva.ts';
import { KonvaRenderer } from '../konva.ts';
import { vec } from '../../geometry/vec.ts';
import type { View } from '../../engine/index.ts';
import {
  dragStop,
  facingChangeOf,
  previewHidden,
  previewMove,
  previewReactions,
  previewCover,
  useStoreApis,
} from '../../store/index.ts';
import { screenToTable, tableTurned, unturn, zoomAround } from '../camera.ts';
import { useCommands } from '../commands.ts';
import { pieceAt } from './tape.ts';
import { DragSight } from './dragPreview.ts';
import { finishGesture } from './gestureEnd.ts';
import {
  CLICK_SLOP_PX,
  findPieceId,
  handleFacing,
  rimPoint,
  sceneryDrag,
  startSceneryGesture,
  type Gesture,
} from './gestures.ts';

/** What a drag works out about the reactions to it. */
interface DragSights {
  reactions: ReturnType<typeof previewReactions>;
  cover: ReturnType<typeof previewCover>;
}

/** How long a finger rests on a piece before its menu opens. */
const LONG_PRESS_MS = 550;

/**
 * The table's pointer gestures: press, drag, pan, pinch, wheel zoom, long press, and what each sends
 * when it ends. Moves and releases are listened for on the window, so a drag carries on outside the
 * canvas. With `readOnly` every press pans (a drill's board).
 */
export function usePointerGestures(
  containerRef: RefObject<HTMLDivElement | null>,
  viewRef: RefObject<View>,
  readOnly: boolean,
) {
  const { session } = useStoreApis();
  const commands = useCommands();
  const gesture = useRef<Gesture>({ kind: 'idle' });
  const pointers = useRef(new Map<number, { x: number; y: number }>());

  // Where the pointer is on the screen as laid out: on a table seen turned half round (its own side,
  // tableTurned) the point is turned back, so every gesture works on the camera as it is kept.
  const pointerPx = useCallback(
    (evt: PointerEvent | WheelEvent): { x: number; y: number } => {
      const rect = containerRef.current?.getBoundingClientRect();
      if (!rect) return { x: 0, y: 0 };
      const px = { x: evt.clientX - rect.left, y: evt.clientY - rect.top };
      // Turned through the centre of the Stage, which is the viewport's size.
      const { width, height } = session.getState().viewport;
      return tableTurned(viewRef.current) ? unturn(px, width, height) : px;
    },
    [containerRef, viewRef, session],
  );

  const longPress = useRef<{ start: { x: number; y: number }; timer: ReturnType<typeof setTimeout> } | null>(
    null,
  );
  const [menu, setMenu] = useState<{ pieceId: string; x: number; y: number } | null>(null);

  const onPointerDown = useCallback(
    (e: KonvaEventObject<PointerEvent>) => {
      const evt = e.evt;
      // The table takes the keyboard focus, so R, arrows and Delete act on it next.
      containerRef.current?.focus({ preventScroll: true });
      const px = pointerPx(evt);
      pointers.current.set(evt.pointerId, px);
      const s = session.getState();
      const cam = s.camera;
      // A long press with one finger on a piece opens its menu (touch, issue: tablets).
      if (longPress.current) clearTimeout(longPress.current.timer);
      longPress.current = null;
      const pressed = findPieceId(e.target);
      if (readOnly) {
        // A situation to study: every press pans (a second finger makes it a pinch, above).
        if (pointers.current.size === 1) {
          gesture.current = {
            kind: 'pan',
            startX: px.x,
            startY: px.y,
            camX: cam.x,
            camY: cam.y,
            moved: false,
          };
          return;
        }
      } else if (
        evt.pointerType === 'touch' &&
        pressed &&
        !pressed.ghost &&
        !pressed.handle &&
        pointers.current.size === 1
      ) {
        const start = px;
        longPress.current = {
          start,
          timer: setTimeout(() => {
            longPress.current = null;
            if (pointers.current.size !== 1) return;
            gesture.current = { kind: 'idle' };
            s.setDrag(null);
            s.select(pressed.id);
            // The menu opens where the finger is on the screen itself.
            const { width, height } = session.getState().viewport;
            const at = tableTurned(viewRef.current) ? unturn(start, width, height) : start;
            setMenu({ pieceId: pressed.id, x: at.x, y: at.y });
          }, LONG_PRESS_MS),
        };
      }
      if (pointers.current.size === 2) {
        // A second finger: whatever the first one started becomes a pinch (pan + zoom).
        s.setDrag(null);
        s.setRotate(null);
        const [a, b] = [...pointers.current.values()];
        if (a && b)
          gesture.current = {
            kind: 'pinch',
            dist: vec.dist(a, b),
            midX: (a.x + b.x) / 2,
            midY: (a.y + b.y) / 2,
          };
        return;
      }
      // The facing handle of the selected model: it turns when the rules let it turn now, by the action
      // the panels' own facing controls send (store/facing.ts).
      if (pressed?.handle && evt.button === 0) {
        const piece = viewRef.current.pieces.find((p) => p.id === pressed.id);
        const via = piece ? facingChangeOf(viewRef.current, piece.id) : null;
        if (piece && via) {
          const from = via === 'replace' ? (s.replaceDraft.facing ?? piece.facing) : piece.facing;
          gesture.current = { kind: 'rotate', pieceId: piece.id, via, from };
          s.setRotate({ pieceId: piece.id, facing: from });
          return;
        }
      }
      // Placing a revealed model: a press anywhere picks the point of the old rim (RULES.md §12).
      const pendingReplacement = viewRef.current.replacement;
      if (pendingReplacement && pendingReplacement.owner === viewRef.current.viewer && evt.button === 0) {
        s.setReplaceDraft({ edgeToward: rimPoint(pendingReplacement.old, screenToTable(cam, px.x, px.y)) });
        gesture.current = { kind: 'rim' };
        return;
      }
      const hit = findPieceId(e.target);
      if (evt.button === 1 || (!hit && s.tool === 'select' && evt.button === 0)) {
        evt.preventDefault();
        gesture.current = { kind: 'pan', startX: px.x, startY: px.y, camX: cam.x, camY: cam.y, moved: false };
        return;
      }
      if (evt.button !== 0) return;
      const at = screenToTable(cam, px.x, px.y);
      if (s.tool === 'scenery') {
        const g = startSceneryGesture(e.target, at, viewRef.current, s);
        if (g) {
          gesture.current = g;
          return;
        }
        if (s.drawing) {
          s.setDrawing([...s.drawing, at]);
          return;
        }
        s.selectScenery(null);
        gesture.current = { kind: 'pan', startX: px.x, startY: px.y, camX: cam.x, camY: cam.y, moved: false };
        return;
      }
      if (s.tool === 'measure') {
        const fromId = hit?.id;
        const from = fromId ? viewRef.current.pieces.find((p) => p.id === fromId) : undefined;
        const start = from ? { x: from.x, y: from.y } : at;
        gesture.current = { kind: 'tape', fromId };
        s.setTape({ fromId, from: start, to: at });
        return;
      }
      if (!hit && s.tool === 'place') {
        commands.place(at);
        return;
      }
      if (!hit) return;
      if (hit.ghost) {
        const ghost = viewRef.current.ghosts.find((g) => g.id === hit.id);
        if (ghost)
          gesture.current = {
            kind: 'ghost',
            ghostId: ghost.id,
            offset: { x: at.x - ghost.x, y: at.y - ghost.y },
          };
        return;
      }
      const piece = viewRef.current.pieces.find((p) => p.id === hit.id);
      if (!piece) return;
      s.select(piece.id);
      // In a game a seat handles only its own pieces; the opponent's can be selected and read, not moved.
      if (viewRef.current.mode === 'game' && piece.owner !== viewRef.current.viewer) return;
      // In a Player Turn only the pieces of the Order move, when a skill is to be declared (RULES.md §5.3);
      // a successful Dodger moves in the Effects step.
      const phase = viewRef.current.phase;
      if (phase.kind === 'turn' || phase.kind === 'over') {
        const o = phase.order;
        const declaring = o && (o.stage === 'first' || o.stage === 'second') && o.pieceIds.includes(piece.id);
        const dodging = o?.stage === 'dodge' && o.dodges.includes(piece.id);
        if (!declaring && !dodging) return;
        gesture.current = {
          kind: 'drag',
          pieceId: piece.id,
          offset: { x: at.x - piece.x, y: at.y - piece.y },
        };
        return;
      }
      gesture.current = { kind: 'drag', pieceId: piece.id, offset: { x: at.x - piece.x, y: at.y - piece.y } };
    },
    [commands, containerRef, pointerPx, readOnly, session, viewRef],
  );

  /** Who may react to the dragged piece, and their cover: worked out when due (dragPreview.ts). */
  const sight = useRef<DragSight<DragSights> | null>(null);
  sight.current ??= new DragSight((pieceId, at) => {
    const view = viewRef.current;
    const piece = view.pieces.find((p) => p.id === pieceId);
    const reactions = piece ? previewReactions(view, pieceId, [{ x: piece.x, y: piece.y }, at]) : [];
    return { reactions, cover: previewCover(view, pieceId, at, reactions) };
  });
  useEffect(
    () => () => {
      sight.current?.stop();
    },
    [],
  );

  useEffect(() => {
    const onMove = (evt: PointerEvent) => {
      if (!pointers.current.has(evt.pointerId)) return;
      const px = pointerPx(evt);
      const lp = longPress.current;
      if (lp && Math.hypot(px.x - lp.start.x, px.y - lp.start.y) > CLICK_SLOP_PX) {
        clearTimeout(lp.timer);
        longPress.current = null;
      }
      pointers.current.set(evt.pointerId, px);
      const g = gesture.current;
      const s = session.getState();
      const cam = s.camera;
      if (g.kind === 'pan') {
        const dx = px.x - g.startX;
        const dy = px.y - g.startY;
        if (!g.moved && Math.hypot(dx, dy) < CLICK_SLOP_PX) return;
        g.moved = true;
        s.setCamera({ ...cam, x: g.camX + dx, y: g.camY + dy });
        s.setFollow(false);
      } else if (g.kind === 'rim') {
        const pending = viewRef.current.replacement;
        if (pending) s.setReplaceDraft({ edgeToward: rimPoint(pending.old, screenToTable(cam, px.x, px.y)) });
      } else if (g.kind === 'pinch') {
        const [a, b] = [...pointers.current.values()];
        if (!a || !b) return;
        const dist = vec.dist(a, b);
        const midX = (a.x + b.x) / 2;
        const midY = (a.y + b.y) / 2;
        const panned = { ...cam, x: cam.x + midX - g.midX, y: cam.y + midY - g.midY };
        s.setCamera(zoomAround(panned, midX, midY, g.dist > 0 ? dist / g.dist : 1));
        s.setFollow(false);
        gesture.current = { kind: 'pinch', dist, midX, midY };
      } else if (g.kind === 'drag') {
        const piece = viewRef.current.pieces.find((p) => p.id === g.pieceId);
        if (!piece) return;
        const t = screenToTable(cam, px.x, px.y);
        const pointer = { x: t.x - g.offset.x, y: t.y - g.offset.y };
        const prev = s.drag;
        if (!prev && vec.dist(pointer, piece) * cam.scale < CLICK_SLOP_PX) return;
        // With moves limited to the MOV the piece stops where the awaited movement ends (store/preview.ts).
        const order = { draft: s.orderDraft, prone: s.proneChoice };
        const at = dragStop(viewRef.current, piece.id, pointer, s.moveLimit, order);
        const sights = sight.current;
        if (!sights) return;
        // Where the pointer rests gets its own answer (dragPreview.ts).
        const seen = sights.sightsAt(piece.id, at, performance.now(), () => {
          const st = session.getState();
          const d = st.drag;
          if (d?.pieceId === piece.id)
            st.setDrag({ ...d, ...sights.fresh(piece.id, d.at, performance.now()) });
        });
        const draft = {
          pieceId: piece.id,
          from: { x: piece.x, y: piece.y },
          at,
          verdict: previewMove(viewRef.current, piece.id, at, s.moveLimit, order),
          reactions: seen.reactions,
          cover: seen.cover,
        };
        // Drag feedback is drawn in the frame after the pointer moved, every frame: commit it now.
        KonvaRenderer.flushSyncFromReconciler(() => {
          s.setDrag(draft);
        });
      } else if (g.kind === 'ghost') {
        const t = screenToTable(cam, px.x, px.y);
        const at = { x: t.x - g.offset.x, y: t.y - g.offset.y };
        const violations = previewHidden(viewRef.current, g.ghostId, at);
        if (violations) s.setGhostDrag({ ghostId: g.ghostId, at, violations });
      } else if (g.kind === 'scenery-move' || g.kind === 'scenery-vertex' || g.kind === 'scenery-rotate') {
        s.setSceneryDraft({ id: g.id, polygon: sceneryDrag(g, screenToTable(cam, px.x, px.y)) });
      } else if (g.kind === 'tape') {
        const at = screenToTable(cam, px.x, px.y);
        const toId = pieceAt(viewRef.current, at, g.fromId);
        if (s.tape) s.setTape({ ...s.tape, toId, to: at });
      } else if (g.kind === 'rotate') {
        const piece = viewRef.current.pieces.find((p) => p.id === g.pieceId);
        if (!piece || !s.rotate) return;
        // The arc and the chevron follow live; back on the base, the facing it had.
        s.setRotate({
          pieceId: piece.id,
          facing: handleFacing(piece, screenToTable(cam, px.x, px.y), g.from),
        });
      }
    };
    const onUp = (evt: PointerEvent) => {
      if (!pointers.current.has(evt.pointerId)) return;
      if (longPress.current) {
        clearTimeout(longPress.current.timer);
        longPress.current = null;
      }
      pointers.current.delete(evt.pointerId);
      const g = gesture.current;
      const s = session.getState();
      if (g.kind === 'pinch') {
        if (pointers.current.size === 0) gesture.current = { kind: 'idle' };
        return;
      }
      gesture.current = { kind: 'idle' };
      if (g.kind === 'pan' && !g.moved && evt.button === 0) s.select(null);
      // The next drag works out its own reactions from its first move.
      if (g.kind === 'drag') sight.current?.stop();
      finishGesture(g, evt.type === 'pointercancel', viewRef.current, s, commands);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
  }, [commands, pointerPx, session, viewRef]);

  const onWheel = useCallback(
    (e: KonvaEventObject<WheelEvent>) => {
      e.evt.preventDefault();
      const px = pointerPx(e.evt);
      const s = session.getState();
      // Trackpad pinch arrives as a wheel with ctrlKey; both zoom around the pointer.
      const factor = Math.exp(-e.evt.deltaY * (e.evt.ctrlKey ? 0.01 : 0.0015));
      s.setCamera(zoomAround(s.camera, px.x, px.y, factor));
      s.setFollow(false);
    },
    [pointerPx, session],
  );

  const onHover = useCallback(
    (e: KonvaEventObject<PointerEvent>) => {
      const s = session.getState();
      if (gesture.current.kind !== 'idle') return;
      const px = pointerPx(e.evt);
      const at = screenToTable(s.camera, px.x, px.y);
      // Selecting: the piece under the pointer, for the side view against the selected one.
      if (s.tool === 'select') s.setHoverPiece(pieceAt(viewRef.current, at) ?? null);
      if (s.tool !== 'place') return;
      s.setHover(at);
    },
    [pointerPx, session, viewRef],
  );
  const onLeave = useCallback(() => {
    session.getState().setHover(null);
    session.getState().setHoverPiece(null);
  }, [session]);
  const closeMenu = useCallback(() => {
    setMenu(null);
  }, []);
  return { onPointerDown, onWheel, onHover, onLeave, menu, closeMenu };
}
