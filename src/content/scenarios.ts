import type { DeploymentForm, Point, Seat, Violation } from '../rules/index.ts';
import { violation, type RuleId } from '../rules/index.ts';
import { applyAction } from '../engine/reducer.ts';
import { newGame } from '../engine/newGame.ts';
import { HIDDEN_KEY } from '../engine/records.ts';
import type { Action, ActiveSkill, GameSetup, GameState } from '../engine/types.ts';
import type { RandomSpec } from '../engine/random.ts';
import type { AroChoice } from '../engine/actions.ts';

/**
 * Scenarios (ARCHITECTURE.md §1 engine/, issue: "a scenario is a set-up plus, where the example says
 * what happens, the scripted declarations"). A scenario is a hot-seat game set-up and seed, a prelude
 * of deployment steps that brings the table to the situation, and a script of narrated steps, each
 * naming the RULES.md section it shows. Pieces are named by where they stand and troopers by their
 * roster place, so a scenario is plain data and replays exactly from its seed.
 */
export type Difficulty = 'introduction' | 'intermediate' | 'advanced';

/** One deployment in the prelude: a seat's nth roster trooper, in a form, where. */
export interface PreludeDeploy {
  deploy: {
    seat: Seat;
    roster: number;
    form: DeploymentForm;
    at: Point;
    facing: number;
    extras?: Point[];
    real?: number;
    hidden?: boolean;
    /** HoloMask: the roster place of the trooper it shows. */
    imitates?: number;
    /** Holoecho with HoloMask: the Holoechoes stand as models of the imitated trooper. */
    decoysAsModels?: boolean;
  };
}

export type PreludeStep = PreludeDeploy | { endStep: Seat } | { endTurn: Seat };

/** What a scripted step does, with pieces named by where they stand. */
export type ScriptDo =
  | { activate: Point }
  | { activateHidden: { seat: Seat; roster: number } }
  /** Declares a Move (or Cautious Movement) of the activated pieces: each piece at `from` goes `to`. */
  | { move: { from: Point; to: Point }[]; cautious?: boolean }
  | { declare: ActiveSkill; target?: Point }
  /** An ARO of the piece standing at `by` (or of a seat's hidden roster trooper). */
  | { aro: { by: Point | { hidden: number }; choice: AroChoice; target?: Point } }
  | { endAros: true }
  | { endTurn: true }
  /** Places the revealed model standing at `at`: centre on centre, or edge on edge towards a rim point. */
  | { replace: { at: Point; edgeToward?: Point; facing?: number } };

export interface ScriptStep {
  /** Who acts. */
  seat: Seat;
  /** What the step shows, for the narration. */
  says: string;
  /** The rule it applies (its RULES.md section is in ruleRefs.ts). */
  rule: RuleId;
  do: ScriptDo;
  /**
   * What the audience window reads for this step, where `says` tells what only a seat may know (which
   * echo is false, who is under a marker): null tells the audience nothing but the step's number.
   */
  publicSays?: string | null;
}

export { audienceSays } from './audienceWords.ts';

export interface Scenario {
  id: string;
  title: string;
  /** Where the situation comes from (the rulebook example, or "written for this table"). */
  source: string;
  difficulty: Difficulty;
  description: string;
  setup: GameSetup;
  seed: number;
  prelude: PreludeStep[];
  script: ScriptStep[];
  /** What should be true when the script has been played, in words (shown at the end). */
  outcome: string;
}

/** The piece standing at a point (within 0.01"), or undefined. */
export function pieceAtPoint(state: GameState, at: Point): string | undefined {
  return state.pieceOrder.find((id) => {
    const p = state.pieces[id];
    return p !== undefined && Math.abs(p.x - at.x) < 0.01 && Math.abs(p.y - at.y) < 0.01;
  });
}

/** The id of a seat's trooper at a roster place. */
export function rosterTrooper(state: GameState, seat: Seat, roster: number): string | undefined {
  return Object.values(state.troopers).find((t) => t.owner === seat && t.rosterIndex === roster)?.id;
}

const missing = (what: string): Violation =>
  violation('INVALID_ACTION', `The scenario's next step needs ${what}, which is not on the table now.`);

/** The action a prelude step stands for in this state. */
export function preludeAction(state: GameState, step: PreludeStep): Action | Violation {
  if ('endStep' in step) return { type: 'endDeployment', seat: step.endStep };
  if ('endTurn' in step) return { type: 'endTurn', seat: step.endTurn };
  const d = step.deploy;
  const trooperId = rosterTrooper(state, d.seat, d.roster);
  if (!trooperId) return missing(`trooper ${String(d.roster + 1)} of Player ${d.seat}`);
  const imitates = d.imitates === undefined ? undefined : rosterTrooper(state, d.seat, d.imitates);
  return {
    type: 'deploy',
    seat: d.seat,
    trooperId,
    form: d.form,
    at: d.at,
    facing: d.facing,
    ...(d.extras ? { extras: d.extras } : {}),
    ...(d.real !== undefined ? { real: d.real } : {}),
    ...(d.hidden ? { hidden: true } : {}),
    ...(imitates ? { imitates } : {}),
    ...(d.decoysAsModels ? { decoysAsModels: true } : {}),
  };
}

