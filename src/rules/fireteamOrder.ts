// The Order of a Fireteam (RULES.md §18.12.1, §18.12.2; decisions D132–D135): what its members may
// declare on this table. The one place this list lives.
import { violation, type Violation } from './violations.ts';
import { withRule } from './ruleRefs.ts';
import type { SkillId } from './skills.ts';

/**
 * The skills a Fireteam's Order may declare here (decision D134): the members declare the Team
 * Leader's skills, and every one Moves or stays Idle. Its attacks (the Team Leader's Burst with the
 * +1 B bonus, the others performing Idle) are not played yet, as in a Coordinated Order (D109).
 */
export const FIRETEAM_ORDER_SKILLS: readonly SkillId[] = ['move', 'idle'];

/** Why a skill may not be declared in a Fireteam's Order here, or null (decision D134). */
export function fireteamSkillProblem(skill: SkillId): Violation | null {
  if (FIRETEAM_ORDER_SKILLS.includes(skill)) return null;
  return violation(
    'ILLEGAL_COMBINATION',
    withRule(
      'In a Fireteam’s Order the members Move or stay Idle here: disband the Fireteam between Orders to do more.',
      'fireteams',
    ),
  );
}
