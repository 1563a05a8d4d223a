import { createContext, useCallback, useContext, useMemo } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import {
  tableStatus,
  viewFor,
  viewLogBefore,
  type TableStatus,
  type View,
  type ViewLogLine,
  type Viewer,
} from '../engine/index.ts';
import { createGameStore, reviewStateAt } from './gameStore.ts';
import { createSessionStore } from './sessionStore.ts';
import type { GameStore } from './gameStore.ts';
import type { SessionStore } from './sessionStore.ts';
import { packetFor, type Packet } from '../match/match.ts';
import { lensOf, reviewLogBefore, reviewView } from '../match/review.ts';
import { reopenRequestFor, undoRequestFor, type UndoRequest } from '../match/undoRequest.ts';
import { recordOf } from './gameStore.ts';
import type { GameRecord } from '../engine/index.ts';
import type { Seat } from '../rules/index.ts';

export {
  createGameStore,
  replay,
  recordOf,
  canTakeBack,
  scenarioProgress,
  reviewStateAt,
  underWay,
} from './gameStore.ts';
export type { GameStore, ScenarioProgress, Pins } from './gameStore.ts';
export { createSessionStore, isResultSeen } from './sessionStore.ts';
export { orderDraftKeeper } from './orderDrafts.ts';
export type { ResultSeen } from './sessionStore.ts';
export type { Screen } from './sessionStore.ts';
export type { DrillStore, DrillRun, DrillResult } from './drillStore.ts';
export type {
  SessionStore,
  Camera,
  DragDraft,
  DeployDraft,
  Status,
  Placement,
  Tape,
  Tool,
} from './sessionStore.ts';
export { awaitedMovement, dragStop, forcedImpetuousDraft, previewMove } from './preview.ts';
export { facingChangeOf, type FacingChange } from './facing.ts';
export type { OrderDrag } from './preview.ts';
export { previewDeploy, previewHidden } from './deployPreview.ts';
export { previewArrival } from './arrivalPreview.ts';
export { describeMineSpot, MINE_RADIUS, previewMine, type MinePreview } from './minePreview.ts';
export { declareProblem, engagingOf, templatePreview } from './orderPreview.ts';
export { aroBurstText, orderBurstText } from './teamPreview.ts';
export { curtainsAlong, mustChangeHands } from './handover.ts';
export {
  lastOrderCard,
  lastOrderSpan,
  nextOrderCard,
  type ResultCard,
  type CardLine,
  type DieShown,
} from './resultCard.ts';
export type { DeployPreview } from './deployPreview.ts';
export { lockPin, pinMatches, PIN_PATTERN } from './pin.ts';
export { lofSceneOf, sideViewFor, sightlinesFor, previewReactions, previewCover } from './sightlines.ts';
export type { Sightlines } from './sightlines.ts';
export { STORAGE_KEY, restore, serialize } from './persist/persistence.ts';
export type { KeyValueStorage } from './persist/persistence.ts';

export interface Stores {
  game: StoreApi<GameStore>;
  session: StoreApi<SessionStore>;
}

export const StoresContext = createContext<Stores | null>(null);

/**
 * Stores for drawing a view handed in from outside (with ViewOverride): an empty game that is never
 * played, and a session looking as `viewer`. The audience window and the drill boards use them.
 */
export function viewOnlyStores(viewer: Viewer): Stores {
  const session = createSessionStore();
  session.getState().takeScreen(viewer);
  return { game: createGameStore(), session };
}

function useStores(): Stores {
  const s = useContext(StoresContext);
  if (!s) throw new Error('StoresContext is missing: wrap the app in <StoresContext value={...}>');
  return s;
}

export function useGame<T>(selector: (s: GameStore) => T): T {
  return useStore(useStores().game, selector);
}

export function useSession<T>(selector: (s: SessionStore) => T): T {
  return useStore(useStores().session, selector);
}

export function useStoreApis(): Stores {
  return useStores();
}

/** Views already projected, per state and viewer: every component of a screen shares one. */
const projected = new WeakMap<object, Map<Viewer, View>>();

/**
 * `viewFor`, once per state and viewer however many components ask (states are never changed in
 * place, and nobody changes a view). A drag that mounts a few components projects nothing again.
 */
export function sharedView(state: Parameters<typeof viewFor>[0], viewer: Viewer): View {
  return perViewer(projected, state, viewer, () => viewFor(state, viewer));
}

