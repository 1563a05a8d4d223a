import { deploymentZone, type TableSpec } from '../rules/index.ts';
import type { Viewer } from '../engine/index.ts';
import type { Camera } from '../store/index.ts';

export const MIN_SCALE = 3;
export const MAX_SCALE = 120;

/** The camera that shows the whole table with a margin, centred in a viewport of w × h px. */
export function fitCamera(table: TableSpec, w: number, h: number, marginPx = 24): Camera {
  const scale = Math.max(
    MIN_SCALE,
    Math.min((w - 2 * marginPx) / table.width, (h - 2 * marginPx) / table.depth),
  );
  return { scale, x: (w - table.width * scale) / 2, y: (h - table.depth * scale) / 2 };
}

/** Zooms by `factor` keeping the table point under the screen point (px, py) fixed. */
export function zoomAround(cam: Camera, px: number, py: number, factor: number): Camera {
  const scale = Math.max(MIN_SCALE, Math.min(MAX_SCALE, cam.scale * factor));
  const k = scale / cam.scale;
  return { scale, x: px - (px - cam.x) * k, y: py - (py - cam.y) * k };
}

export function screenToTable(cam: Camera, px: number, py: number): { x: number; y: number } {
  return { x: (px - cam.x) / cam.scale, y: (py - cam.y) / cam.scale };
}

/** The part of the screen the camera keeps the action inside, as a share of each side. */
export const FOLLOW_MARGIN = 0.1;
/** Inches of table kept around the action. */
export const FOLLOW_PADDING = 5;
/** The camera following the action zooms in no closer than this, in pixels per inch. */
export const FOLLOW_MAX_SCALE = 24;
/** A framing within this factor of the current zoom keeps the current zoom (no jitter between steps). */
const FOLLOW_SLACK = 1.3;

/**
 * Where the camera goes to follow the action (the active Order's pieces, paths and reactors), as a
 * camera operator would: the action framed with FOLLOW_PADDING around it, zoomed in up to
 * FOLLOW_MAX_SCALE (so a phone or a projector shows the pieces at a readable size), never out past
 * the whole table. Null when the current camera already frames it (every point well inside the
 * screen, at about that zoom).
 */
export function followCamera(
  cam: Camera,
  viewport: { width: number; height: number },
  points: readonly { x: number; y: number }[],
  table: TableSpec,
  /** How close it may zoom in, in pixels per inch: presenter mode goes closer on a projector. */
  maxScale = FOLLOW_MAX_SCALE,
): Camera | null {
  if (points.length === 0 || viewport.width <= 0 || viewport.height <= 0) return null;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const box = {
    x0: Math.min(...xs) - FOLLOW_PADDING,
    y0: Math.min(...ys) - FOLLOW_PADDING,
    x1: Math.max(...xs) + FOLLOW_PADDING,
    y1: Math.max(...ys) + FOLLOW_PADDING,
  };
  const whole = fitCamera(table, viewport.width, viewport.height).scale;
  const frames = Math.min(viewport.width / (box.x1 - box.x0), viewport.height / (box.y1 - box.y0));
  const scale = Math.max(whole, Math.min(maxScale, frames));
  const mx = viewport.width * FOLLOW_MARGIN;
  const my = viewport.height * FOLLOW_MARGIN;
  const inside = points.every((p) => {
    const sx = p.x * cam.scale + cam.x;
    const sy = p.y * cam.scale + cam.y;
    return sx >= mx && sx <= viewport.width - mx && sy >= my && sy <= viewport.height - my;
  });
  if (inside && cam.scale <= scale * FOLLOW_SLACK && cam.scale >= scale / FOLLOW_SLACK) return null;
  // Centred on the action, then held against the table's edges so no more empty floor shows than must.
  const axis = (lo: number, hi: number, size: number, extent: number): number => {
    const centred = size / 2 - ((lo + hi) / 2) * scale;
    if (extent * scale <= size) return (size - extent * scale) / 2;
    return Math.min(0, Math.max(size - extent * scale, centred));
  };
  return {
    scale,
    x: axis(box.x0, box.x1, viewport.width, table.width),
    y: axis(box.y0, box.y1, viewport.height, table.depth),
  };
}

/** Inches of table kept around the pieces when the camera closes up on them. */
export const PIECES_PADDING = 3;

/**
 * The camera that closes up on the pieces in play (the Order's, or every piece): their bases framed
 * with PIECES_PADDING around them, as close as MAX_SCALE, never further out than the whole table. The
 * pieces keep their true size: zooming in is how a small base becomes readable without lying about
 * distance. Null when there is no piece.
 */
export function piecesCamera(
  pieces: readonly { x: number; y: number; r?: number }[],
  table: TableSpec,
  viewport: { width: number; height: number },
): Camera | null {
  if (pieces.length === 0 || viewport.width <= 0 || viewport.height <= 0) return null;
  const x0 = Math.min(...pieces.map((p) => p.x - (p.r ?? 0))) - PIECES_PADDING;
  const x1 = Math.max(...pieces.map((p) => p.x + (p.r ?? 0))) + PIECES_PADDING;
  const y0 = Math.min(...pieces.map((p) => p.y - (p.r ?? 0))) - PIECES_PADDING;
  const y1 = Math.max(...pieces.map((p) => p.y + (p.r ?? 0))) + PIECES_PADDING;
  const whole = fitCamera(table, viewport.width, viewport.height).scale;
  const scale = Math.max(whole, Math.min(MAX_SCALE, viewport.width / (x1 - x0), viewport.height / (y1 - y0)));
  return {
    scale,
    x: viewport.width / 2 - ((x0 + x1) / 2) * scale,
    y: viewport.height / 2 - ((y0 + y1) / 2) * scale,
  };
}

/**
 * Whether a viewer sees the table turned half round (issue 31: each seat sees the table from its own
 * side, its Deployment Zone at the bottom): a seat whose zone lies at the top of the table as laid
 * out. The audience and the referee see it as laid out, from a fixed side. The camera itself is kept
 * as for the table laid out: the canvas turns it when it draws, and the pointer is turned back.
 */
export function tableTurned(view: { viewer: Viewer; table: TableSpec }): boolean {
  return (view.viewer === 'A' || view.viewer === 'B') && view.table.zoneDepth > 0
    ? deploymentZone(view.table, view.viewer).y === 0
    : false;
}

/** A point of a turned screen of `width` × `height` as the same point of the screen laid out. */
export function unturn(
  px: { x: number; y: number },
  width: number,
  height: number,
): { x: number; y: number } {
  return { x: width - px.x, y: height - px.y };
}
