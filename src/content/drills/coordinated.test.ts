// The Coordinated Order drill (RULES.md §18.12.3, §4, §2; decisions D109, D142): each answer is what
// the engine lets the sniper do when the same Coordinated Order is played in a real game.
import { describe, expect, it } from 'vitest';
import { apply } from '../../engine/apply.ts';
import type { GameState } from '../../engine/types.ts';
import { ok } from '../../../tests/engineFixtures.ts';
import { drillGame } from '../../../tests/drillGame.ts';
import { COORDINATED_DRILL_SIZE } from './coordinated.ts';
import { DRILLS, ROUND_LENGTH, drillQuestion, markAnswer } from './index.ts';
import type { DrillQuestion } from './types.ts';

const SEEDS = Array.from({ length: 8 }, (_, i) => 400 + i * 6151);
const LABELS = Array.from({ length: COORDINATED_DRILL_SIZE }, (_, i) => `C${String(i + 1)}`);

/** The question played: the Coordinated Order of C1–C3, each moving to where its arrow ends. */
function played(q: DrillQuestion): { s: GameState; idOf: Record<string, string> } {
  const { s: start, idOf } = drillGame(q, 'A');
  const ends = Object.fromEntries(
    (q.picture?.paths ?? []).map((p) => [idOf[`C${p.label}`] ?? '', p.points.at(-1) ?? { x: 0, y: 0 }]),
  );
  // The game places each trooper where the picture has it: at the arrow's end. Back to its start.
  const pieces = { ...start.pieces };
  for (const p of q.picture?.paths ?? []) {
    const id = idOf[`C${p.label}`] ?? '';
    const from = p.points[0];
    const was = pieces[id];
    if (was && from) pieces[id] = { ...was, x: from.x, y: from.y };
  }
  let s: GameState = { ...start, pieces };
  s = ok(s, { type: 'coordinated', seat: 'A', pieceIds: LABELS.map((l) => idOf[l] ?? '') });
  s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: ends });
  return { s, idOf };
}

describe('the Coordinated Order drill: which of the three may your sniper shoot (RULES.md §18.12.3, D142)', () => {
  const qs = SEEDS.flatMap((seed) =>
    Array.from({ length: ROUND_LENGTH }, (_, i) => drillQuestion('coordinated', seed, i)),
  );
  const ticked = (q: DrillQuestion) => (q.solution.type === 'tick' ? q.solution.ticked : []);

  it('is listed with the drills, its rules named by id, and rebuilt the same from its seed', () => {
    expect(DRILLS.find((d) => d.kind === 'coordinated')?.rules).toContain('coordinated');
    expect(drillQuestion('coordinated', 400, 2)).toStrictEqual(qs[2]);
    for (const q of qs) expect(markAnswer(q, q.solution).correct).toBe(true);
  });

  it('the engine accepts S’s BS Attack at exactly the troopers the answer ticks, once the Order is played', () => {
    for (const q of qs) {
      const { s, idOf } = played(q);
      const sniper = idOf.S ?? '';
      for (const label of LABELS) {
        const r = apply(s, {
          type: 'aro',
          seat: 'B',
          reactorId: sniper,
          choice: 'bsAttack',
          target: idOf[label] ?? '',
        });
        expect(r.ok, `${label}\n${q.facts.join('\n')}`).toBe(ticked(q).includes(label));
      }
    }
  });

  it('one ARO for the whole Order: after shooting one, S declares nothing more', () => {
    const q = qs.find((x) => ticked(x).length >= 2);
    if (!q) throw new Error('no question with two targets');
    const { s, idOf } = played(q);
    const [first, second] = ticked(q);
    const t = ok(s, {
      type: 'aro',
      seat: 'B',
      reactorId: idOf.S ?? '',
      choice: 'bsAttack',
      target: idOf[first ?? ''] ?? '',
    });
    const again = apply(t, {
      type: 'aro',
      seat: 'B',
      reactorId: idOf.S ?? '',
      choice: 'bsAttack',
      target: idOf[second ?? ''] ?? '',
    });
    expect(again.ok).toBe(false);
  });

  it('asks every kind of trooper: shot at, only Dodge or Reset in the Zone of Control, and out of reach', () => {
    const rules = qs.flatMap((q) => q.explanation.map((e) => e.text));
    expect(rules.some((t) => t.includes('may be the target of its BS Attack'))).toBe(true);
    expect(rules.some((t) => t.includes('only Dodge or Reset, no BS Attack'))).toBe(true);
    expect(rules.some((t) => t.includes('no ARO against it'))).toBe(true);
    for (const q of qs) {
      expect(ticked(q).length).toBeGreaterThan(0);
      expect(ticked(q).length).toBeLessThan(COORDINATED_DRILL_SIZE);
      expect(q.explanation.at(-1)?.rule).toBe('coordinated');
    }
  });

  it('draws the sniper’s side of the table: one numbered arrow per enemy trooper', () => {
    for (const q of qs.slice(0, 5)) {
      expect(q.picture?.view.viewer).toBe('B');
      expect(q.picture?.paths.map((p) => `C${p.label}`)).toEqual(LABELS);
    }
  });
});
