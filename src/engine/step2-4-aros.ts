import {
  IMMOBILIZED_B,
  immobilizedBProblem,
  mayDelayAgainst,
  otherSeat,
  SKILLS,
  type PieceKind,
  type Point,
  type Seat,
  type SkillId,
  allowedAros,
  weaponsOf,
  validateProneChange,
  validateMayGoProne,
  isProne,
  ccWeaponIndex,
  withRule,
  type RuleId,
} from '../rules/index.ts';
import { aroDice, sixthSenseOf } from './skills/teamAttack.ts';
import { retreatRefusal } from './commandTokens.ts';
import { aroCheck } from './step2-aroCheck.ts';
import { HIDDEN_KEY } from './records.ts';
import { hasReplicas, piecesOfTrooper, publicName, setProne, trooperOf } from './pieces.ts';
import { isDeployable } from './mines.ts';
import { own } from './records.ts';
import { spendWeapon } from './disposable.ts';
import type { GameState, LogEvent, OrderState, PieceState, ReactorEntry, Against } from './types.ts';

import {
  HOLOECHO_TOKEN,
  declarationCancels,
  reactorName,
  groupName,
  refuse,
  turnOf,
  withLog,
  withOrder,
  type Result,
} from './orderKit.ts';
import {
  revealAsModel,
  endHoloechoAtConclusion,
  holoechoCoherency,
  revealDecoyUser,
  revealHidden,
} from './reveal.ts';
import { resolve } from './step5-resolution.ts';
import { carboniteAroProblem } from './skills/carbonite.ts';
import { aroPlacementProblems, spendMine, takesWholeOrder } from './skills/placeDeployable.ts';

/**
 * The reactive seat's AROs in the Order Expenditure Sequence (RULES.md §5.3 step 2, §7): who may
 * react after each declaration, passing, delaying and declaring, ending the ARO step, and what comes
 * after it (the second skill, or resolution).
 */

/**
 * Adds newly eligible reactors (RULES.md §5.3 steps 2.1 and 4). One ARO per reactive trooper (§7.2):
 * the pieces of a Holoecho or Decoy trooper form one entry, eligible when any of them is (each counts
 * as the trooper, §10.4, §10.6), keyed by the lowest of their opaque ids so the key does not point at
 * the real one (decision D25). Hidden Deployment troopers are left out (D22).
 */
export function checkAros(
  state: GameState,
  seat: Seat,
  order: OrderState,
  activated: { pieceId: string; path: Point[] }[],
): OrderState {
  const reactors = { ...order.reactors };
  const links = state.secrets[otherSeat(seat)].trooperOfPiece;
  const keyOf = new Map<string, string>();
  for (const [key, entry] of Object.entries(reactors)) {
    for (const id of entry.pieceIds ?? [key]) keyOf.set(id, key);
  }
  const added = new Set<string>();
  for (const r of aroCheck(state, seat, activated, sixthSenseOf(state, order))) {
    if (r.hidden) {
      // A Hidden Deployment trooper reacts from its written position (RULES.md §10.2, D22).
      const key = `${HIDDEN_KEY}${r.id}`;
      if (key in reactors && !added.has(key)) continue;
      reactors[key] = { round: order.aroRound, status: 'pending', against: r.against, hidden: true };
      added.add(key);
      continue;
    }
    const piece = state.pieces[r.id];
    if (!piece || piece.tokens.includes('Unconscious')) continue;
    const trooper = trooperOf(state, r.id);
    // A Decoy user in Marker form and its replicas look like separate markers, so each reacts on its
    // own (a replica can only pass, D47); a Holoecho or Decoy group reacts as one trooper (D25).
    const group =
      trooper && !(trooper.form !== 'Decoy' && hasReplicas(trooper))
        ? piecesOfTrooper(state, trooper).map((p) => p.id)
        : [r.id];
    let known = keyOf.get(r.id);
    // A Hacker whose only chance so far was its private one through a Repeater, now in LoF or ZoC,
    // is asked in the open like any trooper newly able to react: holding it to a pass its opponent
    // never saw would tell the active seat that this piece is a Hacker (D151).
    if (known !== undefined && !added.has(known) && reactors[known]?.area === true && !r.area) {
      const stale = known;
      for (const [id, k] of keyOf) if (k === stale) keyOf.delete(id);
      Reflect.deleteProperty(reactors, stale);
      known = undefined;
    }
    if (known !== undefined && !added.has(known)) continue;
    const key = known ?? [...group].sort()[0] ?? r.id;
    const entry: ReactorEntry = reactors[key] ?? {
      round: order.aroRound,
      status: 'pending',
      against: [],
      ...(group.length > 1 ? { pieceIds: group, eligible: {} } : {}),
      // Reaching only through its Hacking Area by a Repeater, it is its seat's secret (D151).
      ...(r.area ? { area: true as const } : {}),
    };
    const merged: ReactorEntry =
      group.length === 1 || !links[r.id]
        ? { ...entry, against: r.against }
        : {
            ...entry,
            against: mergeAgainst(state, entry.against, r.against),
            eligible: { ...(entry.eligible ?? {}), [r.id]: r.against },
          };
    // A piece of it in LoF or ZoC puts the whole trooper in the open (D151).
    const { area: _private, ...open } = merged;
    reactors[key] = r.area ? merged : open;
    for (const id of group) keyOf.set(id, key);
    added.add(key);
  }
  return { ...order, reactors };
}

