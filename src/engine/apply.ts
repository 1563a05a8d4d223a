import { logSince } from './logList.ts';
import { otherSeat, violation, type Seat, withRule } from '../rules/index.ts';
import { deployRosterTrooper, deployTrooper } from './deploy.ts';
import { endDeployment } from './endDeployment.ts';
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
import { own } from './records.ts';
import type { Action, Applied, GameState, PieceState } from './types.ts';
import { adjustMove, adjustFacing, moveHidden, withdrawTrooper, setReal } from './adjust.ts';
import { rejected } from './results.ts';
import { readAction } from './readAction.ts';
import { installReducer } from './reducer.ts';
export { actionSchema } from './actions.ts';
export { newGame } from './newGame.ts';
export { readAction } from './readAction.ts';
export { awaiting } from './awaiting.ts';

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

/** Installs the reducer where the match and the store reach it (reducer.ts). */
export function installed(): void {
  installReducer({ apply, settleGone });
}

// Whoever loads the reducer can apply actions.
installed();
