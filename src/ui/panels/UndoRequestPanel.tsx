import { currentPacket, followingText, useGame, useView } from '../../store/index.ts';
import { useCommands } from '../commands.ts';
import { RuleText } from '../help/RulesHelp.tsx';

/**
 * The other seat's answer to a request to take back a step (issue: honest undo): the step is named as
 * this seat's own log told it, and what goes is the asker's step with everything after it. It had
 * seen the screen since, or dice were rolled, so both players must agree.
 */
export function UndoRequestPanel() {
  const view = useView();
  const commands = useCommands();
  const notice = useGame((g) => currentPacket(g, view.viewer).undo);
  if (notice?.kind !== 'to-answer') return null;
  return (
    <section className="panel" aria-labelledby="undo-request-title" data-testid="undo-request">
      <h2 id="undo-request-title">Take back Player {notice.by}&apos;s step?</h2>
      <p>
        Player {notice.by} asks to take back <RuleText text={notice.step} />
        {followingText(notice.after)}. If you agree, it is undone exactly, as if it had not happened (dice
        included: they are not rolled again); then the game goes on from there.
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

/** The asker reads the answer to its request at its next screen (issue: honest undo). */
export function UndoAnswerPanel() {
  const view = useView();
  const answer = useGame((g) => currentPacket(g, view.viewer).answer);
  const dismiss = useGame((g) => g.dismissUndoAnswer);
  if (!answer) return null;
  const other = answer.to === 'A' ? 'B' : 'A';
  return (
    <section className="panel" aria-labelledby="undo-answer-title" data-testid="undo-answer">
      <h2 id="undo-answer-title">{answer.accepted ? 'Step taken back' : 'Request refused'}</h2>
      <p>
        <RuleText
          text={
            answer.accepted
              ? `Player ${other} agreed: your step ${answer.step} was taken back, with what followed it.`
              : `Player ${other} refused to take back your step ${answer.step}. The game goes on as it was.`
          }
        />
      </p>
      <div className="row buttons">
        <button
          type="button"
          className="primary"
          onClick={() => {
            dismiss(view.viewer);
          }}
        >
          OK
        </button>
      </div>
    </section>
  );
}
