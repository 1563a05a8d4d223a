import { useState, type SyntheticEvent } from 'react';
import { blankAnswer, type Answer, type DrillQuestion } from '../../content/drills/index.ts';

/** Whether every part of the answer has been given (a choice for each piece, a number). */
function complete(q: DrillQuestion, a: Answer): boolean {
  if (q.ask.type === 'per-piece' && a.type === 'per-piece')
    return q.ask.pieces.every((p) => p.label in a.choice);
  if (a.type === 'number') return a.value !== null;
  return true;
}

/** The answer form of a question; submitting it (Enter, or the button) hands the answer on. */
export function AnswerForm({ q, onAnswer }: { q: DrillQuestion; onAnswer: (a: Answer) => void }) {
  const [answer, setAnswer] = useState<Answer>(() => blankAnswer(q));
  const [numberText, setNumberText] = useState('');
  const ready = complete(q, answer);
  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    if (ready) onAnswer(answer);
  };
  const ask = q.ask;
  return (
    <form className="answer-form" onSubmit={submit} aria-label="Your answer">
      {ask.type === 'per-piece' &&
        answer.type === 'per-piece' &&
        ask.pieces.map((p) => (
          <fieldset key={p.label} className="answer-piece">
            <legend>
              <strong>{p.label}</strong> · {p.name}
            </legend>
            {ask.choices.map((c) => (
              <label key={c.id} className="choice">
                <input
                  type="radio"
                  name={`answer-${p.label}`}
                  value={c.id}
                  checked={answer.choice[p.label] === c.id}
                  onChange={() => {
                    setAnswer({ type: 'per-piece', choice: { ...answer.choice, [p.label]: c.id } });
                  }}
                />{' '}
                {c.label}
              </label>
            ))}
          </fieldset>
        ))}
      {ask.type === 'tick' && answer.type === 'tick' && (
        <fieldset>
          <legend>Tick every one that is allowed (none, if it may not react)</legend>
          {ask.options.map((o) => (
            <label key={o.id} className="choice">
              <input
                type="checkbox"
                checked={answer.ticked.includes(o.id)}
                onChange={(e) => {
                  setAnswer({
                    type: 'tick',
                    ticked: e.target.checked
                      ? [...answer.ticked, o.id]
                      : answer.ticked.filter((x) => x !== o.id),
                  });
                }}
              />{' '}
              {o.label}
            </label>
          ))}
        </fieldset>
      )}
      {ask.type === 'pick' && answer.type === 'pick' && (
        <fieldset>
          <legend>Tick each one that can still be real</legend>
          {ask.pieces.map((p) => (
            <label key={p.label} className="choice">
              <input
                type="checkbox"
                checked={answer.picked.includes(p.label)}
                onChange={(e) => {
                  setAnswer({
                    type: 'pick',
                    picked: e.target.checked
                      ? [...answer.picked, p.label]
                      : answer.picked.filter((x) => x !== p.label),
                  });
                }}
              />{' '}
              <strong>{p.label}</strong> · {p.name}
            </label>
          ))}
        </fieldset>
      )}
      {ask.type === 'number' && (
        <label className="number-answer">
          {ask.label}{' '}
          <input
            type="text"
            inputMode="numeric"
            autoFocus
            value={numberText}
            aria-describedby="number-help"
            onChange={(e) => {
              const t = e.target.value;
              setNumberText(t);
              const n = /^\s*[-−]?\d{1,3}\s*$/.test(t) ? Number(t.trim().replace('−', '-')) : null;
              setAnswer({ type: 'number', value: n });
            }}
          />
        </label>
      )}
      {ask.type === 'number' && (
        <p id="number-help" className="hint">
          A whole number: it may be 0 or less.
        </p>
      )}
      <div className="row buttons">
        <button type="submit" className="primary" disabled={!ready}>
          Check answer
        </button>
        {!ready && (
          <span className="hint">
            {ask.type === 'number' ? 'Type a number first.' : 'Choose for every piece first.'}
          </span>
        )}
      </div>
    </form>
  );
}
