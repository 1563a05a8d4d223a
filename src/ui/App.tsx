import { useCallback, useEffect, useState } from 'react';
import { useGame, useStoreApis } from '../store/index.ts';
import { TableCanvas } from './table/TableCanvas.tsx';
import { Toolbar } from './Toolbar.tsx';
import { SetupPanel } from './panels/SetupPanel.tsx';
import { InfoPanel } from './panels/InfoPanel.tsx';
import { SightPanel } from './panels/SightPanel.tsx';
import { SceneryPanel } from './panels/SceneryPanel.tsx';
import { useSession } from '../store/index.ts';
import { PieceList } from './panels/PieceList.tsx';
import { LogPanel } from './panels/LogPanel.tsx';
import { StatusBar } from './panels/StatusBar.tsx';
import { RenderProblems } from './panels/RenderProblems.tsx';
import { HelpDialog, NewTableDialog } from './Dialogs.tsx';
import { useKeyboardShortcuts } from './keyboard.ts';

export function App() {
  const [help, setHelp] = useState(false);
  const [newTable, setNewTable] = useState(false);
  const openHelp = useCallback(() => {
    setHelp(true);
  }, []);
  useKeyboardShortcuts(openHelp);
  const restoreError = useGame((g) => g.restoreError);
  const editingScenery = useSession((s) => s.tool === 'scenery');
  const { game, session } = useStoreApis();
  useEffect(() => {
    if (restoreError) {
      session.getState().say(restoreError, 'error');
      game.getState().clearRestoreError();
    }
  }, [restoreError, game, session]);
  return (
    <div className="app">
      <Toolbar
        onHelp={openHelp}
        onNewTable={() => {
          setNewTable(true);
        }}
      />
      <div className="banner" role="note">
        Free set-up · one viewer sees everything (referee view)
      </div>
      <main className="layout">
        <section className="table-area" aria-label="Table">
          <TableCanvas />
        </section>
        <aside className="side" aria-label="Panels">
          <RenderProblems />
          {editingScenery ? <SceneryPanel /> : <SetupPanel />}
          <InfoPanel />
          <SightPanel />
          <PieceList />
          <LogPanel />
        </aside>
      </main>
      <StatusBar />
      <HelpDialog
        open={help}
        onClose={() => {
          setHelp(false);
        }}
      />
      <NewTableDialog
        open={newTable}
        onClose={() => {
          setNewTable(false);
        }}
      />
    </div>
  );
}
