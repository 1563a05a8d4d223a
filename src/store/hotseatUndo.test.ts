// Undo that cannot leak (ARCHITECTURE.md §5): in a hot-seat game a seat takes back only its own steps since
// the last handover, never the other seat's, never a handover, never a die roll; a step both seats agree to
// take back does not rewind the dice.
import { logItems } from '../engine/logList.ts';
import { describe, expect, it } from 'vitest';
import { ROSTER } from '../content/index.ts';
import { canTakeBack, createGameStore, recordOf, replay } from './gameStore.ts';
import { restore, serialize } from './persist/persistence.ts';
import { MemoryStorage, hotSeatSetup } from '../../tests/storeFixtures.ts';

const gameSetup = () =>
  hotSeatSetup({ A: ['line-trooper', 'impersonator', 'field-officer'], B: ['line-trooper', 'heavy-s4'] });

function started(seed = 3) {
  const store = createGameStore(new MemoryStorage(), { setup: gameSetup(), random: { seed } });
  const ids = (seat: 'A' | 'B') =>
    Object.values(store.getState().state.troopers)
      .filter((t) => t.owner === seat)
      .sort((a, b) => (a.rosterIndex ?? 0) - (b.rosterIndex ?? 0))
      .map((t) => t.id);
  return { store, ids };
}

describe('undo in a hot-seat game', () => {
  it('lets A take back its own placement while its step lasts', () => {
    const { store, ids } = started();
    const [line] = ids('A');
    expect(
      store.getState().dispatch({
        type: 'deploy',
        seat: 'A',
        trooperId: line!,
        form: 'model',
        at: { x: 10, y: 6 },
        facing: 90,
      }).ok,
    ).toBe(true);
    expect(canTakeBack(store.getState(), 'A', 'undo')).toBe(true);
    expect(store.getState().undo('A')).toBeNull();
    expect(store.getState().state.pieceOrder).toEqual([]);
    expect(canTakeBack(store.getState(), 'A', 'redo')).toBe(true);
    expect(store.getState().redoStep('A')).toBeNull();
    expect(store.getState().state.pieceOrder).toHaveLength(1);
  });

  it('refuses B undoing A’s step, and anyone undoing a handover', () => {
    const { store, ids } = started();
    const [line] = ids('A');
    store.getState().dispatch({
      type: 'deploy',
      seat: 'A',
      trooperId: line!,
      form: 'model',
      at: { x: 10, y: 6 },
      facing: 90,
    });
    expect(canTakeBack(store.getState(), 'B', 'undo')).toBe(false);
    expect(store.getState().undo('B')?.code).toBe('CANNOT_UNDO_ACROSS_HANDOVER');
    expect(store.getState().undo('referee')?.code).toBe('CANNOT_UNDO_ACROSS_HANDOVER');
    const [, imp, officer] = ids('A');
    store.getState().dispatch({
      type: 'deploy',
      seat: 'A',
      trooperId: officer!,
      form: 'model',
      at: { x: 20, y: 6 },
      facing: 90,
    });
    expect(imp).toBeDefined();
    expect(store.getState().dispatch({ type: 'endDeployment', seat: 'A' }).ok).toBe(true);
    const before = store.getState().state;
    for (const by of ['A', 'B'] as const) {
      expect(canTakeBack(store.getState(), by, 'undo')).toBe(false);
      expect(store.getState().undo(by)?.code).toBe('CANNOT_UNDO_ACROSS_HANDOVER');
    }
    expect(store.getState().state).toBe(before);
  });

  it('refuses undoing a placement that rolled dice', () => {
    const { store, ids } = started(1);
    const [, imp] = ids('A');
    const r = store.getState().dispatch({
      type: 'deploy',
      seat: 'A',
      trooperId: imp!,
      form: 'IMP-1',
      at: { x: 20, y: 40 },
      facing: 90,
    });
    expect(r.ok).toBe(true);
    expect(logItems(store.getState().state.log).at(-1)?.dice).toHaveLength(1);
    expect(store.getState().undo('A')?.code).toBe('DICE_ROLLED');
    expect(store.getState().state.pieceOrder).toHaveLength(1);
  });

  it('saves and restores a hot-seat game with its rosters and PIN locks', () => {
    const setup = gameSetup();
    setup.game!.pins = { B: { salt: 'ab'.repeat(16), hash: 'cd'.repeat(32), iterations: 100_000 } };
    const text = serialize({
      random: { seed: 3 },
      setup,
      actions: [{ type: 'endDeployment', seat: 'A' }],
      redo: [],
    });
    const r = restore(text);
    expect(r.ok).toBe(false); // A still has two troopers too many in reserve
    const ok = restore(serialize({ random: { seed: 3 }, setup, actions: [], redo: [] }));
    expect(ok.ok && ok.session.setup.game?.pins.B?.iterations).toBe(100_000);
    expect(ok.ok && ok.state.phase).toEqual({ kind: 'deployment', step: 1 });
    const bad = restore(
      serialize({
        random: { seed: 3 },
        setup: { ...setup, game: { ...setup.game!, firstDeployer: 'C' as 'A' } },
        actions: [],
        redo: [],
      }),
    );
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toContain('firstDeployer');
  });
});

