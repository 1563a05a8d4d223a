// Mines in the game (RULES.md §18.7, decision D68): a Mine is a deployable standing on the table as a
// CAMO marker made exactly as a trooper's (same piece fields, same id stream, same public lines), and
// behind it a trooper-like entry with `deployable` set that has no Order and never acts.
import { appendLog } from './logList.ts';
import {
  MINE_PROFILE,
  MINES_SPENT_KEY,
  deploymentArea,
  validateMineAvailable,
  validateMinelayerSpot,
  violation,
  type Checked,
  type Point,
  type Seat,
} from '../rules/index.ts';
import { mintId } from './random.ts';
import { buildGroup } from './group.ts';
import { piecesOfTrooper } from './pieces.ts';
import { own } from './records.ts';
import { narrate, removedEvent, type EngineEvent } from './events.ts';
import { removePieces } from './reveal.ts';
import type { GameState, LogEvent, PieceState, TrooperState } from './types.ts';

/** Whether a trooper entry is a deployable (a Mine), not a trooper (decision D68). */
export function isDeployable(t: TrooperState | undefined): boolean {
  return t?.deployable !== undefined;
}

/** The Mines a trooper placed that are still on the table, as their entries. */
export function minesPlacedBy(state: GameState, trooperId: string): TrooperState[] {
  return Object.values(state.troopers).filter((t) => t.deployable?.placedBy === trooperId);
}

/** Mines a trooper has placed so far (RULES.md §18.9.3: its Disposable uses spent). */
export function minesSpent(t: TrooperState): number {
  return t.spent?.[MINES_SPENT_KEY] ?? 0;
}

/** The Minelayer's checks before anything is placed (RULES.md §18.7.5): it carries a Mine it has left. */
export function mineRequestProblems(trooper: TrooperState) {
  return validateMineAvailable(trooper.profile, minesSpent(trooper), trooper.id);
}

/**
 * Minelayer at deployment (RULES.md §18.7.5): once the user stands (or is written down) in `state`,
 * its Mine goes at `at` as a CAMO marker, inside the user's ZoC and where the user could deploy, and
 * one Disposable use is spent. If the user failed its Superior Deployment roll the Mine is lost and
 * the use spent all the same. The line is the owner's alone, as every deployment line (D52).
 */
export function placeMineAtDeployment(
  state: GameState,
  userId: string,
  seat: Seat,
  at: Point & { facing?: number },
): Checked<{ state: GameState; events: LogEvent[] }> {
  const user = own(state.troopers, userId);
  if (!user?.form || state.phase.kind !== 'deployment') {
    return {
      ok: false,
      violations: [violation('WRONG_PHASE', 'A Minelayer places its Mine as it deploys.')],
    };
  }
  const spent = minesSpent(user);
  const spentUser: TrooperState = { ...user, spent: { ...user.spent, [MINES_SPENT_KEY]: spent + 1 } };
  const seq = state.log.length + 1;
  if (user.deployRoll && !user.deployRoll.passed) {
    const e: LogEvent = {
      seq,
      seat,
      only: seat,
      text: `${user.profile.name} failed its deployment roll: its Mine is lost and the use is spent.`,
      rules: ['minelayer'],
    };
    return {
      ok: true,
      state: {
        ...state,
        troopers: { ...state.troopers, [user.id]: spentUser },
        log: appendLog(state.log, e),
      },
      events: [e],
    };
  }
  const written = own(state.secrets[seat].hidden, user.id);
  const userDisc = written
    ? written.spots[written.real]
    : piecesOfTrooper(state, user).find((p) => p.id === own(state.secrets[seat].realPieceOf, user.id));
  if (!userDisc) {
    return {
      ok: false,
      violations: [violation('UNKNOWN_PIECE', `${user.profile.name} stands nowhere yet.`)],
    };
  }
  const stood = standMine(state, seat, user, { ...at, facing: at.facing ?? userDisc.facing }, user.form);
  if (!stood.ok) return stood;
  const { piece } = stood;
  const zoc = validateMinelayerSpot(userDisc, piece, user.profile.name);
  if (zoc.length) return { ok: false, violations: zoc };
  const e: LogEvent = {
    seq,
    seat,
    only: seat,
    text: `Player ${seat} placed a Mine of ${user.profile.name} as a CAMO marker at (${piece.x.toFixed(1)}, ${piece.y.toFixed(1)}).`,
    rules: ['minelayer'],
  };
  return {
    ok: true,
    state: {
      ...stood.state,
      troopers: { ...stood.state.troopers, [user.id]: spentUser },
      log: appendLog(stood.state.log, e),
    },
    events: [e],
  };
}

/**
 * A Mine stands on the table as a CAMO marker made exactly as a trooper's (RULES.md §18.7.1, D68): an
 * id from the seat's trooper stream, the piece built by the code that builds a trooper's marker (checked
 * where it stands, and in the deployment area when `form` is given), and the link in its owner's
 * secrets. Nothing is logged and no use is spent here.
 */
