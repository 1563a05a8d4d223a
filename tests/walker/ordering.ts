// The walker's candidates in a Player Turn (RULES.md §5.3): activations, the two skills of an Order
// (moves towards enemies and into contact, attacks with every weapon, Discover + Attack, Intuitive
// Attack, Dodge, Look Out!, Reset, going back into a marker state), the reactive seat's AROs, and the
// Dodge moves.
import {
  baseRadiusInches,
  hasSkill,
  inContact,
  MINE_PROFILE,
  otherSeat,
  weaponsOf,
  type Point,
  type Seat,
} from '../../src/rules/index.ts';
import {
  impetuousMoveTarget,
  isAroSkill,
  type Action,
  type AroSkill,
  type GameState,
  type PieceState,
} from '../../src/engine/index.ts';
import type { OrderState, TurnPhase } from '../../src/engine/types.ts';
import { r3, type Rng } from './rng.ts';
import { nearest, piecesOf, polar, trooperOfPiece, type Candidate } from './table.ts';

/** No Order under way (RULES.md §5.3 step 1.1, §10.2, §10.4): activate, reveal, switch Holoecho on, end. */
export function betweenOrders(s: GameState, turn: TurnPhase, seat: Seat, rng: Rng): Candidate[] {
  const out: Candidate[] = [];
  const mine = piecesOf(s, seat);
  const groups = new Map<string, number>();
  for (const p of mine) {
    const t = trooperOfPiece(s, p);
    if (t) groups.set(t.id, (groups.get(t.id) ?? 0) + 1);
  }
  for (const p of mine) {
    const t = trooperOfPiece(s, p);
    // A Minelayer near an enemy CAMO marker is worth an Order: its Mine may need an Intuitive Attack.
    const camo =
      t && hasSkill(t.profile, 'Minelayer') ? nearest(s, seat, p, (e) => e.kind === 'CAMO') : undefined;
    const hunting = camo && Math.hypot(camo.x - p.x, camo.y - p.y) < 24 ? 8 : 1;
    out.push({
      action: { type: 'activate', seat, pieceId: p.id },
      weight: (2 * hunting) / (groups.get(t?.id ?? '') ?? 1),
    });
    if (t && hasSkill(t.profile, 'Holoecho') && t.form !== 'Holoecho') {
      out.push({ action: { type: 'holoechoOn', seat, pieceId: p.id }, weight: 0.4 });
    }
  }
  for (const trooperId of Object.keys(s.secrets[seat].hidden)) {
    out.push({ action: { type: 'activateHidden', seat, trooperId, asCamo: rng.chance(0.5) }, weight: 1.5 });
  }
  // The Impetuous Phase may always be ended (RULES.md §18.10.1).
  if (turn.impetuousPhase) out.push({ action: { type: 'endImpetuous', seat }, weight: 1 });
  // The turn ends sooner once several Orders are spent, so that rounds run out.
  const left = turn.orders.regular + Object.values(turn.orders.irregular).reduce((a, b) => a + b, 0);
  out.push({ action: { type: 'endTurn', seat }, weight: left > 3 ? 0.25 : 0.8 });
  return out;
}

/** A move of every activated piece by the same vector (a Holoecho group keeps its shape). */
function moveBy(
  s: GameState,
  order: OrderState,
  seat: Seat,
  dx: number,
  dy: number,
  skill: 'move' | 'cautiousMove',
): Action {
  const to: Record<string, Point> = {};
  for (const id of order.pieceIds) {
    const p = s.pieces[id];
    if (p) to[id] = { x: r3(p.x + dx), y: r3(p.y + dy) };
  }
  return { type: 'declare', seat, skill, to };
}

