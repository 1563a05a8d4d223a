// Fireteams on the table (RULES.md §18.12.1; decisions D115–D123): forming one in the deployment step,
// disbanding it, changing its Team Leader, and who leaves it (seed 000 Holoecho, seed 001 Decoy).
import {
  DEFAULT_FIRETEAM_RULE_SET,
  combatGroupOf,
  fireteamCoherencyFailures,
  fireteamRefusal,
  fireteamSizeRefusal,
  withRule,
  type FireteamRefusal,
  type FireteamRuleSet,
  type FireteamStanding,
  type Seat,
} from '../rules/index.ts';
import { actingSeat } from './phase.ts';
import { hasReplicas, piecesOfTrooper, publicName } from './pieces.ts';
import { own } from './records.ts';
import { refuse, withLog, type Result } from './orderKit.ts';
import type { Action, Fireteam, GameState, LogEvent, PieceState, TrooperState } from './types.ts';

/** The rule set of the game's Fireteam bonuses (RULES.md §18.12.2, D117). */
export function fireteamRuleSet(state: GameState): FireteamRuleSet {
  return state.setup.game?.fireteamRules ?? DEFAULT_FIRETEAM_RULE_SET;
}

/** Whether the seat fields a Sectorial Army, and so may form Fireteams (RULES.md §18.12.1, D116). */
export function fieldsFireteams(state: GameState, seat: Seat): boolean {
  return state.setup.game?.sectorial?.[seat] === true;
}

/**
 * The seat's Fireteams as `viewer` knows them: its own arrangement of the step under way for the seat
 * itself (D119), the published ones for everybody else.
 */
export function fireteamsOf(state: GameState, seat: Seat, viewer: Seat | 'referee' | 'public'): Fireteam[] {
  const draft = state.secrets[seat].fireteams;
  if (draft && (viewer === seat || viewer === 'referee')) return draft;
  return (state.fireteams ?? []).filter((f) => f.owner === seat);
}

/** The one piece of a Fireteam member (a member is always a single Model). */
export function memberPiece(state: GameState, trooperId: string): PieceState | undefined {
  const t = own(state.troopers, trooperId);
  const pieces = t ? piecesOfTrooper(state, t) : [];
  return pieces.length === 1 ? pieces[0] : undefined;
}

/** How a trooper stands for the Fireteam rules (rules/fireteams.ts `FireteamStanding`). */
export function standingOf(state: GameState, t: TrooperState): FireteamStanding {
  if (t.form === null) return own(state.secrets[t.owner].hidden, t.id) ? 'hidden' : 'reserve';
  if (t.form === 'Holoecho') return 'holoecho';
  if (t.form === 'Decoy' || hasReplicas(t)) return 'decoy';
  const pieces = piecesOfTrooper(state, t);
  if (pieces.length === 0) return own(state.secrets[t.owner].hidden, t.id) ? 'hidden' : 'reserve';
  if (pieces.length > 1) return hasReplicas(t) ? 'decoy' : 'holoecho';
  return pieces[0]?.kind === 'model' ? 'model' : 'marker';
}

/** Why a trooper leaves its Fireteam (RULES.md §18.12.1 Fireteam Integrity; seed 000, 001). */
export type LeaveReason =
  'holoecho' | 'decoy' | 'marker' | 'unconscious' | 'dead' | 'withdrawn' | 'coherency';

/** The reason a member may no longer stay in its Fireteam, or null while it may. */
export function leaveReasonOf(state: GameState, trooperId: string): LeaveReason | null {
  const t = own(state.troopers, trooperId);
  if (!t) return 'dead';
  const standing = standingOf(state, t);
  if (standing === 'holoecho') return 'holoecho';
  if (standing === 'decoy') return 'decoy';
  if (standing === 'marker') return 'marker';
  if (standing !== 'model') return t.form === null ? 'withdrawn' : 'dead';
  if (memberPiece(state, trooperId)?.tokens.includes('Unconscious')) return 'unconscious';
  return null;
}

