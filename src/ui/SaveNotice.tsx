import { Suspense, useState } from 'react';
import { useGame, useStoreApis } from '../store/index.ts';
import { lazyPart } from './lazyPart.ts';
// The export form loads only when it is needed: a failed save or a broken frame is rare.
const ExportGame = lazyPart(() => import('./ExportGame.tsx'), 'ExportGame');

/**
 * Said at once when the browser refuses to save the game (storage full, private browsing): the game
 * stays in memory, and the notice offers the export (with the PINs) so nothing is lost silently. It
 * shows on every screen, the curtain included: that the save failed is no secret.
 */
export function SaveNotice() {
  const problem = useGame((g) => g.saveError);
  const { game } = useStoreApis();
  const [exporting, setExporting] = useState(false);
  if (!problem) return null;
  return (
    <div className="save-notice" role="alert" data-testid="save-notice">
      <p>{problem}</p>
      {exporting ? (
        <Suspense fallback={<p>Loading…</p>}>
          <ExportGame
            onDone={() => {
              setExporting(false);
            }}
          />
        </Suspense>
      ) : (
        <div className="row buttons">
          <button
            type="button"
            className="primary"
            onClick={() => {
              setExporting(true);
            }}
          >
            Export to a file…
          </button>
          <button
            type="button"
            onClick={() => {
              game.getState().clearSaveError();
            }}
          >
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
