import type { JSX, KeyboardEvent } from 'react';
import type { SavedRoster } from '../store/rosters/rosterLibrary.ts';
import { MAX_NAME } from '../protocol/limits.ts';

/**
 * The rosters kept in this browser, in one seat's panel of the New game dialog (RosterLibrary): pick
 * one, then load, rename or delete it; deleting asks first.
 */

/** The step the panel is in: naming a roster to save, confirming a replace, renaming, deleting. */
export type Step =
  | { kind: 'save'; draft: string }
  | { kind: 'replace'; draft: string; kept: SavedRoster }
  | { kind: 'rename'; id: string; draft: string }
  | { kind: 'delete'; id: string };

export const troopers = (n: number) => `${String(n)} trooper${n === 1 ? '' : 's'}`;

/** Enter in a field of this panel does the panel's step, never the New game dialog's submit. */
export const onEnter = (run: () => void) => (e: KeyboardEvent) => {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  run();
};

interface KeptListProps {
  player: string;
  kept: SavedRoster[];
  selected: SavedRoster | undefined;
  step: Step | null;
  onChoose: (id: string) => void;
  onLoad: () => void;
  onStep: (s: Step | null) => void;
  onRename: (id: string, draft: string) => void;
  onDelete: (id: string) => void;
}

/** The kept rosters: pick one, then load, rename or delete it (deleting asks first). */
export function KeptList(props: KeptListProps): JSX.Element {
  const { player, kept, selected, step, onChoose, onLoad, onStep, onRename, onDelete } = props;
  if (!selected) {
    return <p className="hint">No roster kept in this browser yet: "Save roster…" keeps this one.</p>;
  }
  return (
    <>
      <div className="row roster-wrap">
        <label className="field">
          Kept roster to load
          <select
            aria-label={`Kept roster to load for ${player}`}
            value={selected.id}
            onChange={(e) => {
              onChoose(e.target.value);
              onStep(null);
            }}
          >
            {kept.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name} ({troopers(e.troopers)})
              </option>
            ))}
          </select>
        </label>
        <button type="button" aria-label={`Load the kept roster for ${player}`} onClick={onLoad}>
          Load
        </button>
        <button
          type="button"
          aria-label={`Rename the kept roster (${player}'s list)`}
          onClick={() => {
            onStep({ kind: 'rename', id: selected.id, draft: selected.name });
          }}
        >
          Rename…
        </button>
        <button
          type="button"
          className="danger"
          aria-label={`Delete the kept roster (${player}'s list)`}
          onClick={() => {
            onStep({ kind: 'delete', id: selected.id });
          }}
        >
          Delete…
        </button>
      </div>
      {step?.kind === 'rename' && step.id === selected.id && (
        <div className="row roster-wrap">
          <label className="field">
            New name
            <input
              type="text"
              maxLength={MAX_NAME}
              aria-label={`New name of "${selected.name}", ${player}`}
              value={step.draft}
              onKeyDown={onEnter(() => {
                onRename(step.id, step.draft);
              })}
              onChange={(e) => {
                onStep({ kind: 'rename', id: step.id, draft: e.target.value });
              }}
            />
          </label>
          <button
            type="button"
            className="primary"
            disabled={step.draft.trim() === '' || step.draft.trim() === selected.name}
            onClick={() => {
              onRename(step.id, step.draft);
            }}
          >
            Rename
          </button>
          <button
            type="button"
            onClick={() => {
              onStep(null);
            }}
          >
            Cancel
          </button>
        </div>
      )}
      {step?.kind === 'delete' && step.id === selected.id && (
        <div className="row roster-wrap" role="group" aria-label={`Delete "${selected.name}"?`}>
          <p className="warn-text">Delete "{selected.name}" from this browser for good?</p>
          <button
            type="button"
            className="danger"
            onClick={() => {
              onDelete(step.id);
            }}
          >
            Delete for good
          </button>
          <button
            type="button"
            onClick={() => {
              onStep(null);
            }}
          >
            Keep it
          </button>
        </div>
      )}
    </>
  );
}