const LEAVE_TEXT: Record<LeaveReason, string> = {
  holoecho: 'a trooper in Holoecho State cannot be part of a Fireteam',
  decoy: 'a trooper deployed with Decoy cannot be part of a Fireteam',
  marker: 'a trooper in a marker state cannot be part of a Fireteam',
  unconscious: 'an Unconscious trooper cannot be part of a Fireteam',
  dead: 'it is out of the game',
  withdrawn: 'it was taken back off the table',
  coherency: 'it is out of Coherency with the Team Leader',
};

/** Puts a seat's changed Fireteams where they belong: the draft while it deploys, else the table. */
export function storeFireteams(state: GameState, seat: Seat, teams: Fireteam[]): GameState {
  if (state.secrets[seat].fireteams) {
    return { ...state, secrets: { ...state.secrets, [seat]: { ...state.secrets[seat], fireteams: teams } } };
  }
  const others = (state.fireteams ?? []).filter((f) => f.owner !== seat);
  const all = [...others, ...teams];
  const { fireteams: _gone, ...rest } = state;
  return all.length ? { ...rest, fireteams: all } : rest;
}

/**
 * A trooper leaves its Fireteam (RULES.md §18.12.1, Fireteam Integrity and Cancellation): with one
 * member left, or when the Team Leader leaves, the Fireteam is cancelled (D121). The log names the
 * member by what its piece shows (`name`, its public name before it changed) and the reason, which
 * tells nothing its piece does not already show. A change to the deploying seat's arrangement is that
 * seat's alone until its step ends (D119). A trooper in no Fireteam changes nothing.
 */
export function leaveFireteam(
  state: GameState,
  trooperId: string,
  reason: LeaveReason,
  name?: string,
): { state: GameState; lines: Omit<LogEvent, 'seq'>[] } {
  const t = own(state.troopers, trooperId);
  const seat =
    t?.owner ??
    (['A', 'B'] as const).find((s) => fireteamsOf(state, s, s).some((f) => f.members.includes(trooperId)));
  if (!seat) return { state, lines: [] };
  const teams = fireteamsOf(state, seat, seat);
  const team = teams.find((f) => f.members.includes(trooperId));
  if (!team) return { state, lines: [] };
  const members = team.members.filter((m) => m !== trooperId);
  const cancelled = members.length < 2 || team.leader === trooperId;
  const piece = memberPiece(state, trooperId);
  const draft = state.secrets[seat].fireteams !== undefined;
  // The seat's own arrangement is told to it alone, by the trooper's name (D119).
  const shown = draft ? (t?.profile.name ?? 'trooper') : (name ?? (piece ? publicName(piece) : 'trooper'));
  const text = `Player ${seat}'s ${shown} leaves its Fireteam: ${LEAVE_TEXT[reason]}.${
    cancelled ? ` The Fireteam is cancelled${team.leader === trooperId ? ': its Team Leader left' : ''}.` : ''
  }`;
  const next = cancelled
    ? teams.filter((f) => f.id !== team.id)
    : teams.map((f) => (f.id === team.id ? { ...f, members } : f));
  const line: Omit<LogEvent, 'seq'> = {
    seat,
    text,
    ...(draft ? { only: seat } : {}),
    rules: ['fireteams'],
  };
  return { state: storeFireteams(state, seat, next), lines: [line] };
}

/**
 * After every action (apply.ts): every member that may no longer be in a Fireteam leaves it (a Holoecho
 * switch, a Decoy deployment, a marker state, Unconscious, Dead, taken back). One place, so every way
 * a trooper changes agrees (D121).
 */
export function syncFireteams(state: GameState, before?: GameState): GameState {
  let s = state;
  // Named as its piece stood before the action, the piece the other seat saw in the Fireteam (D122).
  const shownBefore = (m: string) => {
    const p = before ? memberPiece(before, m) : undefined;
    return p ? publicName(p) : undefined;
  };
  for (const seat of ['A', 'B'] as const) {
    for (const team of [...fireteamsOf(s, seat, seat)]) {
      for (const m of team.members) {
        const reason = leaveReasonOf(s, m);
        if (!reason || !fireteamsOf(s, seat, seat).some((f) => f.members.includes(m))) continue;
        const r = leaveFireteam(s, m, reason, shownBefore(m));
        s = withLog(r.state, r.lines);
      }
    }
  }
  return s;
}

