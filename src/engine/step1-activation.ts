import { combatGroupOf, hasSkill, isMarker, otherSeat, type Seat, withRule } from '../rules/index.ts';
import { spendRegularOrder } from './orderPool.ts';
import { reenter } from './reenter.ts';
import { isDeployable } from './mines.ts';
import { hasReplicas, piecesOfTrooper, publicName, trooperOf } from './pieces.ts';
import { own } from './records.ts';
import type {
  TrooperState,
  GameState,
  LogEvent,
  OrderState,
  PieceState,
  TurnOrders,
  TurnPhase,
} from './types.ts';
import { HOLOECHO_TOKEN, refuse, turnOf, withLog, type Result } from './orderKit.ts';
import { revealHidden, holoechoCoherency } from './reveal.ts';
import { impetuousActivationProblem, takeImpetuousToken } from './impetuous.ts';
import { retreatBinds } from './commandTokens.ts';
import { fireteamActivation } from './fireteamOrder.ts';

/**
 * The Order Expenditure Sequence (RULES.md §5.3), step 1.1: spending an Order on a trooper, switching
 * Holoecho on in the States Phase, and revealing a Hidden Deployment trooper to activate it.
 */

/** RULES.md §5.3 step 1.1: spend an Order on the trooper behind `pieceId`. */
export function activate(state: GameState, seat: Seat, pieceId: string): Result {
  const turn = turnOf(state);
  if (!turn) return refuse('WRONG_PHASE', 'Orders are spent in a Player Turn.');
  if (seat !== turn.active) return refuse('WRONG_SEAT', `It is Player ${turn.active}'s turn.`);
  if (turn.order) return refuse('WRONG_PHASE', 'Finish the Order under way first.');
  if (turn.statesPhase)
    return refuse(
      'WRONG_PHASE',
      withRule('The States Phase has begun: no more Orders this turn.', 'statesPhase'),
    );
  const piece = own(state.pieces, pieceId);
  if (!piece) return refuse('UNKNOWN_PIECE', `No piece ${pieceId} is on the table.`);
  if (piece.owner !== seat)
    return refuse('NOT_YOUR_PIECE', `That piece belongs to Player ${otherSeat(seat)}.`);
  const trooper = trooperOf(state, piece.id);
  if (!trooper) return refuse('UNKNOWN_TROOPER', 'That piece stands for no trooper.');
  if (isDeployable(trooper)) {
    return refuse(
      'DEPLOYABLE_CANNOT_ACT',
      withRule('A Mine has no Order and is never activated: it goes off by itself.', 'mines'),
    );
  }
  if (piece.tokens.includes('Unconscious')) {
    return refuse('REQUIREMENT_NOT_MET', `${trooper.profile.name} is Unconscious and cannot be activated.`);
  }
  if (turn.impetuousPhase) {
    // The Impetuous Phase: a trooper with an Impetuous token, once, without an Order (RULES.md §18.10.1).
    const problem = impetuousActivationProblem(piece);
    if (problem) return { ok: false, violations: [problem] };
    const taken = takeImpetuousToken(state, trooper);
    const now = taken?.state.pieces[piece.id];
    if (!taken || !now) return refuse('WRONG_PHASE', 'There is no Impetuous Phase.');
    return startOrder(taken.state, taken.turn, trooper, now, false, true);
  }
  // A Fireteam member: one Regular Order activates the whole Fireteam (RULES.md §18.12.1, D132).
  const team = fireteamActivation(state, seat, trooper);
  if ('result' in team) return team.result;
  const now = turnOf(team.checked);
  if (!now) return refuse('WRONG_PHASE', 'Orders are spent in a Player Turn.');
  return startOrder(team.checked, now, trooper, piece, false);
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
  // Before its first Order the player is still in the other player's States Phase (RULES.md §18.14,
  // A21; decision D43): the switch spends nothing and does not end this turn. Otherwise it is this
  // turn's own States Phase, and no more Orders follow.
  const phaseOf = turn.opening ? `Player ${otherSeat(seat)}'s turn` : `Player ${seat}`;
  const next: GameState = turn.opening ? r.state : { ...r.state, phase: { ...turn, statesPhase: true } };
  return {
    ok: true,
    state: withLog(next, [
      {
        seat,
        text: `States Phase of ${phaseOf}: Player ${seat}'s trooper switches Holoecho on for free.`,
        ownerText: `States Phase of ${phaseOf}: ${trooper.profile.name} switches Holoecho on for free.`,
        rules: ['holoecho'],
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
    return refuse(
      'WRONG_PHASE',
      withRule('The States Phase has begun: no more Orders this turn.', 'statesPhase'),
    );
  if (turn.impetuousPhase) {
    return refuse(
      'WRONG_PHASE',
      withRule(
        'It is the Impetuous Phase: activate a trooper with an Impetuous token, or end the phase to spend Orders.',
        'impetuous',
      ),
    );
  }
  if (asCamo && retreatBinds(state, seat, trooper.id)) {
    return refuse(
      'RETREAT_SKILL',
      withRule(
        `${trooper.profile.name}'s army is in Retreat!: it cannot come back as a CAMO marker.`,
        'retreat',
      ),
    );
  }
  if (asCamo && (note.spots.length !== 1 || !hasSkill(trooper.profile, 'Camouflage'))) {
    return refuse(
      'FORM_NOT_ALLOWED',
      withRule(
        `${trooper.profile.name} cannot come back as a CAMO marker: that needs Camouflage and a single written position.`,
        'hiddenDeployment',
      ),
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
  impetuous = false,
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
      return startOrder(checked, { ...turn }, t, main, ownOrder, impetuous);
    }
  }
  const all = piecesOfTrooper(state, trooper);
  const real = own(state.secrets[seat].realPieceOf, trooper.id);
  // A Holoecho trooper's three pieces act together (RULES.md §10.4); Decoy replicas never move (§10.6).
  const pieceIds = trooper.form === 'Holoecho' ? all.map((p) => p.id) : [real ?? piece.id];
  if (hasReplicas(trooper) && piece.id !== real) {
    return refuse(
      'REQUIREMENT_NOT_MET',
      withRule('Decoy replicas never move: activate the real trooper.', 'decoy'),
    );
  }
  let orders: TurnOrders = { ...turn.orders, irregular: { ...turn.orders.irregular } };
  const ownOrders = own(orders.irregular, trooper.id) ?? 0;
  const noneLeft = withRule(`No Order is left for ${trooper.profile.name}.`, 'orders.pool');
  if (ownOrder || impetuous) {
    // An Impetuous activation spends no Order (RULES.md §18.10.1); its own Order: a trooper revealed from Hidden Deployment added none to the pool (RULES.md §10.2).
  } else if (ownOrders > 0) orders.irregular[trooper.id] = ownOrders - 1;
  else if (trooper.profile.irregular) return refuse('NO_ORDERS_LEFT', noneLeft);
  else {
    // A Regular Order from the pool of the trooper's own Combat Group (RULES.md §5.1, D157).
    const spent = spendRegularOrder(orders, combatGroupOf(trooper.profile), trooper.profile.name, noneLeft);
    if (!spent.ok) return refuse('NO_ORDERS_LEFT', spent.reason);
    orders = spent.orders;
  }
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
    ...(impetuous ? { impetuous: true as const } : {}),
  };
  const names = pieceIds.map((id) => publicName(state.pieces[id] ?? piece));
  let s: GameState = state;
  const lines: Omit<LogEvent, 'seq'>[] = [
    {
      seat,
      text: `Player ${seat} activated ${names.join(', ')}${impetuous ? ' in its Impetuous activation, without an Order' : ''}.`,
      ownerText: `Player ${seat} activated ${trooper.profile.name}${impetuous ? ' in its Impetuous activation, without an Order' : ''}.`,
      rules: [impetuous ? 'impetuous' : 'orders.sequence'],
      event: { kind: 'order', seat, step: 'began' },
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
      text: `Player ${seat} places a HOLOECHO marker next to the ${publicName(piece)} at (${piece.x.toFixed(1)}, ${piece.y.toFixed(1)}): these models are Holoechoes.`,
      rules: ['holoecho'],
    });
  }
  // An Order is spent: the other player's States Phase is over for good (decision D43).
  const { opening: _over, ...rest } = turn;
  const next = withLog({ ...s, phase: { ...rest, orders, order } }, lines);
  return { ok: true, state: next };
}
