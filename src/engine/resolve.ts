// RULES.md §5.3 steps 5–7: resolving an Order's rolls, the Saving Rolls and Wounds, and the conclusion.
import {
  afterWounds,
  LOOK_OUT_DODGE_MOD,
  burstOf,
  savesOwed,
  weaponAt,
  templateWeaponIndex,
  type Weapon,
  surpriseAttackMod,
  discoverLockUntil,
  discoverMods,
  discoverProblem,
  type NamedMod,
  edgeDistance,
  hasSkill,
  normalRoll,
  savingRoll,
  COVER_SAVE_MOD,
  SKILLS,
  layTemplate,
  templateTouches,
  templateCancelReason,
  TEMPLATES,
  type TemplateName,
  type LaidTemplate,
  triggerFor,
} from '../rules/index.ts';

import { checkPlacement, hasReplicas, piecesOfTrooper, publicName, trooperOf } from './pieces.ts';

import { own } from './records.ts';
import type { GameState, LogEvent, OrderState, PieceState, ReactorEntry } from './types.ts';

import { turnOf, withLog, withOrder, roll, capital, withTrooper, signed } from './orderKit.ts';
import {
  revealAsModel,
  discovered,
  holoechoCoherency,
  endHoloechoAtConclusion,
  finishHoloecho,
  removePieces,
  revealDecoyUser,
} from './reveal.ts';
import {
  anyKept,
  attackMods,
  coveredFrom,
  exchange,
  keptAlone,
  keptText,
  outcomeText,
  rollFor,
  shooterFor,
  targetMods,
  type Rolled,
} from './rolling.ts';
import { rollIntuitive } from './intuitive.ts';
import { reenter } from './reenter.ts';
import { IMMOBILIZED_A } from './replace.ts';
import { alertsAfter } from './alert.ts';

/** The ARO entry of the reactive trooper a piece belongs to (RULES.md §7.2). */
export function reactorEntryOf(order: OrderState, pieceId: string): ReactorEntry | undefined {
  return (
    own(order.reactors, pieceId) ??
    Object.values(order.reactors).find((e) => e.pieceIds?.includes(pieceId) === true)
  );
}

/**
 * RULES.md §5.3 steps 5–6, §8: resolution with the game's dice. The active trooper's Discovers come
 * first (a Discover + Attack needs its Discover to succeed, §9.4); then each declared ARO, Face to Face
 * against the active trooper's attack or Dodge when they affect each other, otherwise a Normal roll;
 * then the active trooper's attack on a target that did not oppose it. Surprise Attack's MOD goes on
 * the ARO rolls of the attack's target (§6.8). Successful reactive Dodges then wait for their 2" move.
 */
