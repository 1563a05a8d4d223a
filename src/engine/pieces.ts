import {
  baseRadiusInches,
  bringsReplicas,
  hasSkill,
  type DeploymentForm,
  type PieceKind,
  type Profile,
  mmToInches,
  type Silhouette,
  isMarker,
  validatePlacement,
  type CoherentGroup,
  type PlacedPiece,
  type PlacementScene,
  type Point,
  type Violation,
  withProne,
} from '../rules/index.ts';
import { standingOf } from './scene.ts';
import { own } from './records.ts';
import type { GameState, OrderState, PieceState, TrooperState } from './types.ts';

/** The name anybody may read for a piece: a model's shown profile, or the marker kind. */
export function publicName(piece: PieceState): string {
  if (piece.kind === 'MINE') return 'Mine token';
  if (isMarker(piece.kind)) return `${piece.kind} marker`;
  return piece.shows?.name ?? 'model';
}

/**
 * Whether a trooper's other pieces are Decoy replicas (RULES.md §10.6): the Decoy form, or a Decoy user
 * deployed in Marker form with CAMO or IMP replicas (D47). Whether any are left is `piecesOfTrooper`'s.
 */
export function hasReplicas(trooper: TrooperState): boolean {
  return bringsReplicas(trooper.profile, trooper.form);
}

export function trooperOf(state: GameState, pieceId: string): TrooperState | undefined {
  const piece = own(state.pieces, pieceId);
  if (!piece) return undefined;
  const tid = own(state.secrets[piece.owner].trooperOfPiece, pieceId);
  return tid ? own(state.troopers, tid) : undefined;
}

/** The pieces that stand for one trooper, in placement order. */
export function piecesOfTrooper(state: GameState, trooper: TrooperState): PieceState[] {
  const links = state.secrets[trooper.owner].trooperOfPiece;
  return state.pieceOrder.filter((id) => links[id] === trooper.id).flatMap((id) => state.pieces[id] ?? []);
}

/** The owner's name for its own piece: its profile name, and the form when it is a marker. */
export function ownerName(state: GameState, piece: PieceState): string {
  const t = trooperOf(state, piece.id);
  if (!t) return publicName(piece);
  return isMarker(piece.kind) ? `${t.profile.name} (${piece.kind} marker)` : t.profile.name;
}

export function toPlaced(piece: PieceState, name: string): PlacedPiece {
  return { id: piece.id, owner: piece.owner, kind: piece.kind, name, x: piece.x, y: piece.y, r: piece.r };
}

/**
 * Checks a piece standing at `at` against the table, the scenery and every other piece
 * (rules/movement.ts). Other pieces are named by their public names only, so a message never
 * tells the acting seat who an enemy marker really is.
 */
export function checkPlacement(
  state: GameState,
  piece: PieceState,
  at: Point,
  extra: readonly PieceState[] = [],
): Violation[] {
  return validatePlacement(
    placementScene(state, piece.id, extra),
    toPlaced({ ...piece, x: at.x, y: at.y }, ownerName(state, piece)),
  );
}

/** The Coherency group a trooper's pieces form (RULES.md §3), or undefined for a lone piece. */
export function coherentGroup(state: GameState, trooper: TrooperState): CoherentGroup | undefined {
  const members = piecesOfTrooper(state, trooper);
  if (members.length < 2) return undefined;
  return {
    mode: hasReplicas(trooper) ? 'reference' : 'each',
    // Each with its level: Coherency is a ZoC, which reaches 8" up and down (D170).
    members: members.map((p) => {
      const { z, top } = standingOf(state, p);
      return { ...toPlaced(p, ownerName(state, p)), z, top };
    }),
    // The Decoy user's Model piece, whichever piece is real (RULES.md §10.6, decision D37).
    referenceId: decoyReference(members),
  };
}

/**
 * The piece Decoy Coherency is measured from: the user's Model (RULES.md §3, §10.6), never "the real
 * one", which would make a layout's legality give the secret away (decision D37).
 */
