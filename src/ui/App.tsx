import { SaveNotice } from './SaveNotice.tsx';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import type { View } from '../engine/index.ts';
import { currentStatus, mustChangeHands, undoAsker, useGame, useStoreApis, useView } from '../store/index.ts';
import { TableCanvas } from './table/TableCanvas.tsx';
import { Banner } from './Banner.tsx';
import { Toolbar } from './Toolbar.tsx';
import { SetupPanel } from './panels/SetupPanel.tsx';
import { InfoSlot } from './panels/InfoSlot.tsx';
import { SightPanel } from './panels/SightPanel.tsx';
import { useSession } from '../store/index.ts';
import { PieceList } from './panels/PieceList.tsx';
import { LogPanel } from './panels/LogPanel.tsx';
import { StatusBar } from './panels/StatusBar.tsx';
import { RenderProblems } from './panels/RenderProblems.tsx';
import { WalkthroughSlot } from './walkthrough/WalkthroughSlot.tsx';
import { PanelSheet } from './panels/PanelSheet.tsx';
// The dialogs load on first use: they are not needed to draw the table (first-load budget).
const HelpDialog = lazyPart(() => import('./Dialogs.tsx'), 'HelpDialog');
const NewTableDialog = lazyPart(() => import('./Dialogs.tsx'), 'NewTableDialog');
const ScenariosDialog = lazyPart(() => import('./ScenariosDialog.tsx'), 'ScenariosDialog');
// A game's panels load when a game is on the table: the first (free set-up) table does without them.
// Panels only a game shows load with the game's panels, not with the first (free set-up) table.
// The scenery editor opens only when a piece of scenery is being edited.
const SceneryPanel = lazyPart(() => import('./panels/SceneryPanel.tsx'), 'SceneryPanel');
const ScenarioPanel = lazyPart(() => import('./panels/ScenarioPanel.tsx'), 'ScenarioPanel');
const UndoRequestPanel = lazyPart(() => import('./panels/UndoRequestPanel.tsx'), 'UndoRequestPanel');
const UndoAnswerPanel = lazyPart(() => import('./panels/UndoRequestPanel.tsx'), 'UndoAnswerPanel');
const ResultCardPanel = lazyPart(() => import('./panels/ResultCard.tsx'), 'ResultCardPanel');
const DeployPanel = lazyPart(() => import('./panels/DeployPanel.tsx'), 'DeployPanel');
const TurnPanel = lazyPart(() => import('./panels/TurnPanel.tsx'), 'TurnPanel');
const ReviewPanel = lazyPart(() => import('./panels/ReviewPanel.tsx'), 'ReviewPanel');
const GuidePanel = lazyPart(() => import('./panels/GuidePanel.tsx'), 'GuidePanel');
const RulesHelpDialog = lazyPart(() => import('./help/RulesHelpDialog.tsx'), 'RulesHelpDialog');
// Resuming a kept game replays it: the dialog comes with the rules engine (engine/reducer.ts).
const GamesDialog = lazy(() =>
  Promise.all([import('./GamesDialog.tsx'), loadReducer()]).then(([m]) => ({ default: m.GamesDialog })),
);
const HomeScreen = lazyPart(() => import('./home/HomeScreen.tsx'), 'HomeScreen');
const DrillsScreen = lazyPart(() => import('./drills/DrillsScreen.tsx'), 'DrillsScreen');
// A game on two devices: its parts load only when a player chooses two devices.
const DeviceWaiting = lazyPart(() => import('./TwoDevices.tsx'), 'DeviceWaiting');
const SharePanel = lazyPart(() => import('./TwoDevices.tsx'), 'SharePanel');
// Fireteams are formed in a game only; the side view shows once a piece is chosen and another is on the
// table: neither is on the first table drawn, and each appears whole when its code has come.
const FireteamPanel = lazyPart(() => import('./fireteams/FireteamPanel.tsx'), 'FireteamPanel');
const SideViewPanel = lazyPart(() => import('./panels/SideViewPanel.tsx'), 'SideViewPanel');
// The curtain comes down only in a hot-seat game, never over the first (free set-up) table.
const Curtain = lazyPart(() => import('./Curtain.tsx'), 'Curtain');
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { loadReducer } from '../engine/reducer.ts';
import { useAudienceBroadcast } from './audience.ts';
import { useKeyboardShortcuts } from './keyboard.ts';
import { useScreenAddress } from './screen.ts';
import { withSchemas } from '../engine/zod.ts';
import { lazyPart } from './lazyPart.ts';

declare global {
  interface Window {
    /** The view the table is drawn from, for tests and the curious: only what the seat at the screen may know. */
    markerTableView?: View;
    /** The public view an audience window last received (presenter mode). */
    markerAudienceView?: View;
  }
}

