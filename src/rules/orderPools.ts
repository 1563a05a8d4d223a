// The Order Pool of each Combat Group (RULES.md §5.1, §18.12; decisions D155–D157): a Regular trooper's
// Order goes into the pool of its own Combat Group, and only that group's troopers spend it. How many
// Orders each pool holds is its owner's alone; the other player reads the total (D155).
import { orderCount } from './skills.ts';
import { withRule, type Ruled } from './ruleRefs.ts';

/** What the count reads of a Regular trooper: its Combat Group, whether it is on the table, a Null state. */
export interface PoolTrooper {
  group: number;
  onTable: boolean;
  nullState?: boolean;
}

/**
 * The Regular Orders of each Combat Group at the Order count (RULES.md §5.1, §11.3): one for every
 * Regular trooper of the group on the table as a model or a marker and not in a Null state (the same
 * count as `orderCount`, per group). A group that adds none has no entry. Keys are group numbers.
 */
export function groupPools(troopers: readonly PoolTrooper[]): Record<string, number> {
  const pools: Record<string, number> = {};
  const groups = [...new Set(troopers.map((t) => t.group))].sort((a, b) => a - b);
  for (const g of groups) {
    const n = orderCount(troopers.filter((t) => t.group === g));
    if (n > 0) pools[String(g)] = n;
  }
  return pools;
}

/** The Orders are split into more than one Combat Group's pool (else the one pool reads as before, D156). */
export function poolsSplit(pools: Readonly<Record<string, number>> | undefined): boolean {
  return pools !== undefined && Object.keys(pools).length > 1;
}

/**
 * Why a Regular Order cannot be spent on a trooper of Combat Group `group` (RULES.md §5.1): its group's
 * pool is empty while another group still has Orders (D157). `what` names what the Order was for.
 */
export function groupPoolEmpty(group: number, what: string): Ruled {
  return withRule(
    `Combat Group ${String(group)} has no Regular Order left for ${what}: the Orders left belong to other Combat Groups, and a group's Regular Orders are spent only on its own troopers.`,
    'orders.pool',
  );
}

/** The owner's line of its pools, group by group ("Combat Group 1: 3 · Combat Group 2: 1"). */
export function poolsText(pools: Readonly<Record<string, number>>): string {
  return Object.entries(pools)
    .map(([g, n]) => `Combat Group ${g}: ${String(n)}`)
    .join(' · ');
}
