import { Modal } from './Modal.tsx';
import { GESTURES, SHORTCUTS } from './keyboard.ts';
import { usePointerKind } from './pointer.ts';

/** The keyboard and mouse shortcuts; with a finger, the touch gestures instead. */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const coarse = usePointerKind() === 'coarse';
  return (
    <Modal open={open} onClose={onClose} title={coarse ? 'Touch gestures' : 'Keyboard and mouse'}>
      <table className="shortcuts">
        <tbody>
          {(coarse ? GESTURES : SHORTCUTS).map((s) => (
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
