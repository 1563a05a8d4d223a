import type { LogList } from './logList.ts';
import type { EngineEvent } from './events.ts';
import type { Point } from '../geometry/vec.ts';
import type { RandomState } from './random.ts';
import type {
  Checked,
  DeploymentForm,
  MimetismLabel,
  PieceKind,
  Profile,
  Scenery,
  Seat,
  ShownProfile,
  Silhouette,
  SkillId,
  TableSpec,
  RuleId,
  FireteamRuleSet,
  AirborneSkill,
} from '../rules/index.ts';

/** A seat's optional PIN, kept only as a salted PBKDF2 hash (hex strings). Never in a view. */
export interface PinLock {
  salt: string;
  hash: string;
  iterations: number;
}

/** A hot-seat game: each seat's roster, who deploys first, optional PINs (RULES.md §11.2). */
export interface HotSeatSetup {
  rosters: Record<Seat, Profile[]>;
  firstDeployer: Seat;
  pins: Partial<Record<Seat, PinLock>>;
  /** Who plays the first Player Turn of every round (default: the first deployer; decision D21). */
  firstTurn?: Seat;
  /** How many rounds the game lasts (default 3). */
  rounds?: number;
  /**
   * Hand the screen to the reactive player after every declaration, whether or not anything of
   * theirs may react, so a Hidden Deployment trooper's ARO gives nothing away (decision D28).
   */
  askEveryDeclaration?: boolean;
  /**
   * With `askEveryDeclaration`: ask the reactive player only when the public table leaves it something
   * it may decide, so the screen stays with the active player otherwise (decision D205). Absent (games
   * saved before it): off.
   */
  skipIdleHandover?: boolean;
  /**
   * Marker tokens: as big as the trooper's base (default, RULES.md A18), or the printed 40 mm tokens,
   * so a revealed model may have a different base and the replacement rule applies (§12).
   */
  markerTokens?: 'silhouette' | 'fixed40';
  /**
   * The edition of this table's rules the game was begun under (edition.ts): new games write
   * `RULES_EDITION`; a game saved before editions has none and replays under edition 1 (D87).
   */
  rules?: number;
  /** The Fireteam bonus table the game is played under (RULES.md §18.12.2; default N4 2020, D117). */
  fireteamRules?: FireteamRuleSet;
  /** The seats fielding a Sectorial Army, which alone may form Fireteams (RULES.md §18.12.1, D116). */
  sectorial?: Partial<Record<Seat, boolean>>;
}

/**
 * What a game starts from: the table and its scenery (ARCHITECTURE.md §6: a game is setup + actions).
 * Without `game` the table is a free set-up seen by a referee; with it, a hot-seat game.
 */
export interface GameSetup {
  table: TableSpec;
  scenery: Scenery[];
  game?: HotSeatSetup;
}

/** Where the game stands (RULES.md §11.2, §11.3). Deployment steps 1–4: see rules/deployment. */
export type Phase =
  | { kind: 'free' }
  | { kind: 'deployment'; step: DeploymentStep }
  | TurnPhase
  | { kind: 'over'; rounds: number };

/**
 * The active seat's Orders (RULES.md §5.1): `regular`, every Regular Order left; `groups`, how they are
 * split into the Combat Groups' pools (group number → Orders; they add up to `regular`). Without
 * `groups` (a game before the pools, D156) all Regular Orders are one pool.
 */
export interface TurnOrders {
  regular: number;
  irregular: Record<string, number>;
  groups?: Record<string, number>;
}

/**
 * A Player Turn (RULES.md §11.3): the round, the global Player Turn number (for "until the next Player
 * Turn"), the active seat, and its Orders: the pool and each Irregular trooper's own (trooper id → Orders).
 */
export interface TurnPhase {
  kind: 'turn';
  round: number;
  playerTurn: number;
  active: Seat;
  orders: TurnOrders;
  /** The Order being spent, if any (RULES.md §5.3). */
  order?: OrderState;
  /** The States Phase has begun: no more Orders this turn (RULES.md §11.3, §10.4). */
  statesPhase?: boolean;
  /**
   * No Order spent yet this turn: the other player's States Phase has just ended with nothing in
   * between, so this player may still make its free Holoecho switch of that phase (decision D43).
   */
  opening?: true;
  /**
   * The Impetuous Phase (RULES.md §11.3, §18.10.1): troopers with an Impetuous token (public, on their
   * piece) may be activated once without an Order; it ends when none is left or the player ends it.
   */
  impetuousPhase?: true;
}

/** Where an Order stands in the Order Expenditure Sequence (RULES.md §5.3). */
export type OrderStage = 'first' | 'aro' | 'second' | 'dodge';

