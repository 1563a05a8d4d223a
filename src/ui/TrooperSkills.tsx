import { useState, type JSX } from 'react';
import type { MarkerSkill } from '../rules/index.ts';
import { readNumber, shownNumber } from './rosterInputs.ts';
import type { TrooperDetailsProps } from './TrooperDetails.tsx';

/**
 * One trooper's marker skills in the roster editor (RULES.md §10): add any skill the engine knows,
 * set the value it carries (Mimetism's MOD, the Decoy count, IMP-2 only, Surprise Attack's MOD),
 * remove it. Part of TrooperDetails.
 */

type SkillName = MarkerSkill['skill'];

/** Every marker skill the engine knows (rules/profiles.ts), its name and how a new one starts. */
const SKILLS: { readonly [K in SkillName]: { label: string; start: Extract<MarkerSkill, { skill: K }> } } = {
  Camouflage: { label: 'Camouflage', start: { skill: 'Camouflage' } },
  Mimetism: { label: 'Mimetism', start: { skill: 'Mimetism', mod: -3 } },
  Impersonation: { label: 'Impersonation', start: { skill: 'Impersonation' } },
  Holoecho: { label: 'Holoecho', start: { skill: 'Holoecho' } },
  HoloMask: { label: 'HoloMask', start: { skill: 'HoloMask' } },
  Decoy: { label: 'Decoy', start: { skill: 'Decoy', count: 1 } },
  HiddenDeployment: { label: 'Hidden Deployment', start: { skill: 'HiddenDeployment' } },
  SurpriseAttack: { label: 'Surprise Attack', start: { skill: 'SurpriseAttack', mod: -3 } },
  Stealth: { label: 'Stealth', start: { skill: 'Stealth' } },
  Impetuous: { label: 'Impetuous', start: { skill: 'Impetuous' } },
  Frenzy: { label: 'Frenzy', start: { skill: 'Frenzy' } },
  Minelayer: { label: 'Minelayer', start: { skill: 'Minelayer' } },
  Infiltration: { label: 'Infiltration', start: { skill: 'Infiltration' } },
  Parachutist: { label: 'Parachutist', start: { skill: 'Parachutist' } },
  CombatJump: { label: 'Combat Jump', start: { skill: 'CombatJump' } },
};
const SKILL_NAMES = Object.keys(SKILLS) as SkillName[];

const minus = (n: number) => (n < 0 ? `−${String(-n)}` : String(n));

export function SkillList({ of, profile, bad, onChange }: TrooperDetailsProps): JSX.Element {
  const missing = SKILL_NAMES.filter((name) => !profile.skills.some((s) => s.skill === name));
  const [choice, setChoice] = useState<SkillName>(missing[0] ?? 'Camouflage');
  const adding = missing.includes(choice) ? choice : missing[0];
  const write = (skills: MarkerSkill[]) => {
    onChange({ ...profile, skills });
  };
  return (
    <div className="roster-skills-edit">
      <h4>Marker skills</h4>
      {profile.skills.length === 0 ? (
        <p className="hint">No marker skills: it deploys as a model.</p>
      ) : (
        <ul className="roster-skill-list">
          {profile.skills.map((s, j) => (
            <li key={`${s.skill}-${String(j)}`} className="row roster-wrap">
              <span className="roster-skill-name">{SKILLS[s.skill].label}</span>
              <SkillParameter
                skill={s}
                of={of}
                invalid={[...bad].some((path) => path.startsWith(`skills.${String(j)}`))}
                onChange={(next) => {
                  write(profile.skills.map((x, i) => (i === j ? next : x)));
                }}
              />
              <button
                type="button"
                className="danger"
                aria-label={`Remove ${SKILLS[s.skill].label} ${of}`}
                onClick={() => {
                  write(profile.skills.filter((_, i) => i !== j));
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <div className="row roster-wrap">
          <select
            aria-label={`Marker skill to add ${of}`}
            value={adding}
            onChange={(e) => {
              setChoice(e.target.value as SkillName);
            }}
          >
            {missing.map((name) => (
              <option key={name} value={name}>
                {SKILLS[name].label}
              </option>
            ))}
          </select>
          <button
            type="button"
            aria-label={`Add skill ${of}`}
            onClick={() => {
              write([...profile.skills, { ...SKILLS[adding].start }]);
            }}
          >
            Add skill
          </button>
        </div>
      ) : (
        <p className="hint">It has every marker skill the table knows.</p>
      )}
    </div>
  );
}

/** The one value some skills carry: Mimetism's MOD, IMP-2 only, the Decoy count, Surprise Attack's MOD. */
function SkillParameter({
  skill,
  of,
  invalid,
  onChange,
}: {
  skill: MarkerSkill;
  of: string;
  invalid: boolean;
  onChange: (s: MarkerSkill) => void;
}): JSX.Element | null {
  const flag = invalid || undefined;
  switch (skill.skill) {
    case 'Mimetism':
      return (
        <select
          aria-label={`Mimetism MOD ${of}`}
          aria-invalid={flag}
          value={String(skill.mod)}
          onChange={(e) => {
            onChange({ skill: 'Mimetism', mod: e.target.value === '-6' ? -6 : -3 });
          }}
        >
          {([-3, -6] as const).map((m) => (
            <option key={m} value={String(m)}>
              {minus(m)}
            </option>
          ))}
        </select>
      );
    case 'Decoy':
      return (
        <select
          aria-label={`Decoy markers ${of}`}
          aria-invalid={flag}
          value={String(skill.count)}
          onChange={(e) => {
            onChange({ skill: 'Decoy', count: e.target.value === '2' ? 2 : 1 });
          }}
        >
          <option value="1">1 marker</option>
          <option value="2">2 markers</option>
        </select>
      );
    case 'Impersonation':
      return (
        <label className="field inline">
          <input
            type="checkbox"
            aria-label={`Impersonation as IMP-2 only ${of}`}
            checked={skill.only2 === true}
            onChange={(e) => {
              onChange(
                e.target.checked ? { skill: 'Impersonation', only2: true } : { skill: 'Impersonation' },
              );
            }}
          />
          IMP-2 only
        </label>
      );
    case 'SurpriseAttack':
      return (
        <label className="field inline">
          MOD
          <input
            type="number"
            min={-12}
            max={0}
            step={1}
            aria-label={`Surprise Attack MOD ${of}`}
            aria-invalid={flag}
            value={shownNumber(skill.mod)}
            onChange={(e) => {
              onChange({ skill: 'SurpriseAttack', mod: readNumber(e.target.value) });
            }}
          />
        </label>
      );
    case 'CombatJump':
      return (
        <label className="field inline">
          PH
          <input
            type="number"
            min={0}
            max={30}
            step={1}
            placeholder="own PH"
            aria-label={`Combat Jump PH ${of}`}
            aria-invalid={flag}
            value={skill.ph === undefined ? '' : shownNumber(skill.ph)}
            onChange={(e) => {
              onChange(
                e.target.value === ''
                  ? { skill: 'CombatJump' }
                  : { skill: 'CombatJump', ph: readNumber(e.target.value) },
              );
            }}
          />
        </label>
      );
    default:
      return null;
  }
}
