import {
  combinationProblem,
  aroProblem,
  cautiousMovementGivesAros,
  cautiousMovementProblem,
  discoverProblem,
  edgeDistance,
  groupCoherencyViolations,
  hasSkill,
  isMarker,
  mayDelayAgainst,
  otherSeat,
  SKILLS,
  validatePlacement,
  violation,
  weaponReaches,
  DEFAULT_WEAPON,
  type Point,
  type Seat,
  type SkillId,
  type Violation,
  type MarkerStateName,
  allowedAros,
  triggerFor,
} from '../rules/index.ts';
import { aroCheck } from './aroCheck.ts';
import { ownerName, piecesOfTrooper, placementScene, publicName, toPlaced, trooperOf } from './pieces.ts';
import { drawId } from './random.ts';
import { turnText } from './turns.ts';
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
  ReactorEntry,
  Against,
  TurnPhase,
} from './types.ts';

import { refuse, turnOf, withLog, withOrder, type Result } from './orderKit.ts';
import { revealAsModel, discovered, endHoloechoAtConclusion, revealDecoyUser } from './reveal.ts';
import { shooterFor, resolve, DODGE_MOVE, conclude } from './resolve.ts';

/**
 * The Order Expenditure Sequence (RULES.md §5.3), steps 1–4 and 6: activation (spend an Order), the
 * first and second skill, the reactive seat's AROs (pass, delay, declare), the Dodge moves, and what
 * the Order awaits. Resolution and the conclusion are in resolve.ts, reveals in reveal.ts.
 */

/** RULES.md §5.3 step 1.1: spend an Order on the trooper behind `pieceId`. */
export function activate(state: GameState, seat: Seat, pieceId: string): Result {
  const turn = turnOf(state);
  if (!turn) return refuse('WRONG_PHASE', 'Orders are spent in a Player Turn.');
  if (seat !== turn.active) return refuse('WRONG_SEAT', `It is Player ${turn.active}'s turn.`);
  if (turn.order) return refuse('WRONG_PHASE', 'Finish the Order under way first.');
  const piece = own(state.pieces, pieceId);
  if (!piece) return refuse('UNKNOWN_PIECE', `No piece ${pieceId} is on the table.`);
  if (piece.owner !== seat)
    return refuse('NOT_YOUR_PIECE', `That piece belongs to Player ${otherSeat(seat)}.`);
  const trooper = trooperOf(state, piece.id);
  if (!trooper) return refuse('UNKNOWN_TROOPER', 'That piece stands for no trooper.');
  if (piece.tokens.includes('Unconscious')) {
    return refuse('REQUIREMENT_NOT_MET', `${trooper.profile.name} is Unconscious and cannot be activated.`);
  }
  const all = piecesOfTrooper(state, trooper);
  const real = own(state.secrets[seat].realPieceOf, trooper.id);
  // A Holoecho trooper's three pieces act together (RULES.md §10.4); Decoy replicas never move (§10.6).
  const pieceIds = trooper.form === 'Holoecho' ? all.map((p) => p.id) : [real ?? piece.id];
  if (trooper.form === 'Decoy' && piece.id !== real) {
    return refuse(
      'REQUIREMENT_NOT_MET',
      'Decoy replicas never move: activate the real trooper (RULES.md §10.6).',
    );
  }
  const orders = { regular: turn.orders.regular, irregular: { ...turn.orders.irregular } };
  const ownOrders = own(orders.irregular, trooper.id) ?? 0;
  if (ownOrders > 0) orders.irregular[trooper.id] = ownOrders - 1;
  else if (orders.regular > 0 && !trooper.profile.irregular) orders.regular -= 1;
  else return refuse('NO_ORDERS_LEFT', `No Order is left for ${trooper.profile.name} (RULES.md §5.1).`);
  const order: OrderState = {
    trooperId: trooper.id,
    pieceIds,
    skills: [],
    stage: 'first',
    aroRound: 1,
    reactors: {},
    dodges: [],
    startedHidden:
      trooper.form === 'Holoecho' ||
      trooper.form === 'Decoy' ||
      pieceIds.some((id) => {
        const k = state.pieces[id]?.kind;
        return k !== undefined && isMarker(k);
      }),
    revealed: false,
  };
  const names = pieceIds.map((id) => publicName(state.pieces[id] ?? piece));
  const next = withLog({ ...state, phase: { ...turn, orders, order } }, [
    {
      seat,
      text: `Player ${seat} activated ${names.join(', ')} (RULES.md §5.3).`,
      ownerText: `Player ${seat} activated ${trooper.profile.name} (RULES.md §5.3).`,
    },
  ]);
  return { ok: true, state: next };
}

