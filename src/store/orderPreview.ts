import {
  weaponAt,
  aroProblem,
  combinationProblem,
  impetuousCombinationProblem,
  impetuousMoveProblem,
  measureImpetuousMove,
  retreatSkillProblem,
  RETREAT_EXEMPT_TOKEN,
  coordinatedSkillProblem,
  fireteamSkillProblem,
  discoverProblem,
  intuitiveAttackProblem,
  edgeDistance,
  hasLineOfFire,
  weaponReaches,
  validateWeaponLoaded,
  violation,
  layTemplate,
  templateCancelReason,
  templateOutline,
  templateTouches,
  TEMPLATES,
  ccAttackProblem,
  ccWeaponIndex,
  engagedSkillProblem,
  engagedWith,
  closeCombatsOf,
  inContact,
  type Point,
  type SkillId,
  type Violation,
  withRule,
  type Ruled,
} from '../rules/index.ts';
import { RULES_EDITION, type ActiveSkill, type View } from '../engine/index.ts';

/** A CC Attack's requirements on the view (RULES.md §18.8.2): an enemy touched, a CC weapon. */
function ccAttackPreview(
  view: View,
  pieceIds: readonly string[],
  trooperId: string,
  targetId: string | undefined,
  weaponIndex: number | undefined,
): Violation | null {
  const target = view.pieces.find((p) => p.id === targetId);
  if (!target || target.owner === view.viewer) {
    return violation('INVALID_ACTION', 'Select an enemy piece as the target.');
  }
  const profile = view.troopers.find((t) => t.id === trooperId)?.profile;
  return ccAttackProblem({
    contact: pieceIds.some((id) => {
      const p = view.pieces.find((x) => x.id === id);
      return p !== undefined && inContact(p, target);
    }),
    ccWeapon: profile !== undefined && ccWeaponIndex(profile, weaponIndex) !== null,
    targetKind: target.kind,
  });
}
import { lofSceneOf } from './sightlines.ts';
import { carbonitePreview, immobilizedBPreview } from './carbonitePreview.ts';
import { impetuousTableOf, previewMove } from './preview.ts';

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
  // An army in Retreat! keeps some skills only; an Impetuous activation its fixed combinations
  // (RULES.md §18.10.1, §18.10.3): the same rules the engine asks.
  const name = view.troopers.find((t) => t.id === order.trooperId)?.name ?? 'The trooper';
  // A trooper a Command Token exempted carries the public token and ignores it (D107).
  const exempt = order.pieceIds.some((id) =>
    view.pieces.find((p) => p.id === id)?.tokens.includes(RETREAT_EXEMPT_TOKEN),
  );
  const retreat = view.phase.active && view.retreat?.includes(view.phase.active) && !exempt;
  const restricted = retreat ? retreatSkillProblem(skill, name) : null;
  if (restricted) return restricted;
  // A Coordinated Order's participants Move or stay Idle here (decision D109).
  const together =
    order.team === 'coordinated'
      ? coordinatedSkillProblem(skill)
      : order.team === 'fireteam'
        ? fireteamSkillProblem(skill)
        : null;
  if (together) return together;
  if (order.impetuous) {
    const combo = impetuousCombinationProblem(
      order.stage === 'second' && first ? first : skill,
      order.stage === 'second' ? skill : undefined,
    );
    if (combo) return combo;
  }
  if (order.stage === 'second' && first) {
    const combo = combinationProblem(first, skill);
    if (combo) return combo;
  }
  // An Engaged trooper may only declare close-combat skills (RULES.md §13); the table is public.
  if (order.pieceIds.some((id) => engagedWith(engagingOf(view), id).length > 0)) {
    const problem = engagedSkillProblem(skill);
    if (problem) return problem;
  }
  const stuck = immobilizedBPreview(view, order.pieceIds, skill);
  if (stuck) return stuck;
  if (skill === 'carbonite') {
    const discovered = order.skills.some((k) => k === 'discover');
    return carbonitePreview(view, order.pieceIds, order.trooperId ?? '', targetId, discovered);
  }
  // In an Order of several troopers only the lead strikes, from its own piece (D160, D162).
  if (skill === 'ccAttack') {
    const from = order.teamLead ? [order.teamLead] : order.pieceIds;
    return ccAttackPreview(view, from, order.trooperId ?? '', targetId, weaponIndex);
  }
  if ((skill === 'move' || skill === 'cautiousMove') && draft) {
    for (const [id, to] of Object.entries(draft)) {
      const verdict = previewMove(view, id, to, 'mov', { skill, draft, prone });
      const refused = verdict?.violations[0];
      if (refused) return refused;
    }
  }
  if (skill === 'move' && draft && order.impetuous) {
    // The forced movement, measured on this view as the engine measures it on the truth (§18.10.1).
    for (const id of order.pieceIds) {
      const table = impetuousTableOf(view, id);
      const at = view.pieces.find((p) => p.id === id);
      if (!table || !at) continue;
      const forced = impetuousMoveProblem(measureImpetuousMove(table, draft[id] ?? at), name);
      if (forced) return forced;
    }
  }
  if (skill !== 'bsAttack' && skill !== 'discover' && skill !== 'intuitiveAttack') return null;
  const target = view.pieces.find((p) => p.id === targetId);
  if (!target || target.owner === view.viewer) {
    return violation('INVALID_ACTION', 'Select an enemy piece as the target.');
  }
  const scene = lofSceneOf(view);
  // In an Order of several troopers the lead acts from its own piece, listed first (D161, D162).
  const from = (order.teamLead ? [order.teamLead] : order.pieceIds)
    .flatMap((id) => view.pieces.find((p) => p.id === id) ?? [])
    .find((p) => hasLineOfFire(scene, p.id, target.id));
  const distance = from ? edgeDistance(from, target) : Infinity;
  const trooper = view.troopers.find((t) => t.id === order.trooperId);
  if (skill !== 'discover') {
    // A spent Disposable weapon is refused whatever the target (RULES.md §18.9.3): the owner's count.
    const spent = trooper?.spent?.[String(weaponIndex ?? 0)] ?? 0;
    const unloaded = validateWeaponLoaded(
      weaponAt(trooper?.profile ?? {}, weaponIndex),
      spent,
      trooper?.name ?? '',
    );
    if (unloaded[0]) return unloaded[0];
  }
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
  if (order.team === 'coordinated' && weapon.template) {
    return violation(
      'REQUIREMENT_NOT_MET',
      withRule(
        `A Coordinated attack rolls dice: the ${weapon.name}'s template cannot be its Spearhead's weapon.`,
        'coordinated',
      ),
    );
  }
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
 * the viewer's own view: its outline to draw, and a warning or null: why the shot would be cancelled
 * (an enemy IMP marker or an allied trooper under it), or, laid on a close combat, which of the
 * viewer's own troopers it would hit too (§13, D64). Pieces the viewer cannot see are not in the view,
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
  // Laid on a close combat it hits everybody in it, the viewer's own troopers too (RULES.md §13, D64).
  const fight = closeCombatsOf(
    engagingOf(view),
    touched.map((p) => p.id),
  ).flatMap((id) => view.pieces.find((p) => p.id === id && p.owner === view.viewer) ?? []);
  const warning =
    reason && culprit
      ? withRule(
          `The template would touch ${culprit.label}${reason === 'IMP' ? ' (IMP markers count as allied)' : ', an allied trooper'}: the shot would be cancelled.`,
          'templates',
        )
      : fight.length
        ? withRule(
            `The template would be laid on a close combat: it hits everybody in it, ${fight.map((p) => p.label).join(', ')} of yours included.`,
            'templates',
            'engaged',
          )
        : null;
  return { outline: templateOutline(laid), warning };
}

/**
 * The pieces the Engaged test reads on a view (RULES.md §13): all of them in a game played under close
 * combat's edition; none on the free table or in a game begun before it (decision D87), as the engine.
 */
export function engagingOf(view: View): View['pieces'] {
  return view.mode === 'game' && (view.edition ?? RULES_EDITION) >= 2 ? view.pieces : [];
}
