// The game store: dispatch, undo, redo, saving each change, new tables, PIN-guarded steps, failing storage.
import { describe, expect, it } from 'vitest';
import { newGame, type Action, type GameSetup, type RandomSpec } from '../engine/index.ts';
import { ROSTER, defaultSetup, findProfile } from '../content/index.ts';
import { SCENARIOS } from '../content/scenarioLibrary.ts';
import { scenarioStart } from '../content/scenarios.ts';
import { createGameStore, defaultName, recordOf, replay, type Pins } from './gameStore.ts';
import { STORAGE_KEY, serialize, type KeyValueStorage } from './persist/persistence.ts';
import { exportGame, openGame } from './persist/saveFile.ts';
import { readStoredGame } from './persist/storedGame.ts';
import { lockPin } from './pin.ts';
import { MemoryStorage, SEED, deployA, hotSeatSetup, setup } from '../../tests/storeFixtures.ts';
import { RULES_EDITION } from '../engine/index.ts';

/**
 * The game store (ARCHITECTURE.md §6): a game is setup + actions; undo replays a shorter list,
 * redo re-applies, and every change is saved so a reload resumes at the same step.
 */

function makeStore(storage: KeyValueStorage = new MemoryStorage()) {
  return createGameStore(storage, { setup: setup(), random: { seed: SEED } });
}

const deployB: Action = {
  type: 'deployTrooper',
  seat: 'B',
  profileId: 'camo-sniper',
  profile: findProfile('camo-sniper'),
  form: 'CAMO',
  at: { x: 30, y: 42 },
  facing: 270,
};
/** Lands exactly on the A trooper deployed by `deployA`. */
const deployOnTopOfA: Action = { ...deployA, seat: 'B', facing: 270 };

interface Saved {
  random: RandomSpec;
  setup: GameSetup;
  actions: Action[];
  redo: Action[];
}

/** What the store saved under STORAGE_KEY, read back as a reload reads it. */
function saved(storage: MemoryStorage): Saved {
  const found = readStoredGame(storage, STORAGE_KEY);
  if (!found) throw new Error('nothing saved');
  if (!found.restored.ok) throw new Error(found.restored.error);
  return found.restored.session;
}

function pieceIdOf(store: ReturnType<typeof makeStore>, seat: 'A' | 'B'): string {
  const { state } = store.getState();
  const id = state.pieceOrder.find((pid) => state.pieces[pid]!.owner === seat);
  if (!id) throw new Error(`no piece of ${seat}`);
  return id;
}

describe('when a legal action is dispatched', () => {
  it('applies it, appends it to actions and clears redo', () => {
    const store = makeStore();
    expect(store.getState().dispatch(deployA).ok).toBe(true);
    expect(store.getState().dispatch(deployB).ok).toBe(true);
    expect(store.getState().undo()).toBeNull();
    expect(store.getState().redo).toEqual([deployB]);

    const before = store.getState().state;
    const r = store.getState().dispatch({ type: 'rotatePiece', pieceId: pieceIdOf(store, 'A'), facing: 45 });
    expect(r.ok).toBe(true);
    const s = store.getState();
    expect(s.state).not.toBe(before);
    expect(s.state).toBe(r.state);
    expect(s.actions).toEqual([deployA, { type: 'rotatePiece', pieceId: pieceIdOf(store, 'A'), facing: 45 }]);
    expect(s.redo).toEqual([]);
  });
});

describe('when an action is rejected', () => {
  it.each<[string, Action]>([
    ['a deploy onto another base', deployOnTopOfA],
    [
      'a move of an unknown piece',
      { type: 'movePiece', pieceId: 'p-nobody', to: { x: 1, y: 1 }, limit: 'free' },
    ],
    ['a malformed action', { type: 'endTurn' } as unknown as Action],
  ])('changes nothing: %s', (_name, action) => {
    const storage = new MemoryStorage();
    const store = makeStore(storage);
    store.getState().dispatch(deployA);
    store.getState().dispatch(deployB);
    store.getState().undo();
    const before = store.getState();
    const writes = storage.writes;

    const r = store.getState().dispatch(action);

    expect(r.ok).toBe(false);
    const after = store.getState();
    expect(r.state).toBe(before.state);
    expect(after.state).toBe(before.state);
    expect(after.actions).toBe(before.actions);
    expect(after.redo).toBe(before.redo);
    expect(after.actions).toEqual([deployA]);
    expect(storage.writes).toBe(writes);
  });
});