/** The band a move may use: the first MOV value for the first Move, the second for the second (RULES.md §5.2). */
function moveLimit(mov: readonly [number, number], nth: number): number {
  return nth === 0 ? mov[0] : mov[1];
}

/** Checks and applies one movement declaration of the activated pieces (RULES.md §5.2, §3, §1.4). */
function moveDeclared(
  state: GameState,
  order: OrderState,
  skill: 'move' | 'cautiousMove',
  to: Record<string, Point>,
): Result & { declared?: DeclaredSkill } {
  const trooper = own(state.troopers, order.trooperId);
  if (!trooper) return refuse('UNKNOWN_TROOPER', 'No trooper.');
  const limit =
    skill === 'cautiousMove' ? trooper.profile.mov[0] : moveLimit(trooper.profile.mov, order.skills.length);
  for (const id of Object.keys(to)) {
    if (!order.pieceIds.includes(id))
      return refuse('INVALID_ACTION', `Piece ${id} was not activated by this Order.`);
  }
  const from: Record<string, Point> = {};
  const dest: Record<string, Point> = {};
  const problems: Violation[] = [];
  const moved = order.pieceIds.flatMap((id) => {
    const p = state.pieces[id];
    if (!p) return [];
    from[id] = { x: p.x, y: p.y };
    const target = own(to, id) ?? { x: p.x, y: p.y };
    dest[id] = target;
    const distance = Math.hypot(target.x - p.x, target.y - p.y);
    if (distance > limit + 1e-9) {
      problems.push(
        violation(
          'MOVE_TOO_LONG',
          `${ownerName(state, p)} may move at most ${String(limit)}" with this ${skill === 'cautiousMove' ? 'Cautious Movement' : 'Move'}; this is ${distance.toFixed(1)}" (RULES.md §5.2).`,
          [id],
        ),
      );
    }
    return [{ ...p, x: target.x, y: target.y }];
  });
  const movedIds = new Set(moved.map((p) => p.id));
  for (const p of moved) {
    const scene = placementScene(state, p.id);
    const others = [
      ...scene.others.filter((o) => !movedIds.has(o.id)),
      ...moved.filter((m) => m.id !== p.id).map((m) => toPlaced(m, publicName(m))),
    ];
    problems.push(...validatePlacement({ ...scene, others }, toPlaced(p, ownerName(state, p))));
  }
  if (moved.length > 1) {
    problems.push(
      ...groupCoherencyViolations({
        mode: 'each',
        members: moved.map((p) => toPlaced(p, ownerName(state, p))),
      }),
    );
  }
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

/**
 * Adds newly eligible reactors (RULES.md §5.3 steps 2.1 and 4). One ARO per reactive trooper (§7.2):
 * the pieces of a Holoecho or Decoy trooper form one entry, eligible when any of them is (each counts
 * as the trooper, §10.4, §10.6), keyed by the lowest of their opaque ids so the key does not point at
 * the real one (decision D25). Hidden Deployment troopers are left out (D22).
 */
function checkAros(
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
  for (const r of aroCheck(state, seat, activated)) {
    if (r.hidden) continue;
    const piece = state.pieces[r.id];
    if (!piece || piece.tokens.includes('Unconscious')) continue;
    const trooper = trooperOf(state, r.id);
    const group = trooper ? piecesOfTrooper(state, trooper).map((p) => p.id) : [r.id];
    const known = keyOf.get(r.id);
    if (known !== undefined && !added.has(known)) continue;
    const key = known ?? [...group].sort()[0] ?? r.id;
    const entry: ReactorEntry = reactors[key] ?? {
      round: order.aroRound,
      status: 'pending',
      against: [],
      ...(group.length > 1 ? { pieceIds: group, eligible: {} } : {}),
    };
    if (group.length === 1 || !links[r.id]) {
      reactors[key] = { ...entry, against: r.against };
    } else {
      reactors[key] = {
        ...entry,
        against: mergeAgainst(state, entry.against, r.against),
        eligible: { ...(entry.eligible ?? {}), [r.id]: r.against },
      };
    }
    for (const id of group) keyOf.set(id, key);
    added.add(key);
  }
  return { ...order, reactors };
}

/** The union of what several pieces of one trooper may do against each activated piece (RULES.md §7.1). */
function mergeAgainst(state: GameState, a: readonly Against[], b: readonly Against[]): Against[] {
  const out = new Map<string, Against>();
  for (const x of [...a, ...b]) {
    const was = out.get(x.pieceId);
    const lof = x.lof || (was?.lof ?? false);
    const zoc = x.zoc || (was?.zoc ?? false);
    const kind = state.pieces[x.pieceId]?.kind ?? 'model';
    out.set(x.pieceId, {
      pieceId: x.pieceId,
      lof,
      zoc,
      allowed: allowedAros({ lof, zoc, targetKind: kind }),
    });
  }
  return [...out.values()];
}

function pending(order: OrderState): boolean {
  return Object.values(order.reactors).some((r) => r.status === 'pending');
}

/** RULES.md §5.3 steps 1.2 and 3: the first or second skill of the Order. */
export function declare(
  state: GameState,
  seat: Seat,
  skill: ActiveSkill,
  to: Record<string, Point> = {},
  target?: string,
): Result {
  const turn = turnOf(state);
  if (!turn) return refuse('WRONG_PHASE', 'Skills are declared in a Player Turn.');
  if (seat !== turn.active) return refuse('WRONG_SEAT', `It is Player ${turn.active}'s turn.`);
  let order = turn.order;
  if (!order) return refuse('WRONG_PHASE', 'Activate a trooper first (RULES.md §5.3).');
  if (order.stage !== 'first' && order.stage !== 'second') {
    return refuse('WRONG_PHASE', `Player ${otherSeat(seat)} declares AROs now.`);
  }
  const trooper = own(state.troopers, order.trooperId);
  if (!trooper) return refuse('UNKNOWN_TROOPER', 'No trooper.');
  const second = order.stage === 'second';
  if (skill === 'cautiousMove' && second) {
    return refuse(
      'ILLEGAL_COMBINATION',
      'Cautious Movement is an Entire Order: it combines with nothing (RULES.md §5.2).',
    );
  }
  const previous = order.skills[0]?.skill;
  if (second && previous) {
    const problem = combinationProblem(previous, skill);
    if (problem) return { ok: false, violations: [problem] };
  }
  let next = state;
  let declared: DeclaredSkill = { skill: 'idle' };
  let aroPaths: { pieceId: string; path: Point[] }[] | null = null;
  let revealed = order.revealed;
  const reveals: Omit<LogEvent, 'seq'>[] = [];
  if (
    skill === 'discover' ||
    skill === 'bsAttack' ||
    skill === 'dodge' ||
    skill === 'lookOut' ||
    skill === 'reset'
  ) {
    const r = shortSkill(state, order, trooper, skill, target);
    if (!r.ok) return r;
    declared = r.declared;
    // A marker declaring an attack or a skill with a roll is revealed for the whole Order (RULES.md §7.3,
    // §10.1, §10.3); a Decoy user declaring Look Out! too (§10.6).
    const revealing =
      triggerFor(markerStateOf(trooper.form), { kind: 'declares', skill })?.effect === 'cancel';
    if (revealing && order.startedHidden && !order.revealed) {
      for (const id of order.pieceIds) {
        const p = next.pieces[id];
        if (
          p &&
          (p.kind === 'CAMO' || p.kind === 'IMP-1' || p.kind === 'IMP-2' || trooper.form === 'Decoy')
        ) {
          const shown = trooper.form === 'Decoy' ? discovered(next, p) : revealAsModel(next, p);
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
        text: `The Holoecho trooper of Player ${seat} declared a skill that ends its Holoecho State: the other Holoechoes go at the end of the Order (RULES.md §10.4).`,
      });
      revealed = true;
    }
  } else if (
    skill === 'reenterCamouflage' ||
    skill === 'reenterImpersonation' ||
    skill === 'reenterHoloecho'
  ) {
    if (second) {
      return refuse(
        'ILLEGAL_COMBINATION',
        `${SKILLS[skill].label} is an Entire Order: it combines with nothing (RULES.md §5.2).`,
      );
    }
    const r = reenter(state, seat, order, trooper, skill);
    if (!r.ok) return r;
    next = r.state;
    declared = { skill };
    reveals.push(...r.lines);
    order = { ...order, pieceIds: r.pieceIds };
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
    const r = moveDeclared(state, order, skill, to);
    if (!r.ok || !r.declared) return r;
    next = r.state;
    declared = r.declared;
    if (skill === 'cautiousMove') {
      const ends = order.pieceIds.map((id) => ({ pieceId: id, path: [posOf(next, id)] }));
      const stealth = hasSkill(trooper.profile, 'Stealth') !== undefined;
      // The start was outside every LoF and ZoC (the requirement): only the end can give AROs (T50).
      aroPaths = cautiousMovementGivesAros({ seen: false, inZoc: false }, exposure(next, seat, ends), stealth)
        ? ends
        : [];
    }
  }
  const updated: OrderState = {
    ...order,
    skills: [...order.skills, declared],
    aroRound: second ? 2 : 1,
    revealed,
  };
  const checked = checkAros(next, seat, updated, aroPaths ?? pathsOf(updated, declared, next));
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
          return { ...a, allowed: allowedAros({ lof: a.lof, zoc: a.zoc, targetKind: kind }) };
        });
        checked.reactors[id] = { ...r, status: 'pending', round: 2, against };
      } else {
        checked.reactors[id] = { ...r, status: 'lost' };
        lost.push(id);
      }
    }
  }
  const entireOrder = SKILLS[skill].kind === 'EO';
  const afterAros: OrderState['stage'] = second || entireOrder ? 'dodge' : 'second';
  const stage: OrderState['stage'] = pending(checked) ? 'aro' : afterAros;
  const what =
    declared.skill !== 'move' && declared.skill !== 'cautiousMove'
      ? `${SKILLS[declared.skill].label}${'target' in declared ? ` against the ${publicName(next.pieces[declared.target] ?? ({ kind: 'model' } as PieceState))}` : ''}`
      : `${declared.skill === 'move' ? 'Move' : 'Cautious Movement'}: ${order.pieceIds
          .map((id) => {
            const p = next.pieces[id];
            return p ? `${publicName(p)} to (${p.x.toFixed(1)}, ${p.y.toFixed(1)})` : '';
          })
          .join(', ')}`;
  const ends = turnOf(next)?.order?.holoechoEnds;
  let result = withLog(withOrder(next, { ...checked, stage, ...(ends ? { holoechoEnds: ends } : {}) }), [
    {
      seat,
      text: `Player ${seat} declared ${second ? 'a second skill' : 'the first skill'}: ${what} (RULES.md §5.3).`,
    },
    ...reveals,
    ...lost.map((id) => ({
      text: `The ${publicName(next.pieces[id] ?? ({ kind: 'model' } as PieceState))} delayed its ARO and the trooper did not reveal itself: the ARO is lost (RULES.md §7.3).`,
    })),
  ]);
  if (stage === 'dodge') result = resolve(result);
  return { ok: true, state: result };
}

