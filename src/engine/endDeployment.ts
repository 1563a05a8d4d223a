import { appendLog, logSince } from './logList.ts';
import { otherSeat, violation, type Seat } from '../rules/index.ts';
import { publicName } from './pieces.ts';
import type { Applied, DeploymentStep, GameState, LogEvent, TrooperState } from './types.ts';
import { beginTurns } from './turns.ts';
import { publishFireteams } from './fireteamsPublish.ts';
import { endStepProblem, keptInStep, piecesOfUnfinishedStep, rosterOf } from './phase.ts';

/**
 * Ends the acting seat's deployment step and hands the screen over. The opponent learns only
 * what stands on the table: a public summary of the pieces this seat placed in the step, by
 * their public names and sorted, so the order of placing links nothing.
 */
export function endDeployment(given: GameState, seat: Seat): Applied {
  const problem = endStepProblem(given, seat);
  if (problem || given.phase.kind !== 'deployment') {
    return { ok: false, state: given, violations: [problem ?? violation('WRONG_PHASE', 'Not deploying.')] };
  }
  // The seat's Fireteams as it arranged them in the step are told now (RULES.md §18.12.1, D119).
  const state = publishFireteams(given, seat);
  if (state.phase.kind !== 'deployment') return { ok: false, state: given, violations: [] };
  const step = state.phase.step;
  const placed = [...piecesOfUnfinishedStep(state, seat)]
    .flatMap((id) => state.pieces[id] ?? [])
    .map((p) => publicName(p) + (p.mimetism !== undefined ? ` (${String(p.mimetism)})` : ''))
    .sort();
  // Kept off the table in Airborne Deployment: how many, never which (decision D97).
  const kept = keptInStep(state, seat, step);
  const off = kept
    ? `${placed.length ? '; ' : ': '}${kept === 1 ? 'a trooper' : `${String(kept)} troopers`} kept off the table`
    : '';
  const summary = placed.length ? `: ${placed.join(', ')}${off}` : off || ': nothing on the table';
  // The Impersonation and Infiltration rolls of the step (RULES.md §10.3, §18.11.4), told now and
  // sorted (decision D52): the die and the result only, never the value rolled against (it would tell
  // the PH or WIP of a marker) nor which piece rolled.
  const made = rosterOf(state, seat).flatMap((t) =>
    t.deployedInStep === step && t.deployRoll ? [t.deployRoll] : [],
  );
  const rolls = made.map((r) => deployRollText(r, seat)).sort();
  const rolled = rolls.length ? ` ${capitalise(rolls.join('; '))}.` : '';
  const rules = [
    ...(kept ? (['airborne'] as const) : []),
    ...(made.some((r) => r.skill === undefined) ? (['impersonation'] as const) : []),
    ...(made.some((r) => r.skill === 'Infiltration') ? (['infiltration'] as const) : []),
  ];
  const e: LogEvent = {
    seq: state.log.length + 1,
    seat,
    text: `Player ${seat} ended deployment step ${String(step)}${summary}.${rolled}${step === 4 ? ' Deployment is complete.' : ''}`,
    ...(rules.length ? { rules } : {}),
  };
  const logged: GameState = { ...state, log: appendLog(state.log, e) };
  // After the fourth step the first Player Turn begins at once (RULES.md §11.3).
  const next =
    step === 4
      ? beginTurns(logged)
      : { ...logged, phase: { kind: 'deployment' as const, step: (step + 1) as DeploymentStep } };
  return { ok: true, state: next, events: logSince(next.log, given.log.length) };
}

/** One deployment roll as the other seat reads it when the step ends (decision D52). */
function deployRollText(r: NonNullable<TrooperState['deployRoll']>, seat: Seat): string {
  const failed = `failed, so it deployed as a model at Player ${seat}'s table edge`;
  if (r.skill === 'Infiltration') {
    return `a trooper infiltrating Player ${otherSeat(seat)}'s half of the table rolled PH ${String(r.roll)}: ${r.passed ? 'passed' : failed}`;
  }
  return `an ${r.form} marker deploying inside Player ${otherSeat(seat)}'s Deployment Zone rolled WIP ${String(r.roll)}: ${
    r.passed ? 'passed' : failed
  }`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
