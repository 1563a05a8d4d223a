// Airborne Deployment (RULES.md §18.11.1–§18.11.3; decisions D97–D102): a Parachutist or Combat Jump
// trooper kept off the table at deployment, and its arrival in its Active Turn with its own Order.
import {
  AIRBORNE_FORMS,
  AIRBORNE_SKILL_NAMES,
  airborneSkillsOf,
  allowedForms,
  combatJumpValue,
  hasAirborneDeployment,
  impetuousMarkerProblem,
  isImpetuous,
  passesCombatJump,
  violation,
  withRule,
  type AirborneSkill,
  type DeploymentForm,
  type Point,
  type Seat,
} from '../rules/index.ts';
import { appendLog } from './logList.ts';
import { event, modelAtOwnEdge, withGroup } from './deployState.ts';
import { hiddenObstacles } from './deploy.ts';
import { asksReactiveSeat } from './handover.ts';
import { buildGroup, groupRequest, type Checker } from './group.ts';
import { actingSeat, reserveOf, stepText } from './phase.ts';
import { publicName } from './pieces.ts';
import { rollD20 } from './random.ts';
import { own } from './records.ts';
import { isInRetreat } from './turnStatus.ts';
import { refuse, turnOf, withLog, withOrder, type Result } from './orderKit.ts';
import { checkAros, pending } from './step2-4-aros.ts';
import { resolve } from './step5-resolution.ts';
import type { Applied, GameState, LogEvent, OrderState, TrooperState } from './types.ts';

/**
 * Deployment: the trooper stays off the table (RULES.md §18.11.1). It counts as deployed in this step
 * (it may be taken back while the step lasts, like a placed one), adds no Order to the pool, and the
 * other seat reads, when the step ends, only that a trooper was kept off the table (decision D97).
 */
export function keepAirborne(state: GameState, seat: Seat, trooperId: string): Applied {
  const phase = state.phase;
  const no = (code: Parameters<typeof violation>[0], text: Parameters<typeof violation>[1]) => ({
    ok: false as const,
    state,
    violations: [violation(code, text, [trooperId])],
  });
  if (phase.kind !== 'deployment') {
    return no('WRONG_PHASE', 'A trooper is kept off the table in the Deployment Phase.');
  }
  const acting = actingSeat(state);
  if (seat !== acting) return no('WRONG_SEAT', `Player ${String(acting)} deploys now (${stepText(state)}).`);
  const trooper = own(state.troopers, trooperId);
  if (trooper?.owner !== seat || trooper.deployable) {
    return no('UNKNOWN_TROOPER', `Player ${seat} has no trooper ${trooperId}.`);
  }
  const name = trooper.profile.name;
  if (trooper.form !== null || trooper.airborne)
    return no('ALREADY_DEPLOYED', `${name} is already deployed.`);
  if (!hasAirborneDeployment(trooper.profile)) {
    return no(
      'FORM_NOT_ALLOWED',
      withRule(`${name} has neither Parachutist nor Combat Jump: it deploys on the table.`, 'airborne'),
    );
  }
  if ((phase.step === 1 || phase.step === 2) && reserveOf(state, seat).length <= 1) {
    return no(
      'MUST_HOLD_BACK',
      withRule(
        `Hold ${name} back: every player deploys all but one trooper first, and the last one after the opponent.`,
        'deployment',
      ),
    );
  }
  const kept: TrooperState = { ...trooper, airborne: true, deployedInStep: phase.step };
  const e = event(state, {
    seat,
    only: seat,
    text: `Player ${seat} keeps ${name} off the table (Airborne Deployment): it arrives in one of its turns, with its own Order.`,
    rules: ['airborne'],
  });
  const next: GameState = {
    ...state,
    troopers: { ...state.troopers, [trooper.id]: kept },
    log: appendLog(state.log, e),
  };
  return { ok: true, state: next, events: [e] };
}

/** The `arrive` action (actions.ts) without its type. */
export interface Arrival {
  seat: Seat;
  trooperId: string;
  skill: AirborneSkill;
  form: DeploymentForm;
  at: Point;
  facing: number;
  extras?: Point[] | undefined;
  extraCount?: number | undefined;
  real?: number | undefined;
}

