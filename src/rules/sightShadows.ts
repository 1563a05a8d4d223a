/**
 * A shortcut of the LoF outline test (RULES.md §4.3, issue 18): one base that hides a point of the
 * target's outline from the whole of the viewer's base. Most outline points of a target that cannot be
 * seen are hidden that way — by the target's own base (its far side) or by one blocking base — and
 * then none of the viewer's source points needs a line of its own. When the shortcut cannot prove it,
 * the caller tests every source as before, so the answer is always the plain test's answer.
 */
import type { Disc } from '../geometry/disc.ts';
import type { Point } from '../geometry/vec.ts';
import { GRAZE, MARGIN, type Blockers } from './sightBlockers.ts';

/** Allowance on the cosine comparison below: at least 1e-9 rad of angle, far above its rounding error. */
const COS_MARGIN = 1e-9;

/** The bases that may cast a shadow over the whole viewer base (castersOf). */
export interface Casters {
  count: number;
  /** x, y, ρ of each caster in turn. */
  data: Float64Array;
  viewer: Disc;
}

/**
 * The bases that may hide an outline point from the whole viewer base — the target's own, then each
 * blocking base — worked out once per viewer and target position: centre and shrunk radius
 * ρ = r − GRAZE − MARGIN, kept only when ρ > 0 and the base stays clear of the viewer's. `room`, if
 * large enough, holds them (and is overwritten).
 */
export function castersOf(b: Blockers, room?: Float64Array): Casters {
  const { viewer, discs } = b;
  const size = 3 * (discs.length + 1);
  const data = room && room.length >= size ? room : new Float64Array(size);
  let count = 0;
  for (let i = -1; i < discs.length; i++) {
    const d = i < 0 ? b.target : (discs[i] as Disc);
    const rho = d.r - GRAZE - MARGIN;
    const apart = viewer.r + d.r + MARGIN;
    const dx = viewer.x - d.x;
    const dy = viewer.y - d.y;
    if (!(rho > 0) || !(dx * dx + dy * dy > apart * apart)) continue;
    data[3 * count] = d.x;
    data[3 * count + 1] = d.y;
    data[3 * count + 2] = rho;
    count++;
  }
  return { count, data, viewer };
}

/**
 * Is the outline point t hidden from every point of the viewer's base by one caster alone — the
 * target's own base (t on its far side) or one blocking base? True only when proved; false means
 * "test each source". Proof for a caster B (centre d, radius ρ), the viewer's base V (v, r):
 * - t lies outside B; V lies outside B (castersOf) and away from t.
 * - The cone from t of half-angle α (sin α = ρ / |d − t|) holds B's shadow; V lies strictly inside
 *   it: the angle δ between d and v seen from t, plus V's half-width σ (sin σ = r / |v − t|), is
 *   under α — compared as cos δ > cos(α − σ), with COS_MARGIN to spare.
 * - The cone minus B has two parts, before and behind B. V, connected and outside B, lies in one;
 *   it is the part behind when the segment from t to v passes within ρ − MARGIN of d.
 * Then the segment from t to any point of V crosses B along a chord, so its distance to d is under
 * ρ = r_B − GRAZE − MARGIN: it cuts into that base (isClear). Rounding (1e-15") is far under MARGIN.
 */
export function isHiddenByOne(t: Point, c: Casters): boolean {
  const vx = c.viewer.x - t.x;
  const vy = c.viewer.y - t.y;
  const dV2 = vx * vx + vy * vy;
  const reach = c.viewer.r + MARGIN;
  if (!(dV2 > reach * reach)) return false;
  const sinS2 = (c.viewer.r * c.viewer.r) / dV2;
  const cosS = Math.sqrt(1 - sinS2);
  const { data } = c;
  for (let i = 0; i < c.count; i++) {
    const bx = (data[3 * i] as number) - t.x;
    const by = (data[3 * i + 1] as number) - t.y;
    const rho = data[3 * i + 2] as number;
    const dot = bx * vx + by * vy;
    const dB2 = bx * bx + by * by;
    const sinA2 = (rho * rho) / dB2;
    if (!(dot > 0 && sinA2 < 1 && sinA2 > sinS2)) continue;
    const cosDelta = dot / Math.sqrt(dB2 * dV2);
    const cosLimit = Math.sqrt(1 - sinA2) * cosS + Math.sqrt(sinA2 * sinS2);
    if (!(cosDelta > cosLimit + COS_MARGIN)) continue;
    // Behind B: the segment from t to v passes within ρ − MARGIN of d.
    const u = Math.min(1, dot / dV2);
    const ex = bx - u * vx;
    const ey = by - u * vy;
    const deep = rho - MARGIN;
    if (!(ex * ex + ey * ey < deep * deep)) continue;
    // This caster first next time: the next outline point is often in the same shadow.
    if (i > 0) {
      const cx = data[3 * i] as number;
      const cy = data[3 * i + 1] as number;
      data.copyWithin(3, 0, 3 * i);
      data[0] = cx;
      data[1] = cy;
      data[2] = rho;
    }
    return true;
  }
  return false;
}

/**
 * Is the outline point t hidden from every point of the viewer's base by the casters, one alone
 * (isHiddenByOne) or several together (isHiddenBySeveral)? True only when proved.
 */
export function isHiddenFromWholeBase(t: Point, c: Casters): boolean {
  return isHiddenByOne(t, c) || isHiddenBySeveral(t, c);
}

/** Allowance on the angles below: far above their rounding error (1e-15 rad). */
const ANGLE_MARGIN = 1e-9;

/**
 * The same with several casters at once, when the viewer's base lies beyond each of them as seen from
 * t (further from t than any point of the caster): then a ray from t inside a caster's cone crosses the
 * whole caster before it reaches the viewer's base. If the cones of such casters together cover the
 * whole viewer base (angles seen from t, each cone and the base's span with ANGLE_MARGIN to spare),
 * the segment from t to any point of it crosses one caster along a chord: distance to its centre
 * under ρ, a cut into that base.
 */
export function isHiddenBySeveral(t: Point, c: Casters): boolean {
  const vx = c.viewer.x - t.x;
  const vy = c.viewer.y - t.y;
  const dV = Math.sqrt(vx * vx + vy * vy);
  if (!(dV > c.viewer.r + MARGIN)) return false;
  const sigma = Math.asin(c.viewer.r / dV) + ANGLE_MARGIN;
  const nearest = dV - c.viewer.r;
  const spans: [number, number][] = [];
  const { data } = c;
  for (let i = 0; i < c.count; i++) {
    const bx = (data[3 * i] as number) - t.x;
    const by = (data[3 * i + 1] as number) - t.y;
    const rho = data[3 * i + 2] as number;
    const dB = Math.sqrt(bx * bx + by * by);
    if (!(dB > rho && nearest > dB + rho + MARGIN)) continue;
    const alpha = Math.asin(rho / dB) - ANGLE_MARGIN;
    // The signed angle from the viewer's centre to the caster's, seen from t.
    const delta = Math.atan2(vx * by - vy * bx, vx * bx + vy * by);
    if (Math.abs(delta) - alpha < sigma) spans.push([delta - alpha, delta + alpha]);
  }
  if (spans.length < 2) return false;
  spans.sort((p, q) => p[0] - q[0]);
  let covered = -sigma;
  for (const [from, to] of spans) {
    if (from >= covered) return false;
    covered = Math.max(covered, to);
    if (covered > sigma) return true;
  }
  return false;
}
