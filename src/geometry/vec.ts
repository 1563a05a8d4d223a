import { degToRad, radToDeg, normalizeDegrees, type Degrees, type Inches } from './units.ts';

/** A point on the table in inches; x to the right, y downward (ARCHITECTURE.md §2). */
export interface Point {
  x: Inches;
  y: Inches;
}

export const vec = {
  add: (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y }),
  sub: (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y }),
  scale: (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k }),
  dot: (a: Point, b: Point): number => a.x * b.x + a.y * b.y,
  cross: (a: Point, b: Point): number => a.x * b.y - a.y * b.x,
  len: (a: Point): number => Math.hypot(a.x, a.y),
  dist: (a: Point, b: Point): Inches => Math.hypot(a.x - b.x, a.y - b.y),
  lerp: (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }),
  /** Unit vector of a facing: θ means (cos θ, sin θ) in table coordinates. */
  fromDegrees: (deg: Degrees): Point => ({ x: Math.cos(degToRad(deg)), y: Math.sin(degToRad(deg)) }),
  /** Facing from a to b in [0, 360). */
  angleTo: (a: Point, b: Point): Degrees => normalizeDegrees(radToDeg(Math.atan2(b.y - a.y, b.x - a.x))),
  normalize: (a: Point): Point => {
    const l = Math.hypot(a.x, a.y);
    return l === 0 ? { x: 0, y: 0 } : { x: a.x / l, y: a.y / l };
  },
};

export function isFinitePoint(p: Point): boolean {
  return Number.isFinite(p.x) && Number.isFinite(p.y);
}
