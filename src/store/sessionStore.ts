import { createStore } from 'zustand/vanilla';
import type {
  DeploymentForm,
  MoveVerdict,
  Point,
  Reaction,
  SceneryHeight,
  Seat,
  Violation,
} from '../rules/index.ts';
import { SEATS, type AirborneSkill, type RuleId } from '../rules/index.ts';
import type { Viewer } from '../engine/index.ts';
import type { DraftKeeper } from './orderDrafts.ts';

/** The camera: stage offset in screen pixels and the scale in pixels per inch. Never in undo. */
export interface Camera {
  x: number;
  y: number;
  scale: number;
}

export interface DragDraft {
  pieceId: string;
  from: Point;
  at: Point;
  verdict: MoveVerdict | null;
  /** Who could react to this move, as the viewer knows the table. */
  reactions: Reaction[];
  /** Of those with LoF, the ones the piece would be in Partial Cover from where it is dropped (id → scenery). */
  cover?: Record<string, string>;
}

export type Tool = 'select' | 'place' | 'measure' | 'scenery';

export interface Tape {
  fromId?: string;
  from: Point;
  toId?: string;
  to: Point;
}

/** A drop refused for changing level, which the players may agree on (D169). */
export interface LevelAgreement {
  pieceId: string;
  to: Point;
  /** A free move of the piece, or the Move the order in progress would declare. */
  as: 'move' | 'declare';
}

export interface Status {
  text: string;
  /** The rules the text points to (shown as links, ruleRefs.ts). */
  rules?: RuleId[];
  tone: 'info' | 'ok' | 'error';
  seq: number;
}

export interface Placement {
  seat: Seat;
  profileId: string;
  form: DeploymentForm;
}

/** What the deploying seat is about to place (RULES.md §11.2): a roster trooper and its form. */
export interface DeployDraft {
  trooperId: string | null;
  form: DeploymentForm;
  /** HoloMask: the own trooper whose model it shows. */
  imitates: string | null;
  /** Hidden Deployment: written down instead of placed. */
  hidden: boolean;
  /** Which piece is real: 0 the model (or the marker), 1.. the extras. */
  real: number;
  /** How many Holoechoes or replicas, "up to" the skill's number (RULES.md §10.4, §10.6); all when unset. */
  extraCount?: number | undefined;
  /** Holoecho with HoloMask: the two Holoechoes stand as models of the imitated trooper. */
  decoysAsModels?: boolean;
  /** Deploy Prone (RULES.md §18.9.1): every piece of the trooper gets the Prone token. */
  prone?: boolean;
}

/** The arrival of a trooper kept in Airborne Deployment (RULES.md §18.11): who, with which skill, as what. */
export interface ArrivalDraft {
  trooperId: string;
  skill: AirborneSkill;
  form: 'model' | 'CAMO' | 'Decoy';
}

const NO_DRAFT: DeployDraft = { trooperId: null, form: 'model', imitates: null, hidden: false, real: 0 };

