import { useRef, useState } from 'react';
import { currentView, useStoreApis, type Pins } from '../store/index.ts';
import type { LibraryEntry } from '../store/persist/library.ts';
import { fitCamera } from './camera.ts';
import { ExportGame } from './ExportGame.tsx';
import { Modal } from './Modal.tsx';
import { PinFields, seatList } from './PinFields.tsx';
import { RuleText } from './help/RulesHelp.tsx';
import { SEATS, type Seat } from '../rules/index.ts';

/** The seats whose PIN deleting a kept game needs: each that has one, until the game is over. */
function keptSeats(e: LibraryEntry): Seat[] {
  return e.over ? [] : SEATS.filter((s) => e.pins[s]);
}

/**
 * Games: the one on the table (rename it, export it as a file), the others kept in this browser
 * (resume or delete), and opening a game file. It is reachable from the curtain, so everything in it
 * is public (a name, a date, where a game stands) and every step that could show or destroy a secret
 * (export, rename, delete) needs the PIN of each seat that has one, until the game is over.
 * Whatever replaces the game on the table, that game is kept in the list first.
 */
export function GamesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { game, session } = useStoreApis();
  const guarded = game.getState().guardedSeats();
  const [name, setName] = useState(() => game.getState().gameName);
  const [pins, setPins] = useState<Pins>({});
  const [games, setGames] = useState(() => game.getState().savedGames());
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState<{ id: string; pins: Pins } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const afterSwitch = (text: string) => {
    const s = session.getState();
    s.raiseCurtain();
    s.setCamera(fitCamera(currentView(game.getState(), s.viewer).table, s.viewport.width, s.viewport.height));
    s.setFollow(true);
    s.say(text, 'info');
    s.setScreen('table');
    onClose();
  };
  const rename = async () => {
    setBusy(true);
    const problem = await game.getState().rename(name, pins);
    setBusy(false);
    setError(problem);
    if (problem) setPins({});
    else session.getState().say(`Renamed the game "${game.getState().gameName}".`, 'info');
  };
  const forget = async (e: LibraryEntry, typed: Pins) => {
    setBusy(true);
    const problem = await game.getState().forget(e.id, typed);
    setBusy(false);
    if (problem) {
      setError(problem);
      setDeleting({ id: e.id, pins: {} });
      return;
    }
    setError(null);
    setDeleting(null);
    setGames(game.getState().savedGames());
    session.getState().say(`Deleted "${e.name}" from this browser.`, 'info');
  };
  const current = game.getState().gameName;
  return (
    <Modal open={open} onClose={onClose} title="Games" wide>
      {error && (
        <p className="error" role="alert" data-testid="games-error">
          <RuleText text={error} />
        </p>
      )}
      <section aria-labelledby="games-current">
        <h3 id="games-current">On the table</h3>
        {guarded.length > 0 && (
          <p className="hint" data-testid="games-guarded">
            This game keeps the secrets of {seatList(guarded)}: renaming and exporting it need{' '}
            {guarded.length > 1 ? 'their PINs' : 'that PIN'}.
          </p>
        )}
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            void rename();
          }}
        >
          <label className="field inline">
            Name
            <input
              value={name}
              size={36}
              maxLength={120}
              onChange={(e) => {
                setName(e.target.value);
              }}
            />
          </label>
          <PinFields seats={guarded} pins={pins} onChange={setPins} idPrefix="rename-pin" />
          <button type="submit" disabled={busy || name.trim() === '' || name.trim() === current}>
            Rename
          </button>
        </form>
        <div className="row buttons">
          <button
            type="button"
            onClick={() => {
              setExporting(true);
            }}
          >
            Export to a file…
          </button>
          <button type="button" onClick={() => fileInput.current?.click()}>
            Open a file…
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            aria-label="Game file to open"
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              void file.text().then(async (text) => {
                const problem = await game.getState().openFile(text);
                if (problem)
                  setError(`${file.name} was not opened: ${problem} The game on the table is unchanged.`);
                else afterSwitch(`Opened ${file.name}: ${game.getState().gameName}.`);
              });
            }}
          />
        </div>
        {exporting && (
          <ExportGame
            onDone={() => {
              setExporting(false);
            }}
          />
        )}
      </section>
      <section aria-labelledby="games-kept">
        <h3 id="games-kept">Kept in this browser</h3>
        {games.length === 0 ? (
          <p className="hint">No other game yet: starting another game keeps the one on the table here.</p>
        ) : (
          <table className="games" data-testid="saved-games">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Saved</th>
                <th scope="col">Where it stands</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {games.map((e) => (
                <tr key={e.id}>
                  <td>{e.name}</td>
                  <td>{new Date(e.savedAt).toLocaleString()}</td>
                  <td>{e.standing}</td>
                  <td className="row buttons">
                    {deleting?.id === e.id ? (
                      <form
                        className="row"
                        onSubmit={(ev) => {
                          ev.preventDefault();
                          void forget(e, deleting.pins);
                        }}
                      >
                        <PinFields
                          seats={keptSeats(e)}
                          pins={deleting.pins}
                          onChange={(p) => {
                            setDeleting({ id: e.id, pins: p });
                          }}
                          idPrefix={`delete-pin-${e.id}`}
                        />
                        <button
                          type="submit"
                          className="danger"
                          disabled={busy}
                          aria-label={`Delete ${e.name} for good`}
                        >
                          Delete for good
                        </button>
                        <button
                          type="button"
                          onClick={() => {
                            setDeleting(null);
                          }}
                        >
                          Keep it
                        </button>
                      </form>
                    ) : (
                      <>
                        <button
                          type="button"
                          aria-label={`Resume ${e.name}`}
                          onClick={() => {
                            const problem = game.getState().resume(e.id);
                            if (problem) setError(problem);
                            else afterSwitch(`Resumed "${e.name}".`);
                          }}
                        >
                          Resume
                        </button>
                        <button
                          type="button"
                          aria-label={`Delete ${e.name}`}
                          onClick={() => {
                            setError(null);
                            setDeleting({ id: e.id, pins: {} });
                          }}
                        >
                          Delete
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <form method="dialog">
        <button type="submit">Close</button>
      </form>
    </Modal>
  );
}
