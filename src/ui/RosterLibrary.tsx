import { useRef, useState, useSyncExternalStore, type JSX } from 'react';
import type { Profile, Seat } from '../rules/index.ts';
import type { KeyValueStorage } from '../store/index.ts';
import {
  ROSTER_LIBRARY_KEY,
  deleteRoster,
  exportRoster,
  findRoster,
  listRosters,
  loadRoster,
  parseRosterFile,
  renameRoster,
  rosterFileTooBig,
  saveRoster,
  type SavedRoster,
} from '../store/rosters/rosterLibrary.ts';
import { download } from './download.ts';
import { KeptList, onEnter, troopers, type Step } from './KeptRosters.tsx';
import { MAX_NAME } from '../protocol/limits.ts';

/**
 * One seat's rosters kept and shared, under its roster in the New game dialog (issue: your own
 * troopers, kept): save the roster in this browser under a name (replacing one asks first), load or
 * delete a kept one, export it as a small file for the club, import such a file. A bad file is
 * refused with its reasons and the roster on screen stays as it was.
 */
export interface RosterLibraryProps {
  seat: Seat;
  roster: Profile[];
  onLoad: (roster: Profile[]) => void;
  /** Where rosters are kept: the browser's local storage, or none when the browser refuses it. */
  storage: KeyValueStorage | undefined;
}

