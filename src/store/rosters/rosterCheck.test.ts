// The problems of a roster, as the New game dialog, the kept rosters and the roster files name them
// (issue: your own troopers, kept): trooper and field, and at most one Lieutenant (RULES.md §5.1; D49).
import { describe, expect, it } from 'vitest';
import { ROSTER } from '../../content/index.ts';
import type { MarkerSkill, Profile } from '../../rules/index.ts';
import { MAX_GAME_TROOPERS } from '../../protocol/limits.ts';
import { badFields, lieutenantProblem, readTroopers, rosterProblems, trooperLabel } from './rosterCheck.ts';

const byId = (id: string, change: Partial<Profile> = {}): Profile => ({
  ...structuredClone(ROSTER.find((p) => p.id === id)!),
  ...change,
});

describe('lieutenantProblem', () => {
  const lt = (name: string): Profile => byId('line-trooper', { name, lieutenant: true });

  it.each([
    [[], null],
    [[byId('line-trooper')], null],
    [[lt('Alpha'), byId('line-trooper')], null],
  ])('allows no Lieutenant or one (%#)', (roster, expected) => {
    expect(lieutenantProblem(roster, 'A')).toBe(expected);
  });

  it('names the player and every Lieutenant', () => {
    const roster = [lt('Alpha'), byId('camo-sniper'), lt('Bravo')];
    expect(lieutenantProblem(roster, 'A')).toBe(
      'Player A has two Lieutenants: Trooper 1 (Alpha), Trooper 3 (Bravo). A roster has one at most.',
    );
    expect(lieutenantProblem(roster)).toBe(
      'Two Lieutenants: Trooper 1 (Alpha), Trooper 3 (Bravo). A roster has one at most.',
    );
    expect(lieutenantProblem([lt('A'), lt('B'), lt('C')], 'B')).toMatch(/^Player B has three Lieutenants: /);
  });

  it('is one of the roster problems of the New game dialog', () => {
    const roster = [lt('Alpha'), lt('Bravo')];
    expect(rosterProblems(roster, 'B')).toEqual([
      'Player B has two Lieutenants: Trooper 1 (Alpha), Trooper 2 (Bravo). A roster has one at most.',
    ]);
    expect(rosterProblems([...roster.slice(0, 1), byId('camo-sniper')], 'B')).toEqual([]);
  });
});

describe('rosterProblems', () => {
  it('keeps the limits of a new game: one trooper at least, ten at most', () => {
    expect(rosterProblems([], 'A')).toEqual(['Player A needs at least one trooper.']);
    const many = Array.from({ length: MAX_GAME_TROOPERS + 1 }, () => byId('line-trooper'));
    expect(rosterProblems(many)).toEqual([`At most ${String(MAX_GAME_TROOPERS)} troopers per player.`]);
  });

  it('names the trooper and the field of the points, a weapon and a skill', () => {
    const roster = [
      byId('line-trooper', { points: 201 }),
      byId('camo-sniper', {
        weapons: [{ name: 'Long Rifle', ranges: [0, 0, 0, 0, 0, 0, 0], damage: 15, burst: 0 }],
        skills: [{ skill: 'Camouflage' }, { skill: 'Decoy', count: 3 } as unknown as MarkerSkill],
      }),
    ];
    const lines = rosterProblems(roster, 'A').map((l) => l.split(': ').slice(0, 2).join(': '));
    expect(lines).toEqual([
      'Trooper 1 (Line Trooper): points',
      'Trooper 2 (Camo Sniper): skills.1.count',
      'Trooper 2 (Camo Sniper): weapons.0.burst',
    ]);
  });
});

describe('badFields', () => {
  it('gives the dotted path of each bad field, to mark its input', () => {
    const p = byId('camo-sniper', {
      points: -1,
      lieutenant: 'yes' as unknown as boolean,
      weapons: [{ name: '', ranges: [0, 0, 0, 0, 0, 0, 13], damage: 15 }],
      skills: [{ skill: 'Mimetism', mod: -4 } as unknown as MarkerSkill],
    });
    expect([...badFields(p)].sort()).toEqual([
      'lieutenant',
      'points',
      'skills.0.mod',
      'weapons.0.name',
      'weapons.0.ranges.6',
    ]);
    expect(badFields(byId('camo-sniper')).size).toBe(0);
  });
});

describe('reading troopers from outside', () => {
  it('labels a trooper by its name, cut short, or says it has none', () => {
    expect(trooperLabel({ name: ' Camo Sniper ' }, 1)).toBe('Trooper 2 (Camo Sniper)');
    expect(trooperLabel({ name: 'x'.repeat(50) }, 0)).toBe(`Trooper 1 (${'x'.repeat(40)}…)`);
    expect(trooperLabel(null, 0)).toBe('Trooper 1 (no name)');
    expect(trooperLabel({ name: 7 }, 0)).toBe('Trooper 1 (no name)');
  });

  it('reads good troopers as the engine’s profiles and drops unknown fields', () => {
    expect(readTroopers([{ ...byId('line-trooper'), colour: 'red' }])).toEqual({
      ok: true,
      value: [byId('line-trooper')],
    });
  });
});
