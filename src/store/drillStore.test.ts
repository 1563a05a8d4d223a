import { describe, expect, it } from 'vitest';
import { ROUND_LENGTH, blankAnswer, drillQuestion } from '../content/drills/index.ts';
import {
  DRILL_BEST_KEY,
  DRILL_STORAGE_KEY,
  createDrillStore,
  currentQuestion,
  restoreRun,
  score,
} from './drillStore.ts';

function memory(): {
  getItem(k: string): string | null;
  setItem(k: string, v: string): void;
  removeItem(k: string): void;
  data: Map<string, string>;
} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      data.set(k, v);
    },
    removeItem: (k) => {
      data.delete(k);
    },
  };
}

describe('drill store', () => {
  it('plays a round: marks each answer, scores it and keeps the best', () => {
    const storage = memory();
    const store = createDrillStore(storage);
    store.getState().start('discover', 99);
    for (let i = 0; i < ROUND_LENGTH; i++) {
      const run = store.getState().run;
      const q = run ? currentQuestion(run) : null;
      if (!q) throw new Error('a question is expected');
      // Right on even places, blank (wrong) on odd ones.
      const marking = store.getState().answer(i % 2 === 0 ? q.solution : blankAnswer(q));
      expect(marking?.correct).toBe(i % 2 === 0);
    }
    const run = store.getState().run;
    expect(run && currentQuestion(run)).toBeNull();
    expect(run && score(run)).toBe(3);
    expect(store.getState().best.discover).toBe(3);
    expect(JSON.parse(storage.data.get(DRILL_BEST_KEY) ?? '{}')).toEqual({ discover: 3 });
    // The round is over: no more answers are taken.
    expect(store.getState().answer({ type: 'number', value: 1 })).toBeNull();
  });

  it('a reload resumes the round where it was, from the seed and the answers alone', () => {
    const storage = memory();
    const a = createDrillStore(storage);
    a.getState().start('react', 5);
    const q0 = drillQuestion('react', 5, 0);
    a.getState().answer(q0.solution);
    const saved = JSON.parse(storage.data.get(DRILL_STORAGE_KEY) ?? 'null') as { answers: unknown[] };
    expect(Object.keys(saved).sort()).toEqual(['answers', 'kind', 'seed']);
    const b = createDrillStore(storage);
    expect(b.getState().run?.results).toHaveLength(1);
    expect(b.getState().run?.results[0]?.marking.correct).toBe(true);
    expect(b.getState().run && currentQuestion(b.getState().run!)).toEqual(drillQuestion('react', 5, 1));
  });

  it.each([
    ['not JSON', '{oops'],
    ['an unknown drill', JSON.stringify({ kind: 'chess', seed: 1, answers: [] })],
    ['a negative seed', JSON.stringify({ kind: 'discover', seed: -1, answers: [] })],
    [
      'too many answers',
      JSON.stringify({ kind: 'discover', seed: 1, answers: Array(9).fill({ type: 'number', value: 1 }) }),
    ],
    [
      'an answer of the wrong shape',
      JSON.stringify({ kind: 'discover', seed: 1, answers: [{ type: 'pick', picked: [] }] }),
    ],
  ])('a stored run that is %s is dropped, not trusted', (_, text) => {
    expect(restoreRun(text)).toBeNull();
  });

  it('restart keeps the seed and clears the answers; quit forgets the run', () => {
    const storage = memory();
    const store = createDrillStore(storage);
    store.getState().start('holoecho', 3);
    const q = drillQuestion('holoecho', 3, 0);
    store.getState().answer(q.solution);
    store.getState().restart();
    expect(store.getState().run).toEqual({ kind: 'holoecho', seed: 3, results: [] });
    store.getState().quit();
    expect(store.getState().run).toBeNull();
    expect(storage.data.has(DRILL_STORAGE_KEY)).toBe(false);
  });
});