export function resolve(state: GameState): GameState {
  const turn = turnOf(state);
  const order = turn?.order;
  if (!turn || !order) return state;
  let s = state;
  const active = own(s.troopers, order.trooperId);
  if (!active) return conclude(s);
  const ap = active.profile;
  // The weapon the Order's attack uses, and its Burst in the Active Turn (RULES.md §18.1.1).
  const declaredAttack = order.skills.find(
    (k): k is { skill: 'bsAttack' | 'intuitiveAttack'; target: string; weapon?: number } =>
      k.skill === 'bsAttack' || k.skill === 'intuitiveAttack',
  );
  const weapon = weaponAt(
    ap,
    declaredAttack?.weapon ??
      (declaredAttack?.skill === 'intuitiveAttack' ? templateWeaponIndex(ap) : undefined),
  );
  const burst = burstOf(weapon, true);
  const weaponName = weaponText(weapon, burst);
  const activeName = `the ${order.pieceIds.map((id) => publicName(s.pieces[id] ?? ({ kind: 'model' } as PieceState))).join(', ')} of Player ${turn.active}`;
  const dodges: string[] = [];
  // What each piece was when the Discovers were declared: every Discover of this Order against an
  // IMP-1 marker only downgrades it, however many succeed (RULES.md §10.3, T22).
  const kindAtStart = new Map(Object.values(s.pieces).map((p) => [p.id, p.kind]));

  // 1. The active trooper's Discovers (RULES.md §9.2, §9.4).
  const found = new Set<string>();
  for (const k of order.skills) {
    if (k.skill !== 'discover') continue;
    const target = s.pieces[k.target];
    const from = shooterFor(s, order, k.target);
    const revealedByAro = target ? reactorEntryOf(order, target.id) : undefined;
    if (
      target &&
      revealedByAro?.status === 'declared' &&
      revealedByAro.skill !== undefined &&
      SKILLS[revealedByAro.skill].roll &&
      order.skills.some((x) => x.skill === 'bsAttack' && x.target === target.id)
    ) {
      // T34: the marker revealed itself with its ARO; the attack needs no Discover roll (RULES.md §9.4).
      s = withLog(s, [
        {
          text: `The ${publicName(target)} revealed itself: no Discover roll is needed for the attack (RULES.md §9.4).`,
        },
      ]);
      continue;
    }
    if (!target || !from) {
      s = withLog(s, [
        {
          text: `${capital(activeName)}: Discover fails its requirements and is resolved as Idle (RULES.md §5.3).`,
        },
      ]);
      continue;
    }
    const distance = edgeDistance(from, target);
    const mod = discoverMods(distance, { ...targetMods(s, from, target), imp1: target.kind === 'IMP-1' });
    if (mod === null) {
      s = withLog(s, [
        { text: `${capital(activeName)}: Discover is out of range and resolved as Idle (RULES.md §9.2).` },
      ]);
      continue;
    }
    const [r, next] = rollFor(s, 'WIP', ap.wip, mod);
    s = next;
    const ok = normalRoll(r.sv, r.die).success;
    s = withLog(s, [
      {
        dice: [r.die],
        text: `${capital(activeName)}: Discover on the ${publicName(target)} at ${distance.toFixed(1)}", ${r.text}: ${outcomeText(r)} (RULES.md §9.2).`,
      },
    ]);
    if (ok) {
      found.add(target.id);
      const shown = discovered(s, target);
      s = withLog(shown.state, shown.lines);
    } else {
      s = withTrooper(s, active.id, {
        discoverLocks: { ...(active.discoverLocks ?? {}), [target.id]: discoverLockUntil(turn.playerTurn) },
      });
    }
  }

  // 2. The active trooper's attack or Dodge, rolled once against every opponent (RULES.md §8).
  const attack = order.skills.find((k): k is { skill: 'bsAttack'; target: string } => k.skill === 'bsAttack');
  const dodging = order.skills.some((k) => k.skill === 'dodge');
  let attackTarget = attack ? s.pieces[attack.target] : undefined;
  // Intuitive Attack (RULES.md §6.9, §18.5; D44): its roll decides whether the template is laid.
  const intuitive = rollIntuitive(s, order, activeName, weapon);
  s = intuitive.state;
  if (intuitive.target) attackTarget = intuitive.target;
  if (
    attack &&
    attackTarget &&
    (attackTarget.kind === 'CAMO' || attackTarget.kind === 'IMP-2' || attackTarget.kind === 'IMP-1')
  ) {
    // Discover + Attack: the marker must have been Discovered (or revealed) first (RULES.md §9.4, A16).
    s = withLog(s, [
      {
        text: `${capital(activeName)}: the ${publicName(attackTarget)} was not Discovered; the BS Attack is resolved as Idle (RULES.md §9.4).`,
      },
    ]);
    attackTarget = undefined;
  }
  const shooter = attackTarget ? shooterFor(s, order, attackTarget.id) : undefined;
  if (attackTarget && !shooter) {
    s = withLog(s, [
      {
        text: `${capital(activeName)}: no LoF to the target any more; the BS Attack is resolved as Idle (RULES.md §5.3).`,
      },
    ]);
    attackTarget = undefined;
  }
  // A Direct Template weapon: no BS roll; it hits every enemy its template touches, and it is
  // cancelled when the template touches an allied trooper or an enemy IMP marker (RULES.md §10.3, T25).
  let templateHits: string[] = [];
  if (attackTarget && shooter && weapon.template) {
    const shot = templateShot(s, shooter, attackTarget, weapon.template, order.pieceIds);
    if (shot.cancel) {
      s = withLog(s, [
        {
          text: `${capital(activeName)}: the ${weapon.name}'s template touches ${shot.cancel}; the shot is cancelled (RULES.md §10.3).`,
        },
      ]);
      attackTarget = undefined;
    } else {
      templateHits = shot.hits;
    }
  }
  const surprise =
    attackTarget && attack
      ? surpriseAttackMod({
          mod: hasSkill(ap, 'SurpriseAttack')?.mod,
          startedHidden: order.startedHidden,
          activeTurn: true,
          skill: 'bsAttack',
        })
      : 0;
  let opposed = false;
  // The active trooper's attack is rolled once, with its whole Burst, against every opponent (RULES.md §8).
  let activeShot: Rolled | null = null;
  const shoot = (st: GameState, at: PieceState, by: PieceState): [Rolled, GameState] => {
    if (activeShot) return [activeShot, st];
    const [a, after] = rollFor(st, 'BS', ap.bs, attackMods(st, by, at, weapon) ?? [], burst);
    activeShot = a;
    return [a, after];
  };
  let activeDodge: Rolled | null = null;
  // Seats whose troopers declared Look Out! and the pieces it saved from a template (RULES.md §18.6).
  const warners: string[] = [];
  const evaded: string[] = [];
  let activeDodgeBeaten = false;
  if (dodging) {
    const [r, next] = rollFor(s, 'PH', ap.ph, []);
    s = next;
    activeDodge = r;
    s = withLog(s, [{ dice: [r.die], text: `${capital(activeName)}: Dodge, ${r.text} (RULES.md §6.4).` }]);
  }

  // 3. Each ARO (RULES.md §7).
  for (const [reactorId, entry] of Object.entries(order.reactors)) {
    if (entry.status !== 'declared' || !entry.skill || !entry.target) continue;
    const reactor = performerOf(s, reactorId, entry);
    const rTrooper = reactor ? trooperOf(s, reactor.id) : undefined;
    if (!reactor || !rTrooper) continue;
    const rp = rTrooper.profile;
    const grouped = (entry.pieceIds?.length ?? 1) > 1;
    const against = (grouped ? own(entry.eligible ?? {}, reactor.id) : entry.against)?.find(
      (a) => a.pieceId === entry.target,
    );
    const name = `the ${publicName(reactor)} of Player ${reactor.owner}`;
    const target = s.pieces[entry.target];
    if (grouped && !against) {
      // The real piece had neither LoF nor ZoC to the target; another of its pieces had (RULES.md §7.1).
      s = withLog(s, [
        {
          text: `${capital(name)}: the real trooper has neither LoF nor ZoC to its target; the ARO is resolved as Idle (RULES.md §7.1).`,
        },
      ]);
      continue;
    }
    const isAttacked = weapon.template ? templateHits.includes(reactor.id) : attackTarget?.id === reactor.id;
    // Against a template there is no attack roll to oppose: every ARO is a Normal roll (D27).
    const rWeapon = weaponAt(rp, entry.weapon);
    const opposes =
      isAttacked &&
      attackTarget !== undefined &&
      shooter !== undefined &&
      !weapon.template &&
      !(entry.skill === 'bsAttack' && rWeapon.template);
    const mods = (extra: NamedMod[]): NamedMod[] =>
      isAttacked && surprise ? [...extra, { name: 'Surprise Attack', value: surprise }] : extra;
    const skill = entry.skill;
    if (skill === 'lookOut') {
      // Look Out! needs LoF to the active trooper from the piece that performs it (RULES.md §18.6.1).
      if (!against?.lof) {
        s = withLog(s, [
          {
            text: `${capital(name)}: Look Out! needs LoF to the active trooper; it is resolved as Idle (RULES.md §18.6).`,
          },
        ]);
        continue;
      }
      warners.push(reactor.owner);
      s = withLog(s, [
        { text: `${capital(name)}: Look Out! (no roll): its allies under attack are warned.` },
      ]);
      continue;
    }
    if (skill === 'reset') {
      const [r, next] = rollFor(s, 'WIP', rp.wip, mods([]));
      s = withLog(next, [{ dice: [r.die], text: `${capital(name)}: Reset, ${r.text}: ${outcomeText(r)}.` }]);
      continue;
    }
    if (skill === 'dodge') {
      const [r, next] = rollFor(
        s,
        'PH',
        rp.ph,
        mods(against && !against.lof ? [{ name: 'no LoF', value: DODGE_WITHOUT_LOF_MOD }] : []),
      );
      s = next;
      if (opposes && attackTarget) {
        // Face to Face: the active trooper's BS Attack, every die of its Burst, against this Dodge (RULES.md §8, §6.4).
        const [a, next2] = shoot(s, attackTarget, shooter);
        s = next2;
        opposed = true;
        const kept = exchange(a, r);
        s = withLog(s, [
          {
            dice: [...a.dice, ...r.dice],
            text: `Face to Face: ${activeName} BS Attack with ${weaponName}, ${a.text}; ${name} Dodge, ${r.text}: ${anyKept(kept.a) ? `the attack scores ${keptText(kept.a)}` : anyKept(kept.b) ? 'the Dodge succeeds' : 'no effect'} (RULES.md §8).`,
          },
        ]);
        if (anyKept(kept.a))
          s = wound(s, reactor, weapon.damage, coveredFrom(s, shooter, reactor), savesOwed(kept.a));
        if (anyKept(kept.b)) dodges.push(reactor.id);
      } else {
        s = withLog(s, [
          { dice: r.dice, text: `${capital(name)}: Dodge, ${r.text}: ${outcomeText(r)} (RULES.md §6.4).` },
        ]);
        if (normalRoll(r.sv, r.die).success) dodges.push(reactor.id);
      }
      continue;
    }
    if (!target) {
      s = withLog(s, [
        { text: `${capital(name)}: its target is gone; the ARO is resolved as Idle (RULES.md §5.3).` },
      ]);
      continue;
    }
    const distance = edgeDistance(reactor, target);
    if (skill === 'discover') {
      const lock = rTrooper.discoverLocks ? own(rTrooper.discoverLocks, target.id) : undefined;
      const problem = discoverProblem({
        lof: against?.lof ?? false,
        distance,
        alreadyThisOrder: false,
        lockedUntil: lock,
        currentPlayerTurn: turn.playerTurn,
      });
      const wasImp1 = kindAtStart.get(target.id) === 'IMP-1';
      const mod = discoverMods(distance, { ...targetMods(s, reactor, target), imp1: wasImp1 });
      if (problem || mod === null) {
        s = withLog(s, [
          {
            text: `${capital(name)}: Discover fails its requirements and is resolved as Idle. ${problem?.message ?? ''}`.trim(),
          },
        ]);
        continue;
      }
      const [r, next] = rollFor(s, 'WIP', rp.wip, mods(mod));
      s = withLog(next, [
        {
          dice: [r.die],
          text: `${capital(name)}: Discover on the ${publicName(target)} at ${distance.toFixed(1)}", ${r.text}: ${outcomeText(r)} (RULES.md §9.2).`,
        },
      ]);
      if (normalRoll(r.sv, r.die).success && wasImp1 && target.kind === 'IMP-2') {
        s = withLog(s, [
          {
            text: `The marker was IMP-1 when the Discover was declared and is already IMP-2: it stays a marker (RULES.md §10.3).`,
          },
        ]);
      } else if (normalRoll(r.sv, r.die).success) {
        const shown = discovered(s, target);
        s = withLog(shown.state, shown.lines);
      } else {
        s = withTrooper(s, rTrooper.id, {
          discoverLocks: {
            ...(rTrooper.discoverLocks ?? {}),
            [target.id]: discoverLockUntil(turn.playerTurn),
          },
        });
      }
      continue;
    }
    if (rWeapon.template) {
      // A template in ARO: no roll; it hits every enemy it touches unless a Dodge beat it (D27).
      const group = entry.pieceIds ?? [reactor.id];
      const shot = templateShot(s, reactor, target, rWeapon.template, group);
      if (shot.cancel) {
        s = withLog(s, [
          {
            text: `${capital(name)}: the ${rWeapon.name}'s template touches ${shot.cancel}; the shot is cancelled (RULES.md §10.3).`,
          },
        ]);
        continue;
      }
      for (const id of shot.hits) {
        const hit = s.pieces[id];
        if (!hit) continue;
        const dodged =
          order.pieceIds.includes(id) &&
          activeDodge !== null &&
          normalRoll(activeDodge.sv, activeDodge.die).success;
        s = withLog(s, [
          {
            text: `${capital(name)}: the ${rWeapon.name}'s template ${dodged ? 'is Dodged by' : 'hits'} the ${publicName(hit)} (no roll; RULES.md §10.3).`,
          },
        ]);
        if (!dodged) s = wound(s, hit, rWeapon.damage);
      }
      continue;
    }
    // BS Attack in ARO, measured to where the target stands now (decision D23), at Burst 1 (§18.1.1).
    const rm = attackMods(s, reactor, target, rWeapon);
    const rName = weaponText(rWeapon, burstOf(rWeapon, false));
    if (rm === null) {
      s = withLog(s, [
        {
          text: `${capital(name)}: the target is out of the ${rWeapon.name}'s reach; the ARO is resolved as Idle (RULES.md §6.2).`,
        },
      ]);
      continue;
    }
    const [r, next] = rollFor(s, 'BS', rp.bs, mods(rm), burstOf(rWeapon, false));
    s = next;
    if (opposes && attackTarget) {
      // Face to Face: both attack each other, every die of both (RULES.md §8, §18.1.3).
      const [a, next2] = shoot(s, attackTarget, shooter);
      s = next2;
      opposed = true;
      const kept = exchange(a, r);
      s = withLog(s, [
        {
          dice: [...a.dice, ...r.dice],
          text: `Face to Face: ${activeName} BS Attack with ${weaponName}, ${a.text}; ${name} BS Attack with ${rName}, ${r.text}: ${anyKept(kept.a) ? `${activeName} scores ${keptText(kept.a)}` : anyKept(kept.b) ? `${name} scores ${keptText(kept.b)}` : 'no effect'} (RULES.md §8).`,
        },
      ]);
      if (anyKept(kept.a))
        s = wound(s, reactor, weapon.damage, coveredFrom(s, shooter, reactor), savesOwed(kept.a));
      if (anyKept(kept.b))
        s = wound(s, target, rWeapon.damage, coveredFrom(s, reactor, target), savesOwed(kept.b));
      continue;
    }
    if (activeDodge && order.pieceIds.includes(target.id)) {
      // Face to Face: this attack against the active trooper's Dodge (RULES.md §6.4).
      const kept = exchange(activeDodge, r);
      s = withLog(s, [
        {
          dice: r.dice,
          text: `Face to Face: ${name} BS Attack with ${rName}, ${r.text}, against the Dodge: ${anyKept(kept.b) ? keptText(kept.b) : 'no effect'} (RULES.md §8).`,
        },
      ]);
      if (anyKept(kept.b)) {
        activeDodgeBeaten = true;
        s = wound(s, target, rWeapon.damage, coveredFrom(s, reactor, target), savesOwed(kept.b));
      }
      continue;
    }
    const kept = keptAlone(r);
    s = withLog(s, [
      {
        dice: r.dice,
        text: `${capital(name)}: BS Attack with ${rName} at ${distance.toFixed(1)}", ${r.text}: ${keptText(kept)} (RULES.md §6.2, §8).`,
      },
    ]);
    if (anyKept(kept)) s = wound(s, target, rWeapon.damage, coveredFrom(s, reactor, target), savesOwed(kept));
  }

  // 3b. Look Out! (RULES.md §18.6, D46): each ally under the attack that declared no ARO Dodges at −3.
  if (warners.length > 0) {
    const underAttack = weapon.template ? templateHits : attackTarget ? [attackTarget.id] : [];
    for (const id of underAttack) {
      const piece = s.pieces[id];
      if (!piece || !warners.includes(piece.owner) || declaredAnAro(s, order, id)) continue;
      const warned = trooperOf(s, id);
      if (!warned) continue;
      const pName = `the ${publicName(piece)} of Player ${piece.owner}`;
      const real = own(s.secrets[piece.owner].realPieceOf, warned.id);
      if (warned.form === 'Holoecho' && real !== undefined && real !== id) {
        // Seed 000: the holographic decoys "consider any Look Out! declaration as an Idle".
        s = withLog(s, [{ text: `${capital(pName)} takes the warning as Idle (RULES.md §10.4).` }]);
        continue;
      }
      const [r, next] = rollFor(s, 'PH', warned.profile.ph, [
        { name: 'Look Out!', value: LOOK_OUT_DODGE_MOD },
        ...(surprise ? [{ name: 'Surprise Attack', value: surprise }] : []),
      ]);
      s = next;
      if (!weapon.template && attackTarget && shooter) {
        // Face to Face against the attack, as a Dodge would be (RULES.md §8, §18.6.2).
        const [a, next2] = shoot(s, attackTarget, shooter);
        s = next2;
        opposed = true;
        const kept = exchange(a, r);
        s = withLog(s, [
          {
            dice: [...a.dice, ...r.dice],
            text: `Face to Face: ${activeName} BS Attack with ${weaponName}, ${a.text}; ${pName} Dodges on the warning, ${r.text}: ${anyKept(kept.a) ? `the attack scores ${keptText(kept.a)}` : anyKept(kept.b) ? 'the Dodge succeeds' : 'no effect'} (RULES.md §18.6).`,
          },
        ]);
        if (anyKept(kept.a))
          s = wound(s, piece, weapon.damage, coveredFrom(s, shooter, piece), savesOwed(kept.a));
        continue;
      }
      s = withLog(s, [
        {
          dice: r.dice,
          text: `${capital(pName)} Dodges on the warning, ${r.text}: ${outcomeText(r)} (RULES.md §18.6).`,
        },
      ]);
      if (normalRoll(r.sv, r.die).success) evaded.push(id);
    }
  }

  // 4. The active attack on a target that did not oppose it: a Normal roll (RULES.md §8); a template
  // hits everybody it touched who did not Dodge it, with no roll (D27).
  for (const id of templateHits) {
    const hit = s.pieces[id];
    if (!hit || dodges.includes(id) || evaded.includes(id)) continue;
    s = withLog(s, [
      {
        text: `The ${weapon.name}'s template hits the ${publicName(hit)} of Player ${hit.owner} (no roll; RULES.md §10.3).`,
      },
    ]);
    s = wound(s, hit, weapon.damage);
  }
  if (attackTarget && shooter && !opposed && !weapon.template && s.pieces[attackTarget.id]) {
    const target = s.pieces[attackTarget.id] ?? attackTarget;
    if (attackMods(s, shooter, target, weapon)) {
      // A Normal roll with every die of the Burst (RULES.md §8, §18.1.1).
      const [a, next] = shoot(s, target, shooter);
      s = next;
      const kept = keptAlone(a);
      s = withLog(s, [
        {
          dice: a.dice,
          text: `${capital(activeName)}: BS Attack with ${weaponName} on the ${publicName(target)}, ${a.text}: ${keptText(kept)} (RULES.md §6.2, §8).`,
        },
      ]);
      if (anyKept(kept))
        s = wound(s, target, weapon.damage, coveredFrom(s, shooter, target), savesOwed(kept));
    }
  }

  // 5. Going back into a marker state takes effect now if its requirement still holds: an enemy that
  // revealed itself in ARO (Hidden Deployment) may have broken it, and the Order is lost (T38).
  const reentry = order.skills.find(
    (k): k is { skill: 'reenterCamouflage' | 'reenterImpersonation' | 'reenterHoloecho' } =>
      k.skill === 'reenterCamouflage' || k.skill === 'reenterImpersonation' || k.skill === 'reenterHoloecho',
  );
  const current = turnOf(s)?.order;
  const trooperNow = own(s.troopers, order.trooperId);
  if (reentry && current && trooperNow) {
    const r = reenter(s, turn.active, current.pieceIds, trooperNow, reentry.skill);
    if (r.ok) {
      s = withLog(withOrder(r.state, { ...current, pieceIds: r.pieceIds }), r.lines);
    } else {
      s = withLog(s, [
        {
          text: `${capital(activeName)}: ${SKILLS[reentry.skill].label} no longer meets its requirement; the Order is lost and the trooper stays a model (RULES.md §5.3, T38). ${r.violations[0]?.message ?? ''}`.trim(),
        },
      ]);
    }
  }

  const t2 = turnOf(s);
  if (!t2?.order) return s;
  // A successful active Dodge (a Normal roll, or one no attack beat) moves too, first (RULES.md §6.4).
  if (activeDodge && normalRoll(activeDodge.sv, activeDodge.die).success && !activeDodgeBeaten) {
    for (const id of order.pieceIds) if (s.pieces[id]) dodges.unshift(id);
  }
  const stillThere = dodges.filter((id) => s.pieces[id]);
  if (stillThere.length) return withOrder(s, { ...t2.order, stage: 'dodge', dodges: stillThere });
  return conclude(s);
}

