import { Modal } from './Modal.tsx';
import { ScenarioGallery } from './ScenarioGallery.tsx';

/** The scenario gallery in a dialog, over the table or the curtain. */
export function ScenariosDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Scenarios" wide>
      <p className="hint">
        Situations from the rulebook and written for this table, set up and scripted: play each step
        yourselves, or let the scenario panel play the next one. Every step names the rule it shows.
      </p>
      <ScenarioGallery onLoaded={onClose} />
      <form method="dialog">
        <button type="submit">Close</button>
      </form>
    </Modal>
  );
}
