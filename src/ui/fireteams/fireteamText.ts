// What the screen says and draws of the Fireteams in a view (RULES.md §18.12; D119, D123): the members
// by the labels the viewer reads, the bonus in words, and who is out of Coherency with the Team Leader,
// with a piece being dragged counted where it is dragged to.
import { fireteamCoherencyFailures, type FireteamBonus } from '../../rules/index.ts';
import type { View, ViewFireteam, ViewPiece } from '../../engine/index.ts';
import type { Point } from '../../geometry/vec.ts';

/** The Fireteam a piece belongs to in this view, if any. */
export function fireteamOfPiece(view: View, pieceId: string): ViewFireteam | undefined {
  return view.fireteams?.find((f) => f.pieceIds.includes(pieceId));
}

/** The members by their labels, the Team Leader first and named so: "Line Trooper (Team Leader), …". */
export function fireteamLine(view: View, team: ViewFireteam): string {
  const label = (id: string) => view.pieces.find((p) => p.id === id)?.label ?? 'trooper';
  const rest = team.pieceIds.filter((id) => id !== team.leaderPieceId).map(label);
  return [`${label(team.leaderPieceId)} (Team Leader)`, ...rest].join(', ');
}

/** The bonus in words, smallest first; "none" for a Fireteam too small for any. */
export function bonusText(b: FireteamBonus): string {
  const parts = [
    b.oneOrder ? 'one Order activates all' : '',
    b.burst ? `+${String(b.burst)} Burst` : '',
    b.discover ? `+${String(b.discover)} Discover` : '',
    b.bs ? `+${String(b.bs)} BS` : '',
    b.sixthSense ? 'Sixth Sense' : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'none';
}

/** A piece where it stands, or where it is being dragged to. */
export function placed(p: ViewPiece, drag: { pieceId: string; at: Point } | null): ViewPiece {
  return drag?.pieceId === p.id ? { ...p, x: drag.at.x, y: drag.at.y } : p;
}

/**
 * The pieces of the listed members out of the Team Leader's Zone of Control (RULES.md §3, §18.12.1),
 * each where it stands or is being dragged to.
 */
export function outOfCoherency(
  pieces: readonly ViewPiece[],
  leaderPieceId: string,
  memberPieceIds: readonly string[],
  drag: { pieceId: string; at: Point } | null,
): ViewPiece[] {
  const byId = new Map(pieces.map((p) => [p.id, placed(p, drag)]));
  const leader = byId.get(leaderPieceId);
  if (!leader) return [];
  const members = memberPieceIds.filter((id) => id !== leaderPieceId).flatMap((id) => byId.get(id) ?? []);
  return fireteamCoherencyFailures(leader, members).flatMap((i) => members[i] ?? []);
}
