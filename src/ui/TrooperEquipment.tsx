import type { JSX } from 'react';
import { ENEMY_REPEATER_UNPLAYED, EQUIPMENT, EQUIPMENT_INFO, type Equipment } from '../rules/index.ts';
import { without } from './rosterInputs.ts';
import type { TrooperDetailsProps } from './TrooperDetails.tsx';

/**
 * One trooper's equipment shown as a token (TinBot, SymbioMate, Repeater; RULES.md §10.4, decisions D92,
 * D150) in the roster editor: a box each, public like the rest of the profile. Part of TrooperDetails.
 * The hint says what is played: the Repeater, not the TinBot's Firewall nor the SymbioMate.
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
        Both players see it, as a token on the trooper’s model and on each of its Holoechoes. A Repeater
        extends the Hacking Area of each of your Hackers by its Zone of Control; for a TinBot that carries a
        Repeater, tick both. A TinBot’s Firewall and a SymbioMate’s protection are not played yet.{' '}
        {ENEMY_REPEATER_UNPLAYED} The Deployable Repeater is not played.
      </p>
    </div>
  );
}
