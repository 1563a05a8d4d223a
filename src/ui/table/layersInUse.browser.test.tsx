// The layers over the table on the real canvas (ARCHITECTURE.md §7): an empty table being looked at
// is one layer; the overlay, pieces and drag layers come, in their order, with the first tool or piece
// that needs them, the overlays clipped to the table. And the premise: on such a table those three layers, made anyway, draw nothing.
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import { Stage } from '../konva.ts';
import { mountRoot, settle } from '../../../tests/reactRoot.ts';
import { MemoryStorage } from '../../../tests/storeFixtures.ts';
import { StoresContext, createGameStore, createSessionStore } from '../../store/index.ts';
import { TableCanvas } from './TableCanvas.tsx';
import { OverlayLayer } from './OverlayLayer.tsx';
import { PiecesLayer } from './PiecesLayer.tsx';
import { DragLayer } from './DragLayer.tsx';

const stages = () => (window as unknown as { Konva: { stages: KonvaStage[] } }).Konva.stages;

describe('the layers over the table', () => {
  it('an empty table is one layer; the measuring tool brings the other three above it', async () => {
    const game = createGameStore(new MemoryStorage());
    expect(Object.keys(game.getState().state.pieces)).toEqual([]);
    const session = createSessionStore();
    const { root, host } = mountRoot();
    act(() => {
      root.render(
        <StoresContext value={{ game, session }}>
          <div style={{ position: 'relative', width: 480, height: 360 }}>
            <TableCanvas />
          </div>
        </StoresContext>,
      );
    });
    await settle(() => host.querySelector('[data-ready="true"] canvas') !== null);
    const stage = stages().find((s) => host.contains(s.container()));
    if (!stage) throw new Error('no stage');
    expect(stage.getLayers()).toHaveLength(1);
    expect(host.querySelectorAll('canvas')).toHaveLength(1);

    act(() => {
      session.getState().setTool('measure');
    });
    expect(stage.getLayers()).toHaveLength(4);
    const [table, overlays, pieces, drag] = stage.getLayers();
    expect(table?.listening()).toBe(false);
    expect(overlays?.listening()).toBe(false);
    expect(pieces?.listening()).toBe(true);
    expect(drag?.listening()).toBe(false);
    expect(host.querySelectorAll('canvas')).toHaveLength(4);
    // The overlays stop at the table's edge: an arc or a Zone of Control near it is cut there.
    const spec = game.getState().state.setup.table;
    expect(overlays?.clip()).toEqual({ x: 0, y: 0, width: spec.width, height: spec.depth });

    act(() => {
      session.getState().setTool('select');
    });
    expect(stage.getLayers()).toHaveLength(1);
  });

  it('on an empty table in the select tool, the three layers, made anyway, draw nothing', async () => {
    const game = createGameStore(new MemoryStorage());
    const session = createSessionStore();
    // Every arc and Zone of Control asked for: there is still nothing to draw them for.
    session.setState({ showArcs: true, showAllZoc: true, showGrid: true });
    const { root, host } = mountRoot();
    act(() => {
      root.render(
        <StoresContext value={{ game, session }}>
          <Stage width={300} height={200}>
            <OverlayLayer />
            <PiecesLayer />
            <DragLayer />
          </Stage>
        </StoresContext>,
      );
    });
    await settle(() => host.querySelector('canvas') !== null);
    const stage = stages().find((s) => host.contains(s.container()));
    if (!stage) throw new Error('no stage');
    expect(stage.getLayers()).toHaveLength(3);
    for (const layer of stage.getLayers()) expect(layer.find('Shape')).toHaveLength(0);
  });
});
