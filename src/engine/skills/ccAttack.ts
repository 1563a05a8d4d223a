// CC Attack (RULES.md §18.8.2, §18.8.5): a Short Skill and an ARO that needs Silhouette contact with the
// target and a CC weapon. A CC roll with 1 die, +1 per ally in the fight; Face to Face against what
// opposes it (a CC Attack, a Dodge, a BS Attack); one Saving Roll per hit, one more per critical; on an
// Unconscious target it is a Coup de grâce, Dead with no roll.
import {
  ccAttackProblem,
  ccBurst,
  ccOf,
  ccWeaponIndex,
  hasSkill,
  isCoupDeGrace,
  savesOwed,
  surpriseAttackMod,
  weaponAt,
  type Checked,
} from '../../rules/index.ts';
import type { DeclaredSkill, GameState, OrderState, PieceState } from '../types.ts';
import { capital, withTrooper } from '../orderKit.ts';
import { removedEvent } from '../events.ts';
import { leadPieceIds, piecesOfTrooper, publicName, trooperOf } from '../pieces.ts';
import { own } from '../records.ts';
import { removePieces } from '../reveal.ts';
import { anyKept, keptAlone, keptText, sideOf } from '../rolling.ts';
import { wound } from '../step6-savingRolls.ts';
import { alliesInFight, touching } from '../engaged.ts';
import {
  activeShot,
  aroAttackOutcome,
  enemyTarget,
  log,
  logEvent,
  needsEnemy,
  rollOn,
  type AroCall,
  type Declaring,
  type Resolution,
} from './resolution.ts';

/**
 * The activated piece that fights a target: the first touching it, and for a Holoecho or Decoy trooper
 * only its real piece (the others copy the Order and do nothing, RULES.md §10.4).
 */
export function ccAttackerFor(state: GameState, order: OrderState, targetId: string): PieceState | undefined {
  const target = state.pieces[targetId];
  const pieces = leadPieceIds(order).flatMap((id) => state.pieces[id] ?? []);
  const first = pieces[0];
  const real =
    first && pieces.length > 1 ? own(state.secrets[first.owner].realPieceOf, order.trooperId) : undefined;
  if (!target) return undefined;
  return pieces.filter((p) => real === undefined || p.id === real).find((p) => touching(state, p, target));
}

/** RULES.md §18.8.2: the requirements of a CC Attack the active trooper declares. */
export function declareCcAttack(d: Declaring): Checked<{ declared: DeclaredSkill }> {
  const target = enemyTarget(d);
  if (!target) return needsEnemy('ccAttack');
  const index = ccWeaponIndex(d.trooper.profile, d.weaponIndex);
  const problem = ccAttackProblem({
    contact: ccAttackerFor(d.state, d.order, target.id) !== undefined,
    ccWeapon: index !== null,
    targetKind: target.kind,
  });
  if (problem) return { ok: false, violations: [problem] };
  return {
    ok: true,
    declared: { skill: 'ccAttack', target: target.id, ...(index ? { weapon: index } : {}) },
  };
}

/**
 * The Burst of the active CC Attack (RULES.md §18.8.5, D61): 1, +1 for each other ally of the active
 * seat Engaged with the target.
 */
export function activeCcBurst(
  state: GameState,
  order: OrderState,
  targetId: string,
  seat: 'A' | 'B',
): number {
  const target = state.pieces[targetId];
  if (!target) return ccBurst(0);
  // The other participants of an Order of several troopers touching the target are allies in it (D160).
  return ccBurst(alliesInFight(state, target, seat, leadPieceIds(order)).length);
}

/**
 * RULES.md §5.3 step 5: whether the active CC Attack still meets its requirements when it resolves
 * (the target still touched), and the Coup de grâce on an Unconscious target, which needs no roll.
 */
