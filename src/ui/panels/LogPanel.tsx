import { useState, type KeyboardEvent } from 'react';
import { useScreenText } from '../useTurned.ts';
import { useOlderLog, useView } from '../../store/index.ts';
import type { ViewLogLine } from '../../engine/index.ts';
import { RuleText } from '../help/RulesHelp.tsx';

/** Keys that scroll the focused log; they are kept from the table's shortcuts (arrows nudge a piece). */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/** Lines shown at first, and how many more each "Show older lines" adds. */
const LOG_PAGE = 50;

function keepScrollKeys(e: KeyboardEvent) {
  if (SCROLL_KEYS.has(e.key)) e.stopPropagation();
}

/**
 * The game log as the viewer may read it (ARCHITECTURE.md §5), newest first. The view carries only
 * the newest lines; older ones are asked for a page at a time. The list scrolls, so it takes the
 * focus: a keyboard alone can read all of it (WCAG 2.1.1).
 */
export function LogPanel() {
  // Directions in this screen's words (a table seen from its own side reads them turned).
  const screen = useScreenText();
  const view = useView();
  const olderLog = useOlderLog();
  const [shown, setShown] = useState(LOG_PAGE);
  // Older lines fetched for this viewer, kept while it looks (the view's window slides on).
  const [older, setOlder] = useState<{ viewer: string; lines: ViewLogLine[] }>({ viewer: '', lines: [] });
  const fetched = older.viewer === view.viewer ? older.lines : [];
  const first = view.log[0]?.seq ?? 1;
  const lines = [...fetched.filter((l) => l.seq < first), ...view.log];
  const oldest = lines[0]?.seq ?? 1;
  const canShowMore = shown < lines.length || (olderLog !== null && oldest > 1);
  const showMore = () => {
    const want = shown + LOG_PAGE;
    if (want > lines.length && olderLog && oldest > 1) {
      const kept = lines.filter((l) => l.seq < first);
      const keep = (page: ViewLogLine[]) => {
        setOlder({ viewer: view.viewer, lines: [...page, ...kept] });
      };
      // From this page's game at once, or on two devices from the server.
      const page = olderLog(oldest, want - lines.length);
      if (page instanceof Promise) void page.then(keep);
      else keep(page);
    }
    setShown(want);
  };
  return (
    <section className="panel" aria-labelledby="log-title">
      <h2 id="log-title">Log</h2>
      {lines.length === 0 ? (
        <p className="hint">Nothing has happened yet.</p>
      ) : (
        <>
          <ol
            className="log"
            data-testid="log"
            reversed
            tabIndex={0}
            aria-labelledby="log-title"
            onKeyDown={keepScrollKeys}
          >
            {[...lines]
              .reverse()
              .slice(0, shown)
              .map((l) => (
                <li key={l.seq} value={l.seq}>
                  <RuleText text={screen(l.text)} rules={l.rules} />
                </li>
              ))}
          </ol>
          {canShowMore && (
            <button type="button" className="link" onClick={showMore}>
              Show older lines
            </button>
          )}
        </>
      )}
    </section>
  );
}
