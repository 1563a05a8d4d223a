import type { JSX } from 'react';
import { EQUIPMENT, EQUIPMENT_INFO, type Equipment } from '../rules/index.ts';
import { without } from './rosterInputs.ts';
import type { TrooperDetailsProps } from './TrooperDetails.tsx';

/**
 * One trooper's equipment shown as a token (TinBot, SymbioMate; RULES.md §10.4, decision D92) in the
 * roster editor: a box each, public like the rest of the profile. Part of TrooperDetails. The effects
 * are not played yet, and the hint says so.
 */
// The Hacking Device is a box of its own: a profile field, not a token (RULES.md §18.13, D124).
export function EquipmentFields({ of, profile, bad, onChange }: TrooperDetailsProps): JSX.Element {
  const has = (e: Equipment) => profile.equipment?.includes(e) === true;
  const write = (e: Equipment, on: boolean) => {
    const list = EQUIPMENT.filter((x) => (x === e ? on : has(x)));
    onChange(list.length ? { ...profile, equipment: list } : without(profile, 'equipment'));
  };
  return (
    <div className="roster-equipment">
      <h4>Equipment</h4>
      <div className="row roster-wrap">
        {EQUIPMENT.map((e) => (
          <label key={e} className="field inline">
            <input
              type="checkbox"
              aria-label={`${EQUIPMENT_INFO[e].name} ${of}`}
              aria-invalid={bad.has('equipment') || undefined}
              checked={has(e)}
              onChange={(ev) => {
                write(e, ev.target.checked);
              }}
            />
            {EQUIPMENT_INFO[e].name}
          </label>
        ))}
        <label className="field inline">
          <input
            type="checkbox"
            aria-label={`Hacking Device ${of}`}
            checked={profile.hacker === true}
            onChange={(ev) => {
              onChange(ev.target.checked ? { ...profile, hacker: true } : without(profile, 'hacker'));
            }}
          />
          Hacking Device (a Hacker)
        </label>
      </div>
      <p className="hint">
        A Hacking Device makes the trooper a Hacker: Hackable, with a Hacking Area (its ZoC) drawn for you,
        and the Cybermask program.
      </p>
      <p className="hint">
        Both players see it, as a token on the trooper’s model and on each of its Holoechoes. Its effect is
        not played yet: a TinBot’s Firewall and Repeater do not work here, and a SymbioMate does not protect
        against a hit here.
      </p>
    </div>
  );
}
