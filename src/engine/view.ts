import {
  KIND_RULES,
  publicProfile,
  type MimetismLabel,
  type PieceKind,
  type Profile,
  type Scenery,
  type Seat,
  type Silhouette,
  type TableSpec,
} from '../rules/index.ts';
import { findProfile } from './roster.ts';
import { own } from './records.ts';
import type { GameState, PieceState } from './types.ts';
import { ownerName, publicName } from './pieces.ts';

export type Viewer = Seat | 'referee';

/** One piece as a viewer may know it. Optional fields are absent when the viewer may not know them. */
export interface ViewPiece {
  id: string;
  owner: Seat;
  kind: PieceKind;
  x: number;
  y: number;
  facing: number;
  s: Silhouette;
  r: number;
  arc: 180 | 360;
  tokens: string[];
  mimetism?: MimetismLabel;
  /** The name this viewer may read: a trooper's name, or only "CAMO marker". */
  label: string;
  /** The profile this viewer may read (own troopers, models showing a profile, the referee). */
  profile?: Profile;
  /** Own pieces only: the trooper they stand for, to draw links between its pieces. */
  trooperId?: string;
  /** Own pieces only: whether this is the real trooper of its group. */
  real?: boolean;
}

export interface ViewLogLine {
  seq: number;
  text: string;
}

export interface View {
  viewer: Viewer;
  table: TableSpec;
  scenery: Scenery[];
  pieces: ViewPiece[];
  log: ViewLogLine[];
}

/** Fields anybody may see on any piece (RULES.md §10.7), copied by allow-list. */
function publicPiece(p: PieceState): ViewPiece {
  const v: ViewPiece = {
    id: p.id,
    owner: p.owner,
    kind: p.kind,
    x: p.x,
    y: p.y,
    facing: p.facing,
    s: p.s,
    r: p.r,
    arc: KIND_RULES[p.kind].arc,
    tokens: [...p.tokens],
    label: publicName(p),
  };
  if (p.mimetism !== undefined) v.mimetism = p.mimetism;
  if (p.kind === 'model' && p.shows) {
    const shown = findProfile(p.shows.profileId);
    if (shown) v.profile = publicProfile(shown);
  }
  return v;
}

/** Adds what the owner (or the referee) knows about its own piece. */
function knownPiece(state: GameState, p: PieceState): ViewPiece {
  const v = publicPiece(p);
  const tid = own(state.secrets[p.owner].trooperOfPiece, p.id);
  const trooper = tid ? own(state.troopers, tid) : undefined;
  if (!trooper) return v;
  v.label = ownerName(state, p);
  v.profile = structuredClone(trooper.profile);
  v.trooperId = trooper.id;
  v.real = state.secrets[p.owner].realPieceOf[trooper.id] === p.id;
  return v;
}

/**
 * The projection (ARCHITECTURE.md §5): everything a viewer may know and nothing more. The UI
 * reads game data only through this. Pieces are copied field by field; nothing is deleted from a copy.
 */
export function viewFor(state: GameState, viewer: Viewer): View {
  return {
    viewer,
    table: { ...state.setup.table },
    scenery: structuredClone(state.setup.scenery),
    pieces: state.pieceOrder.flatMap((id) => {
      const p = state.pieces[id];
      if (!p) return [];
      return [viewer === 'referee' || viewer === p.owner ? knownPiece(state, p) : publicPiece(p)];
    }),
    log: state.log.map((e) => ({
      seq: e.seq,
      text:
        viewer === 'referee' || (e.seat !== undefined && e.seat === viewer)
          ? (e.ownerText ?? e.text)
          : e.text,
    })),
  };
}
