// The side view panel (RULES.md §4.2; D180, D181) and the offer to place a level change by agreement (D169).
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { mountRoot } from '../../../tests/reactRoot.ts';
import { SideViewPanel } from './SideViewPanel.tsx';
import { StatusBar } from './StatusBar.tsx';
import { StoresContext, createGameStore, createSessionStore } from '../../store/index.ts';
import { MemoryStorage, deployA, hotSeatSetup, setup } from '../../../tests/storeFixtures.ts';
import { logItems } from '../../engine/logList.ts';
import type { Action } from '../../engine/index.ts';
import { rectangle } from '../../geometry/polygon.ts';
import { elevationAt } from '../../rules/index.ts';

/** A free table with a 4" Tower at x 8–12, y 4–8: A's Line Trooper on its roof, two of B's below it. */
function table() {
  const s = setup();
  s.scenery = [
    { id: 's-tower', name: 'Tower', height: 'tall', heightIn: 4, polygon: rectangle({ x: 10, y: 6 }, 4, 4) },
  ];
  const game = createGameStore(new MemoryStorage(), { setup: s, random: { seed: 5 } });
  const put = (seat: 'A' | 'B', x: number, y: number) => {
    expect(
      game.getState().dispatch({ ...deployA, seat, at: { x, y }, facing: seat === 'A' ? 90 : 270 }).ok,
    ).toBe(true);
  };
  put('A', 10, 6);
  put('B', 10, 9.2);
  put('B', 10, 20);
  const [roof, near, far] = game.getState().state.pieceOrder;
  return { game, session: createSessionStore(), roof: roof!, near: near!, far: far! };
}

async function render(stores: ReturnType<typeof table>) {
  const { root, host } = mountRoot();
  await act(async () => {
    root.render(
      <StoresContext.Provider value={{ game: stores.game, session: stores.session }}>
        <SideViewPanel />
        <StatusBar />
      </StoresContext.Provider>,
    );
    await Promise.resolve();
  });
  const says = () => host.querySelector('[data-testid="side-view-says"]');
  return { host, says };
}

describe('SideViewPanel', () => {
  it('draws the line from the selected piece to the piece pointed at, and keeps it when the pointer leaves', async () => {
    const t = table();
    t.session.getState().select(t.roof);
    const { host, says } = await render(t);
    expect(says()).toBeNull();
    await act(async () => {
      t.session.getState().setHoverPiece(t.near);
      await Promise.resolve();
    });
    expect(says()?.getAttribute('data-verdict')).toBe('blocked');
    expect(says()?.textContent).toBe('No Line of Fire. Blocked: the roof edge of Tower blocks.');
    expect(host.querySelector('[data-testid="side-view-drawing"]')?.getAttribute('aria-label')).toBe(
      'Side view: Blocked: the roof edge of Tower blocks.',
    );
    await act(async () => {
      t.session.getState().setHoverPiece(null);
      await Promise.resolve();
    });
    expect(says()?.getAttribute('data-verdict')).toBe('blocked');
    await act(async () => {
      t.session.getState().setHoverPiece(t.far);
      await Promise.resolve();
    });
    expect(says()?.textContent).toBe('Line of Fire. Clear.');
  });

  it('follows the tape between two pieces, from its first end', async () => {
    const t = table();
    const { says } = await render(t);
    await act(async () => {
      t.session
        .getState()
        .setTape({ fromId: t.far, from: { x: 10, y: 20 }, toId: t.roof, to: { x: 10, y: 6 } });
      await Promise.resolve();
    });
    // The Line Trooper below faces up the table: it sees the trooper on the roof.
    expect(says()?.getAttribute('data-verdict')).toBe('clear');
  });

  it('a new seat at the screen does not inherit the last choice', async () => {
    const t = table();
    t.session.getState().select(t.roof);
    const { says } = await render(t);
    await act(async () => {
      t.session.getState().setHoverPiece(t.near);
      await Promise.resolve();
    });
    expect(says()).not.toBeNull();
    await act(async () => {
      t.session.getState().takeScreen('A');
      t.session.getState().select(t.roof);
      await Promise.resolve();
    });
    expect(says()).toBeNull();
  });
});

