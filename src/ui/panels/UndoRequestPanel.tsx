import { useGame, useView } from '../../store/index.ts';
import { useCommands } from '../commands.ts';

/**
 * The other seat's answer to a request to take back the last step (issue: undo that cannot leak): it
 * had seen the screen since, or dice were rolled, so both players must agree. Nothing of the step is
 * shown here; agreeing takes it back, whoever made it.
 */
export function UndoRequestPanel() {
  const view = useView();
  const commands = useCommands();
  const request = useGame((g) => g.undoRequest);
  if (!request || request.by === view.viewer) return null;
  return (
    <section className="panel" aria-labelledby="undo-request-title" data-testid="undo-request">
      <h2 id="undo-request-title">Take back the last step?</h2>
      <p>
        Player {request.by} asks to take back the last step of the game. If you agree, it is undone exactly,
        as if it had not happened (dice included); then the game goes on from there.
      </p>
      <div className="row buttons">
        <button
          type="button"
          className="primary"
          onClick={() => {
            commands.answerUndo(true);
          }}
        >
          Agree: take it back
        </button>
        <button
          type="button"
          onClick={() => {
            commands.answerUndo(false);
          }}
        >
          Refuse
        </button>
      </div>
    </section>
  );
}
