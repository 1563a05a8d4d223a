// Carbonite (RULES.md §18.13; decisions D144–D147): a Hacking Program played on the attack machinery,
// a WIP roll with the program's Burst against a Hackable enemy inside the Hacking Area, no LoF, no
// range, Cover or Mimetism MODs. Its kept successes owe Saving Rolls against BTS (step6-savingRolls.ts),
// and a failed one leaves the target Immobilized-B. A Comms Attack: Reset opposes it, Dodge does not.
import {
  CARBONITE,
  CARBONITE_EFFECT,
  carboniteRollMods,
  carboniteSavesOwed,
  IMMOBILIZED_B,
  aroProblem,
  hackable,
  hasSkill,
  isHacker,
  programProblem,
  surpriseAttackMod,
  violation,
  withRule,
  type Checked,
  type Violation,
} from '../../rules/index.ts';
import type { Against, DeclaredSkill, GameState, PieceState } from '../types.ts';
import { own } from '../records.ts';
import { HIDDEN_KEY } from '../records.ts';
import { capital } from '../orderKit.ts';
import { publicName, trooperOf } from '../pieces.ts';
import { programmerFor } from '../hacking.ts';
import { sideOf, type Kept } from '../rolling.ts';
import { wound } from '../step6-savingRolls.ts';
import {
  aroAttackOutcome,
  enemyTarget,
  log,
  needsEnemy,
  rollOn,
  type AroCall,
  type Declaring,
  type Resolution,
} from './resolution.ts';

/** Carbonite's kept successes on `piece`: Saving Rolls against BTS (D144). */
export function carboniteHit(r: Resolution, piece: PieceState, kept: Kept, by: string): void {
  r.s = wound(r.s, piece, CARBONITE.damage, false, carboniteSavesOwed(kept), by, CARBONITE_EFFECT);
}

/** Why the target is refused, with the marker rules of every Attack (RULES.md §6.2, §9.4, §10). */
function markerProblem(target: PieceState, discovered: boolean): string | null {
  if (target.kind === 'IMP-1') return 'An IMP-1 marker can never be attacked.';
  if ((target.kind === 'CAMO' || target.kind === 'IMP-2') && !discovered)
    return `A ${target.kind} marker cannot be attacked until it is Discovered.`;
  return null;
}

/**
 * RULES.md §18.13: the requirements of Carbonite declared by the active trooper: a Hacker, an enemy
 * target inside its Hacking Area (measured from its real piece), Hackable, and never an undiscovered
 * marker. No LoF is needed.
 */
export function declareCarbonite(d: Declaring): Checked<{ declared: DeclaredSkill }> {
  const { state, order, trooper } = d;
  const target = enemyTarget(d);
  if (!target) return needsEnemy('carbonite');
  const discovered = order.skills.some((k) => k.skill === 'discover' && k.target === target.id);
  const marker = markerProblem(target, discovered);
  if (marker) {
    const rule = target.kind === 'CAMO' ? 'camouflaged' : 'impersonation';
    return {
      ok: false,
      violations: [violation('ATTACK_NOT_ALLOWED_AGAINST_MARKER', withRule(marker, rule))],
    };
  }
  const behind = trooperOf(state, target.id);
  const problem = programProblem({
    program: 'Carbonite',
    hacker: trooper.profile,
    reacting: false,
    targetInArea: programmerFor(state, trooper, target) !== undefined,
    targetHackable: behind ? hackable(behind.profile) : false,
  });
  if (problem) {
    return {
      ok: false,
      violations: [violation('REQUIREMENT_NOT_MET', withRule(`Carbonite: ${problem}.`, 'carbonite'))],
    };
  }
  return { ok: true, declared: { skill: 'carbonite', target: target.id } };
}

/**
 * RULES.md §5.3 step 5: the active Carbonite still meets its requirements when it resolves: its target
 * on the table, still inside the Hacking Area; a marker target only if it was Discovered (§9.4).
 */
export function prepareCarbonite(r: Resolution): void {
  const attack = r.order.skills.find(
    (k): k is { skill: 'carbonite'; target: string } => k.skill === 'carbonite',
  );
  if (!attack) return;
  const target = r.s.pieces[attack.target];
  const from = target ? programmerFor(r.s, r.active, target) : undefined;
  const why = !target
    ? 'its target is gone'
    : target.kind === 'CAMO' || target.kind === 'IMP-1' || target.kind === 'IMP-2'
      ? `the ${publicName(target)} was not Discovered`
      : !from
        ? 'the target is no longer inside the Hacking Area'
        : null;
  if (why || !target || !from) {
    log(r, [
      {
        text: `${capital(r.activeName)}: ${why ?? ''}; Carbonite is resolved as Idle.`,
        rules: ['carbonite'],
      },
    ]);
    return;
  }
  r.attackTarget = target;
  r.shooter = from;
  r.surprise = surpriseAttackMod({
    mod: hasSkill(r.active.profile, 'SurpriseAttack')?.mod,
    startedHidden: r.order.startedHidden,
    activeTurn: true,
    skill: 'carbonite',
  });
}

/**
 * Carbonite in ARO (RULES.md §18.13.2): declared through the Hacking Area, which the ARO check found
 * along the active trooper's path (D147), at Burst 1 (§18.1.1). Face to Face against the attack aimed
 * at the hacker, or against the active trooper's Reset when it targets the Resetter; never against a
 * Dodge (a Comms Attack is avoided by Reset, not Dodge); otherwise a Normal roll.
 */
export function aroCarbonite(c: AroCall): void {
  const { r, name, target } = c;
  if (!target) return;
  const rolled = rollOn(r, 'WIP', c.trooper.profile.wip, c.mods(carboniteRollMods()), 1);
  const hit = (kept: Kept) => {
    carboniteHit(r, target, kept, c.trooper.id);
  };
  aroAttackOutcome(c, {
    side: sideOf(rolled, name, 'Carbonite'),
    rolled,
    hit,
    comms: true,
    alone: {
      side: sideOf(rolled, name, 'Carbonite', `on the ${publicName(target)}`),
      rules: ['carbonite', 'rolls'],
    },
  });
}

/**
 * Why a reacting trooper may not declare Carbonite against this activated piece (RULES.md §18.13.2,
 * D147), or null: the ARO rules of every Attack, through the Hacking Area (the ARO check's ZoC, D126),
 * a Hacker, a Hackable target (Open inside the area, D128), and not Immobilized-B. Read on the truth:
 * the reactor's own trooper and a target inside its area are things its player may know.
 */
export function carboniteAroProblem(state: GameState, reactorId: string, against: Against): Violation | null {
  const hiddenId = reactorId.startsWith(HIDDEN_KEY) ? reactorId.slice(HIDDEN_KEY.length) : undefined;
  const trooper = hiddenId ? own(state.troopers, hiddenId) : trooperOf(state, reactorId);
  const target = state.pieces[against.pieceId];
  const behind = target ? trooperOf(state, target.id) : undefined;
  return aroProblem('carbonite', {
    lof: against.lof,
    zoc: against.zoc,
    targetKind: target?.kind ?? 'model',
    ...(against.contact ? { contact: true } : {}),
    ...(against.engaged ? { engaged: true } : {}),
    immobilizedB: state.pieces[reactorId]?.tokens.includes(IMMOBILIZED_B) === true,
    hacker: trooper !== undefined && isHacker(trooper.profile),
    targetHackable: behind !== undefined && hackable(behind.profile),
  });
}
