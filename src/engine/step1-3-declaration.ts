import { EPS } from '../geometry/units.ts';
import { logSince } from './logList.ts';
import {
  levelChange,
  IMMOBILIZED_B,
  immobilizedBProblem,
  combinationProblem,
  cautiousMovementGivesAros,
  cautiousMovementProblem,
  hasSkill,
  otherSeat,
  SKILLS,
  orderMovement,
  validateMove,
  violation,
  weaponsOf,
  type Point,
  type Seat,
  type Violation,
  type Checked,
  allowedAros,
  engagedSkillProblem,
  isProne,
  movesProne,
  validateProneChange,
  validateMayGoProne,
  burstOf,
  templateWeaponIndex,
  weaponAt,
  impetuousCombinationProblem,
  withRule,
} from '../rules/index.ts';
import { impetuousMoveCheck } from './impetuous.ts';
import { retreatRefusal } from './commandTokens.ts';
import { spendWeapon } from './disposable.ts';
import { exposure } from './step2-aroCheck.ts';
import { HIDDEN_KEY } from './records.ts';
import { reenter } from './reenter.ts';
import { asksReactiveSeat } from './handover.ts';
import { IMMOBILIZED_A } from './replace.ts';
import { isEngaged } from './engaged.ts';
import {
  hasReplicas,
  ownerName,
  piecesOfTrooper,
  placementScene,
  publicName,
  setProne,
  toPlaced,
  trooperOf,
} from './pieces.ts';
import { dodgingSeat } from './orderStatus.ts';
import { own } from './records.ts';
import type {
  ActiveSkill,
  Applied,
  DeclaredSkill,
  TrooperState,
  GameState,
  LogEvent,
  OrderState,
  PieceState,
} from './types.ts';
import {
  declarationCancels,
  reactorName,
  refuse,
  turnOf,
  withLog,
  withOrder,
  type Result,
} from './orderKit.ts';
import { checkAros, closeAreaReactors, pending } from './step2-4-aros.ts';
import { revealAsModel, revealDecoyUser, endHoloechoAtConclusion, contactTriggers } from './reveal.ts';
import { resolve, conclude } from './step5-resolution.ts';
import { DECLARATIONS, type DeclaredBySkill } from './skills/index.ts';
import { spendMine, takesWholeOrder } from './skills/placeDeployable.ts';
import { ATTACK_SKILLS, leadDice, spendSupportWeapons, teamDeclaredLines } from './skills/teamAttack.ts';

/**
 * The Order Expenditure Sequence (RULES.md §5.3), steps 1.2–4 and 6: the first and second skill, the
 * reactive seat's AROs (pass, delay, declare), the Dodge moves, and what the Order awaits. Activation
 * is in activation.ts, resolution and the conclusion in resolve.ts, reveals in reveal.ts.
 */

/**
 * Checks and applies one movement declaration of the activated pieces (RULES.md §5.2, §6.3, §3, §1.4):
 * each piece with `validateMove`, the one verdict drag previews give too, the other activated pieces
 * standing where they are declared to go.
 */
