import { atMost, type Inches } from '../geometry/units.ts';
import { layTemplate, templateTouches, TEMPLATES, type TemplateName } from './templates.ts';
import { edgeDistance } from './contact.ts';

/**
 * Weapons and damage (RULES.md §6.2, issue: each profile carries one weapon with range bands and a
 * Damage value). The N4 range bands are 0–8, 8–16, 16–24, 24–32, 32–40, 40–48 and 48–96 inches,
 * each including its upper bound (as for Discover, decision A5).
 */
export const RANGE_BAND_LIMITS: readonly Inches[] = [8, 16, 24, 32, 40, 48, 96];

export interface Weapon {
  name: string;
  /** The MOD in each of the seven bands; null where the weapon cannot reach. */
  ranges: readonly (number | null)[];
  /** The Damage value a Saving Roll is made against. */
  damage: number;
  /**
   * Burst (RULES.md §18.1.1): how many dice the trooper rolls with it in its Active Turn. Left out it
   * is 1, which is how a weapon of a game saved before Burst reads, so such a game replays unchanged
   * (decision D45).
   */
  burst?: number;
  /**
   * A Direct Template weapon: no BS roll and no range bands; it hits everybody its template touches
   * (RULES.md §10.3, T25; decision D27).
   */
  template?: TemplateName;
  /**
   * Disposable(n) (RULES.md §18.9.3): how many uses the weapon has; left out it has no limit, which is
   * how a weapon of a game saved before Disposable reads.
   */
  disposable?: number;
  /**
   * The CC trait (RULES.md §18.8.2): a CC Attack may use it. Left out: a weapon for BS Attacks only,
   * how every weapon of a game saved before close combat reads.
   */
  cc?: boolean;
}

/**
 * The weapons of the built-in roster, written for this table. The Combi Rifle's bands are the
 * example of RULES.md §6.2 (+3/+3/−3/−3/−6/−6/–).
 */
export const WEAPONS = {
  combiRifle: { name: 'Combi Rifle', ranges: [3, 3, -3, -3, -6, -6, null], damage: 13, burst: 3 },
  sniperRifle: { name: 'Long Rifle', ranges: [-3, 3, 3, 0, -3, -3, -6], damage: 15, burst: 2 },
  pistol: { name: 'Sidearm', ranges: [3, -3, null, null, null, null, null], damage: 11, burst: 2 },
  heavyGun: { name: 'Heavy Gun', ranges: [0, 3, 3, 0, -3, -3, -6], damage: 15, burst: 4 },
  chainRifle: {
    name: 'Chain Rifle',
    ranges: [null, null, null, null, null, null, null],
    damage: 13,
    burst: 1,
    template: 'smallTeardrop',
  },
  // CC weapons (RULES.md §18.8.2, decision D59): no range bands, a Damage fixed like every weapon here.
  knife: {
    name: 'Knife',
    ranges: [null, null, null, null, null, null, null],
    damage: 11,
    burst: 1,
    cc: true,
  },
  ccWeapon: {
    name: 'CC Weapon',
    ranges: [null, null, null, null, null, null, null],
    damage: 14,
    burst: 1,
    cc: true,
  },
} as const satisfies Record<string, Weapon>;

/**
 * The weapon of a profile that names none: only profiles saved before weapons were written down. It
 * is a Combi Rifle at Burst 1, as such a game was played, so its replay stays exact (decision D45).
 */
export const DEFAULT_WEAPON: Weapon = {
  name: WEAPONS.combiRifle.name,
  ranges: WEAPONS.combiRifle.ranges,
  damage: WEAPONS.combiRifle.damage,
};

/** The most weapons one profile carries, and the highest Burst a weapon may have (save-file limits). */
export const MAX_WEAPONS = 4;
export const MAX_BURST = 6;
/** The most uses a Disposable weapon may have (save-file limit). */
export const MAX_DISPOSABLE = 9;

/** Burst in ARO: 1 whatever the weapon, unless a skill says otherwise (RULES.md §18.1.1). */
export const ARO_BURST = 1;

