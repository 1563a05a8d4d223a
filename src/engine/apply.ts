import { EMPTY_LOG, logFrom, logSince } from './logList.ts';
import { otherSeat, SEATS, violation, type Seat, type Violation, withRule } from '../rules/index.ts';
import { deployRosterTrooper, deployTrooper } from './deploy.ts';
import { actingSeat, endDeployment, stepText } from './phase.ts';
import { endTurn } from './turns.ts';
import { endImpetuous } from './impetuous.ts';
import { exemptFromRetreat } from './commandTokens.ts';
import { activateCoordinated, declareInOrder } from './coordinated.ts';
import { applied, dodgeMove } from './step1-3-declaration.ts';
import { declareAro, endAros } from './step2-4-aros.ts';
import { activate, activateHidden, holoechoOn } from './step1-activation.ts';
import { replace } from './replace.ts';
import { arrive, keepAirborne } from './airborne.ts';
import { pendingAlert, pendingReplacement } from './pending.ts';
import { settle, settleGone } from './settle.ts';
import { syncEquipment } from './equipment.ts';
import { fireteamAction } from './fireteams.ts';
import { syncFireteamOrder } from './fireteamOrder.ts';
import { alertDone, alertTurn } from './alert.ts';
import { answerEnd, proposeEnd } from './ending.ts';
import { addScenery, removeScenery, updateScenery } from './scenery.ts';
import { movePiece, removeTrooper, rotatePiece } from './freeSetup.ts';
import { mintId, startRandom, type GivenDice, type RandomSpec } from './random.ts';
import { own } from './records.ts';
import { describeIssues } from './schema.ts';
import type {
  Action,
  Applied,
  GameSetup,
  GameState,
  PieceState,
  SeatSecrets,
  TrooperState,
} from './types.ts';
import { adjustMove, adjustFacing, moveHidden, withdrawTrooper, setReal } from './adjust.ts';
import { rejected } from './results.ts';
import { actionSchema } from './actions.ts';
export { actionSchema } from './actions.ts';

function noSecrets(): SeatSecrets {
  return { trooperOfPiece: {}, realPieceOf: {}, imitates: {}, hidden: {} };
}

/**
 * A fresh game on this table (ARCHITECTURE.md §4). The seed fixes every die and id. With a
 * hot-seat set-up, every roster entry becomes a trooper in reserve (opaque id from the seed) and
 * the Deployment Phase begins (RULES.md §11.2).
 */
export function newGame(setup: GameSetup, spec: RandomSpec | GivenDice | number = 1): GameState {
  let random = startRandom(typeof spec === 'number' ? { seed: spec } : spec);
  const troopers: Record<string, TrooperState> = {};
  if (setup.game) {
    for (const seat of SEATS) {
      for (const [i, profile] of setup.game.rosters[seat].entries()) {
        const [id, next] = mintId(random, `${seat}:trooper`, 't', (x) => x in troopers);
        random = next;
        troopers[id] = { id, owner: seat, profile: structuredClone(profile), form: null, rosterIndex: i };
      }
    }
  }
  const log = setup.game
    ? logFrom([
        {
          seq: 1,
          text: `A new game: Player ${setup.game.firstDeployer} deploys first. Each player deploys all troopers but one, then the held-back ones.`,
          rules: ['deployment'],
        },
      ])
    : EMPTY_LOG;
  return {
    schema: 1,
    setup: structuredClone(setup),
    phase: setup.game ? { kind: 'deployment', step: 1 } : { kind: 'free' },
    pieces: {},
    pieceOrder: [],
    troopers,
    secrets: { A: noSecrets(), B: noSecrets() },
    random,
    log,
  };
}

/** Actions as the engine read them (readAction): checked once, frozen, never checked again. */
const readActions = new WeakSet<object>();

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * An action as the engine reads it: checked against the action schema, without the fields the engine
 * does not know, frozen. `apply` reads every action this way; an action it has read before (the very
 * object this returned) is not checked again, so a game's record, kept as read, replays without
 * re-checking each step (issue: replay of a long game).
 */
