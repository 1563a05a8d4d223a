import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SCENERY_PRESETS, defaultSetup } from '../engine/index.ts';
import { DEFAULT_TABLE } from '../rules/index.ts';
import { useStoreApis } from '../store/index.ts';
import { fitCamera } from './camera.ts';
import { SHORTCUTS } from './keyboard.ts';

function Modal({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} onClose={onClose} aria-labelledby={`${title}-title`}>
      <h2 id={`${title}-title`}>{title}</h2>
      {children}
    </dialog>
  );
}

export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Keyboard and mouse">
      <table className="shortcuts">
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.keys}>
              <th scope="row">{s.keys}</th>
              <td>{s.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint">
        Distances are edge to edge in inches; ZoC is 8" from the base edge; CAMO and IMP markers see 360°,
        models and Holoechoes 180°.
      </p>
      <form method="dialog">
        <button type="submit" className="primary">
          Close
        </button>
      </form>
    </Modal>
  );
}

/** A new table: size, deployment depth and scenery preset. The current table is replaced (it can be undone by no one: ask first). */
export function NewTableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { game, session } = useStoreApis();
  const [width, setWidth] = useState(DEFAULT_TABLE.width);
  const [depth, setDepth] = useState(DEFAULT_TABLE.depth);
  const [zone, setZone] = useState(DEFAULT_TABLE.zoneDepth);
  const [preset, setPreset] = useState('club');
  const problem =
    width < 12 || width > 96 || depth < 12 || depth > 96
      ? 'Width and depth must be between 12" and 96".'
      : zone < 0 || zone * 2 >= depth
        ? 'Each deployment zone must be less than half the table deep.'
        : null;
  return (
    <Modal open={open} onClose={onClose} title="New table">
      <p className="hint">This clears every piece from the current table.</p>
      <form
        method="dialog"
        onSubmit={(e) => {
          if (problem) {
            e.preventDefault();
            return;
          }
          const table = { width, depth, zoneDepth: zone };
          game.getState().newTable(defaultSetup(preset, table));
          const s = session.getState();
          s.select(null);
          s.setCamera(fitCamera(table, s.viewport.width, s.viewport.height));
          s.say(
            `New ${String(width)}" × ${String(depth)}" table with ${String(zone)}" deployment zones.`,
            'ok',
          );
        }}
      >
        <label className="field">
          Width (inches)
          <input
            type="number"
            min={12}
            max={96}
            value={width}
            onChange={(e) => {
              setWidth(Number(e.target.value));
            }}
          />
        </label>
        <label className="field">
          Depth (inches)
          <input
            type="number"
            min={12}
            max={96}
            value={depth}
            onChange={(e) => {
              setDepth(Number(e.target.value));
            }}
          />
        </label>
        <label className="field">
          Deployment zone depth (inches)
          <input
            type="number"
            min={0}
            max={40}
            value={zone}
            onChange={(e) => {
              setZone(Number(e.target.value));
            }}
          />
        </label>
        <label className="field">
          Scenery
          <select
            value={preset}
            onChange={(e) => {
              setPreset(e.target.value);
            }}
          >
            {SCENERY_PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        {problem && (
          <p className="error" role="alert">
            {problem}
          </p>
        )}
        <div className="row buttons">
          <button type="submit" className="primary" disabled={problem !== null}>
            Start the new table
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
