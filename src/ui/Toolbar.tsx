import { useShallow } from 'zustand/react/shallow';
import {
  currentPacket,
  currentStatus,
  currentView,
  useGame,
  useSession,
  useStoreApis,
  useView,
} from '../store/index.ts';
import { openAudienceWindow } from './audience.ts';
import { fitCamera, piecesCamera } from './camera.ts';
import { piecesInPlay } from './table/useFollowAction.ts';
import { useCommands } from './commands.ts';
import { useCompact } from './compact.ts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useDeviceWords } from './pointer.ts';
import { withSchemas } from '../engine/zod.ts';

function Toggle({
  on,
  label,
  shortcut,
  onClick,
}: {
  on: boolean;
  label: string;
  shortcut: string;
  onClick: () => void;
}) {
  const words = useDeviceWords();
  return (
    <button
      type="button"
      aria-pressed={on}
      className={on ? 'toggle on' : 'toggle'}
      onClick={onClick}
      title={words.withKey(label, shortcut)}
    >
      {label}
    </button>
  );
}

/**
 * The screens and dialogs end of the toolbar. On a phone it sits behind one Menu button (a list that
 * closes on a choice, Escape or a tap elsewhere), so the tools keep the one row there is.
 */
function ScreensGroup({ children }: { children: ReactNode }) {
  const compact = useCompact();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    const onDown = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onDown);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onDown);
    };
  }, [open]);
  if (!compact) return <div className="group end">{children}</div>;
  return (
    <div className="group end toolbar-more" ref={box}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="toolbar-menu"
        onClick={() => {
          setOpen(!open);
        }}
      >
        Menu
      </button>
      {open && (
        <div
          id="toolbar-menu"
          className="toolbar-menu"
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('button')) setOpen(false);
          }}
        >
          {children}
        </div>
      )}
    </div>
  );
}

