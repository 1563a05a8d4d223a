// Intuitive Attack (RULES.md §6.9, §18.5): when it may be declared, and how long a failure locks it out.
import { describe, expect, it } from 'vitest';
import { intuitiveAttackProblem, intuitiveLockUntil } from './intuitiveAttack.ts';

const ok = {
  template: true,
  lof: true,
  targetKind: 'CAMO' as const,
  reaches: true,
  lockedUntil: undefined,
  currentPlayerTurn: 3,
};

describe('intuitiveAttackProblem', () => {
  it.each([
    ['a template weapon, LoF, a CAMO marker in reach', {}, null],
    ['no template weapon', { template: false }, /Direct Template weapon/],
    ['against an IMP-1 marker', { targetKind: 'IMP-1' as const }, /against a CAMO marker/],
    ['against an IMP-2 marker', { targetKind: 'IMP-2' as const }, /against a CAMO marker/],
    ['against a model', { targetKind: 'model' as const }, /against a CAMO marker/],
    ['without LoF', { lof: false }, /needs LoF/],
    ['out of the template’s reach', { reaches: false }, /template to reach/],
    ['locked until Player Turn 5, in turn 4', { lockedUntil: 5, currentPlayerTurn: 4 }, /next Active Turn/],
    ['locked until Player Turn 5, in turn 5', { lockedUntil: 5, currentPlayerTurn: 5 }, null],
  ] as const)('%s', (_what, patch, expected) => {
    const problem = intuitiveAttackProblem({ ...ok, ...patch });
    if (expected === null) expect(problem).toBeNull();
    else expect(problem?.message).toMatch(expected);
  });
});

describe('intuitiveLockUntil', () => {
  it('locks a failure in Player Turn 3 until the user’s next Active Turn, Player Turn 5', () => {
    expect(intuitiveLockUntil(3)).toBe(5);
  });
});
