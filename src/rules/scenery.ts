import { EPS, atMost } from '../geometry/units.ts';
import { vec, isFinitePoint, type Point } from '../geometry/vec.ts';
import { discPenetration } from '../geometry/polygon.ts';
import { segmentsIntersect } from '../geometry/segment.ts';
import type { Disc } from '../geometry/disc.ts';
import type { SceneryHeight, TableSpec } from './table.ts';
import { violation, type Violation } from './violations.ts';

/** The smallest scenery piece worth placing, in square inches (a sliver is a mistake, not a wall). */
export const MIN_SCENERY_AREA = 0.05;

/** Signed area (shoelace); its absolute value is the polygon's area in square inches. */
export function polygonArea(poly: readonly Point[]): number {
  let a = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const p = poly[j];
    const q = poly[i];
    if (p && q) a += vec.cross(p, q);
  }
  return a / 2;
}

/** True when two edges that are not neighbours cross or touch: the outline crosses itself. */
export function isSelfIntersecting(poly: readonly Point[]): boolean {
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      const a = poly[i];
      const b = poly[(i + 1) % n];
      const c = poly[j];
      const d = poly[(j + 1) % n];
      if (a && b && c && d && segmentsIntersect(a, b, c, d)) return true;
    }
  }
  return false;
}

/** Is it a rectangle (4 corners, right angles)? Resizing keeps such a piece rectangular. */
export function isRectangle(poly: readonly Point[]): boolean {
  if (poly.length !== 4) return false;
  return poly.every((p, i) => {
    const prev = poly[(i + 3) % 4];
    const next = poly[(i + 1) % 4];
    if (!prev || !next) return false;
    const u = vec.sub(prev, p);
    const v = vec.sub(next, p);
    if (vec.len(u) < 1e-6 || vec.len(v) < 1e-6) return false;
    return Math.abs(vec.dot(u, v)) <= 1e-6 * Math.max(1, vec.len(u) * vec.len(v));
  });
}

/**
 * Can this scenery stand here? A simple outline of 3+ finite points with some area, on the table,
 * and (tall scenery being solid, decision D5) not over any base. Returns every broken rule.
 */
export function validateScenery(
  table: TableSpec,
  s: { name: string; height: SceneryHeight; polygon: readonly Point[] },
  pieces: readonly (Disc & { id: string; name: string })[],
): Violation[] {
  const poly = s.polygon;
  if (poly.length < 3 || !poly.every(isFinitePoint)) {
    return [violation('INVALID_SCENERY', `${s.name} needs at least 3 corners, each a finite point.`)];
  }
  const out: Violation[] = [];
  if (Math.abs(polygonArea(poly)) < MIN_SCENERY_AREA) {
    out.push(violation('INVALID_SCENERY', `${s.name} is too thin: it has almost no area.`));
  }
  if (isSelfIntersecting(poly))
    out.push(violation('INVALID_SCENERY', `${s.name} has an outline that crosses itself.`));
  const off = poly.some(
    (p) =>
      !atMost(-EPS, p.x) ||
      !atMost(-EPS, p.y) ||
      !atMost(p.x, table.width + EPS) ||
      !atMost(p.y, table.depth + EPS),
  );
  if (off) out.push(violation('INVALID_SCENERY', `${s.name} would stick out of the table.`));
  if (s.height === 'tall') {
    for (const p of pieces) {
      if (!atMost(discPenetration(p, poly), EPS)) {
        out.push(
          violation('SCENERY_OVER_PIECE', `Tall scenery is solid: ${s.name} would stand on ${p.name}.`, [
            p.id,
          ]),
        );
      }
    }
  }
  return out;
}