/** Why this arrival may not start now, or null (RULES.md §18.11.1; decision D100 for the forms). */
function arrivalProblem(state: GameState, a: Arrival): Result | null {
  const turn = turnOf(state);
  if (!turn) return refuse('WRONG_PHASE', 'A trooper arrives from Airborne Deployment in a Player Turn.');
  if (a.seat !== turn.active) return refuse('WRONG_SEAT', `It is Player ${turn.active}'s turn.`);
  if (turn.order) return refuse('WRONG_PHASE', 'Finish the Order under way first.');
  if (turn.statesPhase) {
    return refuse(
      'WRONG_PHASE',
      withRule('The States Phase has begun: no more Orders this turn.', 'statesPhase'),
    );
  }
  if (turn.impetuousPhase) {
    return refuse(
      'WRONG_PHASE',
      withRule('It is the Impetuous Phase: end it before a trooper arrives with its own Order.', 'impetuous'),
    );
  }
  const trooper = own(state.troopers, a.trooperId);
  if (trooper?.owner !== a.seat || !trooper.airborne) {
    return refuse('UNKNOWN_TROOPER', 'No trooper of yours waits off the table under that id.');
  }
  const name = trooper.profile.name;
  if (!airborneSkillsOf(trooper.profile).includes(a.skill)) {
    return refuse(
      'FORM_NOT_ALLOWED',
      withRule(`${name} has no ${AIRBORNE_SKILL_NAMES[a.skill]}.`, 'airborne'),
    );
  }
  if (!AIRBORNE_FORMS.includes(a.form) || !allowedForms(trooper.profile).includes(a.form)) {
    return refuse(
      'FORM_NOT_ALLOWED',
      withRule(
        `${name} cannot arrive as ${a.form}: it arrives as a model, as a CAMO marker with Camouflage, or with its Decoy replicas.`,
        'airborne',
      ),
    );
  }
  if (a.form !== 'model' && isImpetuous(trooper.profile, trooper.impetuous)) {
    return { ok: false, violations: [impetuousMarkerProblem(name, `${a.form} State`, trooper.id)] };
  }
  if (a.form !== 'model' && isInRetreat(state, a.seat)) {
    return refuse(
      'RETREAT_SKILL',
      withRule(`${name}'s army is in Retreat!: it arrives as a model.`, 'retreat'),
    );
  }
  return null;
}

/**
 * The arrival (RULES.md §18.11.1–§18.11.3): the trooper's own Order, an Entire Order. Its pieces are
 * placed where the skill allows (a Decoy user's replicas in Coherency as in the Deployment Phase, seed
 * row 1.28), never Prone; a Combat Jump then rolls PH, and a failure lands it as its own Model at its
 * own table edge (decision D99). Arriving reveals nothing (seed rows 1.13, 1.14). Then the reactive
 * seat gets its ARO round against the pieces placed, every one of them (decision D102).
 */
