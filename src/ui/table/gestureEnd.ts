import type { View } from '../../engine/index.ts';
import type { Violation } from '../../rules/index.ts';
import { declareProblem, type SessionStore } from '../../store/index.ts';
import type { useCommands } from '../commands.ts';
import { deviceWords, pointerOf } from '../pointer.ts';
import { sameFacing, type Gesture } from './gestures.ts';

type Commands = ReturnType<typeof useCommands>;

/** Refused for going to another level (D169), which the players may agree on. */
const changesLevel = (vs: readonly Violation[]): boolean => vs.some((v) => v.code === 'CHANGES_LEVEL');

/**
 * What a gesture sends when the pointer that made it is released (or cancelled, `cancelled`): the
 * dragged piece's move, Dodge or Order destination, a Hidden Deployment position, a scenery change,
 * a facing. The session's drafts of the gesture are cleared; a draft that Escape already cleared sends
 * nothing.
 */
export function finishGesture(
  g: Gesture,
  cancelled: boolean,
  view: View,
  s: SessionStore,
  commands: Commands,
): void {
  if (g.kind === 'drag') finishDrag(g.pieceId, view, s, commands);
  if (g.kind === 'ghost') {
    const d = s.ghostDrag;
    s.setGhostDrag(null);
    const ghost = view.ghosts.find((x) => x.id === g.ghostId);
    if (d && ghost && d.ghostId === g.ghostId) commands.moveHidden(ghost.trooperId, ghost.index, d.at);
  }
  if (g.kind === 'scenery-move' || g.kind === 'scenery-vertex' || g.kind === 'scenery-rotate') {
    const d = s.sceneryDraft;
    s.setSceneryDraft(null);
    if (d && d.id === g.id) commands.updateScenery(d.id, { polygon: d.polygon });
  }
  if (g.kind === 'rotate') {
    const r = s.rotate;
    s.setRotate(null);
    // Sent on release only: not when cancelled (Escape, or the system took the touch), nor when
    // turned back to where it was.
    const turned = !cancelled && r?.pieceId === g.pieceId && !sameFacing(r.facing, g.from) ? r : null;
    if (turned && g.via === 'rotate') commands.rotate(turned.pieceId, turned.facing);
    else if (turned && g.via === 'alert') commands.alertTurn(turned.pieceId, turned.facing);
    else if (turned) s.setReplaceDraft({ facing: turned.facing });
  }
}

/**
 * A piece dropped: in a set-up, moved (or offered to the players' agreement when only the level
 * refuses it, D169); in an Order, its destination is set for the skill to be declared, with what the
 * Move would be refused for (RULES.md §5.3); in a Dodge, the Dodge's movement.
 */
function finishDrag(pieceId: string, view: View, s: SessionStore, commands: Commands): void {
  const d = s.drag;
  s.setDrag(null);
  // Escape may have cancelled the drag already: then nothing is sent.
  if (!d || d.pieceId !== pieceId) return;
  const o = view.phase.order;
  if (o?.stage === 'dodge') {
    commands.dodgeMove(d.pieceId, d.at);
    return;
  }
  if (!o) {
    commands.move(d.pieceId, d.at);
    // Refused for changing level only: the players may place it there by agreement (D169).
    if (d.verdict && changesLevel(d.verdict.violations))
      s.offerAgreement({ pieceId: d.pieceId, to: d.at, as: 'move' });
    return;
  }
  const draft = { ...s.orderDraft, [d.pieceId]: d.at };
  s.setOrderDraft(draft);
  // The drag's own verdict, then what else the Move button would say (an Impetuous Move's forced
  // movement, RULES.md §18.10.1): the same rules the engine asks.
  const problem = declareProblem(view, 'move', undefined, undefined, draft, s.proneChoice);
  const refused = d.verdict?.violations.length ? d.verdict.violations : problem ? [problem] : [];
  if (refused.length) {
    s.say(
      `Destination set, but a Move there would be refused: ${refused.map((v) => v.message).join(' ')}`,
      'error',
    );
    if (changesLevel(refused)) s.offerAgreement({ pieceId: d.pieceId, to: d.at, as: 'declare' });
  } else {
    s.say(
      `Destination set: declare Move or Cautious Movement in the panel${deviceWords(pointerOf(window)).keysOnly(' (Enter declares a Move)')}.`,
      'info',
    );
  }
}
