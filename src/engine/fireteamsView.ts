// The Fireteams in a view (RULES.md §18.12.1; decisions D116, D117, D119): by their pieces for everybody,
// by their members' names for their owner, the deploying seat's arrangement for that seat alone.
import { fireteamBonus, fireteamSameUnit, SEATS, type Seat } from '../rules/index.ts';
import { fieldsFireteams, fireteamRuleSet, fireteamsOf, memberPiece } from './fireteams.ts';
import { own } from './records.ts';
import type { GameState } from './types.ts';
import type { Viewer, ViewFireteam } from './viewTypes.ts';

function byId(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The view's `fireteams` and `fireteamRules` fields; nothing in a game without a Sectorial Army. */
export function fireteamsView(
  state: GameState,
  viewer: Viewer,
): {
  fireteams?: ViewFireteam[];
  fireteamRules?: { sectorial: Seat[]; ruleSet: ReturnType<typeof fireteamRuleSet> };
} {
  const sectorial = SEATS.filter((seat) => fieldsFireteams(state, seat));
  if (!sectorial.length) return {};
  const ruleSet = fireteamRuleSet(state);
  const teams = SEATS.flatMap((seat) =>
    fireteamsOf(state, seat, viewer).flatMap((f): ViewFireteam[] => {
      const leaderPiece = memberPiece(state, f.leader);
      const pieces = f.members.map((m) => memberPiece(state, m));
      if (!leaderPiece || pieces.some((p) => !p)) return [];
      const knows = viewer === 'referee' || viewer === seat;
      const names = f.members.map((m) => own(state.troopers, m)?.profile.name ?? '');
      const v: ViewFireteam = {
        id: f.id,
        owner: f.owner,
        leaderPieceId: leaderPiece.id,
        pieceIds: pieces.flatMap((p) => (p ? [p.id] : [])).sort(byId),
        bonus: fireteamBonus(ruleSet, f.members.length, knows ? fireteamSameUnit(names) : 0),
      };
      if (knows) {
        const order = [f.leader, ...f.members.filter((m) => m !== f.leader)];
        v.members = order.map((m) => ({
          trooperId: m,
          name: own(state.troopers, m)?.profile.name ?? 'a trooper',
          pieceId: memberPiece(state, m)?.id ?? '',
          leader: m === f.leader,
        }));
      }
      return [v];
    }),
  );
  return { fireteamRules: { sectorial, ruleSet }, ...(teams.length ? { fireteams: teams } : {}) };
}