describe('placing a level change by agreement', () => {
  it('sends the refused free move again with byAgreement, and the piece comes down', async () => {
    const t = table();
    const { host } = await render(t);
    const to = { x: 13, y: 3 };
    await act(async () => {
      t.session.getState().offerAgreement({ pieceId: t.roof, to, as: 'move' });
      await Promise.resolve();
    });
    const button = host.querySelector<HTMLButtonElement>('[data-testid="place-by-agreement"]');
    expect(button?.textContent).toBe('Place by agreement');
    t.session.setState({ moveLimit: 'free' });
    await act(async () => {
      button?.click();
      await Promise.resolve();
    });
    const piece = t.game.getState().state.pieces[t.roof]!;
    expect({ x: piece.x, y: piece.y }).toEqual(to);
    expect(elevationAt(t.game.getState().state.setup.scenery, piece)).toBe(0);
    expect(host.querySelector('[data-testid="place-by-agreement"]')).toBeNull();
  });
  it("declares the order's Move by agreement when the offer came from an order's destination", async () => {
    // A hot-seat game: A's Line Trooper on the edge of a 2" Ledge (x 30–36, y 2–8), B's far off.
    const ledge = {
      id: 's-ledge',
      name: 'Ledge',
      height: 'tall' as const,
      heightIn: 2,
      polygon: rectangle({ x: 33, y: 5 }, 6, 6),
    };
    const s = hotSeatSetup({ A: ['line-trooper'], B: ['line-trooper'] });
    s.scenery = [ledge];
    const game = createGameStore(new MemoryStorage(), { setup: s, random: { seed: 5 } });
    const play = (a: Action) => {
      const r = game.getState().dispatch(a);
      if (!r.ok) throw new Error(r.violations.map((v) => v.message).join(' '));
    };
    const trooper = (seat: 'A' | 'B') =>
      Object.values(game.getState().state.troopers).find((t) => t.owner === seat)!.id;
    const deploy = (seat: 'A' | 'B', x: number, y: number) => {
      play({
        type: 'deploy',
        seat,
        trooperId: trooper(seat),
        form: 'model',
        at: { x, y },
        facing: seat === 'A' ? 90 : 270,
      });
      play({ type: 'endDeployment', seat });
    };
    // Each holds its one trooper back in the first step, and deploys it in the second.
    play({ type: 'endDeployment', seat: 'A' });
    play({ type: 'endDeployment', seat: 'B' });
    deploy('A', 33, 7.6);
    deploy('B', 10, 40);
    const a = game.getState().state.pieceOrder[0]!;
    play({ type: 'activate', seat: 'A', pieceId: a });
    const session = createSessionStore();
    session.getState().takeScreen('A');
    // 1" out and 2" down: 3", within the first Move's 4".
    const to = { x: 33, y: 8.6 };
    session.getState().setOrderDraft({ [a]: to });
    const { root, host } = mountRoot();
    await act(async () => {
      root.render(
        <StoresContext.Provider value={{ game, session }}>
          <StatusBar />
        </StoresContext.Provider>,
      );
      await Promise.resolve();
    });
    await act(async () => {
      session.getState().offerAgreement({ pieceId: a, to, as: 'declare' });
      await Promise.resolve();
    });
    const button = host.querySelector<HTMLButtonElement>('[data-testid="place-by-agreement"]');
    expect(button?.textContent).toBe('Move there by agreement');
    await act(async () => {
      button?.click();
      await Promise.resolve();
    });
    const log = logItems(game.getState().state.log).map((l) => l.text);
    expect(log.find((l) => l.includes('Move:'))).toContain('placed by agreement');
  });
});
