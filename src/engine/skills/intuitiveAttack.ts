// Intuitive Attack (seed 002; RULES.md §6.9, §18.5; decision D44): an Entire Order with a Direct
// Template weapon against a CAMO marker nobody has Discovered. Its declaration is checked on the truth;
// at resolution a Normal WIP roll with no MODs decides whether the template is laid.
import { standingOf } from '../scene.ts';
import {
  weaponAt,
  templateWeaponIndex,
  intuitiveAttackProblem,
  intuitiveLockUntil,
  normalRoll,
  weaponReaches,
  type Checked,
  type Weapon,
} from '../../rules/index.ts';
import { turnOf, withLog, withTrooper } from '../orderKit.ts';
import { publicName } from '../pieces.ts';
import { own } from '../records.ts';
import { keptAlone, outcomeText, rollFor, shooterFor, sideOf } from '../rolling.ts';
import { narrated, type EngineEvent } from '../events.ts';
import type { DeclaredSkill, GameState, OrderState, PieceState } from '../types.ts';
import { enemyTarget, needsEnemy, type Declaring } from './resolution.ts';

/** Intuitive Attack as the Order's Entire Order (RULES.md §6.9, §18.5): its requirements on the truth. */
export function declareIntuitive(d: Declaring): Checked<{ declared: DeclaredSkill }> {
  const { state, order, trooper, weaponIndex } = d;
  const target = enemyTarget(d);
  if (!target) return needsEnemy('intuitiveAttack');
  const from = shooterFor(state, order, target.id);
  const index = weaponIndex ?? templateWeaponIndex(trooper.profile);
  const weapon = weaponAt(trooper.profile, index);
  const problem = intuitiveAttackProblem({
    template: weapon.template !== undefined,
    lof: from !== undefined,
    targetKind: target.kind,
    reaches: from !== undefined && weaponReaches(weapon, standingOf(state, from), standingOf(state, target)),
    lockedUntil: trooper.intuitiveLocks ? own(trooper.intuitiveLocks, target.id) : undefined,
    currentPlayerTurn: state.phase.kind === 'turn' ? state.phase.playerTurn : 0,
  });
  return problem
    ? { ok: false, violations: [problem] }
    : {
        ok: true,
        declared: { skill: 'intuitiveAttack', target: target.id, ...(index ? { weapon: index } : {}) },
      };
}

/**
 * The roll of a declared Intuitive Attack, if the Order has one: the log line, and the marker the
 * template is laid on (success), or the lock until the user's next Active Turn (failure).
 */
export function rollIntuitive(
  state: GameState,
  order: OrderState,
  activeName: string,
  weapon: Weapon,
): { state: GameState; target?: PieceState } {
  const declared = order.skills.find(
    (k): k is { skill: 'intuitiveAttack'; target: string } => k.skill === 'intuitiveAttack',
  );
  const active = own(state.troopers, order.trooperId);
  const turn = turnOf(state);
  if (!declared || !active || !turn) return { state };
  const target = state.pieces[declared.target];
  const [r, rolled] = rollFor(state, 'WIP', active.profile.wip, []);
  const ok = target !== undefined && normalRoll(r.sv, r.die).success;
  const event: EngineEvent = {
    kind: 'normalRoll',
    side: sideOf(
      r,
      activeName,
      'Intuitive Attack',
      `with the ${weapon.name} on the ${target ? publicName(target) : 'marker'}`,
    ),
    kept: keptAlone(r),
    outcome: ok ? `${outcomeText(r)}, the template is laid` : 'failure, it does not fire',
    rules: ['intuitiveAttack'],
  };
  const s = withLog(rolled, [{ dice: r.dice, ...narrated(event) }]);
  if (ok) return { state: s, target };
  return {
    state: withTrooper(s, active.id, {
      intuitiveLocks: {
        ...(active.intuitiveLocks ?? {}),
        [declared.target]: intuitiveLockUntil(turn.playerTurn),
      },
    }),
  };
}
