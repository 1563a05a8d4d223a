import type { Disc } from '../geometry/disc.ts';
import { inZoc } from './zoneOfControl.ts';

/**
 * Holoecho-style Coherency (RULES.md §3, decision A26): every member needs at least one other
 * member inside its ZoC (edge distance ≤ 8"). Returns the indices that have no partner, in order.
 * A group of one has no partner to need, so it never fails. Example (§16 T5): (0,0),(8.5,0),(20,0) → [2].
 */
export function coherencyFailures(group: Disc[]): number[] {
  if (group.length < 2) return [];
  const failures: number[] = [];
  group.forEach((d, i) => {
    if (!group.some((o, j) => j !== i && inZoc(d, o))) failures.push(i);
  });
  return failures;
}

/**
 * Reference-style Coherency (RULES.md §3, Decoy variant): each member must be inside the
 * reference's ZoC. Returns the indices of the members that are not.
 */
export function referenceCoherencyFailures(reference: Disc, members: Disc[]): number[] {
  const failures: number[] = [];
  members.forEach((m, i) => {
    if (!inZoc(reference, m)) failures.push(i);
  });
  return failures;
}
