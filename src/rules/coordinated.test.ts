// Who may share a Coordinated Order (RULES.md §18.12.3; seed 001, row 1.27; decisions D108, D109).
import { describe, expect, it } from 'vitest';
import {
  MAX_COORDINATED,
  coordinatedRefusal,
  coordinatedSkillProblem,
  type CoordinatedCandidate,
} from './coordinated.ts';

const trooper = (patch: Partial<CoordinatedCandidate> = {}): CoordinatedCandidate => ({
  name: 'Line Trooper',
  group: 1,
  irregular: false,
  usingDecoy: false,
  marker: false,
  nullState: false,
  ...patch,
});
const many = (n: number) => Array.from({ length: n }, () => trooper());

describe('coordinatedRefusal (RULES.md §18.12.3)', () => {
  it.each([
    ['one trooper', many(1), 'to 4 troopers'],
    ['two troopers', many(2), null],
    ['four troopers, the most', many(MAX_COORDINATED), null],
    ['five troopers', many(5), 'to 4 troopers'],
    ['a Decoy user (seed 001)', [trooper(), trooper({ usingDecoy: true })], 'Decoy user cannot take part'],
    ['a marker or Holoecho trooper (D108)', [trooper(), trooper({ marker: true })], 'markers and Holoechoes'],
    ['an Unconscious trooper', [trooper(), trooper({ nullState: true })], 'Null State'],
    ['two Combat Groups', [trooper(), trooper({ group: 2 })], 'one Combat Group'],
    ['Regular and Irregular', [trooper(), trooper({ irregular: true })], 'all Regular or all Irregular'],
    ['all Irregular', [trooper({ irregular: true }), trooper({ irregular: true })], null],
  ] as const)('%s', (_name, list, message) => {
    const v = coordinatedRefusal(list);
    if (message === null) expect(v).toBeNull();
    else {
      expect(v?.message).toContain(message);
      expect(v?.rules).toContain('coordinated');
    }
  });
});

describe('coordinatedSkillProblem (D109, D160)', () => {
  it.each([
    ['move', null],
    ['idle', null],
    ['bsAttack', null],
    ['ccAttack', null],
    ['cautiousMove', 'ILLEGAL_COMBINATION'],
    ['discover', 'ILLEGAL_COMBINATION'],
    ['dodge', 'ILLEGAL_COMBINATION'],
    ['intuitiveAttack', 'ILLEGAL_COMBINATION'],
  ] as const)('%s', (skill, code) => {
    expect(coordinatedSkillProblem(skill)?.code ?? null).toBe(code);
  });
});