/**
 * The piece that carries out a reactive trooper's ARO: the trooper's only piece, or for a Holoecho or
 * Decoy trooper the real one (the others' AROs do nothing, RULES.md §10.4, §10.6; decision D25).
 */
function performerOf(state: GameState, key: string, entry: ReactorEntry): PieceState | undefined {
  const ids = entry.pieceIds ?? [key];
  const present = ids.flatMap((id) => state.pieces[id] ?? []);
  const first = present[0];
  if (!first || ids.length === 1) return first;
  const trooper = trooperOf(state, first.id);
  if (!trooper) return undefined;
  const real = own(state.secrets[first.owner].realPieceOf, trooper.id);
  return present.find((p) => p.id === real);
}

/**
 * A Direct Template laid from the shooter towards its target (RULES.md §10.3, D27): the pieces it
 * touches (the shooter's own activated pieces aside), the enemies it hits, and why it is cancelled.
 */
export function templateShot(
  state: GameState,
  shooter: PieceState,
  target: PieceState,
  template: TemplateName,
  exclude: readonly string[],
): { laid: LaidTemplate; hits: string[]; cancel: string | null } {
  const laid = layTemplate(shooter, target, TEMPLATES[template]);
  const touched = state.pieceOrder
    .flatMap((id) => state.pieces[id] ?? [])
    .filter((p) => !exclude.includes(p.id) && templateTouches(laid, p));
  const reason = templateCancelReason(shooter, touched);
  const first = touched.find((p) =>
    reason === 'IMP'
      ? p.owner !== shooter.owner && (p.kind === 'IMP-1' || p.kind === 'IMP-2')
      : p.owner === shooter.owner,
  );
  return {
    laid,
    hits: touched.filter((p) => p.owner !== shooter.owner).map((p) => p.id),
    cancel:
      reason && first
        ? `the ${publicName(first)} of Player ${first.owner}${reason === 'IMP' ? ', which counts as allied' : ', an allied trooper'}`
        : null,
  };
}