describe('taking a step back with both players (issue: undo that cannot leak)', () => {
  it('across a handover A asks, B agrees at its screen, and the step is taken back exactly', async () => {
    const { createGameStore, replay } = await import('./gameStore.ts');
    const { MemoryStorage } = await import('../../tests/storeFixtures.ts');
    const g = createGameStore(new MemoryStorage());
    expect(await g.getState().loadScenario('speculo-imp-1')).toBeNull();
    const first = (await import('./gameStore.ts')).scenarioProgress(g.getState()).next;
    expect(g.getState().playScenarioStep(first!.seat)).toBeNull();
    const { setup, random, jumps, actions } = g.getState();
    const before = replay({ setup, random, jumps, actions: actions.slice(0, -1) });
    // The prelude's handover: B cannot answer its own request, and the referee cannot ask.
    expect(g.getState().requestUndo('referee')?.code).toBe('INVALID_ACTION');
    expect(g.getState().requestUndo('A')).toBeNull();
    expect(g.getState().answerUndo('A', true)?.code).toBe('WRONG_SEAT');
    expect(g.getState().answerUndo('B', true)).toBeNull();
    expect(g.getState().state).toEqual(before);
    expect(g.getState().undoRequest).toBeNull();
  });

  it('refused, nothing changes', async () => {
    const { createGameStore } = await import('./gameStore.ts');
    const { MemoryStorage } = await import('../../tests/storeFixtures.ts');
    const g = createGameStore(new MemoryStorage());
    await g.getState().loadScenario('speculo-imp-1');
    const state = g.getState().state;
    g.getState().requestUndo('A');
    expect(g.getState().answerUndo('B', false)).toBeNull();
    expect(g.getState().state).toBe(state);
    expect(g.getState().answerUndo('B', true)?.code).toBe('WRONG_PHASE');
  });
});

