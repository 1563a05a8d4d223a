import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { createGameStore, createSessionStore, StoresContext, type Stores } from './store/index.ts';
import { App } from './ui/App.tsx';
import { isAudienceWindow } from './ui/audience.ts';
import './ui/app.css';

function browserStorage() {
  try {
    const probe = '__marker_table_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const AudienceApp = lazy(() => import('./ui/AudienceApp.tsx').then((m) => ({ default: m.AudienceApp })));
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
if (isAudienceWindow()) {
  // The audience window keeps no game and reads no storage: only the public views it is sent.
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={null}>
        <AudienceApp />
      </Suspense>
    </StrictMode>,
  );
} else {
  const stores: Stores = { game: createGameStore(browserStorage()), session: createSessionStore() };
  createRoot(root).render(
    <StrictMode>
      <StoresContext value={stores}>
        <App />
      </StoresContext>
    </StrictMode>,
  );
}
