import { degToRad, type Degrees } from './units.ts';
import { vec, type Point } from './vec.ts';

/** Every point moved by d. */
export function translatePolygon(poly: readonly Point[], d: Point): Point[] {
  return poly.map((p) => vec.add(p, d));
}

/** Every point turned by `deg` (clockwise on screen) around `centre`. */
export function rotatePolygon(poly: readonly Point[], centre: Point, deg: Degrees): Point[] {
  const t = degToRad(deg);
  const cos = Math.cos(t);
  const sin = Math.sin(t);
  return poly.map((p) => {
    const d = vec.sub(p, centre);
    return { x: centre.x + d.x * cos - d.y * sin, y: centre.y + d.x * sin + d.y * cos };
  });
}

/**
 * Resizes a rectangle by dragging corner `index` to `to`, keeping the opposite corner fixed and the
 * sides along the rectangle's own axes (so a turned rectangle stays a rectangle).
 */
export function resizeRectangle(rect: readonly Point[], index: number, to: Point): Point[] {
  const at = (k: number) => rect[(((index + k) % 4) + 4) % 4] ?? { x: 0, y: 0 };
  const fixed = at(2);
  const u = vec.normalize(vec.sub(at(1), fixed));
  const v = vec.normalize(vec.sub(at(3), fixed));
  const d = vec.sub(to, fixed);
  const wu = vec.dot(d, u);
  const wv = vec.dot(d, v);
  const out = [...rect];
  out[(index + 1) % 4] = vec.add(fixed, vec.scale(u, wu));
  out[(index + 3) % 4] = vec.add(fixed, vec.scale(v, wv));
  out[index % 4] = vec.add(fixed, vec.add(vec.scale(u, wu), vec.scale(v, wv)));
  return out;
}
