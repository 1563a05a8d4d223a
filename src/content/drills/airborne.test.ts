// The Airborne Deployment drill (RULES.md §18.11.1–3, §2, §7.1; decision D164): each answer is what the
// engine offers each of your troopers when the same trooper arrives in a real game.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../engine/view.ts';
import { ok } from '../../../tests/engineFixtures.ts';
import { drillGame } from '../../../tests/drillGame.ts';
import { choiceFor } from './aroChoices.ts';
import { DRILLS, ROUND_LENGTH, drillQuestion, markAnswer } from './index.ts';
import type { DrillQuestion } from './types.ts';

const SEEDS = Array.from({ length: 8 }, (_, i) => 900 + i * 7919);

/** The question played: L kept off the table, then arriving where the picture has it, as it shows. */
function played(q: DrillQuestion) {
  const parachutist = q.facts[0]?.includes('Parachutist') === true;
  const name = parachutist ? 'Paratrooper' : 'Camo Jumper';
  const { s, idOf } = drillGame(q, 'A', { label: 'L', name });
  const lander = q.picture?.view.pieces.find((p) => q.picture?.labels[p.id] === 'L');
  if (!lander) throw new Error('no lander');
  const t = ok(s, {
    type: 'arrive',
    seat: 'A',
    trooperId: idOf.L ?? '',
    skill: parachutist ? 'Parachutist' : 'CombatJump',
    form: lander.kind === 'CAMO' ? 'CAMO' : 'model',
    at: { x: lander.x, y: lander.y },
    facing: lander.facing,
  });
  return { t, idOf };
}

describe('the Airborne Deployment drill: who may react to a landing (RULES.md §18.11, D164)', () => {
  const qs = SEEDS.flatMap((seed) =>
    Array.from({ length: ROUND_LENGTH }, (_, i) => drillQuestion('airborne', seed, i)),
  );

  it('is listed with the drills, its rules named by id, and rebuilt the same from its seed', () => {
    expect(DRILLS.find((d) => d.kind === 'airborne')?.rules).toContain('parachutist');
    expect(drillQuestion('airborne', 900, 3)).toStrictEqual(qs[3]);
    for (const q of qs) expect(markAnswer(q, q.solution).correct).toBe(true);
    // Both ways of arriving are asked, and a CAMO marker among them.
    expect(qs.some((q) => q.facts[0]?.includes('Parachutist'))).toBe(true);
    expect(qs.some((q) => q.facts[0]?.includes('a CAMO marker'))).toBe(true);
  });

  it('the engine offers each of your troopers exactly the AROs the answer gives, once the trooper lands', () => {
    for (const q of qs) {
      const { t, idOf } = played(q);
      const reactors = viewFor(t, 'B').phase.order?.reactors ?? [];
      const solution = q.solution.type === 'per-piece' ? q.solution.choice : {};
      for (const [label, expected] of Object.entries(solution)) {
        const entry = reactors.find((r) => r.id === idOf[label]);
        const allowed = entry?.against?.[0]?.allowed ?? [];
        expect(choiceFor(allowed).id, `${label}\n${q.facts.join('\n')}`).toBe(expected);
      }
    }
  });
});
