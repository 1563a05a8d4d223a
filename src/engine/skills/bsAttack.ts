// BS Attack (RULES.md §6.2, §8, §18.1–§18.4): the active trooper's attack with its weapon's Burst, or a
// Direct Template with no roll; an attack in ARO at Burst 1. Face to Face against what opposes it,
// otherwise a Normal roll; each hit owes Saving Rolls (step6-savingRolls.ts).
import { distanceBetween, standingOf } from '../scene.ts';
import {
  CARBONITE_EFFECT,
  carboniteSavesOwed,
  aroProblem,
  burstOf,
  hasSkill,
  savesOwed,
  surpriseAttackMod,
  violation,
  weaponAt,
  weaponReaches,
  type Checked,
  type Weapon,
  withRule,
} from '../../rules/index.ts';
import type { DeclaredSkill, LogEvent, PieceState } from '../types.ts';
import { capital } from '../orderKit.ts';
import { publicName } from '../pieces.ts';
import { anyKept, attackMods, coveredFrom, keptAlone, keptText, shooterFor, sideOf } from '../rolling.ts';
import { wound } from '../step6-savingRolls.ts';
import { rollIntuitive } from './intuitiveAttack.ts';
import {
  activeShot,
  aroAttackOutcome,
  log,
  logEvent,
  rollOn,
  strayHits,
  enemyTarget,
  needsEnemy,
  type AroCall,
  type Declaring,
  type Resolution,
} from './resolution.ts';
import { templateShot } from './templates.ts';
import { aroMemberBonus, coordinatedSupport } from './teamAttack.ts';

/** "the Combi Rifle (B3)": a weapon as the log names it, with the dice it rolls (RULES.md §18.1). */
export function weaponText(w: Weapon, burst: number): string {
  return `the ${w.name}${w.template ? '' : ` (B${String(burst)})`}`;
}

/**
 * RULES.md §5.3 step 5, §9.4, §10.3: whether the active trooper's attack still meets its requirements
 * when it resolves (an Intuitive Attack first rolls for its template), and what a template touches.
 */
export function prepareActiveAttack(r: Resolution): void {
  const attack = r.order.skills.find(
    (k): k is { skill: 'bsAttack'; target: string } => k.skill === 'bsAttack',
  );
  let target = attack ? r.s.pieces[attack.target] : undefined;
  // Intuitive Attack (RULES.md §6.9, §18.5; D44): its roll decides whether the template is laid.
  const intuitive = rollIntuitive(r.s, r.order, r.activeName, r.weapon);
  r.s = intuitive.state;
  if (intuitive.target) target = intuitive.target;
  if (attack && target && (target.kind === 'CAMO' || target.kind === 'IMP-2' || target.kind === 'IMP-1')) {
    // Discover + Attack: the marker must have been Discovered (or revealed) first (RULES.md §9.4, A16).
    log(r, [
      {
        text: `${capital(r.activeName)}: the ${publicName(target)} was not Discovered; the BS Attack is resolved as Idle.`,
        rules: ['discover.attack'],
      },
    ]);
    target = undefined;
  }
  // A Coordinated Order's other participants shoot at it whatever the Spearhead's LoF (D161).
  if (attack && target) r.supportTarget = target;
  const shooter = target ? shooterFor(r.s, r.order, target.id) : undefined;
  if (target && !shooter) {
    log(r, [
      {
        text: `${capital(r.activeName)}: no LoF to the target any more; the BS Attack is resolved as Idle.`,
        rules: ['orders.sequence'],
      },
    ]);
    target = undefined;
  }
  // A Direct Template: it hits every enemy it touches; an allied trooper or an enemy IMP marker under
  // it cancels the shot (RULES.md §10.3, T25).
  if (target && shooter && r.weapon.template) {
    const shot = templateShot(r.s, shooter, target, r.weapon.template, r.order.pieceIds);
    if (shot.cancel) {
      log(r, [
        {
          text: `${capital(r.activeName)}: the ${r.weapon.name}'s template touches ${shot.cancel}; the shot is cancelled.`,
          rules: ['templates'],
        },
      ]);
      target = undefined;
    } else {
      r.templateHits = shot.hits;
      r.templateFight = shot.fight;
    }
  }
  r.attackTarget = target;
  r.shooter = target ? shooter : undefined;
  r.surprise =
    target && attack
      ? surpriseAttackMod({
          mod: hasSkill(r.active.profile, 'SurpriseAttack')?.mod,
          startedHidden: r.order.startedHidden,
          activeTurn: true,
          skill: 'bsAttack',
        })
      : 0;
}

