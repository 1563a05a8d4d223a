// The Coordinated Order (RULES.md §18.12.3; seed 001, row 1.27; decisions D108–D110): one Command Token
// and one Regular Order activate two to four troopers together; they declare the same skills, and each
// reactive trooper chooses one of them. The participants are models, so who takes part is public; a
// refusal (a Decoy user, say) is told to the acting seat only, like every refusal.
import {
  combatGroupOf,
  commandTokenRefusal,
  coordinatedRefusal,
  coordinatedSkillProblem,
  fireteamSkillProblem,
  isMarker,
  otherSeat,
  withRule,
  type CoordinatedCandidate,
  type Seat,
} from '../rules/index.ts';
import { commandTokensOf, withTokenSpent } from './commandTokens.ts';
import { isDeployable } from './mines.ts';
import { hasReplicas, piecesOfTrooper, publicName, trooperOf } from './pieces.ts';
import { own } from './records.ts';
import { spendRegularOrder } from './orderPool.ts';
import { declare } from './step1-3-declaration.ts';
import { refuse, turnOf, withLog, type Result } from './orderKit.ts';
import type { Action } from './actions.ts';
import type { GameState, OrderState, OrderTeam, TrooperState } from './types.ts';

/** What the Coordinated Order rule reads of a trooper (its owner's knowledge). */
export function candidateOf(state: GameState, trooper: TrooperState): CoordinatedCandidate {
  const pieces = piecesOfTrooper(state, trooper);
  return {
    name: trooper.profile.name,
    group: combatGroupOf(trooper.profile),
    irregular: trooper.profile.irregular === true,
    usingDecoy: hasReplicas(trooper) && pieces.length > 1,
    marker: pieces.length !== 1 || pieces.some((p) => isMarker(p.kind)),
    nullState: pieces.some((p) => p.tokens.includes('Unconscious')),
  };
}

/**
 * RULES.md §18.12.3: a Coordinated Order of the troopers behind `pieceIds`, the first the Spearhead.
 * It spends one Command Token and one Regular Order from the pool (decision D110: Irregular troopers
 * too), in the own Active Turn between Orders.
 */
export function activateCoordinated(state: GameState, seat: Seat, pieceIds: string[]): Result {
  const turn = turnOf(state);
  const token = commandTokenRefusal({
    seat,
    active: turn?.active ?? null,
    orderUnderway: turn?.order !== undefined,
    statesPhase: turn?.statesPhase === true || turn?.impetuousPhase === true,
    left: commandTokensOf(state, seat),
  });
  if (token || !turn) return token ? { ok: false, violations: [token] } : refuse('WRONG_PHASE', 'No turn.');
  const troopers: TrooperState[] = [];
  for (const id of pieceIds) {
    const piece = own(state.pieces, id);
    if (!piece) return refuse('UNKNOWN_PIECE', `No piece ${id} is on the table.`);
    if (piece.owner !== seat)
      return refuse('NOT_YOUR_PIECE', `That piece belongs to Player ${otherSeat(seat)}.`);
    const trooper = trooperOf(state, id);
    if (!trooper || isDeployable(trooper)) {
      return refuse(
        'UNKNOWN_TROOPER',
        withRule('Only troopers take part in a Coordinated Order.', 'coordinated'),
      );
    }
    if (troopers.some((t) => t.id === trooper.id)) {
      return refuse('INVALID_GROUP', withRule(`${trooper.profile.name} is chosen twice.`, 'coordinated'));
    }
    troopers.push(trooper);
  }
  const problem = coordinatedRefusal(troopers.map((t) => candidateOf(state, t)));
  if (problem) return { ok: false, violations: [problem] };
  const pool = spendRegularOrder(
    turn.orders,
    combatGroupOf(troopers[0]?.profile ?? {}),
    'a Coordinated Order',
    withRule('A Coordinated Order also spends a Regular Order, and the pool is empty.', 'coordinated'),
  );
  if (!pool.ok) return refuse('NO_ORDERS_LEFT', pool.reason);
  const members = troopers.map((t) => ({
    trooperId: t.id,
    pieceIds: piecesOfTrooper(state, t).map((p) => p.id),
  }));
  const lead = members[0];
  if (!lead) return refuse('INVALID_GROUP', 'No trooper was chosen.');
  const team: OrderTeam = { kind: 'coordinated', members };
  const order: OrderState = {
    trooperId: lead.trooperId,
    pieceIds: members.flatMap((m) => m.pieceIds),
    skills: [],
    stage: 'first',
    aroRound: 1,
    reactors: {},
    dodges: [],
    startedHidden: false,
    revealed: false,
    team,
  };
  const spent = withTokenSpent(state, seat);
  const left = commandTokensOf(spent, seat);
  const names = order.pieceIds.flatMap((id) => {
    const p = state.pieces[id];
    return p ? [publicName(p)] : [];
  });
  const { opening: _over, ...rest } = turn;
  const next: GameState = {
    ...spent,
    phase: { ...rest, orders: pool.orders, order },
  };
  return {
    ok: true,
    state: withLog(next, [
      {
        seat,
        text: `Player ${seat} spends a Command Token and a Regular Order on a Coordinated Order of the ${names.join(', ')} (${String(left)} Command Token${left === 1 ? '' : 's'} left).`,
        ownerText: `Player ${seat} spends a Command Token and a Regular Order on a Coordinated Order of ${troopers.map((t) => t.profile.name).join(', ')}, led by ${troopers[0]?.profile.name ?? ''} (${String(left)} Command Token${left === 1 ? '' : 's'} left).`,
        rules: ['coordinated', 'commandTokens'],
        event: { kind: 'order', seat, step: 'began' },
      },
    ]),
  };
}

/** A declaration, checked first against what a Coordinated Order (D109) or a Fireteam's (D134) may declare. */
export function declareInOrder(state: GameState, a: Extract<Action, { type: 'declare' }>): Result {
  const order = turnOf(state)?.order;
  if (order?.team && a.seat === turnOf(state)?.active) {
    // A Fireteam's members declare the Team Leader's skills, Move or Idle here (D134).
    const problem =
      order.team.kind === 'coordinated' ? coordinatedSkillProblem(a.skill) : fireteamSkillProblem(a.skill);
    if (problem) return { ok: false, violations: [problem] };
  }
  return declare(state, a.seat, a.skill, a.to, a.target, a.weapon, a.prone, {
    at: a.at,
    intuitive: a.intuitive,
    byAgreement: a.byAgreement,
  });
}
