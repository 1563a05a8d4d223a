// Covers RULES.md §13 and §18.8.1 (who is Engaged, what it may declare, its LoF) and §12 with seed 003
// rows 3.7 and 3.8 (a replacement may enter Engaged State but never end it); decisions D60 and D63.
import { describe, expect, test } from 'vitest';
import {
  alliesEngagedWith,
  areEngaged,
  engagedPairs,
  engagedWith,
  lofInCloseCombat,
  replacementEngagedProblem,
  type EngagingPiece,
} from './engaged.ts';
import { EPS } from '../geometry/units.ts';
import { allowedAros, aroProblem, engagedSkillProblem, SKILL_IDS, SKILLS, type SkillId } from './skills.ts';
import type { PieceKind } from './pieces.ts';

const R = 0.5;
const piece = (id: string, owner: 'A' | 'B', x: number, kind: PieceKind = 'model', tokens: string[] = []) =>
  ({ id, owner, kind, x, y: 0, r: R, tokens }) satisfies EngagingPiece;

describe('areEngaged: Silhouette contact between enemy troopers able to fight (RULES.md §13, §18.8.1)', () => {
  test.each<[string, EngagingPiece, boolean]>([
    ['touching exactly', piece('b', 'B', 1), true],
    ['a gap just inside EPS', piece('b', 'B', 1 + EPS * 0.9), true],
    ['a gap just outside EPS', piece('b', 'B', 1 + EPS * 1.5), false],
    ['a gap of 0.1"', piece('b', 'B', 1.1), false],
    ['an ally touching', piece('b', 'A', 1), false],
    ['an Unconscious enemy touching', piece('b', 'B', 1, 'model', ['Unconscious', 'Prone']), false],
    ['an Immobilized-A enemy touching', piece('b', 'B', 1, 'model', ['Immobilized-A']), false],
    ['a Prone enemy touching', piece('b', 'B', 1, 'model', ['Prone']), true],
    ['an enemy Holoecho marker touching', piece('b', 'B', 1, 'HOLOECHO-1'), true],
    ['an enemy Decoy marker touching', piece('b', 'B', 1, 'DECOY-1'), true],
    ['an enemy IMP-1 marker touching', piece('b', 'B', 1, 'IMP-1'), false],
    ['an enemy CAMO marker touching', piece('b', 'B', 1, 'CAMO'), false],
  ])('%s → %s', (_, other, expected) => {
    expect(areEngaged(piece('a', 'A', 0), other)).toBe(expected);
    expect(areEngaged(other, piece('a', 'A', 0))).toBe(expected);
  });

  test('an Unconscious trooper is not Engaged either way', () => {
    expect(areEngaged(piece('a', 'A', 0, 'model', ['Unconscious']), piece('b', 'B', 1))).toBe(false);
  });
});

describe('engagedWith and engagedPairs list each fight once', () => {
  const table = [piece('a1', 'A', 0), piece('b1', 'B', 1), piece('a2', 'A', 2), piece('b2', 'B', 5)];
  test('b1 between two enemies is Engaged with both', () => {
    expect(engagedWith(table, 'b1')).toEqual(['a1', 'a2']);
    expect(engagedWith(table, 'b2')).toEqual([]);
    expect(engagedWith(table, 'nobody')).toEqual([]);
  });
  test('pairs, A first', () => {
    expect(engagedPairs(table)).toEqual([
      ['a1', 'b1'],
      ['a2', 'b1'],
    ]);
  });
  test('allies in the fight with the target (RULES.md §18.8.5)', () => {
    const target = table[1] as EngagingPiece;
    expect(alliesEngagedWith(table, target, 'A')).toEqual(['a1', 'a2']);
    expect(alliesEngagedWith(table, target, 'A', ['a1'])).toEqual(['a2']);
    expect(alliesEngagedWith(table, target, 'B')).toEqual([]);
  });
});

