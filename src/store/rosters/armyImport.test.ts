// From a pasted army list to a roster (issue 31, item 6; decision D184): the list's words matched by
// name, the attributes from the kept profile of the unit's name, what is not matched named per
// trooper, and no roster while a unit has no attributes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEAPONS } from '../../rules/index.ts';
import { parseArmyList, type ArmyList } from './armyList.ts';
import { reviewArmyList, reviewUnit, rosterOf, unitsWithoutProfile } from './armyImport.ts';
import type { KeptProfile } from './profileLibrary.ts';

const fixture = (name: string): ArmyList => {
  const r = parseArmyList(
    readFileSync(new URL(`../../../tests/fixtures/armyLists/${name}.txt`, import.meta.url), 'utf8'),
  );
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.value;
};

const attrs = (name: string, change: Partial<KeptProfile> = {}): KeptProfile => ({
  name,
  s: 2,
  mov: [4, 2],
  cc: 13,
  bs: 12,
  ph: 10,
  wip: 13,
  arm: 1,
  bts: 0,
  w: 1,
  skills: [],
  troopType: 'LI',
  ...change,
});

const PANO = [
  attrs('Fusilier'),
  attrs('Croc Man', { skills: [{ skill: 'Camouflage' }, { skill: 'Mimetism', mod: -3 }] }),
  attrs('Spektr', { skills: [{ skill: 'Camouflage' }, { skill: 'Mimetism', mod: -6 }] }),
];

describe('each trooper matched by name', () => {
  const reviews = reviewArmyList(fixture('panoceania-300'), PANO);

  it('says what matched and names what did not, per trooper', () => {
    expect(reviews.map((r) => [r.unit.name, r.matched, r.unmatched])).toEqual([
      ['FUSILIER', ['Lieutenant', 'Combi Rifle', 'Pistol (as Sidearm)', 'Knife'], []],
      ['FUSILIER', ['HMG (as Heavy Gun)', 'Pistol (as Sidearm)', 'Knife'], []],
      ['FUSILIER', ['Combi Rifle', 'Pistol (as Sidearm)', 'Knife'], ['Forward Observer']],
      ['CROC MAN', ['Hacker', 'Combi Rifle', 'Pistol (as Sidearm)', 'Knife'], ['D-Charges']],
      [
        'SPEKTR',
        ['Sniper Rifle (+1B) (as Long Rifle)', 'Pistol (as Sidearm)', 'CCW (as CC Weapon)'],
        ['Antipersonnel Mines'],
      ],
      ['NISSE', ['Pistol (as Sidearm)', 'Knife'], ['Spitfire']],
      ['SIERRA DRONE', ['HMG (as Heavy Gun)'], []],
      ['FUSILIER', ['Combi Rifle', 'Pistol (as Sidearm)', 'Knife'], []],
      [
        'AKALIS SIKH COMMANDO',
        ['Combat Jump', 'Chain Rifle', 'Combi Rifle', 'Pistol (as Sidearm)', 'CC Weapon'],
        ['Smoke Grenades'],
      ],
    ]);
  });

  it('finds kept attributes by the unit name, whatever the case', () => {
    expect(reviews.map((r) => r.kept?.name ?? null)).toEqual([
      'Fusilier',
      'Fusilier',
      'Fusilier',
      'Croc Man',
      'Spektr',
      null,
      null,
      'Fusilier',
      null,
    ]);
    expect(unitsWithoutProfile(reviews)).toEqual(['NISSE', 'SIERRA DRONE', 'AKALIS SIKH COMMANDO']);
  });

  it('makes no roster while a unit has no attributes, and names the units', () => {
    expect(rosterOf(reviews, PANO)).toEqual({
      ok: false,
      errors: ['Attributes are still needed for: NISSE, SIERRA DRONE, AKALIS SIKH COMMANDO.'],
    });
  });
});

