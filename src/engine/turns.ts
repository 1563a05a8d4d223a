import { appendLog, logSince } from './logList.ts';
import {
  combatGroupOf,
  groupPools,
  orderCount,
  otherSeat,
  poolsSplit,
  poolsText,
  violation,
  type Seat,
} from '../rules/index.ts';
import { playsGroupPools } from './edition.ts';
import { own } from './records.ts';
import { withLog } from './orderKit.ts';
import { retreatCheck } from './retreat.ts';
import { retreatBinds } from './commandTokens.ts';
import { clearImpetuousTokens, frenzyStatesPhase, impetuousPhaseStarts } from './impetuous.ts';
import { ordersLeft } from './turnStatus.ts';
import type { Applied, GameState, LogEvent, PieceState, TurnOrders, TurnPhase } from './types.ts';

/**
 * The game sequence (RULES.md §11.3): rounds of two Player Turns in the order fixed at the start;
 * each Player Turn opens with the Tactical Phase Order count (§5.1) and ends with the unspent
 * Orders lost. The number of rounds is part of the set-up (decision D21).
 */
export const DEFAULT_ROUNDS = 3;

/** Who plays the first Player Turn of every round, and how many rounds the game has. */
export function turnOrder(state: GameState): { first: Seat; rounds: number } {
  const game = state.setup.game;
  const first = game?.firstTurn ?? game?.firstDeployer ?? 'A';
  return { first, rounds: game?.rounds ?? DEFAULT_ROUNDS };
}

/**
 * The Tactical Phase Order count of a seat (RULES.md §5.1, §11.3): one Order for every trooper on
 * the table as a model or a marker; a Regular trooper's Order goes to the pool of its Combat Group, an
 * Irregular one's stays with it. Hidden Deployment troopers, and troopers kept off the table by
 * Airborne Deployment, have no piece and add nothing.
 */
export function countOrders(state: GameState, seat: Seat): TurnOrders {
  // A deployable (a Mine) stands on the table but adds no Order (RULES.md §18.7, decision D68).
  const troopers = Object.values(state.troopers).filter(
    (t) => t.owner === seat && t.form !== null && t.deployable === undefined,
  );
  // An army in Retreat! is in Loss of Lieutenant: every trooper is Irregular (RULES.md §18.10.3), but
  // one a Command Token exempted (D107).
  const irregularOf = (t: (typeof troopers)[number]) =>
    t.profile.irregular === true || retreatBinds(state, seat, t.id);
  // Each trooper's pieces, found in one pass over the table.
  const links = state.secrets[seat].trooperOfPiece;
  const piecesOf = new Map<string, PieceState[]>();
  for (const pid of state.pieceOrder) {
    const p = state.pieces[pid];
    const tid = links[pid];
    if (!p || tid === undefined) continue;
    const list = piecesOf.get(tid);
    if (list) list.push(p);
    else piecesOf.set(tid, [p]);
  }
  const onTable = (id: string) => (piecesOf.get(id)?.length ?? 0) > 0;
  // Unconscious troopers are in a Null state and add no Order (RULES.md §5.1).
  const unconscious = (id: string) =>
    piecesOf.get(id)?.some((p) => p.tokens.includes('Unconscious')) ?? false;
  const regulars = troopers
    .filter((t) => !irregularOf(t))
    .map((t) => ({ group: combatGroupOf(t.profile), onTable: onTable(t.id), nullState: unconscious(t.id) }));
  const regular = orderCount(regulars);
  const irregular: Record<string, number> = {};
  for (const t of troopers) if (irregularOf(t) && onTable(t.id) && !unconscious(t.id)) irregular[t.id] = 1;
  // Each Combat Group's own pool (RULES.md §5.1, D156); a game begun before the pools keeps one.
  return playsGroupPools(state.setup)
    ? { regular, irregular, groups: groupPools(regulars) }
    : { regular, irregular };
}

