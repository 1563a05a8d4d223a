// Spending a Regular Order (RULES.md §5.1, §5.3 step 1.1; decisions D155–D157): every spender of a
// Regular Order (one trooper's activation, a Coordinated Order, a Fireteam's Order) takes it from the pool
// of the Combat Group it acts for, through `spendRegularOrder`. Orders without a split (a game before the
// pools, D156) are one pool, spent as before.
import { groupPoolEmpty, type Ruled } from '../rules/index.ts';
import type { TurnOrders } from './types.ts';

/** The Regular Orders a trooper of Combat Group `group` may spend now: its group's, or the one pool. */
export function regularOrdersFor(orders: TurnOrders, group: number): number {
  return orders.groups ? (orders.groups[String(group)] ?? 0) : orders.regular;
}

/**
 * One Regular Order spent for Combat Group `group` (RULES.md §5.1): the Orders after it, or why none
 * can be spent. `what` names what the Order is for, for the refusal's words; `empty` is the words when
 * no Regular Order is left at all (each spender says it its own way).
 */
export function spendRegularOrder(
  orders: TurnOrders,
  group: number,
  what: string,
  empty: Ruled,
): { ok: true; orders: TurnOrders } | { ok: false; reason: Ruled } {
  if (orders.regular < 1) return { ok: false, reason: empty };
  if (regularOrdersFor(orders, group) < 1) return { ok: false, reason: groupPoolEmpty(group, what) };
  const groups = orders.groups;
  const key = String(group);
  return {
    ok: true,
    orders: {
      ...orders,
      regular: orders.regular - 1,
      ...(groups ? { groups: { ...groups, [key]: (groups[key] ?? 0) - 1 } } : {}),
    },
  };
}