export function arrive(state: GameState, a: Arrival): Result {
  const problem = arrivalProblem(state, a);
  if (problem) return problem;
  const trooper = own(state.troopers, a.trooperId);
  if (!trooper) return refuse('UNKNOWN_TROOPER', 'No such trooper.');
  const profile = trooper.profile;
  const name = profile.name;
  const checker: Checker = {
    state,
    seat: a.seat,
    area: 'airborne',
    landing: a.skill,
    privateObstacles: hiddenObstacles(state, a.seat, trooper.id),
  };
  const group = buildGroup(checker, groupRequest(a, { profile, name, shows: profile }), new Set());
  if (!group.ok) return group;
  const skillName = AIRBORNE_SKILL_NAMES[a.skill];
  const { airborne: _kept, ...rest } = trooper;
  const lines: Omit<LogEvent, 'seq'>[] = [];
  let built: { pieces: typeof group.pieces; random: typeof group.random; real: number } = group;
  let form = a.form;
  let dice: number[] | undefined;
  if (a.skill === 'CombatJump') {
    // Room at the own edge is checked before the die counts, whatever it shows: a refusal tells nothing of it.
    const main = group.pieces[0];
    const fallback = (random: typeof group.random) =>
      modelAtOwnEdge({ ...checker, landing: undefined }, random, {
        seat: a.seat,
        profile,
        name,
        facing: a.facing,
        aimX: main?.x ?? state.setup.table.width / 2,
      });
    const [roll, random] = rollD20(group.random);
    const atEdge = fallback(random);
    if (!atEdge) {
      return refuse(
        'NO_ROOM_FOR_GROUP',
        withRule(
          `${name} has no room at Player ${a.seat}'s table edge, where a failed Combat Jump would put it; wait for room or use another skill.`,
          'combatJump',
        ),
      );
    }
    dice = [roll];
    const sv = combatJumpValue(profile);
    if (passesCombatJump(profile, roll)) {
      built = { ...group, random };
      lines.push({
        seat: a.seat,
        text: `Player ${a.seat}'s Combat Jump: PH roll ${String(roll)}, passed.`,
        ownerText: `${name}'s Combat Jump: PH roll ${String(roll)} against ${String(sv)}, passed.`,
        dice,
        rules: ['combatJump'],
      });
    } else {
      // A failure reveals a marker or a Decoy user: it lands as its own Model (RULES.md §10.6; D99).
      built = atEdge;
      form = 'model';
      const at = atEdge.pieces[0];
      const where = at ? ` (${at.x.toFixed(1)}, ${at.y.toFixed(1)})` : '';
      lines.push({
        seat: a.seat,
        text: `Player ${a.seat}'s Combat Jump: PH roll ${String(roll)}, failed. ${name} lands as a model inside Player ${a.seat}'s Deployment Zone, touching its table edge${where}${a.form === 'model' ? '' : '; it is revealed'}.`,
        ownerText: `${name}'s Combat Jump: PH roll ${String(roll)} against ${String(sv)}, failed: it lands as a model at its own table edge${where}.`,
        dice,
        rules: ['combatJump', ...(a.form === 'Decoy' ? (['decoy'] as const) : [])],
      });
    }
  }
  const arrived: TrooperState = { ...rest, form };
  const placed = withGroup(state, arrived, built, []);
  const pieceIds = built.pieces.map((p) => p.id);
  const shown = built.pieces.map((p) => `${publicName(p)} at (${p.x.toFixed(1)}, ${p.y.toFixed(1)})`);
  const arrival: Omit<LogEvent, 'seq'> = {
    seat: a.seat,
    text: `Player ${a.seat} spends a trooper's own Order on an Airborne Deployment with ${skillName}: ${shown.join(', ')}.`,
    ownerText: `Player ${a.seat} spends ${name}'s own Order on an Airborne Deployment with ${skillName}: ${shown.join(', ')}.`,
    rules: [a.skill === 'CombatJump' ? 'combatJump' : 'parachutist', 'airborne'],
    event: { kind: 'order', seat: a.seat, step: 'began' },
  };
  // The pieces as placed first, then the roll: a failed Combat Jump moves them to the edge at once.
  const order: OrderState = {
    trooperId: trooper.id,
    pieceIds,
    skills: [{ skill: 'airborneDeployment', via: a.skill }],
    stage: 'first',
    aroRound: 1,
    reactors: {},
    dodges: [],
    startedHidden: form !== 'model',
    revealed: false,
    landing: a.skill,
  };
  const checked = checkAros(
    placed,
    a.seat,
    order,
    built.pieces.map((p) => ({ pieceId: p.id, path: [{ x: p.x, y: p.y }] })),
  );
  const asking = asksReactiveSeat(
    placed,
    a.seat,
    built.pieces.map((p) => ({ pieceId: p.id, path: [{ x: p.x, y: p.y }] })),
  );
  if (asking) checked.asking = true;
  const stage: OrderState['stage'] = pending(checked) || asking ? 'aro' : 'dodge';
  let next = withLog(withOrder(placed, { ...checked, stage }), [arrival, ...lines]);
  if (stage === 'dodge') next = resolve(next);
  return { ok: true, state: next };
}
