import type { Point } from '../geometry/vec.ts';
import type {
  DeploymentForm,
  MimetismLabel,
  PieceKind,
  Profile,
  Scenery,
  SceneryHeight,
  Seat,
  Silhouette,
  TableSpec,
  Violation,
} from '../rules/index.ts';

/** What a game starts from: the table and its scenery (ARCHITECTURE.md §6: a game is setup + actions). */
export interface GameSetup {
  table: TableSpec;
  scenery: Scenery[];
}

/**
 * A physical thing on the table (ARCHITECTURE.md §3). Every field here is public:
 * id, side, kind, where it stands, its base, its open tokens and a CAMO marker's Mimetism label.
 * `shows` is the profile a model shows to everybody (for HoloMask, the imitated one).
 */
export interface PieceState {
  id: string;
  owner: Seat;
  kind: PieceKind;
  x: number;
  y: number;
  facing: number;
  s: Silhouette;
  r: number;
  tokens: string[];
  mimetism?: MimetismLabel;
  shows?: { name: string; profileId: string };
}

/** The real fighting unit behind one or more pieces; private to its owner until revealed. */
export interface TrooperState {
  id: string;
  owner: Seat;
  profile: Profile;
  form: DeploymentForm;
}

/** A seat's private knowledge: which trooper each of its pieces stands for, which piece is real. */
export interface SeatSecrets {
  trooperOfPiece: Record<string, string>;
  realPieceOf: Record<string, string>;
}

export interface LogEvent {
  seq: number;
  /** What both seats may read. */
  text: string;
  /** The acting seat's fuller text, where it differs. */
  ownerText?: string;
  seat?: Seat;
}

export interface GameState {
  schema: 1;
  setup: GameSetup;
  pieces: Record<string, PieceState>;
  /** Drawing order of pieces: placement order. */
  pieceOrder: string[];
  troopers: Record<string, TrooperState>;
  secrets: Record<Seat, SeatSecrets>;
  /** State of the seeded generator (pure-rand xoroshiro128+). Dice and opaque ids come from it. */
  rng: number[];
  log: LogEvent[];
}

/** Actions: plain serialisable intents of one seat (STYLE.md habit 4). */
export type Action =
  | {
      type: 'deployTrooper';
      seat: Seat;
      /** A roster profile by id... */
      profileId: string;
      /** ...or a profile of the players' own, validated field by field (INVALID_PROFILE). */
      profile?: Profile;
      form: DeploymentForm;
      at: Point;
      facing: number;
    }
  | { type: 'movePiece'; pieceId: string; to: Point; limit: 'mov' | 'free' }
  | { type: 'rotatePiece'; pieceId: string; facing: number }
  | { type: 'removeTrooper'; pieceId: string }
  | { type: 'addScenery'; name: string; height: SceneryHeight; polygon: Point[] }
  | { type: 'updateScenery'; id: string; name?: string; height?: SceneryHeight; polygon?: Point[] }
  | { type: 'removeScenery'; id: string };

export type ActionType = Action['type'];

export interface AppliedOk {
  ok: true;
  state: GameState;
  events: LogEvent[];
}
export interface AppliedRejected {
  ok: false;
  /** The very same object that was passed in. */
  state: GameState;
  violations: Violation[];
}
export type Applied = AppliedOk | AppliedRejected;