/** A BS Attack in ARO, measured to where its target stands now (decision D23), at Burst 1 (§18.1.1). */
export function aroBsAttack(c: AroCall): void {
  const { r, reactor, name, target } = c;
  if (!target) return;
  const rWeapon = weaponAt(c.trooper.profile, c.entry.weapon);
  if (rWeapon.template) {
    aroTemplate(c, rWeapon, target);
    return;
  }
  // A member of a Fireteam adds its bonus in ARO (RULES.md §18.12.2, D163).
  const member = aroMemberBonus(r.s, c.trooper.id, 'bsAttack');
  const burst = c.entry.dice ?? burstOf(rWeapon, false) + member.burst;
  const rName = weaponText(rWeapon, burst);
  const found = attackMods(r.s, reactor, target, rWeapon);
  const rm = found ? [...found, ...member.mods] : null;
  if (rm === null) {
    log(r, [
      {
        text: `${capital(name)}: the target is out of the ${rWeapon.name}'s reach; the ARO is resolved as Idle.`,
        rules: ['bsAttack'],
      },
    ]);
    return;
  }
  const rolled = rollOn(r, 'BS', c.trooper.profile.bs, c.mods(rm), burst);
  // Into a close combat, its failed die hits an ally in the fight (RULES.md §18.8.5).
  strayHits(r, reactor, target, rolled, name, rWeapon.damage);
  const side = sideOf(rolled, name, 'BS Attack', `with ${rName}`);
  const hit = (kept: { hits: number; crits: number }) => {
    r.s = wound(
      r.s,
      target,
      rWeapon.damage,
      coveredFrom(r.s, reactor, target),
      savesOwed(kept),
      c.trooper.id,
    );
  };
  // Face to Face against the attack on it or the active Dodge, else a Normal roll (RULES.md §18.1.3).
  aroAttackOutcome(c, {
    side,
    rolled,
    hit,
    alone: {
      side: sideOf(
        rolled,
        name,
        'BS Attack',
        `with ${rName} at ${distanceBetween(r.s, reactor, target).toFixed(1)}"`,
      ),
      rules: ['bsAttack', 'rolls'],
    },
  });
}

/** A template in ARO: no roll; it hits every enemy it touches unless a Dodge beat it (D27). */
function aroTemplate(c: AroCall, rWeapon: Weapon, target: NonNullable<AroCall['target']>): void {
  const { r, reactor, name } = c;
  if (!rWeapon.template) return;
  const shot = templateShot(r.s, reactor, target, rWeapon.template, c.entry.pieceIds ?? [reactor.id]);
  if (shot.cancel) {
    log(r, [
      {
        text: `${capital(name)}: the ${rWeapon.name}'s template touches ${shot.cancel}; the shot is cancelled.`,
        rules: ['templates'],
      },
    ]);
    return;
  }
  const dodge = r.activeDodge;
  const dodgedIt = dodge !== null && keptAlone(dodge).hits + keptAlone(dodge).crits > 0;
  for (const id of shot.hits) {
    const hit = r.s.pieces[id];
    if (!hit) continue;
    const dodged = r.order.pieceIds.includes(id) && dodgedIt;
    const fight = shot.fight.includes(id);
    log(r, [
      {
        text: `${capital(name)}: the ${rWeapon.name}'s template ${dodged ? 'is Dodged by' : 'hits'} the ${publicName(hit)} of Player ${hit.owner}${fight ? ', in the close combat it was laid on' : ''} (no roll).`,
        rules: fight ? ['templates', 'engaged'] : ['templates'],
      },
    ]);
    const by = hit.owner === reactor.owner ? undefined : c.trooper.id;
    if (!dodged) r.s = wound(r.s, hit, rWeapon.damage, false, 1, by);
  }
}

/**
 * RULES.md §8, §10.3 (step 4 of resolution): the active attack on a target that did not oppose it, a
 * Normal roll with every die of the Burst; a template hits everybody it touched who did not Dodge it.
 */