describe('undo and redo', () => {
  it('undo replays to exactly the state before the last action', () => {
    const store = makeStore();
    store.getState().dispatch(deployA);
    const earlier = store.getState().state;
    const earlierJson = JSON.stringify(earlier);
    store.getState().dispatch(deployB);
    store
      .getState()
      .dispatch({ type: 'movePiece', pieceId: pieceIdOf(store, 'A'), to: { x: 12, y: 8 }, limit: 'mov' });
    const { actions } = store.getState();
    expect(actions).toHaveLength(3);

    expect(store.getState().undo()).toBeNull();
    expect(store.getState().undo()).toBeNull();

    const s = store.getState();
    expect(s.actions).toEqual(actions.slice(0, 1));
    expect(s.state).toStrictEqual(
      replay({ setup: setup(), random: { seed: SEED }, actions: actions.slice(0, 1) }),
    );
    expect(s.state).toStrictEqual(earlier);
    expect(JSON.stringify(s.state)).toBe(earlierJson);
    expect(s.redo).toEqual([actions[2], actions[1]]);
  });

  it('undo of the first action gives back the fresh table', () => {
    const store = makeStore();
    const fresh = store.getState().state;
    store.getState().dispatch(deployA);
    expect(store.getState().undo()).toBeNull();
    expect(store.getState().state).toStrictEqual(fresh);
    expect(store.getState().state).toStrictEqual(newGame(setup(), { seed: SEED }));
  });

  it('redo re-applies what undo took back, most recent first', () => {
    const store = makeStore();
    store.getState().dispatch(deployA);
    store.getState().dispatch(deployB);
    const after = store.getState().state;
    const actions = store.getState().actions;
    store.getState().undo();
    store.getState().undo();

    expect(store.getState().redoStep()).toBeNull();
    expect(store.getState().actions).toEqual([deployA]);
    expect(store.getState().redo).toEqual([deployB]);
    expect(store.getState().redoStep()).toBeNull();

    const s = store.getState();
    expect(s.actions).toEqual(actions);
    expect(s.redo).toEqual([]);
    expect(s.state).toStrictEqual(after);
  });

  it('undo with nothing to undo returns NOTHING_TO_UNDO and changes nothing', () => {
    const store = makeStore();
    const before = store.getState();
    expect(store.getState().undo()).toMatchObject({ code: 'NOTHING_TO_UNDO' });
    expect(store.getState().state).toBe(before.state);
    expect(store.getState().actions).toBe(before.actions);
  });

  it('redo with nothing to redo returns a violation and changes nothing', () => {
    const store = makeStore();
    store.getState().dispatch(deployA);
    const before = store.getState();
    expect(store.getState().redoStep()).toMatchObject({ message: expect.stringMatching(/redo/i) as unknown });
    expect(store.getState().state).toBe(before.state);
    expect(store.getState().actions).toBe(before.actions);
  });

  it('a new dispatch after undo clears redo', () => {
    const store = makeStore();
    store.getState().dispatch(deployA);
    store.getState().dispatch(deployB);
    store.getState().undo();
    expect(store.getState().redo).toHaveLength(1);

    store.getState().dispatch({ type: 'rotatePiece', pieceId: pieceIdOf(store, 'A'), facing: 0 });

    expect(store.getState().redo).toEqual([]);
    expect(store.getState().redoStep()).not.toBeNull();
  });
});

describe('saving after every change (ARCHITECTURE.md §6)', () => {
  it('writes setup, random, actions and redo under STORAGE_KEY on dispatch, undo, redo and newTable', () => {
    const storage = new MemoryStorage();
    const store = makeStore(storage);
    expect(storage.getItem(STORAGE_KEY)).toBeNull();

    store.getState().dispatch(deployA);
    expect(saved(storage)).toMatchObject({
      random: { seed: SEED },
      setup: setup(),
      actions: [deployA],
      redo: [],
    });

    store.getState().dispatch(deployB);
    expect(saved(storage)).toMatchObject({ actions: [deployA, deployB], redo: [] });

    store.getState().undo();
    expect(saved(storage)).toMatchObject({ actions: [deployA], redo: [deployB] });

    store.getState().redoStep();
    expect(saved(storage)).toMatchObject({ actions: [deployA, deployB], redo: [] });

    const club = defaultSetup('club');
    expect(store.getState().newTable(club, { seed: 77 })).toBeNull();
    expect(saved(storage)).toMatchObject({ random: { seed: 77 }, setup: club, actions: [], redo: [] });
  });

  it('a second store on the same storage resumes at the same step (reload)', () => {
    const storage = new MemoryStorage();
    const store = makeStore(storage);
    store.getState().dispatch(deployA);
    store.getState().dispatch(deployB);
    store
      .getState()
      .dispatch({ type: 'movePiece', pieceId: pieceIdOf(store, 'B'), to: { x: 28, y: 40 }, limit: 'mov' });
    store.getState().undo();
    const before = store.getState();

    // A different initial setup and random spec: the save must win over them.
    const reloaded = createGameStore(storage, { setup: defaultSetup('club'), random: { seed: 999 } });

    const after = reloaded.getState();
    expect(after.restoreError).toBeNull();
    expect(after.random).toStrictEqual({ seed: SEED });
    expect(after.setup).toStrictEqual(before.setup);
    expect(after.actions).toStrictEqual(before.actions);
    expect(after.redo).toStrictEqual(before.redo);
    expect(after.state).toStrictEqual(before.state);

    // ...and it goes on exactly as the first would have.
    expect(reloaded.getState().redoStep()).toBeNull();
    expect(store.getState().redoStep()).toBeNull();
    expect(reloaded.getState().state).toStrictEqual(store.getState().state);
  });

  it('a store without storage works and saves nothing', () => {
    const store = createGameStore(undefined, { setup: setup(), random: { seed: SEED } });
    expect(store.getState().dispatch(deployA).ok).toBe(true);
    expect(store.getState().restoreError).toBeNull();
  });
});

