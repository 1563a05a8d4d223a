// Deployment adjustments (RULES.md §11.2): what the deploying seat may still change in its own step.
import {
  adjustmentViolations,
  deploymentArea,
  groupCoherencyViolations,
  deploymentViolations,
  normalizeDegrees,
  validateMinelayerSpot,
  validateMove,
  validatePlacement,
  violation,
  type Seat,
  type Violation,
  degrees,
  withRule,
} from '../rules/index.ts';
import { hiddenObstacles } from './deploy.ts';
import { actingSeat, adjustProblem, stepText } from './phase.ts';
import { coherentGroup, ownerName, piecesOfTrooper, placementScene, toPlaced, trooperOf } from './pieces.ts';
import { own } from './records.ts';
import { isDeployable, minesPlacedBy, withdrawMinesOf } from './mines.ts';
import type { Applied, GameState, PieceState, TrooperState } from './types.ts';
import { rejected, logged, fmt } from './results.ts';

/** Deployment adjustments: move one of the pieces placed in this step, under the deployment rules. */
export function adjustMove(
  state: GameState,
  seat: Seat,
  piece: PieceState,
  to: { x: number; y: number },
): Applied {
  const trooper = trooperOf(state, piece.id);
  const problem = adjustProblem(state, seat, trooper);
  if (problem || !trooper?.form)
    return rejected(state, problem ?? violation('UNKNOWN_TROOPER', 'No trooper.'));
  if (isDeployable(trooper)) {
    return rejected(
      state,
      violation(
        'DEPLOYABLE_CANNOT_ACT',
        withRule(
          'A placed Mine stays where it is: take its Minelayer back into reserve to place both again.',
          'minelayer',
        ),
        [trooper.id],
      ),
    );
  }
  const name = ownerName(state, piece);
  const mover = toPlaced(piece, name);
  const scene = placementScene(state, piece.id);
  const others = [...scene.others, ...hiddenObstacles(state, seat)];
  const verdict = validateMove({
    scene: { ...scene, others },
    mover,
    to,
    movement: null,
    group: coherentGroup(state, trooper),
  });
  const problems: Violation[] = [
    ...verdict.violations,
    ...adjustmentViolations(
      state.setup.table,
      deploymentArea(trooper.form, trooper.profile),
      mover,
      to,
      others,
    ),
    // A Minelayer keeps the Mines it placed in this step inside its ZoC (RULES.md §18.7.5).
    ...(own(state.secrets[seat].realPieceOf, trooper.id) === piece.id
      ? minesPlacedBy(state, trooper.id).flatMap((m) =>
          piecesOfTrooper(state, m).flatMap((p) =>
            validateMinelayerSpot({ ...piece, x: to.x, y: to.y }, p, trooper.profile.name),
          ),
        )
      : []),
  ];
  if (problems.length) return { ok: false, state, violations: problems };
  return logged(
    state,
    { ...state, pieces: { ...state.pieces, [piece.id]: { ...piece, x: to.x, y: to.y } } },
    {
      seat,
      only: seat,
      text: `Player ${seat} moved ${name} to (${fmt(to.x)}, ${fmt(to.y)}) while deploying.`,
    },
  );
}

export function adjustFacing(state: GameState, seat: Seat, piece: PieceState, facing: number): Applied {
  const problem = adjustProblem(state, seat, trooperOf(state, piece.id));
  if (problem) return rejected(state, problem);
  const turned = { ...piece, facing: normalizeDegrees(facing) };
  return logged(
    state,
    { ...state, pieces: { ...state.pieces, [piece.id]: turned } },
    {
      seat,
      only: seat,
      text: `Player ${seat} turned ${ownerName(state, piece)} to face ${degrees(turned.facing)} while deploying.`,
    },
  );
}

/**
 * Rewrites one written Hidden Deployment spot during the step (RULES.md §10.2): the same zone and
 * placement rules as a placed trooper, and Coherency among a Holoecho trooper's three spots (§3).
 */
export function moveHidden(
  state: GameState,
  seat: Seat,
  trooperId: string,
  index: number,
  to: { x: number; y: number },
): Applied {
  const trooper = own(state.troopers, trooperId);
  const problem = adjustProblem(state, seat, trooper);
  if (problem || !trooper) return rejected(state, problem ?? violation('UNKNOWN_TROOPER', 'No trooper.'));
  const written = own(state.secrets[seat].hidden, trooper.id);
  const spot = written?.spots[index];
  if (!written || !spot) {
    return rejected(
      state,
      violation('INVALID_GROUP', `${trooper.profile.name} has no written position ${String(index + 1)}.`, [
        trooper.id,
      ]),
    );
  }
  const name = `${trooper.profile.name} (written${spot.kind === 'model' ? '' : `, ${spot.kind}`})`;
  const self = `hidden:${trooper.id}:${String(index)}`;
  const mover = { id: self, owner: seat, kind: spot.kind, name, x: to.x, y: to.y, r: spot.r };
  const mine = written.spots
    .map((s, i) => ({
      id: `hidden:${trooper.id}:${String(i)}`,
      owner: seat,
      kind: s.kind,
      name: `${trooper.profile.name} (written)`,
      x: s.x,
      y: s.y,
      r: s.r,
    }))
    .filter((s) => s.id !== self);
  const scene = placementScene(state, self);
  const others = [...scene.others, ...hiddenObstacles(state, seat, trooper.id), ...mine];
  const problems = [
    ...validatePlacement({ ...scene, others }, mover),
    ...deploymentViolations(state.setup.table, 'own-zone', mover, others),
    ...(mine.length ? groupCoherencyViolations({ mode: 'each', members: [mover, ...mine] }) : []),
  ];
  if (problems.length) return { ok: false, state, violations: problems };
  const spots = written.spots.map((s, i) => (i === index ? { ...s, x: to.x, y: to.y } : s));
  const secrets = state.secrets[seat];
  return logged(
    state,
    {
      ...state,
      secrets: {
        ...state.secrets,
        [seat]: { ...secrets, hidden: { ...secrets.hidden, [trooper.id]: { ...written, spots } } },
      },
    },
    {
      seat,
      only: seat,
      text: `Player ${seat} rewrote the position of ${name}: (${fmt(to.x)}, ${fmt(to.y)}).`,
    },
  );
}

