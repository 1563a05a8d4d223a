// The facing handle on the real canvas (issue: touch everywhere): an alerted model is turned by
// dragging its handle, and the release sends alertTurn (RULES.md §6.7, T52), the action the Alert
// panel sends; a cancelled drag and a drag back onto the base send nothing.
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import { mountRoot, settle as settleUntil } from '../../../tests/reactRoot.ts';
import { MemoryStorage } from '../../../tests/storeFixtures.ts';
import { ALERT_ROSTERS, ALERT_STEPS, hotSeatSetup, pieceAt } from '../../../tests/engineFixtures.ts';
import { StoresContext, createGameStore, createSessionStore } from '../../store/index.ts';
import { TableCanvas } from './TableCanvas.tsx';

/**
 * Lets the page draw: 60 ms, then two animation frames, so Konva's batched redraw (and with it the
 * hit regions the next press is tested against) has run even on a busy machine.
 */
const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 60));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });

/** B's screen at the Alert after A's shot, B's ally at (25, 40) selected, the canvas drawn. */
async function atAlert() {
  const game = createGameStore(new MemoryStorage(), {
    setup: hotSeatSetup(ALERT_ROSTERS, 'A'),
    random: { seed: 6 },
  });
  for (const step of ALERT_STEPS) {
    const r = game.getState().dispatch(step(game.getState().state));
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join(' '));
  }
  const ally = pieceAt(game.getState().state, 25, 40);
  const session = createSessionStore();
  session.setState({ viewer: 'B', curtainUp: false });
  session.getState().select(ally);
  const { root, host } = mountRoot();
  host.style.cssText = 'position: relative; width: 480px; height: 480px';
  act(() => {
    root.render(
      <StoresContext value={{ game, session }}>
        <div style={{ position: 'relative', width: 480, height: 480 }}>
          <TableCanvas />
        </div>
      </StoresContext>,
    );
  });
  // The stage is made once the canvas's box is measured: wait for it to be drawn and fitted.
  await settleUntil(() => host.querySelector('[data-ready="true"] canvas') !== null);
  return { game, session, ally, host };
}

/** The Konva stage drawn in `host`. */
function stageIn(host: HTMLElement): KonvaStage {
  const stages = (window as unknown as { Konva: { stages: KonvaStage[] } }).Konva.stages;
  const stage = stages.find((s) => host.contains(s.container()));
  if (!stage) throw new Error('no stage');
  return stage;
}

/** The handle's centre and the model's, in client pixels, from the drawn stage. */
function onScreen(
  host: HTMLElement,
  ally: { x: number; y: number },
  cam: { x: number; y: number; scale: number },
) {
  const stage = stageIn(host);
  const handle = stage.findOne('.rotate-handle');
  const box = stage.container().getBoundingClientRect();
  const centre = { x: box.left + cam.x + ally.x * cam.scale, y: box.top + cam.y + ally.y * cam.scale };
  if (!handle) return { handle: null, centre };
  const at = handle.getAbsolutePosition();
  return { handle: { x: box.left + at.x, y: box.top + at.y }, centre };
}

/** A mouse press on the handle, moves along `path`, and a release (or a cancel). */
async function dragHandle(
  host: HTMLElement,
  from: { x: number; y: number },
  path: { x: number; y: number }[],
  end: 'pointerup' | 'pointercancel' = 'pointerup',
  beforeEnd?: () => void,
) {
  const init = (p: { x: number; y: number }) => ({
    clientX: p.x,
    clientY: p.y,
    pointerId: 7,
    pointerType: 'mouse',
    button: 0,
    buttons: 1,
    bubbles: true,
  });
  // The press is tested against the layer's hit regions, redrawn in a later frame than the handle
  // moved: wait until the handle is what a press there would hit.
  const stage = stageIn(host);
  const box = stage.container().getBoundingClientRect();
  const local = { x: from.x - box.left, y: from.y - box.top };
  await settleUntil(() => stage.getIntersection(local)?.hasName('rotate-handle') === true);
  if (stage.getIntersection(local)?.hasName('rotate-handle') !== true)
    throw new Error('a press there would not hit the handle');
  const target = document.elementFromPoint(from.x, from.y);
  if (!target || !host.contains(target)) throw new Error('the handle is not under the pointer');
  await act(async () => {
    target.dispatchEvent(new PointerEvent('pointerdown', init(from)));
    await Promise.resolve();
  });
  for (const p of path) {
    await act(async () => {
      window.dispatchEvent(new PointerEvent('pointermove', init(p)));
      await Promise.resolve();
    });
  }
  beforeEnd?.();
  const last = path.at(-1) ?? from;
  await act(async () => {
    window.dispatchEvent(new PointerEvent(end, init(last)));
    await Promise.resolve();
  });
  await settle();
}

describe('the facing handle of an alerted model (RULES.md §6.7)', () => {
  it('turns it by alertTurn on release, live while dragging; a cancel or a drag back sends nothing', async () => {
    const { game, session, ally, host } = await atAlert();
    const facing = () => game.getState().state.pieces[ally]?.facing;
    const model = game.getState().state.pieces[ally];
    if (!model) throw new Error('no ally');
    const { handle, centre } = onScreen(host, model, session.getState().camera);
    if (!handle) throw new Error('no handle on the alerted model');
    expect(facing()).toBe(90);

    // Round to the left of the model: 180°, shown live, sent once on release.
    const actions = game.getState().actions.length;
    const left = { x: centre.x - 80, y: centre.y };
    await dragHandle(host, handle, [{ x: centre.x + 60, y: centre.y + 60 }, left], 'pointercancel');
    expect(facing()).toBe(90);
    expect(session.getState().rotate).toBeNull();
    await dragHandle(host, handle, [{ x: centre.x, y: centre.y + 80 }, left, centre]);
    expect(facing()).toBe(90);
    expect(game.getState().actions.length).toBe(actions);
    await dragHandle(host, handle, [{ x: centre.x, y: centre.y + 80 }, left], 'pointerup', () => {
      // Before the release: the arc is drawn at 180°, the game still has 90°.
      expect(session.getState().rotate).toEqual({ pieceId: ally, facing: 180 });
      expect(facing()).toBe(90);
    });
    expect(facing()).toBe(180);
    expect(game.getState().actions.at(-1)).toEqual({
      type: 'alertTurn',
      seat: 'B',
      pieceId: ally,
      facing: 180,
    });
  });

  it('is not offered on a model that is not alerted, nor to the other seat', async () => {
    const { game, session, host } = await atAlert();
    const far = pieceAt(game.getState().state, 44, 44);
    await act(async () => {
      session.getState().select(far);
      await Promise.resolve();
    });
    await settle();
    const model = game.getState().state.pieces[far];
    if (!model) throw new Error('no far trooper');
    expect(onScreen(host, model, session.getState().camera).handle).toBeNull();
    // Player A's screen, B's alerted ally selected: not A's to turn.
    const ally = pieceAt(game.getState().state, 25, 40);
    await act(async () => {
      session.setState({ viewer: 'A' });
      session.getState().select(ally);
      await Promise.resolve();
    });
    await settle();
    const seen = game.getState().state.pieces[ally];
    if (!seen) throw new Error('no ally');
    expect(onScreen(host, seen, session.getState().camera).handle).toBeNull();
  });
});