describe('newTable', () => {
  it('resets actions and redo and starts the new setup', () => {
    const store = makeStore();
    store.getState().dispatch(deployA);
    store.getState().dispatch(deployB);
    store.getState().undo();

    const club = defaultSetup('club');
    expect(store.getState().newTable(club, { seed: 42 })).toBeNull();

    const s = store.getState();
    expect(s.actions).toEqual([]);
    expect(s.redo).toEqual([]);
    expect(s.random).toStrictEqual({ seed: 42 });
    expect(s.setup).toBe(club);
    expect(s.state).toStrictEqual(newGame(club, { seed: 42 }));
    expect(s.undo()).toMatchObject({ code: 'NOTHING_TO_UNDO' });
  });

  it('without a random spec draws a fresh secret key, different each time', () => {
    const store = makeStore();
    expect(store.getState().newTable(setup())).toBeNull();
    const first = store.getState().random;
    expect(first).toStrictEqual({ key: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown });
    expect(store.getState().state).toStrictEqual(newGame(setup(), first));
    expect(store.getState().newTable(setup())).toBeNull();
    const second = store.getState().random;
    expect(second).toStrictEqual({ key: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown });
    expect(second).not.toStrictEqual(first);
  });
});

describe('a saved redo step that no longer applies', () => {
  it('is dropped and its reason returned', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      STORAGE_KEY,
      serialize({ random: { seed: SEED }, setup: setup(), actions: [deployA], redo: [deployOnTopOfA] }),
    );
    const store = makeStore(storage);
    expect(store.getState().restoreError).toBeNull();
    const before = store.getState().state;

    expect(store.getState().redoStep()).toMatchObject({ code: 'OVERLAPS_BASE' });
    expect(store.getState().redo).toEqual([]);
    expect(store.getState().state).toBe(before);
    expect(saved(storage).redo).toEqual([]);
  });
});

describe('an action with fields the engine does not know', () => {
  it('is saved as the engine read it, without them', () => {
    const storage = new MemoryStorage();
    const store = makeStore(storage);
    const padded = { ...deployA, note: 'Player A was here' } as Action;
    expect(store.getState().dispatch(padded).ok).toBe(true);
    expect(store.getState().actions).toStrictEqual([deployA]);
    expect(saved(storage).actions).toStrictEqual([deployA]);
    expect(storage.getItem(STORAGE_KEY)).not.toContain('Player A was here');
  });
});

/** A MemoryStorage with a quota on all it holds, in characters, as a full localStorage refuses. */
class QuotaStorage extends MemoryStorage {
  quota = Infinity;
  used(): number {
    let n = 0;
    for (const v of this.data.values()) n += v.length;
    return n;
  }
  override setItem(key: string, value: string): void {
    if (this.used() - (this.data.get(key)?.length ?? 0) + value.length > this.quota)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    super.setItem(key, value);
  }
}

