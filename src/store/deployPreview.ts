import {
  baseRadiusInches,
  deploymentArea,
  deploymentViolations,
  groupCoherencyViolations,
  impersonationDeployValue,
  infiltrationDeployValue,
  needsInfiltrationRoll,
  MINE_PROFILE,
  validateMinelayerSpot,
  needsImpersonationRoll,
  validatePlacement,
  violation,
  type PlacedPiece,
  type Point,
  type Violation,
} from '../rules/index.ts';
import type { View, ViewGhost, ViewTrooper } from '../engine/index.ts';
import type { DeployDraft } from './sessionStore.ts';

/**
 * What a placement is checked against from a seat's view: every piece it sees, and those of its own
 * written Hidden Deployment spots that `keep` lets through, named as written positions.
 */
export function obstacles(view: View, keep: (g: ViewGhost) => boolean): PlacedPiece[] {
  return [
    ...view.pieces.map((p) => ({
      id: p.id,
      owner: p.owner,
      kind: p.kind,
      name: p.label,
      x: p.x,
      y: p.y,
      r: p.r,
    })),
    ...view.ghosts.filter(keep).map((g) => ({
      id: g.id,
      owner: g.owner,
      kind: g.kind,
      name: `the written position of ${g.label}`,
      x: g.x,
      y: g.y,
      r: g.r,
    })),
  ];
}

export interface DeployPreview {
  trooper: ViewTrooper;
  at: Point;
  r: number;
  violations: Violation[];
  /**
   * A roll after placement will decide: an Impersonator reaching into the enemy zone (WIP, RULES.md
   * §10.3) or an Infiltration trooper in the enemy half (PH−3, §18.11.4). `says` is the verdict's text.
   */
  roll?: { sv: number; rule: 'impersonation' | 'infiltration' | 'combatJump'; says: string };
  /** What the readout says the trooper does here: deploys, or lands from Airborne Deployment. */
  verb?: 'deploy' | 'land';
}

/**
 * The live verdict while placing a trooper (ARCHITECTURE.md §4): the deployment rules of
 * rules/deployment.ts fed with the deploying seat's view only (its own written Hidden Deployment
 * spots included). The engine checks again on the whole truth when the trooper is placed.
 */
export function previewDeploy(
  view: View,
  draft: DeployDraft,
  at: Point,
  mineSpot: Point | null = null,
): DeployPreview | null {
  const seat = view.viewer;
  if (seat === 'referee' || seat === 'public' || view.phase.kind !== 'deployment') return null;
  const trooper = view.troopers.find((t) => t.id === draft.trooperId && t.owner === seat);
  if (!trooper) return null;
  const r = baseRadiusInches(trooper.profile.s);
  const mover: PlacedPiece = {
    id: '(placing)',
    owner: seat,
    kind: 'model',
    name: trooper.name,
    x: at.x,
    y: at.y,
    r,
  };
  const others = obstacles(view, (g) => g.trooperId !== trooper.id);
  const area = deploymentArea(draft.form, trooper.profile);
  const violations = [
    ...validatePlacement({ table: view.table, scenery: view.scenery, others }, mover),
    ...deploymentViolations(view.table, area, mover, others),
  ];
  // A Minelayer's Mine set beforehand must stay within its ZoC (RULES.md §18.7.5).
  const mine =
    mineSpot && trooper.profile.skills.some((k) => k.skill === 'Minelayer')
      ? { ...mineSpot, r: baseRadiusInches(MINE_PROFILE.s) }
      : null;
  if (mine) violations.push(...validateMinelayerSpot(mover, mine, trooper.name));
  if (view.phase.acting !== seat) {
    violations.unshift(violation('WRONG_SEAT', `Player ${String(view.phase.acting)} deploys now.`));
  }
  const preview: DeployPreview = { trooper, at, r, violations };
  if (area === 'impersonation' && needsImpersonationRoll(view.table, seat, mover)) {
    const sv = impersonationDeployValue(trooper.profile);
    preview.roll = {
      sv,
      rule: 'impersonation',
      says: `inside the enemy Deployment Zone, a WIP roll (${String(sv)}) decides`,
    };
  }
  // The Mine goes with its user: one in the enemy half makes the roll too (RULES.md §18.11.4).
  if (
    area === 'infiltration' &&
    [mover, ...(mine ? [mine] : [])].some((d) => needsInfiltrationRoll(view.table, seat, d))
  ) {
    const sv = infiltrationDeployValue(trooper.profile);
    preview.roll = {
      sv,
      rule: 'infiltration',
      says: `in the enemy half, a PH−3 roll (${String(sv)}) after placement decides`,
    };
  }
  return preview;
}

/**
 * The live verdict while dragging one of the viewer's written Hidden Deployment spots: the same
 * rules as the engine's `moveHidden`, from the viewer's view (its pieces, ghosts and table).
 */
export function previewHidden(view: View, ghostId: string, at: Point): Violation[] | null {
  const ghost = view.ghosts.find((g) => g.id === ghostId);
  if (!ghost) return null;
  const mover: PlacedPiece = {
    id: ghost.id,
    owner: ghost.owner,
    kind: ghost.kind,
    name: ghost.label,
    x: at.x,
    y: at.y,
    r: ghost.r,
  };
  const siblings = view.ghosts
    .filter((g) => g.trooperId === ghost.trooperId && g.id !== ghost.id)
    .map((g) => ({ id: g.id, owner: g.owner, kind: g.kind, name: g.label, x: g.x, y: g.y, r: g.r }));
  const others = obstacles(view, (g) => g.id !== ghost.id);
  return [
    ...validatePlacement({ table: view.table, scenery: view.scenery, others }, mover),
    ...deploymentViolations(view.table, 'own-zone', mover, others),
    ...(siblings.length ? groupCoherencyViolations({ mode: 'each', members: [mover, ...siblings] }) : []),
  ];
}
