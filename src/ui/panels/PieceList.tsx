import { engagedWith, footingAt, footingText } from '../../rules/index.ts';
import { useDegrees } from '../useTurned.ts';
import { engagingOf, useSession, useStoreApis, useView } from '../../store/index.ts';
import { SEAT_COLOURS } from '../theme.ts';
import { point } from '../format.ts';
import { FireteamTag } from '../fireteams/FireteamFact.tsx';
import { SpearheadTag } from '../fireteams/SpearheadMark.tsx';
import { hackableText } from '../table/HackingMarks.tsx';
import { shownName } from '../table/caption.ts';

/**
 * The text twin of the table: every piece the viewer sees, its tokens, where it stands and where it
 * faces, and who it is Engaged with (the drawn mark between two bases, RULES.md §13).
 */
export function PieceList() {
  // Directions in the words of this screen (a table seen from its own side reads them turned).
  const degrees = useDegrees();
  const view = useView();
  const engaging = engagingOf(view);
  const labelOf = (id: string) => {
    const p = view.pieces.find((q) => q.id === id);
    return p ? shownName(view.pieces, p) : '';
  };
  const { session } = useStoreApis();
  const selectedId = useSession((s) => s.selectedId);
  return (
    <section className="panel" aria-labelledby="pieces-title">
      <h2 id="pieces-title">On the table ({view.pieces.length})</h2>
      {view.pieces.length === 0 ? (
        <p className="hint">No pieces yet.</p>
      ) : (
        <ul className="piece-list" data-testid="piece-list">
          {view.pieces.map((p) => (
            <li key={p.id} data-piece-id={p.id}>
              <button
                type="button"
                aria-pressed={p.id === selectedId}
                className={p.id === selectedId ? 'selected' : ''}
                onClick={() => {
                  session.getState().select(p.id);
                }}
              >
                <span
                  className="dot"
                  style={{ background: SEAT_COLOURS[p.owner].base, borderColor: SEAT_COLOURS[p.owner].rim }}
                />
                <span className="name">{shownName(view.pieces, p)}</span>
                {p.deployable && (
                  <span className="hint" data-testid="piece-mine">
                    {' '}
                    · trigger area {String(p.deployable.triggerRange)}"
                  </span>
                )}
                {p.hackingArea !== undefined && (
                  <span className="hint" data-testid="piece-hacking-area">
                    {' '}
                    · Hacking Area {String(p.hackingArea)}"
                  </span>
                )}
                {p.repeaterArea !== undefined && (
                  <span className="hint" data-testid="piece-repeater-area">
                    {' '}
                    · Repeater {String(p.repeaterArea)}"
                  </span>
                )}
                {p.hackable !== undefined && (
                  <span className="hint" data-testid="piece-hackable">
                    {' '}
                    · {hackableText(p.hackable)}
                  </span>
                )}
                {p.tokens.length > 0 && (
                  // The tokens drawn beside the piece (Prone, Unloaded, a TinBot …), as text.
                  <span className="hint" data-testid="piece-tokens">
                    {' '}
                    · {p.tokens.join(', ')}
                  </span>
                )}
                <FireteamTag view={view} pieceId={p.id} />
                <SpearheadTag view={view} pieceId={p.id} />
                {engagedWith(engaging, p.id).length > 0 && (
                  <span className="hint" data-testid="piece-engaged">
                    {' '}
                    · Engaged with {engagedWith(engaging, p.id).map(labelOf).join(', ')}
                  </span>
                )}
                {footingAt(view.scenery, p).z > 0 && (
                  // The level badge drawn by the base (▲4"), as text.
                  <span className="hint" data-testid="piece-level">
                    {' '}
                    · {footingText(footingAt(view.scenery, p))}
                  </span>
                )}
                <span className="where" data-testid="piece-position">
                  {point(p)} facing {degrees(p.facing)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