/** Why the seat may not change its Fireteams now, or null (D120). */
function changeProblem(state: GameState, seat: Seat): Result | null {
  if (!state.setup.game) return refuse('WRONG_PHASE', 'Fireteams belong to a game.');
  if (!fieldsFireteams(state, seat)) {
    return refuse(
      'REQUIREMENT_NOT_MET',
      withRule(`Player ${seat} does not field a Sectorial Army, so it has no Fireteams.`, 'fireteams'),
    );
  }
  if (state.phase.kind === 'deployment') {
    return actingSeat(state) === seat
      ? null
      : refuse('WRONG_SEAT', `Player ${String(actingSeat(state))} deploys now.`);
  }
  if (state.phase.kind === 'turn' && state.phase.active === seat && !state.phase.order) return null;
  return refuse(
    'WRONG_PHASE',
    withRule('Fireteams change in your own deployment step, or in your turn between Orders.', 'fireteams'),
  );
}

/** The seat's arrangement to edit: in the deployment step it starts from what the other seat saw. */
function editable(state: GameState, seat: Seat): GameState {
  if (state.phase.kind !== 'deployment' || state.secrets[seat].fireteams) return state;
  const draft = (state.fireteams ?? []).filter((f) => f.owner === seat);
  return { ...state, secrets: { ...state.secrets, [seat]: { ...state.secrets[seat], fireteams: draft } } };
}

const REFUSAL_TEXT: Record<FireteamRefusal, string> = {
  OTHER_OWNER: 'is not one of your troopers',
  HOLOECHO: 'is in Holoecho State, and a Holoecho trooper cannot be part of a Fireteam',
  DECOY: 'deployed with Decoy, and a Decoy user cannot be part of a Fireteam',
  MARKER: 'stands as a marker: only Models form a Fireteam',
  NOT_ON_TABLE: 'is not on the table',
  NULL_STATE: 'is in a Null State',
  OTHER_FIRETEAM: 'is already in another Fireteam',
  OTHER_COMBAT_GROUP: 'belongs to another Combat Group than the Team Leader',
};

function logIn(state: GameState, seat: Seat, text: string): Result {
  const draft = state.secrets[seat].fireteams !== undefined;
  return {
    ok: true,
    state: withLog(state, [{ seat, text, ...(draft ? { only: seat } : {}), rules: ['fireteams'] }]),
  };
}

/** A member's name for its owner. */
function nameOf(state: GameState, id: string): string {
  return own(state.troopers, id)?.profile.name ?? 'a trooper';
}

/** Forms a Fireteam (RULES.md §18.12.1): 2–5 Models of one seat and Combat Group, in the Team Leader's ZoC. */
export function formFireteam(
  state: GameState,
  seat: Seat,
  members: readonly string[],
  leader: string,
): Result {
  const problem = changeProblem(state, seat);
  if (problem) return problem;
  if (state.phase.kind !== 'deployment') {
    return refuse('WRONG_PHASE', withRule('A Fireteam is formed in the Deployment Phase.', 'fireteams'));
  }
  const ids = [...new Set([leader, ...members])];
  const size = fireteamSizeRefusal(ids.length);
  if (size) {
    return refuse(
      'INVALID_GROUP',
      withRule(`A Fireteam has 2 to 5 members, not ${String(ids.length)}.`, 'fireteams'),
    );
  }
  const s = editable(state, seat);
  const teams = fireteamsOf(s, seat, seat);
  const lead = own(s.troopers, leader);
  if (lead?.owner !== seat) return refuse('UNKNOWN_TROOPER', `Player ${seat} has no such trooper.`);
  const group = combatGroupOf(lead.profile);
  for (const id of ids) {
    const t = own(s.troopers, id);
    if (t?.owner !== seat) return refuse('UNKNOWN_TROOPER', `Player ${seat} has no such trooper.`);
    const why = fireteamRefusal(
      { owner: seat, combatGroup: group },
      {
        id,
        owner: t.owner,
        combatGroup: combatGroupOf(t.profile),
        standing: standingOf(s, t),
        isNull: memberPiece(s, id)?.tokens.includes('Unconscious') ?? false,
        inFireteam: teams.some((f) => f.members.includes(id)),
      },
    );
    if (why) {
      return refuse('INVALID_GROUP', withRule(`${t.profile.name} ${REFUSAL_TEXT[why]}.`, 'fireteams'));
    }
  }
  const leadPiece = memberPiece(s, leader);
  const pieces = ids.slice(1).map((id) => memberPiece(s, id));
  if (!leadPiece || pieces.some((p) => !p))
    return refuse('UNKNOWN_PIECE', 'Every member must be on the table.');
  const out = fireteamCoherencyFailures(
    leadPiece,
    pieces.map((p) => p ?? leadPiece),
  );
  if (out.length) {
    const names = out.map((i) => nameOf(s, ids[i + 1] ?? '')).join(', ');
    return refuse(
      'OUT_OF_COHERENCY',
      withRule(
        `Out of Coherency with the Team Leader ${lead.profile.name} (outside its Zone of Control): ${names}.`,
        'fireteams',
      ),
    );
  }
  const team: Fireteam = { id: `ft-${leadPiece.id}`, owner: seat, leader, members: ids };
  const names = ids.map((id) => nameOf(s, id) + (id === leader ? ' (Team Leader)' : '')).join(', ');
  return logIn(storeFireteams(s, seat, [...teams, team]), seat, `Player ${seat} forms a Fireteam: ${names}.`);
}