/** Which table of triggers (rules/states) governs a trooper in this deployment form. */
function markerStateOf(form: TrooperState['form']): MarkerStateName {
  switch (form) {
    case 'IMP-1':
    case 'IMP-2':
      return 'impersonation';
    case 'Holoecho':
      return 'holoechoBearer';
    case 'Decoy':
      return 'decoyUser';
    default:
      return 'camouflaged';
  }
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
  skill: 'discover' | 'bsAttack' | 'dodge' | 'lookOut' | 'reset',
  targetId: string | undefined,
): { ok: true; declared: DeclaredSkill } | { ok: false; violations: Violation[] } {
  if (skill === 'dodge' || skill === 'lookOut' || skill === 'reset') return { ok: true, declared: { skill } };
  const target = targetId ? own(state.pieces, targetId) : undefined;
  if (!target || target.owner === trooper.owner) {
    return {
      ok: false,
      violations: [violation('INVALID_ACTION', `${SKILLS[skill].label} needs an enemy piece as its target.`)],
    };
  }
  const from = shooterFor(state, order, target.id);
  const distance = from ? edgeDistance(from, target) : Infinity;
  if (skill === 'discover') {
    const problem = discoverProblem({
      lof: from !== undefined,
      distance,
      alreadyThisOrder: order.skills.some((k) => k.skill === 'discover' && k.target === target.id),
      lockedUntil: trooper.discoverLocks ? own(trooper.discoverLocks, target.id) : undefined,
      currentPlayerTurn: state.phase.kind === 'turn' ? state.phase.playerTurn : 0,
    });
    return problem
      ? { ok: false, violations: [problem] }
      : { ok: true, declared: { skill, target: target.id } };
  }
  const discoveredFirst = order.skills.some((k) => k.skill === 'discover' && k.target === target.id);
  const problem = aroProblem('bsAttack', {
    lof: from !== undefined,
    zoc: false,
    targetKind: target.kind,
    targetDiscovered: discoveredFirst,
  });
  if (problem) {
    const message = problem.message.replace(
      'No LoF and not in the Zone of Control: no ARO (RULES.md §7.1).',
      'A BS Attack needs LoF to its target (RULES.md §6.2).',
    );
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
  const weapon = trooper.profile.weapon ?? DEFAULT_WEAPON;
  if (!from || !weaponReaches(weapon, from, target)) {
    return {
      ok: false,
      violations: [
        violation('REQUIREMENT_NOT_MET', `The target is out of the ${weapon.name}'s reach (RULES.md §6.2).`),
      ],
    };
  }
  return { ok: true, declared: { skill, target: target.id } };
}

/**
 * Going back into a marker state with an Entire Order (RULES.md §10.1, §10.3, §10.4; T38, T39): the
 * trooper must stand outside the LoF of every enemy Model and Marker (Hidden Deployment troopers do
 * not count, and an enemy marker with LoF blocks it without being revealed). Camouflage and
 * Impersonation put a **new** marker in the model's place (a new opaque id, so no lock-out or link
 * carries over); Holoecho places two HOLOECHO markers in Silhouette contact with the model.
 */
function reenter(
  state: GameState,
  seat: Seat,
  order: OrderState,
  trooper: TrooperState,
  skill: 'reenterCamouflage' | 'reenterImpersonation' | 'reenterHoloecho',
):
  | { ok: true; state: GameState; lines: Omit<LogEvent, 'seq'>[]; pieceIds: string[] }
  | { ok: false; violations: Violation[] } {
  const need =
    skill === 'reenterCamouflage'
      ? 'Camouflage'
      : skill === 'reenterImpersonation'
        ? 'Impersonation'
        : 'Holoecho';
  const label = SKILLS[skill].label;
  if (!hasSkill(trooper.profile, need)) {
    return {
      ok: false,
      violations: [
        violation(
          'FORM_NOT_ALLOWED',
          `${trooper.profile.name} has no ${need} (RULES.md ${SKILLS[skill].section}).`,
        ),
      ],
    };
  }
  const model = order.pieceIds.length === 1 ? state.pieces[order.pieceIds[0] ?? ''] : undefined;
  if (model?.kind !== 'model') {
    return {
      ok: false,
      violations: [
        violation('REQUIREMENT_NOT_MET', `${label}: the trooper must stand as a single model first.`),
      ],
    };
  }
  const seen = exposure(state, seat, [{ pieceId: model.id, path: [{ x: model.x, y: model.y }] }]).seen;
  if (seen) {
    return {
      ok: false,
      violations: [
        violation(
          'REQUIREMENT_NOT_MET',
          `${label} needs the trooper outside the LoF of every enemy Model and Marker (RULES.md ${SKILLS[skill].section}).`,
        ),
      ],
    };
  }
  const secrets = state.secrets[seat];
  if (skill === 'reenterHoloecho') {
    const spots = [90, -90, 180, 0, 135, -135, 45, -45].map((turn) => {
      const d = {
        x: Math.cos(((model.facing + turn) * Math.PI) / 180),
        y: Math.sin(((model.facing + turn) * Math.PI) / 180),
      };
      return { x: model.x + d.x * model.r * 2, y: model.y + d.y * model.r * 2 };
    });
    let s = state;
    const placed: PieceState[] = [];
    for (const kind of ['HOLOECHO-1', 'HOLOECHO-2'] as const) {
      const [id, rng] = drawId(
        s.rng,
        'p',
        (x) => x in s.pieces || x in s.troopers || placed.some((p) => p.id === x),
      );
      s = { ...s, rng };
      const spot = spots.find((at) => {
        const piece = { ...model, id, kind, x: at.x, y: at.y };
        const scene = placementScene(s, id);
        return (
          validatePlacement(
            { ...scene, others: [...scene.others, ...placed.map((p) => toPlaced(p, publicName(p)))] },
            toPlaced(piece, kind),
          ).length === 0
        );
      });
      if (!spot) {
        return {
          ok: false,
          violations: [
            violation(
              'NO_ROOM_FOR_GROUP',
              `There is no room in contact with ${trooper.profile.name} for its ${kind} marker.`,
            ),
          ],
        };
      }
      const piece: PieceState = {
        id,
        owner: seat,
        kind,
        x: spot.x,
        y: spot.y,
        facing: model.facing,
        s: model.s,
        r: model.r,
        tokens: [...model.tokens],
      };
      placed.push(piece);
    }
    const links = { ...secrets.trooperOfPiece };
    for (const p of placed) links[p.id] = trooper.id;
    s = {
      ...s,
      pieces: { ...s.pieces, ...Object.fromEntries(placed.map((p) => [p.id, p])) },
      pieceOrder: [...s.pieceOrder, ...placed.map((p) => p.id)],
      troopers: { ...s.troopers, [trooper.id]: { ...trooper, form: 'Holoecho' } },
      secrets: {
        ...s.secrets,
        [seat]: {
          ...secrets,
          trooperOfPiece: links,
          realPieceOf: { ...secrets.realPieceOf, [trooper.id]: model.id },
        },
      },
    };
    return {
      ok: true,
      state: s,
      pieceIds: [model.id, ...placed.map((p) => p.id)],
      lines: [
        {
          text: `Player ${seat}: the ${publicName(model)} switches Holoecho on: two HOLOECHO markers stand in contact with it (RULES.md §10.4).`,
        },
      ],
    };
  }
  const imp = hasSkill(trooper.profile, 'Impersonation');
  const kind = skill === 'reenterCamouflage' ? 'CAMO' : imp?.only2 ? 'IMP-2' : 'IMP-1';
  const [id, rng] = drawId(state.rng, 'p', (x) => x in state.pieces || x in state.troopers);
  const marker: PieceState = {
    id,
    owner: seat,
    kind,
    x: model.x,
    y: model.y,
    facing: model.facing,
    s: model.s,
    r: model.r,
    tokens: [...model.tokens],
  };
  const mim = kind === 'CAMO' ? hasSkill(trooper.profile, 'Mimetism')?.mod : undefined;
  if (mim !== undefined) marker.mimetism = mim;
  const links = Object.fromEntries(
    Object.entries(secrets.trooperOfPiece).filter(([pid]) => pid !== model.id),
  );
  links[id] = trooper.id;
  const pieces = Object.fromEntries(Object.entries(state.pieces).filter(([pid]) => pid !== model.id));
  pieces[id] = marker;
  return {
    ok: true,
    state: {
      ...state,
      rng,
      pieces,
      pieceOrder: state.pieceOrder.map((pid) => (pid === model.id ? id : pid)),
      troopers: { ...state.troopers, [trooper.id]: { ...trooper, form: kind === 'CAMO' ? 'CAMO' : kind } },
      secrets: {
        ...state.secrets,
        [seat]: {
          ...secrets,
          trooperOfPiece: links,
          realPieceOf: { ...secrets.realPieceOf, [trooper.id]: id },
        },
      },
    },
    pieceIds: [id],
    lines: [
      {
        text: `Player ${seat}: the ${publicName(model)} goes back into ${kind === 'CAMO' ? 'Camouflaged' : 'Impersonation'} State: a new ${kind} marker stands in its place (RULES.md ${SKILLS[skill].section}).`,
      },
    ],
  };
}

function posOf(state: GameState, id: string): Point {
  const p = state.pieces[id];
  return p ? { x: p.x, y: p.y } : { x: 0, y: 0 };
}

/** Whether any enemy Model or Marker sees the activated pieces or has them in its ZoC (RULES.md §6.3). */
function exposure(
  state: GameState,
  seat: Seat,
  at: { pieceId: string; path: Point[] }[],
): { seen: boolean; inZoc: boolean } {
  const found = aroCheck(state, seat, at).filter((r) => !r.hidden);
  return {
    seen: found.some((r) => r.against.some((a) => a.lof)),
    inZoc: found.some((r) => r.against.some((a) => a.zoc)),
  };
}

/** RULES.md §5.3 step 2.2 (and 4): one reactive piece passes, delays, or declares its ARO. */
export function declareAro(
  state: GameState,
  seat: Seat,
  reactorId: string,
  choice: 'pass' | 'delay' | SkillId,
  target?: string,
): Result {
  const turn = turnOf(state);
  const order = turn?.order;
  if (!turn || order?.stage !== 'aro') return refuse('WRONG_PHASE', 'No ARO is being declared now.');
  if (seat === turn.active) return refuse('WRONG_SEAT', `Player ${otherSeat(seat)} declares the AROs.`);
  const entry = own(order.reactors, reactorId);
  if (entry?.status !== 'pending') {
    return refuse('ARO_NOT_ALLOWED', 'That piece has no ARO to declare now (RULES.md §7.2).');
  }
  const reactor = state.pieces[reactorId];
  if (!reactor) return refuse('UNKNOWN_PIECE', 'No such piece.');
  let updated: ReactorEntry;
  let text: string;
  const name = publicName(reactor);
  if (choice === 'pass') {
    updated = { ...entry, status: 'passed' };
    text = `The ${name} of Player ${seat} passed: it has lost its ARO against this Order (RULES.md §5.3).`;
  } else if (choice === 'delay') {
    const kinds = order.pieceIds.flatMap((id) => state.pieces[id]?.kind ?? []);
    if (entry.round !== 1 || order.skills.length !== 1 || !mayDelayAgainst(kinds)) {
      return refuse(
        'ARO_NOT_ALLOWED',
        'An ARO can be delayed only after the first skill of an Order by a marker or a Holoecho (RULES.md §7.3).',
      );
    }
    updated = { ...entry, status: 'delayed' };
    text = `The ${name} of Player ${seat} delays its ARO until the second skill (RULES.md §7.3).`;
  } else {
    const against = entry.against.find((a) => a.pieceId === (target ?? entry.against[0]?.pieceId));
    if (!against)
      return refuse(
        'ARO_NOT_ALLOWED',
        'The target must be one of the pieces activated by this Order (RULES.md §7.2).',
      );
    if (!against.allowed.includes(choice)) {
      return refuse(
        'ARO_NOT_ALLOWED',
        `${SKILLS[choice].label} is not allowed against that ${publicName(state.pieces[against.pieceId] ?? reactor)} (RULES.md ${SKILLS[choice].section}, §7).`,
      );
    }
    updated = { ...entry, status: 'declared', skill: choice, target: against.pieceId };
    const targetName = publicName(state.pieces[against.pieceId] ?? reactor);
    text = `The ${name} of Player ${seat} declared ${SKILLS[choice].label} against the ${targetName} (RULES.md §7).`;
  }
  let next: GameState = state;
  const lines: Omit<LogEvent, 'seq'>[] = [{ seat, text }];
  // A marker declaring a skill that needs a roll is revealed at once (RULES.md §10.1, §10.3); a Decoy
  // user too, replicas removed (§10.6); a Holoecho bearer's state ends with the Order (§10.4).
  const trooper = trooperOf(state, reactorId);
  if (updated.status === 'declared' && updated.skill && trooper) {
    const cancels =
      triggerFor(markerStateOf(trooper.form), { kind: 'declares', skill: updated.skill })?.effect ===
      'cancel';
    const group = piecesOfTrooper(next, trooper);
    if (cancels && trooper.form === 'Decoy' && group.length > 1) {
      const shown = revealDecoyUser(next, trooper.id);
      next = shown.state;
      lines.push(...shown.lines);
    } else if (cancels && trooper.form === 'Holoecho' && group.length > 1) {
      next = endHoloechoAtConclusion(next, trooper.id);
      lines.push({
        text: `Player ${seat}'s Holoecho trooper declared a skill that ends its Holoecho State: the other Holoechoes go at the end of the Order (RULES.md §10.4).`,
      });
    } else if (cancels && (reactor.kind === 'CAMO' || reactor.kind === 'IMP-1' || reactor.kind === 'IMP-2')) {
      const revealed = revealAsModel(next, reactor);
      next = revealed.state;
      lines.push(...revealed.lines);
    }
  }
  const reactors = { ...order.reactors, [reactorId]: updated };
  const stillPending = Object.values(reactors).some((r) => r.status === 'pending');
  const stage: OrderState['stage'] = stillPending
    ? 'aro'
    : order.skills.length === 1 && order.skills[0]?.skill !== 'cautiousMove'
      ? 'second'
      : 'dodge';
  const ends = turnOf(next)?.order?.holoechoEnds;
  let result = withLog(
    withOrder(next, { ...order, reactors, stage, ...(ends ? { holoechoEnds: ends } : {}) }),
    lines,
  );
  if (stage === 'dodge') result = resolve(result);
  return { ok: true, state: result };
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
    const distance = Math.hypot(to.x - piece.x, to.y - piece.y);
    const problems: Violation[] = [];
    if (distance > DODGE_MOVE + 1e-9) {
      problems.push(
        violation(
          'MOVE_TOO_LONG',
          `A Dodge moves at most ${String(DODGE_MOVE)}"; this is ${distance.toFixed(1)}" (RULES.md §6.4).`,
          [pieceId],
        ),
      );
    }
    problems.push(
      ...validatePlacement(
        placementScene(state, pieceId),
        toPlaced({ ...piece, x: to.x, y: to.y }, ownerName(state, piece)),
      ),
    );
    if (problems.length) return { ok: false, violations: problems };
    next = withLog({ ...state, pieces: { ...state.pieces, [pieceId]: { ...piece, x: to.x, y: to.y } } }, [
      {
        seat,
        text: `The ${publicName(piece)} of Player ${seat} Dodged ${distance.toFixed(1)}" (RULES.md §6.4).`,
      },
    ]);
  }
  const dodges = order.dodges.filter((id) => id !== pieceId);
  if (dodges.length) return { ok: true, state: withOrder(next, { ...order, dodges }) };
  return { ok: true, state: conclude(withOrder(next, { ...order, dodges })) };
}

