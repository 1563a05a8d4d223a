import { useState } from 'react';
import './walkthrough.css';
import { useStoreApis } from '../../store/index.ts';
import { useWalkthrough, walkthroughApi } from './walkthroughStore.ts';
import { startWalkthrough } from './startWalkthrough.ts';

/** Starts the walkthrough; the problem, if any, is shown beside the button. */
function useStart(before?: () => void): { start: () => void; busy: boolean; problem: string | null } {
  const stores = useStoreApis();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const start = () => {
    before?.();
    setBusy(true);
    setProblem(null);
    void startWalkthrough(stores).then((p) => {
      setBusy(false);
      setProblem(p);
      // Said in the status line too: a dialog the button was in may have closed meanwhile.
      if (p) stores.session.getState().say(p, 'error');
    });
  };
  return { start, busy, problem };
}

/** The way into the walkthrough from Help: "Walk me through a first Order" (`before` runs first: close a dialog). */
export function WalkthroughButton({ before }: { before?: () => void }) {
  const { start, busy, problem } = useStart(before);
  return (
    <>
      <button type="button" onClick={start} disabled={busy}>
        Walk me through a first Order
      </button>
      {problem && (
        <span className="error" role="alert">
          {problem}
        </span>
      )}
    </>
  );
}

/**
 * The first visit's offer on the home screen (issue: a first game in 60 seconds): a note, not a
 * dialog, so nothing waits on it. Answered once (started or declined), it is not shown again; the
 * walkthrough stays a button away under Help.
 */
export function WalkthroughOffer() {
  const offered = useWalkthrough((w) => w.offered);
  const { start, busy, problem } = useStart();
  if (offered) return null;
  return (
    <section className="walk-offer" aria-labelledby="walk-offer-title" data-testid="walkthrough-offer">
      <h2 id="walk-offer-title">New to the table? A first game in 60 seconds</h2>
      <p>
        Play one Order on a small table with a coach beside it: activate a trooper, move it, declare, hand the
        screen over, let the other player react, and read the result.
      </p>
      <div className="row buttons">
        <button type="button" className="primary" onClick={start} disabled={busy}>
          Start the walkthrough
        </button>
        <button
          type="button"
          onClick={() => {
            walkthroughApi().getState().answerOffer();
          }}
        >
          No, thanks
        </button>
      </div>
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
      <p className="hint">
        It is always there under “Walk me through a first Order”, here and in the rules help.
      </p>
    </section>
  );
}
