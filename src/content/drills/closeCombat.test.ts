// The close-combat drill (RULES.md §13, §18.8, §18.9; decisions D60, D87): each question's answer is
// what the engine says when the same Order is played in a real game, not only what the ARO check that
// built it returned.
import { describe, expect, it } from 'vitest';
import { ok } from '../../../tests/engineFixtures.ts';
import { drillGame } from '../../../tests/drillGame.ts';
import { CLOSE_COMBAT_CHOICES, choiceFor } from './aroChoices.ts';
import { CLOSE_CASES } from './closeCombat.ts';
import { DRILLS, ROUND_LENGTH, drillQuestion } from './index.ts';
import type { DrillQuestion } from './types.ts';

const SEEDS = Array.from({ length: 8 }, (_, i) => 500 + i * 104729);

/** The question's Order played in a game: what the reactive seat may then declare, per label. */
function played(q: DrillQuestion): Record<string, string> {
  const pic = q.picture;
  if (!pic) throw new Error('the question has no picture');
  const game = drillGame(q);
  let s = game.s;
  const { idOf } = game;
  const mover = idOf.M ?? '';
  const start = pic.paths[0]?.points[0];
  const end = pic.paths[0]?.points.at(-1);
  const atEnd = s.pieces[mover];
  if (!start || !end || !atEnd) throw new Error('no path');
  // The picture draws the mover where its move ends: it starts the Order at the path's start.
  s = { ...s, pieces: { ...s.pieces, [mover]: { ...atEnd, x: start.x, y: start.y } } };
  s = ok(s, { type: 'activate', seat: 'A', pieceId: mover });
  s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [mover]: end } });
  const order = s.phase.kind === 'turn' ? s.phase.order : undefined;
  const out: Record<string, string> = {};
  for (const [label, id] of Object.entries(idOf)) {
    if (!label.startsWith('R')) continue;
    const against = order?.reactors[id]?.against.find((a) => a.pieceId === mover);
    out[label] = choiceFor(against?.allowed ?? [], CLOSE_COMBAT_CHOICES).id;
  }
  return out;
}

describe('close-combat drill: who may react when troopers touch or lie Prone (RULES.md §13, §18.8, §18.9)', () => {
  const qs = SEEDS.flatMap((seed) =>
    Array.from({ length: ROUND_LENGTH }, (_, i) => drillQuestion('closeCombat', seed, i)),
  );
  const solution = (q: DrillQuestion) => (q.solution.type === 'per-piece' ? q.solution.choice : {});

  it('is listed with the drills, its rules named by id', () => {
    const meta = DRILLS.find((d) => d.kind === 'closeCombat');
    expect(meta?.rules).toEqual(expect.arrayContaining(['engaged', 'ccAttack', 'prone']));
  });

  it('each answer is what the engine gives when the same Order is played in a game', () => {
    for (const q of qs) expect(played(q), q.facts.join('\n')).toEqual(solution(q));
  });

  it('walking into base contact: R1 may only CC Attack, Dodge or Reset; nobody else may CC Attack', () => {
    const contact = qs.filter((q) => CLOSE_CASES[q.index % CLOSE_CASES.length] === 'contact');
    expect(contact.length).toBeGreaterThan(0);
    for (const q of contact) {
      expect(q.facts[0]).toContain('ending in base contact with R1');
      const { R1, ...rest } = solution(q);
      expect(R1).toBe('cc');
      expect(Object.values(rest)).not.toContain('cc');
      expect(q.explanation.find((e) => e.text.startsWith('R1 '))?.rule).toBe('engaged');
    }
  });

  it('an Engaged R1 that would have seen M may only Dodge or Reset inside its ZoC, else nothing', () => {
    const engaged = qs.filter((q) => CLOSE_CASES[q.index % CLOSE_CASES.length] === 'engaged');
    const seen = new Set<string>();
    for (const q of engaged) {
      expect(q.facts.some((f) => f.startsWith('R1:') && f.includes('in base contact with E'))).toBe(true);
      const r1 = solution(q).R1 ?? '';
      expect(['zoc', 'none']).toContain(r1);
      seen.add(r1);
      const why = q.explanation.find((e) => e.text.startsWith('R1 is Engaged with E'));
      expect(why?.rule).toBe('engaged');
      expect(why?.text).toContain('so it cannot shoot M');
    }
    expect([...seen].sort()).toEqual(['none', 'zoc']);
  });

  it('Prone: some reactor’s answer differs from the same table with nobody Prone, and the explanation says so', () => {
    const prone = qs.filter((q) => CLOSE_CASES[q.index % CLOSE_CASES.length] === 'prone');
    for (const q of prone) {
      expect(q.facts.some((f) => f.includes('Prone'))).toBe(true);
      const line = q.explanation.find((e) => e.text.includes('Were nobody Prone'));
      expect(line?.rule).toBe('prone');
    }
    // Prone both opens LoF (a Prone friend screens nothing) and closes it (a Prone reactor sees less).
    const texts = prone.flatMap((q) => q.explanation.map((e) => e.text));
    expect(texts.some((t) => t.includes('no longer blocks'))).toBe(true);
  });

  it('the picture shows the Prone tokens and the Engaged pair as the drilled seat sees them', () => {
    for (const q of qs) {
      const view = q.picture?.view;
      expect(view?.viewer).toBe('A');
      expect(view?.mode).toBe('game');
      expect(view?.edition).toBeUndefined();
      const proneFacts = q.facts.filter((f) => /, Prone\b/.test(f)).length;
      expect(view?.pieces.filter((p) => p.tokens.includes('Prone'))).toHaveLength(proneFacts);
    }
  });

  it('every explanation line names its rule by id', () => {
    for (const q of qs) for (const e of q.explanation) expect(e.rule, e.text).toBeDefined();
  });
});