function moveDeclared(
  state: GameState,
  order: OrderState,
  skill: 'move' | 'cautiousMove',
  to: Record<string, Point>,
  prone: boolean,
  byAgreement: boolean,
): Result & { declared?: DeclaredSkill } {
  const trooper = own(state.troopers, order.trooperId);
  if (!trooper) return refuse('UNKNOWN_TROOPER', 'No trooper.');
  const movement = orderMovement(
    skill,
    order.skills.map((k) => k.skill),
  );
  for (const id of Object.keys(to)) {
    if (!order.pieceIds.includes(id))
      return refuse('INVALID_ACTION', `Piece ${id} was not activated by this Order.`);
  }
  const from: Record<string, Point> = {};
  const dest: Record<string, Point> = {};
  const moved = order.pieceIds.flatMap((id) => {
    const p = state.pieces[id];
    if (!p) return [];
    from[id] = { x: p.x, y: p.y };
    const target = own(to, id) ?? { x: p.x, y: p.y };
    dest[id] = target;
    return [{ ...p, x: target.x, y: target.y }];
  });
  const movedIds = new Set(moved.map((p) => p.id));
  const problems: Violation[] = [];
  for (const p of moved) {
    const before = state.pieces[p.id] ?? p;
    const scene = placementScene(state, p.id);
    const others = [
      ...scene.others.filter((o) => !movedIds.has(o.id)),
      ...moved.filter((m) => m.id !== p.id).map((m) => toPlaced(m, publicName(m))),
    ];
    const verdict = validateMove({
      scene: { ...scene, others },
      mover: toPlaced(before, ownerName(state, before)),
      to: { x: p.x, y: p.y },
      movement,
      mov: (trooperOf(state, p.id) ?? trooper).profile.mov,
      immobilized: before.tokens.includes(IMMOBILIZED_A),
      prone,
      byAgreement,
    });
    problems.push(...verdict.violations);
  }
  // A Holoecho may be run out of Coherency: the move stands, and the check at the end of the Order
  // removes that decoy, or ends the state if it is the real one (RULES.md §3, §10.4; seed 000: a decoy
  // is cancelled when "it breaks Coherency with the other Holoechoes").
  if (problems.length) return { ok: false, violations: problems };
  const pieces = { ...state.pieces };
  for (const p of moved) pieces[p.id] = p;
  return { ok: true, state: { ...state, pieces }, declared: { skill, from, to: dest } };
}

/** What the activated pieces did in the last declaration, as paths for the ARO check. */
function pathsOf(
  order: OrderState,
  declared: DeclaredSkill,
  state: GameState,
): { pieceId: string; path: Point[] }[] {
  return order.pieceIds.map((id) => {
    const p = state.pieces[id];
    const here = p ? { x: p.x, y: p.y } : { x: 0, y: 0 };
    if (declared.skill !== 'move' && declared.skill !== 'cautiousMove') return { pieceId: id, path: [here] };
    const a = own(declared.from, id) ?? here;
    const b = own(declared.to, id) ?? here;
    return { pieceId: id, path: a.x === b.x && a.y === b.y ? [a] : [a, b] };
  });
}

