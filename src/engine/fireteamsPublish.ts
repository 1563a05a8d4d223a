// The end of a seat's deployment step for its Fireteams (RULES.md §18.12.1; D118, D119): who moved out
// of Coherency leaves, and the arrangement is told to the other seat by what the pieces show.
import { fireteamCoherencyFailures, type Seat } from '../rules/index.ts';
import { leaveFireteam, memberPiece, storeFireteams } from './fireteams.ts';
import { publicName } from './pieces.ts';
import { withLog } from './orderKit.ts';
import type { GameState } from './types.ts';

/**
 * Members moved out of their Team Leader's Zone of Control after the Fireteam was formed leave it when
 * the step ends (RULES.md §3 "Deployment Phase", §18.12.1; D118), in the seat's own words.
 */
function leaveOutOfCoherency(state: GameState, seat: Seat): GameState {
  let s = state;
  for (const team of state.secrets[seat].fireteams ?? []) {
    const lead = memberPiece(s, team.leader);
    const others = team.members.filter((m) => m !== team.leader);
    const pieces = others.map((m) => memberPiece(s, m));
    if (!lead || pieces.some((p) => !p)) continue;
    for (const i of fireteamCoherencyFailures(
      lead,
      pieces.map((p) => p ?? lead),
    )) {
      const r = leaveFireteam(s, others[i] ?? '', 'coherency');
      s = withLog(r.state, r.lines);
    }
  }
  return s;
}

/**
 * The end of the seat's deployment step (phase.ts): its arrangement becomes public, told by what the
 * pieces show (D119). Nothing is told when nothing changed.
 */
export function publishFireteams(given: GameState, seat: Seat): GameState {
  const state = leaveOutOfCoherency(given, seat);
  const draft = state.secrets[seat].fireteams;
  if (!draft) return state;
  const { fireteams: _draft, ...secrets } = state.secrets[seat];
  const before = (state.fireteams ?? []).filter((f) => f.owner === seat);
  const cleared: GameState = { ...state, secrets: { ...state.secrets, [seat]: secrets } };
  const published = storeFireteams(cleared, seat, draft);
  if (JSON.stringify(before) === JSON.stringify(draft)) return published;
  const shown = (id: string) => {
    const p = memberPiece(state, id);
    return p ? publicName(p) : 'trooper';
  };
  const told = draft
    .map((f) =>
      f.members
        .map((m) => shown(m) + (m === f.leader ? ' (Team Leader)' : ''))
        .sort()
        .join(', '),
    )
    .sort();
  const text = told.length
    ? `Player ${seat}'s Fireteams: ${told.map((t) => `[${t}]`).join('; ')}.`
    : `Player ${seat} has no Fireteam.`;
  return withLog(published, [{ seat, text, rules: ['fireteams'] }]);
}
