import { useState } from 'react';
import { useStoreApis, type Pins } from '../store/index.ts';
import { download } from './download.ts';
import { PinFields, seatList } from './PinFields.tsx';

/** A game's name as a file name: "club-night.marker-table.json". */
export function gameFileName(name: string): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'game';
  return `${base}.marker-table.json`;
}

/**
 * Exporting the game on the table: the warning that the file holds both seats' secrets, the PIN of
 * every seat that has one (until the game is over), then the download. Used by the Games dialog, the
 * notice of a failed save and the error screen, so no way out of the app skips the PINs.
 */
export function ExportGame({ onDone, fileName }: { onDone: () => void; fileName?: string }) {
  const { game, session } = useStoreApis();
  const seats = game.getState().guardedSeats();
  const [pins, setPins] = useState<Pins>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const exportNow = async () => {
    setBusy(true);
    const g = game.getState();
    const r = await g.exportFile(pins);
    setBusy(false);
    if (!r.ok) {
      setError(r.error);
      setPins({});
      return;
    }
    download(r.text, fileName ?? gameFileName(g.gameName));
    session.getState().say(`Exported "${g.gameName}" to a file.`, 'info');
    onDone();
  };
  return (
    <form
      className="warn-box"
      role="alertdialog"
      aria-labelledby="export-warning"
      data-testid="export-warning"
      onSubmit={(e) => {
        e.preventDefault();
        void exportNow();
      }}
    >
      <p id="export-warning">
        The file holds <strong>both players' secrets</strong>: every roster, which Holoecho and Decoy is real,
        where Hidden Deployment troopers are written down, and the dice to come. Keep it from the opponent
        until the game is over.
        {seats.length > 0 && ` Both players agree by typing the PIN of ${seatList(seats)}.`}
      </p>
      <PinFields seats={seats} pins={pins} onChange={setPins} idPrefix="export-pin" />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="row buttons">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Checking…' : 'Export with the secrets'}
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