/** "the Combi Rifle (B3)": a weapon as the log names it, with the dice it rolls (RULES.md §18.1). */
function weaponText(w: Weapon, burst: number): string {
  return `the ${w.name}${w.template ? '' : ` (B${String(burst)})`}`;
}

/** Whether the trooper behind a piece declared an ARO in this Order (any of its pieces counts, §7.2). */
function declaredAnAro(state: GameState, order: OrderState, pieceId: string): boolean {
  const trooper = trooperOf(state, pieceId);
  return Object.entries(order.reactors).some(([key, e]) => {
    if (e.status !== 'declared') return false;
    const ids = e.pieceIds ?? [key];
    return ids.some((id) => id === pieceId || (trooper && trooperOf(state, id)?.id === trooper.id));
  });
}

/** RULES.md §6.4, decision A24: Dodging without LoF to the active trooper (ZoC only) takes −3 PH. */
export const DODGE_WITHOUT_LOF_MOD = -3;
/** How far a successful Dodge may move (RULES.md §6.4, §17). */
export const DODGE_MOVE = 2;

/**
 * A hit forces a Saving Roll (issue 5: Damage − ARM at or under loses a Wound). A Holoecho piece that
 * is not the real trooper is removed instead, with no roll (RULES.md §10.4). At 0 Wounds the trooper
 * is Unconscious, below 0 Dead and off the table.
 */
