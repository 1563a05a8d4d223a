import {
  currentPacket,
  diceText,
  followingText,
  followingUncounted,
  useGame,
  useView,
} from '../../store/index.ts';
import { useCommands } from '../commands.ts';
import { RuleText } from '../help/RulesHelp.tsx';

/**
 * A request to take back a step, or to reopen a finished game (issue: honest undo; undo means what it
 * says), as this seat may read it. The other seat answers it: the step is named as its own log told
 * it, and what goes is the asker's step with everything after it (or the game's end). The asker, on
 * two devices, reads that its request waits. Each says what happens to the dice: they are not dealt
 * again the same, and whatever is played again rolls new dice (docs/rules-decisions.md D51).
 */
export function UndoRequestPanel() {
  const view = useView();
  const commands = useCommands();
  const notice = useGame((g) => currentPacket(g, view.viewer).undo);
  if (notice?.kind === 'asked') {
    const other = view.viewer === 'A' ? 'B' : 'A';
    const what = notice.end
      ? `You asked Player ${other} to reopen the game: to take back its end, ${notice.step}, and play on from the last step before it.`
      : `You asked Player ${other} to take back your step ${notice.step}${followingUncounted(notice.after)}.`;
    return (
      <section className="panel" aria-labelledby="undo-request-title" data-testid="undo-request">
        <h2 id="undo-request-title">Waiting for Player {other}</h2>
        <p>
          <RuleText text={`${what}${diceText(notice.dice)} Player ${other} answers on their device.`} />
        </p>
      </section>
    );
  }
  if (notice?.kind !== 'to-answer') return null;
  const text = notice.end
    ? `Player ${notice.by} asks to take back the end of the game, ${notice.step}, and play on from the last step before it. Both players must agree: if you refuse, the game stays over.`
    : `Player ${notice.by} asks to take back ${notice.step}${followingText(notice.after)}. If you agree, it is taken back with everything after it, and the game goes on from the step before it.`;
  return (
    <section className="panel" aria-labelledby="undo-request-title" data-testid="undo-request">
      <h2 id="undo-request-title">
        {notice.end ? 'Reopen the game?' : <>Take back Player {notice.by}&apos;s step?</>}
      </h2>
      <p>
        <RuleText text={`${text}${diceText(notice.dice)}`} />
      </p>
      <div className="row buttons">
        <button
          type="button"
          className="primary"
          onClick={() => {
            commands.answerUndo(true);
          }}
        >
          {notice.end ? 'Agree: reopen the game' : 'Agree: take it back'}
        </button>
        <button
          type="button"
          onClick={() => {
            commands.answerUndo(false);
          }}
        >
          {notice.end ? 'Refuse: the game stays over' : 'Refuse'}
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
  const text = answer.end
    ? answer.accepted
      ? `Player ${other} agreed: the end of the game, ${answer.step}, was taken back; play goes on from the last step before it.${diceText(answer.dice)}`
      : `Player ${other} refused to reopen the game: it stays over.`
    : answer.accepted
      ? `Player ${other} agreed: your step ${answer.step} was taken back, with what followed it.${diceText(answer.dice)}`
      : `Player ${other} refused to take back your step ${answer.step}. The game goes on as it was.`;
  return (
    <section className="panel" aria-labelledby="undo-answer-title" data-testid="undo-answer">
      <h2 id="undo-answer-title">
        {answer.accepted ? (answer.end ? 'Game reopened' : 'Step taken back') : 'Request refused'}
      </h2>
      <p>
        <RuleText text={text} />
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
