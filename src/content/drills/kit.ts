import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { rectangle } from '../../geometry/polygon.ts';
import { vec } from '../../geometry/vec.ts';
import type { DeploymentForm, Point, Profile, Seat, SceneryHeight } from '../../rules/index.ts';
import { apply } from '../../engine/apply.ts';
import { newGame } from '../../engine/newGame.ts';
import { RULES_EDITION } from '../../engine/edition.ts';
import type { GameSetup, GameState } from '../../engine/types.ts';
import { viewFor, type View } from '../../engine/view.ts';
import { findProfile } from '../roster.ts';
import type { DrillQuestion } from './types.ts';

// What the drill generators are built from: seeded dice, a small free table, placing and moving.

/** Seeded dice for one question: the same seed always draws the same numbers. */
export interface Dice {
  int(from: number, to: number): number;
  /** A number in [from, to] in steps of `step` (0.1" unless told). */
  real(from: number, to: number, step?: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function dice(seed: number): Dice {
  const g = xoroshiro128plus(seed);
  const int = (from: number, to: number) => uniformInt(g, from, to);
  return {
    int,
    real(from, to, step = 0.1) {
      const n = Math.round((to - from) / step);
      return Math.round((from + int(0, n) * step) * 1000) / 1000;
    },
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('dice.pick: nothing to pick from');
      return item;
    },
    chance(p) {
      return int(0, 9999) < p * 10000;
    },
  };
}

/** The seed of one question of a round: mixes the round's seed, the drill and the question's place. */
export function questionSeed(roundSeed: number, kind: string, index: number): number {
  let h = (roundSeed ^ 0x811c9dc5) >>> 0;
  for (const ch of `${kind}:${String(index)}`) {
    h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  }
  return h;
}

/** How many tries a generator makes for a situation that teaches something before it gives up. */
export const MAX_TRIES = 400;

/** A wall or low block of scenery for a drill table. */
export function block(
  id: string,
  at: Point,
  length: number,
  rotation: number,
  height: SceneryHeight = 'tall',
): GameSetup['scenery'][number] {
  return {
    id,
    name: height === 'tall' ? 'Wall' : 'Crates',
    height,
    polygon: rectangle(at, length, height === 'tall' ? 1 : 2, rotation),
  };
}

/** A free table of the given size and scenery, with no deployment zones (a drill is mid-game). */
export function board(width: number, depth: number, scenery: GameSetup['scenery']): GameState {
  return newGame({ table: { width, depth, zoneDepth: 0 }, scenery }, 1);
}

/**
 * The table as a game begun under the current edition of the rules sees it (decision D87: drills are
 * begun under the current edition), so troopers in base contact are Engaged (RULES.md §13). The
 * table is laid out with the free set-up actions first; only then does it become a game, with
 * empty rosters: nothing is deployed from them.
 */
export function underCurrentRules(state: GameState): GameState {
  return {
    ...state,
    // A new pieces object: what is worked out from the pieces is kept per pieces object
    // (engine/engaged.ts), and the same pieces under another edition must be read afresh.
    pieces: { ...state.pieces },
    setup: {
      ...state.setup,
      game: { rosters: { A: [], B: [] }, firstDeployer: 'A', pins: {}, rules: RULES_EDITION },
    },
  };
}

/** Places a trooper; returns the new state and the ids of its pieces, or null when it does not fit. */
export function put(
  state: GameState,
  seat: Seat,
  profileId: string,
  form: DeploymentForm,
  at: Point,
  facing: number,
  /** Changes to the built-in profile (a piece of equipment it carries here). */
  patch: Partial<Profile> = {},
): { state: GameState; pieceIds: string[] } | null {
  const base = findProfile(profileId);
  const r = apply(state, {
    type: 'deployTrooper',
    seat,
    profileId,
    profile: base && { ...base, ...patch },
    form,
    at,
    facing,
  });
  if (!r.ok) return null;
  const pieceIds = r.state.pieceOrder.filter((id) => !(id in state.pieces));
  return { state: r.state, pieceIds };
}

/** Moves a piece (free set-up rules: straight, not through tall scenery); null when it may not. */
export function moveTo(state: GameState, pieceId: string, to: Point): GameState | null {
  const r = apply(state, { type: 'movePiece', pieceId, to, limit: 'free' });
  return r.ok ? r.state : null;
}

/** A point `length` inches from `from` in the direction `degrees` (0° east, 90° south: table y grows down). */
export function toward(from: Point, degrees: number, length: number): Point {
  const to = vec.add(from, vec.scale(vec.fromDegrees(degrees), length));
  return { x: Math.round(to.x * 100) / 100, y: Math.round(to.y * 100) / 100 };
}

/** An inch figure as the drills print it: one decimal. */
export function inches(n: number): string {
  return `${n.toFixed(1)}"`;
}

/**
 * The picture of a drill: what the drilled seat may know of the table (ARCHITECTURE.md §5), without
 * the log of how the generator laid it out.
 */
export function pictureFor(state: GameState, seat: Seat): View {
  return { ...viewFor(state, seat), log: [] };
}

/**
 * Draws situations from the question's own seed until `attempt` finds one that teaches something;
 * the same seed, drill and place always give the same question.
 */
export function generate(
  kind: string,
  seed: number,
  index: number,
  attempt: (d: Dice, seed: number, index: number) => DrillQuestion | null,
): DrillQuestion {
  const d = dice(questionSeed(seed, kind, index));
  for (let i = 0; i < MAX_TRIES; i++) {
    const q = attempt(d, seed, index);
    if (q) return q;
  }
  throw new Error(`no ${kind} drill found for seed ${String(seed)}, question ${String(index)}`);
}