export function wound(
  initial: GameState,
  hit: PieceState,
  damage: number,
  cover = false,
  saves = 1,
): GameState {
  let target = hit;
  let state = initial;
  const trooper = trooperOf(state, target.id);
  if (!trooper) return state;
  const real = own(state.secrets[target.owner].realPieceOf, trooper.id);
  if (
    trooper.form === 'Holoecho' &&
    real !== target.id &&
    triggerFor('holoechoDecoy', { kind: 'forcedSavingRoll' })
  ) {
    return withLog(removePieces(state, [target.id]), [
      {
        text: `The ${publicName(target)} was a Holoecho: it is removed without a Saving Roll (RULES.md §10.4).`,
      },
    ]);
  }
  if (hasReplicas(trooper) && real !== target.id && triggerFor('decoyReplica', { kind: 'hitByAttack' })) {
    return withLog(removePieces(state, [target.id]), [
      {
        text: `The ${publicName(target)} was a Decoy replica: it is removed without a Saving Roll (RULES.md §10.6, T45).`,
      },
    ]);
  }
  let pre = state;
  const preLines: Omit<LogEvent, 'seq'>[] = [];
  if (
    trooper.form !== 'Decoy' &&
    hasReplicas(trooper) &&
    piecesOfTrooper(pre, trooper).length > 1 &&
    triggerFor('decoyUser', { kind: 'forcedSavingRoll' })?.effect === 'cancel'
  ) {
    // A Decoy user in Marker form forced to a Saving Roll: its replicas go and it is revealed (D47).
    const shown = revealDecoyUser(pre, trooper.id);
    pre = shown.state;
    preLines.push(...shown.lines);
    target = pre.pieces[target.id] ?? target;
  }
  if (
    target.kind === 'CAMO' &&
    triggerFor('camouflaged', { kind: 'forcedSavingRoll' })?.effect === 'cancel'
  ) {
    // A CAMO marker forced to a Saving Roll (a template) is revealed first (RULES.md §10.1, decision).
    const shown = revealAsModel(pre, target);
    pre = shown.state;
    preLines.push(...shown.lines);
  }
  if (
    trooper.form === 'Holoecho' &&
    triggerFor('holoechoBearer', { kind: 'forcedSavingRoll' })?.effect === 'cancel'
  ) {
    pre = endHoloechoAtConclusion(pre, trooper.id);
    preLines.push({
      text: `The ${publicName(target)} was the real trooper: its Holoecho State ends at the end of the Order (RULES.md §10.4).`,
    });
  }
  if (
    trooper.form === 'Decoy' &&
    triggerFor('decoyUser', { kind: 'forcedSavingRoll' })?.effect === 'cancel'
  ) {
    const shown = discovered(pre, target);
    pre = shown.state;
    preLines.push(
      { text: `The ${publicName(target)} was the real Decoy user (RULES.md §10.6).` },
      ...shown.lines,
    );
  }
  state = withLog(pre, preLines);
  // Named as it stands now: a CAMO marker revealed by the hit is its trooper's model (RULES.md §10.1).
  target = state.pieces[target.id] ?? target;
  // One d20 per Saving Roll owed: one per hit, one more per critical (RULES.md §18.2.2, D45).
  const dice: number[] = [];
  let s0 = state;
  for (let i = 0; i < Math.max(1, saves); i += 1) {
    const [d, after] = roll(s0);
    dice.push(d);
    s0 = after;
  }
  // Partial Cover: −3 to the attack's Damage against the save (RULES.md §18.2.3, §18.3.2); never against a template.
  const results = dice.map((d) => savingRoll(damage, trooper.profile.arm, cover, d));
  const failed = results.filter((r) => r.woundLost).length;
  const value = results[0]?.value ?? damage - trooper.profile.arm;
  const lost = (trooper.woundsLost ?? 0) + failed;
  const after = afterWounds(trooper.profile.w, lost);
  let s = withTrooper(s0, trooper.id, { woundsLost: lost });
  const outcome =
    dice.length === 1
      ? failed
        ? 'a Wound lost'
        : 'saved'
      : failed
        ? `${failed === 1 ? 'a Wound' : `${String(failed)} Wounds`} lost`
        : 'all saved';
  const lines: Omit<LogEvent, 'seq'>[] = [
    {
      dice,
      text: `${dice.length === 1 ? 'Saving Roll' : `${String(dice.length)} Saving Rolls`} for the ${publicName(target)}: Damage ${String(damage)} − ARM ${String(trooper.profile.arm)}${cover ? `, Partial Cover ${signed(COVER_SAVE_MOD)}` : ''} = ${String(value)}, rolled ${dice.join(', ')}: ${outcome}.`,
    },
  ];
  const woundLost = failed > 0;
  if (woundLost && after.condition === 'unconscious') {
    const p = s.pieces[target.id];
    if (p) s = { ...s, pieces: { ...s.pieces, [p.id]: { ...p, tokens: [...p.tokens, 'Unconscious'] } } };
    lines.push({ text: `The ${publicName(target)} is Unconscious.` });
  }
  if (woundLost && after.condition === 'dead') {
    s = removePieces(
      s,
      piecesOfTrooper(s, trooper).map((p) => p.id),
    );
    lines.push({ text: `The ${publicName(target)} is Dead and leaves the table.` });
  }
  return withLog(s, lines);
}

