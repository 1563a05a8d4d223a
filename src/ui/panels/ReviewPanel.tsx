import { type Ruled } from '../../rules/index.ts';
import { useEffect } from 'react';
import { reviewTurns, stepsPlayed, useGame, useSession, useStoreApis, useView } from '../../store/index.ts';
import type { Viewer } from '../../engine/index.ts';
import { RuleText } from '../help/RulesHelp.tsx';
import { ReopenGame } from './ReopenGame.tsx';

const LENSES: { lens: Viewer; label: string }[] = [
  { lens: 'A', label: 'As Player A knew it' },
  { lens: 'B', label: 'As Player B knew it' },
  { lens: 'referee', label: 'Everything revealed' },
];

/**
 * The review of a finished game (issue: replay and review): step through its actions, first, back,
 * forward, last, or jump to a Player Turn, through three lenses: as A knew it, as B knew it, and
 * with everything revealed (true identities, real Holoechoes and Decoys, written Hidden Deployment
 * positions drawn on the table). Each step is a replay, same seed, same dice. Arrow keys step too.
 * It offers no Undo: a finished game is reopened only when both players agree (ReopenGame).
 */
export function ReviewPanel() {
  const { session } = useStoreApis();
  const review = useSession((s) => s.review);
  const view = useView();
  const total = useGame(stepsPlayed);
  // The first step of each Player Turn, for the jump list.
  const turns = useGame(reviewTurns);
  const index = review?.index ?? total;
  const lens = review?.lens ?? 'referee';
  const go = (i: number) => {
    session.getState().setReview({ index: Math.max(0, Math.min(total, i)), lens });
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
      if (e.key === 'ArrowLeft') go(index - 1);
      else if (e.key === 'ArrowRight') go(index + 1);
      else if (e.key === 'Home') go(0);
      else if (e.key === 'End') go(total);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  });
  const lastLine: Ruled = view.log.at(-1) ?? { text: 'The table before anything happened.' };
  return (
    <section className="panel" aria-labelledby="review-title" data-testid="review-panel">
      <h2 id="review-title">Review</h2>
      <p data-testid="review-step">
        Step {index} of {total} · <RuleText text={view.phase.text} rules={view.phase.rules} />
      </p>
      <p className="hint" data-testid="review-last">
        <RuleText text={lastLine.text} rules={lastLine.rules} />
      </p>
      <div className="row buttons" role="group" aria-label="Step through the game">
        <button
          type="button"
          onClick={() => {
            go(0);
          }}
          disabled={index === 0}
          aria-label="First step"
        >
          First
        </button>
        <button
          type="button"
          onClick={() => {
            go(index - 1);
          }}
          disabled={index === 0}
          aria-label="Step back"
        >
          Back
        </button>
        <button
          type="button"
          onClick={() => {
            go(index + 1);
          }}
          disabled={index === total}
          aria-label="Step forward"
        >
          Forward
        </button>
        <button
          type="button"
          onClick={() => {
            go(total);
          }}
          disabled={index === total}
          aria-label="Last step"
        >
          Last
        </button>
      </div>
      <label className="field">
        Jump to
        <select
          value={[...turns].reverse().find((t) => t.index <= index)?.index ?? 0}
          onChange={(e) => {
            go(Number(e.target.value));
          }}
        >
          {turns.map((t) => (
            <option key={t.index} value={t.index}>
              {t.label}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>Lens</legend>
        {LENSES.map((l) => (
          <label key={l.lens} className="check">
            <input
              type="radio"
              name="review-lens"
              checked={lens === l.lens}
              onChange={() => {
                session.getState().setReview({ index, lens: l.lens });
              }}
            />
            {l.label}
          </label>
        ))}
      </fieldset>
      <div className="row buttons">
        <button
          type="button"
          onClick={() => {
            session.getState().setReview(null);
            session.getState().raiseCurtain();
          }}
        >
          Leave the review
        </button>
      </div>
      <ReopenGame />
    </section>
  );
}