/** The kinds the delayed-ARO rule looks at: a model carrying the HOLOECHO token counts as a Holoecho. */
function delayKinds(state: GameState, ids: readonly string[]): PieceKind[] {
  return ids.flatMap((id) => {
    const p = state.pieces[id];
    if (!p) return [];
    return p.tokens.includes(HOLOECHO_TOKEN) ? ['HOLOECHO-1' as const] : [p.kind];
  });
}

/** The union of what several pieces of one trooper may do against each activated piece (RULES.md §7.1). */
function mergeAgainst(state: GameState, a: readonly Against[], b: readonly Against[]): Against[] {
  const out = new Map<string, Against>();
  for (const x of [...a, ...b]) {
    const was = out.get(x.pieceId);
    const lof = x.lof || (was?.lof ?? false);
    const zoc = x.zoc || (was?.zoc ?? false);
    const contact = x.contact === true || was?.contact === true;
    const engaged = x.engaged === true || was?.engaged === true;
    const area = x.area === true || was?.area === true;
    const kind = state.pieces[x.pieceId]?.kind ?? 'model';
    out.set(x.pieceId, {
      pieceId: x.pieceId,
      lof,
      zoc,
      allowed: allowedAros({
        lof,
        zoc,
        targetKind: kind,
        contact,
        engaged,
        deployable:
          x.allowed.includes('placeDeployable') || (was?.allowed.includes('placeDeployable') ?? false),
      }),
      ...(contact ? { contact: true as const } : {}),
      ...(engaged ? { engaged: true as const } : {}),
      ...(area ? { area: true as const } : {}),
    });
  }
  // Through the Hacking Area a Hacker may always Reset (RULES.md §18.13.2, D151).
  return [...out.values()].map((x) =>
    x.area && !x.allowed.includes('reset') ? { ...x, allowed: [...x.allowed, 'reset' as const] } : x,
  );
}

/**
 * Whether the ARO step waits for a reactor. A Hacker reacting only through a Repeater (D151) never
 * keeps it open nor opens it: whether it exists is its seat's secret. It answers while the step is
 * open for the others, always the case when it may react (its Repeater's carrier has the path in its
 * ZoC), except after a second skill when that carrier has already answered: then it is lost.
 */
export function pending(order: OrderState): boolean {
  return Object.values(order.reactors).some((r) => r.status === 'pending' && r.area !== true);
}

/**
 * RULES.md §5.3 step 2.2 (and 4): one reactive trooper passes, delays, or declares its ARO. A Hidden
 * Deployment trooper's pass or delay is a private note; declaring reveals it at its written position
 * first (RULES.md §10.2, A17), and its entry is then keyed by its new piece.
 */