describe('a step with dice taken back by agreement (issue: secrets that hold)', () => {
  it('does not rewind the dice: the same step again rolls from further on, and the record replays it', () => {
    const storage = new MemoryStorage();
    const store = createGameStore(storage, { setup: gameSetup(), random: { seed: 1 } });
    const imp = Object.values(store.getState().state.troopers).find(
      (t) => t.owner === 'A' && t.rosterIndex === 1,
    )!;
    const placeImp = {
      type: 'deploy',
      seat: 'A',
      trooperId: imp.id,
      form: 'IMP-1',
      at: { x: 20, y: 40 },
      facing: 90,
    } as const;
    const drawn = () => store.getState().state.random.dice.n;
    const counts = [drawn()];

    expect(store.getState().dispatch(placeImp).ok).toBe(true);
    expect(logItems(store.getState().state.log).at(-1)?.dice).toHaveLength(1);
    counts.push(drawn());
    const firstRoll = store.getState().state;

    expect(store.getState().requestUndo('A')).toBeNull();
    expect(store.getState().answerUndo('B', true)).toBeNull();
    const back = store.getState();
    expect(back.actions).toStrictEqual([]);
    expect(back.state.pieceOrder).toStrictEqual([]);
    counts.push(drawn());
    // The generator stays where the taken-back roll left it, and the record says so.
    expect(back.jumps).toMatchObject([{ at: 0, random: { dice: firstRoll.random.dice } }]);
    expect(back.state.random.dice).toStrictEqual(firstRoll.random.dice);
    expect(replay(recordOf(back))).toStrictEqual(back.state);

    expect(store.getState().dispatch(placeImp).ok).toBe(true);
    counts.push(drawn());
    const again = store.getState();
    expect(logItems(again.state.log).at(-1)?.dice).toHaveLength(1);

    expect(counts[1]).toBeGreaterThan(counts[0]!);
    expect(counts[2]).toBe(counts[1]);
    expect(counts[3]).toBeGreaterThan(counts[2]!);
    // A table where the step was never taken back rolls the same step from the start of the stream.
    const fresh = createGameStore(new MemoryStorage(), { setup: gameSetup(), random: { seed: 1 } });
    fresh.getState().dispatch(placeImp);
    expect(again.state.random.dice.n).toBeGreaterThan(fresh.getState().state.random.dice.n);

    expect(replay(recordOf(again))).toStrictEqual(again.state);
    // A reload replays the saved record, jump included, to the very same game.
    const reloaded = createGameStore(storage).getState();
    expect(reloaded.restoreError).toBeNull();
    expect(reloaded.jumps).toStrictEqual(again.jumps);
    expect(reloaded.actions).toStrictEqual(again.actions);
    expect(reloaded.state).toStrictEqual(again.state);
    // The answer the asker has not read yet keeps its word on the dice (D51).
    expect(reloaded.undoAnswer).toMatchObject({ to: 'A', accepted: true, dice: true });
  });
});

describe('a request to reopen a finished game (issue: undo means what it says)', () => {
  it('is kept with the game across a reload, and answered after it', () => {
    const storage = new MemoryStorage();
    const store = createGameStore(storage, { setup: gameSetup(), random: { seed: 5 } });
    expect(store.getState().dispatch({ type: 'proposeEnd', seat: 'A' }).ok).toBe(true);
    expect(store.getState().dispatch({ type: 'answerEnd', seat: 'B', accept: true }).ok).toBe(true);
    expect(store.getState().undo('B')?.code).toBe('WRONG_PHASE');
    expect(store.getState().ask('B', { type: 'requestReopen' })).toStrictEqual({ ok: true });
    const again = createGameStore(storage).getState();
    expect(again.undoRequest).toMatchObject({ by: 'B', at: 0, after: 1, end: true });
    expect(again.answerUndo('A', true)).toBeNull();
    const third = createGameStore(storage).getState();
    expect(third.state.phase).toStrictEqual({ kind: 'deployment', step: 1 });
    expect(third.undoAnswer).toMatchObject({ to: 'B', accepted: true, end: true });
  });
});

