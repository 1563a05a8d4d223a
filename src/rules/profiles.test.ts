// Covers RULES.md §10.1 (Camouflage, Mimetism label), §10.3 (Impersonation, IMP-2 only), §10.4 (Holoecho), §10.6 (Decoy).
import { describe, expect, test } from 'vitest';
import {
  allowedForms,
  describeSkill,
  hasSkill,
  lieutenantIndices,
  mimetismOf,
  publicProfile,
  rosterPoints,
  type DeploymentForm,
  type MarkerSkill,
  type Profile,
} from './profiles.ts';

const profile = (skills: MarkerSkill[]): Profile => ({
  id: 'p',
  name: 'Test trooper',
  s: 2,
  mov: [4, 4],
  wip: 13,
  bs: 12,
  ph: 10,
  arm: 1,
  w: 1,
  skills,
});

describe('allowedForms', () => {
  test.each<[string, MarkerSkill[], DeploymentForm[]]>([
    ['no marker skill → model only', [], ['model']],
    ['Camouflage → CAMO', [{ skill: 'Camouflage' }], ['model', 'CAMO']],
    [
      'Camouflage + Mimetism (−6) → CAMO (Mimetism is no form)',
      [{ skill: 'Camouflage' }, { skill: 'Mimetism', mod: -6 }],
      ['model', 'CAMO'],
    ],
    ['Mimetism alone → model only', [{ skill: 'Mimetism', mod: -3 }], ['model']],
    ['Impersonation → IMP-1, IMP-2', [{ skill: 'Impersonation' }], ['model', 'IMP-1', 'IMP-2']],
    [
      'Impersonation (only2: false) → IMP-1, IMP-2',
      [{ skill: 'Impersonation', only2: false }],
      ['model', 'IMP-1', 'IMP-2'],
    ],
    ['Impersonation (IMP-2) → IMP-2 only', [{ skill: 'Impersonation', only2: true }], ['model', 'IMP-2']],
    ['Holoecho → Holoecho', [{ skill: 'Holoecho' }], ['model', 'Holoecho']],
    ['Decoy (1) → Decoy', [{ skill: 'Decoy', count: 1 }], ['model', 'Decoy']],
    ['Decoy (2) → Decoy', [{ skill: 'Decoy', count: 2 }], ['model', 'Decoy']],
    [
      'HoloMask, Hidden Deployment, Stealth, Surprise Attack → model only',
      [
        { skill: 'HoloMask' },
        { skill: 'HiddenDeployment' },
        { skill: 'Stealth' },
        { skill: 'SurpriseAttack', mod: -3 },
      ],
      ['model'],
    ],
    [
      'Camouflage + Decoy → CAMO and Decoy',
      [{ skill: 'Decoy', count: 2 }, { skill: 'Camouflage' }],
      ['model', 'CAMO', 'Decoy'],
    ],
  ])('%s', (_label, skills, expected) => {
    expect(allowedForms(profile(skills))).toEqual(expected);
  });
});

describe('mimetismOf: the MOD printed on the CAMO marker (RULES.md §10.1)', () => {
  test.each<[string, MarkerSkill[], -3 | -6 | undefined]>([
    ['Mimetism (−3) → −3', [{ skill: 'Camouflage' }, { skill: 'Mimetism', mod: -3 }], -3],
    ['Mimetism (−6) → −6', [{ skill: 'Camouflage' }, { skill: 'Mimetism', mod: -6 }], -6],
    ['Camouflage without Mimetism → undefined', [{ skill: 'Camouflage' }], undefined],
    ['no skills → undefined', [], undefined],
  ])('%s', (_label, skills, expected) => {
    expect(mimetismOf(profile(skills))).toBe(expected);
  });
});

describe('hasSkill', () => {
  test('returns the skill entry with its parameters, or undefined', () => {
    const p = profile([{ skill: 'Decoy', count: 2 }]);
    expect(hasSkill(p, 'Decoy')).toEqual({ skill: 'Decoy', count: 2 });
    expect(hasSkill(p, 'Camouflage')).toBeUndefined();
  });
});

describe('describeSkill', () => {
  test.each<[MarkerSkill, string]>([
    [{ skill: 'Camouflage' }, 'Camouflage'],
    [{ skill: 'Mimetism', mod: -6 }, 'Mimetism (-6)'],
    [{ skill: 'Impersonation' }, 'Impersonation'],
    [{ skill: 'Impersonation', only2: true }, 'Impersonation (IMP-2)'],
    [{ skill: 'Decoy', count: 2 }, 'Decoy (2)'],
    [{ skill: 'HiddenDeployment' }, 'Hidden Deployment'],
    [{ skill: 'SurpriseAttack', mod: -3 }, 'Surprise Attack (-3)'],
  ])('%o → %s', (skill, expected) => {
    expect(describeSkill(skill)).toBe(expected);
  });
});

describe('the army list’s private facts: Lieutenant and points (RULES.md §5.1, §10.7; D49)', () => {
  test('publicProfile copies neither the Lieutenant nor the points', () => {
    const shown = publicProfile({ ...profile([{ skill: 'Stealth' }]), lieutenant: true, points: 42 });
    expect(shown).not.toHaveProperty('lieutenant');
    expect(shown).not.toHaveProperty('points');
    expect(shown.skills).toEqual([{ skill: 'Stealth' }]);
  });

  test.each([
    [[], []],
    [[{}, { lieutenant: false }], []],
    [[{}, { lieutenant: true }], [1]],
    [
      [{ lieutenant: true }, {}, { lieutenant: true }],
      [0, 2],
    ],
  ])('lieutenantIndices(%j) = %j', (roster, expected) => {
    expect(lieutenantIndices(roster)).toEqual(expected);
  });

  test.each([
    [[], 0],
    [[{}, {}], 0],
    [[{ points: 10 }, {}, { points: 32 }], 42],
    [[{ points: 10 }, { points: Number.NaN }], 10],
  ])('rosterPoints(%j) = %i', (roster, expected) => {
    expect(rosterPoints(roster)).toBe(expected);
  });
});
