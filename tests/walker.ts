// A random-play walker for the engine (ARCHITECTURE.md §4): from any state it lists plausible actions
// of the awaited seat (tests/walker/candidates.ts), tries them in a seeded random order through
// `apply` and takes the first one accepted. It plays whole games from random marker-play set-ups
// (tests/walker/setup.ts) to their end. Used by the liveness property (src/engine/liveness.test.ts), the
// engine fuzz (src/engine/fuzz.test.ts) and any test that needs games played to the end, such as one
// that sends the same actions through the game server.
import type { Violation } from '../src/rules/index.ts';
import {
  apply,
  awaiting,
  newGame,
  type Action,
  type GameSetup,
  type GameState,
  type LogEvent,
} from '../src/engine/index.ts';
import { candidates, type Candidate } from './walker/candidates.ts';
import { countStep, type Coverage } from './walker/coverage.ts';
import { makeRng, type Rng } from './walker/rng.ts';
import { walkerSetup } from './walker/setup.ts';

export { candidates, countStep, makeRng, walkerSetup };
export type { Candidate, Coverage, Rng };

/** A refused candidate and why. */
export interface Tried {
  action: Action;
  violations: Violation[];
}

/** The walker's step: the action accepted and what it gave, or every candidate refused. */
export type Step =
  | { ok: true; action: Action; state: GameState; events: LogEvent[]; refused: Tried[] }
  | { ok: false; awaiting: ReturnType<typeof awaiting>; refused: Tried[] };

/**
 * The next action of the awaited seat: candidates are tried in a random order weighted by their
 * weights, and the first that `apply` accepts is taken. `ok: false` means the awaited seat had no
 * legal candidate (or nothing is awaited).
 */
export function nextAction(state: GameState, rng: Rng): Step {
  const waiting = awaiting(state);
  const list: Candidate[] = waiting ? candidates(state, rng) : [];
  const refused: Tried[] = [];
  let total = list.reduce((sum, c) => sum + c.weight, 0);
  while (list.length > 0) {
    let x = rng.float() * total;
    let i = list.findIndex((c) => (x -= c.weight) < 0);
    if (i < 0) i = list.length - 1;
    const [c] = list.splice(i, 1);
    if (!c) break;
    total -= c.weight;
    const r = apply(state, c.action);
    if (r.ok) return { ok: true, action: c.action, state: r.state, events: r.events, refused };
    refused.push({ action: c.action, violations: r.violations });
  }
  return { ok: false, awaiting: waiting, refused };
}

/** What one walked game came to. */
export interface Walk {
  seed: number;
  setup: GameSetup;
  /** The accepted actions, in order: set-up, seed and these replay the game. */
  actions: Action[];
  state: GameState;
  /** Why the walk stopped before the game was over, with the step it stopped at. */
  stuck?: { index: number; step: Extract<Step, { ok: false }> } | { index: number; tooLong: true };
}

export interface WalkOptions {
  /** Stop (and report) a game still not over after this many actions (default 4,000). */
  maxActions?: number;
  /** Called after every accepted action, with the state it was applied to. */
  onStep?: (step: Extract<Step, { ok: true }>, before: GameState, index: number) => void;
}

/**
 * The start of the seed's game: the generator seeded with it, the set-up drawn from it, and the new
 * game with the same seed as its public dice seed (`newGame(setup, { seed })`). A test that plays the
 * game elsewhere (through the game server) makes the same set-up and seed there, then asks
 * `nextAction(state, rng)` for each action, sends it, and keeps `step.state` to compare with.
 */
export function startWalk(seed: number): { rng: Rng; setup: GameSetup; state: GameState } {
  const rng = makeRng(seed);
  const setup = walkerSetup(rng);
  return { rng, setup, state: newGame(setup, { seed }) };
}

/** Walks one game from the seed to its end (startWalk, then nextAction): the seed alone replays it. */
export function walkGame(seed: number, options: WalkOptions = {}): Walk {
  const { rng, setup, state: first } = startWalk(seed);
  let state = first;
  const actions: Action[] = [];
  const max = options.maxActions ?? 4000;
  for (let index = 0; state.phase.kind !== 'over'; index++) {
    if (index >= max) return { seed, setup, actions, state, stuck: { index, tooLong: true } };
    const step = nextAction(state, rng);
    if (!step.ok) return { seed, setup, actions, state, stuck: { index, step } };
    options.onStep?.(step, state, index);
    actions.push(step.action);
    state = step.state;
  }
  return { seed, setup, actions, state };
}

/** A failure as a test prints it: the seed that replays it, where, what was awaited, what was refused. */
export function describeStuck(walk: Walk): string {
  const stuck = walk.stuck;
  if (!stuck) return `game ${String(walk.seed)} is over`;
  const head = `walker seed ${String(walk.seed)}, action ${String(stuck.index)}`;
  if ('tooLong' in stuck) {
    return `${head}: the game is not over after ${String(stuck.index)} actions (awaiting ${JSON.stringify(awaiting(walk.state))}, phase ${JSON.stringify(walk.state.phase)})`;
  }
  const tried = stuck.step.refused
    .map(
      (t) =>
        `  ${JSON.stringify(t.action)}\n    → ${t.violations.map((v) => `${v.code}: ${v.message}`).join('; ')}`,
    )
    .join('\n');
  return `${head}: awaiting ${JSON.stringify(stuck.step.awaiting)}, phase ${walk.state.phase.kind}, and no candidate was legal:\n${tried || '  (no candidate at all)'}`;
}
