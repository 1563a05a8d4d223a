import { EPS, atMost, type Inches } from '../geometry/units.ts';
import { formatDistance, isWithin } from './distances.ts';
import type { Disc } from '../geometry/disc.ts';
import type { Point } from '../geometry/vec.ts';
import { coherencyFailures, referenceCoherencyFailures } from './coherency.ts';
import { discPenetration } from '../geometry/polygon.ts';
import { isStanding, overlaps, touchesOrOverlaps } from './contact.ts';
import { KIND_RULES, type PieceKind, type Seat } from './pieces.ts';
import type { Scenery, TableSpec } from './table.ts';
import { violation, type Violation } from './violations.ts';
import { withRule, type RuleId } from './ruleRefs.ts';
import { elevationAt, levelText, sameLevel, sceneryTop } from './elevation.ts';

/** Which part of the MOV a distance uses (RULES.md §5.2): up to the first value, the sum, or beyond. */
export type MoveBand = 'first' | 'second' | 'beyond';

/** Example: MOV 4-4: 3.9" → first, 4.0" → first, 6" → second, 8.02" → beyond. EPS on each bound. */
export function moveBand(distance: Inches, mov: readonly [number, number]): MoveBand {
  if (isWithin(distance, mov[0])) return 'first';
  if (isWithin(distance, mov[0] + mov[1])) return 'second';
  return 'beyond';
}

/** The open token of a model that does not fit where its marker stood: it cannot move (RULES.md §12). */
export const IMMOBILIZED_A = 'Immobilized-A';

/**
 * The open token of a trooper a Carbonite hit left Immobilized-B (RULES.md §18.13, decision D145): it
 * declares no skill, attack or ARO but Reset (at `IMMOBILIZED_B_RESET_MOD`); a successful Reset ends it.
 */
export const IMMOBILIZED_B = 'Immobilized-B';

/** The WIP MOD of a Reset declared in Immobilized-B State (the N4 state page: "applying a −3 WIP MOD"). */
export const IMMOBILIZED_B_RESET_MOD = -3;

/** How far a successful Dodge moves the trooper, at most (RULES.md §6.4). */
export const DODGE_MOVE: Inches = 2;

/**
 * The movement a distance is checked for: a Move (the first or the second of its Order, RULES.md
 * §5.2), Cautious Movement (§6.3), a Dodge's move (§6.4), or a move on the free table (decision D7:
 * `limit: 'mov'` allows both MOV values, `'free'` nothing).
 */
export type Movement =
  | { skill: 'move'; nth: 0 | 1 }
  | { skill: 'cautiousMove' }
  | { skill: 'dodge' }
  | { skill: 'free'; limit: 'mov' | 'free' };

/** How far one movement may go, and what to call that limit in a message. */
export interface MoveAllowance {
  inches: Inches;
  /** "this Move (the first MOV value)", "a Dodge", "MOV 4-2". */
  what: string;
  /** The rule that sets the limit. */
  rule: RuleId;
}

/**
 * How far a movement may go (RULES.md §5.2, §6.3, §6.4, D7), or null when nothing limits it (a free
 * move) or the MOV is unknown (a piece the viewer does not own). Example: MOV 4-2, the second Move → 2".
 * `prone`: the trooper moves Prone, which halves the distance (§18.9.2; decision D55 says when).
 */
export function moveAllowance(
  m: Movement,
  mov: readonly [number, number] | undefined,
  prone = false,
): MoveAllowance | null {
  const full = fullAllowance(m, mov);
  if (!full || !prone) return full;
  // Prone halves movement distances (RULES.md §18.9.2): MOV 4-4, a Prone Move → 2".
  return { inches: full.inches / 2, what: `${full.what}, halved while Prone`, rule: 'prone' };
}

function fullAllowance(m: Movement, mov: readonly [number, number] | undefined): MoveAllowance | null {
  if (m.skill === 'dodge') return { inches: DODGE_MOVE, what: 'a Dodge', rule: 'dodge' };
  if (!mov) return null;
  const [m1, m2] = mov;
  switch (m.skill) {
    case 'free':
      return m.limit === 'mov'
        ? { inches: m1 + m2, what: `MOV ${String(m1)}-${String(m2)}`, rule: 'move' }
        : null;
    case 'cautiousMove':
      return { inches: m1, what: 'Cautious Movement (the first MOV value)', rule: 'cautiousMove' };
    case 'move':
      return m.nth === 0
        ? { inches: m1, what: 'this Move (the first MOV value)', rule: 'move' }
        : { inches: m2, what: 'this second Move (the second MOV value)', rule: 'move' };
  }
}