export function declareAro(
  state: GameState,
  seat: Seat,
  reactorId: string,
  choice: 'pass' | 'delay' | SkillId,
  target?: string,
  weapon?: number,
  prone?: boolean,
  at?: Point,
): Result {
  const turn = turnOf(state);
  const order = turn?.order;
  if (!turn || order?.stage !== 'aro') return refuse('WRONG_PHASE', 'No ARO is being declared now.');
  if (prone !== undefined) {
    // Only a Movement ARO (Dodge) may change Prone (RULES.md §18.9.1).
    const reacting = trooperOf(state, reactorId);
    const problems = [
      ...validateProneChange(choice, 'The reacting trooper', reactorId),
      ...(prone && reacting ? validateMayGoProne(reacting.profile, 'The reacting trooper', reactorId) : []),
    ];
    if (problems.length) return { ok: false, violations: problems };
  }
  if (seat === turn.active) return refuse('WRONG_SEAT', `Player ${otherSeat(seat)} declares the AROs.`);
  const entry = own(order.reactors, reactorId);
  if (entry?.status !== 'pending') {
    return refuse('ARO_NOT_ALLOWED', withRule('That piece has no ARO to declare now.', 'aro.limits'));
  }
  const hidden = entry.hidden === true;
  const reactor = hidden ? undefined : state.pieces[reactorId];
  if (!hidden && !reactor) return refuse('UNKNOWN_PIECE', 'No such piece.');
  let updated: ReactorEntry;
  let text: string;
  let rule: RuleId;
  const name = reactorName(state, reactorId);
  if (choice === 'pass') {
    updated = { ...entry, status: 'passed' };
    text = `The ${name} of Player ${seat} passed: it has lost its ARO against this Order.`;
    rule = 'orders.sequence';
  } else if (choice === 'delay') {
    const kinds = delayKinds(state, order.pieceIds);
    if (entry.round !== 1 || order.skills.length !== 1 || !mayDelayAgainst(kinds)) {
      return refuse(
        'ARO_NOT_ALLOWED',
        withRule(
          'An ARO can be delayed only after the first skill of an Order by a marker or a Holoecho.',
          'aro.delay',
        ),
      );
    }
    updated = { ...entry, status: 'delayed' };
    text = `The ${name} of Player ${seat} delays its ARO until the second skill.`;
    rule = 'aro.delay';
  } else if (reactor && isDeployable(trooperOf(state, reactor.id))) {
    // A Mine's marker is asked like any CAMO marker, so nothing tells it apart; it only passes or
    // delays, and goes off by itself (RULES.md §18.7, decision D68).
    return refuse(
      'DEPLOYABLE_CANNOT_ACT',
      withRule(
        'A Mine declares no ARO: pass or delay, and it goes off by itself when an enemy acts in its trigger area.',
        'mines',
      ),
    );
  } else {
    // An army in Retreat! reacts only with Short Movement Skills, Dodge and Reset (RULES.md §18.10.3).
    const retreat = retreatRefusal(state, seat, trooperOf(state, reactorId)?.id, choice, `The ${name}`);
    if (retreat) return { ok: false, violations: [retreat] };
    // Immobilized-B: Reset only (D145).
    const stuck = reactor?.tokens.includes(IMMOBILIZED_B) ? immobilizedBProblem(choice, `The ${name}`) : null;
    if (stuck) return { ok: false, violations: [{ ...stuck, code: 'ARO_NOT_ALLOWED' }] };
    const against = entry.against.find((a) => a.pieceId === (target ?? entry.against[0]?.pieceId));
    if (!against)
      return refuse(
        'ARO_NOT_ALLOWED',
        withRule('The target must be one of the pieces activated by this Order.', 'aro.limits'),
      );
    const targetName = publicName(state.pieces[against.pieceId] ?? ({ kind: 'model' } as PieceState));
    // Carbonite is never in the ARO lists (they never tell whether a piece is a Hacker); it is checked here.
    const program = choice === 'carbonite' ? carboniteAroProblem(state, reactorId, against) : null;
    if (program) return { ok: false, violations: [program] };
    if (choice !== 'carbonite' && !against.allowed.includes(choice)) {
      return refuse(
        'ARO_NOT_ALLOWED',
        withRule(
          `${SKILLS[choice].label} is not allowed against that ${targetName}.`,
          SKILLS[choice].rule,
          'aro',
        ),
      );
    }
    const behind = reactor ? trooperOf(state, reactor.id) : undefined;
    if (
      reactor &&
      behind &&
      behind.form !== 'Decoy' &&
      hasReplicas(behind) &&
      own(state.secrets[seat].realPieceOf, behind.id) !== reactor.id
    ) {
      return refuse(
        'ARO_NOT_ALLOWED',
        withRule('That marker is a Decoy replica: it cannot react, only pass.', 'decoy'),
      );
    }
    if (weapon !== undefined) {
      // The trooper behind the piece is the seat's own, so naming its weapons tells its player nothing new.
      const owner = hidden
        ? own(state.troopers, reactorId.slice(HIDDEN_KEY.length))
        : reactor && trooperOf(state, reactor.id);
      const carried = owner ? weaponsOf(owner.profile) : [];
      const armed = choice === 'bsAttack' || choice === 'ccAttack';
      if (!armed || weapon >= carried.length) {
        return refuse(
          'INVALID_ACTION',
          !armed
            ? `${SKILLS[choice].label} uses no weapon.`
            : `The trooper carries ${String(carried.length)} weapon${carried.length === 1 ? '' : 's'}; there is no weapon ${String(weapon + 1)}.`,
        );
      }
    }
    if (choice === 'ccAttack') {
      // A CC Attack needs a weapon with the CC trait (RULES.md §18.8.2).
      const fighter = reactor && trooperOf(state, reactor.id);
      if (!fighter || ccWeaponIndex(fighter.profile, weapon) === null) {
        return refuse(
          'REQUIREMENT_NOT_MET',
          withRule(
            weapon === undefined
              ? 'A CC Attack needs a weapon with the CC trait, such as a Knife or a CC Weapon.'
              : `Weapon ${String(weapon + 1)} has no CC trait: a CC Attack needs a CC weapon.`,
            'ccAttack',
          ),
        );
      }
    }
    if (choice === 'placeDeployable') {
      // The spot touches the reactor and is free; a Mine is left (RULES.md §18.7.1, §18.7.6).
      const problems = aroPlacementProblems(state, reactorId, at);
      if (problems.length) return { ok: false, violations: problems };
    }
    if (choice === 'bsAttack') {
      // An Unloaded Disposable weapon cannot be declared (RULES.md §18.9.3); its use is spent below.
      const shooter = hidden
        ? own(state.troopers, reactorId.slice(HIDDEN_KEY.length))
        : reactor && trooperOf(state, reactor.id);
      const loaded = shooter && spendWeapon(state, shooter, weapon ?? 0, false);
      if (loaded && !loaded.ok) return { ok: false, violations: loaded.violations };
    }
    updated = {
      ...entry,
      status: 'declared',
      skill: choice,
      target: against.pieceId,
      ...(weapon ? { weapon } : {}),
      ...(choice === 'placeDeployable' && at ? { at: { x: at.x, y: at.y } } : {}),
    };
    text = `The ${name} of Player ${seat} declared ${SKILLS[choice].label} against the ${targetName}.`;
    rule = 'aro';
  }
  let next: GameState = state;
  let key = reactorId;
  const lines: Omit<LogEvent, 'seq'>[] = [];
  if (hidden && updated.status === 'declared') {
    // It reveals itself to react, from its written position (RULES.md §10.2, A17).
    const trooperId = reactorId.slice(HIDDEN_KEY.length);
    const shown = revealHidden(next, trooperId);
    next = shown.state;
    const real = own(next.secrets[seat].realPieceOf, trooperId) ?? shown.pieceIds[0] ?? reactorId;
    const group = shown.pieceIds;
    key = group.length > 1 ? ([...group].sort()[0] ?? real) : real;
    const { hidden: _h, ...rest } = updated;
    updated = {
      ...rest,
      ...(group.length > 1 ? { pieceIds: [...group] } : {}),
      eligible: { [real]: entry.against },
    };
    lines.push(...shown.lines, {
      seat,
      text: `The ${groupName(next, group.length > 1 ? group : [real])} of Player ${seat} declared ${SKILLS[choice as SkillId].label} against the ${publicName(next.pieces[updated.target ?? ''] ?? ({ kind: 'model' } as PieceState))}.`,
      rules: ['aro'],
    });
  } else if (updated.status === 'declared' && updated.area) {
    // Declaring through the Hacking Area, it reacts in the open from now on (D151).
    const { area: _a, ...rest } = updated;
    updated = rest;
    lines.push({ seat, text, rules: [rule] });
  } else {
    lines.push({ seat, text, rules: [rule], ...(hidden || entry.area ? { only: seat } : {}) });
  }
  // A marker declaring a skill that needs a roll is revealed at once (RULES.md §10.1, §10.3); a Decoy
  // user too, replicas removed (§10.6); a Holoecho bearer's state ends with the Order (§10.4).
  const trooper = trooperOf(next, key);
  const piece = next.pieces[key];
  if (updated.status === 'declared' && updated.skill && trooper && piece) {
    const cancels = declarationCancels(trooper, updated.skill);
    const group = piecesOfTrooper(next, trooper);
    if (cancels && hasReplicas(trooper) && group.length > 1) {
      const shown = revealDecoyUser(next, trooper.id);
      next = shown.state;
      lines.push(...shown.lines);
    } else if (cancels && trooper.form === 'Holoecho' && group.length > 1) {
      next = endHoloechoAtConclusion(next, trooper.id);
      lines.push({
        text: `Player ${seat}'s Holoecho trooper declared a skill that ends its Holoecho State: the other Holoechoes go at the end of the Order.`,
        rules: ['holoecho'],
      });
    } else if (cancels && (piece.kind === 'CAMO' || piece.kind === 'IMP-1' || piece.kind === 'IMP-2')) {
      const revealed = revealAsModel(next, piece);
      next = revealed.state;
      lines.push(...revealed.lines);
    }
  }
  const dodger = prone !== undefined && updated.status === 'declared' ? trooperOf(next, key) : undefined;
  if (dodger) {
    const wasProne = piecesOfTrooper(next, dodger).some((p) => isProne(p.tokens));
    next = setProne(next, dodger, prone === true);
    // The token is public (RULES.md §18.9.1): the log says when it changes.
    if (wasProne !== (prone === true))
      lines.push({
        seat,
        text: `The ${reactorName(next, key)} of Player ${seat} ${prone === true ? 'goes Prone with its Dodge' : 'stands up to Dodge'}.`,
        rules: ['prone'],
      });
  }
  if (updated.status === 'declared' && updated.skill === 'placeDeployable') {
    const user =
      trooperOf(next, key) ?? (hidden ? own(next.troopers, reactorId.slice(HIDDEN_KEY.length)) : undefined);
    if (user) next = spendMine(next, user);
  }
  if (updated.status === 'declared' && updated.skill === 'bsAttack') {
    const shooter =
      trooperOf(next, key) ?? (hidden ? own(next.troopers, reactorId.slice(HIDDEN_KEY.length)) : undefined);
    // A member of a Fireteam rolls its +1 B in ARO and spends a use for it (RULES.md §18.12.2, D163).
    const wanted = shooter ? aroDice(next, shooter, updated.weapon) : undefined;
    const spent = shooter && spendWeapon(next, shooter, updated.weapon ?? 0, false, wanted);
    if (spent?.ok) {
      next = spent.state;
      if (wanted !== undefined && spent.dice < wanted) updated = { ...updated, dice: spent.dice };
    }
  }
  const reactors = Object.fromEntries(
    Object.entries(order.reactors).map(([k, r]) => (k === reactorId ? [key, updated] : [k, r])),
  );
  // A Holoecho group's Coherency is checked at the start of its ARO, as of an Order: what fails goes at
  // once (seed 000: "Coherency Checks at the start and end of the Order or ARO"; RULES.md §3, §10.4).
  const reacting = updated.status === 'declared' ? trooperOf(next, key) : undefined;
  if (reacting?.form === 'Holoecho') {
    next = withLog(next, lines);
    lines.length = 0;
    next = holoechoCoherency(next, { only: reacting.id, atOnce: true });
  }
  return { ok: true, state: afterAroStep(next, order, reactors, lines) };
}