/** RULES.md §5.3 steps 1.2 and 3: the first or second skill of the Order. */
export function declare(
  state: GameState,
  seat: Seat,
  skill: ActiveSkill,
  to: Record<string, Point> = {},
  target?: string,
  weapon?: number,
  prone?: boolean,
  place: { at?: Point; intuitive?: boolean | undefined; byAgreement?: boolean | undefined } = {},
): Result {
  const turn = turnOf(state);
  if (!turn) return refuse('WRONG_PHASE', 'Skills are declared in a Player Turn.');
  if (seat !== turn.active) return refuse('WRONG_SEAT', `It is Player ${turn.active}'s turn.`);
  const order = turn.order;
  if (!order) return refuse('WRONG_PHASE', withRule('Activate a trooper first.', 'orders.sequence'));
  if (order.stage !== 'first' && order.stage !== 'second') {
    return refuse('WRONG_PHASE', `Player ${otherSeat(seat)} declares AROs now.`);
  }
  const trooper = own(state.troopers, order.trooperId);
  if (!trooper) return refuse('UNKNOWN_TROOPER', 'No trooper.');
  const second = order.stage === 'second';
  if (skill === 'cautiousMove' && second) {
    return refuse(
      'ILLEGAL_COMBINATION',
      withRule('Cautious Movement is an Entire Order: it combines with nothing.', 'orders.combination'),
    );
  }
  // Immobilized-B: only Reset (D145).
  if (order.pieceIds.some((id) => state.pieces[id]?.tokens.includes(IMMOBILIZED_B))) {
    const problem = immobilizedBProblem(skill, trooper.profile.name);
    if (problem) return { ok: false, violations: [problem] };
  }
  // An Engaged trooper may only declare CC Attack, Dodge, Idle or Reset (RULES.md §13, §18.8.1).
  // The forced Move of an Impetuous activation that stands still (blocked by its close combat) is no
  // movement out of it (RULES.md §18.10.1; D148).
  const standsStill =
    order.impetuous === true &&
    skill === 'move' &&
    order.pieceIds.every((id) => {
      const p = state.pieces[id];
      const t = to[id];
      return !p || !t || Math.hypot(t.x - p.x, t.y - p.y) < EPS;
    });
  if (!standsStill && order.pieceIds.some((id) => isEngaged(state, id))) {
    const problem = engagedSkillProblem(skill, trooper.profile.name);
    if (problem) return { ok: false, violations: [problem] };
  }
  const previous = order.skills[0]?.skill;
  // A Mine placed as an Intuitive Attack takes the whole Order (RULES.md §18.7.6, D72).
  if (second && skill === 'placeDeployable' && place.intuitive) {
    return refuse(
      'ILLEGAL_COMBINATION',
      withRule(
        'Placing a Mine as an Intuitive Attack is an Entire Order: it combines with nothing.',
        'mines',
      ),
    );
  }
  if (second && previous) {
    const problem = combinationProblem(previous, skill);
    if (problem) return { ok: false, violations: [problem] };
  }
  // An army in Retreat! keeps only some skills (RULES.md §18.10.3); an Impetuous activation only its
  // fixed combinations (§18.10.1).
  const restricted = retreatRefusal(state, seat, trooper.id, skill, trooper.profile.name);
  if (restricted) return { ok: false, violations: [restricted] };
  if (order.impetuous) {
    const problem = impetuousCombinationProblem(
      second && previous ? previous : skill,
      second ? skill : undefined,
    );
    if (problem) return { ok: false, violations: [problem] };
    if (skill === 'move' && prone === true) {
      return refuse(
        'IMPETUOUS_MOVE',
        withRule(`${trooper.profile.name} cancels Prone when it declares an Impetuous Move.`, 'impetuous'),
      );
    }
  }
  const proneBefore = order.pieceIds.some((id) => isProne(state.pieces[id]?.tokens ?? []));
  // An Impetuous Move stands the trooper up (RULES.md §18.10.1).
  const proneAfter = order.impetuous && skill === 'move' ? false : (prone ?? proneBefore);
  if (prone !== undefined) {
    const problems = [
      ...validateProneChange(skill, trooper.profile.name, order.pieceIds[0]),
      ...(prone ? validateMayGoProne(trooper.profile, trooper.profile.name, order.pieceIds[0]) : []),
    ];
    if (problems.length) return { ok: false, violations: problems };
  }
  let next = state;
  let declared: DeclaredSkill = { skill: 'idle' };
  let aroPaths: { pieceId: string; path: Point[] }[] | null = null;
  let revealed = order.revealed;
  const reveals: Omit<LogEvent, 'seq'>[] = [];
  if (
    skill === 'discover' ||
    skill === 'bsAttack' ||
    skill === 'intuitiveAttack' ||
    skill === 'dodge' ||
    skill === 'lookOut' ||
    skill === 'reset' ||
    skill === 'ccAttack' ||
    skill === 'placeDeployable' ||
    skill === 'carbonite'
  ) {
    const r = shortSkill(state, order, trooper, skill, target, weapon, place);
    if (!r.ok) return r;
    declared = r.declared;
    // One of the Minelayer's Mines is spent as it is declared (RULES.md §18.9.3, D67).
    if (declared.skill === 'placeDeployable') next = spendMine(next, trooper);
    if (declared.skill === 'bsAttack' || declared.skill === 'intuitiveAttack') {
      // A Disposable weapon spends its uses when declared; at 0 it is Unloaded (RULES.md §18.9.3, D57).
      const index =
        declared.weapon ?? (declared.skill === 'intuitiveAttack' ? templateWeaponIndex(trooper.profile) : 0);
      // In an Order of several troopers the lead rolls other dice than its Burst (RULES.md §18.12).
      const weaponBurst = burstOf(weaponAt(trooper.profile, index), true);
      const wanted = declared.skill === 'bsAttack' ? leadDice(state, order, weaponBurst) : weaponBurst;
      const spent = spendWeapon(next, trooper, index, true, wanted);
      if (!spent.ok) return spent;
      next = spent.state;
      if (spent.dice !== weaponBurst) declared = { ...declared, dice: spent.dice };
      next = spendSupportWeapons(next, declared);
    }
    // In an Order of several troopers, who performs it and who performs an Idle (RULES.md §18.12).
    reveals.push(...teamDeclaredLines(next, order, declared, seat));
    // A marker declaring an attack or a skill with a roll is revealed for the whole Order (RULES.md §7.3,
    // §10.1, §10.3); a Decoy user declaring Look Out! too (§10.6).
    const revealing = declarationCancels(trooper, skill);
    if (revealing && order.startedHidden && !order.revealed) {
      for (const id of order.pieceIds) {
        const p = next.pieces[id];
        if (
          p &&
          (p.kind === 'CAMO' || p.kind === 'IMP-1' || p.kind === 'IMP-2' || trooper.form === 'Decoy')
        ) {
          const shown = hasReplicas(trooper) ? revealDecoyUser(next, trooper.id) : revealAsModel(next, p);
          next = shown.state;
          reveals.push(...shown.lines);
          revealed = true;
        }
      }
    }
    if (revealing && trooper.form === 'Holoecho' && piecesOfTrooper(next, trooper).length > 1) {
      // The bearer's state ends for the whole Order; its decoys go at the end (RULES.md §10.4, T42).
      next = endHoloechoAtConclusion(next, trooper.id);
      reveals.push({
        text: `The Holoecho trooper of Player ${seat} declared a skill that ends its Holoecho State: the other Holoechoes go at the end of the Order.`,
        rules: ['holoecho'],
      });
      revealed = true;
    }
  } else if (
    skill === 'reenterCamouflage' ||
    skill === 'reenterImpersonation' ||
    skill === 'reenterHoloecho' ||
    skill === 'cybermask'
  ) {
    if (second) {
      return refuse(
        'ILLEGAL_COMBINATION',
        withRule(
          `${SKILLS[skill].label} is an Entire Order: it combines with nothing.`,
          'orders.combination',
        ),
      );
    }
    // The requirement is checked now, and again when the Order resolves: a Hidden Deployment trooper
    // may reveal in ARO and break it, and the Order is then lost (RULES.md §10.2, T38).
    const r = reenter(state, seat, order.pieceIds, trooper, skill);
    if (!r.ok) return r;
    declared = { skill };
    // A Decoy user declaring an Entire Order other than Cautious Movement reveals itself: its replicas
    // go now, and the re-entry takes effect when the Order resolves (RULES.md §10.6, A4).
    if (
      declarationCancels(trooper, skill) &&
      hasReplicas(trooper) &&
      piecesOfTrooper(next, trooper).length > 1
    ) {
      const shown = revealDecoyUser(next, trooper.id);
      next = shown.state;
      reveals.push(...shown.lines);
      revealed = true;
    }
  } else if (skill === 'move' || skill === 'cautiousMove') {
    if (skill === 'cautiousMove') {
      const start = exposure(
        state,
        seat,
        order.pieceIds.map((id) => ({ pieceId: id, path: [posOf(state, id)] })),
      );
      const problem = cautiousMovementProblem(start, hasSkill(trooper.profile, 'Stealth') !== undefined);
      if (problem) return { ok: false, violations: [problem] };
    }
    const r = moveDeclared(
      state,
      order,
      skill,
      to,
      movesProne(proneBefore, proneAfter),
      place.byAgreement === true,
    );
    if (!r.ok || !r.declared) return r;
    if (order.impetuous && r.declared.skill === 'move') {
      const forced = impetuousMoveCheck(state, order, r.declared.to);
      if (forced) return { ok: false, violations: [forced] };
    }
    next = r.state;
    declared = r.declared;
    // Silhouette contact with enemy pieces where the movement ends (RULES.md §10).
    const touched = contactTriggers(next, order.pieceIds);
    next = touched.state;
    reveals.push(...touched.lines);
    if (touched.moverRevealed) revealed = true;
    if (skill === 'cautiousMove') {
      const ends = order.pieceIds.map((id) => ({ pieceId: id, path: [posOf(next, id)] }));
      const stealth = hasSkill(trooper.profile, 'Stealth') !== undefined;
      // The start was outside every LoF and ZoC (the requirement): only the end can give AROs (T50).
      aroPaths = cautiousMovementGivesAros({ seen: false, inZoc: false }, exposure(next, seat, ends), stealth)
        ? ends
        : [];
    }
  }
  // Standing up happens at the start: the AROs see a standing trooper all along (decision D55).
  if (proneBefore && !proneAfter) next = setProne(next, trooper, false);
  const updated: OrderState = {
    ...order,
    skills: [...order.skills, declared],
    aroRound: second ? 2 : 1,
    revealed,
  };
  const checked = checkAros(next, seat, updated, aroPaths ?? pathsOf(updated, declared, next));
  // Going Prone happens at the end, after the path was seen standing (decision D55).
  if (proneAfter && !proneBefore) next = setProne(next, trooper, true);
  // After the second skill, delayed AROs may be declared if the trooper revealed itself; otherwise
  // they are lost (RULES.md §7.3).
  const lost: string[] = [];
  if (second) {
    for (const [id, r] of Object.entries(checked.reactors)) {
      if (r.status !== 'delayed') continue;
      if (revealed) {
        // Against the revealed model the full menu applies now.
        const against = r.against.map((a) => {
          const kind = next.pieces[a.pieceId]?.kind ?? 'model';
          const situation = { lof: a.lof, zoc: a.zoc, targetKind: kind };
          const cc = { contact: a.contact === true, engaged: a.engaged === true };
          const deployable = a.allowed.includes('placeDeployable');
          return { ...a, allowed: allowedAros({ ...situation, ...cc, deployable }) };
        });
        checked.reactors[id] = { ...r, status: 'pending', round: 2, against };
      } else {
        checked.reactors[id] = { ...r, status: 'lost' };
        lost.push(id);
      }
    }
  }
  const entireOrder = SKILLS[skill].kind === 'EO' || takesWholeOrder(declared);
  const afterAros: OrderState['stage'] = second || entireOrder ? 'dodge' : 'second';
  // Decision D28: with the game's "ask every declaration" option, or when a Hidden Deployment trooper
  // may react, the reactive seat is asked in any case; with "skip the handover" as well, only when the
  // public table leaves it something it may decide (D205).
  // The question is asked of the whole declared path, whatever the truth made of it (Cautious
  // Movement's AROs come from what sees its end): what is asked must not depend on a secret (D205).
  const paths = pathsOf(updated, declared, next);
  const asking = asksReactiveSeat(
    next,
    seat,
    paths,
    second
      ? {
          stationary: paths.every((p) => p.path.length === 1),
          standsUp: proneBefore && !proneAfter,
          revealed,
          attacksReactive:
            ATTACK_SKILLS.includes(declared.skill) &&
            'target' in declared &&
            next.pieces[declared.target]?.owner === otherSeat(seat),
        }
      : undefined,
  );
  if (asking) checked.asking = true;
  else delete checked.asking;
  const stage: OrderState['stage'] = pending(checked) || asking ? 'aro' : afterAros;
  // No ARO step opens: a Hacker that could react only through a Repeater has lost it (D151).
  const closed: Omit<LogEvent, 'seq'>[] = [];
  if (stage !== 'aro') checked.reactors = closeAreaReactors(next, checked.reactors, closed);
  const what =
    declared.skill !== 'move' && declared.skill !== 'cautiousMove'
      ? `${SKILLS[declared.skill].label}${'target' in declared ? ` against the ${publicName(next.pieces[declared.target] ?? ({ kind: 'model' } as PieceState))}` : ''}`
      : `${declared.skill === 'move' ? 'Move' : 'Cautious Movement'}: ${order.pieceIds
          .map((id) => {
            const p = next.pieces[id];
            const change = levelChange(next.setup.scenery, own(declared.from, id), p);
            return p
              ? `${publicName(p)} to (${p.x.toFixed(1)}, ${p.y.toFixed(1)})${change ? `, ${change}` : ''}`
              : '';
          })
          .join(', ')}`;
  // The token is public (RULES.md §18.9): the line says when the trooper stands up or goes Prone.
  const proneWords =
    proneBefore === proneAfter ? '' : proneAfter ? ', going Prone at the end' : ', standing up first';
  const ends = turnOf(next)?.order?.holoechoEnds;
  let result = withLog(withOrder(next, { ...checked, stage, ...(ends ? { holoechoEnds: ends } : {}) }), [
    {
      seat,
      text: `Player ${seat} declared ${second ? 'a second skill' : 'the first skill'}: ${what}${proneWords}.`,
      rules: ['orders.sequence'],
    },
    ...reveals,
    ...closed,
    ...lost.map((id): Omit<LogEvent, 'seq'> => {
      const who = reactorName(next, id);
      return {
        text: `The ${who} delayed its ARO and the trooper did not reveal itself: the ARO is lost.`,
        rules: ['aro.delay'],
        // A Hidden Deployment trooper's, or a Hacker's behind a Repeater (D151), is its seat's alone.
        ...(id.startsWith(HIDDEN_KEY) || checked.reactors[id]?.area ? { only: otherSeat(seat) } : {}),
      };
    }),
  ]);
  if (stage === 'dodge') result = resolve(result);
  return { ok: true, state: result };
}

