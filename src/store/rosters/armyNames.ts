import {
  MAX_BURST,
  WEAPONS,
  copyWeapon,
  describeSkill,
  type Equipment,
  type MarkerSkill,
  type Weapon,
} from '../../rules/index.ts';

/**
 * One word of a pasted army list (a weapon, a skill, a piece of equipment) read as what the table
 * plays (issue 31, item 6; decision D183): the rules module's weapons (RULES.md §6.2, §18.1), marker
 * and profile skills (§10, §18), equipment (§10.4) and the Lieutenant (§5.1). A word is matched by its
 * name only, whatever its case, spacing, hyphens or plural ("Combi rifle", "combi-rifles"), and with
 * the modifiers the lists write after it: "(+1B)", "+1 B", "(-6)", "[-3]". What the table does not
 * play is not matched, and its caller names it to the player; nothing is guessed.
 */
export type ArmyItem =
  | { kind: 'weapon'; weapon: Weapon }
  | { kind: 'skill'; skill: MarkerSkill }
  | { kind: 'equipment'; equipment: Equipment }
  | { kind: 'lieutenant' }
  | { kind: 'hacker' };

export type ArmyMatch = { ok: true; item: ArmyItem; text: string } | { ok: false; text: string };

/** Text compared by name: NFKC, lower case, hyphens and dots as spaces, single spaces, no plural "s". */
export function nameKey(text: string): string {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[-_.·]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ');
  const last = words.at(-1) ?? '';
  // "Rifles", "CC Weapons", "Knives": one plural ending of the last word; "Impetuous", "Chess" keep theirs.
  if (/[^siu]s$/.test(last) && last.length > 3) words[words.length - 1] = last.slice(0, -1);
  if (last === 'knives') words[words.length - 1] = 'knife';
  return words.join(' ');
}

/**
 * The army lists' names of the weapons the table plays, each read as one of its own (D183): the lists
 * write "Pistol", "Sniper Rifle", "HMG", "CCW" where the table's generic profiles say Sidearm, Long
 * Rifle, Heavy Gun, CC Weapon. The weapon keeps the list's name, so the player reads their own list.
 */
const WEAPON_NAMES: ReadonlyMap<string, Weapon> = new Map<string, Weapon>([
  ['combi rifle', WEAPONS.combiRifle],
  ['sniper rifle', WEAPONS.sniperRifle],
  ['long rifle', WEAPONS.sniperRifle],
  ['pistol', WEAPONS.pistol],
  ['sidearm', WEAPONS.pistol],
  ['hmg', WEAPONS.heavyGun],
  ['heavy machine gun', WEAPONS.heavyGun],
  ['heavy gun', WEAPONS.heavyGun],
  ['chain rifle', WEAPONS.chainRifle],
  ['knife', WEAPONS.knife],
  ['cc weapon', WEAPONS.ccWeapon],
  ['ccw', WEAPONS.ccWeapon],
]);

/** The skills the table plays that carry no MOD, count or value. */
type SimpleSkill =
  | 'Camouflage'
  | 'Holoecho'
  | 'HoloMask'
  | 'HiddenDeployment'
  | 'Stealth'
  | 'Impetuous'
  | 'Frenzy'
  | 'Minelayer'
  | 'Infiltration'
  | 'Parachutist';
const SIMPLE_SKILLS: ReadonlyMap<string, SimpleSkill> = new Map<string, SimpleSkill>([
  ['camouflage', 'Camouflage'],
  ['holoecho', 'Holoecho'],
  ['holomask', 'HoloMask'],
  ['hidden deployment', 'HiddenDeployment'],
  ['stealth', 'Stealth'],
  ['impetuous', 'Impetuous'],
  ['frenzy', 'Frenzy'],
  ['minelayer', 'Minelayer'],
  ['infiltration', 'Infiltration'],
  ['parachutist', 'Parachutist'],
]);

const EQUIPMENT_NAMES: ReadonlyMap<string, Equipment> = new Map<string, Equipment>([
  ['tinbot', 'TinBot'],
  ['symbiomate', 'SymbioMate'],
  ['repeater', 'Repeater'],
]);

/** A word split into its name and the modifiers written after it: "Mimetism (-6)" → "Mimetism", ["-6"]. */
export function splitModifiers(text: string): { name: string; mods: string[] } {
  let name = text.normalize('NFKC').trim();
  const mods: string[] = [];
  for (;;) {
    const bracket = /\s*[([]\s*([^()[\]]*?)\s*[)\]]\s*$/.exec(name);
    const burst = bracket ? null : /\s+(\+\s*\d+\s*b(?:urst)?)\s*$/i.exec(name);
    const found = bracket ?? burst;
    if (!found || found.index === 0) break;
    mods.unshift(found[1] ?? '');
    name = name.slice(0, found.index).trim();
  }
  // "CH: Camouflage", "CH: Mimetism (-6)": the Characteristic prefix of the lists.
  name = name.replace(/^ch\s*:\s*/i, '');
  return { name, mods };
}

