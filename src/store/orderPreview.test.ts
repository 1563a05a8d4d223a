// The skill menu's reasons (RULES.md §5.2, §6.2, §9.1, §10; T19, T24, T31): declareProblem says on the
// active seat's view what the engine would refuse, and why.
import { describe, expect, it } from 'vitest';
import { viewFor, type GameState } from '../engine/index.ts';
import { declareProblem, engagingOf, templatePreview } from './orderPreview.ts';
import {
  deployRoster,
  endStep,
  hotSeat,
  ok,
  rosterId,
  pieceAt,
  profile,
  R2,
} from '../../tests/engineFixtures.ts';
import { B1_AT, activate, fight, place } from '../../tests/closeCombatFixtures.ts';

/** A's Line Trooper at (10, 6) activated; B's CAMO at (12, 40), IMP-1 at (20, 40), Line Trooper at (40, 40). */
function activated(): { s: GameState; line: string; camo: string; imp: string; bLine: string } {
  let s = hotSeat(
    { A: ['line-trooper', 'field-officer'], B: ['camo-sniper', 'impersonator', 'line-trooper'] },
    'A',
    5,
  );
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 10, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Camo Sniper'), 'CAMO', 12, 40));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Mask Infiltrator'), 'IMP-1', 20, 40));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Field Officer'), 'model', 30, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 40, 40));
  s = ok(s, endStep('B'));
  const at = (x: number, y: number) => pieceAt(s, x, y);
  const line = at(10, 6);
  s = ok(s, { type: 'activate', seat: 'A', pieceId: line });
  return { s, line, camo: at(12, 40), imp: at(20, 40), bLine: at(40, 40) };
}

describe('the reasons the skill menu gives (declareProblem)', () => {
  const { s, camo, imp, bLine } = activated();
  const view = viewFor(s, 'A');

  it.each([
    ['BS Attack on the enemy Line Trooper', 'bsAttack', 'bLine', null],
    [
      'BS Attack on an undiscovered CAMO marker (§10.1)',
      'bsAttack',
      'camo',
      'ARO_NOT_ALLOWED_AGAINST_MARKER',
    ],
    ['BS Attack on an IMP-1 marker (§10.3)', 'bsAttack', 'imp', 'ARO_NOT_ALLOWED_AGAINST_MARKER'],
    ['Discover on the CAMO marker', 'discover', 'camo', null],
    ['BS Attack with no target', 'bsAttack', undefined, 'INVALID_ACTION'],
    ['Dodge', 'dodge', undefined, null],
  ] as const)('%s: %s', (_what, skill, who, code) => {
    const id = who === 'bLine' ? bLine : who === 'camo' ? camo : who === 'imp' ? imp : undefined;
    expect(declareProblem(view, skill, id)?.code ?? null).toBe(code);
  });

  it('after a Discover on the CAMO marker, allows the attack on it and refuses a second Discover (T31)', () => {
    let t = ok(s, { type: 'declare', seat: 'A', skill: 'discover', target: camo });
    while (t.phase.kind === 'turn' && t.phase.order?.stage === 'aro') {
      const next = Object.entries(t.phase.order.reactors).find(([, r]) => r.status === 'pending')?.[0];
      if (!next) break;
      t = ok(t, { type: 'aro', seat: 'B', reactorId: next, choice: 'pass' });
    }
    const v = viewFor(t, 'A');
    expect(declareProblem(v, 'bsAttack', camo)).toBeNull();
    expect(declareProblem(v, 'discover', camo)?.code).toBe('REQUIREMENT_NOT_MET');
    // After Discover (a Short Movement Skill) the second half may be a Short Skill (RULES.md §5.2).
    expect(declareProblem(v, 'dodge')).toBeNull();
  });
});

describe('a spent Disposable weapon, on the owner’s view (RULES.md §18.9.3)', () => {
  const PANZERFAUST = {
    name: 'Panzerfaust',
    ranges: [0, 3, 3, 0, -3, -3, -6],
    damage: 14,
    burst: 2,
    disposable: 2,
  };
  /** A's Line Trooper carries a Panzerfaust (first) and its Combi Rifle, with `spent` uses spent. */
  function armed(spent: number): { s: GameState; bLine: string } {
    const { s, line, bLine } = activated();
    const id = s.secrets.A.trooperOfPiece[line] ?? '';
    const t = s.troopers[id];
    if (!t) throw new Error('no trooper');
    const weapons = [PANZERFAUST, ...(t.profile.weapons ?? [])];
    const next = { ...t, profile: { ...t.profile, weapons }, spent: { '0': spent } };
    return { s: { ...s, troopers: { ...s.troopers, [id]: next } }, bLine };
  }

  it.each([
    [1, 0, null],
    [2, 0, 'WEAPON_UNLOADED'],
    [2, 1, null],
  ] as const)('with %i use(s) spent, weapon %i: %s', (spent, weapon, code) => {
    const { s, bLine } = armed(spent);
    const view = viewFor(s, 'A');
    expect(declareProblem(view, 'bsAttack', bLine, weapon)?.code ?? null).toBe(code);
  });

  it('the count is the owner’s: A’s view carries it, B’s has no trace of it', () => {
    const { s } = armed(1);
    expect(viewFor(s, 'A').troopers.find((t) => t.spent)?.spent).toEqual({ '0': 1 });
    expect(JSON.stringify(viewFor(s, 'B'))).not.toContain('"spent"');
  });
});

describe('engagingOf: the pieces the Engaged test reads on a view (RULES.md §13, D87)', () => {
  const view = viewFor(activated().s, 'A');
  it.each([
    ['a game under the current edition', { mode: 'game' as const }, view.pieces.length],
    ['a game begun before editions', { mode: 'game' as const, edition: 1 }, 0],
    ['the free table', { mode: 'free' as const }, 0],
  ])('%s', (_what, patch, count) => {
    expect(engagingOf({ ...view, ...patch })).toHaveLength(count);
  });
});

describe('the template preview warns when it is laid on a close combat (RULES.md §13, D64)', () => {
  // B2–A1–B1 touching in a row; A2's Chain Rifle reaches 0.19" into B1's base and touches nothing else.
  const row = (a1Gap: number) => {
    const f = fight([], { a2: profile('chain-trooper') });
    let s = place(f.s, f.a1, { x: B1_AT.x - 2 * R2 - a1Gap, y: B1_AT.y });
    s = place(s, f.b2, { x: B1_AT.x - 4 * R2 - a1Gap, y: B1_AT.y });
    s = place(s, f.a2, { x: B1_AT.x + R2 + 8 + R2 - 0.19, y: B1_AT.y }, 180);
    return { view: viewFor(activate(s, f.a2), 'A'), b1: f.b1 };
  };

  it('names the viewer’s own trooper in the fight', () => {
    const { view, b1 } = row(0);
    expect(templatePreview(view, b1, 0)?.warning).toEqual({
      text: 'The template would be laid on a close combat: it hits everybody in it, Line Trooper of yours included.',
      rules: ['templates', 'engaged'],
    });
  });

  it('says nothing when nobody is Engaged (A1 0.1" away)', () => {
    const { view, b1 } = row(0.1);
    expect(templatePreview(view, b1, 0)?.warning).toBeNull();
  });
});
