import type { Silhouette } from './silhouettes.ts';
import type { MimetismLabel } from './pieces.ts';
import type { Weapon } from './weapons.ts';
import { EQUIPMENT, type Equipment } from './equipment.ts';

/** The marker skills this table knows (RULES.md §10). */
export type MarkerSkill =
  | { skill: 'Camouflage' }
  | { skill: 'Mimetism'; mod: MimetismLabel }
  | { skill: 'Impersonation'; only2?: boolean }
  | { skill: 'Holoecho' }
  | { skill: 'HoloMask' }
  | { skill: 'Decoy'; count: 1 | 2 }
  | { skill: 'HiddenDeployment' }
  | { skill: 'SurpriseAttack'; mod: number }
  | { skill: 'Stealth' }
  /** Public profile skills (RULES.md §18.10): Impetuous Phase, no Partial Cover, never a Marker State. */
  | { skill: 'Impetuous' }
  /** Gains Impetuous in the next States Phase after causing a wound or a death (RULES.md §18.10.2). */
  | { skill: 'Frenzy' }
  /** Carries Antipersonnel Mines and may place one when it deploys (RULES.md §18.7.5, decision D67). */
  | { skill: 'Minelayer' }
  /** May deploy outside its zone: free in its own half, in the enemy half after a PH−3 roll (RULES.md §18.11.4). */
  | { skill: 'Infiltration' }
  /**
   * Airborne Deployment (RULES.md §18.11): may stay off the table and arrive in its Active Turn with an
   * Entire Order, touching a table edge outside the enemy Deployment Zone (§18.11.2).
   */
  | { skill: 'Parachutist' }
  /** Airborne Deployment anywhere not inside a building, after a PH roll; `ph`: the profile's own value (§18.11.3). */
  | { skill: 'CombatJump'; ph?: number };

/**
 * The Troop Type of a profile (N4 army lists): Light, Medium and Heavy Infantry, Skirmisher, Warband,
 * Remote, TAG, Vehicle. Public, as the profile is. Rules read it where they name a type (RULES.md
 * §18.9.1: a TAG or VH never goes Prone; §18.13.3 names the Hackable types).
 */
export const TROOP_TYPES = ['LI', 'MI', 'HI', 'SK', 'WB', 'REM', 'TAG', 'VH'] as const;
export type TroopType = (typeof TROOP_TYPES)[number];

/** Each Troop Type by its army-list name. */
export const TROOP_TYPE_NAMES: Readonly<Record<TroopType, string>> = {
  LI: 'Light Infantry (LI)',
  MI: 'Medium Infantry (MI)',
  HI: 'Heavy Infantry (HI)',
  SK: 'Skirmisher (SK)',
  WB: 'Warband (WB)',
  REM: 'Remote (REM)',
  TAG: 'TAG',
  VH: 'Vehicle (VH)',
};

