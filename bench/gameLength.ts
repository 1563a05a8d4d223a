/**
 * Figures of `npm run bench` for a game that grows long (issue 18, point 2): one `apply` at the end of
 * a game of 100 and of 20,000 actions, a replay of 10,000 actions, and a reload from browser storage
 * of the longest game a save holds, which starts from the checkpoint kept with it (store/persist/storedGame.ts)
 * instead of the first action.
 */
import { apply, replayRecord, type GameState } from '../src/engine/index.ts';
import { readStoredGame, storedGameWriter } from '../src/store/persist/storedGame.ts';
import type { KeyValueStorage } from '../src/store/persist/persistence.ts';
import { longGame } from './longGame.ts';
import type { BenchFigure } from './machine.ts';

/** Sorted milliseconds of `runs` calls after `warmUp` untimed ones. */
function times(warmUp: number, runs: number, body: () => unknown): number[] {
  for (let i = 0; i < warmUp; i++) body();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    body();
    out.push(performance.now() - t0);
  }
  return out.sort((a, b) => a - b);
}

const median = (xs: readonly number[]) => xs[xs.length >> 1] ?? NaN;
const spread = (xs: readonly number[]) =>
  `${(xs[0] ?? NaN).toFixed(1)}–${(xs.at(-1) ?? NaN).toFixed(1)} ms over ${String(xs.length)} runs`;

/**
 * Microseconds per apply over the next `span` actions of the game after its first `at` actions:
 * the state at `at` is built once, then the same actions are applied from it again and again.
 */
function applyAt(game: ReturnType<typeof longGame>, at: number, span: number): number {
  const start = replayRecord({ setup: game.setup, random: game.random, actions: game.actions }, at).state;
  const next = game.actions.slice(at, at + span);
  const rounds = times(3, 15, () => {
    let s: GameState = start;
    for (const a of next) {
      const r = apply(s, a);
      if (!r.ok) throw new Error('the long game was refused in the bench');
      s = r.state;
    }
    return s;
  });
  return (median(rounds) * 1000) / next.length;
}

/** The longest game the bench's long game reaches in the 20 rounds a save may hold. */
const SAVED_LENGTH = 1700;

export function measureGameLength(): BenchFigure[] {
  const long = longGame(20_000);
  const early = applyAt(long, 100, 200);
  const late = applyAt(long, 19_700, 200);
  const tenK = { setup: long.setup, random: long.random, actions: long.actions.slice(0, 10_000) };
  const replays = times(2, 9, () => replayRecord(tenK));

  // The longest long game a save holds (20 rounds), written to storage as the store writes it.
  const saved = longGame(SAVED_LENGTH);
  const kept = { setup: saved.setup, random: saved.random, actions: saved.actions };
  const data = new Map<string, string>();
  const storage: KeyValueStorage = {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => data.set(k, v),
    removeItem: (k) => data.delete(k),
  };
  const writer = storedGameWriter(storage, 'bench-long-game');
  let state = replayRecord(kept, 0).state;
  const session = { random: saved.random, setup: saved.setup, actions: [], redo: [] };
  for (let i = 0; i < kept.actions.length; i++) {
    const r = apply(state, kept.actions[i] as (typeof kept.actions)[number]);
    if (!r.ok) throw new Error('the long game was refused in the bench');
    state = r.state;
    if (writer.write({ ...session, actions: kept.actions.slice(0, i + 1) }, state)) {
      throw new Error('the bench storage refused a write');
    }
  }
  const reloads = times(2, 15, () => readStoredGame(storage, 'bench-long-game'));
  const found = readStoredGame(storage, 'bench-long-game');
  if (!found?.restored.ok)
    throw new Error(
      `the bench game does not reload: ${found?.restored.ok === false ? found.restored.error : 'nothing kept'}`,
    );
  const fromStart = times(2, 15, () => replayRecord(kept));
  return [
    {
      name: 'One apply after 100 actions, median',
      value: early,
      unit: 'µs',
      note: 'per action, over the next 200',
    },
    {
      name: 'One apply after 19,700 actions, median',
      value: late,
      unit: 'µs',
      target: '≤ 2× the one after 100',
      note: `${(late / early).toFixed(2)}× the one after 100`,
    },
    {
      name: 'Replay of a 10,000-action game, median',
      value: median(replays),
      unit: 'ms',
      target: '≤ 100 ms',
      note: spread(replays),
    },
    {
      name: `Reload of a ${String(SAVED_LENGTH)}-action game from storage, median`,
      value: median(reloads),
      unit: 'ms',
      note: `${spread(reloads)}; read, checked, and replayed from the checkpoint at action ${String(found.from?.at ?? 0)} (a replay from the start: ${median(fromStart).toFixed(1)} ms)`,
    },
  ];
}
