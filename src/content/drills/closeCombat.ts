import {
  KIND_RULES,
  ZOC_RADIUS,
  baseRadiusInches,
  degrees,
  distanceToPath,
  isProne,
  mayBeProne,
  type Point,
} from '../../rules/index.ts';
import { findProfile } from '../roster.ts';
import { vec } from '../../geometry/vec.ts';
import { enemiesEngagedWith } from '../../engine/engaged.ts';
import { setProne, trooperOf } from '../../engine/pieces.ts';
import { aroCheck } from '../../engine/step2-aroCheck.ts';
import type { GameState } from '../../engine/types.ts';
import { CLOSE_COMBAT_CHOICES, choiceFor } from './aroChoices.ts';
import { closeCombatRules, whyReaction, type Reaction, type Without } from './closeCombatWhy.ts';
import {
  block,
  board,
  generate,
  inches,
  moveTo,
  pictureFor,
  put,
  toward,
  underCurrentRules,
  type Dice,
} from './kit.ts';
import { ZOC_MARGIN, closest, noLofReason } from './react.ts';
import type { DrillQuestion, Explanation } from './types.ts';

/**
 * "Who may react, and with what?" when troopers touch or lie Prone (RULES.md §13, §18.8, §18.9): the
 * mover walks into base contact with an enemy; or an enemy is already Engaged with a trooper of yours;
 * or troopers are Prone, lower than the others for LoF. Every answer is the engine's ARO check.
 */
export type CloseCase = 'contact' | 'engaged' | 'prone';

/** The case of each question of a round, in turn. */
export const CLOSE_CASES: readonly CloseCase[] = ['contact', 'engaged', 'prone'];

/** The enemy troopers that may react: all models (a marker can never be Engaged, RULES.md §13). */
const REACTORS = ['line-trooper', 'line-trooper', 'field-officer', 'chain-trooper'] as const;

interface Laid {
  /** The free table as laid out, before any rule of the game applies to it. */
  s: GameState;
  moverId: string;
  path: Point[];
  reactorIds: string[];
  /** Your other troopers on the table (E: in base contact with an enemy; Y1, Y2: in the way). */
  own: { id: string; label: string }[];
  walls: number;
  length: number;
}

/** Your troopers here are all Line Troopers: the radius of their base. */
const OWN_R = ((): number => {
  const p = findProfile('line-trooper');
  if (!p) throw new Error('the built-in roster has no line-trooper');
  return baseRadiusInches(p.s);
})();

/** How far the mover's base keeps from every base it does not walk into, so nothing looks touched. */
const PASSING_GAP = 0.3;

/** Whether the path keeps the mover's base clear of every other base, but the one it walks into. */
function clearPath(s: GameState, moverId: string, path: Point[], into?: string): boolean {
  const m = s.pieces[moverId];
  if (!m) return false;
  return s.pieceOrder.every((id) => {
    const p = s.pieces[id];
    const gap = id === into ? -0.001 : PASSING_GAP;
    return id === moverId || !p || distanceToPath(p, path) - p.r - m.r > gap;
  });
}

/** Places an enemy trooper in base contact with `at`'s base, exactly, in the given direction. */
function touchingPoint(s: GameState, pieceId: string, bearing: number, r: number): Point | null {
  const p = s.pieces[pieceId];
  if (!p) return null;
  return vec.add(p, vec.scale(vec.fromDegrees(bearing), p.r + r));
}

/**
 * Adds `count` enemy troopers around `mid`, each where it fits; their ids. `facingMid`: the first
 * faces the path, give or take 45°, so that what stands in the way decides its LoF.
 */
