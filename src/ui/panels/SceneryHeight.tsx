import { useState } from 'react';
import {
  LOW_WALL_HEIGHT,
  MAX_LOW_SCENERY_HEIGHT,
  MAX_SCENERY_HEIGHT,
  STOREY,
  type Scenery,
  type SceneryHeight,
} from '../../rules/index.ts';

/** The storeys the editor offers as shortcuts for a building (D167): 1, 2 and 3 storeys. */
const STOREY_SHORTCUTS = [1, 2, 3] as const;

type HeightChange = { height?: SceneryHeight; heightIn?: number | null };

/** Writes inches for a button or a field: 4 → "4", 1.25 → "1.25". */
const inches = (n: number): string => String(Math.round(n * 100) / 100);

/**
 * The kind and height of the selected scenery (D166, D176, D178): tall or low, its top in inches typed
 * or picked by storey, or no height at all (the old tall, blocking every line, or the old low).
 */
export function SceneryHeightControls({
  selected,
  onChange,
}: {
  selected: Scenery;
  /** Asks for the change; `ok: false` when it was refused. */
  onChange: (change: HeightChange) => { ok: boolean | 'sent' };
}) {
  const tall = selected.height === 'tall';
  const max = tall ? MAX_SCENERY_HEIGHT : MAX_LOW_SCENERY_HEIGHT;
  const setHeight = (h: number | null): boolean =>
    h === (selected.heightIn ?? null) || onChange({ heightIn: h }).ok !== false;
  const shortcuts: { label: string; value: number | null }[] = tall
    ? [
        ...STOREY_SHORTCUTS.map((n) => ({
          label: `${String(n)} storey${n === 1 ? '' : 's'} (${inches(n * STOREY)}")`,
          value: n * STOREY,
        })),
        { label: 'No height: blocks every line', value: null },
      ]
    : [
        { label: `Low wall (${inches(LOW_WALL_HEIGHT)}")`, value: LOW_WALL_HEIGHT },
        { label: 'No height: cover only', value: null },
      ];
  return (
    <fieldset className="scenery-height">
      <legend>Height</legend>
      <p className="hint">
        {tall
          ? 'A tall piece is solid up to its height, and a trooper may stand on its roof.'
          : 'A low piece hides what stands lower than its top; troopers cross it and stand over it.'}
      </p>
      <label className="field">
        Kind
        <select
          value={selected.height}
          onChange={(e) => {
            const height = e.target.value as SceneryHeight;
            // A building made low keeps its height only where a low piece may have it (D176).
            const h = selected.heightIn;
            onChange(
              height === 'low' && h !== undefined && h > MAX_LOW_SCENERY_HEIGHT
                ? { height, heightIn: LOW_WALL_HEIGHT }
                : { height },
            );
          }}
        >
          <option value="tall">tall: solid, a roof at its height</option>
          <option value="low">low: cover, crossed freely</option>
        </select>
      </label>
      <InchesField
        key={`${selected.id}:${String(selected.heightIn)}`}
        selected={selected}
        max={max}
        onCommit={setHeight}
      />
      <div className="row buttons" role="group" aria-label={tall ? 'Storeys' : 'Low heights'}>
        {shortcuts.map((s) => {
          const on = s.value === (selected.heightIn ?? null);
          return (
            <button
              key={s.label}
              type="button"
              aria-pressed={on}
              className={on ? 'toggle on' : 'toggle'}
              onClick={() => {
                setHeight(s.value);
              }}
            >
              {s.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The top in inches, typed: Enter or leaving the field sets it, an empty field takes the height away,
 * Escape puts back what it was. A height the table does not take is refused by the engine, with why.
 */
function InchesField({
  selected,
  max,
  onCommit,
}: {
  selected: Scenery;
  max: number;
  /** Sets the height; false when it was refused. */
  onCommit: (h: number | null) => boolean;
}) {
  const shown = selected.heightIn === undefined ? '' : inches(selected.heightIn);
  const [text, setText] = useState(shown);
  const commit = () => {
    const t = text.trim();
    const h = t === '' ? null : Number(t);
    // Refused (the status line says why) or not a number: the field shows the height it still has.
    if (h !== null && !Number.isFinite(h)) setText(shown);
    else if (!onCommit(h)) setText(shown);
  };
  return (
    <label className="field">
      Height in inches (empty: none)
      <input
        type="number"
        inputMode="decimal"
        min={0.5}
        max={max}
        step={0.5}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
          if (e.key === 'Escape') {
            setText(shown);
            e.stopPropagation();
          }
        }}
      />
    </label>
  );
}
