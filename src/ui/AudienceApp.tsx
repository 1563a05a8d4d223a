import { useEffect, useState } from 'react';
import { StoresContext, ViewOverride, viewOnlyStores } from '../store/index.ts';
import type { View } from '../engine/index.ts';
import { TableCanvas } from './table/TableCanvas.tsx';
import { LogPanel } from './panels/LogPanel.tsx';
import { PublicResultCard } from './panels/ResultCard.tsx';
import { AUDIENCE_CHANNEL, type AudienceMessage } from './audience.ts';
import { plainRuleText } from './help/citations.ts';

/**
 * The audience window: the table as both players know it, large, following the presenter's window
 * live. It holds no game of its own: only the public views it receives, so nothing secret can be
 * read here, not even in the page's memory.
 */
export function AudienceApp() {
  const [view, setView] = useState<View | null>(null);
  const [stores] = useState(() => viewOnlyStores('public'));
  useEffect(() => {
    document.body.classList.add('presenter');
    const channel = new BroadcastChannel(AUDIENCE_CHANNEL);
    channel.onmessage = (e: MessageEvent<AudienceMessage>) => {
      if (e.data.type === 'view') setView(e.data.view);
    };
    const hello: AudienceMessage = { type: 'hello' };
    channel.postMessage(hello);
    return () => {
      channel.close();
    };
  }, []);
  useEffect(() => {
    if (view) window.markerAudienceView = view;
  }, [view]);
  if (!view) {
    return (
      <div className="curtain" data-testid="audience-waiting">
        <div className="curtain-card">
          <h1>Audience view</h1>
          <p>Waiting for the table: keep the presenter's window open.</p>
        </div>
      </div>
    );
  }
  return (
    <StoresContext value={stores}>
      <ViewOverride value={view}>
        <div className="app audience">
          <div className="banner" role="note" data-testid="audience-banner">
            Audience view · what both players know · {plainRuleText(view.phase.text)}
          </div>
          <main className="layout">
            <section className="table-area" aria-label="Table">
              <TableCanvas />
            </section>
            <aside className="side" aria-label="Log">
              <PublicResultCard />
              <LogPanel />
            </aside>
          </main>
        </div>
      </ViewOverride>
    </StoresContext>
  );
}
