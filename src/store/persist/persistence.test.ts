// Saved sessions: bad saves refused by name, good ones round-trip, strict fields, version 1 migrated.
import { describe, expect, it } from 'vitest';
import { viewFor, type Action, type GameSetup, type GameState } from '../../engine/index.ts';
import { defaultSetup, findProfile } from '../../content/index.ts';
import { createGameStore, replay } from '../gameStore.ts';
import { restore, serialize, STORAGE_KEY } from './persistence.ts';
import { readStoredGame, STORED_VERSION } from './storedGame.ts';
import { MemoryStorage, SEED, deployA, setup } from '../../../tests/storeFixtures.ts';
import legacy from '../../../tests/fixtures/legacy-expected.json';
import sessionV1 from '../../../tests/fixtures/session-v1.json?raw';

/**
 * Saved sessions (ARCHITECTURE.md §6): versioned JSON, validated on load; an invalid save is
 * refused with a message naming what is wrong, and nothing is half-loaded.
 */

const deployB: Action = {
  type: 'deployTrooper',
  seat: 'B',
  profileId: 'impersonator',
  profile: findProfile('impersonator'),
  form: 'IMP-1',
  at: { x: 30, y: 42 },
  facing: 270,
};

/** A well-formed save as the store writes it, as a plain object to spoil in tests. */
function goodSave(actions: Action[] = [deployA, deployB], redo: Action[] = []): Record<string, unknown> {
  return JSON.parse(serialize({ random: { seed: SEED }, setup: setup(), actions, redo })) as Record<
    string,
    unknown
  >;
}

function restoreError(data: unknown): string {
  const r = restore(typeof data === 'string' ? data : JSON.stringify(data));
  if (r.ok) throw new Error('the save was accepted');
  return r.error;
}

describe('restore refuses a bad save and names the problem', () => {
  it.each(['', '{', 'not json', '{"format": "marker-table/session",}'])('not JSON: %j', (text) => {
    expect(restoreError(text)).toMatch(/JSON/);
  });

  it.each<[string, (save: Record<string, unknown>) => unknown, string]>([
    ['a wrong format', (s) => ({ ...s, format: 'chess/pgn' }), 'format'],
    ['version 3', (s) => ({ ...s, version: 3 }), 'version'],
    ['no version', ({ version: _v, ...s }) => s, 'version'],
    ['a fractional seed', (s) => ({ ...s, random: { seed: 1.5 } }), 'random'],
    ['a key that is not 64 hex characters', (s) => ({ ...s, random: { key: 'ab'.repeat(31) } }), 'random'],
    ['no random spec', ({ random: _r, ...s }) => s, 'random'],
    ['a version 2 save with a seed instead of a spec', ({ random: _r, ...s }) => ({ ...s, seed: 5 }), 'seed'],
    ['an array at the root', () => [], '(root)'],
    ['null', () => null, '(root)'],
    [
      'a missing setup.table.width',
      (s) => {
        const { width: _w, ...table } = setup().table;
        return { ...s, setup: { ...setup(), table } };
      },
      'setup.table.width',
    ],
    [
      'a negative table depth',
      (s) => ({ ...s, setup: { ...setup(), table: { ...setup().table, depth: -1 } } }),
      'setup.table.depth',
    ],
    [
      'a scenery polygon of two points',
      (s) => ({
        ...s,
        setup: {
          ...setup(),
          scenery: [
            {
              id: 's',
              name: 'Wall',
              height: 'low',
              polygon: [
                { x: 0, y: 0 },
                { x: 1, y: 1 },
              ],
            },
          ],
        },
      }),
      'setup.scenery.0.polygon',
    ],
    ['actions that are not a list', (s) => ({ ...s, actions: {} }), 'actions'],
    ['a redo entry that is not an object', (s) => ({ ...s, redo: [3] }), 'redo.0'],
  ])('%s', (_name, spoil, field) => {
    const error = restoreError(spoil(goodSave()));
    expect(error).toContain(field);
  });

  it('an action that no longer applies: a move of an unknown piece', () => {
    const move: Action = { type: 'movePiece', pieceId: 'pgone00', to: { x: 12, y: 8 }, limit: 'free' };
    const error = restoreError(goodSave([deployA, deployB, move]));
    expect(error).toContain('Saved action 3');
    expect(error).toContain('No piece pgone00 is on the table.');
  });

  it('an action that no longer applies: a deploy onto another base', () => {
    const onTop: Action = { ...deployA, seat: 'B', facing: 270 };
    const error = restoreError(goodSave([deployA, onTop]));
    expect(error).toContain('Saved action 2');
    expect(error).toMatch(/would overlap the base of Line Trooper/);
  });

  it('an action that is not an action at all', () => {
    const bogus = { type: 'teleport', seat: 'A' } as unknown as Action;
    const error = restoreError(goodSave([bogus]));
    // Refused as it is read, before any replay, naming the action and what is wrong with it.
    expect(error).toContain('malformed');
    expect(error).toContain('actions.0.type');
  });
});

