// What a Fireteam's Order may declare on this table (RULES.md §18.12.1; decision D134).
import { describe, expect, it } from 'vitest';
import { fireteamSkillProblem, FIRETEAM_ORDER_SKILLS } from './fireteamOrder.ts';
import type { SkillId } from './skills.ts';

describe('fireteamSkillProblem (RULES.md §18.12.1; D134, D162)', () => {
  it.each<[SkillId, boolean]>([
    ['move', true],
    ['idle', true],
    ['bsAttack', true],
    ['ccAttack', true],
    ['discover', true],
    ['cautiousMove', false],
    ['dodge', false],
    ['intuitiveAttack', false],
  ])('%s may be declared: %s', (skill, allowed) => {
    const v = fireteamSkillProblem(skill);
    expect(v === null).toBe(allowed);
    expect(FIRETEAM_ORDER_SKILLS.includes(skill)).toBe(allowed);
    if (v) {
      expect(v.code).toBe('ILLEGAL_COMBINATION');
      expect(v.rules).toContain('fireteams');
    }
  });
});