describe('when the browser refuses to save', () => {
  it('says the game could not be saved, to export it; the game goes on; the next good save clears it', () => {
    const storage = new QuotaStorage();
    const store = makeStore(storage);
    expect(store.getState().dispatch(deployA).ok).toBe(true);
    expect(store.getState().saveError).toBeNull();

    storage.quota = 0;
    expect(store.getState().dispatch(deployB).ok).toBe(true);
    const s = store.getState();
    expect(s.saveError).toMatch(/could not save the game/);
    expect(s.saveError).toMatch(/export it to a file/);
    expect(s.actions).toStrictEqual([deployA, deployB]);
    expect(s.state).toStrictEqual(replay(recordOf(s)));
    // The last good save is still there.
    expect(saved(storage).actions).toStrictEqual([deployA]);

    storage.quota = Infinity;
    const rotate: Action = { type: 'rotatePiece', pieceId: pieceIdOf(store, 'A'), facing: 0 };
    expect(store.getState().dispatch(rotate).ok).toBe(true);
    expect(store.getState().saveError).toBeNull();
    expect(saved(storage).actions).toStrictEqual([deployA, deployB, rotate]);
  });

  it('a game too large to keep is refused when opened, and the game on the table stays', async () => {
    const start = scenarioStart(SCENARIOS[0]!);
    if (!start.ok) throw new Error(start.problem);
    const file = exportGame({
      name: 'Big game',
      setup: start.setup,
      random: start.random,
      actions: start.actions,
    });
    const opened = openGame(file);
    if (!opened.ok) throw new Error(opened.error);

    const storage = new QuotaStorage();
    const store = makeStore(storage);
    store.getState().dispatch(deployA);
    const before = store.getState();
    const small = storage.getItem(STORAGE_KEY)!;
    const big = serialize({ ...opened.game, redo: [] });
    // Room for the game on the table to be kept in the list, not for the big one.
    const keptCopy = serialize({
      random: before.random,
      setup: before.setup,
      actions: before.actions,
      redo: [],
    });
    storage.quota = storage.used() + keptCopy.length + 1000;
    expect(big.length).toBeGreaterThan(storage.quota);
    const gameKeys = () => [...storage.data.keys()].filter((k) => k.startsWith(STORAGE_KEY));
    const keys = gameKeys();

    expect(await store.getState().openFile(file)).toMatch(/too large to keep/);
    const after = store.getState();
    expect(after.state).toBe(before.state);
    expect(after.actions).toBe(before.actions);
    expect(after.gameId).toBe(before.gameId);
    expect(after.gameName).toBe(before.gameName);
    expect(storage.getItem(STORAGE_KEY)).toBe(small);
    // Nothing of the big game was left behind, and the game on the table reloads.
    expect(gameKeys()).toStrictEqual(keys);
    expect(createGameStore(storage).getState().state).toStrictEqual(before.state);
    // The game on the table was not left half-kept in the list.
    expect(after.savedGames()).toStrictEqual([]);

    storage.quota = Infinity;
    expect(await store.getState().openFile(file)).toBeNull();
    expect(store.getState().state).toStrictEqual(opened.state);
  });
});

/** A hot-seat game whose seats are locked with these PINs (10,000 iterations: the least a lock may ask). */
async function pinnedSetup(pins: Pins): Promise<GameSetup> {
  const p = (id: string) => structuredClone(ROSTER.find((r) => r.id === id)!);
  return {
    table: { width: 48, depth: 48, zoneDepth: 12 },
    scenery: [],
    game: {
      rosters: { A: [p('line-trooper'), p('field-officer')], B: [p('line-trooper'), p('heavy-s4')] },
      firstDeployer: 'A',
      rules: RULES_EDITION,
      pins: {
        ...(pins.A ? { A: await lockPin(pins.A, 10_000) } : {}),
        ...(pins.B ? { B: await lockPin(pins.B, 10_000) } : {}),
      },
    },
  };
}

/** A hot-seat store with one step played (A places its first trooper). */
async function pinnedGame(pins: Pins, storage: KeyValueStorage = new MemoryStorage()) {
  const store = createGameStore(storage, { setup: await pinnedSetup(pins), random: { seed: 3 } });
  const { troopers } = store.getState().state;
  const line = Object.values(troopers).find((t) => t.owner === 'A' && t.rosterIndex === 0)!;
  const r = store.getState().dispatch({
    type: 'deploy',
    seat: 'A',
    trooperId: line.id,
    form: 'model',
    at: { x: 10, y: 6 },
    facing: 90,
  });
  if (!r.ok) throw new Error(r.violations[0]?.message);
  return store;
}

/** A game file of a scenario whose seats have these PIN locks, played until both agreed to end it. */
async function overFile(pins: Pins): Promise<string> {
  const start = scenarioStart(SCENARIOS[0]!);
  if (!start.ok) throw new Error(start.problem);
  const locked = await pinnedSetup(pins);
  const setup: GameSetup = { ...start.setup, game: { ...start.setup.game!, pins: locked.game!.pins } };
  const actions: Action[] = [
    ...start.actions,
    { type: 'proposeEnd', seat: 'A' },
    { type: 'answerEnd', seat: 'B', accept: true },
  ];
  return exportGame({ name: 'Finished', setup, random: start.random, actions });
}

