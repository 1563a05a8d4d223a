import { EPS, atMost } from '../geometry/units.ts';
import type { Disc } from '../geometry/disc.ts';
import { edgeDistance } from './contact.ts';
import type { Point } from '../geometry/vec.ts';
import { distanceToPath } from './reactions.ts';
import type { Profile, ShownProfile, TroopType } from './profiles.ts';
import { ZOC_RADIUS } from './zoneOfControl.ts';
import type { SkillRules } from './skills.ts';
import { violation, type Violation } from './violations.ts';
import { withRule } from './ruleRefs.ts';
import type { Weapon } from './weapons.ts';
import type { NamedMod } from './mods.ts';
import { IMMOBILIZED_B } from './movement.ts';

/**
 * Hacking (RULES.md §18.13). A Hacker is a trooper carrying a Hacking Device, a piece of equipment
 * written in its profile (`Profile.hacker`, decision D124): public on its model like the rest of the
 * profile, private under a marker, a Holoecho or a HoloMask like every other piece of equipment (§10.4).
 */
export function isHacker(profile: Pick<Profile, 'hacker'>): boolean {
  return profile.hacker === true;
}

/**
 * The Troop Types that are Hackable whatever they carry (RULES.md §18.13.3): Heavy Infantry, Remotes
 * and TAGs. N5 adds Vehicles; this table plays N4, so a Vehicle is Hackable only as a Hacker (D125).
 */
export const HACKABLE_TYPES: ReadonlySet<TroopType> = new Set<TroopType>(['HI', 'REM', 'TAG']);

/**
 * Whether a trooper is Hackable (RULES.md §18.13.3): its Troop Type is HI, REM or TAG, or it is a
 * Hacker. Examples: an HI → true; an LI with a Hacking Device → true; an LI → false; a VH → false (D125).
 */
export function hackable(profile: Pick<ShownProfile, 'troopType' | 'hacker'>): boolean {
  return (profile.troopType !== undefined && HACKABLE_TYPES.has(profile.troopType)) || isHacker(profile);
}

/** How far a Hacking Area reaches from the edge of the hacker's base: its Zone of Control (RULES.md §18.13.1). */
export const HACKING_AREA_REACH = ZOC_RADIUS;

/**
 * Whether `other` stands inside the Hacking Area of a hacker standing as `hacker` (RULES.md §18.13.1):
 * its Zone of Control, or the Zone of Control of one of its army's Repeaters standing as `repeaters`
 * (decision D150), edge to edge, 8" within the measuring tolerance (D16) as every ZoC check. Without
 * `repeaters` the area is the hacker's own ZoC. The one test every Hacking Area reads (engine/hacking.ts
 * `inHackingAreaOf` gathers the discs); table-driven in hacking.test.ts and repeaters.test.ts.
 */
export function inHackingArea(hacker: Disc, other: Disc, repeaters: readonly Disc[] = []): boolean {
  return [hacker, ...repeaters].some((d) => atMost(edgeDistance(d, other), HACKING_AREA_REACH + EPS));
}

/**
 * Whether a trooper of base radius `moverR` moving along `path` comes inside that Hacking Area at any
 * point of it (RULES.md §18.13.2, F-HA: "a maximum of 8 inches from any point along their path"),
 * measured exactly along the segments as the Zone of Control of an ARO check (rules/reactions.ts).
 */
export function pathInHackingArea(
  hacker: Disc,
  moverR: number,
  path: readonly Point[],
  repeaters: readonly Disc[] = [],
): boolean {
  if (path.length === 0) return false;
  return [hacker, ...repeaters].some((d) =>
    atMost(distanceToPath(d, path) - d.r - moverR, HACKING_AREA_REACH + EPS),
  );
}

/** The Hacking Programs this table knows (RULES.md §18.13, decision D127). */
export const HACKING_PROGRAMS = ['Carbonite', 'Cybermask'] as const;
export type HackingProgram = (typeof HACKING_PROGRAMS)[number];

