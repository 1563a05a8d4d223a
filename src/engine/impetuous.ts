// Impetuous and Frenzy in play (RULES.md §11.3, §18.10.1, §18.10.2): the Impetuous tokens of the Tactical
// Phase, the Impetuous Phase and its end, the forced movement of an Impetuous Move, and Frenzy's gain of
// Impetuous in the States Phase, which ends the trooper's marker states.
import {
  IMMOBILIZED_A,
  violation,
  IMPETUOUS_TOKEN,
  forcedImpetuousMove,
  measureImpetuousMove,
  type ImpetuousTable,
  frenzyTriggers,
  impetuousMoveProblem,
  isImpetuous,
  moveAllowance,
  orderMovement,
  type Point,
  type Seat,
  type Violation,
  withRule,
} from '../rules/index.ts';
import { ownerName, piecesOfTrooper, placementScene, publicName, toPlaced } from './pieces.ts';
import { own } from './records.ts';
import { cancelMarkerStates } from './retreat.ts';
import { isInRetreat } from './turnStatus.ts';
import { refuse, turnOf, withLog, type Result } from './orderKit.ts';
import type { GameState, LogEvent, OrderState, PieceState, TrooperState, TurnPhase } from './types.ts';

/** Whether a trooper is Impetuous now: by its profile, or through Frenzy (RULES.md §18.10.2). */
export function trooperIsImpetuous(t: TrooperState): boolean {
  return isImpetuous(t.profile, t.impetuous);
}

/**
 * The Tactical Phase's Impetuous tokens (RULES.md §18.10.1): one beside every Impetuous trooper of the
 * active seat standing on the table and not Unconscious. An army in Retreat! has no Impetuous Phase.
 * With a token on the table the Impetuous Phase begins.
 */
export function impetuousPhaseStarts(state: GameState): { state: GameState; lines: Omit<LogEvent, 'seq'>[] } {
  const turn = turnOf(state);
  if (!turn) return { state, lines: [] };
  const seat = turn.active;
  const pieces = { ...state.pieces };
  let count = 0;
  for (const t of Object.values(state.troopers)) {
    if (t.owner !== seat || !trooperIsImpetuous(t)) continue;
    const mine = piecesOfTrooper(state, t).filter((p) => !p.tokens.includes('Unconscious'));
    if (mine.length === 0) continue;
    count += 1;
    for (const p of mine) pieces[p.id] = { ...p, tokens: [...p.tokens, IMPETUOUS_TOKEN] };
  }
  if (count === 0) return { state, lines: [] };
  if (isInRetreat(state, seat)) {
    return {
      state,
      lines: [
        {
          seat,
          text: `Player ${seat}'s army is in Retreat!: there is no Impetuous Phase.`,
          rules: ['impetuous', 'retreat'],
        },
      ],
    };
  }
  const phase: TurnPhase = { ...turn, impetuousPhase: true };
  return {
    state: { ...state, pieces, phase },
    lines: [
      {
        seat,
        text: `Impetuous Phase: Player ${seat} may activate each of its ${String(count)} Impetuous trooper${count === 1 ? '' : 's'} once without an Order, or end the phase.`,
        rules: ['impetuous'],
      },
    ],
  };
}

/** Every Impetuous token taken off the table, and the Impetuous Phase over (RULES.md §18.10.1). */
export function clearImpetuousTokens(state: GameState): GameState {
  const pieces = { ...state.pieces };
  let changed = false;
  for (const p of Object.values(state.pieces)) {
    if (!p.tokens.includes(IMPETUOUS_TOKEN)) continue;
    pieces[p.id] = { ...p, tokens: p.tokens.filter((k) => k !== IMPETUOUS_TOKEN) };
    changed = true;
  }
  const turn = turnOf(state);
  let phase = state.phase;
  if (turn?.impetuousPhase) {
    const { impetuousPhase: _over, ...rest } = turn;
    phase = rest;
  }
  return changed || phase !== state.phase ? { ...state, pieces, phase } : state;
}

/**
 * An Impetuous activation takes the trooper's token (RULES.md §18.10.1); the phase ends with the last
 * token. Returns the state and the turn the Order starts in.
 */
export function takeImpetuousToken(
  state: GameState,
  trooper: TrooperState,
): { state: GameState; turn: TurnPhase } | null {
  const turn = turnOf(state);
  if (!turn) return null;
  const pieces = { ...state.pieces };
  for (const p of piecesOfTrooper(state, trooper)) {
    pieces[p.id] = { ...p, tokens: p.tokens.filter((k) => k !== IMPETUOUS_TOKEN) };
  }
  const left = Object.values(pieces).some(
    (p) => p.owner === turn.active && p.tokens.includes(IMPETUOUS_TOKEN),
  );
  const { impetuousPhase: _phase, ...rest } = turn;
  const next: TurnPhase = left ? turn : rest;
  return { state: { ...state, pieces, phase: next }, turn: next };
}

