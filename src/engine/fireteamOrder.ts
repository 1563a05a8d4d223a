// The Order of a Fireteam (RULES.md §18.12.1, §18.12.2; decisions D132–D135): one Regular Order spent on
// any member activates every member, the Team Leader leading, on the Coordinated Order's machinery
// (`OrderState.team`, kind 'fireteam'). Coherency to the Team Leader is checked at the start and the end
// of the Order; a member outside its Zone of Control leaves the Fireteam, logged. Every member is a
// Model, so who takes part is public.
import {
  combatGroupOf,
  fireteamBonus,
  fireteamCoherencyFailures,
  withRule,
  type Seat,
} from '../rules/index.ts';
import { spendRegularOrder } from './orderPool.ts';
import { fireteamRuleSet, leaveFireteam, memberPiece, syncFireteams } from './fireteams.ts';
import { publicName } from './pieces.ts';
import { refuse, turnOf, withLog, type Result } from './orderKit.ts';
import type { Fireteam, GameState, LogEvent, OrderState, OrderTeam, TrooperState } from './types.ts';

/** The table's Fireteam the trooper is a member of (published Fireteams only: the game is under way). */
export function tableFireteamOf(state: GameState, trooperId: string): Fireteam | undefined {
  return (state.fireteams ?? []).find((f) => f.members.includes(trooperId));
}

/**
 * The Coherency Check of a Fireteam (RULES.md §18.12.1): every member outside the Team Leader's Zone
 * of Control leaves it, one log line each (decision D133).
 */
export function checkFireteamCoherency(state: GameState, fireteamId: string): GameState {
  const team = (state.fireteams ?? []).find((f) => f.id === fireteamId);
  const lead = team ? memberPiece(state, team.leader) : undefined;
  if (!team || !lead) return state;
  const others = team.members.filter((m) => m !== team.leader);
  const discs = others.map((m) => memberPiece(state, m) ?? lead);
  let s = state;
  for (const i of fireteamCoherencyFailures(lead, discs)) {
    const r = leaveFireteam(s, others[i] ?? '', 'coherency');
    s = withLog(r.state, r.lines);
  }
  return s;
}

/**
 * RULES.md §18.12.1, §5.3 step 1.1: a Regular Order spent on a member of a Fireteam (decision D132: any
 * member) activates the whole Fireteam, once its Coherency is checked. `state` is returned in `checked`
 * when the trooper is in no Fireteam (any more): its Order is then its own, the usual way.
 */
export function fireteamActivation(
  state: GameState,
  seat: Seat,
  trooper: TrooperState,
): { result: Result } | { checked: GameState } {
  const first = tableFireteamOf(state, trooper.id);
  if (!first || first.owner !== seat) return { checked: state };
  const s = checkFireteamCoherency(state, first.id);
  const team = tableFireteamOf(s, trooper.id);
  const turn = turnOf(s);
  if (!team || !turn) return { checked: s };
  if (!fireteamBonus(fireteamRuleSet(s), team.members.length).oneOrder) return { checked: s };
  // Decision D135: a Fireteam's Order is a Regular Order from the pool, whatever its members' own Orders.
  const spent = spendRegularOrder(
    turn.orders,
    combatGroupOf(s.troopers[team.leader]?.profile ?? {}),
    'the Fireteam',
    withRule('A Fireteam is activated with a Regular Order, and the pool is empty.', 'fireteams'),
  );
  if (!spent.ok) return { result: refuse('NO_ORDERS_LEFT', spent.reason) };
  const ids = [team.leader, ...team.members.filter((m) => m !== team.leader)];
  const members = ids.flatMap((id) => {
    const p = memberPiece(s, id);
    return p ? [{ trooperId: id, pieceIds: [p.id] }] : [];
  });
  const teamState: OrderTeam = { kind: 'fireteam', fireteamId: team.id, members };
  const order: OrderState = {
    trooperId: team.leader,
    pieceIds: members.flatMap((m) => m.pieceIds),
    skills: [],
    stage: 'first',
    aroRound: 1,
    reactors: {},
    dodges: [],
    startedHidden: false,
    revealed: false,
    team: teamState,
  };
  const names = order.pieceIds.flatMap((id) => {
    const p = s.pieces[id];
    return p ? [publicName(p)] : [];
  });
  const ownNames = ids.map(
    (id) => (s.troopers[id]?.profile.name ?? 'trooper') + (id === team.leader ? ' (Team Leader)' : ''),
  );
  const line = (text: string): string =>
    `Player ${seat} spends a Regular Order on its Fireteam of ${String(members.length)}: ${text}.`;
  const lines: Omit<LogEvent, 'seq'>[] = [
    {
      seat,
      text: line(`the ${names.join(', ')}, the first its Team Leader`),
      ownerText: line(ownNames.join(', ')),
      rules: ['fireteams', 'fireteamBonuses'],
      event: { kind: 'order', seat, step: 'began' },
    },
  ];
  const { opening: _over, ...rest } = turn;
  const next: GameState = {
    ...s,
    phase: { ...rest, orders: spent.orders, order },
  };
  return { result: { ok: true, state: withLog(next, lines) } };
}

/**
 * After every action (apply.ts): when a Fireteam's Order has just ended, its Coherency is checked again
 * (RULES.md §18.12.1; decision D133). A Fireteam cancelled in the Order has nothing left to check.
 */
export function endOfFireteamOrder(state: GameState, before: GameState): GameState {
  const was = turnOf(before)?.order?.team;
  if (was?.kind !== 'fireteam' || !was.fireteamId) return state;
  const now = state.phase.kind === 'turn' ? state.phase.order : undefined;
  if (now?.team?.fireteamId === was.fireteamId) return state;
  return checkFireteamCoherency(state, was.fireteamId);
}

/** After every action (apply.ts): the Fireteams lose whoever may no longer stay (D121, D133). */
export function syncFireteamOrder(state: GameState, before: GameState): GameState {
  return endOfFireteamOrder(syncFireteams(state, before), before);
}
