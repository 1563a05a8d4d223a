import { z } from 'zod';
import { normalizeDegrees, validateMove, violation } from '../rules/index.ts';
import { deployTrooper } from './deploy.ts';
import { addScenery, removeScenery, updateScenery } from './scenery.ts';
import {
  coherentGroup,
  ownerName,
  piecesOfTrooper,
  placementScene,
  publicName,
  toPlaced,
  trooperOf,
} from './pieces.ts';
import { seedRng } from './random.ts';
import { own } from './records.ts';
import { describeIssues } from './schema.ts';
import type { Action, Applied, GameSetup, GameState, LogEvent, PieceState } from './types.ts';

/** A fresh game on this table (ARCHITECTURE.md §4). The seed fixes every die and id. */
export function newGame(setup: GameSetup, seed = 1): GameState {
  return {
    schema: 1,
    setup: structuredClone(setup),
    pieces: {},
    pieceOrder: [],
    troopers: {},
    secrets: { A: { trooperOfPiece: {}, realPieceOf: {} }, B: { trooperOfPiece: {}, realPieceOf: {} } },
    rng: seedRng(seed),
    log: [],
  };
}

const point = z.object({
  x: z.number().refine(Number.isFinite, 'must be finite'),
  y: z.number().refine(Number.isFinite, 'must be finite'),
});
const angle = z.number().refine(Number.isFinite, 'must be finite');
const actionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('deployTrooper'),
    seat: z.enum(['A', 'B']),
    profileId: z.string(),
    profile: z.unknown().optional(),
    form: z.enum(['model', 'CAMO', 'IMP-1', 'IMP-2', 'Holoecho', 'Decoy']),
    at: point,
    facing: angle,
  }),
  z.object({ type: z.literal('movePiece'), pieceId: z.string(), to: point, limit: z.enum(['mov', 'free']) }),
  z.object({ type: z.literal('rotatePiece'), pieceId: z.string(), facing: angle }),
  z.object({ type: z.literal('removeTrooper'), pieceId: z.string() }),
  z.object({
    type: z.literal('addScenery'),
    name: z.string().trim().min(1).max(40),
    height: z.enum(['tall', 'low']),
    polygon: z.array(point).min(3).max(64),
  }),
  z.object({
    type: z.literal('updateScenery'),
    id: z.string(),
    name: z.string().trim().min(1).max(40).optional(),
    height: z.enum(['tall', 'low']).optional(),
    polygon: z.array(point).min(3).max(64).optional(),
  }),
  z.object({ type: z.literal('removeScenery'), id: z.string() }),
]);

/**
 * The one reducer (ARCHITECTURE.md §4). A rejected action returns the very same state object
 * with violations; the engine never throws on a player's input.
 */
export function apply(state: GameState, action: Action): Applied {
  const parsed = actionSchema.safeParse(action);
  if (!parsed.success) {
    return {
      ok: false,
      state,
      violations: [
        violation('INVALID_ACTION', `Malformed action: ${describeIssues(parsed.error).join('; ')}`),
      ],
    };
  }
  const a = parsed.data;
  switch (a.type) {
    case 'deployTrooper':
      return deployTrooper(state, a);
    case 'movePiece':
      return withPiece(state, a.pieceId, (piece) => movePiece(state, piece, a.to, a.limit));
    case 'rotatePiece':
      return withPiece(state, a.pieceId, (piece) => rotatePiece(state, piece, a.facing));
    case 'removeTrooper':
      return withPiece(state, a.pieceId, (piece) => removeTrooper(state, piece));
    case 'addScenery':
      return addScenery(state, a);
    case 'updateScenery':
      return updateScenery(state, a);
    case 'removeScenery':
      return removeScenery(state, a);
  }
}

function withPiece(state: GameState, pieceId: string, then: (p: PieceState) => Applied): Applied {
  const piece = own(state.pieces, pieceId);
  if (!piece)
    return {
      ok: false,
      state,
      violations: [violation('UNKNOWN_PIECE', `No piece ${pieceId} is on the table.`, [pieceId])],
    };
  return then(piece);
}

function logged(state: GameState, next: Omit<GameState, 'log'>, e: Omit<LogEvent, 'seq'>): Applied {
  const event: LogEvent = { seq: state.log.length + 1, ...e };
  return { ok: true, state: { ...next, log: [...state.log, event] }, events: [event] };
}

function fmt(n: number): string {
  return n.toFixed(1);
}

function movePiece(
  state: GameState,
  piece: PieceState,
  to: { x: number; y: number },
  limit: 'mov' | 'free',
): Applied {
  const trooper = trooperOf(state, piece.id);
  const verdict = validateMove({
    scene: placementScene(state, piece.id),
    mover: toPlaced(piece, ownerName(state, piece)),
    to,
    mov: trooper?.profile.mov,
    limit,
    group: trooper ? coherentGroup(state, trooper) : undefined,
  });
  if (verdict.violations.length) return { ok: false, state, violations: verdict.violations };
  const moved = { ...piece, x: to.x, y: to.y };
  const where = `${fmt(verdict.distance)}" to (${fmt(to.x)}, ${fmt(to.y)})`;
  return logged(
    state,
    { ...state, pieces: { ...state.pieces, [piece.id]: moved } },
    {
      seat: piece.owner,
      text: `Player ${piece.owner} moved a ${publicName(piece)} ${where}.`,
      ownerText: `Player ${piece.owner} moved ${ownerName(state, piece)} ${where}.`,
    },
  );
}

function rotatePiece(state: GameState, piece: PieceState, facing: number): Applied {
  const turned = { ...piece, facing: normalizeDegrees(facing) };
  return logged(
    state,
    { ...state, pieces: { ...state.pieces, [piece.id]: turned } },
    {
      seat: piece.owner,
      text: `Player ${piece.owner} turned a ${publicName(piece)} to face ${String(Math.round(turned.facing))}°.`,
      ownerText: `Player ${piece.owner} turned ${ownerName(state, piece)} to face ${String(Math.round(turned.facing))}°.`,
    },
  );
}

function removeTrooper(state: GameState, piece: PieceState): Applied {
  const trooper = trooperOf(state, piece.id);
  const gone = new Set(trooper ? piecesOfTrooper(state, trooper).map((p) => p.id) : [piece.id]);
  const seat = piece.owner;
  const links = Object.fromEntries(
    Object.entries(state.secrets[seat].trooperOfPiece).filter(([pid]) => !gone.has(pid)),
  );
  const real = Object.fromEntries(
    Object.entries(state.secrets[seat].realPieceOf).filter(([tid]) => tid !== trooper?.id),
  );
  const troopers = Object.fromEntries(Object.entries(state.troopers).filter(([tid]) => tid !== trooper?.id));
  return logged(
    state,
    {
      ...state,
      pieces: Object.fromEntries(Object.entries(state.pieces).filter(([id]) => !gone.has(id))),
      pieceOrder: state.pieceOrder.filter((id) => !gone.has(id)),
      troopers,
      secrets: { ...state.secrets, [seat]: { trooperOfPiece: links, realPieceOf: real } },
    },
    {
      seat,
      text: `Player ${seat} took ${String(gone.size)} piece${gone.size === 1 ? '' : 's'} off the table.`,
      ownerText: `Player ${seat} took ${ownerName(state, piece)} off the table.`,
    },
  );
}

/** What the engine waits for. Free set-up waits for nobody in particular (ARCHITECTURE.md §4). */
export function awaiting(_state: GameState): { seat: 'A' | 'B'; step: string } | null {
  return null;
}
