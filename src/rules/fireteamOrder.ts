// The Order of a Fireteam (RULES.md §18.12.1, §18.12.2; decisions D132–D135): what its members may
// declare on this table. The one place this list lives.
import { violation, type Violation } from './violations.ts';
import { withRule } from './ruleRefs.ts';
import type { SkillId } from './skills.ts';
import { TEAM_LEADER_SKILLS } from './teamAttack.ts';

/**
 * The skills a Fireteam's Order may declare here (decisions D134, D162): the members declare the Team
 * Leader's skills; every one Moves or stays Idle, and the Team Leader alone performs an attack or a
 * Discover with the Fireteam's bonus while the others perform an Idle (`TEAM_LEADER_SKILLS`).
 */
export const FIRETEAM_ORDER_SKILLS: readonly SkillId[] = ['move', 'idle', ...TEAM_LEADER_SKILLS];

/** Why a skill may not be declared in a Fireteam's Order here, or null (decision D134). */
export function fireteamSkillProblem(skill: SkillId): Violation | null {
  if (FIRETEAM_ORDER_SKILLS.includes(skill)) return null;
  return violation(
    'ILLEGAL_COMBINATION',
    withRule(
      'In a Fireteam’s Order the members Move or stay Idle, and the Team Leader may attack or Discover: disband the Fireteam between Orders to do more.',
      'fireteams',
    ),
  );
}
