// Infiltration at deployment (RULES.md §18.11.4; decisions D94–D96): the PH−3 roll of a trooper placed
// in the enemy half, and what a failure does: the trooper stands as its own Model at its own table edge.
import {
  baseRadiusInches,
  infiltrationDeployValue,
  MINE_PROFILE,
  needsInfiltrationRoll,
  passesInfiltration,
  violation,
  withRule,
  type DeploymentForm,
  type Point,
  type Seat,
  type Violation,
} from '../rules/index.ts';
import { rollD20 } from './random.ts';
import { event, modelAtOwnEdge, withGroup, withImitation, type BuiltPieces } from './deployState.ts';
import type { Checker } from './group.ts';
import type { Action, Applied, GameState, PieceState, TrooperState } from './types.ts';

type DeployAction = Omit<Extract<Action, { type: 'deploy' }>, 'type'>;

/**
 * Some piece of the trooper's group, or the Mine it deploys with, reaches into the enemy half: one roll
 * decides for all of them (RULES.md §18.11.4: the trooper is placed with its deployables, then rolls).
 */
export function rollsToInfiltrate(
  state: GameState,
  seat: Seat,
  pieces: readonly PieceState[],
  mineAt?: Point,
): boolean {
  const table = state.setup.table;
  const mine = mineAt ? [{ ...mineAt, r: baseRadiusInches(MINE_PROFILE.s) }] : [];
  return [...pieces, ...mine].some((p) => needsInfiltrationRoll(table, seat, p));
}

/**
 * Hidden Deployment writes a position down instead of placing the trooper, and the Infiltration roll is
 * made after placement (RULES.md §18.11.4): a written position stays in the own half (decision D96).
 */
export function hiddenInfiltrationProblem(
  state: GameState,
  trooper: TrooperState,
  pieces: readonly PieceState[],
): Violation | null {
  if (!rollsToInfiltrate(state, trooper.owner, pieces)) return null;
  return violation(
    'OUTSIDE_DEPLOYMENT_ZONE',
    withRule(
      `${trooper.profile.name} is written down, not placed, so it cannot make the Infiltration roll: write it down in Player ${trooper.owner}'s own half, or place it.`,
      'infiltration',
      'hiddenDeployment',
    ),
    [trooper.id],
  );
}

/** What a failed Infiltration takes off the table with the pieces (decision D95). */
function lostWith(form: DeploymentForm): string {
  if (form === 'Holoecho') return '; its Holoechoes are removed';
  if (form === 'Decoy') return '; its Decoy replicas are removed';
  return '';
}

/**
 * The Normal PH−3 roll after placing a trooper in the enemy half (RULES.md §18.11.4), with the game's
 * seeded dice. A pass keeps the pieces where they were placed; a failure reveals the trooper: it
 * deploys as its own Model (no marker, no Holoecho or replica, no HoloMask) inside its own Deployment
 * Zone touching its own table edge, as near as fits to where it was placed (decision D95). Its Mine is
 * then lost (mines.ts reads the failed roll). Both lines are the deploying seat's; the other seat
 * reads the die and the result with the finished step (decision D52, phase.ts).
 */
export function infiltrate(
  state: GameState,
  c: { action: DeployAction; trooper: TrooperState; built: BuiltPieces; checker: Checker },
): Applied {
  const { action: a, trooper, built } = c;
  const profile = trooper.profile;
  const name = profile.name;
  const sv = infiltrationDeployValue(profile);
  const [roll, random] = rollD20(built.random);
  const formText = a.form === 'model' ? 'a model' : a.form;
  const rolled = `PH−3 roll ${String(roll)} against ${String(sv)}`;
  // Room at the own edge is checked before the die counts, whatever it shows: a refusal tells nothing of it.
  const main = built.pieces[built.real] ?? built.pieces[0];
  const model = modelAtOwnEdge(c.checker, random, {
    seat: a.seat,
    profile,
    name,
    facing: a.facing,
    aimX: main?.x ?? state.setup.table.width / 2,
  });
  if (!model) {
    return {
      ok: false,
      state,
      violations: [
        violation(
          'NO_ROOM_FOR_GROUP',
          withRule(
            `${name} has no room at Player ${a.seat}'s table edge, where a failed Infiltration roll would put it; place it elsewhere.`,
            'infiltration',
          ),
          [trooper.id],
        ),
      ],
    };
  }
  if (passesInfiltration(profile, roll)) {
    const e = event(state, {
      seat: a.seat,
      only: a.seat,
      dice: [roll],
      text: `Player ${a.seat} placed ${name} as ${formText} in the enemy half of the table (Infiltration): ${rolled}, passed.`,
      rules: ['infiltration'],
    });
    const deployRoll = { form: a.form, roll, passed: true, skill: 'Infiltration' as const };
    const next = withGroup(state, { ...trooper, rolled: true, deployRoll }, { ...built, random }, [e]);
    return { ok: true, state: withImitation(next, a), events: [e] };
  }
  // A Prone trooper stays Prone as its Model (RULES.md §18.9.1): the choice was the player's, not the marker's.
  const prone = main?.tokens ?? [];
  const placed = { ...model, pieces: model.pieces.map((p) => ({ ...p, tokens: [...prone] })) };
  const at = placed.pieces[0];
  const where = at ? ` (${at.x.toFixed(1)}, ${at.y.toFixed(1)})` : '';
  const e = event(state, {
    seat: a.seat,
    only: a.seat,
    dice: [roll],
    text: `Player ${a.seat} tried to place ${name} as ${formText} in the enemy half of the table (Infiltration): ${rolled}, failed. It is revealed${lostWith(a.form)} and deploys as a model at its own table edge${where}.`,
    rules: ['infiltration'],
  });
  const deployRoll = { form: a.form, roll, passed: false, skill: 'Infiltration' as const };
  const failed: TrooperState = { ...trooper, form: 'model', rolled: true, deployRoll };
  return { ok: true, state: withGroup(state, failed, placed, [e]), events: [e] };
}
