import type { KeyboardEvent } from 'react';
import { useView } from '../../store/index.ts';
import { RuleText } from '../help/RulesHelp.tsx';

/** Keys that scroll the focused log; they are kept from the table's shortcuts (arrows nudge a piece). */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

function keepScrollKeys(e: KeyboardEvent) {
  if (SCROLL_KEYS.has(e.key)) e.stopPropagation();
}

/**
 * The game log as the viewer may read it (ARCHITECTURE.md §5). The list scrolls, so it takes the
 * focus: a keyboard alone can read all of it (WCAG 2.1.1).
 */
export function LogPanel() {
  const view = useView();
  return (
    <section className="panel" aria-labelledby="log-title">
      <h2 id="log-title">Log</h2>
      {view.log.length === 0 ? (
        <p className="hint">Nothing has happened yet.</p>
      ) : (
        <ol
          className="log"
          data-testid="log"
          reversed
          tabIndex={0}
          aria-labelledby="log-title"
          onKeyDown={keepScrollKeys}
        >
          {[...view.log]
            .reverse()
            .slice(0, 50)
            .map((l) => (
              <li key={l.seq}>
                <RuleText text={l.text} />
              </li>
            ))}
        </ol>
      )}
    </section>
  );
}
