import { shownName } from '../table/caption.ts';
// Small pieces the Order panels share: how a piece is named and placed, the weapon picker, and the
// tooltip of a skill that cannot be declared.
import type { View } from '../../engine/index.ts';
import { weaponsOf, type ShownProfile, ruledText, type Violation, type Weapon } from '../../rules/index.ts';
import { usesText, weaponLine } from '../format.ts';

export function labelOf(view: View, id: string): string {
  const p = view.pieces.find((q) => q.id === id);
  return p ? shownName(view.pieces, p) : 'a piece';
}

/** A piece's name and where it stands, so two pieces of the same name can be told apart. */
export function placeOf(view: View, id: string): string {
  const p = view.pieces.find((x) => x.id === id);
  return p ? `(${p.x.toFixed(1)}, ${p.y.toFixed(1)})` : '';
}

/**
 * Which weapon an attack uses, for a trooper carrying several (RULES.md §18.1): each with its Burst and
 * Damage, and a Disposable weapon's uses left (§18.9.3, from `spent`, the owner's count). For a trooper
 * with one weapon nothing is shown, unless that weapon is Disposable: then its uses are.
 */
export function WeaponPicker({
  profile,
  value,
  onChange,
  label,
  inAro = false,
  spent,
  burstOf,
}: {
  profile: ShownProfile | undefined;
  value: number;
  onChange: (index: number) => void;
  label: string;
  inAro?: boolean;
  spent?: Readonly<Record<string, number>> | undefined;
  /** The Burst words where an Order of several troopers changes it (store/teamPreview.ts). */
  burstOf?: (w: Weapon) => string | undefined;
}) {
  const weapons = profile ? weaponsOf(profile) : [];
  const spentOn = (i: number) => spent?.[String(i)] ?? 0;
  const only = weapons.length === 1 ? weapons[0] : undefined;
  if (only?.disposable !== undefined) {
    return (
      <p className="hint" data-testid="weapon-uses">
        {only.name}: {usesText(only, spentOn(0))}
      </p>
    );
  }
  if (weapons.length < 2) return null;
  return (
    <label className="field">
      Weapon
      <select
        aria-label={label}
        value={value}
        onChange={(e) => {
          onChange(Number(e.target.value));
        }}
      >
        {weapons.map((w, i) => (
          <option key={`${w.name}-${String(i)}`} value={i}>
            {weaponLine(w, inAro, spentOn(i), burstOf?.(w))}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Why a skill cannot be declared, as a tooltip: the message with its rules by name (ruledText). */
export function tip(why: Violation | null): string | undefined {
  return why === null ? undefined : ruledText({ text: why.message, rules: why.rules });
}
