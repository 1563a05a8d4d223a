import { appendLog } from './logList.ts';
import { baseRadiusInches, edgeSpots, type Seat } from '../rules/index.ts';
import type { RandomState } from './random.ts';
import type { GameState, LogEvent, PieceState, TrooperState } from './types.ts';
import { buildGroup, type Checker, type GroupRequest } from './group.ts';

/**
 * The state changes a deployment shares (RULES.md §11.2): adding a trooper's pieces with its secrets,
 * numbering its log lines, the HoloMask note, and a failed deployment roll's Model at the own table
 * edge (Impersonation, decision D15; Infiltration, decision D95). Used by deploy.ts and infiltration.ts.
 */

/** A trooper's built pieces: the generator after their ids and which of them is real. */
export interface BuiltPieces {
  pieces: PieceState[];
  random: RandomState;
  real: number;
}

/** Adds pieces, trooper and secrets to the state (the trooper already exists in a game). */
export function withGroup(
  state: GameState,
  trooper: TrooperState,
  built: BuiltPieces,
  events: LogEvent[],
): GameState {
  const seat = trooper.owner;
  const links = { ...state.secrets[seat].trooperOfPiece };
  for (const p of built.pieces) links[p.id] = trooper.id;
  const realPiece = built.pieces[built.real];
  return {
    ...state,
    random: built.random,
    pieces: { ...state.pieces, ...Object.fromEntries(built.pieces.map((p) => [p.id, p])) },
    pieceOrder: [...state.pieceOrder, ...built.pieces.map((p) => p.id)],
    troopers: { ...state.troopers, [trooper.id]: trooper },
    secrets: {
      ...state.secrets,
      [seat]: {
        ...state.secrets[seat],
        trooperOfPiece: links,
        realPieceOf: realPiece
          ? { ...state.secrets[seat].realPieceOf, [trooper.id]: realPiece.id }
          : state.secrets[seat].realPieceOf,
      },
    },
    log: appendLog(state.log, ...events),
  };
}

/** A log line numbered after the state's last one. */
export function event(state: GameState, e: Omit<LogEvent, 'seq'>, offset = 0): LogEvent {
  return { seq: state.log.length + 1 + offset, ...e };
}

export function withSecrets(
  state: GameState,
  seat: Seat,
  patch: Partial<GameState['secrets'][Seat]>,
): GameState['secrets'] {
  return { ...state.secrets, [seat]: { ...state.secrets[seat], ...patch } };
}

/** Records the trooper a HoloMask user shows (RULES.md §10.5), when the deployment names one. */
export function withImitation(
  state: GameState,
  a: { seat: Seat; trooperId: string; imitates?: string | undefined },
): GameState {
  if (a.imitates === undefined) return state;
  return {
    ...state,
    secrets: withSecrets(state, a.seat, {
      imitates: { ...state.secrets[a.seat].imitates, [a.trooperId]: a.imitates },
    }),
  };
}

/**
 * The trooper as its own Model inside its own Deployment Zone, touching its own table edge, as near
 * as fits to the x it was aimed at (decisions D15, D95; `edgeSpots`). Null when no spot of the edge
 * has room. The generator is the one after the roll.
 */
export function modelAtOwnEdge(
  checker: Checker,
  random: RandomState,
  req: Pick<GroupRequest, 'seat' | 'profile' | 'name' | 'facing'> & { aimX: number },
): BuiltPieces | null {
  const r = baseRadiusInches(req.profile.s);
  const asModel: Checker = { ...checker, area: 'own-zone' };
  for (const spot of edgeSpots(checker.state.setup.table, req.seat, req.aimX, r)) {
    const built = buildGroup(
      { ...asModel, state: { ...checker.state, random } },
      {
        seat: req.seat,
        profile: req.profile,
        name: req.name,
        form: 'model',
        at: spot,
        facing: req.facing,
        shows: req.profile,
      },
      new Set(),
    );
    if (built.ok) return built;
  }
  return null;
}
