// Replacing models and markers (RULES.md §12, T46, T47): a revealed model of another base size is
// placed by its owner, centre on centre or edge on edge; where it cannot fit it is Immobilized-A.
import { appendLog } from './logList.ts';
import {
  EPS,
  IMMOBILIZED_A,
  misfitOutcome,
  normalizeDegrees,
  replacementCentre,
  type Point,
  type Seat,
  degrees,
  areEngaged,
  replacementEngagedProblem,
  type Violation,
  withRule,
} from '../rules/index.ts';
import { enemiesEngagedWith } from './engaged.ts';
import { checkPlacement, publicName } from './pieces.ts';
import { refuse, type Result } from './orderKit.ts';
import { pendingReplacement } from './pending.ts';
import type { GameState, LogEvent, PendingReplacement, PieceState } from './types.ts';

/** The state an obligatory replacement that does not fit puts the trooper in (RULES.md §12, T47). */
export { IMMOBILIZED_A };
/** How many points of the old rim are tried before deciding nothing fits (T47). */
const RIM_SAMPLES = 72;

/** Whether a model's base is the size of the piece it replaced (RULES.md §12: then it goes exactly there). */
export function sameBase(r: number, oldR: number): boolean {
  return Math.abs(r - oldR) <= EPS / 100;
}

/** Where the new base would stand for a choice (RULES.md §12), rounded to a thousandth of an inch. */
export function replacedAt(
  p: PendingReplacement,
  newR: number,
  mode: 'centre' | { edgeToward: Point },
): Point {
  const c = replacementCentre(p.old, newR, mode);
  return { x: Math.round(c.x * 1000) / 1000, y: Math.round(c.y * 1000) / 1000 };
}

/**
 * After `model` took the place of a piece with radius `oldR` (centre on centre): if the sizes differ
 * its owner is asked to place it (RULES.md §12); if no centre-on-centre or edge-on-edge spot fits, the
 * trooper enters Immobilized-A instead (T47) and stays where it is.
 */
export function afterReplacement(
  state: GameState,
  model: PieceState,
  oldR: number,
  keepFacing: number | null,
): { state: GameState; lines: Omit<LogEvent, 'seq'>[] } {
  const pending: PendingReplacement = {
    pieceId: model.id,
    owner: model.owner,
    old: { x: model.x, y: model.y, r: oldR },
    keepFacing,
  };
  if (sameBase(model.r, oldR)) {
    // Same base: it stands where the marker stood, and only the facing is its owner's choice ("facing
    // in the direction of your choice", seeds 002, 004, 001; RULES.md §10.1, §10.3, §10.6).
    if (keepFacing !== null) return { state, lines: [] };
    return {
      state: { ...state, replacements: [...(state.replacements ?? []), pending] },
      lines: [
        {
          text: `Player ${model.owner} chooses where the ${publicName(model)} faces.`,
          rules: ['replacement'],
        },
      ],
    };
  }
  if (!canBePlaced(state, pending, model)) {
    // Equipment is removed from the table instead of entering Immobilized-A (RULES.md §12).
    if (misfitOutcome(model.kind === 'MINE') === 'removed') {
      const { [model.id]: _gone, ...pieces } = state.pieces;
      return {
        state: { ...state, pieces, pieceOrder: state.pieceOrder.filter((id) => id !== model.id) },
        lines: [
          {
            text: `The ${publicName(model)} of Player ${model.owner} does not fit where the marker stood: as Equipment it is removed from the table.`,
            rules: ['replacement'],
          },
        ],
      };
    }
    return { state: stuckWhereItStands(state, model), lines: [doesNotFit(model)] };
  }
  return {
    state: { ...state, replacements: [...(state.replacements ?? []), pending] },
    lines: [
      {
        text: `Player ${model.owner} places the ${publicName(model)}: its base is ${model.r > oldR ? 'larger' : 'smaller'} than the marker's.`,
        rules: ['replacement'],
      },
    ],
  };
}

/**
 * Whether a revealed model of another base size fits anywhere its owner may place it (RULES.md §12):
 * centre on centre, or edge on edge at any of the rim points tried (T47).
 */
export function canBePlaced(state: GameState, pending: PendingReplacement, model: PieceState): boolean {
  const fits = (at: Point) =>
    checkPlacement(state, model, at).length === 0 && engagedKeptProblem(state, pending, model, at) === null;
  const { x, y, r } = pending.old;
  return (
    fits({ x, y }) ||
    Array.from({ length: RIM_SAMPLES }, (_, i) => (2 * Math.PI * i) / RIM_SAMPLES).some((a) =>
      fits(replacedAt(pending, model.r, { edgeToward: { x: x + Math.cos(a) * r, y: y + Math.sin(a) * r } })),
    )
  );
}