/** What the Order awaits and from whom (ARCHITECTURE.md §4). */
export function orderAwaiting(turn: TurnPhase): { seat: Seat; step: string } {
  const order = turn.order;
  const reactive = otherSeat(turn.active);
  const base = turnText(turn);
  if (!order) return { seat: turn.active, step: base };
  switch (order.stage) {
    case 'first':
      return { seat: turn.active, step: `${base} · declare the first skill` };
    case 'second':
      return { seat: turn.active, step: `${base} · declare the second skill` };
    case 'aro':
      return { seat: reactive, step: `${base} · Player ${reactive} declares AROs` };
    case 'dodge': {
      const seat = dodgingSeat(null, turn, order);
      return { seat, step: `${base} · Player ${seat} moves its Dodging pieces` };
    }
  }
}

/** Whose Dodge move comes next: the active seat's piece first (RULES.md §5.3 step 6). */
export function dodgingSeat(_state: GameState | null, turn: TurnPhase, order: OrderState): Seat {
  return order.dodges.some((id) => order.pieceIds.includes(id)) ? turn.active : otherSeat(turn.active);
}

export function applied(state: GameState, r: Result): Applied {
  if (!r.ok) return { ok: false, state, violations: r.violations };
  return { ok: true, state: r.state, events: r.state.log.slice(state.log.length) };
}
