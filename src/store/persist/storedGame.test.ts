import { describe, expect, it } from 'vitest';
import { replayRecord, type Action, type GameState } from '../../engine/index.ts';
import { longGame } from '../../../bench/longGame.ts';
import { CHECKPOINT_EVERY } from '../../match/checkpoints.ts';
import { createGameStore } from '../gameStore.ts';
import { serialize, STORAGE_KEY, type SavedSession } from './persistence.ts';
import { ACTION_CHUNK, STORED_VERSION, partsOf, readStoredGame, storedGameWriter } from './storedGame.ts';
import { LIBRARY_KEY, forgetGame, keepGame, reopenGame } from './library.ts';
import { MemoryStorage } from '../../../tests/storeFixtures.ts';

/** A MemoryStorage that lists the keys of each write. */
class WatchedStorage extends MemoryStorage {
  keysWritten: string[] = [];
  refuseFrom = Infinity;
  override setItem(key: string, value: string): void {
    if (this.writes >= this.refuseFrom) throw new DOMException('full', 'QuotaExceededError');
    this.keysWritten.push(key);
    super.setItem(key, value);
  }
}

const KEY = 'test-game';
const LENGTH = CHECKPOINT_EVERY * 2 + 37;
const game = longGame(LENGTH);
const sessionAt = (n: number, actions: readonly Action[] = game.actions): SavedSession => ({
  random: game.random,
  setup: game.setup,
  actions: actions.slice(0, n),
  redo: [],
  id: 'g1',
  name: 'Long game',
});
/** The states of the long game after each action, from a replay. */
const states: GameState[] = [];
{
  let s = replayRecord({ ...sessionAt(0) }).state;
  states.push(s);
  for (let i = 0; i < LENGTH; i++) {
    s = replayRecord({ ...sessionAt(i + 1) }, i + 1, { at: i, state: s }).state;
    states.push(s);
  }
}

/** Writes the game action by action, as the store does; the keys of each write. */
function playInto(storage: WatchedStorage, upTo = LENGTH): string[][] {
  const writer = storedGameWriter(storage, KEY);
  const perWrite: string[][] = [];
  // The session object keeps the same set-up and randomness, as the store's does.
  const base = sessionAt(0);
  for (let n = 0; n <= upTo; n++) {
    storage.keysWritten = [];
    expect(writer.write({ ...base, actions: game.actions.slice(0, n) }, states[n] as GameState)).toBeNull();
    perWrite.push(storage.keysWritten);
  }
  return perWrite;
}

