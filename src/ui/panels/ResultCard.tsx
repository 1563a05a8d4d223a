import { RuleText } from '../help/RulesHelp.tsx';
import {
  isResultSeen,
  lastOrderCard,
  useGame,
  useSession,
  useView,
  type CardLine,
  type ResultCard,
} from '../../store/index.ts';

/** One die as a chip: its value, and whether it succeeded against its side's value (RULES.md §8). */
function Die({ value, result, save }: { value: number; result: string; save: boolean }) {
  // For a Saving Roll a die at or under the value loses a Wound (RULES.md §18.2).
  const words = save
    ? result === 'failure'
      ? 'saved'
      : 'a Wound'
    : result === 'critical'
      ? 'critical'
      : result;
  return (
    <span className={`die die-${save ? (result === 'failure' ? 'saved' : 'wound') : result}`} title={words}>
      {value}
      <span className="sr-only"> ({words})</span>
    </span>
  );
}

function Line({ line }: { line: CardLine }) {
  return (
    <li className={`card-line card-${line.kind}`}>
      {line.rolls.length > 0 && (
        <span className="card-dice">
          {line.rolls.map((r, i) => (
            <span key={i} className="card-roll">
              {r.skill}, {line.kind === 'save' ? 'value' : 'SV'} {r.sv}:{' '}
              {r.dice.map((d, j) => (
                <Die key={j} value={d.value} result={d.result} save={line.kind === 'save'} />
              ))}
            </span>
          ))}
        </span>
      )}
      <span className="card-text">
        <RuleText text={line.text} rules={line.rules} />
      </span>
    </li>
  );
}

/** A result card: what one Order did, as its reader may know it. */
export function ResultCardView({ card, onDone }: { card: ResultCard; onDone?: () => void }) {
  return (
    <section className="panel result-card" data-testid="result-card" aria-labelledby="result-card-title">
      <h2 id="result-card-title">Result of Player {card.seat}'s Order</h2>
      <p className="hint">
        <RuleText text={card.title} rules={card.titleRules} />
      </p>
      {card.lines.length === 0 ? (
        <p className="hint">Nothing was rolled.</p>
      ) : (
        <ol className="plain card-lines">
          {card.lines.map((l) => (
            <Line key={l.seq} line={l} />
          ))}
        </ol>
      )}
      {onDone && (
        <div className="row buttons">
          <button type="button" className="primary" onClick={onDone}>
            Got it
          </button>
        </div>
      )}
    </section>
  );
}

/**
 * The last Order's result, shown once to the seat at the screen (and kept in the log): at the start of
 * its next screen for the other seat, at once for the seat whose Order it was.
 */
export function ResultCardPanel() {
  const view = useView();
  const viewer = useSession((s) => s.viewer);
  const seen = useSession((s) => s.resultSeen[s.viewer]);
  const setSeen = useSession((s) => s.setResultSeen);
  const game = useGame((g) => g.gameId);
  const card = lastOrderCard(view.log);
  if (!card || viewer === 'referee' || isResultSeen(seen, game, card.endSeq)) return null;
  return (
    <ResultCardView
      card={card}
      onDone={() => {
        setSeen(viewer, { game, endSeq: card.endSeq });
      }}
    />
  );
}

/** The audience window's card: the public result of the last Order, always shown. */
export function PublicResultCard() {
  const view = useView();
  const card = lastOrderCard(view.log);
  return card ? <ResultCardView card={card} /> : null;
}
