// Where the walkthrough stands (issue: a first game in 60 seconds): worked out from the game, not from
// "Next" clicks. Pure: facts in, the current step out. The facts come from the public view (what
// anybody at the table may know) and the session (who is at the screen, what is selected or dragged),
// so the coach card, shown over the curtain too, can tell nothing a seat's view would.
import type { Seat } from '../../rules/index.ts';
import type { View } from '../../engine/index.ts';
import { WALK_STEP_IDS, type WalkStepId } from '../../content/walkthrough.ts';

export interface WalkFacts {
  /** The Order under way (public): its stage and how many skills it has declared; null when none. */
  order: { stage: 'first' | 'second' | 'aro' | 'dodge'; skills: number } | null;
  /** An Order of this game has been completed (the public log says so). */
  ended: boolean;
  /** The seat the game waits for (public), if any. */
  awaited: Seat | null;
  /** The seat looking at the table; null while the curtain is up. */
  atScreen: Seat | null;
  /** Whose piece the seat at the screen has selected. */
  selected: 'own' | 'enemy' | null;
  /** The seat at the screen has dragged a destination not yet declared. */
  drafted: boolean;
  /** The seat at the screen has read the last Order's result card ("Got it"). */
  cardSeen: boolean;
}

/** What the card asks for now: pass the screen, select a piece first, do the step, or all done. */
export type Cue = 'pass' | 'select' | 'act' | 'pending' | 'done';

export interface WalkPosition {
  /** The current step's place (0-based); the number of steps when the walkthrough is finished. */
  index: number;
  step: WalkStepId | null;
  cue: Cue;
  /** With cue 'pass': the seat that takes the screen. */
  passTo: Seat | null;
}

export const STEP_COUNT = WALK_STEP_IDS.length;

/** The facts of a game in a public view and the session of the screen (see WalkFacts). */
export function walkFacts(
  publicView: View,
  session: {
    viewer: string;
    curtainUp: boolean;
    selectedId: string | null;
    orderDraft: Record<string, unknown>;
  },
  cardSeen: boolean,
): WalkFacts {
  const order = publicView.phase.order;
  const atScreen: Seat | null =
    !session.curtainUp && (session.viewer === 'A' || session.viewer === 'B') ? session.viewer : null;
  const piece = publicView.pieces.find((p) => p.id === session.selectedId);
  return {
    order: order ? { stage: order.stage, skills: order.skills.length } : null,
    ended: publicView.log.some((l) => l.event?.kind === 'order' && l.event.step === 'ended'),
    awaited: publicView.phase.acting ?? null,
    atScreen,
    selected: atScreen && piece ? (piece.owner === atScreen ? 'own' : 'enemy') : null,
    drafted: atScreen !== null && Object.keys(session.orderDraft).length > 0,
    cardSeen: atScreen !== null && cardSeen,
  };
}

/**
 * How many steps are done: each step is done when the game has gone past it (activated, dragged,
 * declared, the screen handed over, the ARO declared, the second skill declared, the result read).
 */
export function stepsDone(f: WalkFacts): number {
  if (f.ended) return f.cardSeen ? STEP_COUNT : STEP_COUNT - 1;
  const o = f.order;
  if (!o) return 0;
  if (o.skills >= 2) return STEP_COUNT - 1;
  if (o.skills === 0) return f.drafted ? 2 : 1;
  if (o.stage === 'aro') return f.atScreen === 'B' ? 4 : 3;
  return 5;
}

/** The current step and what it asks for now. */
export function walkPosition(f: WalkFacts): WalkPosition {
  const index = stepsDone(f);
  const step = WALK_STEP_IDS[index] ?? null;
  if (step === null) return { index, step, cue: 'done', passTo: null };
  // The seat the game waits for takes the screen first (the result is read by whoever looks).
  const passTo = step === 'result' && f.ended ? (f.atScreen ?? f.awaited) : f.awaited;
  if (passTo && f.atScreen !== passTo) return { index, step, cue: 'pass', passTo };
  if (step === 'result' && !f.ended) return { index, step, cue: 'pending', passTo: null };
  if ((step === 'activate' && f.selected !== 'own') || (step === 'second' && f.selected !== 'enemy')) {
    return { index, step, cue: 'select', passTo: null };
  }
  return { index, step, cue: 'act', passTo: null };
}

/**
 * What "Back" does at a step: drop the dragged destination (back to Move), take back the activation
 * (back to Activate), or nothing once the screen has changed hands (the other player has seen it).
 */
export function backMove(f: WalkFacts): 'clearDraft' | 'undoActivation' | null {
  if (f.atScreen !== 'A') return null;
  const done = stepsDone(f);
  if (done === 2) return 'clearDraft';
  if (done === 1) return 'undoActivation';
  return null;
}
