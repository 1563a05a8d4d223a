import { useEffect } from 'react';
import { scenarioProgress, useGame, useSession, useStoreApis } from '../../store/index.ts';
import type { Viewer } from '../../engine/index.ts';
import { RuleText } from '../help/RulesHelp.tsx';

const LENSES: { lens: Viewer; label: string }[] = [
  { lens: 'referee', label: 'Everything revealed' },
  { lens: 'A', label: 'What Player A sees' },
  { lens: 'B', label: 'What Player B sees' },
];

/**
 * The guided demonstration of a scenario (for a club table or a projector): one person steps the
 * scripted declarations forward and back, each narrated with the rule it shows (by its name, a link
 * to the rules help), and chooses whose eyes the table is seen through. No curtain: it is a demonstration, not a game.
 */
export function GuidePanel() {
  const { game, session } = useStoreApis();
  const progress = useGame((g) => scenarioProgress(g));
  const viewer = useSession((s) => s.viewer);
  const scenario = progress.scenario;
  const count = scenario?.script.length ?? 0;
  const now = progress.offScript ? 0 : progress.played;
  // Keyboard stepping for a demonstrator at a projector: → forward, ← back, Home restart.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
      const to =
        e.key === 'ArrowRight' ? now + 1 : e.key === 'ArrowLeft' ? now - 1 : e.key === 'Home' ? 0 : null;
      if (to === null || to < 0 || to > count) return;
      e.preventDefault();
      const problem = game.getState().guideTo(to);
      if (problem) session.getState().say(problem, 'error');
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [now, count, game, session]);
  if (!scenario) return null;
  const total = scenario.script.length;
  const at = progress.offScript ? 0 : progress.played;
  const go = (k: number) => {
    const problem = game.getState().guideTo(k);
    if (problem) session.getState().say(problem, 'error');
  };
  return (
    <section className="panel" aria-labelledby="guide-title" data-testid="guide-panel">
      <h2 id="guide-title">Guided: {scenario.title}</h2>
      <p className="hint">
        {scenario.source} · step {at} of {total}
      </p>
      <ol className="guide-steps">
        {scenario.script.map((step, i) => (
          <li
            key={`${String(i)}-${step.rule}`}
            className={i < at ? 'done' : i === at ? 'next' : undefined}
            aria-current={i === at ? 'step' : undefined}
          >
            <span className="hint">Player {step.seat}:</span>{' '}
            <RuleText text={step.says} rules={[step.rule]} />
          </li>
        ))}
      </ol>
      {at === total && (
        <p data-testid="guide-outcome">
          <strong>Outcome.</strong> {scenario.outcome}
        </p>
      )}
      <div className="row buttons" role="group" aria-label="Step through the scenario">
        <button
          type="button"
          onClick={() => {
            go(0);
          }}
          disabled={at === 0}
        >
          Restart
        </button>
        <button
          type="button"
          onClick={() => {
            go(at - 1);
          }}
          disabled={at === 0}
        >
          Back
        </button>
        <button
          type="button"
          className="primary"
          onClick={() => {
            go(at + 1);
          }}
          disabled={at === total}
        >
          Forward
        </button>
      </div>
      <fieldset>
        <legend>Show the table</legend>
        {LENSES.map((l) => (
          <label key={l.lens} className="check">
            <input
              type="radio"
              name="guide-lens"
              checked={viewer === l.lens}
              onChange={() => {
                const s = session.getState();
                s.takeScreen(l.lens);
                s.setGuided(true);
              }}
            />
            {l.label}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        onClick={() => {
          session.getState().raiseCurtain();
        }}
      >
        Leave the demonstration (play it hot-seat)
      </button>
    </section>
  );
}
