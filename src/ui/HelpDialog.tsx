import { Modal } from './Modal.tsx';
import { SHORTCUTS } from './keyboard.ts';

/** The keyboard and mouse shortcuts. */
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