export function activeAttack(r: Resolution): void {
  for (const id of r.templateHits) {
    const hit = r.s.pieces[id];
    if (!hit || r.dodges.includes(id) || r.evaded.includes(id)) continue;
    const fight = r.templateFight.includes(id);
    log(r, [templateHitLine(r.weapon.name, hit, fight)]);
    // A hit on the shooter's own side counts for no Frenzy, as a stray hit (RULES.md §18.10.2, D62, D64).
    r.s = wound(r.s, hit, r.weapon.damage, false, 1, hit.owner === r.turn.active ? undefined : r.active.id);
  }
  const { attackTarget, shooter } = r;
  if (!attackTarget || !shooter || r.opposed || r.weapon.template || r.cc) return;
  const target = r.s.pieces[attackTarget.id];
  // A Hacking Program's range is the Hacking Area, checked when it was prepared (prepareCarbonite).
  if (!target || (!r.program && !attackMods(r.s, shooter, target, r.weapon))) return;
  const shot = activeShot(r, target, shooter);
  const kept = keptAlone(shot);
  if (r.program) {
    logEvent(
      r,
      {
        kind: 'normalRoll',
        side: sideOf(shot, r.activeName, 'Carbonite', `on the ${publicName(target)}`),
        kept,
        outcome: keptText(kept),
        rules: ['carbonite', 'rolls'],
      },
      shot.dice,
    );
    if (anyKept(kept))
      r.s = wound(
        r.s,
        target,
        r.weapon.damage,
        false,
        carboniteSavesOwed(kept),
        r.active.id,
        CARBONITE_EFFECT,
      );
    return;
  }
  logEvent(
    r,
    {
      kind: 'normalRoll',
      side: sideOf(shot, r.activeName, 'BS Attack', `with ${r.weaponName} on the ${publicName(target)}`),
      kept,
      outcome: keptText(kept),
      rules: ['bsAttack', 'rolls'],
    },
    shot.dice,
  );
  if (anyKept(kept)) {
    r.s = wound(
      r.s,
      target,
      r.weapon.damage,
      coveredFrom(r.s, shooter, target),
      savesOwed(kept),
      r.active.id,
    );
  }
}

/**
 * RULES.md §6.2, §9.4, §10: the requirements of a BS Attack the active trooper declares: LoF and the
 * chosen weapon's reach, never an IMP-1, and a CAMO or IMP-2 only after a Discover on it this Order.
 */
export function declareBsAttack(d: Declaring): Checked<{ declared: DeclaredSkill }> {
  const { state, order, trooper, weaponIndex } = d;
  const target = enemyTarget(d);
  if (!target) return needsEnemy('bsAttack');
  const from = shooterFor(state, order, target.id);
  const problem = aroProblem('bsAttack', {
    lof: from !== undefined,
    zoc: false,
    targetKind: target.kind,
    targetDiscovered: order.skills.some((k) => k.skill === 'discover' && k.target === target.id),
  });
  if (problem) {
    const message =
      problem.message === 'No LoF and not in the Zone of Control: no ARO.'
        ? withRule('A BS Attack needs LoF to its target.', 'bsAttack')
        : withRule(problem.message, ...(problem.rules ?? []));
    return {
      ok: false,
      violations: [
        violation(
          problem.code === 'ARO_NOT_ALLOWED_AGAINST_MARKER'
            ? 'ATTACK_NOT_ALLOWED_AGAINST_MARKER'
            : 'REQUIREMENT_NOT_MET',
          message,
        ),
      ],
    };
  }
  const weapon = weaponAt(trooper.profile, weaponIndex);
  if (!from || !weaponReaches(weapon, standingOf(state, from), standingOf(state, target))) {
    return {
      ok: false,
      violations: [
        violation(
          'REQUIREMENT_NOT_MET',
          withRule(`The target is out of the ${weapon.name}'s reach.`, 'bsAttack'),
        ),
      ],
    };
  }
  // A Coordinated Order's other participants shoot at the same target, or perform an Idle (D161).
  const { support } = coordinatedSupport(state, order, target);
  if (order.team?.kind === 'coordinated' && weapon.template) {
    return {
      ok: false,
      violations: [
        violation(
          'REQUIREMENT_NOT_MET',
          withRule(
            `A Coordinated attack rolls dice: the ${weapon.name}'s template cannot be its Spearhead's weapon.`,
            'coordinated',
          ),
        ),
      ],
    };
  }
  return {
    ok: true,
    declared: {
      skill: 'bsAttack',
      target: target.id,
      ...(weaponIndex ? { weapon: weaponIndex } : {}),
      ...(order.team?.kind === 'coordinated' ? { support } : {}),
    },
  };
}

/** The log line of a template's hit; one that reaches a trooper through its close combat says so (D64). */
function templateHitLine(weapon: string, hit: PieceState, fight: boolean): Omit<LogEvent, 'seq'> {
  return {
    text: `The ${weapon}'s template hits the ${publicName(hit)} of Player ${hit.owner}${fight ? ', in the close combat it was laid on' : ''} (no roll).`,
    rules: fight ? ['templates', 'engaged'] : ['templates'],
  };
}
