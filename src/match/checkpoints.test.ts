import { describe, expect, it } from 'vitest';
import { replayRecord, takeBack, type GameState } from '../engine/index.ts';
import { longGame } from '../../bench/longGame.ts';
import { createGameStore, replay } from '../store/gameStore.ts';
import { CHECKPOINT_EVERY, keepCheckpoint, nearestCheckpoint } from './checkpoints.ts';
import { MemoryStorage, SEED, deployA, setup } from '../../tests/storeFixtures.ts';

describe('taking back from a checkpoint gives the state a replay from the start gives', () => {
  const game = longGame(CHECKPOINT_EVERY * 3 + 40);
  const rec = { setup: game.setup, random: game.random, actions: game.actions };
  // The checkpoints a game played through the store keeps: the live state every CHECKPOINT_EVERY actions.
  const live = new Map<number, GameState>();
  for (let at = CHECKPOINT_EVERY; at <= rec.actions.length; at += CHECKPOINT_EVERY) {
    live.set(at, replayRecord(rec, at).state);
  }
  const from = (upTo: number) => {
    const at = Math.floor(upTo / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
    const state = live.get(at);
    return state ? { at, state } : undefined;
  };
  it.each([1, 2, 39, 40, 41, 139, 141, 250, 339])('%i actions back', (count) => {
    const plain = takeBack(rec, game.state, count);
    const fast = takeBack(rec, game.state, count, from);
    expect(fast).not.toBeNull();
    expect(fast).toStrictEqual(plain);
  });
});

describe('the store keeps checkpoints only while they still belong to the game', () => {
  it('a checkpoint is found at or before the point asked for, never after', () => {
    const s = setup();
    const actions = Array.from({ length: CHECKPOINT_EVERY * 2 }, () => deployA);
    const state = replay({ setup: s, random: { seed: SEED }, actions: [] });
    keepCheckpoint(s, actions.slice(0, CHECKPOINT_EVERY), state);
    keepCheckpoint(s, actions.slice(0, CHECKPOINT_EVERY - 1), state); // not a multiple: not kept
    expect(nearestCheckpoint(s, actions, CHECKPOINT_EVERY - 1)).toBeUndefined();
    expect(nearestCheckpoint(s, actions, CHECKPOINT_EVERY)?.at).toBe(CHECKPOINT_EVERY);
    expect(nearestCheckpoint(s, actions, CHECKPOINT_EVERY * 2)?.at).toBe(CHECKPOINT_EVERY);
    expect(nearestCheckpoint(setup(), actions, CHECKPOINT_EVERY * 2)).toBeUndefined();
  });

  it('a list cut back and played on differently never meets its old checkpoint', () => {
    const s = setup();
    const first = Array.from({ length: CHECKPOINT_EVERY }, () => ({ ...deployA }));
    const state = replay({ setup: s, random: { seed: SEED }, actions: [] });
    keepCheckpoint(s, first, state);
    const other = [...first.slice(0, -1), { ...deployA }];
    expect(nearestCheckpoint(s, other, CHECKPOINT_EVERY)).toBeUndefined();
    expect(nearestCheckpoint(s, first, CHECKPOINT_EVERY)).toBeUndefined(); // dropped once found stale
  });

  it('undo in a long free set-up replays from the checkpoint to the same state', () => {
    const store = createGameStore(new MemoryStorage(), { setup: setup(), random: { seed: SEED } });
    expect(store.getState().dispatch(deployA).ok).toBe(true);
    const pieceId = store.getState().state.pieceOrder[0]!;
    for (let i = 0; i < CHECKPOINT_EVERY + 20; i++) {
      const x = 10 + (i % 2) * 0.5;
      expect(
        store.getState().dispatch({ type: 'movePiece', pieceId, to: { x, y: 8 }, limit: 'free' }).ok,
      ).toBe(true);
    }
    for (let i = 0; i < 15; i++) expect(store.getState().undo()).toBeNull();
    const g = store.getState();
    expect(nearestCheckpoint(g.setup, g.actions, g.actions.length)?.at).toBe(CHECKPOINT_EVERY);
    expect(g.state).toStrictEqual(replay({ setup: g.setup, random: { seed: SEED }, actions: g.actions }));
  });
});