describe('lofInCloseCombat: no LoF outside the close combat (RULES.md §13, D60)', () => {
  test.each<[boolean, boolean, boolean, boolean]>([
    // lof, engaged, in contact with the target → LoF
    [true, false, false, true],
    [false, false, false, false],
    [true, true, false, false],
    [true, true, true, true],
    [false, true, true, true],
  ])('lof %s, engaged %s, contact %s → %s', (lof, engaged, contact, expected) => {
    expect(lofInCloseCombat(lof, engaged, contact)).toBe(expected);
  });
});

describe('engagedSkillProblem: only CC Attack, Dodge, Idle and Reset while Engaged (RULES.md §13)', () => {
  const allowed: SkillId[] = ['ccAttack', 'dodge', 'idle', 'reset'];
  test.each(SKILL_IDS.map((id) => [id, allowed.includes(id)] as const))('%s → allowed %s', (skill, ok) => {
    const problem = engagedSkillProblem(skill, 'The Speculo Killer');
    expect(problem?.code ?? null).toBe(ok ? null : 'ENGAGED_SKILL_NOT_ALLOWED');
    if (problem) expect(problem.message).toContain(SKILLS[skill].label);
  });
});

describe('AROs of an Engaged trooper and CC Attack in ARO (RULES.md §7.1, §13, §18.8.2)', () => {
  test.each<[string, Parameters<typeof allowedAros>[0], SkillId[]]>([
    [
      'free, LoF, not touching',
      { lof: true, zoc: true, targetKind: 'model' },
      ['discover', 'bsAttack', 'dodge', 'lookOut', 'reset'],
    ],
    [
      'free, LoF, touching',
      { lof: true, zoc: true, targetKind: 'model', contact: true },
      ['discover', 'bsAttack', 'dodge', 'lookOut', 'reset', 'ccAttack'],
    ],
    [
      'Engaged with the target',
      { lof: true, zoc: true, targetKind: 'model', contact: true, engaged: true },
      ['dodge', 'reset', 'ccAttack'],
    ],
    [
      'Engaged with the target, facing away',
      { lof: false, zoc: true, targetKind: 'model', contact: true, engaged: true },
      ['dodge', 'reset', 'ccAttack'],
    ],
    [
      'Engaged with another, target in ZoC and LoF',
      { lof: true, zoc: true, targetKind: 'model', engaged: true },
      ['dodge', 'reset'],
    ],
    [
      'Engaged with another, target in LoF only',
      { lof: true, zoc: false, targetKind: 'model', engaged: true },
      [],
    ],
    [
      'touching an IMP-1 marker',
      { lof: true, zoc: true, targetKind: 'IMP-1', contact: true },
      ['discover', 'dodge', 'lookOut', 'reset'],
    ],
  ])('%s', (_, situation, expected) => {
    expect(allowedAros(situation)).toEqual(expected);
  });

  test('CC Attack out of contact is refused with a reason', () => {
    const p = aroProblem('ccAttack', { lof: true, zoc: true, targetKind: 'model' });
    expect(p?.code).toBe('ARO_NOT_ALLOWED');
    expect(p?.message).toMatch(/Silhouette contact/);
  });
});

describe('replacementEngagedProblem: a placement never ends Engaged State (RULES.md §12, seed 003 rows 3.7, 3.8)', () => {
  test.each<[string, string[], string[], string | null]>([
    ['not Engaged, placed out of contact', [], [], null],
    ['not Engaged, placed into contact (row 3.7)', [], ['e1'], null],
    ['Engaged, still touching', ['e1'], ['e1'], null],
    ['Engaged, touching one more', ['e1'], ['e1', 'e2'], null],
    ['Engaged, placed away (row 3.8)', ['e1'], [], 'CANNOT_LEAVE_ENGAGED'],
    ['Engaged with two, one left behind', ['e1', 'e2'], ['e2'], 'CANNOT_LEAVE_ENGAGED'],
  ])('%s', (_, before, after, code) => {
    const p = replacementEngagedProblem(before, after, 'The Speculo Killer', 'm');
    expect(p?.code ?? null).toBe(code);
    if (p) expect(p.ids).toEqual(['m', ...before.filter((e) => !after.includes(e))]);
  });
});
