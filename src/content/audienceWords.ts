import type { ScriptStep } from './scenarios.ts';

/**
 * The words of a played step the audience window may show (issue 31: it shows the guided narration),
 * or null: the step's own public wording where its `says` tells a secret; nothing for a hidden
 * trooper's activation or an ARO that leaves it hidden (a pass, a delay), whose words would tell the
 * audience a trooper is there; otherwise what it says. scenarios.test.ts checks every step's words
 * against the public view.
 */
export function audienceSays(step: Pick<ScriptStep, 'do' | 'says' | 'publicSays'>): string | null {
  if (step.publicSays !== undefined) return step.publicSays;
  const d = step.do;
  if ('activateHidden' in d) return null;
  if ('aro' in d && 'hidden' in d.aro.by && (d.aro.choice === 'pass' || d.aro.choice === 'delay'))
    return null;
  return step.says;
}