/**
 * The reactive seat passes with everything still pending and hands the screen back (RULES.md §7;
 * decision D28: the answer to being asked when nothing, or nothing visible, may react).
 */
export function endAros(state: GameState, seat: Seat): Result {
  const turn = turnOf(state);
  const order = turn?.order;
  if (!turn || order?.stage !== 'aro') return refuse('WRONG_PHASE', 'No ARO is being declared now.');
  if (seat === turn.active) return refuse('WRONG_SEAT', `Player ${otherSeat(seat)} declares the AROs.`);
  const lines: Omit<LogEvent, 'seq'>[] = [];
  const reactors = Object.fromEntries(
    Object.entries(order.reactors).map(([key, r]) => {
      if (r.status !== 'pending') return [key, r];
      lines.push({
        seat,
        text: `The ${reactorName(state, key)} of Player ${seat} passed: it has lost its ARO against this Order.`,
        rules: ['orders.sequence'],
        ...(r.hidden || r.area ? { only: seat } : {}),
      });
      return [key, { ...r, status: 'passed' as const }];
    }),
  );
  lines.push({ seat, text: `Player ${seat} declares no more AROs.`, rules: ['aro'] });
  return { ok: true, state: afterAroStep(state, order, reactors, lines) };
}

/** Marks the Hackers still waiting behind a Repeater as passed, with a line for their seat alone (D151). */
export function closeAreaReactors(
  state: GameState,
  reactors: Record<string, ReactorEntry>,
  lines: Omit<LogEvent, 'seq'>[],
): Record<string, ReactorEntry> {
  return Object.fromEntries(
    Object.entries(reactors).map(([key, r]) => {
      if (r.status !== 'pending' || !r.area) return [key, r];
      const seat = state.pieces[key]?.owner;
      if (seat)
        lines.push({
          seat,
          text: `The ${reactorName(state, key)} of Player ${seat} did not react through its Hacking Area: it has lost its ARO against this Order.`,
          rules: ['hackingArea'],
          only: seat,
        });
      return [key, { ...r, status: 'passed' as const }];
    }),
  );
}

