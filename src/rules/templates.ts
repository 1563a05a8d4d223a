import { EPS, type Inches } from '../geometry/units.ts';
import type { Point } from '../geometry/vec.ts';
import type { PieceKind, Seat } from './pieces.ts';

/**
 * Template weapons (RULES.md §10.3, T25; decision D27). A Direct Template weapon lays its template
 * from the edge of the shooter's base towards its target; everybody whose Silhouette the template's
 * area touches is affected (RULES.md §1: "inside an area" means touching it). The Small Teardrop is
 * modelled as the convex hull of its narrow tip and a circle at its far end: 8" long, 3" across at
 * the widest. These numbers live here only.
 */
export interface TemplateShape {
  /** Its whole length from the tip. */
  length: Inches;
  /** The radius of the round far end. */
  endRadius: Inches;
}

export const TEMPLATES = {
  smallTeardrop: { length: 8, endRadius: 1.5 },
} as const satisfies Record<string, TemplateShape>;

export type TemplateName = keyof typeof TEMPLATES;

/** A template laid on the table: the tip, and the centre and radius of the round end. */
export interface LaidTemplate {
  tip: Point;
  centre: Point;
  radius: Inches;
}

/**
 * Lays a Direct Template from the shooter's base edge towards the target's centre (RULES.md §10.3,
 * D27): the tip touches the shooter's base and the template's axis runs through the target's centre.
 */
export function layTemplate(
  shooter: { x: number; y: number; r: Inches },
  toward: Point,
  shape: TemplateShape,
): LaidTemplate {
  const dx = toward.x - shooter.x;
  const dy = toward.y - shooter.y;
  const d = Math.hypot(dx, dy);
  const ux = d > EPS ? dx / d : 1;
  const uy = d > EPS ? dy / d : 0;
  const tip = { x: shooter.x + ux * shooter.r, y: shooter.y + uy * shooter.r };
  const along = shape.length - shape.endRadius;
  return { tip, centre: { x: tip.x + ux * along, y: tip.y + uy * along }, radius: shape.endRadius };
}

/**
 * Whether a base (a disc) touches the template's area (RULES.md §1): the disc's centre lies within
 * its radius of the convex hull of the tip and the round end. That hull grown by the radius is the
 * hull of two discs, whose distance test is convex along the axis, so a ternary search finds it.
 */
export function templateTouches(t: LaidTemplate, disc: { x: number; y: number; r: Inches }): boolean {
  const gap = (s: number) => {
    const qx = t.tip.x + (t.centre.x - t.tip.x) * s;
    const qy = t.tip.y + (t.centre.y - t.tip.y) * s;
    return Math.hypot(disc.x - qx, disc.y - qy) - (disc.r + t.radius * s);
  };
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 80; i++) {
    const a = lo + (hi - lo) / 3;
    const b = hi - (hi - lo) / 3;
    if (gap(a) <= gap(b)) hi = b;
    else lo = a;
  }
  return Math.min(gap(0), gap(1), gap((lo + hi) / 2)) <= EPS;
}

/** The outline of a laid template, for drawing: the tip, then the round end from one tangent to the other. */
export function templateOutline(t: LaidTemplate, steps = 24): Point[] {
  const dx = t.centre.x - t.tip.x;
  const dy = t.centre.y - t.tip.y;
  const d = Math.hypot(dx, dy);
  const axis = Math.atan2(dy, dx);
  // The tangent points from the tip: the angle off the axis, seen from the circle's centre.
  const half = Math.acos(Math.min(1, t.radius / Math.max(d, t.radius)));
  const from = axis + Math.PI - half;
  const to = axis - Math.PI + half;
  const out: Point[] = [t.tip];
  for (let i = 0; i <= steps; i++) {
    const a = from + ((to - from) * i) / steps;
    out.push({ x: t.centre.x + t.radius * Math.cos(a), y: t.centre.y + t.radius * Math.sin(a) });
  }
  return out;
}

/** Why a template shot is cancelled, or null (RULES.md §10.3, T25). */
export function templateCancelReason(
  shooter: { id: string; owner: Seat },
  touched: readonly { id: string; owner: Seat; kind: PieceKind }[],
): 'IMP' | 'ALLIED' | null {
  // Enemies treat IMP markers as allied troopers: a template that touches one is cancelled (§10.3).
  if (touched.some((p) => p.owner !== shooter.owner && (p.kind === 'IMP-1' || p.kind === 'IMP-2'))) {
    return 'IMP';
  }
  // The same rule keeps a template off the shooter's own troopers (D27).
  if (touched.some((p) => p.owner === shooter.owner && p.id !== shooter.id)) return 'ALLIED';
  return null;
}
