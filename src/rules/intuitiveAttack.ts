import type { PieceKind } from './pieces.ts';
import { violation, type Violation } from './violations.ts';
import { withRule } from './ruleRefs.ts';

/**
 * Intuitive Attack (RULES.md §6.9, §18.5; seed 002: "Enemies cannot declare Attacks against a trooper in
 * the Camouflaged state without previously Discovering that trooper, or declaring Intuitive Attack").
 * An Entire Order with a Direct Template weapon against a CAMO marker that was not Discovered: a Normal
 * WIP roll with no MODs decides whether the template is laid (decision D44).
 */

/** The kinds of main target Intuitive Attack is for: markers that need a Discover before an Attack (§18.5.1). */
export const INTUITIVE_ATTACK_TARGETS: readonly PieceKind[] = ['CAMO'];

/** The Player Turn until which a failed Intuitive Attack locks the user out of that target: its next Active Turn (§18.5.3). */
export function intuitiveLockUntil(currentPlayerTurn: number): number {
  return currentPlayerTurn + 2;
}

/**
 * Why Intuitive Attack may not be declared (RULES.md §18.5.1, §18.5.3), or null: a Direct Template
 * weapon, LoF to the main target, a CAMO marker as that target (never IMP-1 or IMP-2, whose template
 * is cancelled anyway, T25), the template reaching it, and no lock from a failed one on it.
 */
export function intuitiveAttackProblem(s: {
  template: boolean;
  lof: boolean;
  targetKind: PieceKind;
  reaches: boolean;
  lockedUntil: number | undefined;
  currentPlayerTurn: number;
}): Violation | null {
  const why = (text: string) =>
    violation('REQUIREMENT_NOT_MET', withRule(`Intuitive Attack ${text}.`, 'intuitiveAttack'));
  if (!s.template) return why('needs a Direct Template weapon');
  if (!INTUITIVE_ATTACK_TARGETS.includes(s.targetKind)) return why('is declared against a CAMO marker');
  if (!s.lof) return why('needs LoF to the CAMO marker');
  if (!s.reaches) return why('needs the template to reach the CAMO marker');
  if (s.lockedUntil !== undefined && s.currentPlayerTurn < s.lockedUntil) {
    return why('failed against that marker: this trooper may try again in its next Active Turn');
  }
  return null;
}
