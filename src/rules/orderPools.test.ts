// The Order Pool of each Combat Group (RULES.md §5.1, §18.12; decisions D155–D157): the count per group,
// at its boundaries, and the words of a refusal.
import { describe, expect, it } from 'vitest';
import { MAX_COMBAT_GROUPS } from './profiles.ts';
import { groupPoolEmpty, groupPools, poolsSplit, poolsText, type PoolTrooper } from './orderPools.ts';

const on = (group: number, patch: Partial<PoolTrooper> = {}): PoolTrooper => ({
  group,
  onTable: true,
  ...patch,
});

describe('groupPools (RULES.md §5.1)', () => {
  it.each<[string, PoolTrooper[], Record<string, number>]>([
    ['no trooper: no pool', [], {}],
    ['one trooper of group 1', [on(1)], { '1': 1 }],
    ['three of group 1: one pool of 3', [on(1), on(1), on(1)], { '1': 3 }],
    ['two groups: each its own', [on(1), on(2), on(1)], { '1': 2, '2': 1 }],
    [
      'groups listed in number order whatever the roster order',
      [on(3), on(1), on(2)],
      { '1': 1, '2': 1, '3': 1 },
    ],
    [
      'a group whose only trooper is off the table adds no pool',
      [on(1), on(2, { onTable: false })],
      { '1': 1 },
    ],
    [
      'a group whose only trooper is Unconscious adds no pool',
      [on(1), on(2, { nullState: true })],
      { '1': 1 },
    ],
    [
      'off the table and Null state in one group: the rest count',
      [on(2), on(2, { onTable: false }), on(2, { nullState: true })],
      { '2': 1 },
    ],
    [
      'every group up to the last',
      Array.from({ length: MAX_COMBAT_GROUPS }, (_, i) => on(i + 1)),
      { '1': 1, '2': 1, '3': 1, '4': 1, '5': 1 },
    ],
  ])('%s', (_name, troopers, pools) => {
    expect(groupPools(troopers)).toEqual(pools);
    // The keys come in group order, so a text built from them reads in that order.
    expect(Object.keys(groupPools(troopers))).toEqual(Object.keys(pools));
  });

  it('the pools add up to the Order count of the same troopers', () => {
    const troopers = [on(1), on(2), on(2, { nullState: true }), on(3, { onTable: false }), on(3)];
    const total = Object.values(groupPools(troopers)).reduce((a, b) => a + b, 0);
    expect(total).toBe(3);
  });
});

describe('poolsSplit and poolsText (D156)', () => {
  it.each<[string, Record<string, number> | undefined, boolean]>([
    ['no split recorded (a game before the pools)', undefined, false],
    ['no pool at all', {}, false],
    ['one group', { '1': 4 }, false],
    ['two groups', { '1': 2, '2': 0 }, true],
  ])('%s', (_name, pools, split) => {
    expect(poolsSplit(pools)).toBe(split);
  });

  it('names each group and its Orders, in group order', () => {
    expect(poolsText({ '1': 3, '2': 0 })).toBe('Combat Group 1: 3 · Combat Group 2: 0');
  });
});

describe('groupPoolEmpty (D157)', () => {
  it('names the group and the trooper, and points to the Order Pool', () => {
    const r = groupPoolEmpty(2, 'Line Trooper');
    expect(r.text).toContain('Combat Group 2 has no Regular Order left for Line Trooper');
    expect(r.rules).toEqual(['orders.pool']);
    expect(r.text).not.toMatch(/§|RULES\.md|D\d/);
  });
});