/** The Player Turn that starts now: its phase and its public/owner log line (Tactical Phase). */
function startTurn(
  state: GameState,
  round: number,
  playerTurn: number,
  active: Seat,
  seq: number,
): [TurnPhase, LogEvent] {
  const orders = countOrders(state, active);
  // From the second Player Turn on, the other player's States Phase has just ended (decision D43).
  const phase: TurnPhase = {
    kind: 'turn',
    round,
    playerTurn,
    active,
    orders,
    ...(playerTurn > 1 ? { opening: true as const } : {}),
  };
  const irregular = Object.keys(orders.irregular).map(
    (id) => own(state.troopers, id)?.profile.name ?? 'a trooper',
  );
  const n = ordersLeft(phase);
  const head = `Round ${String(round)}, Player ${active}'s turn:`;
  // The owner reads its pools group by group (D155); the other seat only the total.
  const pools = orders.groups && poolsSplit(orders.groups) ? ` (${poolsText(orders.groups)})` : '';
  const regularText = `${String(orders.regular)} Regular Order${orders.regular === 1 ? '' : 's'}`;
  return [
    phase,
    {
      seq,
      seat: active,
      text: `${head} ${String(n)} Order${n === 1 ? '' : 's'}.`,
      rules: ['orders.pool'],
      ...(irregular.length
        ? {
            ownerText: `${head} ${regularText} in the pool${pools}, Irregular: ${irregular.join(', ')}.`,
            rules: ['orders.pool'],
          }
        : pools
          ? {
              ownerText: `${head} ${regularText} in the Combat Groups' pools${pools}.`,
              rules: ['orders.pool'],
            }
          : {}),
    },
  ];
}

/** Deployment is complete: the first Player Turn of round 1 begins. */
export function beginTurns(state: GameState): GameState {
  const { first } = turnOrder(state);
  return tacticalPhase(state, 1, 1, first);
}

/**
 * The Tactical Phase of a Player Turn (RULES.md §11.3): the Retreat! check (§18.10.3), the Order count,
 * and the Impetuous tokens that open the Impetuous Phase (§18.10.1).
 */
function tacticalPhase(state: GameState, round: number, playerTurn: number, active: Seat): GameState {
  const retreat = retreatCheck(state, active);
  const [phase, e] = startTurn(retreat.state, round, playerTurn, active, state.log.length + 1);
  const started: GameState = { ...retreat.state, phase, log: appendLog(state.log, e) };
  const impetuous = impetuousPhaseStarts(started);
  return withLog(impetuous.state, [...retreat.lines, ...impetuous.lines]);
}

/**
 * The active seat ends its Player Turn (RULES.md §11.3): unspent Orders are lost, then the other
 * seat's turn begins with its own Order count; after the second turn of the last round the game is over.
 */
export function endTurn(state: GameState, seat: Seat): Applied {
  const p = state.phase;
  if (p.kind !== 'turn') {
    return { ok: false, state, violations: [violation('WRONG_PHASE', 'There is no Player Turn to end.')] };
  }
  if (seat !== p.active) {
    return {
      ok: false,
      state,
      violations: [
        violation('WRONG_SEAT', `It is Player ${p.active}'s turn; only Player ${p.active} can end it.`),
      ],
    };
  }
  if (p.order) {
    return {
      ok: false,
      state,
      violations: [violation('WRONG_PHASE', 'Finish the Order under way before ending the turn.')],
    };
  }
  const { first, rounds } = turnOrder(state);
  const lost = ordersLeft(p);
  const ended: LogEvent = {
    seq: state.log.length + 1,
    seat,
    text: `Player ${seat} ended the turn${lost ? `; ${String(lost)} unspent Order${lost === 1 ? ' is' : 's are'} lost` : ''}.`,
    rules: ['turns'],
  };
  const secondOfRound = p.active !== first;
  if (secondOfRound && p.round >= rounds) {
    const over: LogEvent = { seq: ended.seq + 1, text: `The game is over after round ${String(p.round)}.` };
    return {
      ok: true,
      state: { ...state, phase: { kind: 'over', rounds: p.round }, log: appendLog(state.log, ended, over) },
      events: [ended, over],
    };
  }
  const round = secondOfRound ? p.round + 1 : p.round;
  // The States Phase (RULES.md §11.3): the Impetuous tokens left go, and Frenzy makes troopers
  // Impetuous (§18.10.2); then the other seat's Tactical Phase.
  const states = frenzyStatesPhase(clearImpetuousTokens({ ...state, log: appendLog(state.log, ended) }));
  const next = tacticalPhase(states, round, p.playerTurn + 1, otherSeat(p.active));
  return { ok: true, state: next, events: logSince(next.log, state.log.length) };
}
