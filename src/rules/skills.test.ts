// Declaring skills (RULES.md §5.1, §5.2, §7, §10; §16 T18–T20, T24): legal combinations in one
// Order, the AROs allowed by LoF, ZoC and the target's marker state, delaying, and the Order count.
import { RULE_REFS } from './ruleRefs.ts';
import { describe, expect, it } from 'vitest';
import {
  SKILLS,
  allowedAros,
  aroProblem,
  cautiousMovementGivesAros,
  cautiousMovementProblem,
  combinationProblem,
  discoverLockUntil,
  discoverProblem,
  surpriseAttackMod,
  mayDelayAgainst,
  orderCount,
  type SkillId,
} from './skills.ts';

describe('which skills combine in one Order (RULES.md §5.2)', () => {
  it.each<[string, SkillId, SkillId | undefined, boolean]>([
    ['T18 Move + Move', 'move', 'move', true],
    ['T19 BS Attack + Discover (SS + SMS)', 'bsAttack', 'discover', true],
    ['Discover + BS Attack (SMS + SS)', 'discover', 'bsAttack', true],
    ['Move + Dodge', 'move', 'dodge', true],
    ['Discover + Discover', 'discover', 'discover', true],
    ['T19 BS Attack + BS Attack: two Short Skills', 'bsAttack', 'bsAttack', false],
    ['BS Attack + Dodge: two Short Skills', 'bsAttack', 'dodge', false],
    ['T19 Cautious Movement + Move: an Entire Order combines with nothing', 'cautiousMove', 'move', false],
    ['Move + re-entering Camouflage', 'move', 'reenterCamouflage', false],
    ['Cautious Movement alone', 'cautiousMove', undefined, true],
    ['BS Attack alone (the other half Idle)', 'bsAttack', undefined, true],
  ])('%s: legal %s', (_what, first, second, legal) => {
    const v = combinationProblem(first, second);
    if (legal) expect(v).toBeNull();
    else {
      expect(v?.code).toBe('ILLEGAL_COMBINATION');
      expect(v?.rules).toEqual(['orders.combination']);
    }
  });
});

describe('which AROs may be declared (RULES.md §7, §10, A12, A13)', () => {
  it.each<[string, Parameters<typeof allowedAros>[0], SkillId[]]>([
    [
      'LoF to a model',
      { lof: true, zoc: false, targetKind: 'model' },
      ['discover', 'bsAttack', 'dodge', 'lookOut', 'reset'],
    ],
    [
      'T20 ZoC without LoF: only Dodge or Reset',
      { lof: false, zoc: true, targetKind: 'model' },
      ['dodge', 'reset'],
    ],
    ['neither LoF nor ZoC: nothing', { lof: false, zoc: false, targetKind: 'model' }, []],
    [
      'T24 an IMP-2 marker: no attack',
      { lof: true, zoc: true, targetKind: 'IMP-2' },
      ['discover', 'dodge', 'lookOut', 'reset'],
    ],
    [
      'an IMP-1 marker: no attack',
      { lof: true, zoc: false, targetKind: 'IMP-1' },
      ['discover', 'dodge', 'lookOut', 'reset'],
    ],
    [
      'a CAMO marker: no attack',
      { lof: true, zoc: false, targetKind: 'CAMO' },
      ['discover', 'dodge', 'lookOut', 'reset'],
    ],
    [
      'a CAMO marker Discovered in this Order: the attack is back',
      { lof: true, zoc: false, targetKind: 'CAMO', targetDiscovered: true },
      ['discover', 'bsAttack', 'dodge', 'lookOut', 'reset'],
    ],
    [
      'an IMP-1 marker even after a Discover: never attacked',
      { lof: true, zoc: false, targetKind: 'IMP-1', targetDiscovered: true },
      ['discover', 'dodge', 'lookOut', 'reset'],
    ],
    [
      'a HOLOECHO marker counts as a trooper',
      { lof: true, zoc: false, targetKind: 'HOLOECHO-1' },
      ['discover', 'bsAttack', 'dodge', 'lookOut', 'reset'],
    ],
    [
      'a DECOY marker can be targeted',
      { lof: true, zoc: false, targetKind: 'DECOY-2' },
      ['discover', 'bsAttack', 'dodge', 'lookOut', 'reset'],
    ],
  ])('%s', (_what, situation, expected) => {
    expect(allowedAros(situation)).toEqual(expected);
  });

  it('names the rule when an attack against an IMP marker is refused', () => {
    const v = aroProblem('bsAttack', { lof: true, zoc: false, targetKind: 'IMP-2' });
    expect(v?.code).toBe('ARO_NOT_ALLOWED_AGAINST_MARKER');
    expect(v?.rules).toEqual(['impersonation', 'aro.delay']);
  });

  it('refuses skills that are not AROs at all', () => {
    for (const id of ['move', 'cautiousMove', 'idle', 'reenterCamouflage'] as const) {
      expect(SKILLS[id].aro).toBe(false);
      expect(aroProblem(id, { lof: true, zoc: true, targetKind: 'model' })?.code).toBe('ARO_NOT_ALLOWED');
    }
  });
});

