import { ROSTER } from '../src/content/index.ts';
import type { DeploymentForm, Seat } from '../src/rules/index.ts';
import { serialize } from '../src/store/persist/persistence.ts';
import {
  apply,
  newGame,
  rosterOf,
  type Action,
  type GameSetup,
  type GameState,
  type RandomSpec,
} from '../src/engine/index.ts';
import { RULES_EDITION } from '../src/engine/index.ts';

/**
 * A game built in Node with the engine, action by action, to be stored in the browser before a test
 * opens it: each step is made from the state it applies to, and a refused step fails the test at once.
 */
export function recorder(setup: GameSetup, random: RandomSpec) {
  let state: GameState = newGame(setup, random);
  const actions: Action[] = [];
  const play = (step: (s: GameState) => Action): void => {
    const action = step(state);
    const r = apply(state, action);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join(' '));
    state = r.state;
    actions.push(action);
  };
  return {
    play,
    get state(): GameState {
      return state;
    },
    actions,
  };
}

/** A hot-seat set-up of built-in profiles by id, A deploying first, on a small table unless given. */
export function hotSeatSetup(
  a: readonly string[],
  b: readonly string[],
  table = { width: 48, depth: 22, zoneDepth: 10 },
): GameSetup {
  const p = (id: string) => {
    const found = ROSTER.find((r) => r.id === id);
    if (!found) throw new Error(`no profile ${id}`);
    return structuredClone(found);
  };
  return {
    table,
    scenery: [],
    game: { rosters: { A: a.map(p), B: b.map(p) }, firstDeployer: 'A', rules: RULES_EDITION, pins: {} },
  };
}

/**
 * A recorded hot-seat game with a helper that deploys the `n`th trooper of a seat's roster, facing the
 * other side, and one that stores the game as the browser's current session.
 */
export function recordedGame(setup: GameSetup, random: RandomSpec) {
  const rec = recorder(setup, random);
  const deploy = (seat: Seat, n: number, form: DeploymentForm, x: number, y: number): void => {
    rec.play((g) => ({
      type: 'deploy',
      seat,
      trooperId: rosterOf(g, seat)[n]?.id ?? '',
      form,
      at: { x, y },
      facing: seat === 'A' ? 90 : 270,
    }));
  };
  const endStep = (seat: Seat): void => {
    rec.play(() => ({ type: 'endDeployment', seat }));
  };
  const saved = (id: string, name: string): string =>
    serialize({ random, setup, actions: rec.actions, redo: [], id, name });
  return { ...rec, deploy, endStep, saved };
}
