/**
 * The side view of one line of fire (RULES.md §1.1, §4.2, §4.3; D180, D181): the table cut along the
 * line between two bases' centres, with the scenery and the bases that line crosses as blocks of their
 * heights, both Silhouettes at their levels, and the lowest line of fire that must clear.
 *
 * The line drawn runs from the viewer's base edge to the target's, facing each other, at the height
 * the Line of Fire test uses (sightBlockers.ts blockersBetween): the same height above each base, the
 * shorter Silhouette's less 3 mm. Whether it is clear, and what stops it, is asked of the very tests
 * `hasLineOfFire` runs on each of its lines, one blocker at a time, so the drawing never disagrees with
 * them; the verdict in words says when the whole test and this one line differ (D181).
 */
import { mmToInches, type Inches } from '../geometry/units.ts';
import { insideRuns, pointInPolygon } from '../geometry/polygon.ts';
export { insideRuns } from '../geometry/polygon.ts';
import type { Point } from '../geometry/vec.ts';
import { inArc } from './arcs.ts';
import { lineOfFireBetween, type LofPiece, type LofScene } from './lineOfFire.ts';
import { blockersBetween, isClear, prepareScene, topOf } from './sightBlockers.ts';

/** A piece or a piece of scenery of the scene, with the name the viewer knows it by. */
export type NamedPiece = LofPiece & { name: string };
export type NamedScenery = LofScene['scenery'][number] & { name: string };

/** A LoF scene whose pieces and scenery carry names (the viewer's, never a secret). */
export interface SideViewScene {
  pieces: NamedPiece[];
  scenery: NamedScenery[];
}

/** What one crossed block does to the drawn line. */
export type BlockRole = 'blocks' | 'under';

/** Something the centre line crosses, along it: `from`–`to` inches from the viewer's centre. */
export interface SideBlock {
  kind: 'scenery' | 'piece';
  name: string;
  from: Inches;
  to: Inches;
  /** Its bottom (a piece's level; scenery stands on the table) and top, in inches; Infinity: no height given. */
  base: Inches;
  top: Inches;
  /** It stops the drawn line, or the line passes over it. */
  role: BlockRole;
  /** The viewer or the target stands on its roof. */
  underfoot: boolean;
}

/** One of the two Silhouettes: centred at `at` along the line, from its level up by its height. */
export interface SideFigure {
  name: string;
  at: Inches;
  r: Inches;
  base: Inches;
  top: Inches;
}

export type SideVerdict =
  /** The line drawn is clear, and the full test agrees. */
  | 'clear'
  /** The line drawn is blocked, and so is every other line. */
  | 'blocked'
  /** The line drawn is blocked, another line of the full test is clear. */
  | 'pastEdge'
  /** The line drawn is clear, but the full test finds no Line of Fire (out of arc, or under 3 mm seen). */
  | 'notEnough';

export interface SideView {
  /** Centre to centre, in inches. */
  length: Inches;
  viewer: SideFigure;
  target: SideFigure;
  /** The line drawn: from `from` along the line at height `fromZ` to `to` at `toZ`. */
  line: { from: Inches; fromZ: Inches; to: Inches; toZ: Inches };
  /** What the line crosses, in order along it. */
  blocks: SideBlock[];
  /** Where the line drawn first runs into a block that stops it (along, height); null when it is clear. */
  stop: { at: Inches; z: Inches } | null;
  /** The drawn line is clear of every blocker. */
  lineClear: boolean;
  /** The full Line of Fire test (`hasLineOfFire`) from viewer to target. */
  lineOfFire: boolean;
  /** The target is at least partly in the viewer's arc (RULES.md §4.3). */
  inArc: boolean;
  verdict: SideVerdict;
  /** The verdict in words, naming what blocks or what the line passes over. */
  says: string;
}

/** Where the segment a→b runs within radius r of c, as fractions [u0, u1], or null. */
function discRun(a: Point, b: Point, c: Point, r: number): [number, number] | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const fx = a.x - c.x;
  const fy = a.y - c.y;
  const qa = dx * dx + dy * dy;
  const qb = 2 * (fx * dx + fy * dy);
  const qc = fx * fx + fy * fy - r * r;
  const disc = qb * qb - 4 * qa * qc;
  if (!(qa > 0) || !(disc > 0)) return null;
  const root = Math.sqrt(disc);
  const u0 = Math.max(0, (-qb - root) / (2 * qa));
  const u1 = Math.min(1, (-qb + root) / (2 * qa));
  return u0 < u1 ? [u0, u1] : null;
}

/**
 * Does the one line from a (on the viewer's base) to t (on the target's) clear this one blocker, by
 * the Line of Fire test's own line test (sightBlockers.ts isClear) on a scene holding only it?
 */
function clearOf(a: Point, t: Point, viewer: LofPiece, target: LofPiece, only: Partial<LofScene>): boolean {
  const scene: LofScene = { pieces: [viewer, target, ...(only.pieces ?? [])], scenery: only.scenery ?? [] };
  return isClear(a, t, blockersBetween(prepareScene(scene), viewer, target));
}

/**
 * Where the line drawn first runs lower than the top of one of the blocks that stop it, along the
 * centre line; the line crosses its span there (a block cut by the centre line but stopping only the
 * line drawn beside it gives its near side).
 */
