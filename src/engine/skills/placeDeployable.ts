// Place Deployable (RULES.md §18.7.1, §18.7.6; decisions D72, D73): a Minelayer places one of its Mines
// during play, as a Short Skill in its Active Turn or as an ARO. The spot is checked and the use spent
// when it is declared; the Mine stands at the Conclusion of the Order as a CAMO marker made exactly as
// at deployment (D68). Declared as an Intuitive Attack it takes the whole Order and needs a WIP roll.
import {
  MINES_SPENT_KEY,
  normalRoll,
  samplePath,
  validateDeployableContact,
  validateMineAmongMarkers,
  violation,
  type Checked,
  type Point,
  type Seat,
  type Violation,
} from '../../rules/index.ts';
import { enemiesInTriggerArea } from '../mineTrigger.ts';
import { mineRequestProblems, minesSpent, standMine } from '../mines.ts';
import { mineName } from '../pieces.ts';
import { withLog, withOrder, turnOf } from '../orderKit.ts';
import { publicName, trooperOf } from '../pieces.ts';
import { own } from '../records.ts';
import { keptAlone, outcomeText, rollFor, sideOf } from '../rolling.ts';
import { narrated, type EngineEvent } from '../events.ts';
import { HIDDEN_KEY } from '../records.ts';
import type {
  DeclaredSkill,
  GameState,
  OrderState,
  PieceState,
  ReactorEntry,
  TrooperState,
} from '../types.ts';
import type { AroCall, Declaring, Resolution } from './resolution.ts';

/** The user as a disc where it stands: its real piece, or its written Hidden Deployment spot. */
function userDisc(
  state: GameState,
  trooper: TrooperState,
): { x: number; y: number; r: number; facing: number } | undefined {
  const written = own(state.secrets[trooper.owner].hidden, trooper.id);
  if (written && !own(state.secrets[trooper.owner].realPieceOf, trooper.id))
    return written.spots[written.real];
  return state.pieces[own(state.secrets[trooper.owner].realPieceOf, trooper.id) ?? ''];
}

/** The active user's route in this Order so far: where its real piece went, or where it stands. */
function routeOf(order: OrderState, user: PieceState): Point[] {
  const legs = order.skills.flatMap((k) => {
    if (k.skill !== 'move' && k.skill !== 'cautiousMove') return [];
    const from = own(k.from, user.id);
    const to = own(k.to, user.id);
    return from && to ? [from, to] : [];
  });
  return legs.length ? samplePath(legs) : [{ x: user.x, y: user.y }];
}

/**
 * Every check of a Mine placed at `at` by `user` (RULES.md §18.7.1, §18.7.6): a Mine left to place, the
 * spot touching the user (its route in the Active Turn), free to stand on, and the enemy CAMO markers in
 * its trigger area. Only the acting seat reads the refusal.
 */
export function placementProblems(
  state: GameState,
  user: TrooperState,
  route: readonly Point[] | null,
  at: Point,
  intuitive: boolean,
): Violation[] {
  const available = mineRequestProblems(user);
  if (available.length) return available;
  const disc = userDisc(state, user);
  if (!disc) return [violation('UNKNOWN_PIECE', `${user.profile.name} stands nowhere.`)];
  const stood = standMine(state, user.owner, user, { ...at, facing: disc.facing }, null);
  if (!stood.ok) return stood.violations;
  const contact = validateDeployableContact(route ?? [disc], disc.r, stood.piece, user.profile.name);
  if (contact.length) return contact;
  const inside = enemiesInTriggerArea(stood.state, stood.piece).map((p) => p.kind);
  return validateMineAmongMarkers(inside, intuitive, route === null);
}

/** Place Deployable declared by the active trooper (RULES.md §18.7.1): the spot, checked now. */
export function declarePlaceDeployable(d: Declaring): Checked<{ declared: DeclaredSkill }> {
  const { state, order, trooper, at } = d;
  if (!at) {
    return {
      ok: false,
      violations: [violation('INVALID_ACTION', 'Place Deployable needs the spot where the Mine goes.')],
    };
  }
  const real = state.pieces[own(state.secrets[trooper.owner].realPieceOf, trooper.id) ?? ''];
  if (!real) return { ok: false, violations: [violation('UNKNOWN_PIECE', 'No piece.')] };
  const problems = placementProblems(state, trooper, routeOf(order, real), at, d.intuitive === true);
  if (problems.length) return { ok: false, violations: problems };
  return {
    ok: true,
    declared: {
      skill: 'placeDeployable',
      at: { x: at.x, y: at.y },
      ...(d.intuitive ? { intuitive: true } : {}),
    },
  };
}

/** Place Deployable in ARO (RULES.md §18.7.1): the Mine in Silhouette contact with the reactor. */
export function aroPlacementProblems(
  state: GameState,
  reactorKey: string,
  at: Point | undefined,
): Violation[] {
  if (!at) return [violation('INVALID_ACTION', 'Place Deployable needs the spot where the Mine goes.')];
  const user = reactorKey.startsWith(HIDDEN_KEY)
    ? own(state.troopers, reactorKey.slice(HIDDEN_KEY.length))
    : trooperOf(state, reactorKey);
  if (!user) return [violation('UNKNOWN_TROOPER', 'No trooper.')];
  return placementProblems(state, user, null, at, false);
}