/** A movement skill declared in the Order: each activated piece from where to where (RULES.md §5.2). */
export type DeclaredSkill =
  | { skill: 'move' | 'cautiousMove'; from: Record<string, Point>; to: Record<string, Point> }
  | { skill: 'idle' }
  | { skill: 'discover'; target: string }
  /** The Carbonite Hacking Program (RULES.md §18.13, D144): no weapon, the program is its own. */
  | { skill: 'carbonite'; target: string }
  /** `weapon`: which of the trooper's weapons, by its place in `weaponsOf` (the first when left out). */
  | {
      skill: 'bsAttack' | 'intuitiveAttack' | 'ccAttack';
      target: string;
      weapon?: number;
      /** Fewer dice than the Burst: a Disposable weapon's last uses (RULES.md §18.9.3, D57). */
      dice?: number;
      /**
       * A Coordinated Order's other participants that shoot at the same target, one die each, with
       * the weapon each uses (RULES.md §18.12.3, decision D161); public, like every participant.
       */
      support?: SupportShooter[];
    }
  | { skill: 'dodge' | 'lookOut' | 'reset' }
  /**
   * Place Deployable (RULES.md §18.7.1, D72): where the Mine goes, placed at the Conclusion; declared as
   * an Intuitive Attack it takes the whole Order and rolls WIP, `lost` when that roll failed (§18.7.6).
   */
  | { skill: 'placeDeployable'; at: Point; intuitive?: true; lost?: true }
  | { skill: 'reenterCamouflage' | 'reenterImpersonation' | 'reenterHoloecho' | 'cybermask' }
  /** The trooper arrived from Airborne Deployment with this skill (RULES.md §18.11.1): nothing to resolve. */
  | { skill: 'airborneDeployment'; via: AirborneSkill };

/** One participant of a Coordinated Order shooting beside the Spearhead (RULES.md §18.12.3, D161). */
export interface SupportShooter {
  trooperId: string;
  pieceId: string;
  /** Its weapon, by its place in the trooper's `weaponsOf` list. */
  weapon: number;
}

/** The skills the active trooper may declare in this table (RULES.md §5.2, §6, §9); an arrival is its own action. */
export type ActiveSkill = Exclude<DeclaredSkill['skill'], 'airborneDeployment'>;

/** What one reactive piece may do against one activated piece (RULES.md §7.1, §7.3). */
export interface Against {
  pieceId: string;
  lof: boolean;
  zoc: boolean;
  allowed: SkillId[];
  /** The reactive piece touches this activated piece (CC Attack, RULES.md §18.8.2); left out when not. */
  contact?: true;
  /** The reactive piece is Engaged (RULES.md §13): close-combat AROs only; left out when not. */
  engaged?: true;
  /**
   * The activated piece came inside the reacting Hacker's Hacking Area, its Repeaters' ZoC included
   * (RULES.md §18.13.2, D150): Reset and the Hacking Programs. Its own seat alone reads it.
   */
  area?: true;
}

/**
 * One reactive trooper's ARO in this Order (RULES.md §7.2: one per trooper). It is keyed by one of the
 * trooper's pieces; a Holoecho or Decoy trooper's pieces declare together (decision D25).
 */
export interface ReactorEntry {
  /** After which declaration it became eligible. */
  round: 1 | 2;
  status: 'pending' | 'passed' | 'delayed' | 'declared' | 'lost';
  /** What the trooper may declare: any of its pieces' LoF or ZoC counts (each counts as the trooper). */
  against: Against[];
  /** Every piece of the trooper on the table when it became eligible (public: they react together). */
  pieceIds?: string[];
  /** A Hidden Deployment trooper reacting from its written position (key `hidden:<trooper id>`). */
  hidden?: true;
  /**
   * A Hacker that may react only through its Hacking Area by a Repeater (out of its LoF and ZoC,
   * D151): private to its seat, and it never keeps the ARO step open; dropped once it declares.
   */
  area?: true;
  /** Private to the engine: what each of its pieces could do, so the real one performs the ARO. */
  eligible?: Record<string, Against[]>;
  skill?: SkillId;
  target?: string;
  /** A BS Attack's weapon, by its place in the trooper's `weaponsOf` list (the first when left out). */
  weapon?: number;
  /** Fewer dice than it means to roll: a Disposable weapon's last use (RULES.md §18.9.3, D163). */
  dice?: number;
  /** Place Deployable in ARO: where the Mine goes at the Conclusion (RULES.md §18.7.1). */
  at?: Point;
}

/**
 * The Order in progress. `trooperId` is the active seat's secret (which trooper the pieces are);
 * everything else is public: which pieces were activated, what was declared, who reacted how.
 */
