import { useState, type JSX } from 'react';
import { ROSTER } from '../content/index.ts';
import {
  MAX_TROOPER_POINTS,
  combatGroupOf,
  rosterPoints,
  weaponsOf,
  type Profile,
  type Silhouette,
  ruleName,
} from '../rules/index.ts';
import type { KeyValueStorage } from '../store/index.ts';
import { MAX_GAME_TROOPERS } from '../protocol/limits.ts';
import { badFields, rosterProblems, trooperLabel } from '../store/rosters/rosterCheck.ts';
import { skillsLine } from './format.ts';
import { SEAT_COLOURS } from './theme.ts';
import { RuleText } from './help/RulesHelp.tsx';
import { RosterLibrary } from './RosterLibrary.tsx';
import { ArmyListImport } from './ArmyListImport.tsx';
import { TrooperDetails } from './TrooperDetails.tsx';
import { readNumber as read, shownNumber as shown, without } from './rosterInputs.ts';
import { browserStorage } from './storage.ts';
import './roster.css';

export { rosterProblems };

export interface RosterEditorProps {
  seat: 'A' | 'B';
  roster: Profile[];
  onChange: (roster: Profile[]) => void;
  /** Where kept rosters live: the browser's local storage unless given; null when nowhere. */
  storage?: KeyValueStorage | null;
}

const SILHOUETTE_VALUES: readonly Silhouette[] = [1, 2, 3, 4, 5, 6, 7, 8];

type NumberField = 'wip' | 'bs' | 'ph' | 'arm' | 'bts' | 'w';
const NUMBER_FIELDS: readonly { key: NumberField; label: string; min: number; max: number }[] = [
  { key: 'wip', label: 'WIP', min: 0, max: 30 },
  { key: 'bs', label: 'BS', min: 0, max: 30 },
  { key: 'ph', label: 'PH', min: 0, max: 30 },
  { key: 'arm', label: 'ARM', min: 0, max: 30 },
  // BTS beside ARM: the save against Hacking Programs; a profile without one reads 0 (D144).
  { key: 'bts', label: 'BTS', min: 0, max: 30 },
  { key: 'w', label: 'W', min: 1, max: 9 },
];

