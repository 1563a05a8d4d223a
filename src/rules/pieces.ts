/**
 * What can stand on the table (ARCHITECTURE.md §3): a model or one of the marker kinds.
 * One table of public properties per kind, so a rule asks the table, not a string test.
 */
export const MARKER_KINDS = [
  'CAMO',
  'IMP-1',
  'IMP-2',
  'HOLOECHO-1',
  'HOLOECHO-2',
  'DECOY-1',
  'DECOY-2',
  'MINE',
] as const;
export type MarkerKind = (typeof MARKER_KINDS)[number];
export type PieceKind = 'model' | MarkerKind;
export const PIECE_KINDS: readonly PieceKind[] = ['model', ...MARKER_KINDS];

export interface KindRules {
  /** LoF arc (RULES.md §4.1). */
  arc: 180 | 360;
  /** Blocks LoF like a Model (RULES.md §4.2, decision A8). */
  blocksLoF: boolean;
  /** Nobody may enter Silhouette contact with an enemy piece of this kind (RULES.md §10.1, §10.3). */
  forbidsEnemyContact: boolean;
  /** How the kind is named to players. */
  label: string;
}

export const KIND_RULES: Readonly<Record<PieceKind, KindRules>> = {
  model: { arc: 180, blocksLoF: true, forbidsEnemyContact: false, label: 'Model' },
  CAMO: { arc: 360, blocksLoF: false, forbidsEnemyContact: true, label: 'Camouflage marker' },
  'IMP-1': { arc: 360, blocksLoF: false, forbidsEnemyContact: true, label: 'Impersonation-1 marker' },
  'IMP-2': { arc: 360, blocksLoF: false, forbidsEnemyContact: true, label: 'Impersonation-2 marker' },
  'HOLOECHO-1': { arc: 180, blocksLoF: true, forbidsEnemyContact: false, label: 'Holoecho-1 marker' },
  'HOLOECHO-2': { arc: 180, blocksLoF: true, forbidsEnemyContact: false, label: 'Holoecho-2 marker' },
  'DECOY-1': { arc: 180, blocksLoF: true, forbidsEnemyContact: false, label: 'Decoy-1 marker' },
  'DECOY-2': { arc: 180, blocksLoF: true, forbidsEnemyContact: false, label: 'Decoy-2 marker' },
  // A Discovered Mine (RULES.md §18.7, W-MINES: "Replace the Camouflage Marker with a Mine Token").
  MINE: { arc: 360, blocksLoF: false, forbidsEnemyContact: false, label: 'Mine token' },
};

export function isPieceKind(k: unknown): k is PieceKind {
  return typeof k === 'string' && (PIECE_KINDS as readonly string[]).includes(k);
}

export function isMarker(kind: PieceKind): kind is MarkerKind {
  return kind !== 'model';
}

/** The Mimetism MOD a CAMO marker may show (RULES.md §10.1): public, printed on the marker. */
export type MimetismLabel = -3 | -6;

export type Seat = 'A' | 'B';
export const SEATS: readonly Seat[] = ['A', 'B'];
export function otherSeat(seat: Seat): Seat {
  return seat === 'A' ? 'B' : 'A';
}
