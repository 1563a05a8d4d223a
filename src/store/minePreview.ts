import {
  baseRadiusInches,
  deploymentViolations,
  inTriggerRange,
  MINE_PROFILE,
  mineNeedsIntuitive,
  SMALL_TEARDROP_LENGTH,
  validateDeployableContact,
  validateMineAmongMarkers,
  validateMinelayerSpot,
  validatePlacement,
  type PlacedPiece,
  type Point,
  type Violation,
} from '../rules/index.ts';
import type { View, ViewPiece } from '../engine/index.ts';
import { obstacles } from './deployPreview.ts';

/**
 * The live verdict of a Mine's spot (RULES.md §18.7.1, §18.7.5, §18.7.6), from the placing seat's view
 * only: at deployment where it may stand in the own zone; in play touching the user (its route in the
 * Active Turn) and whether an enemy CAMO marker in its trigger area asks for an Intuitive Attack. The
 * engine checks again on the truth (Total Cover from the Mine included) when it is declared.
 */
export interface MinePreview {
  at: Point;
  r: number;
  /** How far the trigger area reaches from the base (the Small Teardrop's length). */
  reach: number;
  violations: Violation[];
  /** In the Active Turn: only an Intuitive Attack places it here (RULES.md §18.7.6). */
  intuitive: boolean;
}

/** The Mine's disc for the checks: S2, as every Mine's CAMO marker (RULES.md §10.1). */
export const MINE_RADIUS = baseRadiusInches(MINE_PROFILE.s);

function mover(view: View, at: Point): PlacedPiece {
  const seat = view.viewer === 'B' ? 'B' : 'A';
  return { id: '(mine)', owner: seat, kind: 'CAMO', name: 'the Mine', x: at.x, y: at.y, r: MINE_RADIUS };
}

/** The enemy pieces inside the trigger area of a Mine at `at`, by kind (public facts). */
function kindsInside(view: View, at: Point) {
  const disc = { x: at.x, y: at.y, r: MINE_RADIUS };
  return view.pieces.filter((p) => p.owner !== view.viewer && inTriggerRange(disc, p)).map((p) => p.kind);
}

/** The piece that performs the skill: the activated (or reacting) piece that is the trooper itself. */
function userPiece(view: View, ids: readonly string[]): ViewPiece | undefined {
  const pieces = ids.flatMap((id) => view.pieces.find((p) => p.id === id) ?? []);
  return pieces.find((p) => p.real === true) ?? pieces[0];
}

/**
 * The Mine spot's verdict now: at deployment (`deployAt`: where the Minelayer is to stand, if known),
 * in the Active Turn for the activated trooper, or in ARO for `reactorId`. Null when no Mine is placed
 * from this screen now.
 */
export function previewMine(
  view: View,
  at: Point,
  o: { reactorId?: string; deployAt?: Point; deployR?: number; name?: string } = {},
): MinePreview | null {
  const seat = view.viewer;
  if (seat !== 'A' && seat !== 'B') return null;
  const m = mover(view, at);
  const base = validatePlacement(
    { table: view.table, scenery: view.scenery, others: obstacles(view, () => true) },
    m,
  );
  const out: MinePreview = {
    at,
    r: MINE_RADIUS,
    reach: SMALL_TEARDROP_LENGTH,
    violations: base,
    intuitive: false,
  };
  if (view.phase.kind === 'deployment') {
    out.violations.push(
      ...deploymentViolations(
        view.table,
        'own-zone',
        m,
        obstacles(view, () => true),
      ),
    );
    if (o.deployAt) {
      const user = { ...o.deployAt, r: o.deployR ?? MINE_RADIUS };
      out.violations.push(...validateMinelayerSpot(user, m, o.name ?? 'The Minelayer'));
    }
    return out;
  }
  const order = view.phase.order;
  if (!order) return null;
  const inside = kindsInside(view, at);
  if (o.reactorId) {
    const user = userPiece(view, [o.reactorId]);
    if (!user) return null;
    out.violations.push(
      ...validateDeployableContact([user], user.r, m, user.label),
      ...validateMineAmongMarkers(inside, false, true),
    );
    return out;
  }
  const user = userPiece(view, order.pieceIds);
  if (!user) return null;
  const legs = order.paths.filter((p) => p.pieceId === user.id).flatMap((p) => [p.from, p.to]);
  out.violations.push(...validateDeployableContact(legs.length ? legs : [user], user.r, m, user.label));
  out.intuitive = mineNeedsIntuitive(inside);
  return out;
}

/** The text twin of a Mine spot's verdict (the status line). */
export function describeMineSpot(p: MinePreview): string {
  const where = `(${p.at.x.toFixed(1)}, ${p.at.y.toFixed(1)})`;
  if (p.violations.length)
    return `The Mine cannot go at ${where}: ${p.violations.map((v) => v.message).join(' ')}`;
  if (p.intuitive)
    return `The Mine may go at ${where} only as an Intuitive Attack: an enemy CAMO marker, and no other enemy, is inside its trigger area.`;
  return `The Mine may go at ${where}; its trigger area reaches ${String(p.reach)}" from its base.`;
}