/** A trooper profile: the numbers the rules read. MOV in inches (first and second value). */
export interface Profile {
  id: string;
  name: string;
  s: Silhouette;
  mov: [number, number];
  wip: number;
  bs: number;
  ph: number;
  /** Close Combat (RULES.md §18.8.2); left out in profiles saved before close combat (`ccOf`, D59). */
  cc?: number;
  arm: number;
  /**
   * Biotechnological Shield: the Saving Roll attribute against Hacking Programs such as Carbonite
   * (RULES.md §18.13, decision D144); left out in profiles written before BTS was recorded (`btsOf`: 0).
   */
  bts?: number;
  w: number;
  skills: MarkerSkill[];
  /** An Irregular trooper keeps its own Order instead of adding it to the pool (RULES.md §5.1). */
  irregular?: boolean;
  /** Its Troop Type; left out in profiles written before types were recorded (read as infantry, D86). */
  troopType?: TroopType;
  /** The Motorcycle trait (RULES.md §18.9.1: never Prone). */
  motorcycle?: boolean;
  /**
   * Equipment shown as a token beside the trooper (TinBot, SymbioMate; RULES.md §10.4, decision D92):
   * public like the rest of the profile; left out in profiles written before equipment was recorded.
   */
  equipment?: Equipment[];
  /**
   * Carries a Hacking Device: the trooper is a Hacker (RULES.md §18.13, decision D124), public on its
   * model like its other equipment; left out in profiles written before hacking was played.
   */
  hacker?: boolean;
  /**
   * The weapons it carries, the player picks one when declaring an attack (RULES.md §6.2, §18.1);
   * read them with `weaponsOf`.
   */
  weapons?: Weapon[];
  /** Its one weapon, as games saved before a profile carried several wrote it (`weaponsOf` reads it). */
  weapon?: Weapon;
  /**
   * The army list's Lieutenant: Private Information in N4 (RULES.md §5.1, §10.7), shown to its owner
   * only. Recorded, not yet played: no Lieutenant Special Order (decision D49, D21).
   */
  lieutenant?: boolean;
  /** The trooper's cost in the army list, 0 to `MAX_TROOPER_POINTS`; private like the Lieutenant (D49). */
  points?: number;
  /**
   * The army list's Combat Group, 1 to `MAX_COMBAT_GROUPS` (RULES.md §5.1, §18.12): Fireteams and
   * Coordinated Orders take troopers of one group. Left out in profiles written before groups: group 1
   * (`combatGroupOf`). Private like the Lieutenant until a rule makes it public.
   */
  combatGroup?: number;
}

/** A profile's BTS: the one written, or 0 for a profile written before BTS was recorded (D144). */
export function btsOf(profile: Pick<Profile, 'bts'>): number {
  return profile.bts ?? 0;
}

/** The most Combat Groups an army list may have here (the roster editor and the file formats check it). */
export const MAX_COMBAT_GROUPS = 5;

/** A profile's Combat Group: the one written in the army list, or group 1 (RULES.md §18.12). */
export function combatGroupOf(profile: Pick<Profile, 'combatGroup'>): number {
  return profile.combatGroup ?? 1;
}

/** The highest points value one trooper may cost (the roster editor and the file formats check it). */
export const MAX_TROOPER_POINTS = 200;

/** Lieutenants a roster may have (RULES.md §5.1: one Lieutenant Special Order, one Lieutenant). */
export const MAX_LIEUTENANTS = 1;

/** The places of a roster's Lieutenants, in roster order (more than `MAX_LIEUTENANTS` is a problem). */
export function lieutenantIndices(roster: readonly Pick<Profile, 'lieutenant'>[]): number[] {
  return roster.flatMap((p, i) => (p.lieutenant === true ? [i] : []));
}

/** A roster's points: the sum of the troopers' points, a trooper without points counting 0. */
export function rosterPoints(roster: readonly Pick<Profile, 'points'>[]): number {
  return roster.reduce((sum, p) => sum + (Number.isFinite(p.points) ? (p.points ?? 0) : 0), 0);
}

/**
 * Skills whose presence is private even while the model stands on the table (RULES.md §10.4,
 * §10.5, §10.6, §10.7): showing them would tell the opponent a Holoecho, HoloMask or Decoy is in play.
 */
export const PRIVATE_SKILLS: ReadonlySet<MarkerSkill['skill']> = new Set([
  'Holoecho',
  'HoloMask',
  'Decoy',
  'HiddenDeployment',
]);

/** A profile as shown by a model: no id, so nothing links it to a roster entry or a trooper. */
export type ShownProfile = Omit<Profile, 'id'>;

/**
 * The profile as an opponent may read it from a model (RULES.md §10.7): copied field by field,
 * private skills left out, and no id. WARNING: `lieutenant` and `points` are private army-list facts
 * (D49) and are never copied here; a new private field stays out by being left out of this list.
 */
