import { useState, type JSX } from 'react';
import { parseWith, profileSchema } from '../engine/index.ts';
import { ROSTER } from '../content/index.ts';
import type { Profile, Silhouette } from '../rules/index.ts';
import { skillsLine } from './format.ts';
import { SEAT_COLOURS } from './theme.ts';
import { RuleText } from './help/RulesHelp.tsx';
import { plainRuleText } from './help/citations.ts';

export interface RosterEditorProps {
  seat: 'A' | 'B';
  roster: Profile[];
  onChange: (roster: Profile[]) => void;
}

const MAX_TROOPERS = 10;
const SILHOUETTE_VALUES: readonly Silhouette[] = [1, 2, 3, 4, 5, 6, 7, 8];

/** How a trooper is named in a problem line: "Trooper 2 (Camo Sniper)". */
function trooperLabel(p: Profile, index: number): string {
  const name = p.name.trim();
  const shown = name.length > 40 ? `${name.slice(0, 40)}…` : name;
  return `Trooper ${String(index + 1)} (${shown || 'no name'})`;
}

/**
 * Problems of a roster as lines a player can read, e.g.
 * "Trooper 2 (Camo Sniper): wip: Too big: expected number to be <=30"; empty when fine.
 * At least one trooper, at most 10. With `seat` the empty-roster line names the player; without it
 * every line still reads well after a "Player A: " prefix.
 */
export function rosterProblems(roster: Profile[], seat?: 'A' | 'B'): string[] {
  const problems: string[] = [];
  if (roster.length === 0) {
    problems.push(seat ? `Player ${seat} needs at least one trooper.` : 'At least one trooper is needed.');
  }
  if (roster.length > MAX_TROOPERS) problems.push(`At most ${String(MAX_TROOPERS)} troopers per player.`);
  roster.forEach((p, i) => {
    const r = parseWith(profileSchema, p);
    if (!r.ok) problems.push(...r.errors.map((line) => `${trooperLabel(p, i)}: ${line}`));
  });
  return problems;
}

/** The fields of one trooper that zod rejects, as dotted paths ("wip", "mov.0"), to mark the inputs. */
function badFields(p: Profile): ReadonlySet<string> {
  const r = profileSchema.safeParse(p);
  return new Set(r.success ? [] : r.error.issues.map((i) => i.path.map(String).join('.')));
}

/** The value a number input shows: blank for NaN and ±Infinity (rosterProblems reports them). */
const shown = (n: number): number | string => (Number.isFinite(n) ? n : '');
/** The value a number input writes: Number(value), but a blank field is NaN rather than 0. */
const read = (value: string): number => (value.trim() === '' ? Number.NaN : Number(value));

type NumberField = 'wip' | 'bs' | 'ph' | 'arm' | 'w';
const NUMBER_FIELDS: readonly { key: NumberField; label: string; min: number; max: number }[] = [
  { key: 'wip', label: 'WIP', min: 0, max: 30 },
  { key: 'bs', label: 'BS', min: 0, max: 30 },
  { key: 'ph', label: 'PH', min: 0, max: 30 },
  { key: 'arm', label: 'ARM', min: 0, max: 30 },
  { key: 'w', label: 'W', min: 1, max: 9 },
];

/** One seat's roster in the "New game" dialog: a controlled form, every edit goes through onChange. */
export function RosterEditor({ seat, roster, onChange }: RosterEditorProps): JSX.Element {
  const [choice, setChoice] = useState(ROSTER[0]?.id ?? '');
  const colours = SEAT_COLOURS[seat];
  const player = `Player ${seat}`;
  const problems = rosterProblems(roster, seat);
  const chosen = ROSTER.find((p) => p.id === choice);
  const full = roster.length >= MAX_TROOPERS;

  const update = (index: number, patch: Partial<Profile>) => {
    onChange(roster.map((p, j) => (j === index ? { ...p, ...patch } : p)));
  };
  const remove = (index: number) => {
    onChange(roster.filter((_, j) => j !== index));
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
                <th
                  scope="col"
                  title={plainRuleText('An Irregular trooper keeps its own Order (RULES.md §5.1)')}
                >
                  Irr.
                </th>
                <th scope="col">Skills</th>
                <th scope="col">
                  <span className="roster-sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {roster.map((p, i) => {
                const n = i + 1;
                const of = `of trooper ${String(n)}, ${player}`;
                const bad = badFields(p);
                const sValid = (SILHOUETTE_VALUES as readonly number[]).includes(p.s);
                return (
                  // Profiles need not have unique ids, and every input is controlled: the index is the row.
                  <tr key={i}>
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
                          update(i, { name: e.target.value });
                        }}
                      />
                    </td>
                    <td>
                      <select
                        aria-label={`S ${of}`}
                        aria-invalid={bad.has('s') || undefined}
                        value={String(p.s)}
                        onChange={(e) => {
                          update(i, { s: Number(e.target.value) as Silhouette });
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
                            update(i, { mov: k === 0 ? [v, p.mov[1]] : [p.mov[0], v] });
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
                          value={shown(p[f.key])}
                          onChange={(e) => {
                            update(i, { [f.key]: read(e.target.value) });
                          }}
                        />
                      </td>
                    ))}
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Irregular ${of}`}
                        checked={p.irregular === true}
                        onChange={(e) => {
                          update(i, { irregular: e.target.checked });
                        }}
                      />
                    </td>
                    <td className="roster-skills">{skillsLine(p)}</td>
                    <td>
                      <button
                        type="button"
                        className="danger"
                        aria-label={`Remove trooper ${String(n)} of ${player}`}
                        onClick={() => {
                          remove(i);
                        }}
                      >
                        Remove
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="row roster-add">
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
          {String(roster.length)} of {String(MAX_TROOPERS)} troopers
          {full ? ' — remove one to add another.' : ''}
        </span>
      </div>
      {problems.map((line, i) => (
        <p key={i} className="error" role="alert">
          <RuleText text={line} />
        </p>
      ))}
    </fieldset>
  );
}
