import { useRef, useState } from 'react';
import { useStoreApis } from '../store/index.ts';
import { fitCamera } from './camera.ts';
import { download } from './download.ts';
import { Modal } from './Modal.tsx';

function fileName(name: string): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'game';
  return `${base}.marker-table.json`;
}

/**
 * Games: the one on the table (rename it, export it as a file), the others kept in this browser
 * (resume or delete), and opening a game file. Exporting warns first: the file holds both seats'
 * secrets. Whatever replaces the game on the table, that game is kept in the list first.
 */
export function GamesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { game, session } = useStoreApis();
  const [name, setName] = useState(() => game.getState().gameName);
  const [games, setGames] = useState(() => game.getState().savedGames());
  const [warn, setWarn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const afterSwitch = (text: string) => {
    const s = session.getState();
    s.raiseCurtain();
    s.setCamera(fitCamera(game.getState().setup.table, s.viewport.width, s.viewport.height));
    s.say(text, 'info');
    s.setScreen('table');
    onClose();
  };
  return (
    <Modal open={open} onClose={onClose} title="Games" wide>
      {error && (
        <p className="error" role="alert" data-testid="games-error">
          {error}
        </p>
      )}
      <section aria-labelledby="games-current">
        <h3 id="games-current">On the table</h3>
        <div className="row">
          <label className="field inline">
            Name
            <input
              value={name}
              size={40}
              maxLength={120}
              onChange={(e) => {
                setName(e.target.value);
              }}
              onBlur={() => {
                game.getState().rename(name);
              }}
            />
          </label>
          <button
            type="button"
            onClick={() => {
              game.getState().rename(name);
              setWarn(true);
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
              void file.text().then((text) => {
                const problem = game.getState().openFile(text);
                if (problem)
                  setError(`${file.name} was not opened: ${problem} The game on the table is unchanged.`);
                else afterSwitch(`Opened ${file.name}: ${game.getState().gameName}.`);
              });
            }}
          />
        </div>
        {warn && (
          <div
            className="warn-box"
            role="alertdialog"
            aria-labelledby="export-warning"
            data-testid="export-warning"
          >
            <p id="export-warning">
              The file holds <strong>both players' secrets</strong>: every roster, which Holoecho and Decoy is
              real, where Hidden Deployment troopers are written down. Keep it from the opponent until the
              game is over.
            </p>
            <div className="row buttons">
              <button
                type="button"
                className="primary"
                onClick={() => {
                  const g = game.getState();
                  download(g.exportFile(), fileName(g.gameName));
                  setWarn(false);
                  session.getState().say(`Exported "${g.gameName}" to a file.`, 'info');
                }}
              >
                Export with the secrets
              </button>
              <button
                type="button"
                onClick={() => {
                  setWarn(false);
                }}
              >
                Cancel
              </button>
            </div>
          </div>
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
                <th scope="col">Seats</th>
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
                  <td>{e.seats}</td>
                  <td className="row buttons">
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
                        if (!window.confirm(`Delete "${e.name}" from this browser? It cannot be undone.`))
                          return;
                        game.getState().forget(e.id);
                        setGames(game.getState().savedGames());
                      }}
                    >
                      Delete
                    </button>
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
