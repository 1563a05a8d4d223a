import { useEffect } from 'react';
import { currentStatus, currentView, useStoreApis, type SessionStore } from '../store/index.ts';
import { LOW_WALL_HEIGHT, type SceneryHeight } from '../rules/index.ts';
import { fitCamera, piecesCamera, tableTurned } from './camera.ts';
import { piecesInPlay } from './table/useFollowAction.ts';
import { useCommands } from './commands.ts';

/** The nudge step of the arrow keys, in inches. */
export const NUDGE = 0.1;
/** The turn step of R / Shift+R, in degrees. */
export const TURN_STEP = 15;

export const SHORTCUTS: readonly { keys: string; does: string }[] = [
  { keys: 'Drag a piece', does: 'Move it (live distance and rule check; an illegal drop snaps back)' },
  { keys: 'Drag the yellow handle', does: 'Turn the selected piece' },
  { keys: 'R / Shift+R', does: `Turn the selected piece ${String(TURN_STEP)}° clockwise / anticlockwise` },
  { keys: 'Arrow keys', does: `Nudge the selected piece ${String(NUDGE)}"` },
  {
    keys: 'Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y)',
    does: 'Undo / redo, as the buttons do: where the other player must agree, Undo asks them',
  },
  { keys: 'Escape', does: 'Cancel a drag, stop placing, or clear the selection' },
  { keys: 'Delete', does: 'Take the selected trooper off the table' },
  { keys: 'P / V / T', does: 'Place tool / select tool / measuring tape (drag from a base or a point)' },
  { keys: 'S', does: 'Scenery editor: drag, reshape, turn; Delete removes; Enter finishes an outline' },
  { keys: 'H', does: 'In a game: cover the screen with the curtain before handing it over' },
  { keys: 'M', does: 'Switch between MOV-limited and free moves' },
  { keys: 'G / Z / A', does: 'Toggle the grid / every ZoC / every LoF arc' },
  { keys: 'F', does: 'Fit the table to the screen' },
  { keys: 'C', does: 'Close up on the pieces in play, at their true size' },
  { keys: 'B', does: 'Big pieces: draw small bases larger than to scale (the magnifier)' },
  {
    keys: 'Wheel, pinch / drag empty table, middle button, two fingers',
    does: 'Zoom around the pointer / pan',
  },
  { keys: '?', does: 'Show this help' },
];

/** The same help for a finger (a phone or a tablet, which may have no keyboard at all). */
export const GESTURES: readonly { keys: string; does: string }[] = [
  { keys: 'Tap a piece', does: 'Select it and read what it is in the side panel' },
  { keys: 'Drag a piece', does: 'Move it (live distance and rule check; an illegal drop snaps back)' },
  { keys: 'Drag the yellow handle', does: 'Turn the selected model, when the rules let it turn' },
  { keys: 'Long press on a piece', does: 'Its menu: what the side panel offers for it' },
  { keys: 'Drag the empty table / two fingers', does: 'Pan / pan and pinch to zoom' },
  { keys: 'Tap the empty table', does: 'Clear the selection' },
  { keys: 'Hide screen', does: 'In a game: cover the screen with the curtain before handing it over' },
];

function typingInField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName))
  );
}

/** The name a newly drawn outline starts with (rename it in the panel). */
export function outlineName(h: SceneryHeight): string {
  return h === 'tall' ? 'Building' : 'Cover';
}

/**
 * The height new scenery is given (D178): a low piece the low-wall height, a tall one none (it blocks
 * every line, as before heights) until a height is set in the panel.
 */
export function newSceneryHeight(h: SceneryHeight): number | undefined {
  return h === 'low' ? LOW_WALL_HEIGHT : undefined;
}

/** Keys of the scenery editor; true when the key was used. */
function handleSceneryKey(
  e: KeyboardEvent,
  s: SessionStore,
  commands: ReturnType<typeof useCommands>,
): boolean {
  if (e.key === 'Escape' && (s.drawing || s.sceneryDraft || s.sceneryId)) {
    if (s.drawing) s.setDrawing(null);
    else if (s.sceneryDraft) s.setSceneryDraft(null);
    else s.selectScenery(null);
    return true;
  }
  if (e.key === 'Enter' && s.drawing) {
    if (s.drawing.length >= 3)
      commands.addScenery(outlineName(s.drawHeight), s.drawHeight, s.drawing, newSceneryHeight(s.drawHeight));
    s.setDrawing(null);
    return true;
  }
  if ((e.key === 'Delete' || e.key === 'Backspace') && s.sceneryId) {
    e.preventDefault();
    commands.removeScenery(s.sceneryId);
    return true;
  }
  return false;
}