/** The top bar: tools, view toggles, undo/redo, help and a new table. */
export function Toolbar({
  onHelp,
  onNewTable,
  onScenarios,
  onGames,
}: {
  onHelp: () => void;
  onNewTable: () => void;
  onScenarios: () => void;
  onGames: () => void;
}) {
  const { session, game } = useStoreApis();
  const view = useSession(
    useShallow((x) => ({
      tool: x.tool,
      moveLimit: x.moveLimit,
      showGrid: x.showGrid,
      showAllZoc: x.showAllZoc,
      showArcs: x.showArcs,
      enlarge: x.enlarge,
    })),
  );
  const s = { ...session.getState(), ...view };
  const inGame = useGame((g) => currentStatus(g).mode === 'game');
  // A finished game offers no Undo or Redo: only both players reopen it (Reopen the game…).
  const over = useGame((g) => currentStatus(g).over);
  // Placing is for the free set-up and the seat that deploys now.
  const phase = useView().phase;
  const viewer = useSession((x) => x.viewer);
  const words = useDeviceWords();
  const placing = !inGame || (phase.kind === 'deployment' && phase.acting === viewer);
  const canUndo = useGame((g) => currentPacket(g, viewer).canUndo);
  const canRedo = useGame((g) => currentPacket(g, viewer).canRedo);
  const presenter = useSession((x) => x.presenter);
  // Otherwise, in a game, a seat may ask the other to agree to take the last step back.
  const canAsk = useGame((g) => currentPacket(g, viewer).mayAskUndo);
  const commands = useCommands();
  const remote = useGame((g) => g.remote !== null);
  const stores = useStoreApis();
  return (
    <header className="toolbar" role="toolbar" aria-label="Table tools">
      <h1>Marker-play table</h1>
      <div className="toolbar-tools">
        <div className="group">
          <Toggle
            on={s.tool === 'select'}
            label="Select"
            shortcut="V"
            onClick={() => {
              s.setTool('select');
            }}
          />
          {placing && (
            <Toggle
              on={s.tool === 'place'}
              label="Place"
              shortcut="P"
              onClick={() => {
                s.setTool('place');
              }}
            />
          )}
          <Toggle
            on={s.tool === 'measure'}
            label="Tape"
            shortcut="T"
            onClick={() => {
              s.setTool('measure');
            }}
          />
          {!inGame && (
            <Toggle
              on={s.tool === 'scenery'}
              label="Scenery"
              shortcut="S"
              onClick={() => {
                s.setTool('scenery');
              }}
            />
          )}
        </div>
        <div className="group">
          <Toggle
            on={s.moveLimit === 'mov'}
            label={s.moveLimit === 'mov' ? 'Moves: MOV-limited' : 'Moves: free'}
            shortcut="M"
            onClick={() => {
              s.setMoveLimit(s.moveLimit === 'mov' ? 'free' : 'mov');
            }}
          />
        </div>
        <div className="group">
          <Toggle
            on={s.showGrid}
            label="Grid"
            shortcut="G"
            onClick={() => {
              s.toggle('showGrid');
            }}
          />
          <Toggle
            on={s.showAllZoc}
            label="All ZoC"
            shortcut="Z"
            onClick={() => {
              s.toggle('showAllZoc');
            }}
          />
          <Toggle
            on={s.showArcs}
            label="All arcs"
            shortcut="A"
            onClick={() => {
              s.toggle('showArcs');
            }}
          />
          <button
            type="button"
            title={words.withKey('Fit the table to the screen', 'F')}
            onClick={() => {
              const v = session.getState().viewport;
              s.setCamera(fitCamera(currentView(game.getState(), s.viewer).table, v.width, v.height));
              s.setFollow(false);
            }}
          >
            Fit
          </button>
          <button
            type="button"
            title="Close up on the pieces in play, at their true size (C)"
            onClick={() => {
              const v = currentView(game.getState(), s.viewer);
              const cam = piecesCamera(piecesInPlay(v), v.table, session.getState().viewport);
              if (cam) s.setCamera(cam);
              s.setFollow(false);
            }}
          >
            Close up
          </button>
          <Toggle
            on={s.enlarge}
            label="Big pieces"
            shortcut="B"
            onClick={() => {
              s.toggle('enlarge');
            }}
          />
        </div>
        {!(inGame && over) && (
          <div className="group">
            {/* The same command as Ctrl+Z (ui/undoCommands.ts): it asks the other player where it must. */}
            <button
              type="button"
              disabled={!canUndo && !canAsk}
              onClick={commands.undo}
              title={
                canUndo || canAsk
                  ? words.withKey('Undo', 'Ctrl+Z')
                  : `${words.withKey('Undo', 'Ctrl+Z')}: you have made no step to take back`
              }
            >
              Undo
            </button>
            <button
              type="button"
              disabled={!canRedo}
              onClick={commands.redo}
              title={words.withKey('Redo', 'Ctrl+Shift+Z')}
            >
              Redo
            </button>
          </div>
        )}
      </div>
      <ScreensGroup>
        {remote ? (
          <button
            type="button"
            title="Leave this game on this device (your link opens your seat again)"
            onClick={() => {
              void withSchemas(import('./TwoDevices.tsx')).then((m) => {
                m.leaveTwoDevices(stores);
              });
            }}
          >
            Leave game
          </button>
        ) : (
          <>
            <button
              type="button"
              onClick={() => {
                s.setScreen('home');
              }}
              title="The home screen: scenarios, drills, games (the screen is covered first)"
            >
              Home
            </button>
            <button type="button" onClick={onNewTable}>
              New game…
            </button>
            <button type="button" onClick={onScenarios}>
              Scenarios…
            </button>
            <button type="button" onClick={onGames} title="Saved games, export and open files">
              Games…
            </button>
          </>
        )}
        <button
          type="button"
          aria-pressed={presenter}
          title="Large type and high contrast for a projector; the audience window shows the public view"
          onClick={() => {
            session.getState().setPresenter(!presenter);
          }}
        >
          Presenter
        </button>
        {!remote && (
          <button
            type="button"
            title="Open a second window that shows only what both players know, following the game live"
            onClick={() => {
              session.getState().setPresenter(true);
              if (!openAudienceWindow())
                session
                  .getState()
                  .say('The browser blocked the audience window: allow pop-ups for this page.', 'error');
            }}
          >
            Audience window
          </button>
        )}
        <button
          type="button"
          title="Short explanations of the rules, searchable"
          onClick={() => {
            session.getState().setRulesHelp('');
          }}
        >
          Rules…
        </button>
        <button
          type="button"
          onClick={onHelp}
          title={words.pointer === 'coarse' ? 'Touch gestures' : 'Keyboard and mouse (?)'}
        >
          Help
        </button>
      </ScreensGroup>
    </header>
  );
}
