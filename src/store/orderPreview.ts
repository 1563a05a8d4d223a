import {
  weaponAt,
  aroProblem,
  combinationProblem,
  discoverProblem,
  intuitiveAttackProblem,
  edgeDistance,
  hasLineOfFire,
  weaponReaches,
  violation,
  layTemplate,
  templateCancelReason,
  templateOutline,
  templateTouches,
  TEMPLATES,
  type Point,
  type SkillId,
  type Violation,
  withRule,
  type Ruled,
} from '../rules/index.ts';
import type { ActiveSkill, View } from '../engine/index.ts';
import { lofSceneOf } from './sightlines.ts';
import { previewMove } from './preview.ts';

/**
 * Why the active seat may not declare this skill now, or null (RULES.md §5.2, §6.2, §9.1, §10):
 * the same rules the engine applies, fed with the viewer's view only, so the skill menu can say
 * what is allowed and why the rest is not. A Move or Cautious Movement is checked with the
 * destinations set (`draft`), by the drag's own verdict. The engine checks again on the whole truth.
 */
export function declareProblem(
  view: View,
  skill: ActiveSkill,
  targetId?: string,
  weaponIndex?: number,
  draft?: Readonly<Record<string, Point>>,
  prone?: boolean | null,
): Violation | null {
  const order = view.phase.order;
  if (!order || (order.stage !== 'first' && order.stage !== 'second')) return null;
  const first = order.skills[0] as SkillId | undefined;
  if (order.stage === 'second' && first) {
    const combo = combinationProblem(first, skill);
    if (combo) return combo;
  }
  if ((skill === 'move' || skill === 'cautiousMove') && draft) {
    for (const [id, to] of Object.entries(draft)) {
      const verdict = previewMove(view, id, to, 'mov', { skill, draft, prone });
      const refused = verdict?.violations[0];
      if (refused) return refused;
    }
  }
  if (skill !== 'bsAttack' && skill !== 'discover' && skill !== 'intuitiveAttack') return null;
  const target = view.pieces.find((p) => p.id === targetId);
  if (!target || target.owner === view.viewer) {
    return violation('INVALID_ACTION', 'Select an enemy piece as the target.');
  }
  const scene = lofSceneOf(view);
  const from = order.pieceIds
    .flatMap((id) => view.pieces.find((p) => p.id === id) ?? [])
    .find((p) => hasLineOfFire(scene, p.id, target.id));
  const distance = from ? edgeDistance(from, target) : Infinity;
  const trooper = view.troopers.find((t) => t.id === order.trooperId);
  if (skill === 'intuitiveAttack') {
    const weapon = weaponAt(trooper?.profile ?? {}, weaponIndex);
    return intuitiveAttackProblem({
      template: weapon.template !== undefined,
      lof: from !== undefined,
      targetKind: target.kind,
      reaches: from !== undefined && weaponReaches(weapon, from, target),
      lockedUntil: undefined,
      currentPlayerTurn: view.phase.playerTurn ?? 0,
    });
  }
  if (skill === 'discover') {
    return discoverProblem({
      lof: from !== undefined,
      distance,
      alreadyThisOrder: order.targets.includes(target.id) && order.skills.includes('discover'),
      lockedUntil: undefined,
      currentPlayerTurn: view.phase.playerTurn ?? 0,
    });
  }
  if (!from)
    return violation('REQUIREMENT_NOT_MET', withRule('A BS Attack needs LoF to its target.', 'bsAttack'));
  const problem = aroProblem('bsAttack', {
    lof: true,
    zoc: false,
    targetKind: target.kind,
    targetDiscovered: order.skills.includes('discover') && order.targets.includes(target.id),
  });
  if (problem) return problem;
  const weapon = weaponAt(trooper?.profile ?? {}, weaponIndex);
  if (!weaponReaches(weapon, from, target)) {
    return violation(
      'REQUIREMENT_NOT_MET',
      withRule(`The target is out of the ${weapon.name}'s reach.`, 'bsAttack'),
    );
  }
  return null;
}

/**
 * The Direct Template the active trooper would lay at a target (RULES.md §10.3, D27), worked out on
 * the viewer's own view: its outline to draw, and why the shot would be cancelled (an enemy IMP
 * marker or an allied trooper under it), or null. Pieces the viewer cannot see are not in the view,
 * and Hidden Deployment troopers are not hit by templates (§10.2), so nothing here needs the truth.
 */
export function templatePreview(
  view: View,
  targetId: string | undefined,
  weaponIndex?: number,
): { outline: Point[]; warning: Ruled | null } | null {
  const order = view.phase.order;
  if (!order || !targetId) return null;
  const trooper = view.troopers.find((t) => t.id === order.trooperId);
  const weapon = weaponAt(trooper?.profile ?? {}, weaponIndex);
  if (!weapon.template) return null;
  const target = view.pieces.find((p) => p.id === targetId);
  if (!target || target.owner === view.viewer) return null;
  const scene = lofSceneOf(view);
  const activated = order.pieceIds.flatMap((id) => view.pieces.find((p) => p.id === id) ?? []);
  const shooter = activated.find((p) => hasLineOfFire(scene, p.id, target.id)) ?? activated[0];
  if (!shooter) return null;
  const laid = layTemplate(shooter, target, TEMPLATES[weapon.template]);
  const touched = view.pieces.filter((p) => !order.pieceIds.includes(p.id) && templateTouches(laid, p));
  const reason = templateCancelReason(shooter, touched);
  const culprit = touched.find((p) =>
    reason === 'IMP'
      ? p.owner !== view.viewer && (p.kind === 'IMP-1' || p.kind === 'IMP-2')
      : p.owner === view.viewer,
  );
  const warning =
    reason && culprit
      ? withRule(
          `The template would touch ${culprit.label}${reason === 'IMP' ? ' (IMP markers count as allied)' : ', an allied trooper'}: the shot would be cancelled.`,
          'templates',
        )
      : null;
  return { outline: templateOutline(laid), warning };
}
