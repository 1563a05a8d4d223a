import { useEffect, useMemo, useRef, useState } from 'react';
import './drills.css';
import {
  DRILLS,
  ROUND_LENGTH,
  drillQuestion,
  type DrillQuestion,
  type Marking,
} from '../../content/drills/index.ts';
import { useStoreApis } from '../../store/index.ts';
import { currentQuestion, score } from '../../store/drillStore.ts';
import { drillStoreApi, useDrill } from './drillStore.ts';
import { SectionLink } from '../help/RulesHelp.tsx';
import { topicForMessage } from '../help/rulesHelp.ts';
import { newSeed } from '../home/seed.ts';
import { AnswerForm } from './AnswerForm.tsx';
import { DrillBoard } from './DrillBoard.tsx';

/** How an answer was marked, item by item, and why: each line of the explanation links its rule. */
function Verdict({
  q,
  marking,
  onNext,
  last,
}: {
  q: DrillQuestion;
  marking: Marking;
  onNext: () => void;
  last: boolean;
}) {
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    next.current?.focus();
  }, []);
  return (
    <section
      className={`verdict ${marking.correct ? 'right' : 'wrong'}`}
      aria-labelledby="verdict-title"
      data-testid="verdict"
    >
      <h3 id="verdict-title" role="status">
        {marking.correct ? '✓ Right' : '✗ Not quite'}
      </h3>
      <ul className="plain marking">
        {marking.items.map((i) => (
          <li key={i.key} className={i.ok ? 'ok-text' : 'error-text'}>
            {i.ok ? '✓' : '✗'} <strong>{i.key}</strong>:{' '}
            {i.ok ? i.expected : `you said ${i.given}; the answer is ${i.expected}`}
          </li>
        ))}
      </ul>
      <h4>Why</h4>
      <ul className="explanation" data-testid="explanation">
        {q.explanation.map((e) => (
          <li key={e.text}>
            {e.text}
            {e.rule ? (
              <>
                {' '}
                (<SectionLink rule={e.rule} />)
              </>
            ) : (
              e.section &&
              topicForMessage(e.section) && (
                <>
                  {' '}
                  (<SectionLink section={e.section} />)
                </>
              )
            )}
          </li>
        ))}
      </ul>
      <button ref={next} type="button" className="primary" onClick={onNext}>
        {last ? 'See the score' : 'Next question'}
      </button>
    </section>
  );
}

/**
 * A drill round: the question's situation on a small table of its own, the facts in words, the
 * answer form, then the marking and the rules behind it; at the end, the score.
 */
export function DrillsScreen() {
  const { session } = useStoreApis();
  const drill = drillStoreApi();
  const run = useDrill((d) => d.run);
  const best = useDrill((d) => d.best);
  // The answered question whose marking is on show, until "Next question".
  const [shown, setShown] = useState<number | null>(null);
  const question = useMemo(() => {
    if (!run) return null;
    if (shown !== null) return drillQuestion(run.kind, run.seed, shown);
    return currentQuestion(run);
  }, [run, shown]);
  const home = () => {
    session.getState().setScreen('home');
  };
  if (!run) {
    return (
      <main className="drills empty" aria-labelledby="drills-title">
        <h1 id="drills-title">Drills</h1>
        <p>No drill under way. Pick one on the home screen.</p>
        <button type="button" className="primary" onClick={home}>
          Home
        </button>
      </main>
    );
  }
  const meta = DRILLS.find((d) => d.kind === run.kind);
  const got = score(run);
  const done = run.results.length;
  const marking = shown !== null ? run.results[shown]?.marking : undefined;
  const header = (
    <header className="drill-head">
      <h1 id="drills-title">{meta?.title}</h1>
      <p className="drill-meta" data-testid="drill-meta">
        {question ? `Question ${String((shown ?? done) + 1)} of ${String(ROUND_LENGTH)}` : 'Round over'} ·
        seed <strong data-testid="drill-seed">{run.seed}</strong> · score {got} of {done}
      </p>
      <div className="row buttons">
        <button type="button" onClick={home}>
          Home
        </button>
        <button
          type="button"
          onClick={() => {
            setShown(null);
            drill.getState().restart();
          }}
        >
          Start this round again
        </button>
        <button
          type="button"
          onClick={() => {
            setShown(null);
            drill.getState().start(run.kind, newSeed());
          }}
        >
          New round
        </button>
      </div>
    </header>
  );
  if (!question) {
    return (
      <main className="drills" aria-labelledby="drills-title">
        {header}
        <section className="drill-summary" aria-labelledby="summary-title">
          <h2 id="summary-title" data-testid="drill-score">
            {got} of {ROUND_LENGTH} right
          </h2>
          <p className="hint">
            Best round of this drill: {best[run.kind] ?? got} of {ROUND_LENGTH}. The same seed ({run.seed})
            gives the same questions again.
          </p>
          <ol>
            {run.results.map((r, i) => (
              <li key={i} className={r.marking.correct ? 'ok-text' : 'error-text'}>
                {r.marking.correct ? '✓' : '✗'} {drillQuestion(run.kind, run.seed, i).facts[0]}
              </li>
            ))}
          </ol>
          <div className="row buttons">
            <button
              type="button"
              className="primary"
              onClick={() => {
                drill.getState().start(run.kind, newSeed());
              }}
            >
              New round
            </button>
            <button
              type="button"
              onClick={() => {
                drill.getState().restart();
              }}
            >
              Again with seed {run.seed}
            </button>
            <button
              type="button"
              onClick={() => {
                drill.getState().quit();
                home();
              }}
            >
              Another drill
            </button>
          </div>
        </section>
      </main>
    );
  }
  return (
    <main className="drills" aria-labelledby="drills-title">
      {header}
      <div className="drill-body">
        {question.picture && (
          <DrillBoard key={`${String(question.seed)}-${String(question.index)}`} picture={question.picture} />
        )}
        <section className="drill-question" aria-labelledby="question-title">
          <h2 id="question-title" data-testid="drill-prompt">
            {question.prompt}
          </h2>
          <ul className="drill-facts" data-testid="drill-facts">
            {question.facts.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          {marking ? (
            <Verdict
              q={question}
              marking={marking}
              last={shown === ROUND_LENGTH - 1}
              onNext={() => {
                setShown(null);
              }}
            />
          ) : (
            <AnswerForm
              key={`${String(question.seed)}-${String(question.index)}`}
              q={question}
              onAnswer={(a) => {
                const index = done;
                if (drill.getState().answer(a)) setShown(index);
              }}
            />
          )}
        </section>
      </div>
    </main>
  );
}