/** Publishes the rendered view while the table is mounted, and takes it away under the curtain. */
function ViewProbe() {
  const view = useView();
  useEffect(() => {
    window.markerTableView = view;
    return () => {
      delete window.markerTableView;
    };
  }, [view]);
  return null;
}

/** The table and its panels, for the viewer at the screen. Unmounted whenever the curtain is up. */
function Table({
  onHelp,
  onNewTable,
  onScenarios,
  onGames,
}: {
  onHelp: () => void;
  onNewTable: () => void;
  onScenarios: () => void;
  onGames: () => void;
}) {
  const editingScenery = useSession((s) => s.tool === 'scenery');
  const mode = useGame((g) => currentStatus(g).mode);
  const deploying = useView().phase.kind === 'deployment';
  const inReview = useSession((s) => s.review !== null);
  const asked = useGame((g) => undoAsker(g) !== null);
  const guidedOn = useSession((s) => s.guided);
  const hasScenario = useGame((g) => g.scenario !== null);
  const guiding = guidedOn && hasScenario;
  const over = useGame((g) => currentStatus(g).over);
  const reviewing = inReview && over;
  const remote = useGame((g) => g.remote !== null);
  // The side view needs a chosen piece (or a tape between two): its code loads with the first choice.
  const selected = useSession((s) => s.selectedId !== null || Boolean(s.tape?.fromId && s.tape.toId));
  useKeyboardShortcuts(onHelp);
  return (
    <>
      <ViewProbe />
      <Toolbar onHelp={onHelp} onNewTable={onNewTable} onScenarios={onScenarios} onGames={onGames} />
      <Banner />
      <main className="layout">
        <section className="table-area" aria-label="Table">
          <TableCanvas />
          <WalkthroughSlot place="table" />
        </section>
        <PanelSheet>
          <RenderProblems />
          {remote && (
            <Suspense fallback={null}>
              <SharePanel />
            </Suspense>
          )}
          {mode === 'game' && (
            <Suspense fallback={null}>
              {asked && <UndoRequestPanel />}
              <UndoAnswerPanel />
            </Suspense>
          )}
          <Suspense fallback={null}>
            {reviewing && <ReviewPanel />}
            {guiding && <GuidePanel />}
          </Suspense>
          {mode === 'game' && !reviewing && !asked && !guiding && (
            <Suspense fallback={null}>
              <ScenarioPanel />
            </Suspense>
          )}
          {reviewing || asked || guiding ? null : mode === 'game' ? (
            <Suspense fallback={<p className="loading">Loading…</p>}>
              {deploying ? <DeployPanel /> : <TurnPanel />}
            </Suspense>
          ) : editingScenery ? (
            <Suspense fallback={<p className="loading">Loading…</p>}>
              <SceneryPanel />
            </Suspense>
          ) : (
            <SetupPanel />
          )}
          {/* The last Order's result sits under the live controls (AROs, Alert, the next step). */}
          {mode === 'game' && !reviewing && (
            <Suspense fallback={null}>
              <ResultCardPanel />
            </Suspense>
          )}
          <InfoSlot />
          {mode === 'game' && (
            <Suspense fallback={null}>
              <FireteamPanel />
            </Suspense>
          )}
          <SightPanel />
          {selected && (
            <Suspense fallback={null}>
              <SideViewPanel />
            </Suspense>
          )}
          <PieceList />
          <LogPanel />
        </PanelSheet>
      </main>
      <StatusBar />
    </>
  );
}

