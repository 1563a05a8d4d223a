import { EPS } from '../geometry/units.ts';
import type { Point } from '../geometry/vec.ts';
import { inContact } from './contact.ts';
import { reachesInto } from './deployment.ts';
import { validateMove, type PlacedPiece, type PlacementScene } from './movement.ts';
import { deploymentZone } from './table.ts';
import { otherSeat } from './pieces.ts';
import type { ImpetuousMove } from './impetuous.ts';

/**
 * The forced movement of an Impetuous activation measured on a table (RULES.md §18.10.1, decision D77),
 * from public facts only: where the pieces stand and which are enemy Models. The engine measures it on
 * the truth, the drag preview and the "forced Move" button on the active seat's view; both see the same
 * pieces, so they agree.
 */
export interface ImpetuousTable {
  scene: PlacementScene;
  mover: PlacedPiece;
  /** The Move's allowance in this Order (the first or second MOV value, never halved), inches. */
  limit: number;
  /** An Immobilized-A piece cannot move at all (RULES.md §12). */
  immobilized: boolean;
}

/** The straight line towards the enemy Deployment Zone: +y for Player A, −y for Player B. */
function aheadOf(t: ImpetuousTable): number {
  return t.mover.owner === 'A' ? 1 : -1;
}

/** The enemy Models an Impetuous Move may seek contact with (decision D77): markers are not Models. */
function enemyModels(t: ImpetuousTable): PlacedPiece[] {
  return t.scene.others.filter((p) => p.owner !== t.mover.owner && p.kind === 'model');
}

/** Where the piece may legally stand after a Move of at most `limit` (the usual one verdict, §5.2). */
function legal(t: ImpetuousTable, to: Point): boolean {
  const d = Math.hypot(to.x - t.mover.x, to.y - t.mover.y);
  if (d > t.limit + EPS || (d > 0 && t.immobilized)) return false;
  return validateMove({ scene: t.scene, mover: t.mover, to, movement: null }).violations.length === 0;
}

/** The contact points of enemy Models a straight Move can reach, nearest first (§18.10.1). */
export function impetuousContactSpots(t: ImpetuousTable): Point[] {
  const m = t.mover;
  return enemyModels(t)
    .map((e) => {
      const dist = Math.hypot(e.x - m.x, e.y - m.y) || 1;
      const gap = Math.max(0, dist - m.r - e.r);
      const k = gap / dist;
      return { gap, at: { x: m.x + (e.x - m.x) * k, y: m.y + (e.y - m.y) * k } };
    })
    .filter((c) => c.gap <= t.limit + EPS && legal(t, c.at))
    .sort((a, b) => a.gap - b.gap)
    .map((c) => c.at);
}

/** How far a straight Move towards the enemy Deployment Zone can legally go, tried in 0.05" steps. */
export function impetuousAheadReach(t: ImpetuousTable): number {
  const dir = aheadOf(t);
  const step = 0.05;
  for (let k = 0; t.limit - k * step > EPS; k++) {
    const d = t.limit - k * step;
    if (legal(t, { x: t.mover.x, y: t.mover.y + dir * d })) return d;
  }
  return 0;
}

/**
 * The Move an Impetuous activation is pushed to (RULES.md §18.10.1): into contact with the nearest enemy
 * Model it can reach, or straight towards the enemy Deployment Zone as far as the table allows (where it
 * stands when blocked). Always legal. Example: MOV 4, nothing in reach or in the way → 4" straight ahead.
 */
export function forcedImpetuousMove(t: ImpetuousTable): Point {
  const contact = impetuousContactSpots(t)[0];
  return contact ?? { x: t.mover.x, y: t.mover.y + aheadOf(t) * impetuousAheadReach(t) };
}

/** What `impetuousMoveProblem` judges of a Move of this piece to `to` (RULES.md §18.10.1). */
export function measureImpetuousMove(t: ImpetuousTable, to: Point): ImpetuousMove {
  const m = t.mover;
  const enemyZone = deploymentZone(t.scene.table, otherSeat(m.owner));
  const moved = { ...m, x: to.x, y: to.y };
  return {
    length: Math.hypot(to.x - m.x, to.y - m.y),
    ahead: impetuousAheadReach(t),
    progress: aheadOf(t) * (to.y - m.y),
    contactPossible: impetuousContactSpots(t).length > 0,
    endsInContact: enemyModels(t).some((e) => inContact(moved, e)),
    startsInEnemyZone: reachesInto(enemyZone, m),
    endsInEnemyZone: reachesInto(enemyZone, moved),
  };
}
