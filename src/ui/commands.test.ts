// On two devices a step's new view arrives before the server's answer to it. Whatever the player
// chose in between (the next trooper, its options, the placing tool) must stand when the answer comes.
import { describe, expect, it } from 'vitest';
import { MemoryStorage, hotSeatSetup } from '../../tests/storeFixtures.ts';
import { viewFor } from '../engine/index.ts';
import { createGameStore, createSessionStore, currentView } from '../store/index.ts';
import type { Answered } from '../store/net/remoteMatch.ts';
import { tableCommands } from './commands.ts';

/** A game at A's screen whose answers are held back until `answer()`, as a server's come after its packet. */
function twoDeviceTable(start?: ReturnType<typeof createGameStore>) {
  const game =
    start ??
    createGameStore(new MemoryStorage(), {
      setup: hotSeatSetup({ A: ['line-trooper', 'impersonator', 'field-officer'], B: ['line-trooper'] }),
      random: { seed: 1 },
    });
  const session = createSessionStore();
  session.getState().takeScreen('A');
  const judge = game.getState().ask;
  const held: (() => void)[] = [];
  game.setState({
    ask: (by, a) => {
      // The view changes at once (the packet); the answer waits (the "done" message).
      const r = judge(by, a) as Answered;
      return new Promise<Answered>((resolve) => {
        held.push(() => {
          resolve(r);
        });
      });
    },
  });
  const answer = async () => {
    for (const release of held.splice(0)) release();
    await Promise.resolve();
    await Promise.resolve();
  };
  const reserve = () => currentView(game.getState(), 'A').troopers.filter((t) => t.form === null);
  return { game, session, commands: tableCommands({ game, session }), answer, reserve };
}

describe('a placement answered after its view', () => {
  it('untouched in between: the table drafts the next trooper and puts the placing tool down', async () => {
    const t = twoDeviceTable();
    const s = t.session.getState;
    s().draftNext(t.reserve()[0]!.id);
    s().setTool('place');
    expect(t.commands.place({ x: 10, y: 6 })).toStrictEqual({ ok: 'sent' });
    // The panel drafts the next trooper as soon as the view shows the first one placed.
    s().draftNext(t.reserve()[0]!.id);
    await t.answer();
    expect(s().tool).toBe('select');
    expect(s().deployDraft.trooperId).toBe(t.reserve()[0]!.id);
    expect(s().selectedId).not.toBeNull();
  });

  it('the next trooper, its form and the placing tool chosen in between stay chosen', async () => {
    const t = twoDeviceTable();
    const s = t.session.getState;
    s().draftNext(t.reserve()[0]!.id);
    s().setTool('place');
    t.commands.place({ x: 10, y: 6 });
    s().draftNext(t.reserve()[0]!.id);
    const chosen = t.reserve().find((x) => x.profile.name === 'Mask Infiltrator')!.id;
    s().setDeployDraft({ trooperId: chosen, form: 'IMP-1' });
    await t.answer();
    expect(s().tool).toBe('place');
    expect(s().deployDraft).toMatchObject({ trooperId: chosen, form: 'IMP-1' });
  });

  it('a refused placement keeps the draft and the tool, to try another spot', async () => {
    const t = twoDeviceTable();
    const s = t.session.getState;
    const first = t.reserve()[0]!.id;
    s().draftNext(first);
    s().setTool('place');
    t.commands.place({ x: 10, y: 40 });
    await t.answer();
    expect(s().status.tone).toBe('error');
    expect(s().tool).toBe('place');
    expect(s().deployDraft.trooperId).toBe(first);
  });
});