export function readAction(
  action: unknown,
): { ok: true; action: Action } | { ok: false; violation: Violation } {
  if (typeof action === 'object' && action !== null && readActions.has(action)) {
    return { ok: true, action: action as Action };
  }
  const parsed = actionSchema.safeParse(action);
  if (!parsed.success) {
    return {
      ok: false,
      violation: violation('INVALID_ACTION', `Malformed action: ${describeIssues(parsed.error).join('; ')}`),
    };
  }
  const read = deepFreeze(parsed.data);
  readActions.add(read);
  return { ok: true, action: read };
}

/**
 * The one reducer (ARCHITECTURE.md §4). A rejected action returns the very same state object
 * with violations; the engine never throws on a player's input.
 */
export function apply(state: GameState, action: Action): Applied {
  const read = readAction(action);
  if (!read.ok) return { ok: false, state, violations: [read.violation] };
  // A state that still owes a step for a piece that has left the table is read as if that step had
  // been dropped (settle.ts): it is never awaited. A refusal still returns the very state given.
  const given = settleGone(state, state.log.length);
  const r = guarded(given, read.action);
  if (!r.ok) return { ok: false, state, violations: r.violations };
  // A step the action left pending for a piece that is gone, or a placement that no longer fits, is
  // dropped before anybody is asked for it (settle.ts).
  // Every piece carries the equipment tokens its kind shows (D92); a barred Fireteam member leaves (D121, D133).
  const settled = syncFireteamOrder(syncEquipment(settle(r.state, state.log.length)), given);
  return settled === r.state && given === state
    ? r
    : { ok: true, state: settled, events: logSince(settled.log, state.log.length) };
}

/** The guards every action passes first: an answer to end the game, a placement, an Alert (§6.7, §12). */
function guarded(state: GameState, a: Action): Applied {
  // A revealed model of another base size is placed before anything else happens (RULES.md §12).
  const waiting = pendingReplacement(state);
  // A proposal to end the game waits for the other seat's answer.
  if (state.endProposedBy && a.type !== 'answerEnd') {
    return {
      ok: false,
      state,
      violations: [
        violation(
          'WRONG_PHASE',
          `Player ${otherSeat(state.endProposedBy)} answers the proposal to end the game first.`,
        ),
      ],
    };
  }
  const alert = waiting ? undefined : pendingAlert(state);
  if (alert && a.type !== 'alertTurn' && a.type !== 'alertDone') {
    return {
      ok: false,
      state,
      violations: [
        violation(
          'WRONG_PHASE',
          withRule(`Player ${alert.seat} may first turn its alerted troopers, or say it is done.`, 'alert'),
        ),
      ],
    };
  }
  if (waiting && a.type !== 'replace') {
    return {
      ok: false,
      state,
      violations: [
        violation(
          'WRONG_PHASE',
          withRule(
            `Player ${waiting.owner} places its revealed model first: centre on centre or edge on edge.`,
            'replacement',
          ),
        ),
      ],
    };
  }
  return dispatch(state, a);
}

