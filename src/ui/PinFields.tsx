import type { Seat } from '../rules/index.ts';
import type { Pins } from '../store/index.ts';

/**
 * The PIN of each seat that guards a step (export, rename, delete): every seat with a PIN must type
 * it, so a game's secrets leave it only with both players' agreement (issue: secrets that hold).
 */
export function PinFields({
  seats,
  pins,
  onChange,
  idPrefix,
}: {
  seats: readonly Seat[];
  pins: Pins;
  onChange: (pins: Pins) => void;
  idPrefix: string;
}) {
  if (seats.length === 0) return null;
  return (
    <div className="row pin-fields">
      {seats.map((seat) => (
        <label key={seat} className="field inline" htmlFor={`${idPrefix}-${seat}`}>
          PIN of Player {seat}
          <input
            id={`${idPrefix}-${seat}`}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            size={8}
            value={pins[seat] ?? ''}
            onChange={(e) => {
              onChange({ ...pins, [seat]: e.target.value });
            }}
          />
        </label>
      ))}
    </div>
  );
}

/** "Player A" or "Player A and Player B". */
export function seatList(seats: readonly Seat[]): string {
  return seats.map((s) => `Player ${s}`).join(' and ');
}