function addReactors(
  d: Dice,
  s: GameState,
  mid: Point,
  count: number,
  facingMid = false,
): { s: GameState; ids: string[] } {
  const ids: string[] = [];
  let state = s;
  for (let i = 0; i < count; i++) {
    for (let t = 0; t < 25; t++) {
      const bearing = d.int(0, 35) * 10;
      const at = toward(mid, bearing, facingMid && i === 0 ? d.real(3, 8, 0.5) : d.real(3, 12, 0.5));
      const facing =
        facingMid && i === 0 ? (bearing + 180 + d.int(-3, 3) * 15 + 360) % 360 : d.int(0, 23) * 15;
      const p = put(state, 'B', d.pick(REACTORS), 'model', at, facing);
      if (!p?.pieceIds[0]) continue;
      state = p.state;
      ids.push(p.pieceIds[0]);
      break;
    }
  }
  return { s: state, ids };
}

/** The table, the mover and its path, laid out for the case; null when the dice gave nothing usable. */
function layOut(d: Dice, c: CloseCase): Laid | null {
  const walls = Array.from({ length: d.int(0, 2) }, (_, i) =>
    block(
      `wall-${String(i + 1)}`,
      { x: d.real(5, 27, 0.5), y: d.real(4, 20, 0.5) },
      d.pick([4, 5, 6]),
      d.pick([0, 45, 90, 135]),
    ),
  );
  let s = board(32, 24, walls);
  const own: Laid['own'] = [];
  const reactorIds: string[] = [];
  let start: Point;
  let end: Point;
  let moverId: string;
  if (c === 'contact') {
    // The mover walks straight into base contact with R1.
    const r1 = put(
      s,
      'B',
      d.pick(REACTORS),
      'model',
      { x: d.real(10, 22, 0.5), y: d.real(8, 16, 0.5) },
      d.int(0, 23) * 15,
    );
    if (!r1?.pieceIds[0]) return null;
    s = r1.state;
    reactorIds.push(r1.pieceIds[0]);
    const bearing = d.int(0, 23) * 15;
    const contactAt = touchingPoint(s, r1.pieceIds[0], bearing, OWN_R);
    if (!contactAt) return null;
    end = contactAt;
    start = toward(end, bearing, d.real(2, 3.5, 0.5));
    const m = put(s, 'A', 'line-trooper', 'model', start, (bearing + 180) % 360);
    if (!m?.pieceIds[0]) return null;
    s = m.state;
    moverId = m.pieceIds[0];
  } else {
    start = { x: d.real(9, 23, 0.5), y: d.real(8, 16, 0.5) };
    const m = put(s, 'A', 'line-trooper', 'model', start, d.int(0, 23) * 15);
    if (!m?.pieceIds[0]) return null;
    s = m.state;
    moverId = m.pieceIds[0];
    // Prone bodies shadow little of a long path: the Prone case walks a short one.
    end = toward(start, d.int(0, 23) * 15, c === 'prone' ? d.real(1.5, 3, 0.5) : d.real(2.5, 3.5, 0.5));
    if (c === 'engaged') {
      // R1 fights your trooper E, off the mover's path.
      const mid0 = vec.scale(vec.add(start, end), 0.5);
      const r1 = put(
        s,
        'B',
        d.pick(REACTORS),
        'model',
        toward(mid0, d.int(0, 35) * 10, d.real(3, 12, 0.5)),
        d.int(0, 23) * 15,
      );
      if (!r1?.pieceIds[0]) return null;
      s = r1.state;
      reactorIds.push(r1.pieceIds[0]);
      const at = touchingPoint(s, r1.pieceIds[0], d.int(0, 23) * 15, OWN_R);
      const e = at ? put(s, 'A', 'line-trooper', 'model', at, 0) : null;
      if (!e?.pieceIds[0]) return null;
      s = e.state;
      own.push({ id: e.pieceIds[0], label: 'E' });
    }
  }
  const path = [start, end];
  const mid = vec.scale(vec.add(start, end), 0.5);
  const more = addReactors(d, s, mid, c === 'prone' ? d.int(2, 3) : d.int(1, 2), c === 'prone');
  s = more.s;
  reactorIds.push(...more.ids);
  if (c === 'prone') {
    // Two of your troopers side by side between R1 and the path: a screen in the way of its LoF (one
    // base alone never hides a base as wide as itself).
    const r = s.pieces[reactorIds[0] ?? ''];
    if (!r) return null;
    const f = d.real(0.2, 0.4, 0.05);
    const centre = { x: r.x + (mid.x - r.x) * f, y: r.y + (mid.y - r.y) * f };
    const way = vec.normalize(vec.sub(mid, r));
    const across = vec.scale({ x: -way.y, y: way.x }, OWN_R);
    for (const [i, at] of [vec.add(centre, across), vec.sub(centre, across)].entries()) {
      const y = put(s, 'A', 'line-trooper', 'model', at, d.int(0, 23) * 15);
      if (!y?.pieceIds[0]) return null;
      s = y.state;
      own.push({ id: y.pieceIds[0], label: `Y${String(i + 1)}` });
    }
  }
  const moved = moveTo(s, moverId, end);
  if (!moved || !clearPath(s, moverId, path, c === 'contact' ? reactorIds[0] : undefined)) return null;
  return {
    s: moved,
    moverId,
    path,
    reactorIds,
    own,
    walls: walls.length,
    length: vec.len(vec.sub(end, start)),
  };
}