export function decoyReference(members: readonly { id: string; kind: string }[]): string | undefined {
  return (members.find((m) => m.kind === 'model') ?? members[0])?.id;
}

/** Each piece as others see it placed, kept with the piece object it was made from (never changed in place). */
const placedPieces = new WeakMap<PieceState, PlacedPiece>();

function publicPlaced(p: PieceState): PlacedPiece {
  let made = placedPieces.get(p);
  if (!made) {
    made = toPlaced(p, publicName(p));
    placedPieces.set(p, made);
  }
  return made;
}

/** Everything on the table but `exclude`, named publicly, plus the table and scenery. */
export function placementScene(
  state: GameState,
  exclude: string,
  extra: readonly PieceState[] = [],
): PlacementScene {
  const others: PlacedPiece[] = [];
  for (const id of state.pieceOrder) {
    const p = state.pieces[id];
    if (p && p.id !== exclude) others.push(publicPlaced(p));
  }
  for (const p of extra) if (p.id !== exclude) others.push(publicPlaced(p));
  return { table: state.setup.table, scenery: state.setup.scenery, others };
}

/**
 * Sets or clears Prone on every piece of a trooper (RULES.md §18.9): its Holoechoes and Decoy replicas
 * carry exactly its tokens (§10.4, §10.6), so a token never tells which piece is real.
 */
export function setProne(state: GameState, trooper: TrooperState, prone: boolean): GameState {
  const pieces = { ...state.pieces };
  for (const p of piecesOfTrooper(state, trooper))
    pieces[p.id] = { ...p, tokens: withProne(p.tokens, prone) };
  return { ...state, pieces };
}

/**
 * The pieces that act for an Order's lead: in an Order of several troopers (RULES.md §18.12) the
 * Spearhead's or the Team Leader's, who alone performs a CC Attack or a Discover and whose BS Attack
 * is the Order's (decisions D161, D162); otherwise every activated piece.
 */
export function leadPieceIds(order: Pick<OrderState, 'pieceIds' | 'team'>): string[] {
  return order.team?.members[0]?.pieceIds ?? order.pieceIds;
}

/** What a Mine is called for its owner: "Mine (placed by Sapper)" (decision D68). */
export function mineName(state: GameState, t: TrooperState): string {
  const by = t.deployable ? own(state.troopers, t.deployable.placedBy)?.profile.name : undefined;
  return by ? `Mine (placed by ${by})` : 'Mine';
}

/** The printed marker tokens of the "fixed40" option (RULES.md A18): 40 mm across. */
export const MARKER_TOKEN_MM = 40;

/** The radius of a marker token of a trooper of this Silhouette in this game (RULES.md A18). */
export function markerRadius(state: GameState, s: Silhouette): number {
  return state.setup.game?.markerTokens === 'fixed40' ? mmToInches(MARKER_TOKEN_MM) / 2 : baseRadiusInches(s);
}

/** The piece a trooper deployed in a form stands as. */
export const MAIN_KIND: Record<DeploymentForm, PieceKind> = {
  model: 'model',
  CAMO: 'CAMO',
  'IMP-1': 'IMP-1',
  'IMP-2': 'IMP-2',
  Holoecho: 'model',
  Decoy: 'model',
};

/**
 * The extra pieces a form brings: two Holoechoes (RULES.md §10.4), N Decoy replicas (§10.6), or for a
 * Decoy user in Marker form N markers of its own kind (seed 001, D47).
 */
export function extraKinds(profile: Profile, form: DeploymentForm): PieceKind[] {
  if (form === 'Holoecho') return ['HOLOECHO-1', 'HOLOECHO-2'];
  const count = hasSkill(profile, 'Decoy')?.count ?? 1;
  if (form === 'Decoy') return (['DECOY-1', 'DECOY-2'] as const).slice(0, count);
  if (bringsReplicas(profile, form)) return Array.from({ length: count }, () => MAIN_KIND[form]);
  return [];
}