/** Takes a trooper placed in this step back into reserve: its pieces, or its written position. */
export function withdrawTrooper(state: GameState, seat: Seat, trooperId: string): Applied {
  const trooper = own(state.troopers, trooperId);
  if (trooper?.owner !== seat) {
    const acting = actingSeat(state);
    if (state.phase.kind === 'deployment' && acting !== seat) {
      return rejected(
        state,
        violation('WRONG_SEAT', `Player ${String(acting)} deploys now (${stepText(state)}).`),
      );
    }
    return rejected(state, violation('UNKNOWN_TROOPER', `Player ${seat} has no trooper ${trooperId}.`));
  }
  const problem = adjustProblem(state, seat, trooper);
  if (problem) return rejected(state, problem);
  // Its Mines placed in this step go back with it (RULES.md §18.7.5).
  const before = withdrawMinesOf(state, trooper.id);
  const back = own(before.troopers, trooper.id) ?? trooper;
  const gone = new Set(piecesOfTrooper(before, trooper).map((p) => p.id));
  const secrets = before.secrets[seat];
  const { [trooper.id]: _real, ...realPieceOf } = secrets.realPieceOf;
  const { [trooper.id]: _hidden, ...hidden } = secrets.hidden;
  const { [trooper.id]: _mask, ...imitates } = secrets.imitates;
  return logged(
    state,
    {
      ...before,
      pieces: Object.fromEntries(Object.entries(before.pieces).filter(([id]) => !gone.has(id))),
      pieceOrder: before.pieceOrder.filter((id) => !gone.has(id)),
      troopers: { ...before.troopers, [trooper.id]: backInReserve(back) },
      secrets: {
        ...state.secrets,
        [seat]: {
          ...secrets,
          trooperOfPiece: Object.fromEntries(
            Object.entries(secrets.trooperOfPiece).filter(([pid]) => !gone.has(pid)),
          ),
          realPieceOf,
          hidden,
          imitates,
        },
      },
    },
    { seat, only: seat, text: `Player ${seat} took ${trooper.profile.name} back into reserve.` },
  );
}

/** Changes which of a Holoecho or Decoy group is the real trooper (RULES.md §10.4, §10.6). */
export function setReal(state: GameState, seat: Seat, trooperId: string, real: number): Applied {
  const trooper = own(state.troopers, trooperId);
  const problem = adjustProblem(state, seat, trooper);
  if (problem || !trooper) return rejected(state, problem ?? violation('UNKNOWN_TROOPER', 'No trooper.'));
  const secrets = state.secrets[seat];
  const hidden = own(secrets.hidden, trooper.id);
  const pieces = piecesOfTrooper(state, trooper);
  const count = hidden ? hidden.spots.length : pieces.length;
  if (count < 2 || real >= count) {
    return rejected(
      state,
      violation(
        'INVALID_GROUP',
        `${trooper.profile.name} has ${String(count)} piece${count === 1 ? '' : 's'}; no piece ${String(real + 1)} to make real.`,
      ),
    );
  }
  const chosen = hidden ? hidden.spots[real]?.kind : pieces[real]?.kind;
  if (hidden) {
    const check = {
      ...state,
      secrets: {
        ...state.secrets,
        [seat]: { ...secrets, hidden: { ...secrets.hidden, [trooper.id]: { ...hidden, real } } },
      },
    };
    return logged(state, check, {
      seat,
      only: seat,
      text: `Player ${seat} made the ${chosen ?? 'piece'} of ${trooper.profile.name} the real one.`,
    });
  }
  const realPiece = pieces[real];
  if (!realPiece) return rejected(state, violation('INVALID_GROUP', 'No such piece.'));
  const next: GameState = {
    ...state,
    secrets: {
      ...state.secrets,
      [seat]: { ...secrets, realPieceOf: { ...secrets.realPieceOf, [trooper.id]: realPiece.id } },
    },
  };
  // Decoy Coherency is measured from the Model piece (D37), so which piece is real changes no check.
  return logged(state, next, {
    seat,
    only: seat,
    text: `Player ${seat} made the ${realPiece.kind === 'model' ? 'model' : `${realPiece.kind} marker`} of ${trooper.profile.name} the real one.`,
  });
}

/** A trooper taken back: not placed, not kept off the table in Airborne Deployment (RULES.md §18.11.1). */
function backInReserve(t: TrooperState): TrooperState {
  const { airborne: _kept, ...rest } = t;
  return { ...rest, form: null, deployedInStep: undefined };
}
