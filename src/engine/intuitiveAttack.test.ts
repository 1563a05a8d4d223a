// Intuitive Attack (seed 002: "…without previously Discovering that trooper, or declaring Intuitive
// Attack"; RULES.md §6.9, §18.5, decision D44): declared, rolled, laid or locked out.
import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import { newGame } from './index.ts';
import { ROSTER } from '../content/index.ts';
import type { Action, GameState } from './types.ts';
import { deployRoster, endStep, ok, pieceAt, rejected, rosterId } from '../../tests/engineFixtures.ts';
import { RULES_EDITION } from './index.ts';

/** A 48" × 22" table with 10" zones: A's Assault Trooper faces B's CAMO marker across a 2" gap. */
function table(seed: number, bForm: 'CAMO' | 'IMP-1' = 'CAMO'): GameState {
  const p = (id: string) => structuredClone(ROSTER.find((r) => r.id === id)!);
  let s = newGame(
    {
      table: { width: 48, depth: 22, zoneDepth: 10 },
      scenery: [],
      game: {
        rosters: {
          A: [p('chain-trooper'), p('line-trooper')],
          B: [p(bForm === 'CAMO' ? 'camo-sniper' : 'impersonator'), p('line-trooper')],
        },
        firstDeployer: 'A',
        rules: RULES_EDITION,
        pins: {},
      },
    },
    seed,
  );
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Assault Trooper'), 'model', 20, 9.4));
  s = ok(s, endStep('A'));
  const marker = bForm === 'CAMO' ? 'Camo Sniper' : 'Mask Infiltrator';
  s = ok(s, deployRoster('B', rosterId(s, 'B', marker), bForm, 20, 12.6, { facing: 0 }));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 44, 2));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 44, 20));
  return ok(s, endStep('B'));
}

const activate = (s: GameState, x: number, y: number): GameState =>
  ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, x, y) });
const intuitive = (target: string): Action => ({
  type: 'declare',
  seat: 'A',
  skill: 'intuitiveAttack',
  target,
});
const endAros = (s: GameState): GameState =>
  s.phase.kind === 'turn' && s.phase.order?.stage === 'aro' ? ok(s, { type: 'endAros', seat: 'B' }) : s;

describe('Intuitive Attack against a CAMO marker that was not Discovered', () => {
  it('on a success lays the template: the marker is hit, revealed and saves', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const s = table(seed);
      const camo = pieceAt(s, 20, 12.6);
      const t = endAros(ok(activate(s, 20, 9.4), intuitive(camo)));
      const log = logItems(t.log).map((e) => e.text);
      const roll = log.find((l) => l.includes('Intuitive Attack with the Chain Rifle on the CAMO marker'));
      if (!roll?.includes('the template is laid')) continue;
      // No MODs at all: the SV is the WIP (RULES.md §18.5.2).
      expect(roll).toMatch(/WIP 12 = 12, rolled \d+/);
      expect(log.some((l) => l.includes('The CAMO marker of Player B is revealed: Camo Sniper'))).toBe(true);
      expect(log.some((l) => l.startsWith('Saving Roll for the Camo Sniper'))).toBe(true);
      return;
    }
    throw new Error('no seed gave a success');
  });

  it('on a failure does not fire, and locks that trooper out of that marker until its next Active Turn', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const s = table(seed);
      const camo = pieceAt(s, 20, 12.6);
      let t = endAros(ok(activate(s, 20, 9.4), intuitive(camo)));
      if (!logItems(t.log).some((l) => l.text.includes('failure, it does not fire'))) continue;
      expect(t.pieces[camo]?.kind).toBe('CAMO');
      if (t.replacements) t = ok(t, { type: 'replace', seat: 'B', pieceId: camo, mode: 'centre' });
      const again = activate(t, 20, 9.4);
      const vs = rejected(again, intuitive(camo), 'REQUIREMENT_NOT_MET');
      expect(vs[0]?.message).toMatch(/next Active Turn/);
      return;
    }
    throw new Error('no seed gave a failure');
  });

  it.each([
    ['by a trooper with no template weapon', 'line'],
    ['against an IMP-1 marker', 'imp'],
  ] as const)('is refused %s, and nothing changes', (_what, which) => {
    if (which === 'imp') {
      const s = activate(table(1, 'IMP-1'), 20, 9.4);
      rejected(s, intuitive(pieceAt(s, 20, 12.6)), 'REQUIREMENT_NOT_MET');
      return;
    }
    const s = activate(table(1), 44, 2);
    rejected(s, intuitive(pieceAt(s, 20, 12.6)), 'REQUIREMENT_NOT_MET');
  });

  it('is an Entire Order: never a second skill', () => {
    const s = table(1);
    const t = endAros(ok(activate(s, 20, 9.4), { type: 'declare', seat: 'A', skill: 'idle' }));
    rejected(t, intuitive(pieceAt(t, 20, 12.6)), 'ILLEGAL_COMBINATION');
  });
});
