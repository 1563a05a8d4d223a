import {
  deploymentArea,
  deploymentViolations,
  validateMove,
  type CoherentGroup,
  type MoveVerdict,
  type PlacedPiece,
  type Point,
} from '../rules/index.ts';
import { decoyReference, type View, type ViewPiece } from '../engine/index.ts';

function placed(p: ViewPiece): PlacedPiece {
  return { id: p.id, owner: p.owner, kind: p.kind, name: p.label, x: p.x, y: p.y, r: p.r };
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

/**
 * The live verdict while dragging (ARCHITECTURE.md §4): the same rule the engine applies, fed with
 * the viewer's view only, so a preview can never reveal what this viewer does not know.
 */
export function previewMove(
  view: View,
  pieceId: string,
  to: Point,
  limit: 'mov' | 'free',
): MoveVerdict | null {
  const piece = view.pieces.find((p) => p.id === pieceId);
  if (!piece) return null;
  const others = view.pieces.filter((p) => p.id !== pieceId).map(placed);
  const deploying = view.phase.kind === 'deployment';
  const verdict = validateMove({
    scene: { table: view.table, scenery: view.scenery, others },
    mover: placed(piece),
    to,
    mov: piece.profile?.mov,
    limit: deploying ? 'free' : limit,
    // In an Order a Holoecho may be run out of Coherency: the end-of-Order check removes it (§3, §10.4).
    ...(view.phase.kind === 'turn' ? {} : { group: groupOf(view, piece) }),
  });
  // While deploying, a piece is adjusted under the deployment rules (RULES.md §11.2), not its MOV.
  const trooper = deploying ? view.troopers.find((t) => t.id === piece.trooperId) : undefined;
  if (trooper?.form) {
    verdict.violations.push(
      ...deploymentViolations(
        view.table,
        deploymentArea(trooper.form),
        { ...placed(piece), x: to.x, y: to.y },
        others,
      ),
    );
  }
  return verdict;
}
