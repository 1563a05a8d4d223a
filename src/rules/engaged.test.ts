// Covers RULES.md §13 and §18.8.1 (who is Engaged, what it may declare, its LoF) and §12 with seed 003
// rows 3.7 and 3.8 (a replacement may enter Engaged State but never end it); decisions D60 and D63.
import { describe, expect, test } from 'vitest';
import {
  alliesEngagedWith,
  areEngaged,
  closeCombatOf,
  closeCombatsOf,
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

describe('closeCombatOf: everybody in one close combat, through contact between enemies (RULES.md §13, D64)', () => {
  // A row along y = 0, bases 1" across: x 0 and 1 touch, 1 and 2 touch, 2 and 3.5 do not.
  const at = (
    id: string,
    owner: 'A' | 'B',
    x: number,
    y = 0,
    kind: PieceKind = 'model',
    tokens: string[] = [],
  ) => ({ id, owner, kind, x, y, r: R, tokens }) satisfies EngagingPiece;
  test.each<[string, EngagingPiece[], string, string[]]>([
    ['a lone trooper is in no close combat', [at('a1', 'A', 0), at('b1', 'B', 5)], 'a1', []],
    ['one pair', [at('a1', 'A', 0), at('b1', 'B', 1), at('b2', 'B', 5)], 'b1', ['b1', 'a1']],
    [
      'A1 on B1, B1 on A2: all three, from either end',
      [at('a1', 'A', 0), at('b1', 'B', 1), at('a2', 'A', 2)],
      'a2',
      ['a2', 'a1', 'b1'],
    ],
    [
      'a chain A1–B1–A2–B2: B2 is reached through three contacts',
      [at('a1', 'A', 0), at('b1', 'B', 1), at('a2', 'A', 2), at('b2', 'B', 3)],
      'a1',
      ['a1', 'b1', 'a2', 'b2'],
    ],
    [
      'two allies touching each other are not one fight: A2 touches only A1',
      [at('a1', 'A', 0), at('b1', 'B', 1), at('a2', 'A', -1)],
      'a1',
      ['a1', 'b1'],
    ],
    [
      'an ally touching only the fighting ally is not in the fight itself',
      [at('a1', 'A', 0), at('b1', 'B', 1), at('a2', 'A', -1)],
      'a2',
      [],
    ],
    [
      'two fights side by side stay apart (a gap of 0.5")',
      [at('a1', 'A', 0), at('b1', 'B', 1), at('a2', 'A', 2.5), at('b2', 'B', 3.5)],
      'a1',
      ['a1', 'b1'],
    ],
    [
      'an Unconscious enemy in contact is out of the fight, and does not carry it on',
      [at('a1', 'A', 0), at('b1', 'B', 1, 0, 'model', ['Unconscious', 'Prone']), at('a2', 'A', 2)],
      'a1',
      [],
    ],
    [
      'an Immobilized-A trooper between two fights does not join them',
      [at('a1', 'A', 0), at('b1', 'B', 1), at('a2', 'A', 2, 0, 'model', ['Immobilized-A']), at('b2', 'B', 3)],
      'a1',
      ['a1', 'b1'],
    ],
    [
      'a Holoecho marker in contact fights, and is in the close combat',
      [at('a1', 'A', 0), at('h', 'B', 1, 0, 'HOLOECHO-1'), at('a2', 'A', 2)],
      'h',
      ['h', 'a1', 'a2'],
    ],
    [
      'an IMP marker touching is in no close combat',
      [at('a1', 'A', 0), at('imp', 'B', 1, 0, 'IMP-1')],
      'imp',
      [],
    ],
    ['an unknown id', [at('a1', 'A', 0), at('b1', 'B', 1)], 'nobody', []],
  ])('%s', (_, table, id, expected) => {
    expect(closeCombatOf(table, id)).toEqual(expected);
  });

  test('closeCombatsOf: the troopers a template reaches beyond those it touches, each once', () => {
    const table = [at('a1', 'A', 0), at('b1', 'B', 1), at('a2', 'A', 2), at('b9', 'B', 9), at('a9', 'A', 10)];
    expect(closeCombatsOf(table, ['b1'])).toEqual(['a1', 'a2']);
    expect(closeCombatsOf(table, ['a1', 'b1'])).toEqual(['a2']);
    expect(closeCombatsOf(table, ['b1', 'a9'])).toEqual(['a1', 'a2', 'b9']);
    expect(closeCombatsOf(table, [])).toEqual([]);
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
