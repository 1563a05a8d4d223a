// Shared set-ups and helpers of the engine scenario tests (apply.test.ts, deploy.test.ts).
import { expect } from 'vitest';
import {
  baseRadiusInches,
  type DeploymentForm,
  type PieceKind,
  type Scenery,
  type Seat,
  type Violation,
  type ViolationCode,
} from '../src/rules/index.ts';
import type { Profile } from '../src/rules/index.ts';
import { apply, newGame, type Action, type GameSetup, type GameState } from '../src/engine/index.ts';
import { ROSTER, defaultSetup, findProfile } from '../src/content/index.ts';
import type { PieceState } from '../src/engine/types.ts';
import { RULES_EDITION } from '../src/engine/index.ts';

/** Scenario tests for the reducer (ARCHITECTURE.md §4, §9; STYLE.md habits 5, 11, 12). */

export const R2 = baseRadiusInches(2);

/** A 48" × 48" table with one solid 8" × 8" tower whose faces are x = 20, x = 28, y = 20, y = 28. */
export const TOWER: Scenery = {
  id: 's-tower',
  name: 'Tower',
  height: 'tall',
  polygon: [
    { x: 20, y: 20 },
    { x: 28, y: 20 },
    { x: 28, y: 28 },
    { x: 20, y: 28 },
  ],
};
export function towerSetup(): GameSetup {
  return { table: { width: 48, depth: 48, zoneDepth: 12 }, scenery: [TOWER] };
}

/**
 * A tall rectangle turned 45° across the top-left corner; its near face is the line x + y = 1.75".
 * An S2 base at (0.5, 0.5) just fits between it and the two table edges (0.038" to spare), and
 * every spot around it is either off the table or inside the block.
 */
export const CORNER_BLOCK: Scenery = {
  id: 's-corner',
  name: 'Corner block',
  height: 'tall',
  polygon: [
    { x: 3.75, y: -2 },
    { x: 13.75, y: 8 },
    { x: 8, y: 13.75 },
    { x: -2, y: 3.75 },
  ],
};
export const POCKET = { x: 0.5, y: 0.5 };

export function open(seed?: number): GameState {
  return newGame(defaultSetup('open'), seed);
}

/** Applies an action that must succeed, and checks that the input state was not mutated. */
export function ok(state: GameState, action: Action): GameState {
  const before = structuredClone(state);
  const r = apply(state, action);
  if (!r.ok) {
    throw new Error(
      `${action.type} was rejected: ${r.violations.map((v) => `${v.code} ${v.message}`).join('; ')}`,
    );
  }
  expect(state).toStrictEqual(before);
  return r.state;
}

/**
 * Applies an action that must be refused with `code`: the very same state object comes back and
 * nothing in it changed (STYLE.md habit 5). Returns the violations for further checks.
 */
export function rejected(state: GameState, action: Action, code: ViolationCode): Violation[] {
  const before = structuredClone(state);
  const r = apply(state, action);
  expect(r.ok).toBe(false);
  expect(r.state).toBe(state);
  expect(state).toStrictEqual(before);
  if (r.ok) throw new Error('unreachable');
  expect(r.violations.map((v) => v.code)).toContain(code);
  for (const v of r.violations) expect(v.message.length).toBeGreaterThan(0);
  return r.violations;
}

export function deployAction(
  seat: Seat,
  profileId: string,
  form: DeploymentForm,
  x: number,
  y: number,
  facing = seat === 'A' ? 90 : 270,
): Action {
  return {
    type: 'deployTrooper',
    seat,
    profileId,
    profile: findProfile(profileId),
    form,
    at: { x, y },
    facing,
  };
}

export function deploy(
  state: GameState,
  seat: Seat,
  profileId: string,
  form: DeploymentForm,
  x: number,
  y: number,
  facing?: number,
): GameState {
  return ok(state, deployAction(seat, profileId, form, x, y, facing));
}

/** The pieces a step added, in placement order. */
export function added(before: GameState, after: GameState): PieceState[] {
  return after.pieceOrder.filter((id) => !(id in before.pieces)).map((id) => after.pieces[id]!);
}

export function pieceOf(state: GameState, seat: Seat, kind: PieceKind, nth = 0): PieceState {
  const found = state.pieceOrder
    .map((id) => state.pieces[id]!)
    .filter((p) => p.owner === seat && p.kind === kind);
  const p = found[nth];
  if (!p) throw new Error(`no ${kind} piece #${String(nth)} of ${seat}`);
  return p;
}

export function trooperIdOf(state: GameState, piece: PieceState): string {
  return state.secrets[piece.owner].trooperOfPiece[piece.id]!;
}

export function move(pieceId: string, x: number, y: number, limit: 'mov' | 'free' = 'mov'): Action {
  return { type: 'movePiece', pieceId, to: { x, y }, limit };
}