/** Moves: towards the nearest enemy or another one (into Silhouette contact when near enough), or anywhere. */
function moves(
  s: GameState,
  order: OrderState,
  seat: Seat,
  limit: number,
  rng: Rng,
  template: boolean,
): Candidate[] {
  const main = order.pieceIds.map((id) => s.pieces[id]).find((p) => p !== undefined);
  if (!main) return [];
  const out: Candidate[] = [];
  // Coordinates are rounded to a thousandth: a move of the whole MOV could come out a hair too long.
  const reach = limit - 0.002;
  const towards = (enemy: PieceState, weight: number, full = false) => {
    const dist = Math.hypot(enemy.x - main.x, enemy.y - main.y);
    const gap = dist - main.r - enemy.r;
    const ux = (enemy.x - main.x) / (dist || 1);
    const uy = (enemy.y - main.y) / (dist || 1);
    // Into contact when it can reach; otherwise part of the way (a Holoecho group keeps its shape).
    const d =
      gap <= reach && (full || rng.chance(0.5))
        ? Math.max(0, gap - (full ? 2 : 0))
        : Math.min(reach, gap) * (full ? 1 : 0.4 + rng.float() * 0.6);
    out.push({ action: moveBy(s, order, seat, ux * d, uy * d, 'move'), weight });
  };
  const near = nearest(s, seat, main);
  if (near) towards(near, 2);
  // A template carrier hunts CAMO markers, for Intuitive Attack (RULES.md §6.9): hard while out of
  // the template's reach (8"), hardly once there, where the attack itself is the likelier choice.
  const camo = template ? nearest(s, seat, main, (e) => e.kind === 'CAMO') : undefined;
  if (camo) {
    const gap = Math.hypot(camo.x - main.x, camo.y - main.y) - camo.r - main.r;
    towards(camo, gap > 7 ? 40 : 1, true);
  }
  const other = rng.pick(piecesOf(s, otherSeat(seat)));
  if (other) towards(other, 1.5);
  const a = rng.float() * 2 * Math.PI;
  const d = reach * rng.float();
  out.push({ action: moveBy(s, order, seat, d * Math.cos(a), d * Math.sin(a), 'move'), weight: 1.2 });
  if (order.skills.length === 0) {
    out.push({
      action: moveBy(s, order, seat, d * Math.cos(a), d * Math.sin(a), 'cautiousMove'),
      weight: 0.7,
    });
  }
  return out;
}

