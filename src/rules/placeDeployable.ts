import type { PieceKind } from './pieces.ts';
import { violation, type Violation } from './violations.ts';
import { withRule } from './ruleRefs.ts';

/**
 * Place Deployable during play (RULES.md §18.7.1, §18.7.6; decisions D72, D73): a Short Skill in the
 * Active Turn or an ARO, no roll; the token is placed at the Conclusion of the Order. A Mine may not
 * be placed with an enemy CAMO marker inside its trigger area unless a valid, non-camouflaged enemy is
 * inside too, or the placing is declared as an Intuitive Attack (an Entire Order with a WIP roll).
 */

/**
 * Whether an enemy piece inside the trigger area counts as camouflaged for RULES.md §18.7.6: a CAMO
 * marker (a trooper or a Mine, which nobody can tell apart) does; a Discovered Mine token is no enemy
 * trooper and counts for nothing (decision D72). Every other kind is a valid, non-camouflaged enemy.
 */
function countsAs(kind: PieceKind): 'camouflaged' | 'enemy' | 'none' {
  if (kind === 'CAMO') return 'camouflaged';
  if (kind === 'MINE') return 'none';
  return 'enemy';
}

/**
 * Whether placing a Mine needs an Intuitive Attack (RULES.md §18.7.6, W-MINES N4: "cannot be placed if
 * there is an enemy Camouflage Marker inside its Trigger Area … does not apply if there is a valid,
 * non-camouflaged enemy inside"). `inside`: the kinds of the enemy pieces inside the trigger area,
 * public facts only. Example: ['CAMO'] → true; ['CAMO', 'model'] → false; [] → false.
 */
export function mineNeedsIntuitive(inside: readonly PieceKind[]): boolean {
  const seen = inside.map(countsAs);
  return seen.includes('camouflaged') && !seen.includes('enemy');
}

/**
 * Why a Mine may not be placed there as declared (RULES.md §18.7.6, D72): an enemy CAMO marker inside
 * the trigger area needs the Intuitive Attack, which only the Active Turn has (an Entire Order, no ARO);
 * an Intuitive Attack where none is needed has nothing to be declared against.
 */
export function validateMineAmongMarkers(
  inside: readonly PieceKind[],
  intuitive: boolean,
  reactive: boolean,
): Violation[] {
  const needs = mineNeedsIntuitive(inside);
  if (needs && reactive) {
    return [
      violation(
        'MINE_CAMO_IN_TRIGGER_AREA',
        withRule(
          'An enemy CAMO marker is inside the trigger area of that spot and no other enemy is: in ARO the Mine cannot be placed there (an Intuitive Attack is declared only in the Active Turn).',
          'mines',
        ),
      ),
    ];
  }
  if (needs && !intuitive) {
    return [
      violation(
        'MINE_CAMO_IN_TRIGGER_AREA',
        withRule(
          'An enemy CAMO marker is inside the trigger area of that spot and no other enemy is: place the Mine as an Intuitive Attack (an Entire Order with a WIP roll) or elsewhere.',
          'mines',
        ),
      ),
    ];
  }
  if (!needs && intuitive) {
    return [
      violation(
        'REQUIREMENT_NOT_MET',
        withRule(
          'An Intuitive Attack places a Mine only where an enemy CAMO marker, and no other enemy, is inside its trigger area; place it with a plain Place Deployable.',
          'mines',
        ),
      ),
    ];
  }
  return [];
}
