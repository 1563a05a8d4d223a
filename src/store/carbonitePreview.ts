import {
  IMMOBILIZED_B,
  hackable,
  immobilizedBProblem,
  inHackingArea,
  programProblem,
  violation,
  withRule,
  type SkillId,
  type Violation,
} from '../rules/index.ts';
import type { View } from '../engine/index.ts';

/**
 * Immobilized-B on the view (D145): the token is open, so the menu says what the engine will refuse.
 */
export function immobilizedBPreview(
  view: View,
  pieceIds: readonly string[],
  skill: SkillId,
): Violation | null {
  const stuck = pieceIds.some((id) => view.pieces.find((p) => p.id === id)?.tokens.includes(IMMOBILIZED_B));
  return stuck ? immobilizedBProblem(skill) : null;
}

/**
 * Carbonite's requirements on the active seat's view (RULES.md §18.13, D144): a Hacker, an enemy target
 * inside the Hacking Area of one of its pieces, Hackable as this seat may know it, and never an
 * undiscovered marker. The engine checks again on the truth from the hacker's real piece.
 */
export function carbonitePreview(
  view: View,
  pieceIds: readonly string[],
  trooperId: string,
  targetId: string | undefined,
  discovered: boolean,
): Violation | null {
  const target = view.pieces.find((p) => p.id === targetId);
  if (!target || target.owner === view.viewer)
    return violation('INVALID_ACTION', 'Select an enemy piece as the target.');
  if (target.kind === 'IMP-1')
    return violation(
      'ATTACK_NOT_ALLOWED_AGAINST_MARKER',
      withRule('An IMP-1 marker can never be attacked.', 'impersonation'),
    );
  if ((target.kind === 'CAMO' || target.kind === 'IMP-2') && !discovered)
    return violation(
      'ATTACK_NOT_ALLOWED_AGAINST_MARKER',
      withRule(`A ${target.kind} marker cannot be attacked until it is Discovered.`, 'carbonite'),
    );
  const profile = view.troopers.find((t) => t.id === trooperId)?.profile;
  const known = target.hackable ?? (target.profile ? hackable(target.profile) : undefined);
  const problem = programProblem({
    program: 'Carbonite',
    hacker: { hacker: profile?.hacker === true },
    reacting: false,
    // The Hacking Area: the hacker's ZoC and its seat's Repeaters' (D150), as the owner's view draws it.
    targetInArea: pieceIds.some((id) => {
      const p = view.pieces.find((x) => x.id === id);
      return p !== undefined && inHackingArea(p, target, ownRepeaters(view));
    }),
    ...(known !== undefined ? { targetHackable: known } : {}),
  });
  return problem ? violation('REQUIREMENT_NOT_MET', withRule(`Carbonite: ${problem}.`, 'carbonite')) : null;
}

/** The viewer's own Repeaters, as its view marks them (`repeaterArea`, D150). */
function ownRepeaters(view: View) {
  return view.pieces.filter((p) => p.owner === view.viewer && p.repeaterArea !== undefined);
}
