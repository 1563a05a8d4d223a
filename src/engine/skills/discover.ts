// Discover (RULES.md §9): the active trooper's Discovers first, then a Discover declared in ARO. A
// success reveals the marker as far as its state allows (§9.3); a failure locks the Discoverer out of
// that target until its next Player Turn (§9.2).
import { distanceBetween } from '../scene.ts';
import {
  SKILLS,
  discoverLockUntil,
  discoverMods,
  discoverProblem,
  normalRoll,
  type Checked,
} from '../../rules/index.ts';
import { capital, withTrooper } from '../orderKit.ts';
import { publicName } from '../pieces.ts';
import { own } from '../records.ts';
import { discovered } from '../reveal.ts';
import { keptAlone, outcomeText, shooterFor, sideOf, targetMods } from '../rolling.ts';
import type { DeclaredSkill, OrderState, PieceState, ReactorEntry, TrooperState } from '../types.ts';
import {
  enemyTarget,
  log,
  logEvent,
  needsEnemy,
  rollOn,
  type AroCall,
  type Declaring,
  type Resolution,
} from './resolution.ts';
import { aroMemberBonus, teamLeaderBonus } from './teamAttack.ts';

/** The ARO entry of the reactive trooper a piece belongs to (RULES.md §7.2). */
export function reactorEntryOf(order: OrderState, pieceId: string): ReactorEntry | undefined {
  return (
    own(order.reactors, pieceId) ??
    Object.values(order.reactors).find((e) => e.pieceIds?.includes(pieceId) === true)
  );
}

/** A successful Discover's reveal, or a failure's lock (RULES.md §9.2, §9.3). */
function afterRoll(r: Resolution, who: TrooperState, target: PieceState, success: boolean): void {
  if (success) {
    const shown = discovered(r.s, target);
    r.s = shown.state;
    log(r, shown.lines);
    return;
  }
  const now = own(r.s.troopers, who.id) ?? who;
  r.s = withTrooper(r.s, who.id, {
    discoverLocks: { ...(now.discoverLocks ?? {}), [target.id]: discoverLockUntil(r.turn.playerTurn) },
  });
}

/** RULES.md §9.2, §9.4: the active trooper's Discovers, in the order declared. */
export function activeDiscovers(r: Resolution): void {
  const { order } = r;
  for (const k of order.skills) {
    if (k.skill !== 'discover') continue;
    const target = r.s.pieces[k.target];
    const from = shooterFor(r.s, order, k.target);
    const revealedByAro = target ? reactorEntryOf(order, target.id) : undefined;
    if (
      target &&
      revealedByAro?.status === 'declared' &&
      revealedByAro.skill !== undefined &&
      SKILLS[revealedByAro.skill].roll &&
      order.skills.some((x) => x.skill === 'bsAttack' && x.target === target.id)
    ) {
      // T34: the marker revealed itself with its ARO; the attack needs no Discover roll (RULES.md §9.4).
      log(r, [
        {
          text: `The ${publicName(target)} revealed itself: no Discover roll is needed for the attack.`,
          rules: ['discover.attack'],
        },
      ]);
      continue;
    }
    if (!target || !from) {
      log(r, [
        {
          text: `${capital(r.activeName)}: Discover fails its requirements and is resolved as Idle.`,
          rules: ['orders.sequence'],
        },
      ]);
      continue;
    }
    const distance = distanceBetween(r.s, from, target);
    const mod = discoverMods(distance, { ...targetMods(r.s, from, target), imp1: target.kind === 'IMP-1' });
    if (mod === null) {
      log(r, [
        {
          text: `${capital(r.activeName)}: Discover is out of range and resolved as Idle.`,
          rules: ['discover.roll'],
        },
      ]);
      continue;
    }
    // A Fireteam's Team Leader adds the Fireteam's Discover bonus (RULES.md §18.12.2, D163).
    const rolled = rollOn(r, 'WIP', r.active.profile.wip, [
      ...mod,
      ...teamLeaderBonus(r.s, order, 'discover').mods,
    ]);
    const success = normalRoll(rolled.sv, rolled.die).success;
    logEvent(
      r,
      {
        kind: 'normalRoll',
        side: sideOf(
          rolled,
          r.activeName,
          'Discover',
          `on the ${publicName(target)} at ${distance.toFixed(1)}"`,
        ),
        kept: keptAlone(rolled),
        outcome: outcomeText(rolled),
        rules: ['discover.roll'],
      },
      rolled.dice,
    );
    afterRoll(r, r.active, target, success);
  }
}

/** RULES.md §9.1, §7: a Discover declared in ARO, against where the target stands now. */
export function aroDiscover(c: AroCall): void {
  const { r, reactor, trooper, name, against, target } = c;
  if (!target) return;
  const distance = distanceBetween(r.s, reactor, target);
  const lock = trooper.discoverLocks ? own(trooper.discoverLocks, target.id) : undefined;
  const problem = discoverProblem({
    lof: against?.lof ?? false,
    distance,
    alreadyThisOrder: false,
    lockedUntil: lock,
    currentPlayerTurn: r.turn.playerTurn,
  });
  const wasImp1 = r.kindAtStart.get(target.id) === 'IMP-1';
  const mod = discoverMods(distance, { ...targetMods(r.s, reactor, target), imp1: wasImp1 });
  if (problem || mod === null) {
    log(r, [
      {
        text: `${capital(name)}: Discover fails its requirements and is resolved as Idle. ${problem?.message ?? ''}`.trim(),
      },
    ]);
    return;
  }
  const rolled = rollOn(
    r,
    'WIP',
    trooper.profile.wip,
    c.mods([...mod, ...aroMemberBonus(r.s, trooper.id, 'discover').mods]),
  );
  const success = normalRoll(rolled.sv, rolled.die).success;
  logEvent(
    r,
    {
      kind: 'normalRoll',
      side: sideOf(rolled, name, 'Discover', `on the ${publicName(target)} at ${distance.toFixed(1)}"`),
      kept: keptAlone(rolled),
      outcome: outcomeText(rolled),
      rules: ['discover.roll'],
    },
    rolled.dice,
  );
  if (success && wasImp1 && target.kind === 'IMP-2') {
    log(r, [
      {
        text: `The marker was IMP-1 when the Discover was declared and is already IMP-2: it stays a marker.`,
        rules: ['impersonation'],
      },
    ]);
    return;
  }
  afterRoll(r, trooper, target, success);
}

/** RULES.md §9.1: the requirements of a Discover the active trooper declares (LoF, range, once, lock). */
export function declareDiscover(d: Declaring): Checked<{ declared: DeclaredSkill }> {
  const { state, order, trooper } = d;
  const target = enemyTarget(d);
  if (!target) return needsEnemy('discover');
  const from = shooterFor(state, order, target.id);
  const problem = discoverProblem({
    lof: from !== undefined,
    distance: from ? distanceBetween(state, from, target) : Infinity,
    alreadyThisOrder: order.skills.some((k) => k.skill === 'discover' && k.target === target.id),
    lockedUntil: trooper.discoverLocks ? own(trooper.discoverLocks, target.id) : undefined,
    currentPlayerTurn: state.phase.kind === 'turn' ? state.phase.playerTurn : 0,
  });
  return problem
    ? { ok: false, violations: [problem] }
    : { ok: true, declared: { skill: 'discover', target: target.id } };
}
