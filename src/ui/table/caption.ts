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
export function captionOf(piece: ViewPiece, grouped = false): string {
  const name = piece.kind === 'model' ? piece.label : (piece.profile?.name ?? '');
  if (!name || piece.real === undefined) return name;
  if (!piece.real) return `${name} · ${falsePieceName(piece)}`;
  return grouped ? `${name} · real` : name;
}