/** One seat's roster in the "New game" dialog: a controlled form, every edit goes through onChange. */
export function RosterEditor({ seat, roster, onChange, storage }: RosterEditorProps): JSX.Element {
  const [choice, setChoice] = useState(ROSTER[0]?.id ?? '');
  // The trooper whose weapons and skills are open below the table, if any.
  const [open, setOpen] = useState<number | null>(null);
  const [browser] = useState(() => (storage === undefined ? browserStorage() : undefined));
  const colours = SEAT_COLOURS[seat];
  const player = `Player ${seat}`;
  const problems = rosterProblems(roster, seat);
  const chosen = ROSTER.find((p) => p.id === choice);
  const full = roster.length >= MAX_GAME_TROOPERS;
  const opened = open === null ? undefined : roster[open];
  const detailsId = `trooper-details-${seat}`;

  const replace = (index: number, next: Profile) => {
    onChange(roster.map((p, j) => (j === index ? next : p)));
  };
  const remove = (index: number) => {
    onChange(roster.filter((_, j) => j !== index));
    if (open !== null && open >= index) setOpen(open === index ? null : open - 1);
  };
  const add = () => {
    if (!chosen || full) return;
    onChange([...roster, structuredClone(chosen)]);
  };

  return (
    <fieldset className="roster-editor" style={{ borderColor: colours.rim }}>
      <legend style={{ color: colours.ink }}>{player} roster</legend>
      {roster.length > 0 && (
        <div className="roster-scroll">
          <table className="roster-table">
            <RosterHead />
            <tbody>
              {roster.map((p, i) => (
                // Profiles need not have unique ids, and every input is controlled: the index is the row.
                <TrooperRow
                  key={i}
                  n={i + 1}
                  player={player}
                  profile={p}
                  open={open === i}
                  detailsId={detailsId}
                  onChange={(next) => {
                    replace(i, next);
                  }}
                  onToggle={() => {
                    setOpen(open === i ? null : i);
                  }}
                  onRemove={() => {
                    remove(i);
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {opened && open !== null && (
        <TrooperDetails
          id={detailsId}
          of={`of trooper ${String(open + 1)}, ${player}`}
          title={`${trooperLabel(opened, open)}: weapons and marker skills`}
          profile={opened}
          bad={badFields(opened)}
          onChange={(next) => {
            replace(open, next);
          }}
          onClose={() => {
            setOpen(null);
          }}
        />
      )}
      <div className="row roster-add roster-wrap">
        <select
          aria-label={`Add a trooper to ${player}`}
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value);
          }}
        >
          {ROSTER.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <button type="button" aria-label={`Add to ${player}`} disabled={full || !chosen} onClick={add}>
          Add
        </button>
        <span className="hint">
          {String(roster.length)} of {String(MAX_GAME_TROOPERS)} troopers
          {full ? ' — remove one to add another.' : ''}
          {' · '}
          <span data-testid={`roster-points-${seat}`}>{String(rosterPoints(roster))} points</span>
        </span>
      </div>
      {problems.map((line, i) => (
        <p key={i} className="error" role="alert">
          <RuleText text={line} />
        </p>
      ))}
      <RosterLibrary
        seat={seat}
        roster={roster}
        onLoad={(next) => {
          setOpen(null);
          onChange(next);
        }}
        storage={storage === undefined ? browser : (storage ?? undefined)}
      />
      <ArmyListImport
        seat={seat}
        storage={storage === undefined ? browser : (storage ?? undefined)}
        onImport={(next) => {
          setOpen(null);
          onChange(next);
        }}
      />
    </fieldset>
  );
}

function RosterHead(): JSX.Element {
  return (
    <thead>
      <tr>
        <th scope="col">#</th>
        <th scope="col">Name</th>
        <th scope="col">S</th>
        <th scope="col" colSpan={2}>
          MOV
        </th>
        {NUMBER_FIELDS.map((f) => (
          <th key={f.key} scope="col">
            {f.label}
          </th>
        ))}
        <th scope="col" title={`An Irregular trooper keeps its own Order (${ruleName('orders.pool')})`}>
          Irr.
        </th>
        <th scope="col" title="Lieutenant: private, only its owner is ever shown it">
          Lt.
        </th>
        <th scope="col" title="Points: private, only its owner is ever shown them">
          Pts
        </th>
        <th scope="col" className="roster-head-wrap">
          Skills and weapons
        </th>
        <th scope="col">
          <span className="roster-sr-only">Actions</span>
        </th>
      </tr>
    </thead>
  );
}

interface TrooperRowProps {
  n: number;
  player: string;
  profile: Profile;
  open: boolean;
  detailsId: string;
  onChange: (p: Profile) => void;
  onToggle: () => void;
  onRemove: () => void;
}

/** One trooper of the roster: its profile values in a row, its weapons and skills behind "Edit". */
function TrooperRow(props: TrooperRowProps): JSX.Element {
  const { n, player, profile: p, open, detailsId, onChange, onToggle, onRemove } = props;
  const of = `of trooper ${String(n)}, ${player}`;
  const bad = badFields(p);
  const sValid = (SILHOUETTE_VALUES as readonly number[]).includes(p.s);
  const update = (patch: Partial<Profile>) => {
    onChange({ ...p, ...patch });
  };
  const weapons = weaponsOf(p)
    .map((w) => `${w.name} B${String(w.burst ?? 1)}`)
    .join(', ');
  const detailsBad = [...bad].some((path) => /^(skills|weapons?)\b/.test(path));
  return (
    <tr>
      <th scope="row" className="roster-index">
        {n}
      </th>
      <td>
        <input
          type="text"
          className="roster-name"
          aria-label={`Name ${of}`}
          aria-invalid={bad.has('name') || undefined}
          value={p.name}
          onChange={(e) => {
            update({ name: e.target.value });
          }}
        />
      </td>
      <td>
        <select
          aria-label={`S ${of}`}
          aria-invalid={bad.has('s') || undefined}
          value={String(p.s)}
          onChange={(e) => {
            update({ s: Number(e.target.value) as Silhouette });
          }}
        >
          {!sValid && <option value={String(p.s)}>?</option>}
          {SILHOUETTE_VALUES.map((s) => (
            <option key={s} value={String(s)}>
              {s}
            </option>
          ))}
        </select>
      </td>
      {([0, 1] as const).map((k) => (
        <td key={k}>
          <input
            type="number"
            min={0}
            max={12}
            step="any"
            aria-label={`MOV ${k === 0 ? 'first' : 'second'} value ${of}`}
            aria-invalid={bad.has(`mov.${String(k)}`) || bad.has('mov') || undefined}
            value={shown(p.mov[k])}
            onChange={(e) => {
              const v = read(e.target.value);
              update({ mov: k === 0 ? [v, p.mov[1]] : [p.mov[0], v] });
            }}
          />
        </td>
      ))}
      {NUMBER_FIELDS.map((f) => (
        <td key={f.key}>
          <input
            type="number"
            min={f.min}
            max={f.max}
            step={1}
            aria-label={`${f.label} ${of}`}
            aria-invalid={bad.has(f.key) || undefined}
            value={shown(p[f.key] ?? 0)}
            onChange={(e) => {
              update({ [f.key]: read(e.target.value) });
            }}
          />
        </td>
      ))}
      {/* The whole cell is the tick's target: a finger needs 44 px (roster.css). */}
      <td>
        <label className="roster-tick">
          <input
            type="checkbox"
            aria-label={`Irregular ${of}`}
            checked={p.irregular === true}
            onChange={(e) => {
              update({ irregular: e.target.checked });
            }}
          />
        </label>
      </td>
      <td>
        <label className="roster-tick">
          <input
            type="checkbox"
            aria-label={`Lieutenant ${of}`}
            aria-invalid={bad.has('lieutenant') || undefined}
            checked={p.lieutenant === true}
            onChange={(e) => {
              onChange(e.target.checked ? { ...p, lieutenant: true } : without(p, 'lieutenant'));
            }}
          />
        </label>
      </td>
      <td>
        <input
          type="number"
          min={0}
          max={MAX_TROOPER_POINTS}
          step={1}
          aria-label={`Points ${of}`}
          aria-invalid={bad.has('points') || undefined}
          value={p.points === undefined ? '' : shown(p.points)}
          onChange={(e) => {
            // A blank field means the army list gives no points, not an error.
            onChange(
              e.target.value.trim() === '' ? without(p, 'points') : { ...p, points: read(e.target.value) },
            );
          }}
        />
      </td>
      <td className="roster-skills">
        {skillsLine(p)}
        <span className="roster-weapons-line">
          {weapons}
          {combatGroupOf(p) > 1 ? ` · Combat Group ${String(combatGroupOf(p))}` : ''}
        </span>
      </td>
      <td className="roster-actions">
        <button
          type="button"
          aria-label={`Edit weapons and skills ${of}`}
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          className={detailsBad ? 'roster-edit-bad' : undefined}
          onClick={onToggle}
        >
          Edit
        </button>
        <button
          type="button"
          className="danger"
          aria-label={`Remove trooper ${String(n)} of ${player}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </td>
    </tr>
  );
}