/** The dice a weapon rolls: its Burst in the Active Turn, `ARO_BURST` in ARO (RULES.md §18.1.1). */
export function burstOf(weapon: Weapon, activeTurn: boolean): number {
  return activeTurn ? Math.max(1, weapon.burst ?? 1) : ARO_BURST;
}

/**
 * The weapons a profile carries, in the order its player picks from (RULES.md §6.2, §18.1): `weapons`
 * when given; otherwise its one `weapon` (the form of games saved before a profile could carry
 * several), or a Combi Rifle.
 */
export function weaponsOf(profile: { weapon?: Weapon; weapons?: readonly Weapon[] }): readonly Weapon[] {
  if (profile.weapons && profile.weapons.length > 0) return profile.weapons;
  return [profile.weapon ?? DEFAULT_WEAPON];
}

/** The weapon at `index` of a profile's list; the first when the index is left out or out of range. */
export function weaponAt(
  profile: { weapon?: Weapon; weapons?: readonly Weapon[] },
  index: number | undefined,
): Weapon {
  const list = weaponsOf(profile);
  return list[index ?? 0] ?? list[0] ?? DEFAULT_WEAPON;
}

/** The place of a profile's first Direct Template weapon (what Intuitive Attack uses), or 0. */
export function templateWeaponIndex(profile: { weapon?: Weapon; weapons?: readonly Weapon[] }): number {
  return Math.max(
    0,
    weaponsOf(profile).findIndex((w) => w.template !== undefined),
  );
}

/** The range MOD of a weapon at an edge-to-edge distance, or null when out of its reach (RULES.md §6.2). */
export function weaponRangeMod(weapon: Weapon, distance: Inches): number | null {
  const band = RANGE_BAND_LIMITS.findIndex((upTo) => atMost(distance, upTo));
  if (band < 0) return null;
  return weapon.ranges[band] ?? null;
}

/**
 * Whether a weapon reaches a target from a shooter (RULES.md §6.2): a range band that is not "–", or
 * for a Direct Template weapon a template laid towards the target that touches it (D27).
 */
export function weaponReaches(
  weapon: Weapon,
  from: { x: number; y: number; r: Inches },
  to: { x: number; y: number; r: Inches },
): boolean {
  if (weapon.template) return templateTouches(layTemplate(from, to, TEMPLATES[weapon.template]), to);
  return weaponRangeMod(weapon, edgeDistance(from, to)) !== null;
}

/** Partial Cover adds −3 to the Saving Roll's value too (issue 5; A15). */
export const COVER_SAVE_MOD = -3;

/**
 * How many Saving Rolls a target owes after an attack (RULES.md §18.2.2, decision D45): one per
 * surviving success of a weapon with Normal ammunition, and one more for each critical.
 */
export const SAVES_PER_HIT = 1;
export const EXTRA_SAVES_PER_CRITICAL = 1;
export function savesOwed(kept: { hits: number; crits: number }): number {
  return (kept.hits + kept.crits) * SAVES_PER_HIT + kept.crits * EXTRA_SAVES_PER_CRITICAL;
}

/**
 * A Saving Roll (N4 as the issue states it): a d20 against the weapon's Damage minus the target's
 * ARM (−3 more in Partial Cover); a result at or under that value loses one Wound.
 */
export function savingRoll(
  damage: number,
  arm: number,
  partialCover: boolean,
  roll: number,
): { value: number; woundLost: boolean } {
  const value = damage - arm + (partialCover ? COVER_SAVE_MOD : 0);
  return { value, woundLost: roll <= value };
}

export type Condition = 'fit' | 'unconscious' | 'dead';

/** Wounds left after a loss (issue 5): at 0 the trooper is Unconscious, below 0 Dead. */
export function afterWounds(wounds: number, lost: number): { wounds: number; condition: Condition } {
  const left = wounds - lost;
  return { wounds: left, condition: left > 0 ? 'fit' : left === 0 ? 'unconscious' : 'dead' };
}
