// The Impersonation roll at deployment (RULES.md §10.3; decisions D15, D52): an IMP marker reaching into
// the enemy Deployment Zone rolls WIP once placed; a failure deploys the trooper as a model at its own
// table edge.
import { impersonationDeployValue, violation, type Violation } from '../rules/index.ts';
import { rollD20 } from './random.ts';
import { event, modelAtOwnEdge, withGroup, withImitation, type BuiltPieces } from './deployState.ts';
import type { Checker } from './group.ts';
import type { Action, Applied, GameState, PieceState, TrooperState } from './types.ts';

type DeployAction = Omit<Extract<Action, { type: 'deploy' }>, 'type'>;

function reject(state: GameState, v: Violation): Applied {
  return { ok: false, state, violations: [v] };
}

/**
 * The Normal WIP roll of an IMP marker placed inside the enemy Deployment Zone (RULES.md §10.3), with the
 * game's seeded dice: a pass keeps it there; a failure deploys the trooper as a model at its own table
 * edge (decision D15). The other seat reads the roll with the finished step (D52).
 */
export function impersonate(
  state: GameState,
  c: { action: DeployAction; trooper: TrooperState; built: BuiltPieces; checker: Checker; main: PieceState },
): Applied {
  const { action: a, trooper: deployed, built, checker, main } = c;
  const profile = deployed.profile;
  const name = profile.name;
  const sv = impersonationDeployValue(profile);
  const [roll, random] = rollD20(built.random);
  const passed = roll <= sv;
  // Room at the own edge is checked before the die counts, whatever it shows (as for Infiltration,
  // D95): a refusal that came only with a failed roll would tell the player the die, and it could
  // place again knowing it.
  const placedModel = modelAtOwnEdge(checker, random, {
    seat: a.seat,
    profile,
    name,
    facing: a.facing,
    aimX: main.x,
  });
  if (!placedModel) {
    return reject(
      state,
      violation(
        'NO_ROOM_FOR_GROUP',
        `There is no room for ${name} at Player ${a.seat}'s table edge, where it would deploy as a model if its WIP roll failed; place it elsewhere.`,
        [deployed.id],
      ),
    );
  }
  if (passed) {
    // Decision D52: the other seat reads the roll with the finished step (endDeployment's summary).
    const e = event(state, {
      seat: a.seat,
      only: a.seat,
      dice: [roll],
      text: `Player ${a.seat} placed ${name} as ${a.form} inside the enemy Deployment Zone: WIP roll ${String(roll)} against ${String(sv)}, passed.`,
      rules: ['impersonation'],
    });
    const deployRoll = { form: a.form, roll, passed: true };
    const next = withGroup(state, { ...deployed, rolled: true, deployRoll }, { ...built, random }, [e]);
    return { ok: true, state: withImitation(next, a), events: [e] };
  }
  // Decision D15: the failed Impersonator deploys as a model at its own table edge.
  const at = placedModel.pieces[0];
  const where = at ? ` (${at.x.toFixed(1)}, ${at.y.toFixed(1)})` : '';
  const e = event(state, {
    seat: a.seat,
    only: a.seat,
    dice: [roll],
    text: `Player ${a.seat} tried to place ${name} as ${a.form} inside the enemy Deployment Zone: WIP roll ${String(roll)} against ${String(sv)}, failed. It deploys as a model at its own table edge${where}.`,
    rules: ['impersonation'],
  });
  const deployRoll = { form: a.form, roll, passed: false };
  return {
    ok: true,
    state: withGroup(state, { ...deployed, form: 'model', rolled: true, deployRoll }, placedModel, [e]),
    events: [e],
  };
}
