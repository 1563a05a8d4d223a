import { useState, type JSX } from 'react';
import {
  MAX_COMBAT_GROUPS,
  combatGroupOf,
  DEFAULT_CC,
  MAX_BURST,
  MAX_DISPOSABLE,
  MAX_WEAPONS,
  TROOP_TYPES,
  TROOP_TYPE_NAMES,
  RANGE_BAND_LIMITS,
  WEAPONS,
  allowedForms,
  copyWeapon,
  weaponsOf,
  type Profile,
  type TroopType,
  type Weapon,
} from '../rules/index.ts';
import { readNumber, shownNumber, without } from './rosterInputs.ts';
import { SkillList } from './TrooperSkills.tsx';
import { EquipmentFields } from './TrooperEquipment.tsx';

/**
 * One trooper's weapons and marker skills in the roster editor (issue: your own troopers, kept): the
 * part of an army list that does not fit in a table row. A controlled form: every edit goes through
 * onChange with the whole new profile; the roster's problems mark the fields (aria-invalid).
 */
export interface TrooperDetailsProps {
  id: string;
  /** "of trooper 2, Player A": the end of every label. */
  of: string;
  title: string;
  profile: Profile;
  bad: ReadonlySet<string>;
  onChange: (p: Profile) => void;
  onClose: () => void;
}

/** The built-in weapons a new one is copied from (rules/weapons.ts). */
const WEAPON_CHOICES = Object.entries(WEAPONS) as [keyof typeof WEAPONS, Weapon][];

/** "0–8"", "8–16"" … the range bands of RULES.md §6.2. */
const BANDS = RANGE_BAND_LIMITS.map(
  (upTo, i) => `${String(i === 0 ? 0 : RANGE_BAND_LIMITS[i - 1])}–${String(upTo)}"`,
);

export function TrooperDetails(props: TrooperDetailsProps): JSX.Element {
  const { id, of, title, profile, onClose } = props;
  return (
    <section id={id} className="trooper-details" aria-labelledby={`${id}-title`}>
      <div className="row trooper-details-head">
        <h3 id={`${id}-title`}>{title}</h3>
        <button type="button" onClick={onClose} aria-label={`Done with the weapons and skills ${of}`}>
          Done
        </button>
      </div>
      <TroopTypeFields {...props} />
      <EquipmentFields {...props} />
      <WeaponList {...props} />
      <SkillList {...props} />
      <p className="hint">
        It may deploy as: {allowedForms(profile).join(', ')}.
        {profile.lieutenant ? ' It is the Lieutenant: only its owner is ever shown that.' : ''}
      </p>
    </section>
  );
}