/** RULES.md §5.3 step 7: the Order ends; the turn goes on. */
export function conclude(initial: GameState): GameState {
  const turn = turnOf(initial);
  if (!turn?.order) return initial;
  let state = holoechoCoherency(initial);
  const ends = turnOf(state)?.order?.holoechoEnds ?? [];
  for (const id of ends) {
    const done = finishHoloecho(state, id);
    state = withLog(done.state, done.lines);
  }
  // Immobilized-A ends only when the space around the model changes so that it fits (RULES.md §12).
  for (const p of Object.values(state.pieces)) {
    if (!p.tokens.includes(IMMOBILIZED_A) || checkPlacement(state, p, p).length > 0) continue;
    state = withLog(
      {
        ...state,
        pieces: { ...state.pieces, [p.id]: { ...p, tokens: p.tokens.filter((t) => t !== IMMOBILIZED_A) } },
      },
      [
        {
          text: `The ${publicName(p)} of Player ${p.owner} fits where it stands now: its ${IMMOBILIZED_A} ends (RULES.md §12).`,
        },
      ],
    );
  }
  // Alert: who was attacked, or has an attacked ally in its ZoC, may turn (RULES.md §6.7, T52).
  const alerts = alertsAfter(state, turn.order, turn.active);
  const done = withLog(withOrder(state, undefined), [
    { seat: turn.active, text: `The Order of Player ${turn.active} is complete.` },
  ]);
  return alerts ? { ...done, alerts } : done;
}