export function prepareCcAttack(r: Resolution): void {
  const attack = r.order.skills.find((k) => k.skill === 'ccAttack');
  if (!attack || !('target' in attack)) return;
  const target = r.s.pieces[attack.target];
  const attacker = target ? ccAttackerFor(r.s, r.order, target.id) : undefined;
  if (!target || !attacker) {
    log(r, [
      {
        text: `${capital(r.activeName)}: its target is no longer in Silhouette contact; the CC Attack is resolved as Idle.`,
        rules: ['ccAttack'],
      },
    ]);
    return;
  }
  if (isCoupDeGrace(target.tokens)) {
    coupDeGrace(r, target);
    return;
  }
  r.attackTarget = target;
  r.shooter = attacker;
  r.surprise = surpriseAttackMod({
    mod: hasSkill(r.active.profile, 'SurpriseAttack')?.mod,
    startedHidden: r.order.startedHidden,
    activeTurn: true,
    skill: 'ccAttack',
  });
}

/** Coup de grâce (RULES.md §18.8.2): the Unconscious target is Dead, with no roll. */
function coupDeGrace(r: Resolution, target: PieceState): void {
  const trooper = trooperOf(r.s, target.id);
  if (!trooper) return;
  const gone = piecesOfTrooper(r.s, trooper).map((p) => p.id);
  r.s = removePieces(withTrooper(r.s, trooper.id, { woundsLost: trooper.profile.w + 1 }), gone);
  log(r, [
    {
      text: `${capital(r.activeName)} gives the Unconscious ${publicName(target)} of Player ${target.owner} the Coup de grâce with ${r.weaponName}: it is Dead and leaves the table (no roll).`,
      rules: ['ccAttack'],
      event: removedEvent(gone, 'dead'),
    },
  ]);
}

/**
 * The active CC Attack on a target that did not oppose it: a Normal CC roll with every die of its
 * Burst; each hit owes Saving Rolls, never with Partial Cover (RULES.md §18.8.2, §18.3).
 */
export function activeCcAttack(r: Resolution): void {
  const { attackTarget, shooter } = r;
  if (!r.cc || !attackTarget || !shooter || r.opposed) return;
  const target = r.s.pieces[attackTarget.id];
  const attacker = r.s.pieces[shooter.id];
  if (!target || !attacker || !touching(r.s, attacker, target)) return;
  const shot = activeShot(r, target, attacker);
  const kept = keptAlone(shot);
  logEvent(
    r,
    {
      kind: 'normalRoll',
      side: sideOf(shot, r.activeName, 'CC Attack', `with ${r.weaponName} on the ${publicName(target)}`),
      kept,
      outcome: keptText(kept),
      rules: ['ccAttack', 'rolls'],
    },
    shot.dice,
  );
  if (anyKept(kept)) r.s = wound(r.s, target, r.weapon.damage, false, savesOwed(kept), r.active.id);
}

/**
 * A CC Attack in ARO against the activated piece it touches (RULES.md §18.8.2): Face to Face against
 * the attack aimed at it or the active trooper's Dodge, otherwise a Normal roll. Its Burst is 1, +1 per
 * ally touching the target that also declared a CC Attack in ARO (decision D61).
 */
export function aroCcAttack(c: AroCall): void {
  const { r, reactor, name, target } = c;
  if (!target) return;
  if (!touching(r.s, reactor, target)) {
    log(r, [
      {
        text: `${capital(name)}: its target is no longer in Silhouette contact; the ARO is resolved as Idle.`,
        rules: ['ccAttack'],
      },
    ]);
    return;
  }
  const weapon = weaponAt(c.trooper.profile, c.entry.weapon ?? ccWeaponIndex(c.trooper.profile) ?? undefined);
  const supporting = alliesInFight(r.s, target, reactor.owner, [reactor.id]).filter((id) => {
    const entry = own(r.order.reactors, id);
    return entry?.status === 'declared' && entry.skill === 'ccAttack';
  });
  const burst = ccBurst(supporting.length);
  const rolled = rollOn(r, 'CC', ccOf(c.trooper.profile), c.mods([]), burst);
  const side = sideOf(rolled, name, 'CC Attack', `with the ${weapon.name} (B${String(burst)})`);
  // The wound is the CC Attack's own: Frenzy counts it (RULES.md §18.10.2).
  const hit = (kept: { hits: number; crits: number }) => {
    r.s = wound(r.s, target, weapon.damage, false, savesOwed(kept), c.trooper.id);
  };
  aroAttackOutcome(c, {
    side,
    rolled,
    hit,
    dodgeRules: ['ccAttack', 'dodge'],
    alone: { side, rules: ['ccAttack', 'rolls'] },
  });
}
