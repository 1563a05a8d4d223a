import type { Inches } from '../geometry/units.ts';
import { discoverRangeBand, IMP1_DISCOVER_MOD, PARTIAL_COVER_MOD } from './discover.ts';
import type { MimetismLabel } from './pieces.ts';
import { weaponRangeMod, type Weapon } from './weapons.ts';

/** One MOD of a roll with the name a player reads in the log ("Mimetism −3"), RULES.md §8. */
export interface NamedMod {
  name: string;
  value: number;
}

/** What a target brings to the MODs of a roll against it (the truth, applied by the engine). */
export interface TargetMods {
  /** Mimetism of the trooper, copied by its Decoy replicas and Holoechoes (RULES.md §10.6, §18.4). */
  mimetism?: MimetismLabel | undefined;
  imp1?: boolean;
  partialCover?: boolean;
}

/**
 * The MODs of a Discover by name (RULES.md §9.2, §18.3.2, §18.4.1): range band, the target's
 * Mimetism, −6 against IMP-1, −3 in Partial Cover; null beyond 96". Their sum is `discoverModifier`.
 */
export function discoverMods(distance: Inches, target: TargetMods): NamedMod[] | null {
  const band = discoverRangeBand(distance);
  if (!band) return null;
  return [
    { name: `range ${band.label}`, value: band.mod },
    ...(target.mimetism ? [{ name: 'Mimetism', value: target.mimetism }] : []),
    ...(target.imp1 ? [{ name: 'IMP-1', value: IMP1_DISCOVER_MOD }] : []),
    ...(target.partialCover ? [{ name: 'Partial Cover', value: PARTIAL_COVER_MOD }] : []),
  ];
}

/**
 * The MODs of a BS Attack by name (RULES.md §6.2, §18.3.2, §18.4.1): the weapon's range MOD, the
 * target's Mimetism (an attack that needs LoF) and −3 in Partial Cover; null out of reach.
 */
export function bsAttackMods(weapon: Weapon, distance: Inches, target: TargetMods): NamedMod[] | null {
  const range = weaponRangeMod(weapon, distance);
  if (range === null) return null;
  return [
    { name: 'range', value: range },
    ...(target.mimetism ? [{ name: 'Mimetism', value: target.mimetism }] : []),
    ...(target.partialCover ? [{ name: 'Partial Cover', value: PARTIAL_COVER_MOD }] : []),
  ];
}

/** The values of named MODs, for `successValue`. */
export function modValues(mods: readonly NamedMod[]): number[] {
  return mods.map((m) => m.value);
}
