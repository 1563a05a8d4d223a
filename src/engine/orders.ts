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
  type PieceKind,
  type Point,
  type Seat,
  type SkillId,
  type Violation,
  type MarkerStateName,
  allowedAros,
  triggerFor,
} from '../rules/index.ts';
import { aroCheck, exposure, HIDDEN_KEY } from './aroCheck.ts';
import { reenter } from './reenter.ts';
import { IMMOBILIZED_A } from './replace.ts';
import { ownerName, piecesOfTrooper, placementScene, publicName, toPlaced, trooperOf } from './pieces.ts';
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
import {
  revealAsModel,
  discovered,
  endHoloechoAtConclusion,
  revealDecoyUser,
  revealHidden,
  holoechoCoherency,
  contactTriggers,
} from './reveal.ts';
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
  if (turn.statesPhase)
    return refuse('WRONG_PHASE', 'The States Phase has begun: no more Orders this turn (RULES.md §11.3).');
  const piece = own(state.pieces, pieceId);
  if (!piece) return refuse('UNKNOWN_PIECE', `No piece ${pieceId} is on the table.`);
  if (piece.owner !== seat)
    return refuse('NOT_YOUR_PIECE', `That piece belongs to Player ${otherSeat(seat)}.`);
  const trooper = trooperOf(state, piece.id);
  if (!trooper) return refuse('UNKNOWN_TROOPER', 'That piece stands for no trooper.');
  if (piece.tokens.includes('Unconscious')) {
    return refuse('REQUIREMENT_NOT_MET', `${trooper.profile.name} is Unconscious and cannot be activated.`);
  }
  return startOrder(state, turn, trooper, piece, false);
}

/**
 * The States Phase of the active turn (RULES.md §10.4, T40, A21): a trooper with Holoecho standing as a
 * single model outside the LoF of every enemy Model and Marker switches its state on for free, two
 * HOLOECHO markers in Silhouette contact with it. No more Orders are spent in this turn afterwards.
 */
export function holoechoOn(state: GameState, seat: Seat, pieceId: string): Result {
  const turn = turnOf(state);
  if (!turn) return refuse('WRONG_PHASE', 'The States Phase belongs to a Player Turn.');
  if (seat !== turn.active) return refuse('WRONG_SEAT', `It is Player ${turn.active}'s turn.`);
  if (turn.order) return refuse('WRONG_PHASE', 'Finish the Order under way first.');
  const piece = own(state.pieces, pieceId);
  if (!piece) return refuse('UNKNOWN_PIECE', `No piece ${pieceId} is on the table.`);
  if (piece.owner !== seat)
    return refuse('NOT_YOUR_PIECE', `That piece belongs to Player ${otherSeat(seat)}.`);
  const trooper = trooperOf(state, pieceId);
  if (!trooper) return refuse('UNKNOWN_TROOPER', 'That piece stands for no trooper.');
  // All of the trooper's pieces: one already in Holoecho State does not stand as a single model.
  const r = reenter(
    state,
    seat,
    piecesOfTrooper(state, trooper).map((p) => p.id),
    trooper,
    'reenterHoloecho',
  );
  if (!r.ok) return r;
  const next: GameState = { ...r.state, phase: { ...turn, statesPhase: true } };
  return {
    ok: true,
    state: withLog(next, [
      {
        seat,
        text: `States Phase of Player ${seat}: a trooper switches Holoecho on for free (RULES.md §10.4).`,
        ownerText: `States Phase of Player ${seat}: ${trooper.profile.name} switches Holoecho on for free (RULES.md §10.4).`,
      },
      ...r.lines,
    ]),
  };
}

/**
 * RULES.md §10.2, A17: a Hidden Deployment trooper reveals itself at its written position (as a CAMO
 * marker instead, if it has Camouflage and its owner chooses so) and acts with its own Order: it
 * added none to the pool.
 */
export function activateHidden(state: GameState, seat: Seat, trooperId: string, asCamo: boolean): Result {
  const turn = turnOf(state);
  if (!turn) return refuse('WRONG_PHASE', 'Orders are spent in a Player Turn.');
  if (seat !== turn.active) return refuse('WRONG_SEAT', `It is Player ${turn.active}'s turn.`);
  if (turn.order) return refuse('WRONG_PHASE', 'Finish the Order under way first.');
  const trooper = own(state.troopers, trooperId);
  const note = trooper?.owner === seat ? own(state.secrets[seat].hidden, trooperId) : undefined;
  if (!trooper || !note) {
    return refuse('UNKNOWN_TROOPER', 'No trooper of yours waits in Hidden Deployment under that id.');
  }
  if (turn.statesPhase)
    return refuse('WRONG_PHASE', 'The States Phase has begun: no more Orders this turn (RULES.md §11.3).');
  if (asCamo && (note.spots.length !== 1 || !hasSkill(trooper.profile, 'Camouflage'))) {
    return refuse(
      'FORM_NOT_ALLOWED',
      `${trooper.profile.name} cannot come back as a CAMO marker: that needs Camouflage and a single written position (RULES.md §10.2, A17).`,
    );
  }
  const shown = revealHidden(state, trooperId, asCamo);
  const revealed = withLog(shown.state, shown.lines);
  const main = shown.pieceIds
    .map((id) => revealed.pieces[id])
    .find((p) => p !== undefined && p.id === own(revealed.secrets[seat].realPieceOf, trooperId));
  const t = own(revealed.troopers, trooperId);
  const now = turnOf(revealed);
  if (!main || !t || !now) return refuse('UNKNOWN_TROOPER', 'The trooper could not be revealed.');
  return startOrder(revealed, now, t, main, true);
}