export function App() {
  const [help, setHelp] = useState(false);
  const [newTable, setNewTable] = useState(false);
  const openHelp = useCallback(() => {
    setHelp(true);
  }, []);
  const openNewTable = useCallback(() => {
    setNewTable(true);
  }, []);
  const [twoDevices, setTwoDevices] = useState(false);
  const stores = useStoreApis();
  const [scenarios, setScenarios] = useState(false);
  const openScenarios = useCallback(() => {
    setScenarios(true);
  }, []);
  const [games, setGames] = useState(false);
  const rulesHelpOpen = useSession((s) => s.rulesHelp !== null);
  const openGames = useCallback(() => {
    setGames(true);
  }, []);
  const restoreError = useGame((g) => g.restoreError);
  const status = useGame(currentStatus);
  const viewer = useSession((s) => s.viewer);
  const curtainUp = useSession((s) => s.curtainUp);
  const { game, session } = useStoreApis();
  // In a free set-up the referee looks; in a game the curtain comes down only for the awaited seat.
  const review = useSession((s) => s.review);
  const presenter = useSession((s) => s.presenter);
  const screen = useSession((s) => s.screen);
  useScreenAddress(session);
  useAudienceBroadcast(presenter);
  useEffect(() => {
    document.body.classList.toggle('presenter', presenter);
  }, [presenter]);
  // A finished game under review needs no PIN and no curtain (issue: replay and review).
  const reviewing = review !== null && status.over;
  // A guided demonstration of a scenario shows the chosen lens with no curtain.
  const guidedOn = useSession((s) => s.guided);
  const hasScenario = useGame((g) => g.scenario !== null);
  const guiding = guidedOn && hasScenario;
  // A request to take a step back is answered by the other seat, at its own screen.
  const asker = useGame(undoAsker);
  const awaited = asker ? (asker === 'A' ? 'B' : 'A') : status.awaiting;
  // On two devices each device is its own seat's: no curtain, and the seat is the one the server says.
  const remote = useGame((g) => g.remote !== null);
  const deviceSeat = useGame((g) => g.remote?.packet?.viewer ?? null);
  // A seat taken over by another device with its link: this one shows why, and can take it back.
  const taken = useGame((g) => g.remote?.connection === 'taken');
  useEffect(() => {
    if (!deviceSeat) return;
    if (session.getState().viewer !== deviceSeat) session.getState().takeScreen(deviceSeat);
    if (session.getState().screen !== 'table') session.getState().setScreen('table');
  }, [deviceSeat, viewer, screen, session]);
  const curtain =
    !remote &&
    status.mode === 'game' &&
    !reviewing &&
    !guiding &&
    (curtainUp || mustChangeHands(viewer, awaited));
  useEffect(() => {
    if (status.mode === 'free' && viewer !== 'referee') session.getState().takeScreen('referee');
  }, [status.mode, viewer, session]);
  useEffect(() => {
    // A game reopened by both players (on two devices, while a device was reviewing it) is played again.
    if (review && !status.over) session.getState().setReview(null);
  }, [review, status.over, session]);
  useEffect(() => {
    // The screen changed hands: whatever the last seat had open is dropped, not just hidden.
    if (curtain && !curtainUp) session.getState().raiseCurtain();
  }, [curtain, curtainUp, session]);
  useEffect(() => {
    if (restoreError) {
      session.getState().say(restoreError, 'error');
      game.getState().clearRestoreError();
    }
  }, [restoreError, game, session]);
  // On two devices the table is the only screen, once the device holds its own seat's packet.
  const shown = remote
    ? deviceSeat === null || viewer !== deviceSeat || taken
      ? 'device-waiting'
      : 'table'
    : screen === 'home' || screen === 'drills'
      ? screen
      : curtain
        ? 'curtain'
        : 'table';
  return (
    <div className="app">
      <SaveNotice />
      {shown === 'device-waiting' ? (
        <Suspense fallback={<p className="loading">Loading…</p>}>
          <DeviceWaiting />
        </Suspense>
      ) : shown === 'home' ? (
        <ErrorBoundary>
          <Suspense fallback={<p className="loading">Loading…</p>}>
            <HomeScreen
              onNewGame={openNewTable}
              onTwoDevices={() => {
                setTwoDevices(true);
              }}
              onGames={openGames}
              onHelp={openHelp}
            />
          </Suspense>
        </ErrorBoundary>
      ) : shown === 'drills' ? (
        <ErrorBoundary>
          <Suspense fallback={<p className="loading">Loading the drills…</p>}>
            <DrillsScreen />
          </Suspense>
        </ErrorBoundary>
      ) : shown === 'curtain' ? (
        <>
          <Suspense fallback={null}>
            <Curtain
              onNewGame={openNewTable}
              onScenarios={openScenarios}
              onGames={openGames}
              onHelp={openHelp}
            />
          </Suspense>
          <WalkthroughSlot place="curtain" />
        </>
      ) : (
        <ErrorBoundary>
          <Table
            onHelp={openHelp}
            onNewTable={openNewTable}
            onScenarios={openScenarios}
            onGames={openGames}
          />
        </ErrorBoundary>
      )}
      {rulesHelpOpen && (
        <Suspense fallback={null}>
          <RulesHelpDialog />
        </Suspense>
      )}
      {games && (
        <Suspense fallback={null}>
          <GamesDialog
            open
            onClose={() => {
              setGames(false);
            }}
          />
        </Suspense>
      )}
      {scenarios && (
        <Suspense fallback={null}>
          <ScenariosDialog
            open
            onClose={() => {
              setScenarios(false);
            }}
          />
        </Suspense>
      )}
      {help && (
        <Suspense fallback={null}>
          <HelpDialog
            open
            onClose={() => {
              setHelp(false);
            }}
          />
        </Suspense>
      )}
      {twoDevices && (
        <Suspense fallback={null}>
          <NewTableDialog
            open
            onClose={() => {
              setTwoDevices(false);
            }}
            onTwoDevices={async (setup) => {
              const { startOnTwoDevices } = await withSchemas(import('./TwoDevices.tsx'));
              return startOnTwoDevices(stores, setup);
            }}
          />
        </Suspense>
      )}
      {/* Mounted only while open: the rosters and PINs typed in it are gone once it closes. */}
      {newTable && (
        <Suspense fallback={null}>
          <NewTableDialog
            open
            onClose={() => {
              setNewTable(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
