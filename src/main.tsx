import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createGameStore,
  createSessionStore,
  orderDraftKeeper,
  StoresContext,
  type Stores,
} from './store/index.ts';
import { startScreen } from './ui/screen.ts';
import { browserSessionStorage, browserStorage } from './ui/storage.ts';
import { App } from './ui/App.tsx';
import { isAudienceWindow } from './ui/audience.ts';
import { linkFromAddress } from './store/net/twoDevices.ts';
import { loadReducer } from './engine/reducer.ts';
import { loadSchemas } from './engine/zod.ts';
import { afterFirstTable } from './ui/firstDraw.ts';
import { storedGameIsFresh } from './store/persist/storedGame.ts';
import { STORAGE_KEY } from './store/persist/persistence.ts';
import { lazyPart } from './ui/lazyPart.ts';
import './ui/app.css';

/** How long a screen without a table (home, drills) keeps the rules engine waiting. */
const FIRST_TABLE_WAIT_MS = 3000;

const AudienceApp = lazyPart(() => import('./ui/AudienceApp.tsx'), 'AudienceApp');
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A two-device game's address: a seat's (?play=, its secret after the #) or the audience's (?watch=).
const address = linkFromAddress(window.location.href, browserStorage());
if (isAudienceWindow() || address?.watch) {
  // The audience window keeps no game and reads no storage: only the public views it is sent.
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={null}>
        <AudienceApp {...(address?.watch ? { remote: address.link } : {})} />
      </Suspense>
    </StrictMode>,
  );
} else {
  // Not awaited here: the engine's chunk imports this one, which must have finished evaluating first.
  void openTable(root);
}

/** The hot-seat table, or a seat of a two-device game. */
async function openTable(root: HTMLElement): Promise<void> {
  const storage = browserStorage();
  // The rules engine (engine/reducer.ts) comes with the first table only when a game with moves is
  // kept here (it is replayed); a fresh table draws first and fetches it just after. zod
  // (engine/zod.ts) comes first whenever anything kept here is read, or a game server is joined.
  const tabStorage = browserSessionStorage();
  const replayed = storage !== undefined && !storedGameIsFresh(storage, STORAGE_KEY);
  const read = address !== null || holdsAnything(storage) || holdsAnything(tabStorage);
  if (replayed || read) {
    try {
      await (replayed ? loadReducer() : loadSchemas());
    } catch {
      // Nothing is read, so nothing kept is touched: a reload tries again.
      root.textContent =
        'The rules could not be loaded: check the connection, then reload the page. Your game is kept.';
      return;
    }
  }
  const game = createGameStore(storage, undefined, tabStorage);
  if (address) {
    game.getState().openRemote(address.link);
    // The seat's secret leaves the address bar (a projector shows it): this browser keeps it.
    if (window.location.hash && !/^#\/?(home|table|drills)$/.test(window.location.hash)) {
      window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
    }
  }
  // The app opens where the address says, else at the game under way, else at home. The active seat's
  // dragged destinations are kept in this tab, so a reload before declaring does not lose them.
  const session = createSessionStore({
    screen: startScreen(game.getState(), window.location.hash),
    drafts: orderDraftKeeper(tabStorage, () => game.getState()),
  });
  const stores: Stores = { game, session };
  createRoot(root).render(
    <StrictMode>
      <StoresContext value={stores}>
        <App />
      </StoresContext>
    </StrictMode>,
  );
  // Once the first table is drawn and the page is idle; the first step asked before then waits for it.
  // A seat of a two-device game needs it too: its review replays the record the server sends at the end.
  const soon = () => void loadReducer().catch(() => undefined);
  await afterFirstTable(FIRST_TABLE_WAIT_MS);
  if ('requestIdleCallback' in window) requestIdleCallback(soon, { timeout: 2000 });
  else setTimeout(soon, 200);
}

/** Whether a storage area keeps anything (nothing is read from an empty one). */
function holdsAnything(area: Storage | undefined): boolean {
  return area !== undefined && area.length > 0;
}
