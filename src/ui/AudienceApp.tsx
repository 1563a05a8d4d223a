import { ruleName, ruledText } from '../rules/index.ts';
import { useEffect, useRef, useState } from 'react';
import { StoresContext, ViewOverride, viewOnlyStores } from '../store/index.ts';
import type { View } from '../engine/index.ts';
import { TableCanvas } from './table/TableCanvas.tsx';
import { LogPanel } from './panels/LogPanel.tsx';
import { PublicResultCard } from './panels/ResultCard.tsx';
import {
  AUDIENCE_CHANNEL,
  AUDIENCE_START,
  narrationAfter,
  receiveAudience,
  type AudienceMessage,
  type AudienceReceiver,
  type GuideStep,
} from './audience.ts';
import type { ViewLogLine } from '../engine/index.ts';
import type { SeatLink } from '../store/net/remoteMatch.ts';

/** How often an audience window looks again at a game the server put away (milliseconds). */
const AUDIENCE_WAKE_MS = 5 * 60_000;

/**
 * The audience window: the table as both players know it, large, following the presenter's window
 * live. It holds no game of its own: only the public views it receives (a whole view, then the
 * deltas from it), so nothing secret can be read here, not even in the page's memory.
 */
export function AudienceApp({ remote }: { remote?: SeatLink }) {
  const [view, setView] = useState<View | null>(null);
  const [guide, setGuide] = useState<GuideStep | null>(null);
  const [narration, setNarration] = useState<ViewLogLine[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const receiver = useRef<AudienceReceiver>(AUDIENCE_START);
  const [stores] = useState(() => {
    const made = viewOnlyStores('public');
    // A projector: the canvas's names and the action's close-up are presenter-sized (issue 31).
    made.session.getState().setPresenter(true);
    return made;
  });
  useEffect(() => {
    document.body.classList.add('presenter');
    if (remote) {
      // A game on two devices: the store's remote port opens the audience's seat (and opens it again
      // when it is lost); the server sends the audience's own packets, the public view only.
      const game = stores.game;
      let before: View | null = null;
      // Put away by the server for want of moves, the game is looked at again every few minutes (and
      // at a touch or a key): nobody touches a projector, and the players may be playing again.
      let waking: ReturnType<typeof setInterval> | null = null;
      const wake = () => {
        game.getState().wakeRemote();
      };
      const unsubscribe = game.subscribe((g) => {
        const resting = g.remote?.connection === 'resting';
        if (resting && !waking) {
          waking = setInterval(wake, AUDIENCE_WAKE_MS);
          window.addEventListener('pointerdown', wake, true);
          window.addEventListener('keydown', wake, true);
        } else if (!resting && waking) {
          clearInterval(waking);
          waking = null;
          window.removeEventListener('pointerdown', wake, true);
          window.removeEventListener('keydown', wake, true);
        }
        const sent = g.remote?.packet?.view ?? null;
        setProblem(g.remote?.connection === 'open' ? null : (g.remote?.problem ?? null));
        if (!sent || sent === before) return;
        const last = before;
        before = sent;
        setNarration((lines) => narrationAfter(last?.log ?? [], sent.log, lines));
        setView(sent);
      });
      game.getState().openRemote(remote);
      return () => {
        if (waking) clearInterval(waking);
        window.removeEventListener('pointerdown', wake, true);
        window.removeEventListener('keydown', wake, true);
        unsubscribe();
        game.getState().leaveRemote();
      };
    }
    const channel = new BroadcastChannel(AUDIENCE_CHANNEL);
    const hello: AudienceMessage = { type: 'hello' };
    channel.onmessage = (e: MessageEvent<AudienceMessage>) => {
      const before = receiver.current.held;
      const { receiver: next, hello: ask } = receiveAudience(receiver.current, e.data);
      receiver.current = next;
      if (ask) channel.postMessage(hello);
      const held = next.held;
      if (!held || held === before) return;
      setNarration((last) => narrationAfter(before?.view.log ?? [], held.view.log, last));
      setView(held.view);
      setGuide(held.guide);
    };
    receiver.current = AUDIENCE_START;
    channel.postMessage(hello);
    return () => {
      channel.close();
    };
  }, [remote, stores]);
  useEffect(() => {
    if (view) window.markerAudienceView = view;
  }, [view]);
  if (!view) {
    return (
      <div className="curtain" data-testid="audience-waiting">
        <div className="curtain-card">
          <h1>Audience view</h1>
          <p role="status">
            {remote
              ? (problem ?? 'Connecting to the game…')
              : "Waiting for the table: keep the presenter's window open."}
          </p>
        </div>
      </div>
    );
  }
  return (
    <StoresContext value={stores}>
      <ViewOverride value={view}>
        <div className="app audience">
          <div className="banner" role="note" data-testid="audience-banner">
            Audience view · what both players know · {ruledText(view.phase)}
          </div>
          <section className="audience-narration" aria-live="polite" data-testid="audience-narration">
            {guide && (
              <p className="audience-step">
                Step {guide.step} of {guide.total}
              </p>
            )}
            {guide?.says && (
              <p className="audience-says" data-testid="audience-says">
                {guide.says}
                {guide.rule && <span className="audience-rule"> · The rule: {ruleName(guide.rule)}</span>}
              </p>
            )}
            {narration.map((l) => (
              <p key={l.seq}>{ruledText(l)}</p>
            ))}
          </section>
          <main className="layout">
            <section className="table-area" aria-label="Table">
              <TableCanvas label="The table, as both players know it" />
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
