import { EPS, atMost, type Inches } from '../geometry/units.ts';
import type { Disc } from '../geometry/disc.ts';
import type { Point } from '../geometry/vec.ts';
import { coherencyFailures, referenceCoherencyFailures } from './coherency.ts';
import { discPenetration } from '../geometry/polygon.ts';
import { overlaps, touchesOrOverlaps } from './contact.ts';
import { KIND_RULES, type PieceKind, type Seat } from './pieces.ts';
import type { Scenery, TableSpec } from './table.ts';
import { violation, type Violation } from './violations.ts';

/** Which part of the MOV a distance uses (RULES.md §5.2): up to the first value, the sum, or beyond. */
export type MoveBand = 'first' | 'second' | 'beyond';

/** Example: MOV 4-4: 3.9" → first, 4.0" → first, 6" → second, 8.02" → beyond. EPS on each bound. */
export function moveBand(distance: Inches, mov: readonly [number, number]): MoveBand {
  if (atMost(distance, mov[0] + EPS)) return 'first';
  if (atMost(distance, mov[0] + mov[1] + EPS)) return 'second';
  return 'beyond';
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
  for (const s of scene.scenery) {
    if (s.height === 'tall' && !atMost(discPenetration(mover, s.polygon), EPS)) {
      out.push(
        violation('INSIDE_TALL_SCENERY', `${mover.name} would stand inside ${s.name}, which is solid.`, [
          mover.id,
          s.id,
        ]),
      );
    }
  }
  for (const o of scene.others) {
    const enemyMarker = o.owner !== mover.owner && KIND_RULES[o.kind].forbidsEnemyContact;
    if (enemyMarker && touchesOrOverlaps(mover, o)) {
      out.push(
        violation(
          'CONTACT_WITH_ENEMY_MARKER',
          `${mover.name} may not touch the enemy ${o.kind} marker: nobody may enter Silhouette contact with an enemy ${o.kind} marker (RULES.md ${o.kind === 'CAMO' ? '§10.1' : '§10.3'}).`,
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
      `${what} (RULES.md §3): ${failing.map((m) => m.name).join(', ')} would be out of Coherency.`,
      failing.map((m) => m.id),
    ),
  ];
}

export interface MoveCheck {
  scene: PlacementScene;
  mover: PlacedPiece;
  to: Point;
  /** The trooper's MOV; unknown for a piece the viewer does not own. */
  mov?: readonly [number, number];
  limit: 'mov' | 'free';
  group?: CoherentGroup;
}

export interface MoveVerdict {
  distance: Inches;
  band: MoveBand | null;
  violations: Violation[];
}

/**
 * Checks a straight move of one piece (RULES.md §5.2 distance, §1.4 bases, §10.1/§10.3 contact,
 * §3 Coherency). Used by the engine on the truth and by drag previews on a seat's view.
 */
export function validateMove(c: MoveCheck): MoveVerdict {
  const distance = Math.hypot(c.to.x - c.mover.x, c.to.y - c.mover.y);
  const band = c.mov ? moveBand(distance, c.mov) : null;
  const violations: Violation[] = [];
  if (c.limit === 'mov' && c.mov && band === 'beyond') {
    const [m1, m2] = c.mov;
    violations.push(
      violation(
        'MOVE_TOO_LONG',
        `${c.mover.name} may move at most ${String(m1 + m2)}" (MOV ${String(m1)}-${String(m2)}); this move is ${distance.toFixed(1)}" (RULES.md §5.2).`,
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
        members: c.group.members.map((m) => (m.id === moved.id ? moved : m)),
      }),
    );
  }
  return { distance, band, violations };
}
