import {
  otherSeat,
  violation,
  withRule,
  type Ruled,
  type Seat,
  type Violation,
  type RuleId,
} from '../rules/index.ts';
import { own } from './records.ts';
import { pendingAlert, pendingReplacement } from './pending.ts';
import type { DeploymentStep, GameState, TrooperState } from './types.ts';
import { dodgingSeat, orderAwaiting } from './orderStatus.ts';

/**
 * The Deployment Phase (RULES.md §11.2): step 1 the first deployer places all but one trooper,
 * step 2 the other seat does the same, steps 3 and 4 each places the trooper it held back.
 */
export const DEPLOYMENT_STEPS: Readonly<Record<DeploymentStep, { first: boolean; holdBack: boolean }>> = {
  1: { first: true, holdBack: true },
  2: { first: false, holdBack: true },
  3: { first: true, holdBack: false },
  4: { first: false, holdBack: false },
};

/** The seat whose decision the game waits for, or null in a free set-up or after deployment. */
export function actingSeat(state: GameState): Seat | null {
  const game = state.setup.game;
  // A revealed model of another base size waits for its owner (RULES.md §12).
  if (state.endProposedBy) return otherSeat(state.endProposedBy);
  const replacing = pendingReplacement(state);
  if (replacing) return replacing.owner;
  const alerted = pendingAlert(state);
  if (alerted) return alerted.seat;
  if (state.phase.kind === 'turn') {
    // During an Order the reactive seat is awaited for its AROs and Dodge moves (RULES.md §5.3).
    const order = state.phase.order;
    if (order?.stage === 'dodge') return dodgingSeat(state, state.phase, order);
    return order?.stage === 'aro' ? otherSeat(state.phase.active) : state.phase.active;
  }
  if (state.phase.kind !== 'deployment' || !game) return null;
  return DEPLOYMENT_STEPS[state.phase.step].first ? game.firstDeployer : otherSeat(game.firstDeployer);
}

export function stepText(state: GameState): string {
  return stepRuled(state).text;
}

/** The step the game is at, in words, with the rules it points to ("Player A places its revealed model"). */
export function stepRuled(state: GameState): Ruled {
  if (state.phase.kind === 'free') return withRule('free set-up');
  if (state.endProposedBy) {
    return withRule(
      `Player ${otherSeat(state.endProposedBy)} answers Player ${state.endProposedBy}'s proposal to end the game`,
    );
  }
  const replacing = pendingReplacement(state);
  if (replacing) return withRule(`Player ${replacing.owner} places its revealed model`, 'replacement');
  const alerted = pendingAlert(state);
  if (alerted) return withRule(`Player ${alerted.seat} may turn its alerted troopers`, 'alert');
  if (state.phase.kind === 'turn') return withRule(orderAwaiting(state.phase).step);
  if (state.phase.kind === 'over')
    return withRule(`the game is over after round ${String(state.phase.rounds)}`);
  const step = state.phase.step;
  return withRule(
    `Deployment step ${String(step)} of 4: ${DEPLOYMENT_STEPS[step].holdBack ? 'all troopers but one' : 'the held-back trooper'}`,
  );
}

/** A seat's troopers still waiting to deploy, in roster order; one kept in Airborne Deployment is decided. */
export function reserveOf(state: GameState, seat: Seat): TrooperState[] {
  return rosterOf(state, seat).filter((t) => t.form === null && !t.airborne);
}

/** How many troopers a seat kept off the table in a deployment step (the public count, decision D97). */
export function keptInStep(state: GameState, seat: Seat, step: number): number {
  return rosterOf(state, seat).filter((t) => t.airborne && t.deployedInStep === step).length;
}

/** A seat's troopers in roster order; its deployables (Mines) are not troopers (decision D68). */
export function rosterOf(state: GameState, seat: Seat): TrooperState[] {
  return Object.values(state.troopers)
    .filter((t) => t.owner === seat && t.deployable === undefined)
    .sort((a, b) => (a.rosterIndex ?? 0) - (b.rosterIndex ?? 0));
}