/** UI-only state (ARCHITECTURE.md §1 store/): who looks, what is selected, camera, tools, drafts. */
export interface SessionStore {
  /** Who looks at the screen: the referee in a free set-up, a seat in a game. */
  viewer: Viewer;
  /** In a game: the curtain covers the app until a seat takes the screen. */
  curtainUp: boolean;
  deployDraft: DeployDraft;
  /**
   * Whether the player chose the draft's trooper or options by hand since the table last drafted the
   * next one in reserve (`draftNext`): an answer arriving late does not undo a choice made meanwhile.
   */
  draftChosen: boolean;
  /** A trooper kept off the table about to arrive (RULES.md §18.11): its skill and form; the click places it. */
  arrivalDraft: ArrivalDraft | null;
  setArrivalDraft: (d: ArrivalDraft | null) => void;
  /** The pointer on the table while placing, for the live placement check. */
  hover: Point | null;
  /**
   * A move refused only for changing level (D169): the drop that may be placed by agreement instead, as
   * a free move or as the Move the order would declare; null when none is on offer.
   */
  levelAgreement: LevelAgreement | null;
  offerAgreement: (a: LevelAgreement | null) => void;
  /** The piece under the pointer while selecting, for the side view of a line of fire; null when none. */
  hoverPieceId: string | null;
  setHoverPiece: (id: string | null) => void;
  /** Where the activated pieces are to move with the next declared skill (dragged, not yet declared). */
  orderDraft: Record<string, Point>;
  /** The Prone box of the next Move, Cautious Movement or Dodge (RULES.md §18.9.1); null: left as it is. */
  proneChoice: boolean | null;
  /** Where the seat's next Mine goes (Minelayer at deployment, Place Deployable in play, RULES.md §18.7). */
  mineSpot: Point | null;
  /** The next click on the table sets `mineSpot` instead of placing or selecting. */
  pickingMine: boolean;
  /** The reacting piece the Mine spot is for (Place Deployable in ARO), or null. */
  mineFor: string | null;
  /** Sets the spot (for the reacting piece `reactorId`, in ARO; kept from the picking when left out). */
  setMineSpot: (p: Point | null, reactorId?: string) => void;
  setPickingMine: (on: boolean, reactorId?: string) => void;
  /** Placing a revealed model (RULES.md §12): the point of the old rim chosen (null: centre on centre), and its facing. */
  replaceDraft: { edgeToward: Point | null; facing: number | null };
  /** The rules help open at a topic ('' for the whole list), or closed (null). */
  rulesHelp: string | null;
  setRulesHelp: (topic: string | null) => void;
  /** Presenter mode: large type, high contrast, and the public view sent to audience windows. */
  presenter: boolean;
  setPresenter: (on: boolean) => void;
  /** A guided demonstration of a scenario: no curtain; the viewer is the lens chosen. */
  guided: boolean;
  setGuided: (on: boolean) => void;
  /** What fills the window: the home screen, the table (or its curtain), or a drill. */
  screen: Screen;
  /** Goes to another screen; leaving the table raises the curtain, so nothing of a seat's view waits behind. */
  setScreen: (screen: Screen) => void;
  /** Reviewing a finished game: after how many actions, and through whose eyes ('referee': everything). */
  review: { index: number; lens: Viewer } | null;
  /** A written Hidden Deployment spot being dragged, with its live verdict. */
  ghostDrag: { ghostId: string; at: Point; violations: Violation[] } | null;
  selectedId: string | null;
  camera: Camera;
  /**
   * The camera follows the action (the Order under way); a pan, a zoom or fitting the whole table
   * (Fit, F) stops it until the player asks to follow again ("Follow the action").
   */
  follow: boolean;
  /** Size of the table canvas in screen pixels. */
  viewport: { width: number; height: number };
  tool: Tool;
  /** The measuring tape, from a base edge or a point to another (kept until cleared). */
  tape: Tape | null;
  /** Scenery editing: the selected piece, a dragged outline not yet committed, a new outline being drawn. */
  sceneryId: string | null;
  sceneryDraft: { id: string; polygon: Point[] } | null;
  drawing: Point[] | null;
  /** Whether a newly drawn outline is tall or low scenery. */
  drawHeight: SceneryHeight;
  placement: Placement;
  moveLimit: 'mov' | 'free';
  drag: DragDraft | null;
  rotate: { pieceId: string; facing: number } | null;
  showGrid: boolean;
  showAllZoc: boolean;
  showArcs: boolean;
  /**
   * The magnifier: pieces drawn no smaller than a readable size on the screen, larger than their
   * bases (not to scale). Off by default: bases are drawn to scale, so contact and gaps look true.
   */
  enlarge: boolean;
  zocFor: string[];
  arcFor: string[];
  status: Status;
  /** Pieces the canvas could not draw, with the reason (STYLE.md habit 13). */
  renderProblems: { id: string; message: string }[];
  select: (id: string | null) => void;
  /** A seat takes the screen (after the curtain and its PIN). */
  takeScreen: (viewer: Viewer) => void;
  /** Covers the app: every selection, tape, draft and overlay of the seat that looked is dropped. */
  raiseCurtain: () => void;
  /** The player's choice of the trooper to deploy or of its options. */
  setDeployDraft: (d: Partial<DeployDraft>) => void;
  /** The table drafts the next trooper in reserve (`null`: none left), with the default options. */
  draftNext: (trooperId: string | null) => void;
  setHover: (p: Point | null) => void;
  setGhostDrag: (d: SessionStore['ghostDrag']) => void;
  setOrderDraft: (d: Record<string, Point>) => void;
  setProneChoice: (prone: boolean | null) => void;
  setReplaceDraft: (d: Partial<SessionStore['replaceDraft']>) => void;
  setReview: (r: SessionStore['review']) => void;
  setCamera: (c: Camera) => void;
  setFollow: (on: boolean) => void;
  setViewport: (v: { width: number; height: number }) => void;
  setTool: (t: Tool) => void;
  setTape: (t: Tape | null) => void;
  selectScenery: (id: string | null) => void;
  setSceneryDraft: (d: { id: string; polygon: Point[] } | null) => void;
  setDrawing: (points: Point[] | null) => void;
  setDrawHeight: (h: SceneryHeight) => void;
  setPlacement: (p: Partial<Placement>) => void;
  setMoveLimit: (l: 'mov' | 'free') => void;
  setDrag: (d: DragDraft | null) => void;
  setRotate: (r: { pieceId: string; facing: number } | null) => void;
  toggle: (key: 'showGrid' | 'showAllZoc' | 'showArcs' | 'enlarge') => void;
  toggleZocFor: (id: string) => void;
  toggleArcFor: (id: string) => void;
  say: (text: string, tone?: Status['tone'], rules?: readonly RuleId[]) => void;
  setRenderProblems: (p: { id: string; message: string }[]) => void;
  /**
   * The last Order result each seat has dismissed, by its game and the log line that ended it: a card
   * is shown once to each seat (kept across the curtain, since it belongs to the seat, not to its
   * screen); another game's cards are its own.
   */
  resultSeen: Partial<Record<Viewer, ResultSeen>>;
  setResultSeen: (viewer: Viewer, seen: ResultSeen) => void;
}

