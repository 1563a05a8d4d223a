import type { JSX } from 'react';
import { TROOP_TYPES, TROOP_TYPE_NAMES, type TroopType } from '../rules/index.ts';
import type { AttributeField, AttributeForm } from '../store/rosters/attributeForm.ts';

/**
 * The attributes of one unit that has no kept profile, asked once when its army list is imported
 * (issue 31, item 6): Troop Type, S, MOV, CC, BS, PH, WIP, ARM, BTS, W, Irregular and the unit's own
 * skills, in one compact row as an army list prints a profile. The values are kept under the unit's
 * name, so the next list of the army needs none of this.
 */
export interface ArmyAttributesProps {
  name: string;
  player: string;
  form: AttributeForm;
  /** The fields the form's problems are about (marked invalid); empty when it reads. */
  bad: ReadonlySet<keyof AttributeForm>;
  onChange: (form: AttributeForm) => void;
  /** For a kept unit opened to be changed: leaves its kept attributes as they are. */
  onCancel?: () => void;
}

const NUMBERS: readonly { key: AttributeField; label: string; min: number; max: number }[] = [
  { key: 'mov1', label: 'MOV', min: 0, max: 12 },
  { key: 'mov2', label: 'MOV (second)', min: 0, max: 12 },
  { key: 'cc', label: 'CC', min: 0, max: 30 },
  { key: 'bs', label: 'BS', min: 0, max: 30 },
  { key: 'ph', label: 'PH', min: 0, max: 30 },
  { key: 'wip', label: 'WIP', min: 0, max: 30 },
  { key: 'arm', label: 'ARM', min: 0, max: 30 },
  { key: 'bts', label: 'BTS', min: 0, max: 30 },
  { key: 'w', label: 'W', min: 1, max: 9 },
];

const SHORT: Readonly<Record<string, string>> = { mov1: 'MOV', mov2: '' };

export function ArmyAttributes({
  name,
  player,
  form,
  bad,
  onChange,
  onCancel,
}: ArmyAttributesProps): JSX.Element {
  const of = `of ${name}, ${player}`;
  const set = (change: Partial<AttributeForm>) => {
    onChange({ ...form, ...change });
  };
  return (
    <fieldset className="army-attributes">
      <legend>
        {name}
        {onCancel && (
          <>
            {' '}
            (changing its kept attributes){' '}
            <button
              type="button"
              aria-label={`Keep the attributes of ${name} as they were, ${player}`}
              onClick={onCancel}
            >
              Keep as they were
            </button>
          </>
        )}
      </legend>
      <div className="army-attribute-row">
        <label className="field">
          Type
          <select
            aria-label={`Troop Type ${of}`}
            value={form.troopType}
            onChange={(e) => {
              set({ troopType: e.target.value as TroopType });
            }}
          >
            {TROOP_TYPES.map((t) => (
              <option key={t} value={t} title={TROOP_TYPE_NAMES[t]}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          S
          <select
            aria-label={`S ${of}`}
            value={form.s}
            onChange={(e) => {
              set({ s: e.target.value });
            }}
          >
            {[1, 2, 3, 4, 5, 6, 7, 8].map((s) => (
              <option key={s} value={String(s)}>
                {s}
              </option>
            ))}
          </select>
        </label>
        {NUMBERS.map((f) => (
          <label key={f.key} className="field">
            {SHORT[f.key] ?? f.label}
            <input
              type="number"
              inputMode="numeric"
              min={f.min}
              max={f.max}
              aria-label={`${f.label} ${of}`}
              aria-invalid={bad.has(f.key)}
              value={form[f.key]}
              onChange={(e) => {
                set({ [f.key]: e.target.value });
              }}
            />
          </label>
        ))}
        <label className="field army-irregular">
          <input
            type="checkbox"
            aria-label={`Irregular ${of}`}
            checked={form.irregular}
            onChange={(e) => {
              set({ irregular: e.target.checked });
            }}
          />
          Irr.
        </label>
      </div>
      <label className="field army-skills">
        Its own skills (as the army list writes them)
        <input
          type="text"
          maxLength={400}
          placeholder="Camouflage, Mimetism (-6)"
          aria-label={`Skills ${of}`}
          aria-invalid={bad.has('skills')}
          value={form.skills}
          onChange={(e) => {
            set({ skills: e.target.value });
          }}
        />
      </label>
    </fieldset>
  );
}
