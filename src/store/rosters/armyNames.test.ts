// Matching an army list's words to what the table plays (issue 31, item 6; decision D183): by name,
// whatever the case, spacing, hyphens or plural, with the modifiers the lists write; anything else is
// not matched and comes back as written, so the player is told.
import { describe, expect, it } from 'vitest';
import { WEAPONS } from '../../rules/index.ts';
import { matchArmyName, matchedLabel, nameKey, splitModifiers } from './armyNames.ts';

describe('a name compared by its key', () => {
  it.each([
    ['Combi Rifle', 'combi rifle'],
    ['Combi rifle', 'combi rifle'],
    ['  combi-rifle ', 'combi rifle'],
    ['Combi Rifles', 'combi rifle'],
    ['CC Weapons', 'cc weapon'],
    ['Knives', 'knife'],
    ['MÉTROS', 'métro'],
    ['Impetuous', 'impetuous'],
    ['Holoecho', 'holoecho'],
    ['Stealth', 'stealth'],
  ])('%j reads %j', (text, key) => {
    expect(nameKey(text)).toBe(key);
  });
});

describe('modifiers written after a name', () => {
  it.each([
    ['Mimetism (-6)', 'Mimetism', ['-6']],
    ['Mimetism [-3]', 'Mimetism', ['-3']],
    ['CH: Mimetism (-6)', 'Mimetism', ['-6']],
    ['Combi Rifle (+1B)', 'Combi Rifle', ['+1B']],
    ['Combi Rifle +1B', 'Combi Rifle', ['+1B']],
    ['Combi rifle(+1 B)', 'Combi rifle', ['+1 B']],
    ['Lieutenant (+1 Order)', 'Lieutenant', ['+1 Order']],
    ['Camouflage', 'Camouflage', []],
    ['(alone)', '(alone)', []],
  ])('%j is %j with %j', (text, name, mods) => {
    expect(splitModifiers(text)).toEqual({ name, mods });
  });
});

describe('weapons the table plays, by the names the lists write', () => {
  it.each([
    ['Combi Rifle', 'Combi Rifle', WEAPONS.combiRifle],
    ['Combi rifle', 'Combi rifle', WEAPONS.combiRifle],
    ['Pistol', 'Pistol', WEAPONS.pistol],
    ['Sniper Rifle', 'Sniper Rifle', WEAPONS.sniperRifle],
    ['HMG', 'HMG', WEAPONS.heavyGun],
    ['Heavy Machine Gun', 'Heavy Machine Gun', WEAPONS.heavyGun],
    ['Chain-rifles', 'Chain-rifles', WEAPONS.chainRifle],
    ['Knife', 'Knife', WEAPONS.knife],
    ['CCW', 'CCW', WEAPONS.ccWeapon],
    ['CC Weapons', 'CC Weapons', WEAPONS.ccWeapon],
  ])('%j is a weapon named %j with the profile of the table', (text, name, base) => {
    const m = matchArmyName(text);
    expect(m.ok && m.item.kind === 'weapon' ? m.item.weapon : null).toEqual({ ...base, name });
  });

  it.each([
    ['Combi Rifle (+1B)', 4],
    ['Combi Rifle (+1 B)', 4],
    ['Combi Rifle +1B', 4],
    ['Combi Rifle (+1 Burst)', 4],
    ['HMG (+2B)', 6],
    ['HMG (+3B)', 6],
    ['Pistol', 2],
  ])('%j rolls Burst %i (the table holds at most 6)', (text, burst) => {
    const m = matchArmyName(text);
    expect(m.ok && m.item.kind === 'weapon' ? m.item.weapon.burst : null).toBe(burst);
  });

  it.each([
    'Combi Rifle (Shock)',
    'Multi Sniper Rifle',
    'Light Shotgun',
    'Spitfire',
    'Rifle',
    'Smoke Grenades',
  ])('%j is not matched: another profile or a modifier the table does not play', (text) => {
    expect(matchArmyName(text)).toEqual({ ok: false, text });
  });

  it('shows which table weapon a list name stands for, and no "as" for the same name', () => {
    const label = (t: string) => {
      const m = matchArmyName(t);
      return m.ok ? matchedLabel(m) : null;
    };
    expect(label('Pistol')).toBe('Pistol (as Sidearm)');
    expect(label('HMG (+1B)')).toBe('HMG (+1B) (as Heavy Gun)');
    expect(label('Combi rifle')).toBe('Combi rifle');
  });
});

describe('skills, equipment, the Lieutenant and the Hacker', () => {
  it.each([
    ['Camouflage', { skill: 'Camouflage' }],
    ['CH: Camouflage', { skill: 'Camouflage' }],
    ['Mimetism (-6)', { skill: 'Mimetism', mod: -6 }],
    ['CH: Mimetism (-3)', { skill: 'Mimetism', mod: -3 }],
    ['Mimetism [−6]', { skill: 'Mimetism', mod: -6 }],
    ['Hidden Deployment', { skill: 'HiddenDeployment' }],
    ['hidden-deployment', { skill: 'HiddenDeployment' }],
    ['Holoecho', { skill: 'Holoecho' }],
    ['HoloMask', { skill: 'HoloMask' }],
    ['Impersonation', { skill: 'Impersonation' }],
    ['Impersonation (IMP-2)', { skill: 'Impersonation', only2: true }],
    ['Decoy (2)', { skill: 'Decoy', count: 2 }],
    ['Surprise Attack (-3)', { skill: 'SurpriseAttack', mod: -3 }],
    ['Stealth', { skill: 'Stealth' }],
    ['Infiltration', { skill: 'Infiltration' }],
    ['Combat Jump', { skill: 'CombatJump' }],
    ['Parachutist', { skill: 'Parachutist' }],
    ['Minelayer', { skill: 'Minelayer' }],
    ['Impetuous', { skill: 'Impetuous' }],
    ['Frenzy', { skill: 'Frenzy' }],
  ])('%j is the skill %j', (text, skill) => {
    expect(matchArmyName(text)).toEqual({ ok: true, item: { kind: 'skill', skill }, text });
  });

  it.each([
    ['Mimetism'],
    ['Mimetism (-4)'],
    ['Decoy'],
    ['Surprise Attack'],
    ['Camouflage (-3)'],
    ['Impersonation (IMP-3)'],
    ['Limited Camouflage'],
    ['Forward Observer'],
    ['Doctor'],
  ])('%j is not matched: no MOD the table plays, or a skill the table does not play', (text) => {
    expect(matchArmyName(text).ok).toBe(false);
  });

  it.each([
    ['Lieutenant', 'lieutenant'],
    ['Lieutenant (+1 Order)', 'lieutenant'],
    ['Hacker', 'hacker'],
    ['Hacking Device', 'hacker'],
    ['Killer Hacking Device', 'hacker'],
    ['EVO Hacking Device', 'hacker'],
  ])('%j is the %s', (text, kind) => {
    const m = matchArmyName(text);
    expect(m.ok ? m.item.kind : null).toBe(kind);
  });

  it.each([
    ['TinBot', 'TinBot'],
    ['Symbiomate', 'SymbioMate'],
    ['Repeater', 'Repeater'],
  ])('%j is the equipment %s', (text, equipment) => {
    expect(matchArmyName(text)).toEqual({ ok: true, item: { kind: 'equipment', equipment }, text });
  });

  it.each(['Deployable Repeater', 'TinBot (Firewall -3)'])('%j is not matched', (text) => {
    expect(matchArmyName(text).ok).toBe(false);
  });
});
