// Undo, redo and the requests to take a step back or to reopen a finished game (issue: undo means what
// it says). The toolbar's buttons, the keys (ui/keyboard.ts) and the panels call these and nothing
// else, so Ctrl+Z and the Undo button do the same thing everywhere.
import type { Viewer } from '../engine/index.ts';
import type { Seat, Violation } from '../rules/index.ts';
import type { Ask } from '../match/judge.ts';
import { currentPacket, diceText, followingUncounted, undoPreview, type Stores } from '../store/index.ts';
import { ask } from './ask.ts';

/** A yes-or-no question put to the player at the screen (the browser's confirm, or a test's answer). */
export type Confirm = (question: string) => boolean;

const browserConfirm: Confirm = (question) => window.confirm(question);

const SENT = 'Asked: the other player answers on their device.';

/** The undo family of commands over a screen's stores; `confirm` asks the player at the screen. */
export function undoCommands({ game, session }: Stores, confirm: Confirm = browserConfirm) {
  /** One ask of `by` (the screen's viewer unless given): the violation, or null, for `done` to say. */
  const decide = (a: Ask, done: (v: Violation | null) => void, by?: Viewer): void => {
    ask(game, by ?? session.getState().viewer, a, (r) => {
      done(r.ok ? null : (r.violations[0] ?? null));
      return r.ok ? { ok: 'sent' } : { ok: false, violations: r.violations };
    });
  };
  const said = (v: Violation | null, ok: string) => {
    session.getState().say(v ? v.message : ok, v ? 'error' : 'ok', v?.rules);
  };
  /** After a request or an answer: on one screen the other seat answers at its own turn of the screen. */
  const handOver = (v: Violation | null, sent?: string) => {
    if (v) session.getState().say(v.message, 'error', v.rules);
    else if (!game.getState().remote) session.getState().raiseCurtain();
    else if (sent) session.getState().say(sent, 'ok');
  };
  const requestUndo = () => {
    decide({ type: 'requestUndo' }, (v) => {
      handOver(v, SENT);
    });
  };
  /**
   * Asks, once the player confirms, the other seat to agree to take back this seat's last step: named
   * in the asker's words with what goes with it, and what happens to its dice (D51). `dice`: the step
   * itself rolled dice, which is why it needs the agreement.
   */
  const askToUndo = (dice: boolean) => {
    const viewer = session.getState().viewer;
    const other = viewer === 'A' ? 'B' : 'A';
    const asked = undoPreview(game.getState(), viewer);
    const remote = game.getState().remote !== null;
    // No step of its own on one screen: the referee says so.
    if (!asked && !remote) {
      requestUndo();
      return;
    }
    const why = dice ? '' : `Player ${other} has seen the screen since, so `;
    // On two devices the device holds no record to name the step from: the request names it.
    const question = asked
      ? `Take back your step ${asked.tell}${followingUncounted(asked.after)}? ${why}Player ${other} must agree.${diceText(asked.dice)} Ask?`
      : `Ask Player ${other} to take back your last step, with what followed it? On two devices Player ${other} saw it at once, so Player ${other} must agree.${diceText('unknown')} Ask?`;
    if (confirm(question)) requestUndo();
  };
  return {
    /**
     * Undo, the button's and Ctrl+Z's: the seat's own step taken back alone where it may be; else (a
     * handover since, dice rolled, two devices) the other player is asked to agree; else the
     * referee's reason, a finished game's included (only both players reopen it: requestReopen).
     */
    undo: () => {
      const packet = currentPacket(game.getState(), session.getState().viewer);
      if (packet.canUndo) {
        decide({ type: 'undo' }, (v) => {
          // A step with dice is taken back only with the other player's agreement (D51).
          if (v?.code === 'DICE_ROLLED' && packet.mayAskUndo) askToUndo(true);
          else said(v, 'Undone.');
        });
      } else if (packet.mayAskUndo) askToUndo(false);
      else if (
        (packet.viewer === 'A' || packet.viewer === 'B') &&
        packet.status.mode === 'game' &&
        !packet.status.over
      ) {
        // A seat with no step of its own: the referee's request says so (and asks nothing).
        requestUndo();
      } else {
        decide({ type: 'undo' }, (v) => {
          said(v, 'Undone.');
        });
      }
    },
    /** Redo, the button's and Ctrl+Shift+Z's (or Ctrl+Y's). */
    redo: () => {
      decide({ type: 'redo' }, (v) => {
        said(v, 'Redone.');
      });
    },
    requestUndo,
    /**
     * `seat` asks the other to reopen the finished game (on one screen whichever seat asks from the
     * review, on two devices the device's own): nothing is taken back unless the other agrees.
     */
    requestReopen: (seat: Seat) => {
      decide(
        { type: 'requestReopen' },
        (v) => {
          handOver(v, SENT);
        },
        seat,
      );
    },
    answerUndo: (accept: boolean) => {
      decide({ type: 'answerUndo', accept }, (v) => {
        handOver(v);
      });
    },
  };
}