/** The active seat ends its Impetuous Phase: the tokens left go, the Orders Phase begins (§18.10.1). */
export function endImpetuous(state: GameState, seat: Seat): Result {
  const turn = turnOf(state);
  if (!turn?.impetuousPhase) return refuse('WRONG_PHASE', 'There is no Impetuous Phase to end.');
  if (seat !== turn.active) return refuse('WRONG_SEAT', `It is Player ${turn.active}'s turn.`);
  if (turn.order) return refuse('WRONG_PHASE', 'Finish the Order under way first.');
  return {
    ok: true,
    state: withLog(clearImpetuousTokens(state), [
      {
        seat,
        text: `Player ${seat} ends the Impetuous Phase; the Orders Phase begins.`,
        rules: ['impetuous', 'turns'],
      },
    ]),
  };
}

/** Why an activation in the Impetuous Phase is refused, or null: only a piece with a token (§18.10.1). */
export function impetuousActivationProblem(piece: PieceState): Violation | null {
  if (piece.tokens.includes(IMPETUOUS_TOKEN)) return null;
  return violation(
    'WRONG_PHASE',
    withRule(
      'It is the Impetuous Phase: activate a trooper with an Impetuous token, or end the phase to spend Orders.',
      'impetuous',
    ),
  );
}

/** The forced movement's table for one activated piece, measured on the truth (RULES.md §18.10.1). */
function tableOf(state: GameState, piece: PieceState, limit: number): ImpetuousTable {
  return {
    scene: placementScene(state, piece.id),
    mover: toPlaced(piece, ownerName(state, piece)),
    limit,
    immobilized: piece.tokens.includes(IMMOBILIZED_A),
  };
}

/** The Move's allowance in this Order: the first or second MOV value, never halved (§18.10.1). */
function limitOf(trooper: TrooperState, order: OrderState): number {
  const m = orderMovement(
    'move',
    order.skills.map((k) => k.skill),
  );
  return moveAllowance(m, trooper.profile.mov)?.inches ?? 0;
}

/**
 * The Move an Impetuous activation is pushed to (RULES.md §18.10.1): into contact with the nearest
 * enemy Model it can reach, or straight towards the enemy Deployment Zone as far as the table allows
 * (where it stands when blocked). Always legal; the walker and the table's "forced move" use it.
 */
export function impetuousMoveTarget(state: GameState, order: OrderState): Record<string, Point> {
  const trooper = own(state.troopers, order.trooperId);
  const out: Record<string, Point> = {};
  if (!trooper) return out;
  const limit = limitOf(trooper, order);
  for (const id of order.pieceIds) {
    const piece = state.pieces[id];
    if (piece) out[id] = forcedImpetuousMove(tableOf(state, piece, limit));
  }
  return out;
}

/** Why a Move declared in an Impetuous activation breaks its forced movement, or null (§18.10.1). */
export function impetuousMoveCheck(
  before: GameState,
  order: OrderState,
  to: Record<string, Point>,
): Violation | null {
  const trooper = own(before.troopers, order.trooperId);
  if (!trooper) return null;
  const limit = limitOf(trooper, order);
  for (const id of order.pieceIds) {
    const piece = before.pieces[id];
    if (!piece) continue;
    const dest = own(to, id) ?? { x: piece.x, y: piece.y };
    const problem = impetuousMoveProblem(
      measureImpetuousMove(tableOf(before, piece, limit), dest),
      trooper.profile.name,
    );
    if (problem) return problem;
  }
  return null;
}

/**
 * Frenzy (RULES.md §18.10.2): the attacker caused `woundsCaused` lost Wounds; with Frenzy it gains
 * Impetuous in the next States Phase. Private to its owner until then.
 */
export function frenzyAfterWound(
  state: GameState,
  byTrooperId: string | undefined,
  woundsCaused: number,
): GameState {
  const by = byTrooperId ? own(state.troopers, byTrooperId) : undefined;
  if (!by || by.frenzied || !frenzyTriggers(by.profile, by.impetuous, woundsCaused)) return state;
  return { ...state, troopers: { ...state.troopers, [by.id]: { ...by, frenzied: true } } };
}

/**
 * The States Phase (RULES.md §11.3, §18.10.2): every trooper that caused a wound with Frenzy becomes
 * Impetuous for the rest of the game, told to both seats, and any Marker State it is in ends.
 */
export function frenzyStatesPhase(state: GameState): GameState {
  let s = state;
  for (const t of Object.values(state.troopers)) {
    if (!t.frenzied) continue;
    const { frenzied: _done, ...rest } = t;
    s = { ...s, troopers: { ...s.troopers, [t.id]: { ...rest, impetuous: true } } };
    const piece = piecesOfTrooper(s, t)[0];
    if (!piece) continue;
    const ended = cancelMarkerStates(s, t.id, { kind: 'impetuous' });
    const now = piecesOfTrooper(ended.state, t)[0] ?? piece;
    s = withLog(ended.state, [
      {
        seat: t.owner,
        text: `States Phase: Frenzy. The ${publicName(now)} of Player ${t.owner} caused a wound and is Impetuous from now on.`,
        rules: ['frenzy'],
      },
      ...ended.lines,
    ]);
  }
  return s;
}