/** The first or second skill of the Order (RULES.md §5.2, §6, §9, §10). */
export function declaring(s: GameState, order: OrderState, seat: Seat, rng: Rng): Candidate[] {
  const trooper = s.troopers[order.trooperId];
  if (!trooper) return [{ action: { type: 'declare', seat, skill: 'idle' }, weight: 1 }];
  const first = order.skills.length === 0;
  const template = weaponsOf(trooper.profile).some((w) => w.template !== undefined);
  if (order.impetuous) return impetuousDeclaring(s, order, seat, first);
  const out: Candidate[] = [
    // A Minelayer hunts CAMO markers too, to place a Mine as an Intuitive Attack beside one (§18.7.6).
    ...moves(
      s,
      order,
      seat,
      trooper.profile.mov[first ? 0 : 1],
      rng,
      template || hasSkill(trooper.profile, 'Minelayer') !== undefined,
    ),
    { action: { type: 'declare', seat, skill: 'idle' }, weight: 0.8 },
    { action: { type: 'declare', seat, skill: 'dodge' }, weight: 0.3 },
    { action: { type: 'declare', seat, skill: 'lookOut' }, weight: 0.3 },
    { action: { type: 'declare', seat, skill: 'reset' }, weight: 0.3 },
  ];
  // A Minelayer places a Mine touching itself, or as an Intuitive Attack near a CAMO marker (§18.7).
  const main = s.pieces[order.pieceIds[0] ?? ''];
  if (main && hasSkill(trooper.profile, 'Minelayer')) {
    // Towards the nearest enemy CAMO marker, whose trigger area may need an Intuitive Attack (§18.7.6).
    const camo = nearest(s, seat, main, (e) => e.kind === 'CAMO');
    const d = camo && Math.hypot(camo.x - main.x, camo.y - main.y);
    if (camo && d && d < 11) {
      const k = (main.r + baseRadiusInches(MINE_PROFILE.s) + 0.004) / d;
      const at = { x: r3(main.x + (camo.x - main.x) * k), y: r3(main.y + (camo.y - main.y) * k) };
      out.push({
        action: { type: 'declare', seat, skill: 'placeDeployable', at, intuitive: true },
        weight: 8,
      });
    }
    for (const at of mineSpots(main, rng)) {
      out.push({ action: { type: 'declare', seat, skill: 'placeDeployable', at }, weight: 1.5 });
      if (first) {
        out.push({
          action: { type: 'declare', seat, skill: 'placeDeployable', at, intuitive: true },
          weight: 1,
        });
      }
    }
  }
  if (first) {
    for (const skill of ['reenterCamouflage', 'reenterImpersonation', 'reenterHoloecho'] as const) {
      out.push({ action: { type: 'declare', seat, skill }, weight: 0.4 });
    }
  }
  const weapons = weaponsOf(trooper.profile).length;
  const discovered = order.skills.find((k) => k.skill === 'discover');
  // A trooper still in a marker state sneaks more than it shoots (an attack would reveal it).
  const kind = s.pieces[order.pieceIds[0] ?? '']?.kind;
  const sneaking = kind === 'CAMO' || kind === 'IMP-1' || kind === 'IMP-2' ? 0.3 : 1;
  for (const e of piecesOf(s, otherSeat(seat))) {
    const marker = e.kind !== 'model';
    // Discover + Attack (RULES.md §9.4): the attack on the marker just Discovered is the likeliest.
    const attack = discovered?.skill === 'discover' && discovered.target === e.id ? 12 : 1.5 * sneaking;
    out.push({ action: { type: 'declare', seat, skill: 'bsAttack', target: e.id }, weight: attack });
    // A CC Attack on an enemy the trooper touches (RULES.md §18.8.2): the likeliest choice once there.
    if (order.pieceIds.some((id) => touchingPieces(s.pieces[id], e))) {
      out.push({ action: { type: 'declare', seat, skill: 'ccAttack', target: e.id }, weight: 8 });
    }
    // Each other weapon the trooper carries (RULES.md §18.1): its Sidearm, and any more.
    for (let weapon = 1; weapon < weapons; weapon++) {
      out.push({ action: { type: 'declare', seat, skill: 'bsAttack', target: e.id, weapon }, weight: 0.4 });
    }
    out.push({
      action: { type: 'declare', seat, skill: 'discover', target: e.id },
      weight: marker ? 1.5 : 0.2,
    });
    // Carbonite (RULES.md §18.13): the engine refuses it to a trooper that is no Hacker.
    if (trooper.profile.hacker) {
      out.push({ action: { type: 'declare', seat, skill: 'carbonite', target: e.id }, weight: 4 });
    }
    if (first && e.kind === 'CAMO') {
      out.push({
        action: { type: 'declare', seat, skill: 'intuitiveAttack', target: e.id },
        weight: template ? 30 : 0.2,
      });
    }
  }
  return out;
}

/**
 * An Impetuous activation (RULES.md §18.10.1): its fixed combinations, the Move always the forced one
 * the engine names (into contact, or straight towards the enemy zone, or standing still when blocked).
 */
function impetuousDeclaring(s: GameState, order: OrderState, seat: Seat, first: boolean): Candidate[] {
  const forced: Action = { type: 'declare', seat, skill: 'move', to: impetuousMoveTarget(s, order) };
  const out: Candidate[] = [{ action: forced, weight: 3 }];
  const previous = order.skills[0]?.skill;
  if (first || previous === 'move') {
    out.push({ action: { type: 'declare', seat, skill: 'idle' }, weight: 1 });
    out.push({ action: { type: 'declare', seat, skill: 'dodge' }, weight: 0.3 });
    for (const e of piecesOf(s, otherSeat(seat))) {
      out.push({ action: { type: 'declare', seat, skill: 'bsAttack', target: e.id }, weight: 1 });
    }
  }
  return out;
}

const ARO_WEIGHTS: Record<AroSkill, number> = {
  bsAttack: 2,
  discover: 1.5,
  dodge: 1,
  lookOut: 1,
  reset: 0.5,
  ccAttack: 3,
  placeDeployable: 1,
  carbonite: 1,
};