/** The action, past the guards of `apply`, to the function that carries it out. */
function dispatch(state: GameState, a: Action): Applied {
  const inGame = state.phase.kind !== 'free';
  switch (a.type) {
    case 'deployTrooper':
      return deployTrooper(state, a);
    case 'deploy':
      return deployRosterTrooper(state, a);
    case 'withdrawTrooper':
      return withdrawTrooper(state, a.seat, a.trooperId);
    case 'keepAirborne':
      return keepAirborne(state, a.seat, a.trooperId);
    case 'arrive':
      return applied(state, arrive(state, a));
    case 'setReal':
      return setReal(state, a.seat, a.trooperId, a.real);
    case 'endDeployment':
      return endDeployment(state, a.seat);
    case 'endTurn':
      return endTurn(state, a.seat);
    case 'endImpetuous':
      return applied(state, endImpetuous(state, a.seat));
    case 'commandToken':
      return applied(state, exemptFromRetreat(state, a.seat, a.pieceId));
    case 'activate':
      return applied(state, activate(state, a.seat, a.pieceId));
    case 'activateHidden':
      return applied(state, activateHidden(state, a.seat, a.trooperId, a.asCamo === true));
    case 'replace':
      return applied(state, replace(state, a.seat, a.pieceId, a.mode, a.facing));
    case 'proposeEnd':
      return proposeEnd(state, a.seat);
    case 'answerEnd':
      return answerEnd(state, a.seat, a.accept);
    case 'alertTurn':
      return applied(state, alertTurn(state, a.seat, a.pieceId, a.facing));
    case 'alertDone':
      return applied(state, alertDone(state, a.seat));
    case 'formFireteam':
    case 'disbandFireteam':
    case 'setTeamLeader':
      return applied(state, fireteamAction(state, a));
    case 'holoechoOn':
      return applied(state, holoechoOn(state, a.seat, a.pieceId));
    case 'endAros':
      return applied(state, endAros(state, a.seat));
    case 'declare':
      return applied(state, declareInOrder(state, a));
    case 'coordinated':
      return applied(state, activateCoordinated(state, a.seat, a.pieceIds));
    case 'aro':
      return applied(
        state,
        declareAro(state, a.seat, a.reactorId, a.choice, a.target, a.weapon, a.prone, a.at),
      );
    case 'dodgeMove':
      return applied(state, dodgeMove(state, a.seat, a.pieceId, a.to));
    case 'moveHidden':
      return moveHidden(state, a.seat, a.trooperId, a.index, a.to);
    case 'movePiece':
      return withPiece(state, a.pieceId, a.seat, (piece) =>
        inGame
          ? adjustMove(state, a.seat ?? piece.owner, piece, a.to)
          : movePiece(state, piece, a.to, a.limit, a.byAgreement === true),
      );
    case 'rotatePiece':
      return withPiece(state, a.pieceId, a.seat, (piece) =>
        inGame
          ? adjustFacing(state, a.seat ?? piece.owner, piece, a.facing)
          : rotatePiece(state, piece, a.facing),
      );
    case 'removeTrooper':
      return withPiece(state, a.pieceId, a.seat, (piece) => {
        if (!inGame) return removeTrooper(state, piece);
        const tid = own(state.secrets[piece.owner].trooperOfPiece, piece.id);
        return withdrawTrooper(state, a.seat ?? piece.owner, tid ?? '');
      });
    case 'addScenery':
    case 'updateScenery':
    case 'removeScenery':
      if (inGame)
        return rejected(state, violation('WRONG_PHASE', 'The scenery is fixed once a game has begun.'));
      return a.type === 'addScenery'
        ? addScenery(state, a)
        : a.type === 'updateScenery'
          ? updateScenery(state, a)
          : removeScenery(state, a);
  }
}

/**
 * Finds the piece an action names. In a game the acting seat must be named; it may address only
 * what it can see, and a piece of the other seat is refused without saying more than its owner.
 */
function withPiece(
  state: GameState,
  pieceId: string,
  seat: Seat | undefined,
  then: (p: PieceState) => Applied,
): Applied {
  const piece = own(state.pieces, pieceId);
  if (!piece)
    return rejected(state, violation('UNKNOWN_PIECE', `No piece ${pieceId} is on the table.`, [pieceId]));
  if (state.phase.kind !== 'free') {
    if (!seat) return rejected(state, violation('INVALID_ACTION', 'In a game every action names its seat.'));
    if (piece.owner !== seat) {
      return rejected(
        state,
        violation('NOT_YOUR_PIECE', `That piece belongs to Player ${otherSeat(seat)}.`, [pieceId]),
      );
    }
  }
  return then(piece);
}

/**
 * What the engine waits for (ARCHITECTURE.md §4): in the Deployment Phase the deploying seat;
 * a free set-up, or a game whose deployment is complete, waits for nobody in particular.
 */
export function awaiting(state: GameState): { seat: 'A' | 'B'; step: string } | null {
  // One answer for the curtain and for the engine: a pending replacement, an Alert or a proposal to
  // end the game comes before the Order's own step (actingSeat). A step owed for a piece that has left
  // the table is never awaited: the state is read as `apply` reads it (settle.ts).
  const settled = settleGone(state, state.log.length);
  const seat = actingSeat(settled);
  return seat ? { seat, step: stepText(settled) } : null;
}