/** A value made once per object (a state, a packet) and viewer: such objects never change in place. */
function perViewer<K extends object, V>(
  cache: WeakMap<K, Map<Viewer, V>>,
  key: K,
  viewer: Viewer,
  make: () => V,
): V {
  let byViewer = cache.get(key);
  if (!byViewer) {
    byViewer = new Map();
    cache.set(key, byViewer);
  }
  let value = byViewer.get(viewer);
  if (value === undefined) {
    value = make();
    byViewer.set(viewer, value);
  }
  return value;
}

/** The lens the screen's viewer is given of the game on the table (match/review.ts). */
function lensHere(g: Pick<GameStore, 'state' | 'setup' | 'scenario'>, viewer: Viewer): Viewer {
  return lensOf(g, viewer, g.scenario !== null);
}

/** Where a game stands, per state: what anybody in front of the screen may read (engine/view.ts). */
const statuses = new WeakMap<object, TableStatus>();

/**
 * The UI's only ways to the game on the table (ARCHITECTURE.md §10): a viewer's view, and the public
 * status. No UI file reads the store's whole state (eslint.config.js keeps it so).
 */
export function currentView(
  g: Pick<GameStore, 'state' | 'remote' | 'setup' | 'scenario'>,
  viewer: Viewer,
): View {
  // On two devices the device's own packet is the table (its viewer is the device's seat).
  const sent = g.remote?.packet;
  if (!sent) return sharedView(g.state, lensHere(g, viewer));
  return devicePacket(sent, viewer).view;
}

export function currentStatus(g: Pick<GameStore, 'state' | 'remote'>): TableStatus {
  const sent = g.remote?.packet;
  if (sent) return sent.status;
  let status = statuses.get(g.state);
  if (!status) {
    status = tableStatus(g.state);
    statuses.set(g.state, status);
  }
  return status;
}

const reviewPackets = new WeakMap<Packet, Map<Viewer, Packet>>();

/**
 * On two devices: the device's own packet, or once the game is over (everything is revealed, and the
 * server has sent the whole record) another viewer's view of its end, for the review's lenses.
 * WARNING: before the end the device holds no other viewer's view; asking for one is a bug, never a
 * fallback, and it throws.
 */
function devicePacket(sent: Packet, viewer: Viewer): Packet {
  if (sent.viewer === viewer) return sent;
  return perViewer(reviewPackets, sent, viewer, () => {
    const record = sent.review;
    const view = record ? reviewView(record, record.actions.length, viewer) : null;
    if (!view) throw new Error(`This device holds ${sent.viewer}'s packet, not ${viewer}'s.`);
    const nothingToDo = {
      undo: null,
      answer: null,
      canUndo: false,
      canRedo: false,
      mayAskUndo: false,
      mayReopen: false,
    };
    return { ...sent, ...nothingToDo, viewer, view };
  });
}

/** Packets already made, per store state and viewer. */
const packets = new WeakMap<GameStore, Map<Viewer, Packet>>();

/**
 * A viewer's packet of the game on the table (match/match.ts): its view, what it may do, and an undo
 * request in its own words. Made once per store state and viewer.
 */
export function currentPacket(g: GameStore, viewer: Viewer): Packet {
  const sent = g.remote?.packet;
  if (sent) return devicePacket(sent, viewer);
  return perViewer(packets, g, viewer, () => packetFor(g, viewer, sharedView(g.state, lensHere(g, viewer))));
}

const turnLists = new WeakMap<readonly unknown[], { index: number; label: string }[]>();

/**
 * The review's jump list of a finished game (everything is revealed by then): the first step of the
 * Deployment and of each Player Turn, with its label. Worked out once per action list.
 */
export function reviewTurns(g: GameStore): { index: number; label: string }[] {
  const played = playedRecord(g);
  const kept = turnLists.get(played.actions);
  if (kept) return kept;
  const out: { index: number; label: string }[] = [];
  let last = '';
  for (let i = 0; i <= played.actions.length; i++) {
    const p = reviewStateAt(played, i).phase;
    const key =
      p.kind === 'turn'
        ? `Round ${String(p.round)} · Player ${p.active}'s turn`
        : p.kind === 'deployment'
          ? 'Deployment'
          : '';
    if (key && key !== last) out.push({ index: i, label: key });
    last = key || last;
  }
  turnLists.set(played.actions, out);
  return out;
}

/** How many steps have been played: where the review of a finished game starts. */
export function stepsPlayed(g: GameStore): number {
  return playedRecord(g).actions.length;
}

const NOTHING_PLAYED: GameRecord = {
  setup: { table: { width: 0, depth: 0, zoneDepth: 0 }, scenery: [] },
  random: { seed: 0 },
  actions: [],
};

