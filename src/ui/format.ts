import type { MoveVerdict, Reaction } from '../rules/index.ts';
import {
  btsOf,
  ARO_BURST,
  usesLeft,
  formatDistance,
  isWithin,
  weaponsOf,
  type Weapon,
  TEMPLATES,
  describeSkill,
  type DeploymentForm,
  type ShownProfile,
} from '../rules/index.ts';

export const inches = (n: number) => `${n.toFixed(1)}"`;
export const point = (p: { x: number; y: number }) => `(${p.x.toFixed(1)}, ${p.y.toFixed(1)})`;

export { degrees, directionWord, wholeDegrees } from '../rules/index.ts';
import { directionWord } from '../rules/index.ts';

/** The key to typing a direction, in the words `degrees` shows it with on this screen (turned or not). */
export function directionKey(turned = false): string {
  return `90 = ${directionWord(90, turned)}`;
}
export const DIRECTION_KEY = directionKey();

export function profileLine(p: ShownProfile): string {
  return `S${String(p.s)} · MOV ${String(p.mov[0])}-${String(p.mov[1])} · WIP ${String(p.wip)} · BS ${String(p.bs)} · PH ${String(p.ph)} · ARM ${String(p.arm)} · BTS ${String(btsOf(p))} · W ${String(p.w)}`;
}

export function skillsLine(p: ShownProfile): string {
  return p.skills.length ? p.skills.map(describeSkill).join(', ') : 'no marker skills';
}

/** Every weapon of a profile, one line each (RULES.md §6.2, §18.1). */
export function weaponLines(p: ShownProfile): string[] {
  return weaponsOf(p).map((w) => weaponLine(w));
}

/**
 * A Disposable weapon's uses as its owner reads them (RULES.md §18.9.3): "2 of 3 uses left",
 * "Unloaded (its 2 uses are spent)", or '' for a weapon without a limit.
 */
export function usesText(w: Weapon, spent: number): string {
  if (w.disposable === undefined) return '';
  const left = usesLeft(w, spent);
  if (left > 0) return `${String(left)} of ${String(w.disposable)} use${w.disposable === 1 ? '' : 's'} left`;
  return `Unloaded (its ${String(w.disposable)} use${w.disposable === 1 ? ' is' : 's are'} spent)`;
}

/**
 * "Combi Rifle · B3 · Damage 13 · +3/+3/−3/−3/−6/−6/–" (RULES.md §6.2, §18.1); with `spent`, a
 * Disposable weapon's uses follow.
 */
export function weaponLine(w: Weapon, inAro = false, spent?: number, burstWords?: string): string {
  const uses = spent === undefined ? '' : usesText(w, spent);
  return uses ? `${weaponText(w, inAro, burstWords)} · ${uses}` : weaponText(w, inAro, burstWords);
}

/** `burstWords` replaces the Burst where an Order of several troopers changes it (RULES.md §18.12). */
function weaponText(w: Weapon, inAro: boolean, burstWords?: string): string {
  // A close-combat weapon without range bands (a Knife): for CC Attacks only (RULES.md §18.8.2).
  if (w.cc === true && w.ranges.every((m) => m === null)) {
    return `${w.name} · CC · Damage ${String(w.damage)} (close combat only)`;
  }
  if (w.template) {
    const t = TEMPLATES[w.template];
    return `${w.name} · Damage ${String(w.damage)} · Direct Template (Small Teardrop, ${String(t.length)}")`;
  }
  const bands = w.ranges.map((m) =>
    m === null ? '–' : m > 0 ? `+${String(m)}` : m === 0 ? '0' : `−${String(-m)}`,
  );
  // In ARO every weapon rolls one die (RULES.md §18.1.1).
  const burst = burstWords ?? (inAro ? `B${String(ARO_BURST)} in ARO` : `B${String(w.burst ?? 1)}`);
  return `${w.name} · ${burst} · Damage ${String(w.damage)} · ${bands.join('/')}`;
}

/**
 * The text twin of a drag: the distance as the rules write it (`formatDistance`), how far the awaited
 * movement may go (or, on the free table, the MOV band) and every broken rule.
 */
export function describeVerdict(
  name: string,
  v: MoveVerdict,
  mov: readonly [number, number] | undefined,
): string {
  const limit = v.allowance;
  const within = limit ? isWithin(v.distance, limit.inches) : true;
  const bandText =
    v.band !== null && mov
      ? v.band === 'first'
        ? ` — within the first MOV value (${String(mov[0])}")`
        : v.band === 'second'
          ? ` — within the second MOV value (${String(mov[0] + mov[1])}" in all)`
          : ` — beyond MOV ${String(mov[0])}-${String(mov[1])}`
      : limit
        ? ` — ${within ? 'within' : 'beyond'} the ${String(limit.inches)}" of ${limit.what}`
        : '';
  const problems = v.violations.length
    ? ` Illegal: ${v.violations.map((x) => x.message).join(' ')}`
    : ' Legal here.';
  return `Moving ${name}: ${formatDistance(v.distance)}${bandText}.${problems}`;
}

/** The text twin of the live "who can react" list. */
export function describeReactions(
  reactions: readonly Reaction[],
  nameOf: (id: string) => string,
  cover: Record<string, string> = {},
): string {
  if (reactions.length === 0) return 'Who can react: nobody.';
  const parts = reactions.map((r) => {
    const covered = cover[r.id] ? `, in Partial Cover from it: ${cover[r.id] ?? ''}` : '';
    return r.lof
      ? `${nameOf(r.id)} (LoF${r.zoc ? ' and ZoC' : ''}${covered})`
      : `${nameOf(r.id)} (ZoC only → Dodge or Reset)`;
  });
  return `Who can react: ${parts.join('; ')}.`;
}

/** How each deployment form is named in menus (RULES.md §10, §11.2). */
export const FORM_LABEL: Record<DeploymentForm, string> = {
  model: 'Model',
  CAMO: 'CAMO marker',
  'IMP-1': 'IMP-1 marker',
  'IMP-2': 'IMP-2 marker',
  Holoecho: 'Holoecho (model + 2 markers)',
  Decoy: 'Decoy (model + replicas)',
};
