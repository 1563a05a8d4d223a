import { EPS, atMost, type Inches } from '../geometry/units.ts';
import { vec, isFinitePoint, type Point } from '../geometry/vec.ts';
import { segmentsIntersect } from '../geometry/segment.ts';
import type { Disc } from '../geometry/disc.ts';
import type { Scenery, SceneryHeight, TableSpec } from './table.ts';
import { violation, type Violation } from './violations.ts';
import { withRule } from './ruleRefs.ts';
import { validatePlacement } from './movement.ts';
import { MAX_SCENERY_HEIGHT, STOREY, elevationAt, levelText, sameLevel } from './elevation.ts';

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
 * The highest low scenery, in inches (decision D176): one storey. A wall or crate stack any taller is a
 * building for the table: make it tall, which gives it a roof and makes it solid.
 */
export const MAX_LOW_SCENERY_HEIGHT: Inches = STOREY;

/** What the scenery rules read of a piece of scenery: its outline, its kind and its height. */
export interface SceneryShape {
  name: string;
  height: SceneryHeight;
  /** Its top in inches above the table (D166); left out, the old tall (every line) or low (none). */
  heightIn?: number | undefined;
  polygon: readonly Point[];
}

/**
 * The rest of the table around a change of scenery: the other pieces of scenery (as they stand before
 * and after it), and the piece being changed as it stood before (left out when it is added).
 */
export interface SceneryChange {
  rest: readonly Scenery[];
  before?: Scenery | undefined;
}

/**
 * How a piece of scenery's height is written (RULES.md §1.1, D166, D167), for the log and the scenery
 * list. Examples: `tall, 4" roof, 2 storeys`; `tall, 3.5" roof`; `tall` (no height: blocks every line);
 * `low, 1" high`; `low` (no height: cover only).
 */
export function sceneryHeightText(s: Pick<SceneryShape, 'height' | 'heightIn'>): string {
  if (s.heightIn === undefined) return s.height;
  const h = `${inchText(s.heightIn)}"`;
  if (s.height === 'low') return `low, ${h} high`;
  const storeys = s.heightIn / STOREY;
  const whole = Math.abs(storeys - Math.round(storeys)) < 1e-6 && storeys >= 1;
  return whole
    ? `tall, ${h} roof, ${String(Math.round(storeys))} storey${Math.round(storeys) === 1 ? '' : 's'}`
    : `tall, ${h} roof`;
}

const inchText = (n: number): string => (Math.round(n * 10) / 10).toString();

/**
 * Is the height one the table takes (D166, D176)? Above the table, at most MAX_SCENERY_HEIGHT, and
 * for low scenery at most MAX_LOW_SCENERY_HEIGHT. Returns every broken rule.
 */
function heightProblems(s: SceneryShape): Violation[] {
  const h = s.heightIn;
  if (h === undefined) return [];
  if (!Number.isFinite(h) || h <= 0)
    return [violation('INVALID_SCENERY', `${s.name} needs a height above the table, in inches.`)];
  const max = s.height === 'low' ? MAX_LOW_SCENERY_HEIGHT : MAX_SCENERY_HEIGHT;
  if (h > max + EPS) {
    const why =
      s.height === 'low'
        ? `low scenery is at most ${inchText(max)}" high: make a taller piece tall, with a roof`
        : `scenery is at most ${inchText(max)}" high`;
    return [
      violation('INVALID_SCENERY', withRule(`${s.name} is ${inchText(h)}" high, but ${why}.`, 'levels')),
    ];
  }
  return [];
}

/** The id the piece being checked goes by while it is checked (real ids come from the id stream). */
const CHECKED = '\u0000checked';

/**
 * Would the change move a piece off its level or leave it inside solid scenery (D168, D177)? For each
 * base: the level it stands on (the highest roof under its centre) must stay the same, and the changed
 * piece, where it rises above that level, must not stand on the base (validatePlacement's level-aware
 * test). Removing scenery passes `after: null`.
 */
function pieceProblems(
  table: TableSpec,
  name: string,
  after: Scenery | null,
  change: SceneryChange,
  pieces: readonly (Disc & { id: string; name: string })[],
): Violation[] {
  const sceneryBefore = change.before ? [...change.rest, change.before] : change.rest;
  const sceneryAfter = after ? [...change.rest, after] : change.rest;
  const out: Violation[] = [];
  for (const p of pieces) {
    const was = elevationAt(sceneryBefore, p);
    const now = elevationAt(sceneryAfter, p);
    if (!sameLevel(was, now)) {
      out.push(
        violation(
          'SCENERY_CHANGES_LEVEL',
          withRule(
            `${name} would change the level ${p.name} stands on, from ${levelText(was)} to ${levelText(now)}: a piece changes level only when it moves.`,
            'levels',
          ),
          [p.id],
        ),
      );
      continue;
    }
    if (!after) continue;
    // Only the base and the scenery are read: with no other piece in the scene, side and kind do not count.
    const inside = validatePlacement(
      { table, scenery: sceneryAfter, others: [] },
      { id: p.id, name: p.name, x: p.x, y: p.y, r: p.r, owner: 'A', kind: 'model' },
    ).some((v) => v.code === 'INSIDE_TALL_SCENERY' && (v.ids ?? []).includes(CHECKED));
    if (inside) {
      const where = now > 0 ? ` (it stands ${levelText(now)}, and ${name} rises above it)` : '';
      out.push(
        violation('SCENERY_OVER_PIECE', `Tall scenery is solid: ${name} would stand on ${p.name}${where}.`, [
          p.id,
        ]),
      );
    }
  }
  return out;
}

/**
 * Can this scenery stand here (RULES.md §1.1, §11.2)? A simple outline of 3+ finite points with some
 * area, on the table, with a height the table takes (D176); tall scenery being solid (decision D5) up
 * to its top, it may not stand on a base below that top, though a base may stand on its roof (D168);
 * and no base's level may change (D177). `change` gives the rest of the table (none by default).
 * Returns every broken rule.
 */
export function validateScenery(
  table: TableSpec,
  s: SceneryShape,
  pieces: readonly (Disc & { id: string; name: string })[],
  change: SceneryChange = { rest: [] },
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
  const badHeight = heightProblems(s);
  out.push(...badHeight);
  if (badHeight.length) return out;
  const checked: Scenery = {
    id: CHECKED,
    name: s.name,
    height: s.height,
    ...(s.heightIn !== undefined ? { heightIn: s.heightIn } : {}),
    polygon: [...poly],
  };
  out.push(...pieceProblems(table, s.name, checked, change, pieces));
  return out;
}

/**
 * Can this scenery be taken off the table (D177)? Not while a base stands on its roof: that base's
 * level would change under it. `rest` is the rest of the table's scenery.
 */
export function validateSceneryRemoval(
  table: TableSpec,
  s: Scenery,
  pieces: readonly (Disc & { id: string; name: string })[],
  rest: readonly Scenery[],
): Violation[] {
  return pieceProblems(table, s.name, null, { rest, before: s }, pieces);
}