/**
 * The requirements of a Short Skill declared by the active trooper (RULES.md §6, §9.1, §10):
 * an attack needs LoF and reach, never an IMP-1, and a CAMO or IMP-2 only after a Discover on it in
 * this Order (Discover + Attack, §9.4); Discover needs LoF within 96", once per target, no lock-out.
 */
function shortSkill(
  state: GameState,
  order: OrderState,
  trooper: TrooperState,
  skill: DeclaredBySkill,
  targetId: string | undefined,
  weaponIndex?: number,
  place: { at?: Point; intuitive?: boolean } = {},
): Checked<{ declared: DeclaredSkill }> {
  const carried = weaponsOf(trooper.profile);
  const usesWeapon = skill === 'bsAttack' || skill === 'intuitiveAttack' || skill === 'ccAttack';
  if (weaponIndex !== undefined && (!usesWeapon || weaponIndex >= carried.length)) {
    return {
      ok: false,
      violations: [
        violation(
          'INVALID_ACTION',
          !usesWeapon
            ? `${SKILLS[skill].label} uses no weapon.`
            : `The trooper carries ${String(carried.length)} weapon${carried.length === 1 ? '' : 's'}; there is no weapon ${String(weaponIndex + 1)}.`,
        ),
      ],
    };
  }
  return DECLARATIONS[skill]({ state, order, trooper, targetId, weaponIndex, ...place });
}