/** A deployTrooper action as the table wrote it before actions carried the trooper's profile. */
function idOnly(a: Action): Action {
  if (a.type !== 'deployTrooper') throw new Error('not a deployTrooper action');
  const { profile: _p, ...old } = a;
  return old;
}

describe('a save kept before deployTrooper actions carried their profile', () => {
  it('fills each profile in from the built-in roster, and replays as the new form does', () => {
    const r = restore(JSON.stringify(goodSave([idOnly(deployA), idOnly(deployB)], [idOnly(deployB)])));
    if (!r.ok) throw new Error(r.error);
    expect(r.session.actions).toStrictEqual([deployA, deployB]);
    expect(r.session.redo).toStrictEqual([deployB]);
    expect(r.state).toStrictEqual(
      replay({ setup: setup(), random: { seed: SEED }, actions: [deployA, deployB] }),
    );
  });

  it('refuses one naming a profile the roster does not have, naming the action and the id', () => {
    const unknown = { ...idOnly(deployB), profileId: 'no-such-profile' } as Action;
    const error = restoreError(goodSave([idOnly(deployA), unknown]));
    expect(error).toContain('malformed');
    expect(error).toContain('actions.1.profileId');
    expect(error).toContain('"no-such-profile"');
  });
});

describe('a good save round-trips', () => {
  it('serialize → restore gives the same session and the same state as replay', () => {
    const actions: Action[] = [deployA, deployB];
    const state = replay({ setup: setup(), random: { seed: SEED }, actions });
    const imp = state.pieceOrder.find((id) => state.pieces[id]!.kind === 'IMP-1')!;
    actions.push({ type: 'movePiece', pieceId: imp, to: { x: 32, y: 40 }, limit: 'mov' });
    const redo: Action[] = [{ type: 'rotatePiece', pieceId: imp, facing: 180 }];

    const r = restore(serialize({ random: { seed: SEED }, setup: setup(), actions, redo }));

    if (!r.ok) throw new Error(r.error);
    expect(r.state).toStrictEqual(replay({ setup: setup(), random: { seed: SEED }, actions }));
    expect(r.session).toStrictEqual({ random: { seed: SEED }, setup: setup(), actions, redo });
  });

  it('an empty game round-trips to a fresh table', () => {
    const r = restore(
      serialize({ random: { seed: SEED }, setup: defaultSetup('club'), actions: [], redo: [] }),
    );
    if (!r.ok) throw new Error(r.error);
    expect(r.state).toStrictEqual(
      replay({ setup: defaultSetup('club'), random: { seed: SEED }, actions: [] }),
    );
  });
});

describe('when the storage holds a bad save', () => {
  it.each<[string, string, string]>([
    ['not JSON', '{"format":', 'JSON'],
    ['a newer version', JSON.stringify({ ...goodSave(), version: 4 }), 'version'],
    [
      'a stale action',
      JSON.stringify(
        goodSave([deployA, { type: 'movePiece', pieceId: 'pgone00', to: { x: 1, y: 1 }, limit: 'free' }]),
      ),
      'Saved action 2',
    ],
  ])('%s: a fresh table starts, the error is named and the text is kept aside', (_name, bad, named) => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY, bad);

    const store = createGameStore(storage, { setup: setup(), random: { seed: SEED } });

    const s = store.getState();
    expect(s.actions).toEqual([]);
    expect(s.redo).toEqual([]);
    expect(s.random).toStrictEqual({ seed: SEED });
    expect(s.state).toStrictEqual(replay({ setup: setup(), random: { seed: SEED }, actions: [] }));
    expect(s.restoreError).toContain(named);
    expect(s.restoreError).toContain(`${STORAGE_KEY}.rejected`);
    expect(storage.getItem(`${STORAGE_KEY}.rejected`)).toBe(bad);

    s.clearRestoreError();
    expect(store.getState().restoreError).toBeNull();

    // The first action replaces the bad save; the rejected copy stays.
    expect(store.getState().dispatch(deployA).ok).toBe(true);
    const r = readStoredGame(storage, STORAGE_KEY)!.restored;
    expect(r.ok && r.session.actions).toEqual([deployA]);
    expect(storage.getItem(`${STORAGE_KEY}.rejected`)).toBe(bad);
  });

  it('a storage that refuses the rejected copy (quota full) still starts a fresh table', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY, 'not json');
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const store = createGameStore(storage, { setup: setup(), random: { seed: SEED } });
    expect(store.getState().restoreError).toContain('JSON');
    expect(store.getState().restoreError).toContain('could not be kept');
  });

  it('replaces the rejected save at once, so the next reload does not refuse it again', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY, 'not json');
    createGameStore(storage, { setup: setup(), random: { seed: SEED } });
    const again = createGameStore(storage, { setup: setup(), random: { seed: SEED } });
    expect(again.getState().restoreError).toBeNull();
    expect(storage.getItem(`${STORAGE_KEY}.rejected`)).toBe('not json');
  });
});

