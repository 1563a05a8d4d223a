// What an Order of several troopers changes in a weapon's dice, as the acting or reacting seat reads it
// on its own view (RULES.md §18.12; decisions D161, D163): the same numbers the engine rolls, from
// rules/teamAttack.ts, so the weapon list says what will be rolled.
import type { View } from '../engine/index.ts';
import { aroBurstWith, burstOf, spearheadBurst, type Weapon } from '../rules/index.ts';

/** The viewer's Fireteam a piece is a member of, if any. */
function ownFireteam(view: View, pieceId: string) {
  return view.fireteams?.find((f) => f.owner === view.viewer && f.pieceIds.includes(pieceId));
}

/**
 * The Burst words of `weapon` for the viewer's Order under way, or undefined when nothing changes it:
 * "B2 as the Spearhead" in a Coordinated Order, "B4 with the Fireteam" for a Team Leader whose
 * Fireteam adds to its Burst. Templates and CC weapons roll no Burst here.
 */
export function orderBurstText(view: View, weapon: Weapon): string | undefined {
  const order = view.phase.kind === 'turn' ? view.phase.order : undefined;
  if (!order?.team || weapon.template || weapon.ranges.every((m) => m === null)) return undefined;
  const burst = burstOf(weapon, true);
  if (order.team === 'coordinated') return `B${String(spearheadBurst(burst))} as the Spearhead`;
  const lead = order.teamLead;
  const bonus = lead ? ownFireteam(view, lead)?.bonus.burst : undefined;
  return bonus ? `B${String(burst + bonus)} with the Fireteam` : undefined;
}

/** The Burst words of a BS Attack in ARO by the viewer's piece: "B2 in ARO with the Fireteam" (D163). */
export function aroBurstText(view: View, pieceId: string, weapon: Weapon): string | undefined {
  if (weapon.template || weapon.ranges.every((m) => m === null)) return undefined;
  const bonus = ownFireteam(view, pieceId)?.bonus;
  return bonus?.burst ? `B${String(aroBurstWith(bonus))} in ARO with the Fireteam` : undefined;
}