/**
 * The movement a skill declared now in an Order makes (RULES.md §5.2): a Move is the Order's second
 * Move only when a Move was declared before it (decision: BS Attack then Move is the first Move).
 */
export function orderMovement(
  skill: 'move' | 'cautiousMove',
  earlier: readonly string[],
): Extract<Movement, { skill: 'move' | 'cautiousMove' }> {
  if (skill === 'cautiousMove') return { skill };
  return { skill, nth: earlier.includes('move') ? 1 : 0 };
}

/**
 * Where a drag toward `to` stops under an allowance: `to` itself when within it, otherwise the point
 * on the straight line from `from` toward `to` at exactly the allowance, which `isWithin` accepts.
 * Example: from (0, 0) toward (0, 7) with 4" → (0, 4).
 */
export function clampMove(from: Point, to: Point, allowance: MoveAllowance | null): Point {
  const distance = Math.hypot(to.x - from.x, to.y - from.y);
  if (!allowance || isWithin(distance, allowance.inches)) return to;
  const k = allowance.inches / distance;
  return { x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k };
}

/** A piece as the placement check needs it: its base, its side, its kind and a name for messages. */
export interface PlacedPiece extends Disc {
  id: string;
  owner: Seat;
  kind: PieceKind;
  name: string;
}

export interface PlacementScene {
  table: TableSpec;
  scenery: readonly Scenery[];
  /** Everything else on the table (the mover excluded). */
  others: readonly PlacedPiece[];
}

/** The whole base lies on the table (RULES.md §5.2: a trooper must end on a surface). */
export function isOnTable(table: TableSpec, d: Disc): boolean {
  return (
    atMost(-EPS, d.x - d.r) &&
    atMost(-EPS, d.y - d.r) &&
    atMost(d.x + d.r, table.width + EPS) &&
    atMost(d.y + d.r, table.depth + EPS)
  );
}

/**
 * Where may this base stand? Returns every broken rule (empty when legal):
 * off the table; inside tall scenery (decision A7: tall pieces are solid); overlapping another base
 * (RULES.md §1.4); Silhouette contact with an enemy CAMO or IMP marker (RULES.md §10.1, §10.3, T8).
 */
export function validatePlacement(scene: PlacementScene, mover: PlacedPiece): Violation[] {
  const out: Violation[] = [];
  if (!isOnTable(scene.table, mover)) {
    out.push(violation('OFF_TABLE', `${mover.name} would leave the table.`, [mover.id]));
  }
  // A base on a roof stands over the scenery under it (D168): only what rises above its level is solid.
  const level = elevationAt(scene.scenery, mover);
  for (const s of scene.scenery) {
    if (
      s.height === 'tall' &&
      sceneryTop(s) > level + EPS &&
      !atMost(discPenetration(mover, s.polygon), EPS)
    ) {
      out.push(
        violation('INSIDE_TALL_SCENERY', `${mover.name} would stand inside ${s.name}, which is solid.`, [
          mover.id,
          s.id,
        ]),
      );
    }
  }
  for (const o of scene.others) {
    // Bases on different levels never touch (D168).
    if (!sameLevel(level, elevationAt(scene.scenery, o))) continue;
    const enemyMarker = o.owner !== mover.owner && KIND_RULES[o.kind].forbidsEnemyContact;
    if (enemyMarker && touchesOrOverlaps(mover, o)) {
      out.push(
        violation(
          'CONTACT_WITH_ENEMY_MARKER',
          withRule(
            `${mover.name} may not touch the enemy ${o.kind} marker: nobody may enter Silhouette contact with an enemy ${o.kind} marker.`,
            o.kind === 'CAMO' ? 'camouflaged' : 'impersonation',
          ),
          [mover.id, o.id],
        ),
      );
    } else if (overlaps(mover, o)) {
      out.push(
        violation('OVERLAPS_BASE', `${mover.name} would overlap the base of ${o.name}.`, [mover.id, o.id]),
      );
    }
  }
  return out;
}

/** A group member moved to `to`, at the level `z` it reaches there when the member carries its level. */
function atLevel(member: PlacedPiece, to: PlacedPiece, z: number): PlacedPiece {
  if (!isStanding(member)) return to;
  return { ...to, z, top: z + (member.top - member.z) } as PlacedPiece;
}

/** A trooper's own pieces that must keep Coherency (RULES.md §3). */
export interface CoherentGroup {
  /** 'each': every member needs a partner within 8" (Holoecho); 'reference': within 8" of the reference (Decoy). */
  mode: 'each' | 'reference';
  members: readonly PlacedPiece[];
  referenceId?: string;
}