/** The extra Burst of "+1B", "+1 B", "+2 Burst"; null when the modifier is no Burst. */
function extraBurst(mod: string): number | null {
  const m = /^\+\s*(\d)\s*b(?:urst)?$/i.exec(mod.trim());
  return m ? Number(m[1]) : null;
}

/** A signed MOD written "-6", "−3" or "-3 MOD"; null otherwise. */
function modValue(mod: string): number | null {
  const m = /^([-−+]?\s*\d+)(?:\s*mod)?$/i.exec(mod.trim());
  return m?.[1] ? Number(m[1].replace('−', '-').replace(/\s/g, '')) : null;
}

function weaponOf(name: string, mods: readonly string[]): Weapon | null {
  const base = WEAPON_NAMES.get(nameKey(name));
  if (!base) return null;
  let burst = base.burst ?? 1;
  for (const mod of mods) {
    const extra = extraBurst(mod);
    if (extra === null) return null; // a modifier the table does not play: named, not dropped
    burst += extra;
  }
  return { ...copyWeapon(base), name: name.trim(), burst: Math.min(MAX_BURST, burst) };
}

function skillOf(key: string, mods: readonly string[]): MarkerSkill | null {
  const only = mods.length === 1 ? mods[0] : undefined;
  const simple = SIMPLE_SKILLS.get(key);
  if (simple) return mods.length === 0 ? { skill: simple } : null;
  const value = only === undefined ? null : modValue(only);
  switch (key) {
    case 'mimetism':
      return value === -3 || value === -6 ? { skill: 'Mimetism', mod: value } : null;
    case 'surprise attack':
      return value !== null && value <= 0 && value >= -12 ? { skill: 'SurpriseAttack', mod: value } : null;
    case 'decoy':
      return value === 1 || value === 2 ? { skill: 'Decoy', count: value } : null;
    case 'impersonation':
      if (mods.length === 0) return { skill: 'Impersonation' };
      return only !== undefined && nameKey(only) === 'imp 2' ? { skill: 'Impersonation', only2: true } : null;
    case 'combat jump':
      return mods.length === 0 ? { skill: 'CombatJump' } : null;
    default:
      return null;
  }
}

/**
 * One word of a list read as the table's weapon, skill, equipment, Lieutenant or Hacker, or not
 * matched. Examples: "Combi rifle (+1 B)" → a Combi Rifle at Burst 4; "CH: Mimetism (-6)" → Mimetism
 * −6; "Lieutenant (+1 Order)" → the Lieutenant; "Killer Hacking Device" → a Hacker; "Light Shotgun" →
 * not matched.
 */
export function matchArmyName(text: string): ArmyMatch {
  const shown = text.normalize('NFKC').replace(/\s+/g, ' ').trim();
  const { name, mods } = splitModifiers(shown);
  const key = nameKey(name);
  const weapon = weaponOf(name, mods);
  if (weapon) return { ok: true, item: { kind: 'weapon', weapon }, text: shown };
  const skill = skillOf(key, mods);
  if (skill) return { ok: true, item: { kind: 'skill', skill }, text: shown };
  const equipment = EQUIPMENT_NAMES.get(key);
  if (equipment && mods.length === 0)
    return { ok: true, item: { kind: 'equipment', equipment }, text: shown };
  // The Lieutenant's extras ("+1 Order", "+1 Command Token") are not played (D49): the trooper is the Lieutenant.
  if (key === 'lieutenant') return { ok: true, item: { kind: 'lieutenant' }, text: shown };
  if ((key === 'hacker' || /^(\w+ )*hacking device$/.test(key)) && key.split(' ').length <= 4) {
    return { ok: true, item: { kind: 'hacker' }, text: shown };
  }
  return { ok: false, text: shown };
}

/** How a matched word is shown in the review: "Pistol (as Sidearm)", "Mimetism (-6)", "Lieutenant". */
export function matchedLabel(m: Extract<ArmyMatch, { ok: true }>): string {
  const item = m.item;
  switch (item.kind) {
    case 'weapon': {
      const key = nameKey(splitModifiers(m.text).name);
      const table = WEAPON_NAMES.get(key);
      return table && nameKey(table.name) !== key ? `${m.text} (as ${table.name})` : m.text;
    }
    case 'skill':
      return describeSkill(item.skill);
    case 'equipment':
      return item.equipment;
    case 'lieutenant':
      return 'Lieutenant';
    case 'hacker':
      return 'Hacker';
  }
}