export interface OrderState {
  trooperId: string;
  pieceIds: string[];
  skills: DeclaredSkill[];
  stage: OrderStage;
  /** The ARO round under way: 1 after the first skill, 2 after the second. */
  aroRound: 1 | 2;
  reactors: Record<string, ReactorEntry>;
  /** Reactive pieces whose Dodge succeeded and that may now move up to 2" (RULES.md §6.4). */
  dodges: string[];
  /** The active trooper began the Order as a marker (Surprise Attack, RULES.md §6.8). */
  startedHidden: boolean;
  /** It revealed itself during the Order: delayed AROs may then be declared (RULES.md §7.3). */
  revealed: boolean;
  /** The reactive seat is asked even with nothing pending (decision D28); `endAros` answers. */
  asking?: boolean;
  /** Holoecho troopers whose state ended in this Order: their decoys go at its end (RULES.md §10.4, T42). */
  holoechoEnds?: string[];
  /** An Impetuous activation: no Order spent, fixed combinations, forced movement (RULES.md §18.10.1). */
  impetuous?: true;
  /**
   * An Order that activates several troopers (RULES.md §18.12): a Fireteam's, or a Coordinated Order.
   * `trooperId` and `pieceIds` above stay the lead's (the Team Leader, or the Coordinated Order's
   * Spearhead) for the code that reads one trooper; `pieceIds` lists every participant's pieces, so
   * each reactive trooper may choose one of them (§18.12.1, §18.12.3). Participants are Models, never
   * markers (a marker state leaves a Fireteam), so the list is public.
   */
  team?: OrderTeam;
  /**
   * The trooper arrived in this Order with Parachutist or Combat Jump (RULES.md §18.11.1): public, as
   * the pieces appearing on the table are; no Partial Cover for them in this Order (§18.3.5).
   */
  landing?: AirborneSkill;
}

/** The troopers one Order activates together (RULES.md §18.12), the lead first. */
export interface OrderTeam {
  kind: 'fireteam' | 'coordinated';
  /** The Fireteam's id (`GameState.fireteams`), for a Fireteam's Order. */
  fireteamId?: string;
  members: { trooperId: string; pieceIds: string[] }[];
}

/**
 * A Fireteam (RULES.md §18.12.1): troopers of one seat and one Combat Group, formed at deployment,
 * one of them the Team Leader (a public token on its piece). Public: every member is a Model, and a
 * member that enters a marker state, Holoecho State or deploys with Decoy leaves it (seed 000, 001).
 */
export interface Fireteam {
  id: string;
  owner: Seat;
  /** The Team Leader's trooper id; a member of `members`. */
  leader: string;
  /** Every member's trooper id, the Team Leader included. */
  members: string[];
}

export type DeploymentStep = 1 | 2 | 3 | 4;

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
  shows?: { name: string; profile: ShownProfile };
}

/** The real fighting unit behind one or more pieces; private to its owner until revealed. */
export interface TrooperState {
  id: string;
  owner: Seat;
  profile: Profile;
  /** How it stands on the table; null while it waits in reserve (not deployed yet). */
  form: DeploymentForm | null;
  /** Its place in the owner's roster (hot-seat games), for listing. */
  rosterIndex?: number;
  /** The deployment step it was placed in; only then may its owner adjust or take it back. */
  deployedInStep?: DeploymentStep;
  /** Dice were rolled for it (an Impersonation or Infiltration roll): its placement is final. */
  rolled?: boolean;
  /**
   * The Impersonation or Infiltration roll of its deployment (RULES.md §10.3, §18.11.4): which form
   * rolled, the die and whether it passed; `skill` left out is Impersonation (games saved before
   * Infiltration). Told to the other seat only when the step ends (decision D52), with the step's summary.
   */
  deployRoll?: { form: DeploymentForm; roll: number; passed: boolean; skill?: 'Infiltration' };
  /** Wounds lost so far (issue 5: at W the trooper is Unconscious, beyond it Dead). */
  woundsLost?: number;
  /** Holoecho shown as models (HoloMask): the HOLOECHO marker has been placed (RULES.md §10.4). */
  holoechoShown?: boolean;
  /** A failed Discover: the marker piece id → the Player Turn until which this trooper is locked out. */
  discoverLocks?: Record<string, number>;
  /** Uses spent of its Disposable weapons, by the weapon's place in `weaponsOf` (RULES.md §18.9.3). */
  spent?: Record<string, number>;
  /** A failed Intuitive Attack: the marker piece id → the Player Turn until which it is locked out (RULES.md §18.5). */
  intuitiveLocks?: Record<string, number>;
  /** Impetuous gained through Frenzy, for the rest of the game (RULES.md §18.10.2). */
  impetuous?: true;
  /** It has caused a wound or a death with Frenzy: Impetuous from the next States Phase (§18.10.2). */
  frenzied?: true;
  /**
   * A deployable standing on the table, not a trooper (RULES.md §18.7, decision D68): a Mine placed by
   * the trooper `placedBy`. It has a CAMO marker like a trooper's, but no Order and never acts.
   */
  deployable?: { kind: 'mine'; placedBy: string };
  /**
   * Kept off the table in Airborne Deployment (RULES.md §18.11.1): `form` stays null until it arrives
   * in an Active Turn; its Order is not in the pool. Private: the other seat learns only that a trooper
   * was kept off the table (decision D97).
   */
  airborne?: true;
}