/**
 * What each program is (D127, from the N4 program charts): Carbonite attacks a Hackable enemy with a
 * WIP roll the target resists with its BTS, and leaves it Immobilized; Cybermask puts the hacker
 * itself into Impersonation State as an IMP-2 marker (seed 004: "This State may also be activated as
 * indicated by Special Skills, Hacking Programs"), only outside enemy sight, as the Entire Order does.
 */
export const PROGRAM_INFO: Readonly<
  Record<
    HackingProgram,
    {
      name: string;
      /** An attack needs a Hackable enemy target; a self program targets the hacker. */
      target: 'hackableEnemy' | 'self';
      /** May it be declared as an ARO through the Hacking Area (RULES.md §18.13.2)? */
      aro: boolean;
      /** May it be declared in the hacker's own Active Turn, as an Order's skill? */
      active: boolean;
      note: string;
    }
  >
> = {
  Carbonite: {
    name: 'Carbonite',
    target: 'hackableEnemy',
    aro: true,
    active: true,
    note: 'attacks a Hackable enemy in the Hacking Area: WIP roll, two Saving Rolls against BTS per hit; a failed one leaves it Immobilized-B',
  },
  Cybermask: {
    name: 'Cybermask',
    target: 'self',
    aro: false,
    active: true,
    note: 'the hacker becomes an IMP-2 marker, only while no enemy sees it',
  },
};

/**
 * Why a hacker may not declare `program` against `target` now, or null when it may (RULES.md §18.13):
 * only a Hacker runs programs; an attacking program needs a Hackable target inside the Hacking Area; a
 * program that is no ARO cannot be declared in reaction. Table-driven in hacking.test.ts.
 */
export function programProblem(args: {
  program: HackingProgram;
  hacker: Pick<Profile, 'hacker'>;
  reacting: boolean;
  /** The target's Hackable characteristic as the hacker's player may know it; undefined when unknown. */
  targetHackable?: boolean;
  targetInArea?: boolean;
}): string | null {
  const info = PROGRAM_INFO[args.program];
  if (!isHacker(args.hacker)) return 'only a Hacker can run a Hacking Program';
  if (args.reacting && !info.aro) return `${info.name} cannot be declared as an ARO`;
  if (!args.reacting && !info.active) return `${info.name} can only be declared as an ARO`;
  if (info.target === 'self') return null;
  if (args.targetInArea !== true) return 'the target is outside the Hacking Area';
  if (args.targetHackable !== true) return 'the target is not Hackable';
  return null;
}

/**
 * The AROs a hacker may declare when the active trooper is not in its Line of Fire but is inside its
 * Hacking Area (RULES.md §18.13.2, A33): Hacking Programs that work as AROs, and Reset; never Dodge.
 */
export function hackingAreaAros(hacker: Pick<Profile, 'hacker'>): ('Reset' | HackingProgram)[] {
  if (!isHacker(hacker)) return [];
  return ['Reset', ...HACKING_PROGRAMS.filter((p) => PROGRAM_INFO[p].aro)];
}

/**
 * Cybermask as an Order's skill (RULES.md §10.3, §18.13; decision D130): declared alone like the
 * Entire Order that puts a trooper back into Impersonation State, outside the LoF of every enemy
 * Model and Marker, no roll; the Hacker's model becomes a new IMP-2 marker when the Order resolves.
 */
export const CYBERMASK_SKILL: SkillRules = {
  label: 'Cybermask (Hacking Program)',
  kind: 'EO',
  aro: false,
  roll: false,
  attack: false,
  withoutLof: false,
  rule: 'cybermask',
};

/** Why a trooper cannot run Cybermask: it carries no Hacking Device. */
export function cybermaskProblem(name: string): Violation {
  return violation(
    'FORM_NOT_ALLOWED',
    withRule(`${name} is no Hacker: only a trooper with a Hacking Device runs Cybermask.`, 'cybermask'),
  );
}

/**
 * Carbonite's numbers (RULES.md §18.13, decision D144; the N4 program page): a Short Skill or an ARO,
 * Attack MOD 0, Opponent MOD 0, Damage 13, Burst 2 (1 in ARO, as every Burst, §18.1.1), DA ammunition:
 * each success owes two Saving Rolls against BTS, and a critical one more; any failed save leaves the
 * target in Immobilized-B State (Non-Lethal: no Wound is lost). Its range is the Hacking Area: no LoF,
 * no range bands, and no Cover or Mimetism MOD (D146). Every number of the program is read from here.
 */
