import { describe, expect, it } from 'vitest';
import { defaultSetup, type Action } from '../engine/index.ts';
import { createGameStore, replay } from './gameStore.ts';
import { restore, serialize, STORAGE_KEY } from './persistence.ts';
import { MemoryStorage, SEED, deployA, setup } from '../../tests/storeFixtures.ts';

/**
 * Saved sessions (ARCHITECTURE.md §6): versioned JSON, validated on load; an invalid save is
 * refused with a message naming what is wrong, and nothing is half-loaded.
 */

const deployB: Action = {
  type: 'deployTrooper',
  seat: 'B',
  profileId: 'impersonator',
  form: 'IMP-1',
  at: { x: 30, y: 42 },
  facing: 270,
};

/** A well-formed save as the store writes it, as a plain object to spoil in tests. */
function goodSave(actions: Action[] = [deployA, deployB], redo: Action[] = []): Record<string, unknown> {
  return JSON.parse(serialize({ seed: SEED, setup: setup(), actions, redo })) as Record<string, unknown>;
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
    ['version 2', (s) => ({ ...s, version: 2 }), 'version'],
    ['no version', ({ version: _v, ...s }) => s, 'version'],
    ['a fractional seed', (s) => ({ ...s, seed: 1.5 }), 'seed'],
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
    expect(error).toContain('Saved action 1');
    expect(error).toContain('Malformed action');
  });
});

describe('a good save round-trips', () => {
  it('serialize → restore gives the same session and the same state as replay', () => {
    const actions: Action[] = [deployA, deployB];
    const state = replay(setup(), SEED, actions);
    const imp = state.pieceOrder.find((id) => state.pieces[id]!.kind === 'IMP-1')!;
    actions.push({ type: 'movePiece', pieceId: imp, to: { x: 32, y: 40 }, limit: 'mov' });
    const redo: Action[] = [{ type: 'rotatePiece', pieceId: imp, facing: 180 }];

    const r = restore(serialize({ seed: SEED, setup: setup(), actions, redo }));

    if (!r.ok) throw new Error(r.error);
    expect(r.state).toStrictEqual(replay(setup(), SEED, actions));
    expect(r.session).toStrictEqual({ seed: SEED, setup: setup(), actions, redo });
  });

  it('an empty game round-trips to a fresh table', () => {
    const r = restore(serialize({ seed: SEED, setup: defaultSetup('club'), actions: [], redo: [] }));
    if (!r.ok) throw new Error(r.error);
    expect(r.state).toStrictEqual(replay(defaultSetup('club'), SEED, []));
  });
});

describe('when the storage holds a bad save', () => {
  it.each<[string, string, string]>([
    ['not JSON', '{"format":', 'JSON'],
    ['a newer version', JSON.stringify({ ...goodSave(), version: 2 }), 'version'],
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

    const store = createGameStore(storage, { setup: setup(), seed: SEED });

    const s = store.getState();
    expect(s.actions).toEqual([]);
    expect(s.redo).toEqual([]);
    expect(s.seed).toBe(SEED);
    expect(s.state).toStrictEqual(replay(setup(), SEED, []));
    expect(s.restoreError).toContain(named);
    expect(s.restoreError).toContain(`${STORAGE_KEY}.rejected`);
    expect(storage.getItem(`${STORAGE_KEY}.rejected`)).toBe(bad);

    s.clearRestoreError();
    expect(store.getState().restoreError).toBeNull();

    // The first action replaces the bad save; the rejected copy stays.
    expect(store.getState().dispatch(deployA).ok).toBe(true);
    const r = restore(storage.getItem(STORAGE_KEY)!);
    expect(r.ok && r.session.actions).toEqual([deployA]);
    expect(storage.getItem(`${STORAGE_KEY}.rejected`)).toBe(bad);
  });

  it('a storage that refuses the rejected copy (quota full) still starts a fresh table', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY, 'not json');
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const store = createGameStore(storage, { setup: setup(), seed: SEED });
    expect(store.getState().restoreError).toContain('JSON');
    expect(store.getState().restoreError).toContain('could not be kept');
  });

  it('replaces the rejected save at once, so the next reload does not refuse it again', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY, 'not json');
    createGameStore(storage, { setup: setup(), seed: SEED });
    const again = createGameStore(storage, { setup: setup(), seed: SEED });
    expect(again.getState().restoreError).toBeNull();
    expect(storage.getItem(`${STORAGE_KEY}.rejected`)).toBe('not json');
  });
});