describe('export, rename and delete need the PIN of every locked seat until the game is over', () => {
  it.each<[string, Pins, Pins, RegExp | null]>([
    ['A locked, no PIN typed', { A: '1234' }, {}, /Type Player A's PIN/],
    ['A locked, a wrong PIN', { A: '1234' }, { A: '4321' }, /not Player A's PIN/],
    ['A locked, the right PIN', { A: '1234' }, { A: '1234' }, null],
    ['B locked, no PIN typed', { B: '5678' }, {}, /Type Player B's PIN/],
    ['B locked, A’s PIN typed for B', { B: '5678' }, { A: '5678' }, /Type Player B's PIN/],
    ['both locked, only A’s PIN', { A: '1234', B: '5678' }, { A: '1234' }, /Type Player B's PIN/],
    ['both locked, B’s wrong', { A: '1234', B: '5678' }, { A: '1234', B: '1234' }, /not Player B's PIN/],
    ['both locked, both PINs', { A: '1234', B: '5678' }, { A: '1234', B: '5678' }, null],
  ])('%s', async (_name, locks, typed, problem) => {
    const store = await pinnedGame(locks);
    const name = store.getState().gameName;
    const file = await store.getState().exportFile(typed);
    const renamed = await store.getState().rename('Grudge match', typed);
    if (problem) {
      expect(file).toStrictEqual({ ok: false, error: expect.stringMatching(problem) as unknown });
      expect(renamed).toMatch(problem);
      expect(store.getState().gameName).toBe(name);
      return;
    }
    expect(renamed).toBeNull();
    expect(store.getState().gameName).toBe('Grudge match');
    if (!file.ok) throw new Error(file.error);
    const opened = openGame(file.text);
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.state).toStrictEqual(store.getState().state);
  });

  it('deleting a kept game needs that game’s own PINs, not those of the game on the table', async () => {
    const storage = new MemoryStorage();
    const store = await pinnedGame({ A: '1234' }, storage);
    const id = store.getState().gameId;
    expect(store.getState().newTable(await pinnedSetup({ B: '5678' }), { seed: 4 })).toBeNull();
    expect(
      store
        .getState()
        .savedGames()
        .map((e) => e.id),
    ).toStrictEqual([id]);

    expect(await store.getState().forget(id)).toMatch(/Type Player A's PIN/);
    expect(await store.getState().forget(id, { A: '5678' })).toMatch(/not Player A's PIN/);
    expect(await store.getState().forget(id, { B: '5678' })).toMatch(/Type Player A's PIN/);
    expect(store.getState().savedGames()).toHaveLength(1);
    expect(await store.getState().forget(id, { A: '1234' })).toBeNull();
    expect(store.getState().savedGames()).toStrictEqual([]);
  });

  it('once the game is over no PIN is needed to export, rename or delete it', async () => {
    const store = makeStore();
    expect(await store.getState().openFile(await overFile({ A: '1234', B: '5678' }))).toBeNull();
    expect(store.getState().state.phase.kind).toBe('over');
    expect(store.getState().setup.game?.pins.A).toBeDefined();
    expect(store.getState().guardedSeats()).toStrictEqual([]);
    const file = await store.getState().exportFile();
    expect(file.ok).toBe(true);
    expect(await store.getState().rename('Done and dusted')).toBeNull();
    expect(store.getState().gameName).toBe('Done and dusted');

    const id = store.getState().gameId;
    expect(store.getState().newTable(setup(), { seed: 1 })).toBeNull();
    expect(store.getState().savedGames()).toMatchObject([{ id, over: true, pins: { A: true, B: true } }]);
    expect(await store.getState().forget(id)).toBeNull();
    expect(store.getState().savedGames()).toStrictEqual([]);
  });
});

describe('a new game’s name', () => {
  it.each<[string, Date, boolean, string]>([
    ['a free set-up, the first of a month', new Date(2026, 0, 1, 9), false, 'Free set-up, 1 Jan'],
    ['a hot-seat game, late in the year', new Date(2026, 11, 31, 23, 59), true, 'Hot-seat game, 31 Dec'],
    ['the day of the month in two digits', new Date(2026, 10, 27), false, 'Free set-up, 27 Nov'],
  ])('%s', (_, now, game, name) => {
    const setup = game ? hotSeatSetup({ A: ['line-trooper'], B: ['line-trooper'] }) : defaultSetup();
    expect(defaultName(setup, now)).toBe(name);
  });
});
