import type { ViewPiece } from '../../engine/index.ts';

/** The troopers standing as more than one piece in this view (a Holoecho or Decoy group, to its owner). */
export function groupedTroopers(pieces: readonly ViewPiece[]): Set<string> {
  const seen = new Set<string>();
  const grouped = new Set<string>();
  for (const p of pieces) {
    if (p.trooperId === undefined) continue;
    if (seen.has(p.trooperId)) grouped.add(p.trooperId);
    seen.add(p.trooperId);
  }
  return grouped;
}

/**
 * What the owner calls a piece of a group that is not the trooper itself: a Decoy user's replicas, or
 * a Holoecho's false echoes. Never "decoy" for a Holoecho, which players would take for the Decoy skill.
 */
export function falsePieceName(piece: Pick<ViewPiece, 'decoyUser'>): 'replica' | 'false echo' {
  return piece.decoyUser ? 'replica' : 'false echo';
}

/**
 * The caption under a piece: a model's name; a marker's trooper where the viewer knows it. To its
 * owner, every piece of a group (Holoecho, Decoy) says which it is, the same way whatever its kind:
 * "· real" on the trooper itself, "· false echo" or "· replica" on the others. The opponent never
 * knows `real`, so its captions say neither.
 */
export function captionOf(piece: ViewPiece, grouped = false, number?: number): string {
  const model = number === undefined ? piece.label : `${piece.label} ${String(number)}`;
  const name = piece.kind === 'model' ? model : (piece.profile?.name ?? '');
  if (!name || piece.real === undefined) return name;
  if (!piece.real) return `${name} · ${falsePieceName(piece)}`;
  return grouped ? `${name} · real` : name;
}

const numbered = new WeakMap<readonly ViewPiece[], Map<string, number>>();

/**
 * Two models of one side with the same name are told apart by a number (issue 31, decision D200):
 * "Line Trooper 1", "Line Trooper 2". Only models are numbered, as both seats see them, in the order
 * of their pieces' ids, so both seats number the same models alike. A marker's own caption (its
 * trooper's name, to its owner) is not numbered: its number would count what the opponent cannot.
 */
export function sameNameNumbers(pieces: readonly ViewPiece[]): ReadonlyMap<string, number> {
  const known = numbered.get(pieces);
  if (known) return known;
  const groups = new Map<string, ViewPiece[]>();
  for (const p of pieces) {
    if (p.kind !== 'model') continue;
    const key = `${p.owner}\u0000${p.label}`;
    const group = groups.get(key);
    if (group) group.push(p);
    else groups.set(key, [p]);
  }
  const numbers = new Map<string, number>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    group
      .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }))
      .forEach((p, i) => numbers.set(p.id, i + 1));
  }
  numbered.set(pieces, numbers);
  return numbers;
}

/** A piece's name as the screen shows it: a model's numbered when another of its side shares it. */
export function shownName(pieces: readonly ViewPiece[], piece: ViewPiece): string {
  const n = sameNameNumbers(pieces).get(piece.id);
  return n === undefined ? piece.label : `${piece.label} ${String(n)}`;
}