/** Ends the ARO step once nothing is pending: the second skill, or resolution after the last one. */
function afterAroStep(
  next: GameState,
  order: OrderState,
  answered: Record<string, ReactorEntry>,
  lines: Omit<LogEvent, 'seq'>[],
): GameState {
  const stillPending = pending({ ...order, reactors: answered });
  // The step ends with the last reactor in the open: a Hacker still waiting behind a Repeater has
  // lost its ARO, which only its own seat reads (D151).
  const reactors = stillPending ? answered : closeAreaReactors(next, answered, lines);
  const firstSkill = order.skills[0]?.skill;
  const stage: OrderState['stage'] = stillPending
    ? 'aro'
    : order.skills.length === 1 &&
        firstSkill !== undefined &&
        SKILLS[firstSkill].kind !== 'EO' &&
        !takesWholeOrder(order.skills[0])
      ? 'second'
      : 'dodge';
  const current = turnOf(next)?.order ?? order;
  const { asking: _asking, ...rest } = { ...order, reactors, stage };
  const updated: OrderState = {
    ...rest,
    ...(stillPending && order.asking ? { asking: true } : {}),
    ...(current.holoechoEnds ? { holoechoEnds: current.holoechoEnds } : {}),
  };
  const result = withLog(withOrder(next, updated), lines);
  return stage === 'dodge' ? resolve(result) : result;
}

/**
 * A pending ARO whose reactive trooper has no piece left on the table is lost: it can neither be
 * declared nor passed (RULES.md §7.2). One whose key piece went but that keeps others is keyed by the
 * lowest id left (decision D25). With nothing pending any more, the Order goes on as after the last ARO.
 */
export function settleAros(state: GameState): GameState {
  const order = turnOf(state)?.order;
  if (order?.stage !== 'aro') return state;
  const here = (id: string) => id in state.pieces;
  let changed = false;
  const reactors: Record<string, ReactorEntry> = {};
  for (const [key, r] of Object.entries(order.reactors)) {
    if (r.status !== 'pending' || r.hidden || here(key)) {
      reactors[key] = r;
      continue;
    }
    changed = true;
    const left = (r.pieceIds ?? []).filter(here).sort()[0];
    if (left !== undefined) reactors[left] = r;
    else reactors[key] = { ...r, status: 'lost' };
  }
  if (!changed) return state;
  if (Object.values(reactors).some((r) => r.status === 'pending') || order.asking) {
    return withOrder(state, { ...order, reactors });
  }
  return afterAroStep(state, order, reactors, []);
}