/** The keyboard shortcuts of the table; they act only through commands and the session store. */
export function useKeyboardShortcuts(openHelp: () => void) {
  const { game, session } = useStoreApis();
  const commands = useCommands();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typingInField(e.target)) return;
      const s = session.getState();
      const g = game.getState();
      const inGame = currentStatus(g).mode === 'game';
      const piece = s.selectedId
        ? currentView(g, s.viewer).pieces.find((p) => p.id === s.selectedId)
        : undefined;
      const ctrl = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (ctrl && key === 'z') {
        e.preventDefault();
        if (e.shiftKey) commands.redo();
        else commands.undo();
        return;
      }
      if (ctrl && key === 'y') {
        e.preventDefault();
        commands.redo();
        return;
      }
      if (ctrl || e.altKey) return;
      if (s.tool === 'scenery' && handleSceneryKey(e, s, commands)) return;
      if (e.key === 'Escape') {
        if (s.drag || s.rotate) {
          s.setDrag(null);
          s.setRotate(null);
          s.say('Cancelled: the piece stays where it was.', 'info');
        } else if (s.tape) s.setTape(null);
        else if (s.tool !== 'select') s.setTool('select');
        else s.select(null);
        return;
      }
      if (e.key === '?') {
        openHelp();
        return;
      }
      if (piece && !s.drag) {
        const nudges: Record<string, [number, number]> = {
          ArrowUp: [0, -NUDGE],
          ArrowDown: [0, NUDGE],
          ArrowLeft: [-NUDGE, 0],
          ArrowRight: [NUDGE, 0],
        };
        const n = nudges[e.key];
        if (n) {
          e.preventDefault();
          // The arrows move the piece the way they point on the screen, a table seen turned included.
          const sign = tableTurned(currentView(game.getState(), s.viewer)) ? -1 : 1;
          commands.move(piece.id, { x: piece.x + sign * n[0], y: piece.y + sign * n[1] });
          return;
        }
        if (key === 'r') {
          commands.rotate(piece.id, piece.facing + (e.shiftKey ? -TURN_STEP : TURN_STEP));
          return;
        }
        if (e.key === 'Delete' || e.key === 'Backspace') {
          e.preventDefault();
          commands.remove(piece.id);
          return;
        }
      }
      switch (key) {
        case 'p':
          if (!inGame || currentView(g, s.viewer).phase.kind === 'deployment') s.setTool('place');
          break;
        case 'v':
          s.setTool('select');
          break;
        case 't':
          s.setTool('measure');
          break;
        case 's':
          if (inGame) s.say('The scenery is fixed once a game has begun.', 'error');
          else s.setTool('scenery');
          break;
        case 'h':
          if (inGame) s.raiseCurtain();
          break;
        case 'm':
          s.setMoveLimit(s.moveLimit === 'mov' ? 'free' : 'mov');
          s.say(
            s.moveLimit === 'mov'
              ? 'Free drags: a piece follows the pointer past its limit; a move is still checked when it is declared.'
              : 'Drags stop at the limit of the trooper’s movement.',
          );
          break;
        case 'g':
          s.toggle('showGrid');
          break;
        case 'z':
          s.toggle('showAllZoc');
          break;
        case 'a':
          s.toggle('showArcs');
          break;
        case 'c': {
          // Close up on the pieces in play, at their true size (issue 31).
          const cam = piecesCamera(
            piecesInPlay(currentView(game.getState(), s.viewer)),
            currentView(game.getState(), s.viewer).table,
            s.viewport,
          );
          if (cam) s.setCamera(cam);
          s.setFollow(false);
          break;
        }
        case 'b':
          s.toggle('enlarge');
          break;
        case 'f':
          s.setCamera(
            fitCamera(currentView(game.getState(), s.viewer).table, s.viewport.width, s.viewport.height),
          );
          s.setFollow(false);
          break;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [commands, game, session, openHelp]);
}