export function standMine(
  state: GameState,
  seat: Seat,
  user: TrooperState,
  at: Point & { facing: number },
  form: TrooperState['form'],
): Checked<{ state: GameState; piece: PieceState }> {
  const [mineId, random] = mintId(
    state.random,
    `${seat}:trooper`,
    't',
    (id) => id in state.pieces || id in state.troopers,
  );
  const built = buildGroup(
    {
      state: { ...state, random },
      seat,
      area: form ? deploymentArea(form, user.profile) : null,
      privateObstacles: [],
    },
    {
      seat,
      profile: MINE_PROFILE,
      name: `${user.profile.name}'s Mine`,
      form: 'CAMO',
      at,
      facing: at.facing,
      shows: MINE_PROFILE,
    },
    new Set([mineId]),
  );
  if (!built.ok) return built;
  const piece = built.pieces[0] as PieceState;
  const mine: TrooperState = {
    id: mineId,
    owner: seat,
    profile: structuredClone(MINE_PROFILE),
    form: 'CAMO',
    ...(state.phase.kind === 'deployment' ? { deployedInStep: state.phase.step } : {}),
    deployable: { kind: 'mine', placedBy: user.id },
  };
  const secrets = state.secrets[seat];
  return {
    ok: true,
    piece,
    state: {
      ...state,
      random: built.random,
      pieces: { ...state.pieces, [piece.id]: piece },
      pieceOrder: [...state.pieceOrder, piece.id],
      troopers: { ...state.troopers, [mine.id]: mine },
      secrets: {
        ...state.secrets,
        [seat]: {
          ...secrets,
          trooperOfPiece: { ...secrets.trooperOfPiece, [piece.id]: mine.id },
          realPieceOf: { ...secrets.realPieceOf, [mine.id]: piece.id },
        },
      },
    },
  };
}

/**
 * Taking a Minelayer back into reserve during its step takes its Mines placed in that step too, and
 * gives back their uses (RULES.md §11.2: the step is the player's own until it ends).
 */
export function withdrawMinesOf(state: GameState, userId: string): GameState {
  const step = state.phase.kind === 'deployment' ? state.phase.step : null;
  const mines = minesPlacedBy(state, userId).filter((m) => m.deployedInStep === step);
  if (!mines.length) return state;
  const user = own(state.troopers, userId);
  const seat = mines[0]?.owner ?? 'A';
  const gone = new Set(mines.flatMap((m) => piecesOfTrooper(state, m).map((p) => p.id)));
  const ids = new Set(mines.map((m) => m.id));
  const troopers = Object.fromEntries(Object.entries(state.troopers).filter(([id]) => !ids.has(id)));
  if (user) {
    troopers[user.id] = {
      ...user,
      spent: { ...user.spent, [MINES_SPENT_KEY]: Math.max(0, minesSpent(user) - mines.length) },
    };
  }
  const secrets = state.secrets[seat];
  return {
    ...state,
    pieces: Object.fromEntries(Object.entries(state.pieces).filter(([id]) => !gone.has(id))),
    pieceOrder: state.pieceOrder.filter((id) => !gone.has(id)),
    troopers,
    secrets: {
      ...state.secrets,
      [seat]: {
        ...secrets,
        trooperOfPiece: Object.fromEntries(
          Object.entries(secrets.trooperOfPiece).filter(([pid]) => !gone.has(pid)),
        ),
        realPieceOf: Object.fromEntries(Object.entries(secrets.realPieceOf).filter(([tid]) => !ids.has(tid))),
      },
    },
  };
}

/**
 * A Mine's CAMO marker Discovered (RULES.md §18.7, W-MINES: "Replace the Camouflage Marker with a Mine
 * Token when it is discovered"): a MINE token where the marker stood, with its Mimetism −3 and the same
 * size, so nothing is to be placed (RULES.md §12). It is a token, not a model, and stays armed.
 */
export function revealMine(
  state: GameState,
  piece: PieceState,
): { state: GameState; lines: Omit<LogEvent, 'seq'>[] } {
  const token: PieceState = { ...piece, kind: 'MINE' };
  const event: EngineEvent = {
    kind: 'revealed',
    piece: piece.id,
    owner: piece.owner,
    from: piece.kind,
    shows: 'a Mine',
  };
  return {
    state: { ...state, pieces: { ...state.pieces, [piece.id]: token } },
    lines: [{ text: narrate(event), event }],
  };
}

/**
 * A Mine hit by an attack (a template that touches its marker, decision D69): it is revealed and
 * removed from the table, with no Saving Roll and no Wound (a Mine is no trooper).
 */
export function mineDestroyed(state: GameState, piece: PieceState): GameState {
  return removePieces(state, [piece.id]);
}

/** The public line of a Mine removed by a hit (decision D69). */
export function mineDestroyedLine(piece: PieceState): Omit<LogEvent, 'seq'> {
  return {
    text: `The ${piece.kind === 'MINE' ? 'Mine token' : `${piece.kind} marker`} of Player ${piece.owner} was a Mine: it is hit and removed from the table.`,
    rules: ['mines'],
    event: removedEvent([piece.id], 'mineHit'),
  };
}