// Both seats' panels (and other tabs) show the same kept rosters: a change anywhere redraws them all.
let changes = 0;
const listeners = new Set<() => void>();
function changed(): void {
  changes++;
  for (const l of listeners) l();
}
function subscribe(listener: () => void): () => void {
  const fromOtherTab = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith(ROSTER_LIBRARY_KEY)) changed();
  };
  listeners.add(listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

function useKeptRosters(storage: KeyValueStorage | undefined): SavedRoster[] {
  useSyncExternalStore(subscribe, () => changes);
  return listRosters(storage);
}

type Message = { ok: true; text: string } | { ok: false; lines: string[] };

export function RosterLibrary({ seat, roster, onLoad, storage }: RosterLibraryProps): JSX.Element {
  const player = `Player ${seat}`;
  const kept = useKeptRosters(storage);
  const [name, setName] = useState('');
  const [step, setStep] = useState<Step | null>(null);
  const [chosen, setChosen] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const selected = kept.find((e) => e.id === chosen) ?? kept[0];
  const shownName = name || `${player} roster`;
  const file = exportRoster({ name: shownName, troopers: roster });
  const blocked = file.ok
    ? null
    : roster.length === 0
      ? 'Add a trooper to save or export this roster.'
      : 'Mend the problems of this roster to save or export it.';
  const noStorage = storage
    ? null
    : 'This browser keeps nothing here (a private window?): export the roster to a file.';

  const say = (text: string) => {
    setMessage({ ok: true, text });
  };
  const fail = (lines: string[]) => {
    setMessage({ ok: false, lines });
  };
  const keep = (draft: string, replace: boolean) => {
    if (!storage) return;
    const existing = findRoster(storage, draft);
    if (existing && !replace) {
      setStep({ kind: 'replace', draft, kept: existing });
      return;
    }
    const r = saveRoster(storage, { name: draft, troopers: roster });
    if (!r.ok) {
      fail(r.errors);
      return;
    }
    setStep(null);
    setName(r.entry.name);
    setChosen(r.entry.id);
    changed();
    say(
      `${r.replaced ? 'Replaced' : 'Saved'} "${r.entry.name}" (${troopers(r.entry.troopers)}) in this browser.`,
    );
  };
  const load = () => {
    if (!selected) return;
    const r = loadRoster(storage, selected.id);
    if (!r.ok) {
      fail([...r.errors, `${player}'s roster is unchanged.`]);
      return;
    }
    onLoad(r.value.troopers);
    setName(r.value.name);
    say(`Loaded "${r.value.name}" (${troopers(r.value.troopers.length)}) for ${player}.`);
  };
  const exportFile = () => {
    if (!file.ok) return;
    download(file.text, file.fileName);
    say(`Exported "${shownName}" as ${file.fileName}.`);
  };
  const importFile = async (f: File) => {
    const big = rosterFileTooBig(f.size);
    const r = big ? { ok: false as const, errors: [big] } : parseRosterFile(await f.text());
    if (!r.ok) {
      fail([`${f.name} was not imported:`, ...r.errors, `${player}'s roster is unchanged.`]);
      return;
    }
    onLoad(r.value.troopers);
    setName(r.value.name);
    say(`Imported "${r.value.name}" (${troopers(r.value.troopers.length)}) from ${f.name} for ${player}.`);
  };
  const rename = (id: string, draft: string) => {
    if (!storage) return;
    const problem = renameRoster(storage, id, draft);
    if (problem) {
      fail([problem]);
      return;
    }
    setStep(null);
    changed();
    say(`Renamed the kept roster "${draft.trim()}".`);
  };
  const remove = (id: string) => {
    const gone = kept.find((e) => e.id === id);
    deleteRoster(storage, id);
    setStep(null);
    changed();
    say(`Deleted "${gone?.name ?? 'the roster'}" from this browser.`);
  };

  const why = `roster-library-why-${seat}`;
  return (
    <div className="roster-library" role="group" aria-label={`Kept rosters and roster files, ${player}`}>
      <div className="row roster-wrap">
        <button
          type="button"
          disabled={blocked !== null || noStorage !== null}
          aria-describedby={blocked || noStorage ? why : undefined}
          onClick={() => {
            setMessage(null);
            setStep({ kind: 'save', draft: name || shownName });
          }}
        >
          Save roster…
        </button>
        <button
          type="button"
          disabled={blocked !== null}
          aria-describedby={blocked ? why : undefined}
          onClick={exportFile}
        >
          Export roster
        </button>
        <button type="button" onClick={() => fileInput.current?.click()}>
          Import roster…
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          aria-label={`Roster file to import for ${player}`}
          hidden
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) void importFile(f);
          }}
        />
      </div>
      {(blocked ?? noStorage) && (
        <p id={why} className="hint">
          {blocked ?? noStorage}
        </p>
      )}
      {step?.kind === 'save' && (
        <div className="row roster-wrap">
          <label className="field">
            Name of the roster to save
            <input
              type="text"
              maxLength={MAX_NAME}
              aria-label={`Name of the roster to save, ${player}`}
              value={step.draft}
              onKeyDown={onEnter(() => {
                keep(step.draft, false);
              })}
              onChange={(e) => {
                setStep({ kind: 'save', draft: e.target.value });
              }}
            />
          </label>
          <button
            type="button"
            className="primary"
            disabled={step.draft.trim() === ''}
            aria-label={`Save the roster of ${player}`}
            onClick={() => {
              keep(step.draft, false);
            }}
          >
            Save
          </button>
          <button
            type="button"
            onClick={() => {
              setStep(null);
            }}
          >
            Cancel
          </button>
          <p className="hint">
            Anybody using this browser can load a kept roster, its Lieutenant and points included: a list to
            keep secret is safer in a file.
          </p>
        </div>
      )}
      {step?.kind === 'replace' && (
        <div className="row roster-wrap" role="group" aria-label={`Replace "${step.kept.name}"?`}>
          <p className="warn-text">
            A roster named "{step.kept.name}" ({troopers(step.kept.troopers)}) is kept already. Replace it
            with this one?
          </p>
          <button
            type="button"
            className="danger"
            onClick={() => {
              keep(step.draft, true);
            }}
          >
            Replace it
          </button>
          <button
            type="button"
            onClick={() => {
              setStep({ kind: 'save', draft: step.draft });
            }}
          >
            Pick another name
          </button>
        </div>
      )}
      <KeptList
        player={player}
        kept={kept}
        selected={selected}
        step={step}
        onChoose={setChosen}
        onLoad={load}
        onStep={(s) => {
          setMessage(null);
          setStep(s);
        }}
        onRename={rename}
        onDelete={remove}
      />
      {message?.ok === true && (
        <p className="hint roster-done" role="status">
          {message.text}
        </p>
      )}
      {message?.ok === false && (
        <div className="error" role="alert" data-testid={`roster-library-error-${seat}`}>
          {message.lines.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      )}
    </div>
  );
}