/**
 * Lays some troopers Prone (those that may ever be), each with the chance `p`; null when none is.
 * The mover is never among them: Prone, it would move at half its MOV (RULES.md §18.9.2), a drill of its own.
 */
function layProne(d: Dice, s: GameState, ids: readonly string[], p: number): GameState | null {
  let state = s;
  let any = false;
  for (const id of ids) {
    const t = trooperOf(state, id);
    if (!t || !mayBeProne(t.profile) || !d.chance(p)) continue;
    state = setProne(state, t, true);
    any = true;
  }
  return any ? state : null;
}

/** One reactor as the engine's ARO check sees it on one table. */
interface Checked extends Without {
  zoc: boolean;
  contact: boolean;
}

/**
 * Each reactor's LoF, ZoC, contact and ARO choice on a table, as the engine's ARO check works it out.
 * `lofOnly`: a table without Engaged State, read for its LoF alone (there a trooper touching the
 * mover could both shoot and fight, which no answer of this drill offers).
 */
function checked(
  s: GameState,
  moverId: string,
  path: Point[],
  ids: readonly string[],
  lofOnly = false,
): Checked[] {
  const found = aroCheck(s, 'A', [{ pieceId: moverId, path }]);
  return ids.map((id) => {
    const a = found.find((r) => r.id === id)?.against[0];
    return {
      lof: a?.lof ?? false,
      zoc: a?.zoc ?? false,
      contact: a?.contact === true,
      choice: choiceFor(lofOnly ? [] : (a?.allowed ?? []), CLOSE_COMBAT_CHOICES),
    };
  });
}

