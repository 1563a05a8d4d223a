// What a viewer is given of the game (ARCHITECTURE.md §5): the shapes of a view, made by viewFor in
// view.ts. Optional fields are absent when the viewer may not know them.
import type {
  FireteamBonus,
  FireteamRuleSet,
  DeploymentForm,
  MimetismLabel,
  PieceKind,
  Profile,
  RuleId,
  Ruled,
  Scenery,
  Seat,
  ShownProfile,
  Silhouette,
  SkillId,
  TableSpec,
} from '../rules/index.ts';
import type { EngineEvent } from './events.ts';
import type { OrderStage, ReactorEntry } from './types.ts';

export type Viewer = Seat | 'referee' | 'public';

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
  /** The profile this viewer may read: a model's shown profile, or the whole profile of an own trooper. */
  profile?: ShownProfile;
  /** Own pieces only: the trooper they stand for, to draw links between its pieces. */
  trooperId?: string;
  /** Own pieces only: whether this is the real trooper of its group. */
  real?: boolean;
  /** Own pieces only: the trooper is a Decoy user, its other pieces its replicas (RULES.md §10.6). */
  decoyUser?: true;
  /** Own pieces only: the name of the trooper a HoloMask piece shows. */
  imitates?: string;
  /** Own pieces only: a deployable (a Mine) and how far its trigger area reaches from its base (RULES.md §18.7.2). */
  deployable?: { kind: 'mine'; placedBy: string; triggerRange: number };
  /** Own pieces only: the reach of the Hacking Area of a Hacker's real piece (RULES.md §18.13.1). */
  hackingArea?: number;
  /**
   * Own pieces only: the reach of a Repeater carried by this real piece, by which it extends the
   * Hacking Areas of its seat's Hackers (RULES.md §18.13.1, D150); left out when the seat has no Hacker
   * on the table. A marker's Repeater too: the opponent's view never has it.
   */
  repeaterArea?: number;
  /**
   * An enemy trooper's Hackable characteristic, on every one of its pieces, when it is Open to this
   * viewer: in Holoecho or HoloMask State inside the viewer's Hacking Area (RULES.md §18.13.3).
   */
  hackable?: boolean;
}

/** A written Hidden Deployment position, drawn as a ghost for its owner only (RULES.md §10.2). */
export interface ViewGhost {
  id: string;
  trooperId: string;
  /** Which of the trooper's written spots (0 the first; three with Holoecho). */
  index: number;
  owner: Seat;
  label: string;
  kind: PieceKind;
  x: number;
  y: number;
  facing: number;
  s: Silhouette;
  r: number;
  arc: 180 | 360;
  real: boolean;
}

/** One of the viewer's own troopers (the referee sees both rosters). */
export interface ViewTrooper {
  id: string;
  owner: Seat;
  name: string;
  profile: Profile;
  /** How it stands; null while in reserve. */
  form: DeploymentForm | null;
  /** Kept off the table in Airborne Deployment, to arrive in one of its turns (RULES.md §18.11.1). */
  airborne?: boolean;
  hidden: boolean;
  /** Placed in the current deployment step, so its owner may still adjust or take it back. */
  adjustable: boolean;
  forms: DeploymentForm[];
  /** The extra pieces each form brings (Holoecho markers, Decoy replicas). */
  extras: Partial<Record<DeploymentForm, PieceKind[]>>;
  canHide: boolean;
  /** Own troopers of the same S that HoloMask could show (RULES.md §10.5). */
  canImitate: { id: string; name: string }[];
  imitates?: { id: string; name: string };
  pieceIds: string[];
  /** Index of the real piece (or written spot) among its pieces. */
  real?: number;
  /** Uses spent of its Disposable weapons, by the weapon's place in its list (RULES.md §18.9.3): its owner's to read. */
  spent?: Record<string, number>;
  /** Impetuous, by its profile or gained through Frenzy (RULES.md §18.10.2). */
  impetuous?: boolean;
  /** It caused a wound with Frenzy: Impetuous from the next States Phase (RULES.md §18.10.2). */
  frenzied?: boolean;
}

export interface ViewPhase {
  kind: 'free' | 'deployment' | 'turn' | 'over';
  step?: number;
  /** In a Player Turn: the active seat, the round, the global Player Turn number and the Orders left (a public count). */
  active?: Seat;
  round?: number;
  playerTurn?: number;
  ordersLeft?: number;
  /** The States Phase of this turn has begun: no more Orders (RULES.md §11.3). */
  statesPhase?: boolean;
  /** No Order spent yet this turn: the other player's States Phase is still open (public; decision D43). */
  opening?: boolean;
  /** The Impetuous Phase (public, RULES.md §18.10.1): the tokens on the pieces say who may act. */
  impetuousPhase?: boolean;
  /** The viewer's own Orders when it is its turn: the pool and each Irregular trooper's own. */
  pool?: number;
  /** The viewer's own pools, Combat Group by Combat Group, when its Orders are split into more than one (D155). */
  pools?: { group: number; orders: number }[];
  irregular?: { trooperId: string; name: string; orders: number }[];
  /** The Order under way (RULES.md §5.3): public, except which trooper it is (active seat only). */
  order?: ViewOrder;
  /** The seat the game waits for, if any. */
  acting?: Seat;
  text: string;
  /** The rules the step's text points to (ruleRefs.ts). */
  rules?: RuleId[];
  holdBack?: boolean;
  /** For the acting viewer: whether it may end its step now, and why not. */
  canEnd?: boolean;
  endProblem?: Ruled;
}