describe('the roster made', () => {
  const profiles = [
    ...PANO,
    attrs('Nisse'),
    attrs('Sierra Drone', { troopType: 'REM', s: 3 }),
    attrs('Akalis Sikh Commando'),
  ];
  const r = rosterOf(reviewArmyList(fixture('panoceania-300'), []), profiles);
  const roster = r.ok ? r.value : [];

  it("has every trooper with the list's name, points, group and Lieutenant, and the kept attributes", () => {
    expect(r.ok).toBe(true);
    expect(roster.map((p) => [p.name, p.points, p.combatGroup, p.lieutenant ?? false, p.s])).toEqual([
      ['FUSILIER', 10, 1, true, 2],
      ['FUSILIER', 21, 1, false, 2],
      ['FUSILIER', 11, 1, false, 2],
      ['CROC MAN', 29, 1, false, 2],
      ['SPEKTR', 36, 1, false, 2],
      ['NISSE', 30, 1, false, 2],
      ['SIERRA DRONE', 23, 2, false, 3],
      ['FUSILIER', 10, 2, false, 2],
      ['AKALIS SIKH COMMANDO', 29, 2, false, 2],
    ]);
  });

  it('carries the matched weapons under the list\'s names, the Burst of "+1B" added', () => {
    expect(roster[4]?.weapons).toEqual([
      { ...WEAPONS.sniperRifle, name: 'Sniper Rifle', burst: 3 },
      { ...WEAPONS.pistol, name: 'Pistol' },
      { ...WEAPONS.ccWeapon, name: 'CCW' },
    ]);
  });

  it("keeps the unit's own skills and adds the option's; a Hacker is a Hacker", () => {
    expect(roster[4]?.skills).toEqual([{ skill: 'Camouflage' }, { skill: 'Mimetism', mod: -6 }]);
    expect(roster[8]?.skills).toEqual([{ skill: 'CombatJump' }]);
    expect(roster[3]?.hacker).toBe(true);
  });

  it("a list's Mimetism replaces the kept one", () => {
    const list = parseArmyList('SPEKTR (Mimetism (-3)) Combi Rifle. (0 | 30)');
    if (!list.ok) throw new Error('unread');
    const made = rosterOf(reviewArmyList(list.value, PANO), PANO);
    expect(made.ok ? made.value[0]?.skills : null).toEqual([
      { skill: 'Camouflage' },
      { skill: 'Mimetism', mod: -3 },
    ]);
  });

  it('a trooper with no weapon the table plays carries none from the list', () => {
    expect(roster[5]?.weapons).toEqual([
      { ...WEAPONS.pistol, name: 'Pistol' },
      { ...WEAPONS.knife, name: 'Knife' },
    ]);
    const list = parseArmyList('NISSE Spitfire. (1 | 30)');
    if (!list.ok) throw new Error('unread');
    const made = rosterOf(reviewArmyList(list.value, profiles), profiles);
    expect(made.ok ? made.value[0]?.weapons : 'refused').toBeUndefined();
  });

  it("refuses two Lieutenants with the rosters' own line", () => {
    const list = parseArmyList(
      'FUSILIER (Lieutenant) Combi Rifle. (0 | 10)\nFUSILIER (Lieutenant) Combi Rifle. (0 | 10)',
    );
    if (!list.ok) throw new Error('unread');
    expect(rosterOf(reviewArmyList(list.value, PANO), PANO)).toEqual({
      ok: false,
      errors: ['Two Lieutenants: Trooper 1 (FUSILIER), Trooper 2 (FUSILIER). A roster has one at most.'],
    });
  });
});

describe('more weapons than a trooper carries here', () => {
  it('keeps the first ranged weapons and the first CC weapon, and names the others', () => {
    const list = parseArmyList('X Combi Rifle, HMG, Sniper Rifle, Chain Rifle / Pistol, Knife. (0 | 1)');
    if (!list.ok) throw new Error('unread');
    const r = reviewUnit(list.value.units[0]!, []);
    expect(r.weapons.map((w) => w.name)).toEqual(['Combi Rifle', 'HMG', 'Sniper Rifle', 'Knife']);
    expect(r.unmatched).toEqual([
      'Chain Rifle (a trooper carries at most 4 weapons here)',
      'Pistol (a trooper carries at most 4 weapons here)',
    ]);
  });
});

describe('the second list of an army imports in one step', () => {
  it("every unit of the second list has kept attributes once the first list's were kept", () => {
    const reviews = reviewArmyList(fixture('panoceania-second'), PANO);
    expect(unitsWithoutProfile(reviews)).toEqual([]);
    expect(rosterOf(reviews, PANO).ok).toBe(true);
  });

  it('a list with a unit that has no kept profile names it', () => {
    const reviews = reviewArmyList(fixture('unknown-unit'), [attrs('Seed-Soldier'), attrs('Speculo Killer')]);
    expect(unitsWithoutProfile(reviews)).toEqual(['CAMBRIAN GUARD']);
  });
});
