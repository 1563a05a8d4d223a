import {
  IMMOBILIZED_A,
  adjustmentViolations,
  clampMove,
  forcedImpetuousMove,
  type ImpetuousTable,
  deploymentArea,
  isProne,
  moveAllowance,
  movesProne,
  orderMovement,
  validateMove,
  type CoherentGroup,
  type Movement,
  type MoveVerdict,
  type PlacedPiece,
  type Point,
} from '../rules/index.ts';
import { decoyReference, type View, type ViewGhost, type ViewPiece } from '../engine/index.ts';

function placed(p: ViewPiece): PlacedPiece {
  return { id: p.id, owner: p.owner, kind: p.kind, name: p.label, x: p.x, y: p.y, r: p.r };
}

function ghostPlaced(g: ViewGhost): PlacedPiece {
  const name = `the written position of ${g.label}`;
  return { id: g.id, owner: g.owner, kind: g.kind, name, x: g.x, y: g.y, r: g.r };
}

/** The Coherency group of a piece as the viewer knows it: only its own troopers have one. */
function groupOf(view: View, piece: ViewPiece): CoherentGroup | undefined {
  if (!piece.trooperId) return undefined;
  const members = view.pieces.filter((p) => p.trooperId === piece.trooperId);
  if (members.length < 2) return undefined;
  const decoy = members.some((m) => m.kind === 'DECOY-1' || m.kind === 'DECOY-2');
  return {
    mode: decoy ? 'reference' : 'each',
    members: members.map(placed),
    referenceId: decoyReference(members),
  };
}

/** What a drag in a Player Turn is for: the skill to declare with it, and where the other activated pieces go. */
export interface OrderDrag {
  /** The movement skill the destination is for; a Move unless said (Cautious Movement allows the same). */
  skill?: 'move' | 'cautiousMove';
  /** The destinations already set for the other activated pieces (the session's order draft). */
  draft?: Readonly<Record<string, Point>>;
  /** The Prone box: Prone at the end of the skill, or null/left out to stay as it is (RULES.md §18.9.1). */
  prone?: boolean | null;
}

/** Whether this movement is made Prone, as the engine decides it (RULES.md §18.9.2, D55). */
function movingProne(tokens: readonly string[], movement: Movement | null, choice?: boolean | null): boolean {
  const now = isProne(tokens);
  if (movement?.skill === 'dodge') return now;
  return movesProne(now, choice ?? now);
}

/**
 * Which movement the engine awaits from this piece now, as the viewer's view tells it: a Move or
 * Cautious Movement of the Order (the first or the second Move), a Dodge's move, a move on the free
 * table, or none (a deployment adjustment, or a piece that may not move now).
 */
export function awaitedMovement(
  view: View,
  pieceId: string,
  limit: 'mov' | 'free',
  skill: 'move' | 'cautiousMove' = 'move',
): Movement | null {
  const phase = view.phase;
  if (phase.kind === 'free') return { skill: 'free', limit };
  const order = phase.order;
  if (!order) return null;
  if (order.stage === 'dodge' && order.dodges.includes(pieceId)) return { skill: 'dodge' };
  if ((order.stage === 'first' || order.stage === 'second') && order.pieceIds.includes(pieceId)) {
    return orderMovement(skill, order.skills);
  }
  return null;
}

/**
 * The live verdict while dragging (ARCHITECTURE.md §4): `validateMove`, the one rule the engine
 * applies to a declared Move, Cautious Movement, Dodge or free move, fed with the viewer's view only,
 * so a preview can never reveal what this viewer does not know, nor say legal what the engine refuses.
 */