describe('a game kept a part at a time reads back as the game', () => {
  it('after every write the read gives the same session and the same state as a replay', () => {
    const storage = new WatchedStorage();
    const writer = storedGameWriter(storage, KEY);
    const base = sessionAt(0);
    for (const n of [0, 1, ACTION_CHUNK - 1, ACTION_CHUNK, ACTION_CHUNK + 1, CHECKPOINT_EVERY, LENGTH]) {
      expect(writer.write({ ...base, actions: game.actions.slice(0, n) }, states[n] as GameState)).toBeNull();
      const found = readStoredGame(storage, KEY);
      expect(found?.restored.ok).toBe(true);
      if (!found?.restored.ok) continue;
      expect(found.restored.session).toStrictEqual(sessionAt(n));
      expect(found.restored.state).toStrictEqual(states[n]);
    }
  });

  it('a reload replays only the actions after the checkpoint, and reaches the replayed state exactly', () => {
    const storage = new WatchedStorage();
    playInto(storage);
    const found = readStoredGame(storage, KEY);
    expect(found?.from?.at).toBe(CHECKPOINT_EVERY * 2);
    expect(found?.restored.ok && found.restored.state).toStrictEqual(states[LENGTH]);
  });

  it('each action writes the head, and the chunk it fills; the checkpoint every CHECKPOINT_EVERY actions', () => {
    const storage = new WatchedStorage();
    const perWrite = playInto(storage);
    const gen = (JSON.parse(storage.getItem(KEY) ?? '{}') as { gen: string }).gen;
    perWrite.forEach((keys, n) => {
      const expected = [
        ...(n === 0 ? [`${KEY}:${gen}:setup`] : []),
        ...(n > 0 && n % ACTION_CHUNK === 0 ? [`${KEY}:${gen}:actions:${String(n / ACTION_CHUNK - 1)}`] : []),
      ];
      const checkpointKeys = keys.filter((k) => k.includes(':log:') || k.endsWith(':checkpoint'));
      expect(keys.filter((k) => !checkpointKeys.includes(k))).toStrictEqual([...expected, KEY]);
      if (n > 0 && n % CHECKPOINT_EVERY === 0) {
        expect(checkpointKeys.at(-1)).toBe(`${KEY}:${gen}:checkpoint`);
        // Each full chunk of the log is written once, by the first checkpoint that holds it.
        for (const k of checkpointKeys.filter((c) => c.includes(':log:'))) {
          expect(perWrite.slice(0, n).some((ks) => ks.includes(k))).toBe(false);
        }
      } else expect(checkpointKeys).toStrictEqual([]);
    });
  });

  it('a game stepped back before its checkpoint gets a new one, and reads back as the shorter game', () => {
    const storage = new WatchedStorage();
    playInto(storage, CHECKPOINT_EVERY * 2 + 3);
    const read = readStoredGame(storage, KEY);
    if (!read?.restored.ok) throw new Error('not read');
    const { session } = read.restored;
    const writer = storedGameWriter(storage, KEY, read);
    const back = CHECKPOINT_EVERY * 2 - 2;
    storage.keysWritten = [];
    expect(
      writer.write({ ...session, actions: session.actions.slice(0, back) }, states[back] as GameState),
    ).toBeNull();
    expect(storage.keysWritten.some((k) => k.endsWith(':checkpoint'))).toBe(true);
    const found = readStoredGame(storage, KEY);
    expect(found?.from?.at).toBe(back);
    expect(found?.restored.ok && found.restored.state).toStrictEqual(states[back]);

    // Back before CHECKPOINT_EVERY actions: no checkpoint is named, and the game reads back whole.
    const short = CHECKPOINT_EVERY - 1;
    expect(
      writer.write({ ...session, actions: session.actions.slice(0, short) }, states[short] as GameState),
    ).toBeNull();
    expect(JSON.parse(storage.getItem(KEY) ?? '{}')).not.toHaveProperty('checkpoint');
    const shorter = readStoredGame(storage, KEY);
    expect(shorter?.from).toBeUndefined();
    expect(shorter?.restored.ok && shorter.restored.state).toStrictEqual(states[short]);
  });

  it('the first write after a reload adds only the head: what the read found is not written again', () => {
    const storage = new WatchedStorage();
    playInto(storage, CHECKPOINT_EVERY + 10);
    const found = readStoredGame(storage, KEY);
    if (!found?.restored.ok) throw new Error('not read');
    const writer = storedGameWriter(storage, KEY, found);
    storage.keysWritten = [];
    const { session } = found.restored;
    const n = CHECKPOINT_EVERY + 11;
    const actions = [...session.actions, game.actions[n - 1] as Action];
    expect(writer.write({ ...session, actions }, states[n] as GameState)).toBeNull();
    expect(storage.keysWritten).toStrictEqual([KEY]);
    expect(readStoredGame(storage, KEY)?.from?.at).toBe(CHECKPOINT_EVERY);
  });
});

