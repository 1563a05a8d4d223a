// The table's box on the real page: measured before the first paint, so the table is drawn in the
// same task as the page around it; and a box laid out late (hidden at first) is fitted at its real
// size, never at the floor size of a box not yet laid out.
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { mountRoot, settle } from '../../../tests/reactRoot.ts';
import { MemoryStorage } from '../../../tests/storeFixtures.ts';
import { StoresContext, createGameStore, createSessionStore } from '../../store/index.ts';
import { fitCamera } from '../camera.ts';
import { TableCanvas } from './TableCanvas.tsx';
import '../app.css';

function tableIn(style: { display: string }) {
  const game = createGameStore(new MemoryStorage());
  const session = createSessionStore();
  const { root, host } = mountRoot();
  const box = (display: string) => (
    <StoresContext value={{ game, session }}>
      <div data-testid="box" style={{ position: 'relative', width: 480, height: 360, display }}>
        <TableCanvas />
      </div>
    </StoresContext>
  );
  act(() => {
    root.render(box(style.display));
  });
  return {
    game,
    session,
    host,
    show: () => {
      root.render(box('block'));
    },
  };
}

describe('the table’s box', () => {
  it('a box laid out at once: fitted and drawn in the render that made it, with no frame between', () => {
    const t = tableIn({ display: 'block' });
    // No timer, no frame, no observer report yet: the render itself measured the box.
    expect(t.host.querySelector('[data-ready="true"] canvas')).not.toBeNull();
    expect(t.session.getState().viewport).toEqual({ width: 480, height: 360 });
    const table = t.game.getState().state.setup.table;
    expect(t.session.getState().camera).toEqual(fitCamera(table, 480, 360));
  });

  it('a box hidden at first: nothing is fitted until it has a size, then it is fitted at that size', async () => {
    const t = tableIn({ display: 'none' });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 100));
    });
    expect(t.host.querySelector('[data-ready="true"]')).toBeNull();
    act(() => {
      t.show();
    });
    await settle(() => t.host.querySelector('[data-ready="true"] canvas') !== null);
    expect(t.session.getState().viewport).toEqual({ width: 480, height: 360 });
    const table = t.game.getState().state.setup.table;
    expect(t.session.getState().camera).toEqual(fitCamera(table, 480, 360));
  });
});