/** One of the user's Mines is spent as the skill is declared (RULES.md §18.9.3, D67). */
export function spendMine(state: GameState, user: TrooperState): GameState {
  const spent = { ...user.spent, [MINES_SPENT_KEY]: minesSpent(user) + 1 };
  return { ...state, troopers: { ...state.troopers, [user.id]: { ...user, spent } } };
}

/** An Intuitive Attack's placing takes the whole Order (RULES.md §6.9, §18.7.6, D72). */
export function takesWholeOrder(k: DeclaredSkill | undefined): boolean {
  return k?.skill === 'placeDeployable' && k.intuitive === true;
}

/** A Place Deployable ARO rolls nothing: its Mine stands at the Conclusion (RULES.md §18.7.1). */
export function aroPlaceDeployable(_c: AroCall): void {
  // Nothing is rolled or said at resolution; `placeDeployables` places the Mine when the Order concludes.
}

/**
 * The WIP roll of a Mine placed as an Intuitive Attack (RULES.md §18.7.6, D72): a Normal roll with no
 * MODs; on a failure the Mine is not placed and the use stays spent.
 */
export function rollIntuitiveMine(r: Resolution): void {
  const k = r.order.skills.find(takesWholeOrder);
  if (k?.skill !== 'placeDeployable') return;
  const [rolled, next] = rollFor(r.s, 'WIP', r.active.profile.wip, []);
  const ok = normalRoll(rolled.sv, rolled.die).success;
  const event: EngineEvent = {
    kind: 'normalRoll',
    side: sideOf(rolled, r.activeName, 'Intuitive Attack', 'placing a Mine'),
    kept: keptAlone(rolled),
    outcome: ok
      ? `${outcomeText(rolled)}, the Mine will be placed`
      : 'failure, the Mine is not placed and its use is spent',
    rules: ['mines', 'intuitiveAttack'],
  };
  r.s = withLog(next, [{ dice: rolled.dice, ...narrated(event) }]);
  const current = turnOf(r.s)?.order;
  if (ok || !current) return;
  r.s = withOrder(r.s, {
    ...current,
    skills: current.skills.map((s) => (s === k || takesWholeOrder(s) ? { ...k, lost: true as const } : s)),
  });
}

/** One Mine placed at the Conclusion, or lost if its spot was taken during the Order. */
function placeOne(state: GameState, seat: Seat, user: TrooperState, at: Point, by: string): GameState {
  const disc = userDisc(state, user);
  const stood = standMine(state, seat, user, { ...at, facing: disc?.facing ?? 0 }, null);
  if (!stood.ok) {
    return withLog(state, [
      {
        seat,
        text: `The spot the ${by} of Player ${seat} chose for its Mine is taken now: the Mine is not placed and its use is spent.`,
        rules: ['deployables.place'],
      },
    ]);
  }
  const where = `at (${stood.piece.x.toFixed(1)}, ${stood.piece.y.toFixed(1)})`;
  const mine = own(stood.state.troopers, own(stood.state.secrets[seat].trooperOfPiece, stood.piece.id) ?? '');
  return withLog(stood.state, [
    {
      seat,
      text: `The ${by} of Player ${seat} placed a CAMO marker ${where} (Place Deployable).`,
      ownerText: `The ${by} of Player ${seat} placed its ${mine ? mineName(stood.state, mine) : 'Mine'} as a CAMO marker ${where} (Place Deployable).`,
      rules: ['deployables.place'],
    },
  ]);
}

/**
 * The Conclusion of an Order (RULES.md §18.7.1): each Place Deployable declared in it, the active
 * trooper's then each ARO's, puts its Mine on the table, unless an Intuitive Attack's roll failed.
 */
export function placeDeployables(state: GameState, order: OrderState, active: Seat): GameState {
  let s = state;
  for (const k of order.skills) {
    if (k.skill !== 'placeDeployable' || k.lost) continue;
    const user = own(s.troopers, order.trooperId);
    const piece = order.pieceIds.map((id) => s.pieces[id]).find((p) => p !== undefined);
    if (user) s = placeOne(s, active, user, k.at, piece ? publicName(piece) : 'trooper');
  }
  for (const [key, entry] of Object.entries(order.reactors)) {
    if (entry.status !== 'declared' || entry.skill !== 'placeDeployable' || !entry.at) continue;
    const user = reactorTrooper(s, key, entry);
    const piece = s.pieces[key];
    if (user) s = placeOne(s, user.owner, user, entry.at, piece ? publicName(piece) : 'trooper');
  }
  return s;
}

function reactorTrooper(state: GameState, key: string, entry: ReactorEntry): TrooperState | undefined {
  for (const id of entry.pieceIds ?? [key]) {
    const t = trooperOf(state, id);
    if (t) return t;
  }
  return undefined;
}
