// The drill on shooting into a close combat (RULES.md §18.8.5, decision D62): each question's Success
// Value is the one the engine rolls against when the same ARO is played in a real game, and the
// misses land on the shooter's own troopers in the fight.
import { describe, expect, it } from 'vitest';
import { logItems } from '../../engine/logList.ts';
import type { EngineEvent } from '../../engine/events.ts';
import type { GameState } from '../../engine/types.ts';
import { ok } from '../../../tests/engineFixtures.ts';
import { drillGame } from '../../../tests/drillGame.ts';
import { DRILLS, ROUND_LENGTH, drillQuestion } from './index.ts';
import type { DrillQuestion } from './types.ts';

const SEEDS = Array.from({ length: 10 }, (_, i) => 900 + i * 7907);

/** M's CC Attack on E1, S's BS Attack ARO at M, then the Order to its end; the BS Attack's SV as rolled. */
function rolledSv(q: DrillQuestion): { sv: number | undefined; s: GameState; idOf: Record<string, string> } {
  const game = drillGame(q, 'B');
  let s = game.s;
  const { idOf } = game;
  const m = idOf.M ?? '';
  s = ok(s, { type: 'activate', seat: 'B', pieceId: m });
  s = ok(s, { type: 'declare', seat: 'B', skill: 'ccAttack', target: idOf.E1 ?? '' });
  s = ok(s, { type: 'aro', seat: 'A', reactorId: idOf.S ?? '', choice: 'bsAttack', target: m });
  for (let i = 0; i < 6; i += 1) {
    const order = s.phase.kind === 'turn' ? s.phase.order : undefined;
    if (!order) break;
    if (order.stage === 'aro') s = ok(s, { type: 'endAros', seat: 'A' });
    else if (order.stage === 'second') s = ok(s, { type: 'declare', seat: 'B', skill: 'idle' });
    else break;
  }
  const events = logItems(s.log).flatMap((e): EngineEvent[] => (e.event ? [e.event] : []));
  const sides = events.flatMap((e) =>
    e.kind === 'normalRoll' ? [e.side] : e.kind === 'faceToFace' ? [e.a, e.b] : [],
  );
  return { sv: sides.find((x) => x.skill === 'BS Attack')?.sv, s, idOf };
}

describe('shooting into a close combat drill (RULES.md §18.8.5, D62)', () => {
  const qs = SEEDS.flatMap((seed) =>
    Array.from({ length: ROUND_LENGTH }, (_, i) => drillQuestion('intoCloseCombat', seed, i)),
  );
  const value = (q: DrillQuestion) => (q.solution.type === 'number' ? q.solution.value : null);

  it('is listed with the drills, its rules named by id', () => {
    expect(DRILLS.find((d) => d.kind === 'intoCloseCombat')?.rules).toContain('bsAttack.intoCloseCombat');
  });

  it('the Success Value is the one the engine rolls against when the ARO is played in a game', () => {
    for (const q of qs) expect(rolledSv(q).sv, q.facts.join('\n')).toBe(value(q));
  });

  it('one friend in the fight costs −6, two −12, and the cap is reached and explained', () => {
    const intoCc = qs.flatMap((q) => q.explanation.filter((e) => e.rule === 'bsAttack.intoCloseCombat'));
    expect(intoCc.some((e) => e.text.endsWith('so −6.'))).toBe(true);
    expect(intoCc.some((e) => e.text.endsWith('so −12.'))).toBe(true);
    expect(qs.some((q) => q.explanation.some((e) => e.text.includes('beyond the cap')))).toBe(true);
    for (const q of qs) for (const e of q.explanation) expect(e.rule, e.text).toBeDefined();
  });

  it('a miss hits the friend the explanation names first: the nearest to the shooter', () => {
    // Every die rolls 10: over a Success Value under 10 the one die of the ARO misses and hits a
    // friend, who fails its Saving Roll (10 against Damage 13 − ARM 1) and falls Unconscious. M's
    // CC Attack on E1 hits too, so E2 is the one that tells: down only when it was named first.
    const two = qs.filter((x) => (value(x) ?? 20) < 10 && x.facts[0]?.includes('E1 and E2'));
    expect(two.length).toBeGreaterThan(0);
    const firsts = new Set<string>();
    for (const q of two) {
      const { s, idOf } = rolledSv(q);
      const first = /the nearest to S first \((E\d)/.exec(q.explanation.at(-1)?.text ?? '')?.[1] ?? '';
      firsts.add(first);
      expect(logItems(s.log).filter((e) => e.text.includes('shot into a close combat'))).toHaveLength(1);
      // Down: Unconscious, or Dead and off the table (M's CC Attack finishes an E1 the miss felled).
      const down = (label: string) => {
        const p = s.pieces[idOf[label] ?? ''];
        return !p || p.tokens.includes('Unconscious');
      };
      expect(down('E2'), q.explanation.at(-1)?.text).toBe(first === 'E2');
      expect(down(first)).toBe(true);
    }
    expect([...firsts].sort()).toEqual(['E1', 'E2']);
  });
});
