import type { Parsed } from '../../engine/index.ts';
import {
  MAX_WEAPONS,
  type Equipment,
  type MarkerSkill,
  type Profile,
  type Weapon,
} from '../../rules/index.ts';
import type { ArmyList, ArmyUnit } from './armyList.ts';
import { matchArmyName, matchedLabel, nameKey } from './armyNames.ts';
import { findProfile, type KeptProfile } from './profileLibrary.ts';
import { lieutenantProblem, readTroopers } from './rosterCheck.ts';

/**
 * From a pasted army list to a roster (issue 31, item 6; decision D184): each trooper's words are
 * matched by name (armyNames.ts), its attributes come from the kept profile of its unit's name, and
 * what is not matched is named per trooper. A roster is made only when every unit has attributes.
 */
export interface UnitReview {
  unit: ArmyUnit;
  /** What the table plays, as the review shows it: "Combi Rifle", "Pistol (as Sidearm)", "Lieutenant". */
  matched: string[];
  /** Words the table does not play, as the list writes them, with why when it is not the name. */
  unmatched: string[];
  /** The unit's kept attributes, when this browser keeps a profile of its name. */
  kept: KeptProfile | undefined;
  weapons: Weapon[];
  skills: MarkerSkill[];
  equipment: Equipment[];
  lieutenant: boolean;
  hacker: boolean;
}

/** The weapons a trooper keeps when it has more than `MAX_WEAPONS`: the first ones, and its first CC weapon. */
function carried(weapons: readonly Weapon[]): { kept: Weapon[]; left: Weapon[] } {
  if (weapons.length <= MAX_WEAPONS) return { kept: [...weapons], left: [] };
  const cc = weapons.find((w) => w.cc);
  const ranged = weapons.filter((w) => w !== cc).slice(0, cc ? MAX_WEAPONS - 1 : MAX_WEAPONS);
  const kept = weapons.filter((w) => w === cc || ranged.includes(w));
  return { kept, left: weapons.filter((w) => !kept.includes(w)) };
}

/** Skills by their name once, a later one replacing an earlier (the list's Mimetism over the kept one). */
function uniqueSkills(skills: readonly MarkerSkill[]): MarkerSkill[] {
  const by = new Map<MarkerSkill['skill'], MarkerSkill>();
  for (const s of skills) by.set(s.skill, s);
  return [...by.values()];
}

/** One trooper of the list read: what matched, what did not, and its kept attributes if any. */
export function reviewUnit(unit: ArmyUnit, kept: readonly KeptProfile[]): UnitReview {
  const review: UnitReview = {
    unit,
    matched: [],
    unmatched: [],
    kept: findProfile(kept, unit.name),
    weapons: [],
    skills: [],
    equipment: [],
    lieutenant: false,
    hacker: false,
  };
  for (const word of [...unit.options, ...unit.loadout]) {
    const m = matchArmyName(word);
    if (!m.ok) {
      review.unmatched.push(m.text);
      continue;
    }
    const label = matchedLabel(m);
    if (!review.matched.includes(label)) review.matched.push(label);
    const item = m.item;
    if (item.kind === 'weapon') review.weapons.push(item.weapon);
    else if (item.kind === 'skill') review.skills.push(item.skill);
    else if (item.kind === 'equipment' && !review.equipment.includes(item.equipment)) {
      review.equipment.push(item.equipment);
    } else if (item.kind === 'lieutenant') review.lieutenant = true;
    else if (item.kind === 'hacker') review.hacker = true;
  }
  const { kept: weapons, left } = carried(review.weapons);
  review.weapons = weapons;
  for (const w of left) {
    review.unmatched.push(`${w.name} (a trooper carries at most ${String(MAX_WEAPONS)} weapons here)`);
  }
  return review;
}

export function reviewArmyList(list: ArmyList, kept: readonly KeptProfile[]): UnitReview[] {
  return list.units.map((u) => reviewUnit(u, kept));
}

/** The unit names of the list that have no kept attributes, each once, in the list's order. */
export function unitsWithoutProfile(reviews: readonly UnitReview[]): string[] {
  const byKey = new Map<string, string>();
  for (const r of reviews) {
    const key = nameKey(r.unit.name);
    if (!r.kept && !byKey.has(key)) byKey.set(key, r.unit.name);
  }
  return [...byKey.values()];
}

/** A trooper of the roster: the kept attributes, the list's weapons, skills, equipment and facts. */
export function trooperOf(r: UnitReview, attributes: KeptProfile, index: number): Profile {
  const { name: _name, skills, ...rest } = attributes;
  return {
    id: `army-${String(index + 1)}`,
    name: r.unit.name,
    ...structuredClone(rest),
    skills: uniqueSkills([...structuredClone(skills), ...r.skills]),
    ...(r.weapons.length > 0 ? { weapons: structuredClone(r.weapons) } : {}),
    ...(r.equipment.length > 0 ? { equipment: [...r.equipment] } : {}),
    ...(r.hacker ? { hacker: true } : {}),
    ...(r.lieutenant ? { lieutenant: true } : {}),
    points: r.unit.points,
    combatGroup: r.unit.group,
  };
}

/**
 * The roster of a reviewed list, with `profiles` the attributes known by name (kept ones and those
 * just entered). Refused, naming them, while a unit has no attributes, or when a trooper is not a
 * valid profile or the list has more than one Lieutenant.
 */
export function rosterOf(
  reviews: readonly UnitReview[],
  profiles: readonly KeptProfile[],
): Parsed<Profile[]> {
  const missing = reviews.filter((r) => !findProfile(profiles, r.unit.name)).map((r) => r.unit.name);
  if (missing.length > 0) {
    return { ok: false, errors: [`Attributes are still needed for: ${[...new Set(missing)].join(', ')}.`] };
  }
  const troopers = reviews.map((r, i) => {
    const attributes = findProfile(profiles, r.unit.name);
    if (!attributes) throw new Error('unreachable: every unit has attributes');
    return trooperOf(r, attributes, i);
  });
  const read = readTroopers(troopers);
  if (!read.ok) return read;
  const lieutenants = lieutenantProblem(read.value);
  return lieutenants ? { ok: false, errors: [lieutenants] } : read;
}