export function previewMove(
  view: View,
  pieceId: string,
  to: Point,
  limit: 'mov' | 'free',
  order: OrderDrag = {},
): MoveVerdict | null {
  const piece = view.pieces.find((p) => p.id === pieceId);
  if (!piece) return null;
  // In an Order the other activated pieces stand where they are set to go, as the engine moves them.
  const draft = view.phase.kind === 'turn' ? (order.draft ?? {}) : {};
  const deploying = view.phase.kind === 'deployment';
  const others = [
    ...view.pieces
      .filter((p) => p.id !== pieceId)
      .map((p) => {
        const at = draft[p.id];
        return at ? { ...placed(p), x: at.x, y: at.y } : placed(p);
      }),
    // While deploying, the viewer's own written Hidden Deployment spots stand in the way too.
    ...(deploying ? view.ghosts.map(ghostPlaced) : []),
  ];
  const movement = awaitedMovement(view, pieceId, limit, order.skill);
  const ordered = movement?.skill === 'move' || movement?.skill === 'cautiousMove';
  const verdict = validateMove({
    scene: { table: view.table, scenery: view.scenery, others },
    mover: placed(piece),
    to,
    movement,
    mov: piece.profile?.mov,
    // The engine holds an Immobilized-A piece back from the Order's movement skills (RULES.md §12).
    immobilized: ordered && piece.tokens.includes(IMMOBILIZED_A),
    prone: movingProne(piece.tokens, movement, order.prone),
    // In an Order a Holoecho may be run out of Coherency: the end-of-Order check removes it (§3, §10.4).
    ...(view.phase.kind === 'turn' ? {} : { group: groupOf(view, piece) }),
  });
  // While deploying, a piece is adjusted under the deployment rules (RULES.md §11.2), not its MOV.
  const trooper = deploying ? view.troopers.find((t) => t.id === piece.trooperId) : undefined;
  if (trooper?.form) {
    verdict.violations.push(
      ...adjustmentViolations(
        view.table,
        deploymentArea(trooper.form, trooper.profile),
        placed(piece),
        to,
        others,
      ),
    );
  }
  return verdict;
}

/**
 * Where a dragged piece stands with the pointer at `pointer`: with moves limited to the MOV, the drag
 * stops at the furthest point toward the pointer that the awaited movement allows (`clampMove`), so
 * a drop there is accepted as far as the distance goes; with free moves it follows the pointer.
 */
export function dragStop(
  view: View,
  pieceId: string,
  pointer: Point,
  limit: 'mov' | 'free',
  order: OrderDrag = {},
): Point {
  const piece = view.pieces.find((p) => p.id === pieceId);
  if (!piece || limit === 'free') return pointer;
  const movement = awaitedMovement(view, pieceId, limit, order.skill);
  const prone = movingProne(piece.tokens, movement, order.prone);
  return clampMove(piece, pointer, movement ? moveAllowance(movement, piece.profile?.mov, prone) : null);
}

/**
 * The forced movement's table of an activated piece, measured on the viewer's own view (RULES.md
 * §18.10.1): every piece on the table is public, so this is the table the engine measures on the truth.
 */
export function impetuousTableOf(view: View, pieceId: string): ImpetuousTable | null {
  const order = view.phase.order;
  const piece = view.pieces.find((p) => p.id === pieceId);
  const trooper = view.troopers.find((t) => t.id === order?.trooperId);
  if (!order || !piece || !trooper) return null;
  const others = view.pieces.filter((p) => p.id !== pieceId).map(placed);
  return {
    scene: { table: view.table, scenery: view.scenery, others },
    mover: placed(piece),
    limit: moveAllowance(orderMovement('move', order.skills), trooper.profile.mov)?.inches ?? 0,
    immobilized: piece.tokens.includes(IMMOBILIZED_A),
  };
}

/** The Move an Impetuous activation is pushed to, piece by piece (RULES.md §18.10.1), or null. */
export function forcedImpetuousDraft(view: View): Record<string, Point> | null {
  const order = view.phase.order;
  if (!order?.impetuous) return null;
  const out: Record<string, Point> = {};
  for (const id of order.pieceIds) {
    const table = impetuousTableOf(view, id);
    if (table) out[id] = forcedImpetuousMove(table);
  }
  return out;
}
