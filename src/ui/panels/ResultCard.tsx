import { RuleText } from '../help/RulesHelp.tsx';
import { useScreenText } from '../useTurned.ts';
import {
  isResultSeen,
  lastOrderCard,
  nextOrderCard,
  useGame,
  useSession,
  useView,
  type CardLine,
  type DieShown,
  type ResultCard,
} from '../../store/index.ts';

/** What a die did, in words: the same words as its glyph and colour (RULES.md §8, §18.2). */
function dieWords(result: DieShown['result'], save: boolean): string {
  // For a Saving Roll a die at or under the value loses a Wound (RULES.md §18.2).
  if (save) return result === 'failure' ? 'saved' : 'a Wound';
  return result === 'critical' ? 'critical' : result;
}

/** The glyph a die carries beside its colour, so nothing is told by colour alone. */
const GLYPH: Record<string, string> = {
  success: '✓',
  critical: '★',
  failure: '✗',
  wound: '✗',
  saved: '✓',
};

/**
 * One die drawn as a die: a square face with its value. A success is filled with a tick, a critical is
 * gold with a star and a double edge, a failure is hollow with a dashed edge and its value struck
 * through; a Saving Roll's die is a Wound (filled red, a cross) or saved (hollow, a tick).
 */
function Die({ value, result, save }: { value: number; result: DieShown['result']; save: boolean }) {
  const words = dieWords(result, save);
  const look = save ? (result === 'failure' ? 'saved' : 'wound') : result;
  return (
    <span className={`die die-${look}`} title={`${String(value)}: ${words}`} data-die={look}>
      <span className="die-value">{value}</span>
      <span className="die-glyph" aria-hidden="true">
        {GLYPH[look]}
      </span>
      <span className="sr-only"> ({words})</span>
    </span>
  );
}

/** A roll's dice, side by side: who rolled, the skill, its value, then each die. */
function Rolls({ line }: { line: CardLine }) {
  const save = line.kind === 'save';
  return (
    <>
      {line.rolls.map((r, i) => (
        <span key={i} className="card-roll">
          <span className="card-roll-who">
            {r.skill} {save ? 'for' : 'of'} {r.who}, {save ? 'value' : 'SV'} {r.sv}
          </span>
          <span className="card-roll-dice">
            {r.dice.map((d, j) => (
              <Die key={j} value={d.value} result={d.result} save={save} />
            ))}
          </span>
        </span>
      ))}
    </>
  );
}

function Line({ line }: { line: CardLine }) {
  const screen = useScreenText();
  return (
    <li className={`card-line card-${line.kind}`}>
      <span className="card-text">
        <RuleText text={screen(line.text)} rules={line.rules} />
      </span>
    </li>
  );
}

/**
 * A result card: what one Order did, as its reader may know it. A one-line headline, every die drawn
 * as a die, and the full text of the log one tap away.
 */
export function ResultCardView({ card, onDone }: { card: ResultCard; onDone?: () => void }) {
  const screen = useScreenText();
  const rolled = card.lines.filter((l) => l.rolls.length > 0);
  return (
    <section className="panel result-card" data-testid="result-card" aria-labelledby="result-card-title">
      <h2 id="result-card-title">Result of Player {card.seat}'s Order</h2>
      <p className="result-headline" data-testid="result-headline">
        {screen(card.headline.join(' · '))}
      </p>
      {rolled.length > 0 && (
        <div className="card-dice" data-testid="result-dice">
          {rolled.map((l) => (
            <Rolls key={l.seq} line={l} />
          ))}
        </div>
      )}
      <details className="result-full" data-testid="result-full">
        <summary>Full result</summary>
        <p className="hint">
          <RuleText text={screen(card.title)} rules={card.titleRules} />
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
      </details>
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
 * An Order's result, shown once to the seat at the screen (and kept in the log): at the start of its
 * next screen for the other seat, every Order it missed in turn, at once for the seat whose Order it was.
 */
export function ResultCardPanel() {
  const view = useView();
  const viewer = useSession((s) => s.viewer);
  const seen = useSession((s) => s.resultSeen[s.viewer]);
  const setSeen = useSession((s) => s.setResultSeen);
  const game = useGame((g) => g.gameId);
  if (viewer !== 'A' && viewer !== 'B') return null;
  // The other seat's Orders it has not read come first, oldest first: a skipped handover loses none.
  const card = nextOrderCard(view.log, viewer, seen?.game === game ? seen.endSeq : undefined);
  if (!card || isResultSeen(seen, game, card.endSeq)) return null;
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