/**
 * Rows 3.7 and 3.8 of seed 003 (RULES.md §12, §13): the placement may bring the model into Engaged
 * State, but every enemy the replaced piece touched (and could fight) must still touch it where it is
 * placed. Returns the refusal (CANNOT_LEAVE_ENGAGED), or null.
 */
export function engagedKeptProblem(
  state: GameState,
  pending: PendingReplacement,
  model: PieceState,
  at: Point,
): Violation | null {
  const old: PieceState = { ...model, x: pending.old.x, y: pending.old.y, r: pending.old.r };
  const before = Object.values(state.pieces)
    .filter((e) => e.id !== model.id && areEngaged(old, e))
    .map((e) => e.id);
  if (!before.length) return null;
  const placed = { ...state, pieces: { ...state.pieces, [model.id]: { ...model, x: at.x, y: at.y } } };
  return replacementEngagedProblem(
    before,
    enemiesEngagedWith(placed, model.id),
    `The ${publicName(model)}`,
    model.id,
  );
}

/** A model that does not fit stays centre on centre with Immobilized-A (RULES.md §12, T47). */
export function stuckWhereItStands(state: GameState, model: PieceState): GameState {
  if (model.tokens.includes(IMMOBILIZED_A)) return state;
  const stuck: PieceState = { ...model, tokens: [...model.tokens, IMMOBILIZED_A] };
  return { ...state, pieces: { ...state.pieces, [model.id]: stuck } };
}

/** The public line of a model that does not fit where the marker stood (RULES.md §12). */
export function doesNotFit(model: PieceState): Omit<LogEvent, 'seq'> {
  return {
    text: `The ${publicName(model)} of Player ${model.owner} does not fit where the marker stood: it enters ${IMMOBILIZED_A} until the space around it changes.`,
    rules: ['replacement'],
  };
}

/** RULES.md §12: the owner places its revealed model, centre on centre or edge on edge, and faces it. */
export function replace(
  state: GameState,
  seat: Seat,
  pieceId: string,
  mode: 'centre' | { edgeToward: Point },
  facing: number | undefined,
): Result {
  const pending = pendingReplacement(state);
  if (!pending) return refuse('WRONG_PHASE', 'No revealed model waits to be placed.');
  if (seat !== pending.owner) {
    return refuse(
      'WRONG_SEAT',
      withRule(`Player ${pending.owner} places its own revealed model.`, 'replacement'),
    );
  }
  if (pieceId !== pending.pieceId) {
    return refuse('INVALID_ACTION', withRule('Place the model that was just revealed first.', 'replacement'));
  }
  const model = state.pieces[pieceId];
  if (!model) return refuse('UNKNOWN_PIECE', 'That model is no longer on the table.');
  if (facing !== undefined && pending.keepFacing !== null) {
    const turn = normalizeDegrees(facing - pending.keepFacing);
    if (turn > 0.5 && turn < 359.5) {
      return refuse(
        'FACING_NOT_ALLOWED',
        withRule(
          `The ${publicName(model)} keeps the facing the Holoecho had, ${degrees(pending.keepFacing)}.`,
          'holoecho',
        ),
      );
    }
  }
  const at = replacedAt(pending, model.r, mode);
  // A model of the same base goes exactly where the marker was (RULES.md §12): only its facing is
  // chosen, and where it stands is not checked again. It may stand where it does not fit (a Hidden
  // Deployment trooper revealed on a taken spot, D34): it keeps its Immobilized-A and is still faced.
  const engaged = engagedKeptProblem(state, pending, model, at);
  const problems = sameBase(model.r, pending.old.r)
    ? []
    : [...checkPlacement(state, model, at), ...(engaged ? [engaged] : [])];
  if (problems.length) return { ok: false, violations: problems };
  const placed: PieceState = {
    ...model,
    x: at.x,
    y: at.y,
    facing: pending.keepFacing ?? normalizeDegrees(facing ?? model.facing),
  };
  const rest = (state.replacements ?? []).filter((p) => p !== pending);
  const next: GameState = {
    ...state,
    pieces: { ...state.pieces, [pieceId]: placed },
    ...(rest.length ? { replacements: rest } : {}),
  };
  if (!rest.length) delete next.replacements;
  const how = mode === 'centre' ? 'centre on centre' : 'edge on edge';
  return {
    ok: true,
    state: {
      ...next,
      log: appendLog(next.log, {
        seq: next.log.length + 1,
        seat,
        text: `Player ${seat} placed the ${publicName(model)} ${how} at (${at.x.toFixed(2)}, ${at.y.toFixed(2)}), facing ${degrees(placed.facing)}.`,
        rules: ['replacement'],
      }),
    },
  };
}
