import type { View, ViewOrder } from '../../engine/index.ts';
import { RuleText } from '../help/RulesHelp.tsx';

/**
 * How many troopers activating the piece activates (RULES.md §18.12.1, D132): every member of the
 * viewer's Fireteam it belongs to, or 1. The Impetuous activation stays the trooper's own.
 */
export function fireteamOrderSize(view: View, pieceId: string): number {
  if (view.phase.kind === 'turn' && view.phase.impetuousPhase) return 1;
  const team = view.fireteams?.find((f) => f.owner === view.viewer && f.pieceIds.includes(pieceId));
  return team && team.bonus.oneOrder ? team.pieceIds.length : 1;
}

/** The Activate button's words for the selected piece: a Fireteam member activates its whole Fireteam. */
export function activateLabel(view: View, pieceId: string, label: string): string {
  const n = fireteamOrderSize(view, pieceId);
  return n > 1 ? `Activate ${label} · Fireteam Order: ${String(n)} members` : `Activate ${label}`;
}

/**
 * What an Order of several troopers is, above its declaration and its AROs (RULES.md §18.12.1,
 * §18.12.3): how many act, and, for the reacting seat, that each trooper picks one of them.
 */
export function TeamOrderNote({ view, order }: { view: View; order: ViewOrder }) {
  if (!order.team) return null;
  const n = String(order.pieceIds.length);
  const reacting = view.viewer !== (view.phase.kind === 'turn' ? view.phase.active : undefined);
  const head =
    order.team === 'fireteam' ? `Fireteam Order: ${n} members` : `Coordinated Order: ${n} troopers`;
  const text = reacting
    ? `${head}: each trooper of yours that reacts chooses one of them as its target.`
    : order.team === 'fireteam'
      ? `${head}, the Team Leader first: each Moves within its own MOV, or stays Idle where it is left; an attack or a Discover is the Team Leader's alone, with the Fireteam's bonus, the others performing an Idle.`
      : `${head}, the Spearhead first: each Moves within its own MOV, or stays Idle where it is left; an attack is at one target, the Spearhead rolling half its Burst and each other trooper one die.`;
  return (
    <p className="hint" data-testid="team-order">
      <RuleText text={text} rules={[order.team === 'fireteam' ? 'fireteams' : 'coordinated']} />
    </p>
  );
}