describe('honest undo (issue: honest undo): the asker’s own step, named, kept across a reload, answered', () => {
  /** A deploys its Line Trooper and Field Officer and ends its step; B deploys its Line Trooper. */
  function deployed(storage = new MemoryStorage()) {
    const store = createGameStore(storage, { setup: gameSetup(), random: { seed: 5 } });
    const troopers = (seat: 'A' | 'B') =>
      Object.values(store.getState().state.troopers)
        .filter((t) => t.owner === seat)
        .sort((a, b) => (a.rosterIndex ?? 0) - (b.rosterIndex ?? 0));
    const d = store.getState().dispatch;
    expect(
      d({
        type: 'deploy',
        seat: 'A',
        trooperId: troopers('A')[0]!.id,
        form: 'model',
        at: { x: 10, y: 6 },
        facing: 90,
      }).ok,
    ).toBe(true);
    expect(
      d({
        type: 'deploy',
        seat: 'A',
        trooperId: troopers('A')[2]!.id,
        form: 'model',
        at: { x: 20, y: 6 },
        facing: 90,
      }).ok,
    ).toBe(true);
    expect(d({ type: 'endDeployment', seat: 'A' }).ok).toBe(true);
    expect(
      d({
        type: 'deploy',
        seat: 'B',
        trooperId: troopers('B')[0]!.id,
        form: 'model',
        at: { x: 10, y: 40 },
        facing: 270,
      }).ok,
    ).toBe(true);
    return { store, storage };
  }

  it('A asks for its own last step: named as B’s log told it, and B’s step after it goes with it', () => {
    const { store } = deployed();
    expect(store.getState().requestUndo('A')).toBeNull();
    const req = store.getState().undoRequest;
    expect(req).toMatchObject({ by: 'A', at: 2, after: 1 });
    expect(req?.ask).toBe('“Player A ended deployment step 1: Field Officer, Line Trooper”');
    expect(store.getState().answerUndo('B', true)).toBeNull();
    // A's "end of step" and B's deployment after it are gone; A's own deployment stays.
    expect(store.getState().actions.map((a) => a.type)).toEqual(['deploy', 'deploy']);
    expect(store.getState().undoAnswer).toMatchObject({ to: 'A', accepted: true });
  });

  it('the request and then the answer survive a reload, on the same storage', () => {
    const { store, storage } = deployed();
    store.getState().requestUndo('B');
    const again = createGameStore(storage).getState();
    expect(again.undoRequest).toStrictEqual(store.getState().undoRequest);
    expect(again.answerUndo('A', false)).toBeNull();
    const third = createGameStore(storage).getState();
    expect(third.undoRequest).toBeNull();
    expect(third.undoAnswer).toMatchObject({ to: 'B', accepted: false });
    // The asker reads it once: dismissed, it is gone for good.
    third.dismissUndoAnswer('A');
    expect(createGameStore(storage).getState().undoAnswer).not.toBeNull();
    third.dismissUndoAnswer('B');
    expect(createGameStore(storage).getState().undoAnswer).toBeNull();
  });

  it('a step only its maker saw is not named to the other seat', () => {
    const store = createGameStore(new MemoryStorage(), {
      setup: {
        ...gameSetup(),
        game: {
          ...gameSetup().game!,
          rosters: {
            A: [
              structuredClone(ROSTER.find((r) => r.id === 'veil-stalker')!),
              ...gameSetup().game!.rosters.A,
            ],
            B: gameSetup().game!.rosters.B,
          },
        },
      },
      random: { seed: 5 },
    });
    const stalker = Object.values(store.getState().state.troopers).find(
      (t) => t.profile.name === 'Veil Stalker',
    )!;
    expect(
      store.getState().dispatch({
        type: 'deploy',
        seat: 'A',
        trooperId: stalker.id,
        form: 'model',
        at: { x: 30, y: 6 },
        facing: 90,
        hidden: true,
      }).ok,
    ).toBe(true);
    expect(store.getState().requestUndo('A')).toBeNull();
    const req = store.getState().undoRequest!;
    expect(req.ask).not.toContain('Veil Stalker');
    expect(req.tell).toContain('Veil Stalker');
  });

  it('a seat with no step of its own has nothing to ask', () => {
    const store = createGameStore(new MemoryStorage(), { setup: gameSetup(), random: { seed: 5 } });
    expect(store.getState().requestUndo('B')?.code).toBe('NOTHING_TO_UNDO');
  });
});