describe('delaying an ARO (RULES.md §7.3)', () => {
  it.each([
    [['IMP-1'], true],
    [['CAMO'], true],
    [['model', 'HOLOECHO-1', 'HOLOECHO-2'], true],
    [['model'], false],
    [['model', 'DECOY-1'], false],
  ] as const)('against %j: %s', (kinds, may) => {
    expect(mayDelayAgainst(kinds)).toBe(may);
  });
});

describe('the Order count (RULES.md §5.1)', () => {
  it('counts models and markers on the table, not Hidden Deployment or Null states', () => {
    expect(
      orderCount([
        { onTable: true },
        { onTable: true },
        { onTable: false },
        { onTable: true, nullState: true },
      ]),
    ).toBe(2);
    expect(orderCount([])).toBe(0);
  });
});

describe('every skill names its rule and what it needs', () => {
  it.each(Object.entries(SKILLS))('%s', (_id, rules) => {
    expect(RULE_REFS[rules.rule].section).toMatch(/^§\d/);
    // Every Attack rolls but Place Deployable, which carries the Attack label and no roll (§18.7.1).
    if (rules.attack && _id !== 'placeDeployable') expect(rules.roll).toBe(true);
    if (rules.withoutLof) expect(rules.aro).toBe(true);
  });
});

describe('Surprise Attack (RULES.md §6.8, T49)', () => {
  it.each([
    [
      'from a marker, in the Active Turn, attacking',
      { mod: -3, startedHidden: true, activeTurn: true, skill: 'bsAttack' as const },
      -3,
    ],
    ['from a model', { mod: -3, startedHidden: false, activeTurn: true, skill: 'bsAttack' as const }, 0],
    [
      'in the Reactive Turn',
      { mod: -3, startedHidden: true, activeTurn: false, skill: 'bsAttack' as const },
      0,
    ],
    [
      'declaring Discover, not an attack',
      { mod: -3, startedHidden: true, activeTurn: true, skill: 'discover' as const },
      0,
    ],
    [
      'without the skill',
      { mod: undefined, startedHidden: true, activeTurn: true, skill: 'bsAttack' as const },
      0,
    ],
  ])('%s: %d', (_what, s, mod) => {
    expect(surpriseAttackMod(s)).toBe(mod);
  });
});

describe('Cautious Movement (RULES.md §6.3, T50, T51)', () => {
  const clear = { seen: false, inZoc: false };
  it.each([
    ['outside every LoF and ZoC', clear, false, null],
    ['seen by an enemy', { seen: true, inZoc: false }, false, 'REQUIREMENT_NOT_MET'],
    ['T51 inside a marker’s ZoC', { seen: false, inZoc: true }, false, 'REQUIREMENT_NOT_MET'],
    ['inside a ZoC with Stealth', { seen: false, inZoc: true }, true, null],
    ['seen, even with Stealth', { seen: true, inZoc: false }, true, 'REQUIREMENT_NOT_MET'],
  ])('declared %s', (_what, start, stealth, code) => {
    expect(cautiousMovementProblem(start, stealth)?.code ?? null).toBe(code);
  });

  it.each([
    ['T50 crossing LoF only in the middle: starts and ends clear', clear, clear, false, false],
    ['ending in an enemy’s LoF', clear, { seen: true, inZoc: false }, false, true],
    ['ending in a ZoC without LoF', clear, { seen: false, inZoc: true }, false, true],
    ['ending in a ZoC without LoF, with Stealth', clear, { seen: false, inZoc: true }, true, false],
  ])('AROs when %s: %s', (_what, start, end, stealth, aros) => {
    expect(cautiousMovementGivesAros(start, end, stealth)).toBe(aros);
  });
});

describe('Discover requirements and the lock-out (RULES.md §9.1, §9.3, T30–T32, A20)', () => {
  const base = {
    lof: true,
    distance: 20,
    alreadyThisOrder: false,
    lockedUntil: undefined,
    currentPlayerTurn: 3,
  };
  it.each([
    ['in LoF at 20"', base, null],
    ['without LoF', { ...base, lof: false }, 'REQUIREMENT_NOT_MET'],
    ['at exactly 96"', { ...base, distance: 96 }, null],
    ['T30 at 100"', { ...base, distance: 100 }, 'REQUIREMENT_NOT_MET'],
    ['T31 twice on the same target in one Order', { ...base, alreadyThisOrder: true }, 'REQUIREMENT_NOT_MET'],
    [
      'T32 locked out in the same Player Turn',
      { ...base, lockedUntil: discoverLockUntil(3) },
      'REQUIREMENT_NOT_MET',
    ],
    [
      'T32 again in the next Player Turn',
      { ...base, lockedUntil: discoverLockUntil(3), currentPlayerTurn: 4 },
      null,
    ],
  ])('%s', (_what, s, code) => {
    expect(discoverProblem(s)?.code ?? null).toBe(code);
  });
});
