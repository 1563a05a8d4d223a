// The Fireteam drill (RULES.md §18.12.1; D121): every question is reproducible from its seed, its
// answer agrees with what the engine does to the Fireteam, and every outcome comes up.
import { describe, expect, it } from 'vitest';
import { drillQuestion, markAnswer } from './index.ts';

describe('the Fireteam drill: who leaves, and whether the Fireteam goes on', () => {
  const questions = Array.from({ length: 40 }, (_, i) => drillQuestion('fireteams', 11, i));

  it('builds the same question from the same seed, and marks its own solution right', () => {
    expect(drillQuestion('fireteams', 11, 3)).toStrictEqual(questions[3]);
    for (const q of questions) expect(markAnswer(q, q.solution).correct).toBe(true);
  });

  it('asks every outcome: stays, leaves with the Fireteam going on, and cancelled', () => {
    const answers = new Set(
      questions.map((q) => (q.solution.type === 'tick' ? q.solution.ticked.join('+') : '')),
    );
    expect(answers).toEqual(new Set(['goesOn', 'leaves+goesOn', 'leaves+cancelled']));
  });

  it('cancels the Fireteam exactly when its Team Leader leaves or one member is left', () => {
    for (const q of questions) {
      if (q.solution.type !== 'tick' || !q.solution.ticked.includes('leaves')) continue;
      const team = q.facts[0] ?? '';
      const size = (team.match(/F\d/g) ?? []).length;
      const leaving = /F\d/.exec(q.prompt)?.[0] ?? '';
      const ledBy = /(F\d) \(Team Leader\)/.exec(team)?.[1];
      const cancelled = leaving === ledBy || size === 2;
      expect(q.solution.ticked.includes('cancelled'), q.prompt).toBe(cancelled);
    }
  });

  it('draws the Fireteam in the picture, from the drilled seat’s view', () => {
    for (const q of questions.slice(0, 5)) {
      expect(q.picture?.view.fireteams?.[0]?.pieceIds.length).toBe(
        Object.keys(q.picture?.labels ?? {}).length,
      );
    }
  });
});
