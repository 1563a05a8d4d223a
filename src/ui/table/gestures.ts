import type Konva from 'konva';
import { vec, type Point } from '../../geometry/vec.ts';
import { centroid, pointInPolygon } from '../../geometry/polygon.ts';
import { resizeRectangle, rotatePolygon, translatePolygon } from '../../geometry/transform.ts';
import { isRectangle } from '../../rules/index.ts';
import type { View } from '../../engine/index.ts';
import type { FacingChange, SessionStore } from '../../store/index.ts';

/** Where the pointer interaction is; kept in a ref so pointer moves never re-render React. */
export type Gesture =
  | { kind: 'idle' }
  | { kind: 'pan'; startX: number; startY: number; camX: number; camY: number; moved: boolean }
  | { kind: 'drag'; pieceId: string; offset: { x: number; y: number } }
  | { kind: 'ghost'; ghostId: string; offset: { x: number; y: number } }
  /** Turning a model by its handle: how the rules let it turn now, and the facing it had (restored on cancel). */
  | { kind: 'rotate'; pieceId: string; via: FacingChange; from: number }
  | { kind: 'tape'; fromId: string | undefined }
  | { kind: 'scenery-move'; id: string; start: Point; original: Point[] }
  | { kind: 'scenery-vertex'; id: string; index: number; original: Point[] }
  | { kind: 'scenery-rotate'; id: string; centre: Point; startAngle: number; original: Point[] }
  | { kind: 'pinch'; dist: number; midX: number; midY: number }
  /** Choosing the point of the old rim where a revealed model's edge meets it (RULES.md §12). */
  | { kind: 'rim' };

/** The point of a rim nearest to `at` (its centre's east point when `at` is the centre). */
export function rimPoint(old: { x: number; y: number; r: number }, at: Point): Point {
  const dx = at.x - old.x;
  const dy = at.y - old.y;
  const d = Math.hypot(dx, dy);
  if (d === 0) return { x: old.x + old.r, y: old.y };
  return { x: old.x + (dx / d) * old.r, y: old.y + (dy / d) * old.r };
}

/** Starts moving, reshaping or turning scenery when the press lands on it or on one of its handles. */
export function startSceneryGesture(
  target: Konva.Node,
  at: Point,
  view: View,
  s: SessionStore,
): Extract<Gesture, { kind: 'scenery-move' | 'scenery-vertex' | 'scenery-rotate' }> | null {
  const name = target.name();
  const selected = view.scenery.find((x) => x.id === s.sceneryId);
  if (selected && name === 'scenery-vertex') {
    return {
      kind: 'scenery-vertex',
      id: selected.id,
      index: Number(target.id()),
      original: selected.polygon,
    };
  }
  if (selected && name === 'scenery-rotate') {
    const centre = centroid(selected.polygon);
    return {
      kind: 'scenery-rotate',
      id: selected.id,
      centre,
      startAngle: vec.angleTo(centre, at),
      original: selected.polygon,
    };
  }
  if (s.drawing) return null;
  const hit = [...view.scenery].reverse().find((x) => pointInPolygon(at, x.polygon));
  if (!hit) return null;
  s.selectScenery(hit.id);
  return { kind: 'scenery-move', id: hit.id, start: at, original: hit.polygon };
}

/** The outline a scenery gesture shows with the pointer at `at`. */
export function sceneryDrag(
  g: Extract<Gesture, { kind: 'scenery-move' | 'scenery-vertex' | 'scenery-rotate' }>,
  at: Point,
): Point[] {
  if (g.kind === 'scenery-move') return translatePolygon(g.original, vec.sub(at, g.start));
  if (g.kind === 'scenery-rotate')
    return rotatePolygon(g.original, g.centre, vec.angleTo(g.centre, at) - g.startAngle);
  if (isRectangle(g.original)) return resizeRectangle(g.original, g.index, at);
  return g.original.map((p, i) => (i === g.index ? at : p));
}

/** A press that travels less than this many screen pixels is a click. */
export const CLICK_SLOP_PX = 4;

export function findPieceId(
  node: Konva.Node | null,
): { id: string; handle: boolean; ghost?: boolean } | null {
  let n: Konva.Node | null = node;
  while (n) {
    if (n.name().startsWith('scenery-')) return null;
    if (n.name() === 'rotate-handle') return { id: n.id(), handle: true };
    if (n.name() === 'piece') return { id: n.id(), handle: false };
    if (n.name() === 'ghost') return { id: n.id(), handle: false, ghost: true };
    n = n.getParent();
  }
  return null;
}

/**
 * The facing a handle drag shows with the pointer at `at`: towards the pointer, in whole degrees;
 * `from` again while the pointer is back on the model's base (a drag back restores its facing).
 */
export function handleFacing(piece: { x: number; y: number; r: number }, at: Point, from: number): number {
  if (vec.dist(piece, at) <= piece.r) return from;
  return ((Math.round(vec.angleTo(piece, at)) % 360) + 360) % 360;
}

/** Whether two facings are the same to the degree (359.6° and 0° are). */
export function sameFacing(a: number, b: number): boolean {
  const d = Math.abs(((((a - b) % 360) + 540) % 360) - 180);
  return d < 0.5;
}