/** A written Hidden Deployment position (RULES.md §10.2): no piece on the table, only this note. */
export interface HiddenSpot {
  kind: PieceKind;
  x: number;
  y: number;
  facing: number;
  s: Silhouette;
  r: number;
}

/**
 * A seat's private knowledge (ARCHITECTURE.md §3): which trooper each of its pieces stands for,
 * which piece is real, which trooper a HoloMask imitates, and the written Hidden Deployment spots.
 */
export interface SeatSecrets {
  trooperOfPiece: Record<string, string>;
  realPieceOf: Record<string, string>;
  /** HoloMask (RULES.md §10.5): trooper id → id of the trooper whose model it shows. */
  imitates: Record<string, string>;
  /** Hidden Deployment (RULES.md §10.2): trooper id → its written spots (three with Holoecho) and the real one. */
  hidden: Record<string, { spots: HiddenSpot[]; real: number }>;
  /**
   * The seat's Fireteams as it arranges them in its deployment step (RULES.md §18.12.1, D119): the other
   * seat reads them in `GameState.fireteams` when the step ends. Left out outside such a step.
   */
  fireteams?: Fireteam[];
}

export interface LogEvent {
  seq: number;
  /** What both seats may read (unless `only` is set). */
  text: string;
  /** The acting seat's fuller text, where it differs. */
  ownerText?: string;
  seat?: Seat;
  /** A private note: only this seat (and the referee) may read that it happened at all. */
  only?: Seat;
  /** The dice this event rolled (shown to both seats; such a step cannot be taken back). */
  dice?: number[];
  /** What a roll did, as data; `text` is written from it (events.ts). Public as the text is. */
  event?: EngineEvent;
  /** The rules the line points to (both texts), shown as links to the rules help. Public as the text is. */
  rules?: RuleId[];
}

export interface GameState {
  schema: 1;
  setup: GameSetup;
  phase: Phase;
  pieces: Record<string, PieceState>;
  /** Drawing order of pieces: placement order. */
  pieceOrder: string[];
  troopers: Record<string, TrooperState>;
  secrets: Record<Seat, SeatSecrets>;
  /** The dice and id generators (random.ts): secret, never in a view. */
  random: RandomState;
  /** The log, append-only (logList.ts): read it with logItems / logSince. */
  log: LogList;
  /** Revealed models of a different base size waiting for their owner's placement (RULES.md §12). */
  replacements?: PendingReplacement[];
  /** Alert after an Order (RULES.md §6.7, T52): pieces each seat may turn, that seat first. */
  alerts?: { seat: Seat; pieceIds: string[] }[];
  /** A seat has proposed to end the game here; the other answers (then it can be reviewed). */
  endProposedBy?: Seat;
  /** The armies in Retreat! (RULES.md §18.10.3): public, recounted in each of their Tactical Phases. */
  retreat?: Seat[];
  /** The Fireteams on the table (RULES.md §18.12.1); left out while there are none. */
  fireteams?: Fireteam[];
  /** Command Tokens each seat has spent (public; decision D106); left out while none is spent. */
  commandTokensSpent?: Partial<Record<Seat, number>>;
  /** Troopers a Command Token exempted from Retreat! (public, RULES.md §18.10.3; decision D107). */
  retreatExempt?: string[];
}

/**
 * A marker became a model of another base size (RULES.md §12, T46): the model stands centre on centre
 * until its owner chooses centre on centre or edge on edge, and the facing where the state allows.
 */
export interface PendingReplacement {
  pieceId: string;
  owner: Seat;
  /** Where the replaced piece stood, and its radius. */
  old: { x: number; y: number; r: number };
  /** The facing the model must keep (a Holoecho bearer's, RULES.md §10.4), or null: its owner's choice. */
  keepFacing: number | null;
}

/** Actions: plain serialisable intents of one seat (STYLE.md habit 4), said once in actions.ts. */
export type { Action } from './actions.ts';
import type { Action } from './actions.ts';

export type ActionType = Action['type'];

/** What `apply` returns: the new state and its log lines, or the refusal with the very same state passed in. */
export type Applied = Checked<{ state: GameState; events: LogEvent[] }, { state: GameState }>;
export type AppliedOk = Extract<Applied, { ok: true }>;
export type AppliedRejected = Extract<Applied, { ok: false }>;