/** The Troop Type and the Motorcycle trait (public; RULES.md §18.9.1: TAGs, VHs and Motorcycles are never Prone). */
function TroopTypeFields({ of, profile, bad, onChange }: TrooperDetailsProps): JSX.Element {
  return (
    <div className="row roster-wrap">
      <label className="field">
        Troop Type
        <select
          aria-label={`Troop Type ${of}`}
          aria-invalid={bad.has('troopType') || undefined}
          value={profile.troopType ?? ''}
          onChange={(e) => {
            const v = e.target.value as TroopType | '';
            onChange(v === '' ? without(profile, 'troopType') : { ...profile, troopType: v });
          }}
        >
          <option value="">Not given (infantry)</option>
          {TROOP_TYPES.map((t) => (
            <option key={t} value={t}>
              {TROOP_TYPE_NAMES[t]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        Combat Group
        <select
          aria-label={`Combat Group ${of}`}
          title="Private: a Fireteam is formed from troopers of one Combat Group"
          value={combatGroupOf(profile)}
          onChange={(e) => {
            const g = Number(e.target.value);
            onChange(g === 1 ? without(profile, 'combatGroup') : { ...profile, combatGroup: g });
          }}
        >
          {Array.from({ length: MAX_COMBAT_GROUPS }, (_, i) => (
            <option key={i} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        CC
        <input
          type="number"
          min={0}
          max={30}
          step={1}
          placeholder={String(DEFAULT_CC)}
          aria-label={`CC ${of}; blank is ${String(DEFAULT_CC)}`}
          aria-invalid={bad.has('cc') || undefined}
          value={profile.cc === undefined ? '' : shownNumber(profile.cc)}
          onChange={(e) => {
            // Blank: the CC a profile written before close combat reads as (decision D59).
            onChange(
              e.target.value.trim() === ''
                ? without(profile, 'cc')
                : { ...profile, cc: readNumber(e.target.value) },
            );
          }}
        />
      </label>
      <label className="field inline">
        <input
          type="checkbox"
          aria-label={`Motorcycle ${of}`}
          checked={profile.motorcycle === true}
          onChange={(e) => {
            onChange(e.target.checked ? { ...profile, motorcycle: true } : without(profile, 'motorcycle'));
          }}
        />
        Motorcycle
      </label>
    </div>
  );
}

function WeaponList({ of, profile, bad, onChange }: TrooperDetailsProps): JSX.Element {
  const [choice, setChoice] = useState<keyof typeof WEAPONS>('combiRifle');
  const weapons = weaponsOf(profile);
  const full = weapons.length >= MAX_WEAPONS;
  // A profile of an older game names one `weapon`; an edit writes the list and drops it.
  const write = (list: Weapon[]) => {
    onChange({ ...without(profile, 'weapon'), weapons: list });
  };
  const isBad = (k: number, field: string) =>
    bad.has(`weapons.${String(k)}.${field}`) || (!profile.weapons && bad.has(`weapon.${field}`));
  return (
    <div className="roster-weapons">
      <h4>Weapons</h4>
      {weapons.map((w, k) => (
        <WeaponFields
          key={k}
          weapon={w}
          n={k + 1}
          of={of}
          isBad={(field) => isBad(k, field)}
          onChange={(next) => {
            write(weapons.map((x, j) => (j === k ? next : copyWeapon(x))));
          }}
          onRemove={
            weapons.length > 1
              ? () => {
                  write(weapons.filter((_, j) => j !== k).map(copyWeapon));
                }
              : null
          }
        />
      ))}
      <div className="row roster-wrap">
        <select
          aria-label={`Weapon to add ${of}`}
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value as keyof typeof WEAPONS);
          }}
        >
          {WEAPON_CHOICES.map(([key, w]) => (
            <option key={key} value={key}>
              {w.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={full}
          aria-label={`Add weapon ${of}`}
          onClick={() => {
            write([...weapons.map(copyWeapon), copyWeapon(WEAPONS[choice])]);
          }}
        >
          Add weapon
        </button>
        <span className="hint">
          {String(weapons.length)} of {String(MAX_WEAPONS)} weapons
          {full ? ' — remove one to add another.' : ''}
        </span>
      </div>
    </div>
  );
}

interface WeaponFieldsProps {
  weapon: Weapon;
  /** Its place in the list, from 1, and "of trooper 2, Player A". */
  n: number;
  of: string;
  isBad: (field: string) => boolean;
  onChange: (w: Weapon) => void;
  onRemove: (() => void) | null;
}

function WeaponFields({ weapon, n, of, isBad, onChange, onRemove }: WeaponFieldsProps): JSX.Element {
  const label = `weapon ${String(n)} ${of}`;
  const set = (patch: Partial<Weapon>) => {
    onChange({ ...copyWeapon(weapon), ...patch });
  };
  const invalid = (field: string) => isBad(field) || undefined;
  return (
    <fieldset className="roster-weapon">
      <legend>Weapon {n}</legend>
      <div className="row roster-wrap">
        <label className="field">
          Name
          <input
            type="text"
            aria-label={`Name of ${label}`}
            aria-invalid={invalid('name')}
            value={weapon.name}
            onChange={(e) => {
              set({ name: e.target.value });
            }}
          />
        </label>
        <label className="field">
          Burst
          <input
            type="number"
            min={1}
            max={MAX_BURST}
            step={1}
            aria-label={`Burst of ${label}`}
            aria-invalid={invalid('burst')}
            value={shownNumber(weapon.burst ?? 1)}
            onChange={(e) => {
              set({ burst: readNumber(e.target.value) });
            }}
          />
        </label>
        <label className="field">
          Damage
          <input
            type="number"
            min={1}
            max={30}
            step={1}
            aria-label={`Damage of ${label}`}
            aria-invalid={invalid('damage')}
            value={shownNumber(weapon.damage)}
            onChange={(e) => {
              set({ damage: readNumber(e.target.value) });
            }}
          />
        </label>
        <label className="field inline">
          <input
            type="checkbox"
            aria-label={`Direct Template (Small Teardrop) of ${label}`}
            checked={weapon.template !== undefined}
            onChange={(e) => {
              onChange(
                e.target.checked
                  ? { ...copyWeapon(weapon), template: 'smallTeardrop' }
                  : without(copyWeapon(weapon), 'template'),
              );
            }}
          />
          Direct Template (Small Teardrop)
        </label>
        <label className="field inline">
          <input
            type="checkbox"
            aria-label={`CC trait (a CC Attack may use it) of ${label}`}
            checked={weapon.cc === true}
            onChange={(e) => {
              onChange(
                e.target.checked ? { ...copyWeapon(weapon), cc: true } : without(copyWeapon(weapon), 'cc'),
              );
            }}
          />
          CC trait
        </label>
        <label className="field">
          Disposable uses
          <input
            type="number"
            min={1}
            max={MAX_DISPOSABLE}
            step={1}
            placeholder="no limit"
            aria-label={`Disposable uses of ${label}; blank is no limit`}
            aria-invalid={invalid('disposable')}
            value={weapon.disposable === undefined ? '' : shownNumber(weapon.disposable)}
            onChange={(e) => {
              // Blank: not Disposable (RULES.md §18.9.3), no limit on its uses.
              onChange(
                e.target.value.trim() === ''
                  ? without(copyWeapon(weapon), 'disposable')
                  : { ...copyWeapon(weapon), disposable: readNumber(e.target.value) },
              );
            }}
          />
        </label>
        {onRemove && (
          <button type="button" className="danger" aria-label={`Remove ${label}`} onClick={onRemove}>
            Remove
          </button>
        )}
      </div>
      {weapon.template === undefined && <RangeFields weapon={weapon} label={label} isBad={isBad} set={set} />}
    </fieldset>
  );
}

function RangeFields({
  weapon,
  label,
  isBad,
  set,
}: {
  weapon: Weapon;
  label: string;
  isBad: (field: string) => boolean;
  set: (patch: Partial<Weapon>) => void;
}): JSX.Element {
  return (
    <div className="roster-ranges" role="group" aria-label={`Range MODs of ${label}; blank is out of reach`}>
      {BANDS.map((band, b) => (
        <label key={band} className="field">
          {band}
          <input
            type="number"
            min={-12}
            max={12}
            step={1}
            placeholder="–"
            aria-label={`Range MOD at ${band} of ${label}`}
            aria-invalid={isBad(`ranges.${String(b)}`) || isBad('ranges') || undefined}
            value={shownNumber(weapon.ranges[b] ?? Number.NaN)}
            onChange={(e) => {
              const v = e.target.value.trim() === '' ? null : readNumber(e.target.value);
              set({ ranges: weapon.ranges.map((m, j) => (j === b ? v : m)) });
            }}
          />
        </label>
      ))}
    </div>
  );
}
