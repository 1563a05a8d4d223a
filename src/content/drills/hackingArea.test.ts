// The Hacking Area drill (RULES.md §18.13.1, §18.13.2, A33; D137, D150, D154): every question is
// reproducible from its seed, its answer is the engine's (ARO check and program rule), and every case
// comes up: a Hacker inside its area, one outside it, one reached only through a Repeater, a
// non-Hacker, a mover that is not Hackable.
import { describe, expect, it } from 'vitest';
import { drillQuestion, markAnswer } from './index.ts';
import { NOBODY } from './hackingArea.ts';

describe('the Hacking Area drill: who may react with a Hacking Program', () => {
  const questions = Array.from({ length: 30 }, (_, i) => drillQuestion('hackingArea', 5, i));
  const ticked = (q: (typeof questions)[number]) => (q.solution.type === 'tick' ? q.solution.ticked : []);

  it('builds the same question from the same seed, and marks its own solution right', () => {
    expect(drillQuestion('hackingArea', 5, 4)).toStrictEqual(questions[4]);
    for (const q of questions) expect(markAnswer(q, q.solution).correct).toBe(true);
  });

  it('ticks only Hackers the mover comes within 8" of or of a Repeater, and only when the mover is Hackable', () => {
    for (const q of questions) {
      const hackableMover = (q.facts[0] ?? '').includes('carries a Hacking Device');
      const within = (fact: string) => Number(/within ([\d.]+)"/.exec(fact)?.[1]);
      // The drill's Repeater always has the path in its ZoC (8" or less): every Hacker is in its area.
      const relay = q.facts.find((f) => f.includes('(Repeater)'));
      if (relay) expect(within(relay)).toBeLessThanOrEqual(8);
      for (const fact of q.facts.slice(1)) {
        const label = /^R\d/.exec(fact)?.[0] ?? '';
        const expected =
          hackableMover && fact.includes('(Hacker)') && (within(fact) <= 8 || relay !== undefined);
        expect(ticked(q).includes(label), `${q.prompt} ${fact}`).toBe(expected);
      }
      expect(ticked(q).includes(NOBODY.id)).toBe(ticked(q).length === 1 && ticked(q)[0] === NOBODY.id);
    }
  });

  it('asks every case: a Hacker that may, one out of reach, a non-Hacker, a mover no program targets', () => {
    const lines = questions.flatMap((q) => q.explanation.map((e) => e.text));
    expect(lines.some((l) => l.includes('may react with Carbonite, LoF or not'))).toBe(true);
    expect(lines.some((l) => l.includes('outside its Hacking Area'))).toBe(true);
    expect(lines.some((l) => l.includes('no Hacker'))).toBe(true);
    expect(lines.some((l) => l.includes('M is not Hackable'))).toBe(true);
    // A question turns on a Repeater: a Hacker more than 8" away may react through it (D154).
    expect(
      lines.some((l) => l.includes('Hacking Area through the Repeater') && l.includes('may react')),
    ).toBe(true);
    expect(questions.some((q) => ticked(q)[0] === NOBODY.id)).toBe(true);
  });

  it('a wrong tick is marked wrong', () => {
    const q = questions.find((x) => ticked(x)[0] !== NOBODY.id);
    expect(q && markAnswer(q, { type: 'tick', ticked: [NOBODY.id] }).correct).toBe(false);
  });
});