describe('a checkpoint in doubt is not used: the game is replayed from the start', () => {
  const cases: [string, (s: MemoryStorage, gen: string) => void][] = [
    [
      'not JSON',
      (s, gen) => {
        s.setItem(`${KEY}:${gen}:checkpoint`, '{');
      },
    ],
    [
      'missing',
      (s, gen) => {
        s.removeItem(`${KEY}:${gen}:checkpoint`);
      },
    ],
    [
      'of another state shape',
      (s, gen) => {
        const cp = JSON.parse(s.getItem(`${KEY}:${gen}:checkpoint`) ?? '{}') as { schema: number };
        s.setItem(`${KEY}:${gen}:checkpoint`, JSON.stringify({ ...cp, schema: 2 }));
      },
    ],
    [
      'whose state refuses the actions after it',
      (s, gen) => {
        const cp = JSON.parse(s.getItem(`${KEY}:${gen}:checkpoint`) ?? '{}') as { state: object };
        s.setItem(
          `${KEY}:${gen}:checkpoint`,
          JSON.stringify({ ...cp, state: { ...cp.state, phase: { kind: 'over' } } }),
        );
      },
    ],
    [
      'a chunk of its log missing',
      (s, gen) => {
        s.removeItem(`${KEY}:${gen}:log:0`);
      },
    ],
    [
      'at another point than the head names',
      (s, gen) => {
        const cp = JSON.parse(s.getItem(`${KEY}:${gen}:checkpoint`) ?? '{}') as { at: number };
        s.setItem(`${KEY}:${gen}:checkpoint`, JSON.stringify({ ...cp, at: cp.at - 1 }));
      },
    ],
  ];
  it.each(cases)('%s', (_name, spoil) => {
    const storage = new WatchedStorage();
    playInto(storage);
    const gen = (JSON.parse(storage.getItem(KEY) ?? '{}') as { gen: string }).gen;
    spoil(storage, gen);
    const found = readStoredGame(storage, KEY);
    expect(found?.from).toBeUndefined();
    expect(found?.restored.ok && found.restored.state).toStrictEqual(states[LENGTH]);
  });
});

describe('a broken part is named and nothing is half-read', () => {
  it('a missing chunk of actions names the actions it held', () => {
    const storage = new WatchedStorage();
    playInto(storage, ACTION_CHUNK * 2 + 1);
    const gen = (JSON.parse(storage.getItem(KEY) ?? '{}') as { gen: string }).gen;
    storage.removeItem(`${KEY}:${gen}:actions:1`);
    const found = readStoredGame(storage, KEY);
    expect(found?.restored).toStrictEqual({
      ok: false,
      error: `The saved game is incomplete: actions ${String(ACTION_CHUNK + 1)}–${String(2 * ACTION_CHUNK)} is missing.`,
    });
  });

  it('a missing set-up is named', () => {
    const storage = new WatchedStorage();
    playInto(storage, 3);
    const gen = (JSON.parse(storage.getItem(KEY) ?? '{}') as { gen: string }).gen;
    storage.removeItem(`${KEY}:${gen}:setup`);
    expect(readStoredGame(storage, KEY)?.restored).toStrictEqual({
      ok: false,
      error: 'The saved game is incomplete: its set-up is missing.',
    });
  });

  it('a bad action in a chunk is refused with the field that is wrong', () => {
    const storage = new WatchedStorage();
    playInto(storage, ACTION_CHUNK + 2);
    const gen = (JSON.parse(storage.getItem(KEY) ?? '{}') as { gen: string }).gen;
    const chunk = JSON.parse(storage.getItem(`${KEY}:${gen}:actions:0`) ?? '[]') as unknown[];
    chunk[3] = { type: 'fly' };
    storage.setItem(`${KEY}:${gen}:actions:0`, JSON.stringify(chunk));
    const r = readStoredGame(storage, KEY)?.restored;
    expect(r?.ok).toBe(false);
    expect(!r?.ok && r?.error).toMatch(/^The saved game is malformed: actions\.3/);
  });

  it('nothing kept reads as nothing', () => {
    expect(readStoredGame(new MemoryStorage(), KEY)).toBeNull();
  });

  it('a save of the version before (one text) is read as it always was', () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, serialize(sessionAt(30)));
    const found = readStoredGame(storage, KEY);
    expect(found?.restored.ok && found.restored.state).toStrictEqual(states[30]);
    expect(JSON.parse(storage.getItem(KEY) ?? '{}')).not.toHaveProperty('gen');
  });
});