/** The set-up of a hot-seat game (RULES.md §11.2) on the open 48" table, rosters by built-in profile id. */
export function hotSeatSetup(
  rosters: Record<Seat, string[]>,
  firstDeployer: Seat = 'A',
  scenery: Scenery[] = [],
): GameSetup {
  const profile = (id: string) => {
    const p = ROSTER.find((r) => r.id === id);
    if (!p) throw new Error(`no profile ${id}`);
    return structuredClone(p);
  };
  return {
    table: { width: 48, depth: 48, zoneDepth: 12 },
    scenery,
    game: {
      rosters: { A: rosters.A.map(profile), B: rosters.B.map(profile) },
      firstDeployer,
      rules: RULES_EDITION,
      pins: {},
    },
  };
}

/** A hot-seat game (RULES.md §11.2) on the open 48" table, rosters by built-in profile id. */
export function hotSeat(
  rosters: Record<Seat, string[]>,
  firstDeployer: Seat = 'A',
  seed = 7,
  scenery: Scenery[] = [],
): GameState {
  return newGame(hotSeatSetup(rosters, firstDeployer, scenery), seed);
}

/**
 * Alert (RULES.md §6.7, T52): A's Line Trooper at (20, 10) shoots B's at (20, 40), which passes; B's
 * ally at (25, 40) is 5" from it, so it is alerted whatever the dice; B's third trooper at (44, 44) is
 * not. Each step is made from the state before it, for a game or a store alike.
 */
export const ALERT_ROSTERS: Record<Seat, string[]> = {
  A: ['line-trooper', 'line-trooper'],
  B: ['line-trooper', 'line-trooper', 'line-trooper'],
};
export const ALERT_STEPS: readonly ((s: GameState) => Action)[] = [
  (s) => deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 20, 10),
  () => endStep('A'),
  (s) => deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 20, 40),
  (s) => deployRoster('B', rosterId(s, 'B', 'Line Trooper', 1), 'model', 25, 40, { facing: 90 }),
  () => endStep('B'),
  (s) => deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 44, 4, { facing: 270 }),
  () => endStep('A'),
  (s) => deployRoster('B', rosterId(s, 'B', 'Line Trooper', 2), 'model', 44, 44, { facing: 90 }),
  () => endStep('B'),
  (s) => ({ type: 'activate', seat: 'A', pieceId: pieceAt(s, 20, 10) }),
  (s) => ({ type: 'declare', seat: 'A', skill: 'bsAttack', target: pieceAt(s, 20, 40) }),
  (s) => ({ type: 'aro', seat: 'B', reactorId: pieceAt(s, 20, 40), choice: 'pass' }),
  () => ({ type: 'declare', seat: 'A', skill: 'idle' }),
];

/** The id of a seat's nth roster trooper with this profile name (as its owner sees it). */
export function rosterId(state: GameState, seat: Seat, name: string, nth = 0): string {
  const t = Object.values(state.troopers)
    .filter((x) => x.owner === seat && x.profile.name === name)
    .sort((a, b) => (a.rosterIndex ?? 0) - (b.rosterIndex ?? 0))[nth];
  if (!t) throw new Error(`no ${name} in ${seat}'s roster`);
  return t.id;
}

export function deployRoster(
  seat: Seat,
  trooperId: string,
  form: DeploymentForm,
  x: number,
  y: number,
  more: Partial<Extract<Action, { type: 'deploy' }>> = {},
): Action {
  return {
    type: 'deploy',
    seat,
    trooperId,
    form,
    at: { x, y },
    facing: seat === 'A' ? 90 : 270,
    ...more,
  };
}

export function endStep(seat: Seat): Action {
  return { type: 'endDeployment', seat };
}

/** The id of the piece standing exactly at (x, y). */
export function pieceAt(s: GameState, x: number, y: number): string {
  const id = s.pieceOrder.find((p) => {
    const piece = s.pieces[p];
    return piece !== undefined && piece.x === x && piece.y === y;
  });
  if (!id) throw new Error(`no piece at ${String(x)}, ${String(y)}`);
  return id;
}

/** A built-in profile by id, copied, with some fields changed (a custom trooper for a test). */
export function profile(id: string, patch: Partial<Profile> = {}): Profile {
  const p = ROSTER.find((r) => r.id === id);
  if (!p) throw new Error(`no profile ${id}`);
  return { ...structuredClone(p), ...patch };
}

/**
 * Two Line Troopers a side on an open 48" table, the dice given: A's at (20, 6) facing B, B's `b` at
 * (20, 37) in `form` (a Line Trooper by default), the others far off at (44, 4) and (4, 44).
 */
export function duelTable(
  dice: number[],
  b: Profile = profile('line-trooper'),
  form: DeploymentForm = 'model',
): GameState {
  let s = newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: {
        rosters: { A: [profile('line-trooper'), profile('line-trooper')], B: [b, profile('line-trooper')] },
        firstDeployer: 'A',
        rules: RULES_EDITION,
        pins: {},
      },
    },
    { given: dice },
  );
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 20, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', b.name), form, 20, 37));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 44, 4));
  s = ok(s, endStep('A'));
  s = ok(
    s,
    deployRoster('B', rosterId(s, 'B', 'Line Trooper', b.name === 'Line Trooper' ? 1 : 0), 'model', 4, 44),
  );
  return ok(s, endStep('B'));
}
