import { deferred, z } from '../../engine/zod.ts';
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

const typed = deferred(() => z.string().check(z.maxLength(8)));

/** The form as typed, and as a kept draft is read back (strictly: a draft is outside input too). */
export const attributeFormSchema = deferred(() =>
  z.strictObject({
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
  }),
);
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

/** A form's problems: the lines a player reads, and the form fields they are about ("bs", "mov1", "skills"). */
export interface FormProblems {
  lines: string[];
  fields: ReadonlySet<keyof AttributeForm>;
}

/** The form field of a schema path: "mov.0" → "mov1". */
const fieldOf = (path: string): keyof AttributeForm =>
  path === 'mov.0' ? 'mov1' : path === 'mov.1' ? 'mov2' : (path as keyof AttributeForm);

/**
 * The kept profile a form gives, or its problems named by the unit, in one line for the blank
 * attributes and one per wrong value or unknown skill: "NISSE: CC, BS are needed.", "NISSE: WIP "31" is
 * not a value of this attribute.", "NISSE: "Spitfire" is not a skill the table plays (…)".
 */
export function readForm(
  name: string,
  form: AttributeForm,
): { ok: true; value: KeptProfile } | { ok: false; problems: FormProblems } {
  const lines: string[] = [];
  const fields = new Set<keyof AttributeForm>();
  const skills: MarkerSkill[] = [];
  for (const word of splitWords(form.skills)) {
    const m = matchArmyName(word);
    if (m.ok && m.item.kind === 'skill') skills.push(m.item.skill);
    else {
      lines.push(`${name}: "${word}" is not a skill the table plays (it is left out of the skills).`);
      fields.add('skills');
    }
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
    const paths = [...new Set(r.error.issues.map((i) => i.path.map(String).join('.')))].sort(
      (a, b) => order.indexOf(a) - order.indexOf(b),
    );
    const blank: string[] = [];
    const wrong: string[] = [];
    for (const path of paths) {
      const field = fieldOf(path);
      fields.add(field);
      const label = LABELS[path] ?? path;
      const value = form[field];
      if (value === '') blank.push(label);
      else wrong.push(`${name}: ${label} ${JSON.stringify(value)} is not a value of this attribute.`);
    }
    if (blank.length > 0)
      lines.unshift(`${name}: ${blank.join(', ')} ${blank.length === 1 ? 'is' : 'are'} needed.`);
    lines.push(...wrong);
  }
  return lines.length > 0 || !r.success
    ? { ok: false, problems: { lines, fields } }
    : { ok: true, value: r.data };
}

/** `readForm` as the other readers answer: the profile, or the problem lines. */
export function profileFromForm(name: string, form: AttributeForm): Parsed<KeptProfile> {
  const r = readForm(name, form);
  return r.ok ? r : { ok: false, errors: r.problems.lines };
}