describe('strict fields', () => {
  it('an unknown field at the top of a save is refused, by name', () => {
    expect(restoreError({ ...goodSave(), dealer: 'A' })).toContain('dealer');
  });

  it('an unknown field inside a saved action is dropped', () => {
    const save = goodSave();
    save.actions = [{ ...deployA, note: 'look under the tower' }, deployB];
    const r = restore(JSON.stringify(save));
    if (!r.ok) throw new Error(r.error);
    expect(r.session.actions).toStrictEqual([deployA, deployB]);
    expect(JSON.stringify(r.session)).not.toContain('look under the tower');
  });
});

/**
 * The referee's log with each roll's MODs left out ("WIP 13, IMP-1 −6 = 7" → "WIP 13 = 7"): the log
 * now names its MODs, which the fixtures' older lines did not; the attribute, the SV and the dice stay.
 */
const svOnly = (text: string) => text.replace(/\b(BS|WIP|PH) (\d+)[^=]*= (-?\d+)/g, '$1 $2 = $3');
const logOf = (state: GameState) => viewFor(state, 'referee').log.map((l) => svOnly(l.text));
const piecesOf = (state: GameState) => Object.keys(state.pieces).sort();

describe('a version 1 session (a 32-bit seed, written by the previous table)', () => {
  it('replays exactly as it did, then draws from a fresh secret key', () => {
    const old = JSON.parse(sessionV1) as { seed: number; actions: Action[]; setup: GameSetup };
    const r = restore(sessionV1);
    if (!r.ok) throw new Error(r.error);
    expect(logOf(r.state)).toStrictEqual(legacy.v1Log.map(svOnly));
    expect(piecesOf(r.state)).toStrictEqual(legacy.v1Pieces);
    expect(r.session.random).toStrictEqual({ legacy: old.seed });
    expect(r.session.actions).toStrictEqual(old.actions);
    expect(r.session.jumps).toHaveLength(1);
    const [jump] = r.session.jumps!;
    expect(jump!.at).toBe(old.actions.length);
    expect(jump!.random.dice).toStrictEqual({
      key: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
      n: 0,
    });
    expect(r.state.random).toStrictEqual(jump!.random);
  });

  it('draws a different key each time it is migrated', () => {
    const keyOf = () => {
      const r = restore(sessionV1);
      if (!r.ok) throw new Error(r.error);
      const dice = r.session.jumps?.[0]?.random.dice;
      return dice && 'key' in dice ? dice.key : null;
    };
    const first = keyOf();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(keyOf()).not.toBe(first);
  });

  it('resumed, a step taken back keeps its key; it is saved in the current version and reloads', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY, sessionV1);
    const store = createGameStore(storage);
    const s = store.getState();
    expect(s.restoreError).toBeNull();
    expect(s.gameName).toBe('Old hot-seat game');
    expect(logOf(s.state)).toStrictEqual(legacy.v1Log.map(svOnly));
    expect(s.jumps).toHaveLength(1);

    // Taking back B's last step (the last of the game) keeps the fresh key: the game does not fall back
    // on the old stream.
    const migrated = s.state.random;
    expect(s.requestUndo('B')).toBeNull();
    expect(store.getState().answerUndo('A', true)).toBeNull();
    const back = store.getState();
    expect(back.actions).toHaveLength(s.actions.length - 1);
    expect(back.state.random).toStrictEqual(migrated);
    expect(back.jumps).toStrictEqual([{ at: back.actions.length, random: migrated }]);
    // Anything that changes the game saves it in the current version, jump and all.
    const text = storage.getItem(STORAGE_KEY)!;
    expect(JSON.parse(text)).toMatchObject({ version: STORED_VERSION, session: { random: { legacy: 1 } } });
    expect(text).not.toContain('"seed"');
    const reloaded = createGameStore(storage).getState();
    expect(reloaded.jumps).toStrictEqual(back.jumps);
    expect(reloaded.state).toStrictEqual(back.state);
  });
});
