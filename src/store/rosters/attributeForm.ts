import { z } from '../../engine/zod.ts';
import type { Parsed } from '../../engine/index.ts';
import { TROOP_TYPES, type MarkerSkill } from '../../rules/index.ts';
import { splitWords } from './armyList.ts';
import { matchArmyName } from './armyNames.ts';
import { keptProfileSchema, type KeptProfile } from './profileLibrary.ts';

/**
 * The attributes of a unit an army list leaves out, as the import asks them once (issue 31, item 6):
 * the fields as typed (strings, so a half-typed form survives a reload), read into a kept profile
 * with the library's own schema; its skills are written as the lists write them ("Camouflage,
 * Mimetism (-6)") and matched by the same names (armyNames.ts).
 */
export const ATTRIBUTE_FIELDS = ['mov1', 'mov2', 'cc', 'bs', 'ph', 'wip', 'arm', 'bts', 'w'] as const;
export type AttributeField = (typeof ATTRIBUTE_FIELDS)[number];

const typed = z.string().check(z.maxLength(8));

/** The form as typed, and as a kept draft is read back (strictly: a draft is outside input too). */
export const attributeFormSchema = z.strictObject({
  troopType: z.enum(TROOP_TYPES),
  s: typed,
  mov1: typed,
  mov2: typed,
  cc: typed,
  bs: typed,
  ph: typed,
  wip: typed,
  arm: typed,
  bts: typed,
  w: typed,
  irregular: z.boolean(),
  skills: z.string().check(z.maxLength(400)),
});
export type AttributeForm = z.infer<typeof attributeFormSchema>;

/** A new form: what a Light Infantry line trooper has, for the player to change. */
export function blankForm(): AttributeForm {
  return {
    troopType: 'LI',
    s: '2',
    mov1: '4',
    mov2: '2',
    cc: '',
    bs: '',
    ph: '',
    wip: '',
    arm: '',
    bts: '0',
    w: '1',
    irregular: false,
    skills: '',
  };
}

/** The form of a kept profile, to change it. */
export function formOf(p: KeptProfile): AttributeForm {
  const n = (v: number | undefined) => (v === undefined ? '' : String(v));
  return {
    troopType: p.troopType ?? 'LI',
    s: String(p.s),
    mov1: String(p.mov[0]),
    mov2: String(p.mov[1]),
    cc: n(p.cc),
    bs: String(p.bs),
    ph: String(p.ph),
    wip: String(p.wip),
    arm: String(p.arm),
    bts: n(p.bts),
    w: String(p.w),
    irregular: p.irregular === true,
    skills: p.skills.map(skillText).join(', '),
  };
}

function skillText(s: MarkerSkill): string {
  switch (s.skill) {
    case 'Mimetism':
    case 'SurpriseAttack':
      return `${s.skill === 'Mimetism' ? 'Mimetism' : 'Surprise Attack'} (${String(s.mod)})`;
    case 'Decoy':
      return `Decoy (${String(s.count)})`;
    case 'Impersonation':
      return s.only2 ? 'Impersonation (IMP-2)' : 'Impersonation';
    case 'HiddenDeployment':
      return 'Hidden Deployment';
    case 'CombatJump':
      return 'Combat Jump';
    default:
      return s.skill;
  }
}

const LABELS: Readonly<Record<string, string>> = {
  s: 'S',
  'mov.0': 'MOV (first)',
  'mov.1': 'MOV (second)',
  cc: 'CC',
  bs: 'BS',
  ph: 'PH',
  wip: 'WIP',
  arm: 'ARM',
  bts: 'BTS',
  w: 'W',
};

const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The kept profile a form gives, or each problem named by the unit and the attribute: "NISSE: BS is
 * needed", "NISSE: Spitfire is not a skill the table plays".
 */
export function profileFromForm(name: string, form: AttributeForm): Parsed<KeptProfile> {
  const errors: string[] = [];
  const skills: MarkerSkill[] = [];
  for (const word of splitWords(form.skills)) {
    const m = matchArmyName(word);
    if (m.ok && m.item.kind === 'skill') skills.push(m.item.skill);
    else errors.push(`${name}: "${word}" is not a skill the table plays (it is left out of the skills).`);
  }
  const candidate = {
    name,
    troopType: form.troopType,
    s: numberOf(form.s),
    mov: [numberOf(form.mov1), numberOf(form.mov2)],
    cc: numberOf(form.cc),
    bs: numberOf(form.bs),
    ph: numberOf(form.ph),
    wip: numberOf(form.wip),
    arm: numberOf(form.arm),
    bts: numberOf(form.bts),
    w: numberOf(form.w),
    skills,
    ...(form.irregular ? { irregular: true } : {}),
  };
  const r = keptProfileSchema.safeParse(candidate);
  if (!r.success) {
    // In the army list's order (S, MOV, CC, BS, PH, WIP, ARM, BTS, W), as the form shows them.
    const order = Object.keys(LABELS);
    const fields = [...new Set(r.error.issues.map((i) => i.path.map(String).join('.')))].sort(
      (a, b) => order.indexOf(a) - order.indexOf(b),
    );
    for (const f of fields) {
      const label = LABELS[f] ?? f;
      const value =
        f === 'mov.0' ? form.mov1 : f === 'mov.1' ? form.mov2 : (form as Record<string, unknown>)[f];
      errors.push(
        value === ''
          ? `${name}: ${label} is needed.`
          : `${name}: ${label} ${JSON.stringify(value)} is not a value of this attribute.`,
      );
    }
  }
  return errors.length > 0 || !r.success ? { ok: false, errors } : { ok: true, value: r.data };
}