function stopOf(blocks: readonly SideBlock[], line: SideView['line']): SideView['stop'] {
  const span = line.to - line.from;
  const zAt = (s: number) =>
    span > 0 ? line.fromZ + ((line.toZ - line.fromZ) * (s - line.from)) / span : line.fromZ;
  for (const b of blocks) {
    if (b.role !== 'blocks') continue;
    const s0 = Math.max(b.from, line.from);
    const s1 = Math.min(b.to, line.to);
    if (s1 < s0) return { at: b.from, z: zAt(b.from) };
    if (zAt(s0) < b.top) return { at: s0, z: zAt(s0) };
    if (zAt(s1) < b.top) {
      // The line falls under the top between s0 and s1: where it meets the top.
      const at = s0 + ((s1 - s0) * (zAt(s0) - b.top)) / (zAt(s0) - zAt(s1));
      return { at, z: b.top };
    }
    return { at: s0, z: zAt(s0) };
  }
  return null;
}

const fmt = (n: number): string => `${String(Math.round(n * 10) / 10)}"`;

/** The name of a crossed block in a sentence: the roof edge of the building one of the two stands on. */
const blockName = (b: SideBlock): string => (b.underfoot ? `the roof edge of ${b.name}` : b.name);

function describe(v: Omit<SideView, 'says'>): string {
  const first = v.blocks.find((b) => b.role === 'blocks');
  const over = v.blocks.filter((b) => b.role === 'under' && b.kind === 'scenery' && !b.underfoot);
  const overText = over.length
    ? `: seen over ${over.map((b) => `${b.name} (${fmt(b.top)})`).join(', ')}`
    : '';
  switch (v.verdict) {
    case 'clear':
      return `Clear${overText}.`;
    case 'blocked':
      return `Blocked: ${first ? blockName(first) : 'something on the line'} blocks.`;
    case 'pastEdge':
      return `Seen past the edge: ${first ? blockName(first) : 'something'} blocks the line drawn, a line beside it is clear.`;
    case 'notEnough':
      return v.inArc
        ? 'The line drawn is clear, but less than 3 mm of the target is seen: no Line of Fire.'
        : 'The line drawn is clear, but the target is outside the viewer’s arc: no Line of Fire.';
  }
}

/**
 * The side view from `viewerId` to `targetId` (RULES.md §4.2, §4.3; D180, D181), or null when either is
 * missing or both are one. Example: a trooper on a 4" roof 1" from its edge, an enemy standing 2"
 * beyond the wall below: the line drops under the roof edge → 'blocked', "the roof edge of Tower blocks".
 */
export function sideViewOf(scene: SideViewScene, viewerId: string, targetId: string): SideView | null {
  if (viewerId === targetId) return null;
  const viewer = scene.pieces.find((p) => p.id === viewerId);
  const target = scene.pieces.find((p) => p.id === targetId);
  if (!viewer || !target) return null;
  const length = Math.hypot(target.x - viewer.x, target.y - viewer.y);
  const u =
    length === 0 ? { x: 1, y: 0 } : { x: (target.x - viewer.x) / length, y: (target.y - viewer.y) / length };
  // The line drawn: from the viewer's base edge to the target's, facing each other.
  const a = { x: viewer.x + u.x * viewer.r, y: viewer.y + u.y * viewer.r };
  const t = { x: target.x - u.x * target.r, y: target.y - u.y * target.r };
  const heights = blockersBetween(prepareScene(scene), viewer, target);
  const blocks: SideBlock[] = [];
  const centreA = { x: viewer.x, y: viewer.y };
  const centreB = { x: target.x, y: target.y };
  for (const s of scene.scenery) {
    const top = s.top ?? Infinity;
    if (!s.blocksLoF || !(top > 0)) continue;
    const role: BlockRole = clearOf(a, t, viewer, target, { scenery: [s] }) ? 'under' : 'blocks';
    const underfoot = pointInPolygon(centreA, s.polygon) || pointInPolygon(centreB, s.polygon);
    for (const [u0, u1] of insideRuns(centreA, centreB, s.polygon))
      blocks.push({
        kind: 'scenery',
        name: s.name,
        from: u0 * length,
        to: u1 * length,
        base: 0,
        top,
        role,
        underfoot,
      });
  }
  for (const p of scene.pieces) {
    if (p.id === viewer.id || p.id === target.id || !p.blocksLoF) continue;
    const run = discRun(centreA, centreB, p, p.r);
    if (!run) continue;
    const role: BlockRole = clearOf(a, t, viewer, target, { pieces: [p] }) ? 'under' : 'blocks';
    blocks.push({
      kind: 'piece',
      name: p.name,
      from: run[0] * length,
      to: run[1] * length,
      base: p.z ?? 0,
      top: topOf(p),
      role,
      underfoot: false,
    });
  }
  blocks.sort((x, y) => x.from - y.from);
  const lineClear = isClear(a, t, heights);
  const lineOfFire = lineOfFireBetween(scene, viewer, target);
  const arc = inArc(viewer, target);
  const verdict: SideVerdict = lineClear
    ? lineOfFire
      ? 'clear'
      : 'notEnough'
    : lineOfFire
      ? 'pastEdge'
      : 'blocked';
  const figure = (p: NamedPiece, at: number): SideFigure => ({
    name: p.name,
    at,
    r: p.r,
    base: p.z ?? 0,
    top: (p.z ?? 0) + mmToInches(p.heightMm),
  });
  const line = { from: viewer.r, fromZ: heights.eye, to: length - target.r, toZ: heights.band };
  const view: Omit<SideView, 'says'> = {
    length,
    viewer: figure(viewer, 0),
    target: figure(target, length),
    line,
    blocks,
    stop: lineClear ? null : stopOf(blocks, line),
    lineClear,
    lineOfFire,
    inArc: arc,
    verdict,
  };
  return { ...view, says: describe(view) };
}