/** Coherency violations of a group (RULES.md §3, decision A26); names come from the members. */
export function groupCoherencyViolations(group: CoherentGroup): Violation[] {
  if (group.members.length < 2) return [];
  let failing: PlacedPiece[];
  if (group.mode === 'reference') {
    const ref = group.members.find((m) => m.id === group.referenceId);
    if (!ref) return [];
    const others = group.members.filter((m) => m !== ref);
    failing = referenceCoherencyFailures(ref, others).flatMap((i) => others[i] ?? []);
  } else {
    failing = coherencyFailures([...group.members]).flatMap((i) => group.members[i] ?? []);
  }
  if (!failing.length) return [];
  const what =
    group.mode === 'reference'
      ? 'Decoy replicas must stay within 8" of the user'
      : 'Each Holoecho needs another within 8"';
  return [
    violation(
      'OUT_OF_COHERENCY',
      withRule(`${what}: ${failing.map((m) => m.name).join(', ')} would be out of Coherency.`, 'coherency'),
      failing.map((m) => m.id),
    ),
  ];
}

export interface MoveCheck {
  scene: PlacementScene;
  mover: PlacedPiece;
  to: Point;
  /** Which movement this is; null when no distance applies (a deployment adjustment, §11.2). */
  movement: Movement | null;
  /** The trooper's MOV; unknown for a piece the viewer does not own. */
  mov?: readonly [number, number];
  group?: CoherentGroup;
  /** The piece may not move at all (Immobilized-A after a replacement, RULES.md §12). */
  immobilized?: boolean;
  /** The trooper moves Prone: its distances are halved (RULES.md §18.9.2, `movesProne`). */
  prone?: boolean;
  /**
   * The players agree the piece climbs, jumps or drops to another level, which the table does not play
   * (D169): the change of level is allowed and its height counts in the distance.
   */
  byAgreement?: boolean;
}

export interface MoveVerdict {
  distance: Inches;
  /** How far this movement may go, or null when nothing limits it. */
  allowance: MoveAllowance | null;
  /** On the free table, which part of the MOV the distance uses (D7); null elsewhere. */
  band: MoveBand | null;
  violations: Violation[];
}

/**
 * Checks a straight move of one piece (RULES.md §5.2 distance, §6.3, §6.4, §12 Immobilized-A, §1.4
 * bases, §10.1/§10.3 contact, §3 Coherency). The one verdict on a move: the engine calls it on the
 * truth for a declared Move, Cautious Movement, Dodge or free move, and drag previews call it on a
 * seat's view with the same movement, so both compare and round the distance the same way.
 */
export function validateMove(c: MoveCheck): MoveVerdict {
  const from = elevationAt(c.scene.scenery, c.mover);
  const onto = elevationAt(c.scene.scenery, c.to);
  const climb = Math.abs(onto - from);
  const distance = Math.hypot(c.to.x - c.mover.x, c.to.y - c.mover.y) + (c.byAgreement ? climb : 0);
  const allowance = c.movement ? moveAllowance(c.movement, c.mov, c.prone) : null;
  const band = c.movement?.skill === 'free' && c.mov ? moveBand(distance, c.mov) : null;
  const violations: Violation[] = [];
  if (c.immobilized && distance > 0) {
    violations.push(
      violation(
        'REQUIREMENT_NOT_MET',
        withRule(
          `${c.mover.name} is ${IMMOBILIZED_A}: it cannot move until the space around it changes.`,
          'replacement',
        ),
        [c.mover.id],
      ),
    );
  }
  if (allowance && !isWithin(distance, allowance.inches)) {
    violations.push(
      violation(
        'MOVE_TOO_LONG',
        withRule(
          `${c.mover.name} may move at most ${String(allowance.inches)}" with ${allowance.what}; this move is ${formatDistance(distance)}.`,
          allowance.rule,
        ),
        [c.mover.id],
      ),
    );
  }
  if (c.movement && !sameLevel(from, onto) && !c.byAgreement) {
    violations.push(
      violation(
        'CHANGES_LEVEL',
        withRule(
          `${c.mover.name} would go from ${levelText(from)} to ${levelText(onto)}: climbing, jumping and falling are not played on this table, so the players may place it there by agreement.`,
          'levels',
        ),
        [c.mover.id],
      ),
    );
  }
  const moved = { ...c.mover, x: c.to.x, y: c.to.y };
  violations.push(...validatePlacement(c.scene, moved));
  if (c.group) {
    violations.push(
      ...groupCoherencyViolations({
        ...c.group,
        members: c.group.members.map((m) => (m.id === moved.id ? atLevel(m, moved, onto) : m)),
      }),
    );
  }
  return { distance, allowance, band, violations };
}