/** Disbands one of the seat's Fireteams, free (D120). */
export function disbandFireteam(state: GameState, seat: Seat, fireteamId: string): Result {
  const problem = changeProblem(state, seat);
  if (problem) return problem;
  const s = editable(state, seat);
  const teams = fireteamsOf(s, seat, seat);
  const team = teams.find((f) => f.id === fireteamId);
  if (!team) return refuse('INVALID_GROUP', `Player ${seat} has no such Fireteam.`);
  const lead = memberPiece(s, team.leader);
  const who = s.secrets[seat].fireteams ? nameOf(s, team.leader) : lead ? publicName(lead) : 'trooper';
  return logIn(
    storeFireteams(
      s,
      seat,
      teams.filter((f) => f.id !== fireteamId),
    ),
    seat,
    `Player ${seat} disbands the Fireteam led by its ${who}.`,
  );
}

/**
 * A Fireteam with another member as its Team Leader (RULES.md §18.12.1: the Team Leader may change from
 * Order to Order), or null when `leader` is not one of its members. Pure: the Order sequence uses it too.
 */
export function withTeamLeader(team: Fireteam, leader: string): Fireteam | null {
  return team.members.includes(leader) ? { ...team, leader } : null;
}

/** Changes a Fireteam's Team Leader, its token moving to that member's piece (D120). */
export function setTeamLeader(state: GameState, seat: Seat, fireteamId: string, leader: string): Result {
  const problem = changeProblem(state, seat);
  if (problem) return problem;
  const s = editable(state, seat);
  const teams = fireteamsOf(s, seat, seat);
  const team = teams.find((f) => f.id === fireteamId);
  if (!team) return refuse('INVALID_GROUP', `Player ${seat} has no such Fireteam.`);
  const next = withTeamLeader(team, leader);
  if (!next)
    return refuse(
      'INVALID_GROUP',
      withRule('The Team Leader must be a member of the Fireteam.', 'teamLeader'),
    );
  const piece = memberPiece(s, leader);
  const who = s.secrets[seat].fireteams ? nameOf(s, leader) : piece ? publicName(piece) : 'trooper';
  return logIn(
    storeFireteams(
      s,
      seat,
      teams.map((f) => (f.id === fireteamId ? next : f)),
    ),
    seat,
    `Player ${seat}'s ${who} is now the Team Leader of its Fireteam.`,
  );
}

/** The Fireteam actions, for apply.ts. */
export function fireteamAction(
  state: GameState,
  a: Extract<Action, { type: 'formFireteam' | 'disbandFireteam' | 'setTeamLeader' }>,
): Result {
  if (a.type === 'formFireteam') return formFireteam(state, a.seat, a.members, a.leader);
  if (a.type === 'disbandFireteam') return disbandFireteam(state, a.seat, a.fireteamId);
  return setTeamLeader(state, a.seat, a.fireteamId, a.leader);
}