/** Spots for a Mine in Silhouette contact with a piece (RULES.md §18.7.1), a hair inside contact. */
function mineSpots(p: PieceState, rng: Rng): Point[] {
  const d = p.r + baseRadiusInches(MINE_PROFILE.s) + 0.004;
  return [0, 1].map(() => {
    const a = rng.float() * 2 * Math.PI;
    return { x: r3(p.x + d * Math.cos(a)), y: r3(p.y + d * Math.sin(a)) };
  });
}

/** How many weapons the trooper behind an ARO entry carries (a Hidden Deployment one's key names it). */
function weaponsOfReactor(s: GameState, key: string): number {
  const piece = s.pieces[key];
  const trooper = key.startsWith('hidden:')
    ? s.troopers[key.slice('hidden:'.length)]
    : piece && trooperOfPiece(s, piece);
  return trooper ? weaponsOf(trooper.profile).length : 1;
}

/** The reactive seat's AROs (RULES.md §7): each pending trooper declares, delays or passes; or ends. */
export function reacting(s: GameState, order: OrderState, seat: Seat, rng: Rng): Candidate[] {
  const out: Candidate[] = [{ action: { type: 'endAros', seat }, weight: 0.5 }];
  for (const [reactorId, r] of Object.entries(order.reactors)) {
    if (r.status !== 'pending') continue;
    // A CAMO or IMP marker often keeps its secret rather than reveal itself by reacting.
    const kind = s.pieces[reactorId]?.kind;
    const keep = kind === 'CAMO' || kind === 'IMP-1' || kind === 'IMP-2' ? 2.5 : 0.6;
    out.push({ action: { type: 'aro', seat, reactorId, choice: 'pass' }, weight: keep });
    out.push({ action: { type: 'aro', seat, reactorId, choice: 'delay' }, weight: 0.6 });
    const weapons = weaponsOfReactor(s, reactorId);
    for (const a of r.against) {
      for (const choice of a.allowed) {
        if (!isAroSkill(choice)) continue;
        const target = a.pieceId;
        const user = s.pieces[reactorId];
        if (choice === 'placeDeployable') {
          // Place Deployable in ARO: the Mine touching the reactor (RULES.md §18.7.1).
          for (const at of user ? mineSpots(user, rng) : []) {
            out.push({ action: { type: 'aro', seat, reactorId, choice, target, at }, weight: 1 });
          }
          continue;
        }
        out.push({ action: { type: 'aro', seat, reactorId, choice, target }, weight: ARO_WEIGHTS[choice] });
        // Carbonite is never in the ARO lists (D147): tried beside each, the engine refusing a non-Hacker.
        if (choice === 'reset') {
          out.push({ action: { type: 'aro', seat, reactorId, choice: 'carbonite', target }, weight: 2 });
        }
        // In ARO too, any of the trooper's weapons (RULES.md §18.1.1: one die whichever).
        if (choice === 'bsAttack' && weapons > 1) {
          const weapon = 1 + rng.int(weapons - 1);
          out.push({ action: { type: 'aro', seat, reactorId, choice, target, weapon }, weight: 0.5 });
        }
      }
    }
  }
  return out;
}

/** RULES.md §6.4: a successful Dodger moves up to 2", or stays. */
export function dodging(s: GameState, order: OrderState, seat: Seat, rng: Rng): Candidate[] {
  return order.dodges.flatMap((pieceId): Candidate[] => {
    const p = s.pieces[pieceId];
    if (p?.owner !== seat) return [];
    return [
      { action: { type: 'dodgeMove', seat, pieceId }, weight: 1 },
      {
        action: { type: 'dodgeMove', seat, pieceId, to: polar(p, rng.float() * 360, rng.float() * 2) },
        weight: 2,
      },
    ];
  });
}

/** Whether two pieces' bases touch (Silhouette contact, RULES.md §1.4). */
function touchingPieces(a: PieceState | undefined, b: PieceState): boolean {
  return a !== undefined && inContact(a, b);
}