/** Why the acting seat may not end its step yet, or null when it may (RULES.md §11.2). */
export function endStepProblem(state: GameState, seat: Seat): Violation | null {
  if (state.phase.kind !== 'deployment') {
    return violation('WRONG_PHASE', 'There is no deployment step to end.');
  }
  const acting = actingSeat(state);
  if (seat !== acting) return violation('WRONG_SEAT', `Player ${String(acting)} deploys now.`);
  const left = reserveOf(state, seat).length;
  const total = rosterOf(state, seat).length;
  if (DEPLOYMENT_STEPS[state.phase.step].holdBack) {
    const keep = Math.min(1, total);
    if (left > keep) {
      return violation(
        'DEPLOYMENT_NOT_DONE',
        withRule(`Deploy all troopers but one first: ${String(left - keep)} more to place.`, 'deployment'),
      );
    }
    return null;
  }
  if (left > 0) {
    return violation('DEPLOYMENT_NOT_DONE', 'Deploy the trooper held back before handing over.');
  }
  return null;
}

/**
 * The pieces the deploying seat has placed in the deployment step under way (RULES.md §11.2). Only
 * that seat knows of them until it ends the step: the other seat and the audience are shown the finished
 * step at once, so nothing tells in which order, or together with what, each piece came (decision D52).
 * Empty outside a game's Deployment Phase.
 */
export function piecesOfUnfinishedStep(state: GameState, seat: Seat): Set<string> {
  const out = new Set<string>();
  if (state.phase.kind !== 'deployment' || !state.setup.game || actingSeat(state) !== seat) return out;
  const step = state.phase.step;
  const links = state.secrets[seat].trooperOfPiece;
  for (const id of state.pieceOrder) {
    const p = state.pieces[id];
    const tid = p ? own(links, p.id) : undefined;
    if (p?.owner === seat && tid !== undefined && own(state.troopers, tid)?.deployedInStep === step) {
      out.add(id);
    }
  }
  return out;
}

/** Guards an adjustment of an own trooper placed in the current step (move, turn, take back, real). */
export function adjustProblem(
  state: GameState,
  seat: Seat,
  trooper: TrooperState | undefined,
): Violation | null {
  if (state.phase.kind !== 'deployment') {
    return violation('WRONG_PHASE', 'Pieces can only be adjusted while deploying.');
  }
  const acting = actingSeat(state);
  if (seat !== acting) return violation('WRONG_SEAT', `Player ${String(acting)} deploys now.`);
  if (trooper?.owner !== seat)
    return violation('NOT_YOUR_PIECE', `That is not one of Player ${seat}'s troopers.`);
  if (trooper.deployedInStep !== state.phase.step) {
    return violation(
      'NOT_DEPLOYED_THIS_STEP',
      `${trooper.profile.name} was deployed in an earlier step; the opponent has seen it, so it stays.`,
      [trooper.id],
    );
  }
  if (trooper.rolled) {
    return violation(
      'DICE_ROLLED',
      `Dice were rolled for ${trooper.profile.name}'s deployment; its placement is final.`,
      [trooper.id],
    );
  }
  return null;
}

/** Where a game stands, as anybody in front of the screen may read it (the curtain, the home screen). */
export interface TableStatus {
  mode: 'free' | 'game';
  awaiting: Seat | null;
  text: string;
  /** The rules the text points to (ruleRefs.ts). */
  rules?: RuleId[];
  pin: Record<Seat, boolean>;
  /** The game is over: it may be reviewed with everything revealed, no PIN needed. */
  over: boolean;
}

export function tableStatus(state: GameState): TableStatus {
  const pins = state.setup.game?.pins ?? {};
  return {
    mode: state.setup.game ? 'game' : 'free',
    awaiting: actingSeat(state),
    ...stepRuled(state),
    pin: { A: pins.A !== undefined, B: pins.B !== undefined },
    over: state.phase.kind === 'over',
  };
}
