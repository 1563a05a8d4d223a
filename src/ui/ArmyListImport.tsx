import { useEffect, useMemo, useState, useSyncExternalStore, type JSX } from 'react';
import type { Profile, Seat } from '../rules/index.ts';
import type { KeyValueStorage } from '../store/index.ts';
import { parseArmyList } from '../store/rosters/armyList.ts';
import {
  EMPTY_DRAFT,
  keepImportDraft,
  readImportDraft,
  type ImportDraft,
} from '../store/rosters/armyImportDraft.ts';
import { reviewArmyList, rosterOf, unitsWithoutProfile } from '../store/rosters/armyImport.ts';
import { blankForm, formOf, readForm, type AttributeForm } from '../store/rosters/attributeForm.ts';
import { nameKey } from '../store/rosters/armyNames.ts';
import {
  PROFILE_LIBRARY_KEY,
  findProfile,
  keepProfiles,
  profilesFromText,
  mergeProfiles,
  type KeptProfile,
} from '../store/rosters/profileLibrary.ts';
import { ArmyAttributes } from './ArmyAttributes.tsx';
import { ArmyListReview } from './ArmyListReview.tsx';
import { ProfileFiles, type Message } from './ProfileFiles.tsx';

/**
 * "Import from Infinity Army" (issue 31, item 6), under a seat's roster in the New game dialog: the
 * player pastes the list the army builder copies; the review shows each trooper, what the table
 * plays of it and what it does not (named); a unit without kept attributes is asked once, in a
 * compact row; on confirm the roster replaces the seat's and the attributes are kept in this browser's
 * profile library, which a club shares as one file. The paste and the half-filled rows are kept as a
 * draft, so a reload loses nothing.
 */
export interface ArmyListImportProps {
  seat: Seat;
  storage: KeyValueStorage | undefined;
  onImport: (roster: Profile[]) => void;
}