/**
 * The record the review replays: the game here, or on two devices the whole record the server sends
 * once the game is over (nothing of it before: NOTHING_PLAYED, with no step to review).
 */
export function playedRecord(g: GameStore): GameRecord {
  if (!g.remote) return recordOf(g);
  return g.remote.packet?.review ?? NOTHING_PLAYED;
}

/** What a seat would ask to take back: its own last step, named in each seat's words (match/undoRequest.ts). */
export function undoPreview(g: GameStore, viewer: Viewer): UndoRequest | null {
  // On two devices the server names the step when the request is made (the device holds no record).
  if (g.remote) return null;
  return viewer === 'A' || viewer === 'B' ? undoRequestFor(recordOf(g), viewer) : null;
}

/**
 * What a seat would ask to reopen a finished game: its end, in each seat's words. On two devices too,
 * from the whole record the server sends once the game is over.
 */
export function reopenPreview(g: GameStore, seat: Seat): UndoRequest | null {
  if (!currentStatus(g).over) return null;
  return reopenRequestFor(playedRecord(g), seat);
}

/** Whether the request that waits is to reopen the finished game (anybody may know that much). */
export function reopenAsked(g: GameStore): boolean {
  const sent = g.remote?.packet;
  return (sent ? sent.undo : currentPacket(g, 'public').undo)?.end === true;
}

/** The seat that asked to take a step back, while its request waits (anybody may know that much). */
export function undoAsker(g: GameStore): Seat | null {
  const sent = g.remote?.packet;
  if (sent) {
    // On two devices, the device's own packet says who asked.
    const n = sent.undo;
    if (!n) return null;
    return n.kind === 'asked' ? (sent.viewer as Seat) : n.by;
  }
  const notice = currentPacket(g, 'public').undo;
  return notice?.kind === 'waiting' ? notice.by : null;
}

/** The viewer's projection of the game (ARCHITECTURE.md §5): the only game data the UI reads. */
export function useView(): View {
  const given = useContext(ViewOverride);
  const state = useGame((s) => s.state);
  const sent = useGame((s) => s.remote?.packet ?? null);
  const viewer = useSession((s) => s.viewer);
  const review = useSession((s) => s.review);
  const g = useStores().game;
  // A finished game under review: the replayed state at the chosen step, through the chosen lens.
  const own = useMemo(() => {
    const over = sent ? sent.status.over : state.phase.kind === 'over';
    const reviewed =
      review && over ? reviewView(playedRecord(g.getState()), review.index, review.lens) : null;
    if (reviewed) return reviewed;
    return sent ? sent.view : sharedView(state, lensHere({ ...g.getState(), state }, viewer));
  }, [state, sent, viewer, review, g]);
  return given ?? own;
}

/**
 * Older lines of the viewer's log than its view carries (VIEW_LOG_LINES), a page at a time, from the
 * same game and lens as `useView`; null where there is no game to ask (the audience window).
 */
export function useOlderLog():
  ((beforeSeq: number, count: number) => ViewLogLine[] | Promise<ViewLogLine[]>) | null {
  const given = useContext(ViewOverride);
  const state = useGame((s) => s.state);
  const sent = useGame((s) => s.remote?.packet ?? null);
  const viewer = useSession((s) => s.viewer);
  const review = useSession((s) => s.review);
  const g = useStores().game;
  const older = useCallback(
    (beforeSeq: number, count: number): ViewLogLine[] | Promise<ViewLogLine[]> => {
      const now = g.getState();
      const over = sent ? sent.status.over : state.phase.kind === 'over';
      if (review && over) {
        return reviewLogBefore(playedRecord(now), review.index, review.lens, beforeSeq, count) ?? [];
      }
      // On two devices the server has the device's log: it sends older lines through the device's lens.
      if (sent) return now.olderRemote(beforeSeq, count);
      return viewLogBefore(state, lensHere({ ...now, state }, viewer), beforeSeq, count);
    },
    [state, sent, viewer, review, g],
  );
  return given ? null : older;
}

/**
 * A view handed in from outside (the audience window receives only the public view over a
 * BroadcastChannel and holds no game): when set, every component draws it instead of its own.
 */
export const ViewOverride = createContext<View | null>(null);
export {
  DICE_AGAIN,
  REOPEN_QUESTION,
  diceText,
  followingText,
  followingUncounted,
  undoRequestFor,
  type UndoAnswer,
  type UndoRequest,
} from '../match/undoRequest.ts';
export { GAME_OVER_UNDO } from '../match/match.ts';