describe('a declaration answered after its view', () => {
  /** The rulebook's IMP-1 example, A's Order begun (its marker activated), answers held back. */
  async function orderUnderWay() {
    const game = createGameStore(new MemoryStorage());
    expect(await game.getState().loadScenario('speculo-imp-1')).toBeNull();
    const t = twoDeviceTable(game);
    expect(game.getState().playScenarioStep('A')).toBeNull();
    const pieceId = viewFor(game.getState().state, 'A').phase.order?.pieceIds[0];
    if (!pieceId) throw new Error('no Order under way');
    return { ...t, pieceId };
  }

  it('untouched in between: the declared destination is cleared', async () => {
    const t = await orderUnderWay();
    const s = t.session.getState;
    s().setOrderDraft({ [t.pieceId]: { x: 24, y: 29 } });
    expect(t.commands.declare('move')).toStrictEqual({ ok: 'sent' });
    await t.answer();
    expect(s().status.tone).toBe('ok');
    expect(s().orderDraft).toStrictEqual({});
  });

  it('a destination dragged in between stays', async () => {
    const t = await orderUnderWay();
    const s = t.session.getState;
    s().setOrderDraft({ [t.pieceId]: { x: 24, y: 29 } });
    t.commands.declare('move');
    const next = { [t.pieceId]: { x: 26, y: 27 } };
    s().setOrderDraft(next);
    await t.answer();
    expect(s().orderDraft).toStrictEqual(next);
  });
});

describe('a landing answered after its view', () => {
  /** Two of A's Paratroopers kept off the table, A's first turn; answers held back. */
  function landing() {
    const game = createGameStore(new MemoryStorage(), {
      setup: hotSeatSetup({ A: ['paratrooper', 'paratrooper', 'line-trooper'], B: ['line-trooper'] }),
      random: { seed: 1 },
    });
    const id = (seat: 'A' | 'B', n: number) =>
      Object.values(game.getState().state.troopers).find((t) => t.owner === seat && t.rosterIndex === n)!.id;
    const play = (a: Parameters<ReturnType<typeof game.getState>['dispatch']>[0]) => {
      expect(game.getState().dispatch(a).ok).toBe(true);
    };
    play({ type: 'keepAirborne', seat: 'A', trooperId: id('A', 0) });
    play({ type: 'keepAirborne', seat: 'A', trooperId: id('A', 1) });
    // Each player's last trooper is held back, deployed after the other's first step.
    play({ type: 'endDeployment', seat: 'A' });
    play({ type: 'endDeployment', seat: 'B' });
    const model = (seat: 'A' | 'B', x: number, y: number) => {
      play({
        type: 'deploy',
        seat,
        trooperId: id(seat, seat === 'A' ? 2 : 0),
        form: 'model',
        at: { x, y },
        facing: 90,
      });
    };
    model('A', 10, 6);
    play({ type: 'endDeployment', seat: 'A' });
    model('B', 40, 42);
    play({ type: 'endDeployment', seat: 'B' });
    expect(currentView(game.getState(), 'A').phase.kind).toBe('turn');
    return { ...twoDeviceTable(game), id };
  }

  it('untouched in between: the landing is done and the Place tool put down', async () => {
    const t = landing();
    const s = t.session.getState;
    s().setArrivalDraft({ trooperId: t.id('A', 0), skill: 'Parachutist', form: 'model' });
    s().setTool('place');
    expect(t.commands.place({ x: 0.5, y: 24 })).toStrictEqual({ ok: 'sent' });
    await t.answer();
    expect(s().status.tone).toBe('ok');
    expect(s().arrivalDraft).toBeNull();
    expect(s().tool).toBe('select');
  });

  it('the next landing chosen in between stays armed', async () => {
    const t = landing();
    const s = t.session.getState;
    s().setArrivalDraft({ trooperId: t.id('A', 0), skill: 'Parachutist', form: 'model' });
    s().setTool('place');
    t.commands.place({ x: 0.5, y: 24 });
    const next = { trooperId: t.id('A', 1), skill: 'Parachutist' as const, form: 'model' as const };
    s().setArrivalDraft(next);
    await t.answer();
    expect(s().arrivalDraft).toStrictEqual(next);
    expect(s().tool).toBe('place');
  });
});