export interface ViewOrder {
  pieceIds: string[];
  /** An Impetuous activation (public, RULES.md §18.10.1). */
  impetuous?: boolean;
  /** An Order of several troopers (public, RULES.md §18.12): a Coordinated Order or a Fireteam's. */
  team?: 'coordinated' | 'fireteam';
  /** Its lead's piece: the Spearhead, or the Team Leader (public: every participant is a Model). */
  teamLead?: string;
  stage: OrderStage;
  skills: string[];
  /** The declared movements, piece by piece (public: the opponent sees the path, RULES.md §5.3). */
  paths: { pieceId: string; from: { x: number; y: number }; to: { x: number; y: number } }[];
  /** The declared targets of attacks and Discovers. */
  targets: string[];
  /** Active seat and referee only: the trooper behind the activated pieces. */
  trooperId?: string;
  reactors: {
    id: string;
    status: ReactorEntry['status'];
    /** Reactive seat only: a Hidden Deployment trooper reacting from its written position, and its name. */
    hidden?: true;
    name?: string;
    /** Reactive seat only: a Hacker reacting only through its Hacking Area by a Repeater (D151). */
    area?: true;
    /** The pieces of one trooper that react together (Holoecho, Decoy; RULES.md §7.2). */
    pieceIds?: string[];
    skill?: SkillId;
    target?: string;
    /** Reactive seat and referee only: what it may declare against each activated piece. */
    against?: ReactorEntry['against'];
  }[];
  dodges: string[];
}

export interface ViewLogLine {
  /** The line's number in this viewer's own log (no gaps that would count another seat's notes). */
  seq: number;
  text: string;
  /** A roll's numbers (events.ts): what the text says, as data. */
  event?: EngineEvent;
  /** The rules the line points to (ruleRefs.ts). */
  rules?: RuleId[];
}

export interface View {
  viewer: Viewer;
  /** The edition of the rules a game begun before the current one plays under (D87); absent: the current. */
  edition?: number;
  /** A free set-up seen by a referee, or a hot-seat game. */
  mode: 'free' | 'game';
  table: TableSpec;
  scenery: Scenery[];
  phase: ViewPhase;
  pieces: ViewPiece[];
  ghosts: ViewGhost[];
  troopers: ViewTrooper[];
  log: ViewLogLine[];
  /** A seat proposed to end the game; the other answers (public). */
  endProposedBy?: Seat;
  /** The armies in Retreat! (public, RULES.md §18.10.3); never their points. */
  retreat?: Seat[];
  /** The Fireteams on the table as the viewer knows them (RULES.md §18.12.1, D119). */
  fireteams?: ViewFireteam[];
  /** Fireteams in this game (public): the seats fielding a Sectorial Army and the bonus rule set (D116, D117). */
  fireteamRules?: { sectorial: Seat[]; ruleSet: FireteamRuleSet };
  /** The Command Tokens each seat has left (public, decision D106); in a hot-seat game only. */
  commandTokens?: Record<Seat, number>;
  /** Alert (public, RULES.md §6.7): the seat that may turn these pieces now. */
  alert?: { seat: Seat; pieceIds: string[] };
  /** A revealed model of another base size waiting for its owner's placement (public, RULES.md §12). */
  replacement?: {
    pieceId: string;
    owner: Seat;
    old: { x: number; y: number; r: number };
    newR: number;
    keepFacing: number | null;
  };
}

/**
 * A Fireteam as a viewer knows it (RULES.md §18.12.1): public by its pieces (every member is a Model)
 * and the Team Leader's token; its owner also reads the members by name. `bonus` is its size's bonus
 * under the game's rule set, with the Composition Bonus for its owner only (Private Information until
 * used, the N4 FAQ 1.3; D117).
 */
export interface ViewFireteam {
  id: string;
  owner: Seat;
  leaderPieceId: string;
  /** Every member's piece, the Team Leader's included, sorted by id. */
  pieceIds: string[];
  bonus: FireteamBonus;
  /** For its owner: the members in order, the Team Leader first. */
  members?: { trooperId: string; name: string; pieceId: string; leader: boolean }[];
}