/** The action a scripted step stands for in this state, or why it cannot be worked out. */
export function scriptAction(state: GameState, step: ScriptStep): Action | Violation {
  const seat = step.seat;
  const d = step.do;
  const at = (p: Point, what: string): string | Violation =>
    pieceAtPoint(state, p) ?? missing(`${what} at (${p.x.toFixed(1)}, ${p.y.toFixed(1)})`);
  if ('activate' in d) {
    const id = at(d.activate, 'a piece');
    return typeof id === 'string' ? { type: 'activate', seat, pieceId: id } : id;
  }
  if ('activateHidden' in d) {
    const tid = rosterTrooper(state, d.activateHidden.seat, d.activateHidden.roster);
    return tid ? { type: 'activateHidden', seat, trooperId: tid } : missing('the hidden trooper');
  }
  if ('move' in d) {
    const to: Record<string, Point> = {};
    for (const m of d.move) {
      const id = at(m.from, 'the moving piece');
      if (typeof id !== 'string') return id;
      to[id] = m.to;
    }
    return { type: 'declare', seat, skill: d.cautious ? 'cautiousMove' : 'move', to };
  }
  if ('declare' in d) {
    if (!d.target) return { type: 'declare', seat, skill: d.declare };
    const id = at(d.target, 'the target');
    return typeof id === 'string' ? { type: 'declare', seat, skill: d.declare, target: id } : id;
  }
  if ('aro' in d) {
    const by = d.aro.by;
    let reactorId: string | Violation;
    if ('hidden' in by) {
      const tid = rosterTrooper(state, seat, by.hidden);
      reactorId = tid ? `${HIDDEN_KEY}${tid}` : missing('the hidden trooper');
    } else {
      const id = at(by, 'the reacting piece');
      // A trooper's ARO entry may be keyed by another of its pieces (one ARO per trooper, D25).
      const order = state.phase.kind === 'turn' ? state.phase.order : undefined;
      reactorId =
        typeof id === 'string' && order
          ? (Object.entries(order.reactors).find(
              ([k, r]) => k === id || r.pieceIds?.includes(id) === true,
            )?.[0] ?? id)
          : id;
    }
    if (typeof reactorId !== 'string') return reactorId;
    let target: string | undefined;
    if (d.aro.target) {
      const t = at(d.aro.target, 'the ARO target');
      if (typeof t !== 'string') return t;
      target = t;
    }
    return { type: 'aro', seat, reactorId, choice: d.aro.choice, ...(target ? { target } : {}) };
  }
  if ('endAros' in d) return { type: 'endAros', seat };
  if ('replace' in d) {
    const id = at(d.replace.at, 'the revealed model');
    if (typeof id !== 'string') return id;
    return {
      type: 'replace',
      seat,
      pieceId: id,
      mode: d.replace.edgeToward ? { edgeToward: d.replace.edgeToward } : 'centre',
      ...(d.replace.facing !== undefined ? { facing: d.replace.facing } : {}),
    };
  }
  return { type: 'endTurn', seat };
}

/**
 * A scenario's start: its set-up, randomness and the prelude as actions (a game is set-up + actions).
 * The dice come from the scenario's public seed, so they fall as its example tells; the ids from
 * `idKey` when given (a game on the table draws a secret one), else from the seed too.
 */
export function scenarioStart(
  scenario: Scenario,
  idKey?: string,
):
  | { ok: true; setup: GameSetup; random: RandomSpec; actions: Action[]; state: GameState }
  | { ok: false; problem: string } {
  const random: RandomSpec = idKey ? { seed: scenario.seed, idKey } : { seed: scenario.seed };
  let state = newGame(scenario.setup, random);
  const actions: Action[] = [];
  for (const [i, step] of scenario.prelude.entries()) {
    const action = preludeAction(state, step);
    if (!('type' in action))
      return { ok: false, problem: `Prelude step ${String(i + 1)}: ${action.message}` };
    const r = applyAction(state, action);
    if (!r.ok) {
      return {
        ok: false,
        problem: `Prelude step ${String(i + 1)} of "${scenario.title}" is refused: ${r.violations.map((v) => v.message).join(' ')}`,
      };
    }
    state = r.state;
    actions.push(action);
  }
  return { ok: true, setup: scenario.setup, random, actions, state };
}

/** Plays a scenario's script from its start, step by step (for tests and the benchmark). */
export function playScript(
  scenario: Scenario,
  steps = scenario.script.length,
  idKey?: string,
): { state: GameState; actions: Action[]; problem?: string } {
  const start = scenarioStart(scenario, idKey);
  if (!start.ok) throw new Error(start.problem);
  let state = start.state;
  const actions = [...start.actions];
  for (const step of scenario.script.slice(0, steps)) {
    const action = scriptAction(state, step);
    if (!('type' in action)) return { state, actions, problem: action.message };
    const r = applyAction(state, action);
    if (!r.ok) return { state, actions, problem: r.violations.map((v) => v.message).join(' ') };
    state = r.state;
    actions.push(action);
  }
  return { state, actions };
}

/** The roster profile names of a scenario, per seat (for the gallery). */
export function scenarioRosters(s: Scenario): Record<Seat, string[]> {
  const r = s.setup.game?.rosters;
  return { A: r?.A.map((p) => p.name) ?? [], B: r?.B.map((p) => p.name) ?? [] };
}
