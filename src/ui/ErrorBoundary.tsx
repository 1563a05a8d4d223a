import { Component, Suspense, type ReactNode } from 'react';
import { StoresContext, type Stores } from '../store/index.ts';
import { lazyPart } from './lazyPart.ts';
// The export form loads only when it is needed: a failed save or a broken frame is rare.
const ExportGame = lazyPart(() => import('./ExportGame.tsx'), 'ExportGame');

interface State {
  error: Error | null;
  exporting?: boolean;
}

/**
 * The UI never loses a game to a bug (issue: nothing lost): if drawing the table throws, this shows
 * what happened and offers to export the game to a file (with the PINs, like every export); the
 * autosave is untouched, so reloading resumes where the game stood.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  static override contextType = StoresContext;
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const stores = this.context as Stores | null;
    // On two devices the game is the server's, kept there after every step: a reload takes it back.
    const remote = stores?.game.getState().remote != null;
    const local = stores !== null && !remote;
    return (
      <div className="curtain error-screen" role="alert" data-testid="error-screen">
        <div className="curtain-card">
          <h1>Something went wrong drawing the table</h1>
          <p>
            <code>{error.message}</code>
          </p>
          <p className="hint">
            {remote
              ? 'The game itself is safe: the game server kept it after the last step. Reload to carry on.'
              : 'The game itself is safe: it was saved after the last action. Export it to a file to keep a copy, then reload to carry on.'}
          </p>
          {local && this.state.exporting && (
            <Suspense fallback={<p>Loading…</p>}>
              <ExportGame
                fileName="recovered.marker-table.json"
                onDone={() => {
                  this.setState({ exporting: false });
                }}
              />
            </Suspense>
          )}
          <div className="row buttons">
            {local && !this.state.exporting && (
              <button
                type="button"
                className="primary"
                onClick={() => {
                  this.setState({ exporting: true });
                }}
              >
                Export the game…
              </button>
            )}
            <button
              type="button"
              onClick={() => {
                window.location.reload();
              }}
            >
              Reload
            </button>
          </div>
        </div>
      </div>
    );
  }
}