function posOf(state: GameState, id: string): Point {
  const p = state.pieces[id];
  return p ? { x: p.x, y: p.y } : { x: 0, y: 0 };
}

/** RULES.md §5.3 step 6, §6.4: a successful Dodger moves up to 2" (or stays); then the Order concludes. */
export function dodgeMove(state: GameState, seat: Seat, pieceId: string, to?: Point): Result {
  const turn = turnOf(state);
  const order = turn?.order;
  if (!turn || order?.stage !== 'dodge') return refuse('WRONG_PHASE', 'No Dodge move is awaited.');
  // The active player's Dodger moves first, then the reactive player's (RULES.md §5.3 step 6).
  const mover = dodgingSeat(state, turn, order);
  if (seat !== mover) return refuse('WRONG_SEAT', `Player ${mover} moves its Dodging pieces now.`);
  const piece = own(state.pieces, pieceId);
  if (!piece || !order.dodges.includes(pieceId) || piece.owner !== seat)
    return refuse('INVALID_ACTION', 'That piece has no Dodge move to make.');
  let next = state;
  if (to) {
    const { distance, violations } = validateMove({
      scene: placementScene(state, pieceId),
      mover: toPlaced(piece, ownerName(state, piece)),
      to,
      movement: { skill: 'dodge' },
      prone: isProne(piece.tokens),
    });
    if (violations.length) return { ok: false, violations };
    next = withLog({ ...state, pieces: { ...state.pieces, [pieceId]: { ...piece, x: to.x, y: to.y } } }, [
      {
        seat,
        text: `The ${publicName(piece)} of Player ${seat} Dodged ${distance.toFixed(1)}".`,
        rules: ['dodge'],
      },
    ]);
  }
  const dodges = order.dodges.filter((id) => id !== pieceId);
  if (dodges.length) return { ok: true, state: withOrder(next, { ...order, dodges }) };
  return { ok: true, state: conclude(withOrder(next, { ...order, dodges })) };
}

export function applied(state: GameState, r: Result): Applied {
  if (!r.ok) return { ok: false, state, violations: r.violations };
  return { ok: true, state: r.state, events: logSince(r.state.log, state.log.length) };
}
