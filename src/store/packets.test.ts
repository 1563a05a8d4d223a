// The UI reads the game on the table through packets (store/index.ts): one per state and viewer.
import { describe, expect, it } from 'vitest';
import { createGameStore } from './gameStore.ts';
import { currentPacket, currentStatus, currentView, undoAsker } from './index.ts';
import { MemoryStorage, hotSeatSetup } from '../../tests/storeFixtures.ts';

const gameSetup = () =>
  hotSeatSetup({ A: ['line-trooper', 'impersonator'], B: ['line-trooper', 'heavy-s4'] });

describe('packets of the game on the table', () => {
  it('are made once per state and viewer, and follow the game', () => {
    const store = createGameStore(new MemoryStorage(), { setup: gameSetup(), random: { seed: 5 } });
    const g = store.getState();
    expect(currentPacket(g, 'A')).toBe(currentPacket(g, 'A'));
    expect(currentPacket(g, 'A').view).toBe(currentView(g, 'A'));
    expect(currentStatus(g)).toBe(currentStatus(g));
    const [line] = Object.values(g.state.troopers).filter((t) => t.owner === 'A');
    const r = g.dispatch({
      type: 'deploy',
      seat: 'A',
      trooperId: line!.id,
      form: 'model',
      at: { x: 10, y: 6 },
      facing: 90,
    });
    expect(r.ok).toBe(true);
    const after = store.getState();
    expect(currentPacket(after, 'A')).not.toBe(currentPacket(g, 'A'));
    expect(currentPacket(after, 'A').canUndo).toBe(true);
    expect(currentPacket(after, 'B').canUndo).toBe(false);
    expect(currentPacket(after, 'A').mayAskUndo).toBe(true);
    expect(currentPacket(after, 'public').mayAskUndo).toBe(false);
  });

  it('an undo request: the asker, the other seat and the audience each read what they may', () => {
    const store = createGameStore(new MemoryStorage(), { setup: gameSetup(), random: { seed: 5 } });
    const g = store.getState();
    const [line] = Object.values(g.state.troopers).filter((t) => t.owner === 'A');
    g.dispatch({
      type: 'deploy',
      seat: 'A',
      trooperId: line!.id,
      form: 'model',
      at: { x: 10, y: 6 },
      facing: 90,
    });
    expect(undoAsker(store.getState())).toBeNull();
    expect(store.getState().requestUndo('A')).toBeNull();
    const asked = store.getState();
    expect(undoAsker(asked)).toBe('A');
    expect(currentPacket(asked, 'A').undo).toMatchObject({ kind: 'asked' });
    expect(currentPacket(asked, 'B').undo).toMatchObject({ kind: 'to-answer', by: 'A', after: 0 });
    expect(currentPacket(asked, 'public').undo).toStrictEqual({ kind: 'waiting', by: 'A' });
    expect(store.getState().answerUndo('B', false)).toBeNull();
    expect(currentPacket(store.getState(), 'A').answer).toMatchObject({ to: 'A', accepted: false });
    expect(currentPacket(store.getState(), 'B').answer).toBeNull();
  });
});