export const CARBONITE: {
  readonly name: 'Carbonite';
  readonly attackMod: number;
  readonly opponentMod: number;
  readonly damage: number;
  readonly burst: number;
  readonly savesPerHit: number;
  readonly extraSavesPerCritical: number;
  readonly save: 'BTS';
  readonly state: typeof IMMOBILIZED_B;
} = {
  name: 'Carbonite',
  attackMod: 0,
  opponentMod: 0,
  damage: 13,
  burst: 2,
  /** DA ammunition: Saving Rolls owed per success. */
  savesPerHit: 2,
  /** A critical success owes this many more (RULES.md §18.2.2 as the program page words it). */
  extraSavesPerCritical: 1,
  /** The attribute its Saving Rolls are made with. */
  save: 'BTS',
  /** The state a failed Saving Roll leaves the target in. */
  state: IMMOBILIZED_B,
};

/** The MODs of a Carbonite roll, in the Order or in ARO: its Attack MOD only, named when not 0 (D146). */
export function carboniteRollMods(): NamedMod[] {
  return CARBONITE.attackMod ? [{ name: 'Carbonite', value: CARBONITE.attackMod }] : [];
}

/** What Carbonite's hits do (D144, D145): Saving Rolls against BTS, a failure leaves this state. */
export const CARBONITE_EFFECT: { attribute: 'BTS'; state: string } = {
  attribute: CARBONITE.save,
  state: CARBONITE.state,
};

/** Carbonite as a weapon for the attack machinery: no range bands (the Hacking Area is its range). */
export const CARBONITE_WEAPON: Weapon = {
  name: CARBONITE.name,
  ranges: [null, null, null, null, null, null, null],
  damage: CARBONITE.damage,
  burst: CARBONITE.burst,
};

/**
 * The Saving Rolls Carbonite's kept successes owe (D144): two per success (DA), one more per critical.
 * Examples: 1 hit → 2; 1 critical → 3; 2 hits and 1 critical → 7.
 */
export function carboniteSavesOwed(kept: { hits: number; crits: number }): number {
  return (kept.hits + kept.crits) * CARBONITE.savesPerHit + kept.crits * CARBONITE.extraSavesPerCritical;
}

/** Carbonite as a declared skill (RULES.md §18.13): a Short Skill or ARO with a WIP roll, an Attack. */
export const CARBONITE_SKILL: SkillRules = {
  label: 'Carbonite (Hacking Program)',
  kind: 'SS',
  aro: true,
  roll: true,
  attack: true,
  withoutLof: true,
  rule: 'carbonite',
};

/**
 * The Hacking Program a reacting trooper is offered in its ARO list (RULES.md §18.13.2, A33; D137,
 * D147): none when it is no Hacker; else Carbonite, with `reason` null when it may be declared against
 * this target now, or why not (outside the Hacking Area, not Hackable or not known to be, from
 * `programProblem`; or the hacker is Immobilized-B). `targetInArea` is the ARO check's answer: the
 * hacker's ZoC, or a Repeater's ZoC (D126, D150, D151). Table-driven in hacking.test.ts.
 */
export function hackingAroOffer(args: {
  hacker: Pick<Profile, 'hacker'>;
  targetInArea: boolean;
  targetHackable?: boolean;
  /** The reacting trooper is in Immobilized-B State: only Reset (D145). */
  immobilized?: boolean;
}): { program: HackingProgram; reason: string | null } | null {
  if (!isHacker(args.hacker)) return null;
  if (args.immobilized) return { program: 'Carbonite', reason: `the hacker is ${IMMOBILIZED_B}` };
  const problem = programProblem({ program: 'Carbonite', reacting: true, ...args });
  if (problem === 'the target is not Hackable' && args.targetHackable === undefined)
    return { program: 'Carbonite', reason: 'the target is a marker: whether it is Hackable is not known' };
  return { program: 'Carbonite', reason: problem };
}
