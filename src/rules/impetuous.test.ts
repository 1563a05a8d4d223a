// Impetuous, Frenzy and Retreat! as rules (RULES.md §18.10): the combination list, the forced movement,
// Frenzy's trigger, the Retreat! threshold and the skills an army in Retreat! keeps, at their boundaries.
import { describe, expect, it } from 'vitest';
import {
  frenzyTriggers,
  impetuousCombinationProblem,
  impetuousMoveProblem,
  inRetreat,
  isImpetuous,
  retreatAllows,
  retreatSkillProblem,
  retreatThreshold,
  type ImpetuousMove,
  type ShownProfile,
  type SkillId,
} from './index.ts';

describe('the Impetuous combinations (RULES.md §18.10.1, D75)', () => {
  it.each<[SkillId, SkillId | undefined, boolean]>([
    ['move', undefined, true],
    ['bsAttack', undefined, true],
    ['dodge', undefined, true],
    ['idle', undefined, true],
    ['discover', undefined, false],
    ['cautiousMove', undefined, false],
    ['reset', undefined, false],
    ['intuitiveAttack', undefined, false],
    ['move', 'bsAttack', true],
    ['bsAttack', 'move', true],
    ['move', 'dodge', true],
    ['dodge', 'move', true],
    ['move', 'idle', true],
    ['idle', 'move', true],
    ['move', 'move', true],
    ['move', 'discover', false],
    ['bsAttack', 'idle', false],
    ['idle', 'idle', false],
    ['dodge', 'bsAttack', false],
  ])('%s then %s → allowed %s', (first, second, allowed) => {
    const v = impetuousCombinationProblem(first, second);
    expect(v === null).toBe(allowed);
    if (v) {
      expect(v.code).toBe('IMPETUOUS_COMBINATION');
      expect(v.rules).toEqual(['impetuous']);
    }
  });
});

const FREE: ImpetuousMove = {
  length: 4,
  ahead: 4,
  progress: 4,
  contactPossible: false,
  endsInContact: false,
  startsInEnemyZone: false,
  endsInEnemyZone: false,
};

describe('the forced movement of an Impetuous Move (RULES.md §18.10.1, D77)', () => {
  it.each<[string, Partial<ImpetuousMove>, boolean]>([
    ['the full 4" straight ahead', {}, true],
    ['3.99" when 4" was open (within EPS)', { length: 3.995 }, true],
    ['3.9" when 4" was open', { length: 3.9, progress: 3.9 }, false],
    ['0" when blocked (ahead 0)', { length: 0, ahead: 0, progress: 0 }, true],
    ['1.5" when 1.5" was all the table allowed', { length: 1.5, ahead: 1.5, progress: 1.5 }, true],
    ['4" on a slant: 2" nearer (half the length)', { progress: 2 }, true],
    ['4" sideways: 1.9" nearer', { progress: 1.9 }, false],
    ['4" doubling back', { progress: -4 }, false],
    [
      'into contact, whatever its length',
      { length: 1, progress: -1, endsInContact: true, contactPossible: true },
      true,
    ],
    ['not into contact when contact could be reached', { contactPossible: true }, false],
    [
      'inside the enemy zone staying inside',
      { length: 1, progress: -1, startsInEnemyZone: true, endsInEnemyZone: true },
      true,
    ],
    ['into the enemy zone with its full MOV', { progress: 1, endsInEnemyZone: true }, true],
  ])('%s → legal %s', (_what, m, legal) => {
    const v = impetuousMoveProblem({ ...FREE, ...m }, 'Impetuous Brawler');
    expect(v === null).toBe(legal);
    if (v) expect(v.code).toBe('IMPETUOUS_MOVE');
  });
});

const brawler = (skills: ShownProfile['skills']): ShownProfile => ({
  name: 'X',
  s: 2,
  mov: [4, 4],
  wip: 12,
  bs: 11,
  ph: 12,
  arm: 1,
  w: 1,
  skills,
});

describe('Impetuous and Frenzy (RULES.md §18.10.2)', () => {
  it.each<[string, ShownProfile['skills'], boolean | undefined, boolean]>([
    ['the skill', [{ skill: 'Impetuous' }], undefined, true],
    ['gained through Frenzy', [{ skill: 'Frenzy' }], true, true],
    ['Frenzy before any wound', [{ skill: 'Frenzy' }], undefined, false],
    ['neither', [], undefined, false],
  ])('%s → Impetuous %s', (_what, skills, gained, expected) => {
    expect(isImpetuous(brawler(skills), gained)).toBe(expected);
  });

  it.each<[string, ShownProfile['skills'], boolean | undefined, number, boolean]>([
    ['Frenzy, one Wound caused', [{ skill: 'Frenzy' }], undefined, 1, true],
    ['Frenzy, nothing caused', [{ skill: 'Frenzy' }], undefined, 0, false],
    ['Frenzy, already Impetuous', [{ skill: 'Frenzy' }], true, 2, false],
    ['no Frenzy', [], undefined, 3, false],
  ])('%s → gains Impetuous %s', (_what, skills, gained, caused, expected) => {
    expect(frenzyTriggers(brawler(skills), gained, caused)).toBe(expected);
  });
});

describe('the Retreat! threshold (RULES.md §18.10.3, D79: the N4 chart, rounded up)', () => {
  it.each<[number, number]>([
    [400, 100],
    [300, 75],
    [250, 63],
    [200, 50],
    [150, 38],
    [0, 0],
  ])('%i listed → Retreat! at %i or less', (listed, threshold) => {
    expect(retreatThreshold(listed)).toBe(threshold);
  });

  it.each<[number, number, boolean]>([
    [300, 75, true],
    [300, 76, false],
    [250, 63, true],
    [250, 64, false],
    [100, 0, true],
    [0, 0, false],
  ])('%i listed, %i surviving → in Retreat! %s', (listed, surviving, expected) => {
    expect(inRetreat(listed, surviving)).toBe(expected);
  });
});

describe('the skills an army in Retreat! keeps (RULES.md §18.10.3)', () => {
  it.each<[SkillId, boolean]>([
    ['move', true],
    ['discover', true],
    ['idle', true],
    ['cautiousMove', true],
    ['dodge', true],
    ['reset', true],
    ['bsAttack', false],
    ['lookOut', false],
    ['intuitiveAttack', false],
    ['reenterCamouflage', false],
    ['reenterImpersonation', false],
    ['reenterHoloecho', false],
  ])('%s → allowed %s', (skill, allowed) => {
    expect(retreatAllows(skill)).toBe(allowed);
    const v = retreatSkillProblem(skill, 'Camo Sniper');
    expect(v === null).toBe(allowed);
    if (v) expect(v).toMatchObject({ code: 'RETREAT_SKILL' });
  });
});