const NONE: ReadonlySet<keyof AttributeForm> = new Set();
const listeners = new Set<() => void>();
function libraryChanged(): void {
  for (const l of listeners) l();
}
function subscribe(listener: () => void): () => void {
  const fromOtherTab = (e: StorageEvent) => {
    if (e.key === null || e.key === PROFILE_LIBRARY_KEY) libraryChanged();
  };
  listeners.add(listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

const troopers = (n: number) => `${String(n)} trooper${n === 1 ? '' : 's'}`;

export function ArmyListImport({ seat, storage, onImport }: ArmyListImportProps): JSX.Element {
  const player = `Player ${seat}`;
  const [draft, setDraft] = useState<ImportDraft>(() => readImportDraft(storage, seat));
  // Both seats' panels (and other tabs) read one library: a change anywhere reads it again everywhere.
  const stored = useSyncExternalStore(subscribe, () => storage?.getItem(PROFILE_LIBRARY_KEY) ?? null);
  const library = useMemo(() => profilesFromText(stored), [stored]);
  const [message, setMessage] = useState<Message | null>(null);
  const kept = useMemo(() => (library.ok ? library.value : []), [library]);

  useEffect(() => {
    keepImportDraft(storage, seat, draft);
  }, [draft, seat, storage]);

  const parsed = useMemo(
    () =>
      draft.text.trim() === ''
        ? null
        : parseArmyList(
            draft.text,
            kept.map((p) => p.name),
          ),
    [draft.text, kept],
  );
  const reviews = useMemo(() => (parsed?.ok ? reviewArmyList(parsed.value, kept) : []), [parsed, kept]);
  const missing = unitsWithoutProfile(reviews);
  // The units asked: those without kept attributes, then the kept ones opened to be changed.
  const changing = reviews
    .filter((r) => r.kept && draft.editing.some((n) => nameKey(n) === nameKey(r.unit.name)))
    .map((r) => r.unit.name)
    .filter((n, i, all) => all.findIndex((m) => nameKey(m) === nameKey(n)) === i);
  const asked = [...missing, ...changing];
  const formFor = (name: string): AttributeForm => {
    const keptOne = findProfile(kept, name);
    return (
      draft.forms.find(([n]) => nameKey(n) === nameKey(name))?.[1] ??
      (keptOne ? formOf(keptOne) : blankForm())
    );
  };
  const entered = asked.map((name) => ({ name, read: readForm(name, formFor(name)) }));
  const added = entered.flatMap((e) => (e.read.ok ? [e.read.value] : []));
  const problems = entered.flatMap((e) => (e.read.ok ? [] : e.read.problems.lines));
  const badFields = (name: string): ReadonlySet<keyof AttributeForm> => {
    const read = entered.find((e) => e.name === name)?.read;
    return read && !read.ok ? read.problems.fields : NONE;
  };
  const made =
    reviews.length > 0 && problems.length === 0 ? rosterOf(reviews, mergeProfiles(kept, added)) : null;

  const update = (change: Partial<ImportDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
  };
  const setForm = (name: string, form: AttributeForm) => {
    setDraft((d) => ({
      ...d,
      forms: [...d.forms.filter(([n]) => nameKey(n) !== nameKey(name)), [name, form]],
    }));
  };

  const setEditing = (name: string, on: boolean) => {
    setDraft((d) => ({
      ...d,
      editing: on ? [...d.editing, name] : d.editing.filter((n) => nameKey(n) !== nameKey(name)),
      forms: on ? d.forms : d.forms.filter(([n]) => nameKey(n) !== nameKey(name)),
    }));
  };

  const confirm = () => {
    if (!made?.ok) return;
    const keptLine = keep(added);
    onImport(made.value);
    const army = parsed?.ok && parsed.value.army ? ` of ${parsed.value.army}` : '';
    setDraft(EMPTY_DRAFT);
    setMessage({
      ok: true,
      text: `Imported the list${army} (${troopers(made.value.length)}) for ${player}.${keptLine}`,
    });
  };
  const keep = (profiles: KeptProfile[]): string => {
    if (profiles.length === 0) return '';
    if (!storage) return ' This browser keeps nothing: the attributes will be asked again.';
    const r = keepProfiles(storage, profiles);
    libraryChanged();
    return r.ok
      ? ` Kept the attributes of ${profiles.map((p) => p.name).join(', ')} for the next list.`
      : ` ${r.errors.join(' ')}`;
  };
  const id = `army-import-${seat}`;
  return (
    <div className="army-import" role="group" aria-label={`Army list import, ${player}`}>
      <div className="row roster-wrap">
        <button
          type="button"
          aria-expanded={draft.open}
          aria-controls={id}
          onClick={() => {
            setMessage(null);
            update({ open: !draft.open });
          }}
        >
          Import from Infinity Army…
        </button>
        <ProfileFiles
          player={player}
          storage={storage}
          kept={kept}
          onRead={() => {
            libraryChanged();
          }}
          onMessage={setMessage}
        />
      </div>
      {!library.ok && (
        <div className="error" role="alert">
          {library.errors.map((l, i) => (
            <p key={i}>{l}</p>
          ))}
        </div>
      )}
      {draft.open && (
        <div id={id} className="army-import-panel">
          <label className="field">
            The army list as Infinity Army copies it
            <textarea
              rows={6}
              spellCheck={false}
              aria-label={`Army list to import, ${player}`}
              placeholder={'PanOceania\nGROUP 1\nFUSILIER (Lieutenant) Combi Rifle / Pistol, Knife. (0 | 10)'}
              value={draft.text}
              onChange={(e) => {
                update({ text: e.target.value });
              }}
            />
          </label>
          {parsed && !parsed.ok && (
            <div className="error" role="alert">
              <p>The list is not read:</p>
              {parsed.errors.map((l, i) => (
                <p key={i}>{l}</p>
              ))}
            </div>
          )}
          {parsed?.ok && (
            <ArmyListReview
              player={player}
              list={parsed.value}
              reviews={reviews}
              changing={changing}
              onChange={(name) => {
                setEditing(name, true);
              }}
            />
          )}
          {asked.length > 0 && (
            <div className="army-missing" role="group" aria-label={`Attributes to enter once, ${player}`}>
              {missing.length > 0 && (
                <p className="hint">
                  These units have no kept attributes. Enter them once, from the unit&apos;s profile: they are
                  kept in this browser, and the next list of this army imports in one step.
                </p>
              )}
              {asked.map((name) => (
                <ArmyAttributes
                  key={nameKey(name)}
                  name={name}
                  player={player}
                  form={formFor(name)}
                  bad={badFields(name)}
                  onChange={(f) => {
                    setForm(name, f);
                  }}
                  {...(changing.includes(name)
                    ? {
                        onCancel: () => {
                          setEditing(name, false);
                        },
                      }
                    : {})}
                />
              ))}
              {problems.length > 0 && (
                <div className="hint army-problems" aria-live="polite">
                  {problems.map((l, i) => (
                    <p key={i}>{l}</p>
                  ))}
                </div>
              )}
            </div>
          )}
          {made && !made.ok && (
            <div className="error" role="alert">
              {made.errors.map((l, i) => (
                <p key={i}>{l}</p>
              ))}
            </div>
          )}
          {parsed?.ok && (
            <div className="row roster-wrap">
              <button type="button" className="primary" disabled={!made?.ok} onClick={confirm}>
                Import {troopers(reviews.length)} for {player}
              </button>
              <span className="hint">
                It replaces {player}&apos;s roster. Until then the paste is kept in this browser, where
                anybody using it can read it, its Lieutenant included.
              </span>
            </div>
          )}
        </div>
      )}
      {message?.ok === true && (
        <p className="hint roster-done" role="status">
          {message.text}
        </p>
      )}
      {message?.ok === false && (
        <div className="error" role="alert">
          {message.lines.map((l, i) => (
            <p key={i}>{l}</p>
          ))}
        </div>
      )}
    </div>
  );
}