/** A result card dismissed: the game it belongs to and the log line that ended its Order. */
export interface ResultSeen {
  game: string;
  endSeq: number;
}

/** Whether a seat has already dismissed the card of the Order ending at `endSeq` in game `game`. */
export function isResultSeen(seen: ResultSeen | undefined, game: string, endSeq: number): boolean {
  return seen !== undefined && seen.game === game && seen.endSeq >= endSeq;
}

/** What one seat's session leaves behind when the screen changes hands: nothing. */
const FORGET = {
  selectedId: null,
  tool: 'select' as Tool,
  tape: null,
  sceneryId: null,
  sceneryDraft: null,
  drawing: null,
  drag: null,
  rotate: null,
  zocFor: [] as string[],
  arcFor: [] as string[],
  hover: null,
  hoverPieceId: null as string | null,
  levelAgreement: null as LevelAgreement | null,
  ghostDrag: null,
  orderDraft: {} as Record<string, Point>,
  proneChoice: null as boolean | null,
  mineSpot: null as Point | null,
  pickingMine: false,
  mineFor: null as string | null,
  replaceDraft: { edgeToward: null, facing: null } as SessionStore['replaceDraft'],
  review: null as SessionStore['review'],
  guided: false,
  deployDraft: NO_DRAFT,
  draftChosen: false,
  arrivalDraft: null as ArrivalDraft | null,
  renderProblems: [] as { id: string; message: string }[],
  status: { text: '', tone: 'info' as const, seq: 0 },
};

/** The screen covered by the curtain: everything the last seat had open is dropped, not just hidden. */
function covered(s: SessionStore) {
  return { ...FORGET, curtainUp: true, status: { ...FORGET.status, seq: s.status.seq + 1 } };
}

/** The screens of the app. */
export type Screen = 'home' | 'table' | 'drills';

const isSeat = (v: Viewer): v is Seat => v === 'A' || v === 'B';

