import { useState } from 'react';
import type { Seat } from '../../rules/index.ts';
import {
  REOPEN_QUESTION,
  currentPacket,
  currentStatus,
  diceText,
  reopenPreview,
  undoAsker,
  useGame,
  useSession,
  useStoreApis,
  type UndoRequest,
} from '../../store/index.ts';
import { useCommands } from '../commands.ts';
import { RuleText } from '../help/RulesHelp.tsx';
import { withRules } from '../withRules.ts';

const otherOf = (seat: Seat): Seat => (seat === 'A' ? 'B' : 'A');

/**
 * Reopening a finished game (issue: undo means what it says): Undo never does it; a player asks and
 * the other must agree (behind the curtain on one screen, on the other device on two). On one screen
 * the review is looked at by both players, so the one who asks says which player they are.
 */
export function ReopenGame() {
  const { game, session } = useStoreApis();
  const commands = useCommands();
  const viewer = useSession((s) => s.viewer);
  const remote = useGame((g) => g.remote !== null);
  const over = useGame((g) => currentStatus(g).over);
  const waiting = useGame((g) => undoAsker(g) !== null);
  const mayReopen = useGame((g) =>
    viewer === 'A' || viewer === 'B' ? currentPacket(g, viewer).mayReopen : false,
  );
  const [preview, setPreview] = useState<UndoRequest | null>(null);
  // The seats that may ask from this screen: its own; on one screen, either from the referee's lens.
  const seats: Seat[] =
    viewer === 'A' || viewer === 'B' ? (mayReopen ? [viewer] : []) : remote ? [] : ['A', 'B'];
  if (!over || waiting || seats.length === 0) return null;
  if (!preview) {
    return (
      <div className="row buttons">
        <button
          type="button"
          onClick={() => {
            // The preview replays the game's end: once the rules engine is here.
            withRules(session, () => {
              setPreview(reopenPreview(game.getState(), seats[0] ?? 'A'));
            });
          }}
        >
          Reopen the game…
        </button>
      </div>
    );
  }
  return (
    <div role="group" aria-labelledby="reopen-title" data-testid="reopen-game">
      <h3 id="reopen-title">Reopen the game?</h3>
      <p>
        <RuleText
          text={`${REOPEN_QUESTION} What is taken back: ${preview.tell}${preview.after > 0 ? ', with the proposal that led to it' : ''}.${diceText(preview.dice)}`}
        />
      </p>
      <div className="row buttons">
        {seats.map((seat) => (
          <button
            key={seat}
            type="button"
            className="primary"
            onClick={() => {
              setPreview(null);
              commands.requestReopen(seat);
            }}
          >
            {seats.length > 1
              ? `Player ${seat} asks Player ${otherOf(seat)}`
              : `Ask Player ${otherOf(seat)} to agree`}
          </button>
        ))}
        <button
          type="button"
          onClick={() => {
            setPreview(null);
          }}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}