describe('another game replacing the one kept', () => {
  it('writes its own parts, then removes the old ones', () => {
    const storage = new WatchedStorage();
    playInto(storage, ACTION_CHUNK + 1);
    const writer = storedGameWriter(storage, KEY, readStoredGame(storage, KEY) ?? undefined);
    const oldKeys = [...storage.data.keys()].filter((k) => k !== KEY);
    const other: SavedSession = {
      ...sessionAt(2),
      setup: structuredClone(game.setup),
      random: { ...game.random },
    };
    const state = replayRecord(other).state;
    expect(writer.write(other, state)).toBeNull();
    for (const k of oldKeys) expect(storage.data.has(k)).toBe(false);
    const found = readStoredGame(storage, KEY);
    expect(found?.restored.ok && found.restored.session).toStrictEqual(other);
    expect(JSON.parse(storage.getItem(KEY) ?? '{}')).toMatchObject({ version: STORED_VERSION });
  });

  it('refused half-way, leaves the old game whole and nothing of the new one', () => {
    const storage = new WatchedStorage();
    playInto(storage, ACTION_CHUNK + 1);
    const before = new Map(storage.data);
    const writer = storedGameWriter(storage, KEY, readStoredGame(storage, KEY) ?? undefined);
    const other: SavedSession = {
      ...sessionAt(ACTION_CHUNK * 2),
      random: { ...game.random },
      setup: structuredClone(game.setup),
    };
    storage.refuseFrom = storage.writes + 2;
    expect(writer.write(other, replayRecord(other).state)?.problem).toBe('refused');
    expect(storage.data).toStrictEqual(before);
    const found = readStoredGame(storage, KEY);
    expect(found?.restored.ok && found.restored.state).toStrictEqual(states[ACTION_CHUNK + 1]);
  });
});

describe('the store keeps the game this way', () => {
  it('a reload resumes from the checkpoint', async () => {
    const storage = new WatchedStorage();
    storage.setItem(STORAGE_KEY, serialize(sessionAt(CHECKPOINT_EVERY + 5)));
    const first = createGameStore(storage);
    expect(first.getState().restoreError).toBeNull();
    // Any change writes it in the current version, with a checkpoint of the state it stands at.
    expect(await first.getState().rename('Long game, again', {})).toBeNull();
    const head = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as { version: number; checkpoint?: number };
    expect(head.version).toBe(STORED_VERSION);
    expect(head.checkpoint).toBe(CHECKPOINT_EVERY + 5);
    const reloaded = createGameStore(storage).getState();
    expect(reloaded.restoreError).toBeNull();
    expect(reloaded.state).toStrictEqual(states[CHECKPOINT_EVERY + 5]);
    expect(reloaded.gameName).toBe('Long game, again');
  });
});

describe('the saved-games list keeps its games the same way', () => {
  it('a kept game has a checkpoint where it stands, resumes from it, and goes whole when deleted', () => {
    const storage = new MemoryStorage();
    const n = CHECKPOINT_EVERY + 7;
    expect(keepGame(storage, 'g7', 'Long game', sessionAt(n), states[n] as GameState)).toBeNull();
    const key = `${LIBRARY_KEY}:g7`;
    expect(readStoredGame(storage, key)?.from?.at).toBe(n);
    const r = reopenGame(storage, 'g7');
    expect(r.ok && r.state).toStrictEqual(states[n]);
    expect(r.ok && r.session.actions).toStrictEqual(sessionAt(n).actions);

    // Kept again further on: the new copy replaces the old, and none of the old parts is left.
    const m = LENGTH;
    expect(keepGame(storage, 'g7', 'Long game', sessionAt(m), states[m] as GameState)).toBeNull();
    const parts = partsOf(storage, key);
    const stored = [...storage.data.keys()].filter((k) => k.startsWith(`${key}:`));
    expect(stored.sort()).toStrictEqual(parts.filter((k) => storage.data.has(k)).sort());
    expect(reopenGame(storage, 'g7').ok).toBe(true);

    forgetGame(storage, 'g7');
    expect([...storage.data.keys()].filter((k) => k.startsWith(key))).toStrictEqual([]);
  });
});