export function createSessionStore(start: { screen?: Screen; drafts?: DraftKeeper } = {}) {
  const drafts = start.drafts;
  const store = createStore<SessionStore>()((set, get) => ({
    screen: start.screen ?? 'table',
    viewer: 'referee',
    curtainUp: true,
    deployDraft: NO_DRAFT,
    draftChosen: false,
    arrivalDraft: null,
    hover: null,
    hoverPieceId: null,
    levelAgreement: null,
    ghostDrag: null,
    orderDraft: {},
    proneChoice: null,
    mineSpot: null,
    pickingMine: false,
    mineFor: null,
    replaceDraft: { edgeToward: null, facing: null },
    review: null,
    guided: false,
    presenter: false,
    rulesHelp: null,
    resultSeen: {},
    selectedId: null,
    camera: { x: 20, y: 20, scale: 14 },
    follow: true,
    viewport: { width: 800, height: 600 },
    tool: 'select',
    tape: null,
    sceneryId: null,
    sceneryDraft: null,
    drawing: null,
    drawHeight: 'tall',
    placement: { seat: 'A', profileId: 'line-trooper', form: 'model' },
    moveLimit: 'mov',
    drag: null,
    rotate: null,
    showGrid: true,
    showAllZoc: false,
    showArcs: false,
    enlarge: false,
    zocFor: [],
    arcFor: [],
    renderProblems: [],
    status: { text: 'Free set-up: choose a trooper, then place it on the table.', tone: 'info', seq: 0 },
    select: (id) => {
      set({ selectedId: id });
    },
    takeScreen: (viewer) => {
      set((s) => ({
        ...FORGET,
        // A seat's own draft comes back after a reload; never another seat's.
        orderDraft: (isSeat(viewer) ? drafts?.load(viewer) : null) ?? FORGET.orderDraft,
        viewer,
        curtainUp: false,
        status: { ...FORGET.status, seq: s.status.seq + 1 },
      }));
    },
    raiseCurtain: () => {
      set((s) => covered(s));
    },
    setDeployDraft: (d) => {
      set((s) => ({ deployDraft: { ...s.deployDraft, ...d }, draftChosen: true }));
    },
    draftNext: (trooperId) => {
      set({ deployDraft: { ...NO_DRAFT, trooperId }, draftChosen: false });
    },
    setArrivalDraft: (arrivalDraft) => {
      set({ arrivalDraft });
    },
    setMineSpot: (mineSpot, reactorId) => {
      set((s) => ({ mineSpot, pickingMine: false, mineFor: mineSpot ? (reactorId ?? s.mineFor) : null }));
    },
    setPickingMine: (pickingMine, reactorId) => {
      set({
        pickingMine,
        mineFor: reactorId ?? null,
        tool: pickingMine ? 'place' : 'select',
        ...(pickingMine ? {} : { hover: null }),
      });
    },
    setHover: (hover) => {
      set({ hover });
    },
    offerAgreement: (levelAgreement) => {
      set({ levelAgreement });
    },
    setHoverPiece: (id) => {
      // Set only on a change: the pointer moves far more often than it crosses a base.
      if (get().hoverPieceId !== id) set({ hoverPieceId: id });
    },
    setGhostDrag: (ghostDrag) => {
      set({ ghostDrag });
    },
    setOrderDraft: (orderDraft) => {
      set({ orderDraft });
    },
    setProneChoice: (proneChoice) => {
      set({ proneChoice });
    },
    setResultSeen: (viewer, seen) => {
      set((s) => ({ resultSeen: { ...s.resultSeen, [viewer]: seen } }));
    },
    setRulesHelp: (rulesHelp) => {
      set({ rulesHelp });
    },
    setPresenter: (presenter) => {
      set({ presenter });
    },
    setScreen: (screen) => {
      set((s) => (s.screen === 'table' && screen !== 'table' ? { ...covered(s), screen } : { screen }));
    },
    setGuided: (guided) => {
      set({ guided, selectedId: null, drag: null, rotate: null });
    },
    setReview: (review) => {
      set({ review, selectedId: null, drag: null, rotate: null });
    },
    setReplaceDraft: (d) => {
      set((s) => ({ replaceDraft: { ...s.replaceDraft, ...d } }));
    },
    setCamera: (camera) => {
      set({ camera });
    },
    setFollow: (follow) => {
      set({ follow });
    },
    setViewport: (viewport) => {
      set({ viewport });
    },
    setTool: (tool) => {
      set({
        tool,
        ...(tool === 'place' ? {} : { hover: null, pickingMine: false }),
        ...(tool === 'measure' ? {} : { tape: null }),
        ...(tool === 'scenery' ? {} : { sceneryId: null, sceneryDraft: null, drawing: null }),
      });
    },
    selectScenery: (sceneryId) => {
      set({ sceneryId });
    },
    setSceneryDraft: (sceneryDraft) => {
      set({ sceneryDraft });
    },
    setDrawing: (drawing) => {
      set({ drawing });
    },
    setDrawHeight: (drawHeight) => {
      set({ drawHeight });
    },
    setTape: (tape) => {
      set({ tape });
    },
    setPlacement: (p) => {
      set((s) => ({ placement: { ...s.placement, ...p } }));
    },
    setMoveLimit: (moveLimit) => {
      set({ moveLimit });
    },
    setDrag: (drag) => {
      // A new drag takes back the offer of the last refused drop.
      set(drag && !get().drag ? { drag, levelAgreement: null } : { drag });
    },
    setRotate: (rotate) => {
      set({ rotate });
    },
    toggle: (key) => {
      set((s) => ({ [key]: !s[key] }));
    },
    toggleZocFor: (id) => {
      set((s) => ({ zocFor: s.zocFor.includes(id) ? s.zocFor.filter((x) => x !== id) : [...s.zocFor, id] }));
    },
    toggleArcFor: (id) => {
      set((s) => ({ arcFor: s.arcFor.includes(id) ? s.arcFor.filter((x) => x !== id) : [...s.arcFor, id] }));
    },
    setRenderProblems: (renderProblems) => {
      set((s) => (s.renderProblems.length === 0 && renderProblems.length === 0 ? s : { renderProblems }));
    },
    say: (text, tone = 'info', rules) => {
      set((s) => ({
        status: { text, tone, seq: s.status.seq + 1, ...(rules?.length ? { rules: [...rules] } : {}) },
      }));
    },
  }));
  // The draft of the seat at the screen is kept as it changes, and dropped when it is declared or the
  // curtain comes down (the screen changing hands); whoever takes the screen, no other seat's is kept.
  if (drafts) {
    store.subscribe((s, prev) => {
      if (s.orderDraft === prev.orderDraft && s.viewer === prev.viewer) return;
      if (s.viewer !== prev.viewer) for (const seat of SEATS) if (seat !== s.viewer) drafts.save(seat, {});
      if (isSeat(s.viewer)) drafts.save(s.viewer, s.orderDraft);
    });
  }
  return store;
}