/** RULES.md §5.3 step 1.1: the Order begins for this trooper (its own Order, or one from the pool). */
function startOrder(
  state: GameState,
  turn: TurnPhase,
  trooper: TrooperState,
  piece: PieceState,
  ownOrder: boolean,
): Result {
  const seat = trooper.owner;
  // A Holoecho trooper's Coherency is checked at the start of the Order: what fails goes at once,
  // before any movement is measured (RULES.md §3, §10.4).
  if (trooper.form === 'Holoecho') {
    const checked = holoechoCoherency(state, { only: trooper.id, atOnce: true });
    if (checked !== state) {
      const t = own(checked.troopers, trooper.id);
      const kept = piecesOfTrooper(checked, trooper);
      const real = own(checked.secrets[seat].realPieceOf, trooper.id);
      const main = kept.find((p) => p.id === piece.id) ?? kept.find((p) => p.id === real) ?? kept[0];
      if (!t || !main) return { ok: true, state: checked };
      return startOrder(checked, { ...turn }, t, main, ownOrder);
    }
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
  if (ownOrder) {
    // Its own Order: a trooper revealed from Hidden Deployment added none to the pool (RULES.md §10.2).
  } else if (ownOrders > 0) orders.irregular[trooper.id] = ownOrders - 1;
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
      ownOrder ||
      trooper.form === 'Holoecho' ||
      trooper.form === 'Decoy' ||
      pieceIds.some((id) => {
        const k = state.pieces[id]?.kind;
        return k !== undefined && isMarker(k);
      }),
    revealed: false,
  };
  const names = pieceIds.map((id) => publicName(state.pieces[id] ?? piece));
  let s: GameState = state;
  const lines: Omit<LogEvent, 'seq'>[] = [
    {
      seat,
      text: `Player ${seat} activated ${names.join(', ')} (RULES.md §5.3).`,
      ownerText: `Player ${seat} activated ${trooper.profile.name} (RULES.md §5.3).`,
    },
  ];
  // Holoechoes shown as models (HoloMask): on the trooper's first activation in its Active Turn a
  // HOLOECHO marker goes next to the piece its owner activated, so delayed AROs become possible
  // (RULES.md §10.4, seed 000).
  if (
    trooper.form === 'Holoecho' &&
    all.length > 1 &&
    all.every((p) => p.kind === 'model') &&
    !trooper.holoechoShown
  ) {
    s = {
      ...s,
      pieces: { ...s.pieces, [piece.id]: { ...piece, tokens: [...piece.tokens, HOLOECHO_TOKEN] } },
      troopers: { ...s.troopers, [trooper.id]: { ...trooper, holoechoShown: true } },
    };
    lines.push({
      text: `Player ${seat} places a HOLOECHO marker next to the ${publicName(piece)} at (${piece.x.toFixed(1)}, ${piece.y.toFixed(1)}): these models are Holoechoes (RULES.md §10.4).`,
    });
  }
  const next = withLog({ ...s, phase: { ...turn, orders, order } }, lines);
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
    if (distance > 0 && p.tokens.includes(IMMOBILIZED_A)) {
      problems.push(
        violation(
          'REQUIREMENT_NOT_MET',
          `${ownerName(state, p)} is ${IMMOBILIZED_A}: it cannot move until the space around it changes (RULES.md §12).`,
          [id],
        ),
      );
    }
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

/** The token that marks Holoechoes shown as models (RULES.md §10.4): delayed AROs are allowed. */
export const HOLOECHO_TOKEN = 'HOLOECHO';

/** The kinds the delayed-ARO rule looks at: a model carrying the HOLOECHO token counts as a Holoecho. */
function delayKinds(state: GameState, ids: readonly string[]): PieceKind[] {
  return ids.flatMap((id) => {
    const p = state.pieces[id];
    if (!p) return [];
    return p.tokens.includes(HOLOECHO_TOKEN) ? ['HOLOECHO-1' as const] : [p.kind];
  });
}

/** How the log names a reactor: its piece's public name, or a hidden trooper's name for its owner. */
function reactorName(state: GameState, key: string): string {
  if (key.startsWith(HIDDEN_KEY)) {
    const t = own(state.troopers, key.slice(HIDDEN_KEY.length));
    return `${t?.profile.name ?? 'trooper'} (Hidden Deployment)`;
  }
  return publicName(state.pieces[key] ?? ({ kind: 'model' } as PieceState));
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
  const order = turn.order;
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
    // The requirement is checked now, and again when the Order resolves: a Hidden Deployment trooper
    // may reveal in ARO and break it, and the Order is then lost (RULES.md §10.2, T38).
    const r = reenter(state, seat, order.pieceIds, trooper, skill);
    if (!r.ok) return r;
    declared = { skill };
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
  // Decision D28: with the game's "ask every declaration" option, or when a Hidden Deployment trooper
  // may react, the reactive seat is asked in any case.
  const asking = state.setup.game?.askEveryDeclaration === true;
  if (asking) checked.asking = true;
  else delete checked.asking;
  const stage: OrderState['stage'] = pending(checked) || asking ? 'aro' : afterAros;
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
    ...lost.map((id) => {
      const who = reactorName(next, id);
      return {
        text: `The ${who} delayed its ARO and the trooper did not reveal itself: the ARO is lost (RULES.md §7.3).`,
        ...(id.startsWith(HIDDEN_KEY) ? { only: otherSeat(seat) } : {}),
      };
    }),
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

function posOf(state: GameState, id: string): Point {
  const p = state.pieces[id];
  return p ? { x: p.x, y: p.y } : { x: 0, y: 0 };
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
): Result {
  const turn = turnOf(state);
  const order = turn?.order;
  if (!turn || order?.stage !== 'aro') return refuse('WRONG_PHASE', 'No ARO is being declared now.');
  if (seat === turn.active) return refuse('WRONG_SEAT', `Player ${otherSeat(seat)} declares the AROs.`);
  const entry = own(order.reactors, reactorId);
  if (entry?.status !== 'pending') {
    return refuse('ARO_NOT_ALLOWED', 'That piece has no ARO to declare now (RULES.md §7.2).');
  }
  const hidden = entry.hidden === true;
  const reactor = hidden ? undefined : state.pieces[reactorId];
  if (!hidden && !reactor) return refuse('UNKNOWN_PIECE', 'No such piece.');
  let updated: ReactorEntry;
  let text: string;
  const name = reactorName(state, reactorId);
  if (choice === 'pass') {
    updated = { ...entry, status: 'passed' };
    text = `The ${name} of Player ${seat} passed: it has lost its ARO against this Order (RULES.md §5.3).`;
  } else if (choice === 'delay') {
    const kinds = delayKinds(state, order.pieceIds);
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
    const targetName = publicName(state.pieces[against.pieceId] ?? ({ kind: 'model' } as PieceState));
    if (!against.allowed.includes(choice)) {
      return refuse(
        'ARO_NOT_ALLOWED',
        `${SKILLS[choice].label} is not allowed against that ${targetName} (RULES.md ${SKILLS[choice].section}, §7).`,
      );
    }
    updated = { ...entry, status: 'declared', skill: choice, target: against.pieceId };
    text = `The ${name} of Player ${seat} declared ${SKILLS[choice].label} against the ${targetName} (RULES.md §7).`;
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
    const piece = next.pieces[real];
    lines.push(...shown.lines, {
      seat,
      text: `The ${piece ? publicName(piece) : 'trooper'} of Player ${seat} declared ${SKILLS[choice as SkillId].label} against the ${publicName(next.pieces[updated.target ?? ''] ?? ({ kind: 'model' } as PieceState))} (RULES.md §7).`,
    });
  } else {
    lines.push({ seat, text, ...(hidden ? { only: seat } : {}) });
  }
  // A marker declaring a skill that needs a roll is revealed at once (RULES.md §10.1, §10.3); a Decoy
  // user too, replicas removed (§10.6); a Holoecho bearer's state ends with the Order (§10.4).
  const trooper = trooperOf(next, key);
  const piece = next.pieces[key];
  if (updated.status === 'declared' && updated.skill && trooper && piece) {
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
    } else if (cancels && (piece.kind === 'CAMO' || piece.kind === 'IMP-1' || piece.kind === 'IMP-2')) {
      const revealed = revealAsModel(next, piece);
      next = revealed.state;
      lines.push(...revealed.lines);
    }
  }
  const reactors = Object.fromEntries(
    Object.entries(order.reactors).map(([k, r]) => (k === reactorId ? [key, updated] : [k, r])),
  );
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
        text: `The ${reactorName(state, key)} of Player ${seat} passed: it has lost its ARO against this Order (RULES.md §5.3).`,
        ...(r.hidden ? { only: seat } : {}),
      });
      return [key, { ...r, status: 'passed' as const }];
    }),
  );
  lines.push({ seat, text: `Player ${seat} declares no more AROs (RULES.md §7).` });
  return { ok: true, state: afterAroStep(state, order, reactors, lines) };
}

/** Ends the ARO step once nothing is pending: the second skill, or resolution after the last one. */
function afterAroStep(
  next: GameState,
  order: OrderState,
  reactors: Record<string, ReactorEntry>,
  lines: Omit<LogEvent, 'seq'>[],
): GameState {
  const stillPending = Object.values(reactors).some((r) => r.status === 'pending');
  const firstSkill = order.skills[0]?.skill;
  const stage: OrderState['stage'] = stillPending
    ? 'aro'
    : order.skills.length === 1 && firstSkill !== undefined && SKILLS[firstSkill].kind !== 'EO'
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