function attempt(d: Dice, seed: number, index: number): DrillQuestion | null {
  const c = CLOSE_CASES[index % CLOSE_CASES.length] ?? 'contact';
  const laid = layOut(d, c);
  if (!laid) return null;
  const { moverId, path, reactorIds, own } = laid;
  let s = laid.s;
  // Without Engaged State (a game begun before close combat, decision D87): what close combat changes.
  const unengaged = checked(s, moverId, path, reactorIds, true);
  let standing: Checked[] | null = null;
  if (c === 'prone') {
    standing = checked(underCurrentRules(s), moverId, path, reactorIds);
    // Your troopers of the screen lie Prone more often than the enemies behind it.
    const screen =
      layProne(
        d,
        s,
        own.map((o) => o.id),
        0.6,
      ) ?? s;
    const proned = layProne(d, screen, reactorIds, 0.3) ?? (screen === s ? null : screen);
    if (!proned) return null;
    s = proned;
  }
  const played = underCurrentRules(s);
  const now = checked(played, moverId, path, reactorIds);
  const distances = reactorIds.map((id) => closest(s, moverId, path, id));
  if (distances.some((x) => Math.abs(x - ZOC_RADIUS) < ZOC_MARGIN)) return null;
  // A table where every piece gets the same answer teaches little.
  if (new Set(now.map((a) => a.choice.id)).size < 2) return null;
  const first = now[0];
  if (!first) return null;
  if (c === 'contact' && first.choice.id !== 'cc') return null;
  // The Engaged trooper would have had LoF to M: Engaged State is what takes it away.
  if (c === 'engaged' && (first.contact || !unengaged[0]?.lof)) return null;
  if (c !== 'contact' && now.some((a) => a.contact)) return null;
  if (c === 'prone') {
    if (reactorIds.some((id) => enemiesEngagedWith(played, id).length > 0)) return null;
    if (!now.some((a, i) => a.choice.id !== standing?.[i]?.choice.id)) return null;
  }

  const labels: Record<string, string> = { [moverId]: 'M' };
  reactorIds.forEach((id, i) => (labels[id] = `R${String(i + 1)}`));
  for (const o of own) labels[o.id] = o.label;
  const view = pictureFor(played, 'A');
  const name = (id: string) => view.pieces.find((p) => p.id === id)?.label ?? 'piece';
  const prone = (id: string) => isProne(s.pieces[id]?.tokens ?? []);
  const reactions: Reaction[] = reactorIds.map((id, i) => ({
    label: `R${String(i + 1)}`,
    lof: now[i]?.lof ?? false,
    zoc: now[i]?.zoc ?? false,
    contact: now[i]?.contact ?? false,
    engagedWith: enemiesEngagedWith(played, id).map((e) => labels[e] ?? 'a trooper'),
    prone: prone(id),
    choice: now[i]?.choice ?? choiceFor([], CLOSE_COMBAT_CHOICES),
    closest: inches(distances[i] ?? 0),
    noLof: noLofReason(s, moverId, path, id),
  }));
  const explanation: Explanation[] = [
    ...reactions.flatMap((r, i) => whyReaction(r, unengaged[i] ?? r, standing?.[i] ?? null)),
    ...closeCombatRules(reactions),
  ];
  const facts = [
    `Your Line Trooper (M) declares a Move of ${inches(laid.length)} along the arrow${c === 'contact' ? ', ending in base contact with R1' : ''}; it is drawn where the move ends.`,
    ...reactions.map((r, i) => {
      const id = reactorIds[i] ?? '';
      const piece = s.pieces[id];
      const arc = piece ? KIND_RULES[piece.kind].arc : 180;
      const states = [
        ...(r.prone ? ['Prone'] : []),
        ...(r.engagedWith.length && !r.contact
          ? [`in base contact with ${r.engagedWith.join(' and ')}`]
          : []),
      ];
      return `${r.label}: enemy ${name(id)}, LoF ${String(arc)}°${piece ? `, facing ${degrees(piece.facing)}` : ''}${states.length ? `, ${states.join(', ')}` : ''}; M comes within ${r.closest} of it.`;
    }),
    ...own.map(
      (o) =>
        `${o.label}: your Line Trooper${prone(o.id) ? ', Prone' : ''}${o.label === 'E' ? ', in base contact with R1' : ''}.`,
    ),
    laid.walls === 0
      ? 'No scenery is in the way.'
      : laid.walls === 1
        ? 'The wall is tall: it blocks LoF.'
        : 'The walls are tall: they block LoF.',
  ];
  return {
    kind: 'closeCombat',
    seed,
    index,
    prompt: 'Which of the enemy troopers may react to this Order, and with what?',
    facts,
    picture: { view, labels, paths: [{ label: '1', points: path }] },
    ask: {
      type: 'per-piece',
      pieces: reactions.map((r, i) => ({ label: r.label, name: name(reactorIds[i] ?? '') })),
      choices: [...CLOSE_COMBAT_CHOICES],
    },
    solution: { type: 'per-piece', choice: Object.fromEntries(reactions.map((r) => [r.label, r.choice.id])) },
    explanation,
  };
}

/** "Who may react, and with what?" with troopers Engaged or Prone (RULES.md §13, §18.8, §18.9). */
export function closeCombatQuestion(seed: number, index: number): DrillQuestion {
  return generate('closeCombat', seed, index, attempt);
}
