import type { TableSpec } from '../rules/index.ts';
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

/** Caption size in inches for a scale: about 11 px on screen, kept between 0.25" and 0.6". Stepped to spare re-renders. */
export function captionSize(scale: number): number {
  const inches = Math.min(0.6, Math.max(0.25, 11 / scale));
  return Math.round(inches * 20) / 20;
}