export function publicProfile(p: ShownProfile): ShownProfile {
  return {
    name: p.name,
    s: p.s,
    mov: [p.mov[0], p.mov[1]],
    wip: p.wip,
    bs: p.bs,
    ph: p.ph,
    ...(p.cc !== undefined ? { cc: p.cc } : {}),
    arm: p.arm,
    ...(p.bts !== undefined ? { bts: p.bts } : {}),
    w: p.w,
    skills: p.skills.filter((s) => !PRIVATE_SKILLS.has(s.skill)).map((s) => ({ ...s })),
    ...(p.irregular ? { irregular: true } : {}),
    ...(p.troopType ? { troopType: p.troopType } : {}),
    ...(p.motorcycle ? { motorcycle: true } : {}),
    ...(p.equipment?.length ? { equipment: EQUIPMENT.filter((e) => p.equipment?.includes(e)) } : {}),
    ...(p.hacker ? { hacker: true } : {}),
    ...(p.weapon ? { weapon: copyWeapon(p.weapon) } : {}),
    ...(p.weapons ? { weapons: p.weapons.map(copyWeapon) } : {}),
  };
}

/** A weapon copied field by field (nothing else on the object travels with it). */
export function copyWeapon(w: Weapon): Weapon {
  return {
    name: w.name,
    ranges: [...w.ranges],
    damage: w.damage,
    ...(w.burst !== undefined ? { burst: w.burst } : {}),
    ...(w.template ? { template: w.template } : {}),
    ...(w.disposable !== undefined ? { disposable: w.disposable } : {}),
    ...(w.cc ? { cc: true } : {}),
  };
}

/** How a trooper can stand on the table when placed (RULES.md §10, §11.2). */
export type DeploymentForm = 'model' | 'CAMO' | 'IMP-1' | 'IMP-2' | 'Holoecho' | 'Decoy';

export function hasSkill<K extends MarkerSkill['skill']>(
  profile: ShownProfile,
  skill: K,
): Extract<MarkerSkill, { skill: K }> | undefined {
  return profile.skills.find((s): s is Extract<MarkerSkill, { skill: K }> => s.skill === skill);
}

/** The forms a profile may take, from its skills (RULES.md §10.1, §10.3, §10.4, §10.6). */
export function allowedForms(profile: ShownProfile): DeploymentForm[] {
  const forms: DeploymentForm[] = ['model'];
  if (hasSkill(profile, 'Camouflage')) forms.push('CAMO');
  const imp = hasSkill(profile, 'Impersonation');
  if (imp) forms.push(...(imp.only2 ? (['IMP-2'] as const) : (['IMP-1', 'IMP-2'] as const)));
  if (hasSkill(profile, 'Holoecho')) forms.push('Holoecho');
  if (hasSkill(profile, 'Decoy')) forms.push('Decoy');
  return forms;
}

/**
 * Whether a trooper standing in this form brings Decoy replicas (RULES.md §10.6): the Decoy form
 * (a Model and DECOY markers), or a Decoy user deploying in Marker form, whose replicas are markers
 * of the same kind: "the player places (CAMO) and (IMP) Markers … instead of the Decoy Markers"
 * (seed 001; decision D47).
 */
export function bringsReplicas(profile: ShownProfile, form: DeploymentForm | null): boolean {
  if (form === 'Decoy') return true;
  return (
    (form === 'CAMO' || form === 'IMP-1' || form === 'IMP-2') && hasSkill(profile, 'Decoy') !== undefined
  );
}

/** The Mimetism MOD shown on this profile's CAMO marker, if any (RULES.md §10.1). */
export function mimetismOf(profile: ShownProfile): MimetismLabel | undefined {
  return hasSkill(profile, 'Mimetism')?.mod;
}

export function describeSkill(s: MarkerSkill): string {
  switch (s.skill) {
    case 'Mimetism':
      return `Mimetism (${String(s.mod)})`;
    case 'Impersonation':
      return s.only2 ? 'Impersonation (IMP-2)' : 'Impersonation';
    case 'Decoy':
      return `Decoy (${String(s.count)})`;
    case 'HiddenDeployment':
      return 'Hidden Deployment';
    case 'SurpriseAttack':
      return `Surprise Attack (${String(s.mod)})`;
    case 'CombatJump':
      return s.ph !== undefined ? `Combat Jump (PH ${String(s.ph)})` : 'Combat Jump';
    default:
      return s.skill;
  }
}
