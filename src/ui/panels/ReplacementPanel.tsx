import { replacementCentre } from '../../rules/index.ts';
import { useDegrees } from '../useTurned.ts';
import { useSession, useView } from '../../store/index.ts';
import { useCommands } from '../commands.ts';
import { point } from '../format.ts';
import { RuleLink, SectionLink } from '../help/RulesHelp.tsx';

/** The facing of a revealed model, in degrees (0 = towards the right edge, 90 = towards Player B). */
function FacingField({ facing, onChange }: { facing: number; onChange: (f: number) => void }) {
  return (
    <label className="field inline">
      Facing (degrees)
      <input
        type="number"
        min={0}
        max={359}
        step={15}
        value={Math.round(facing)}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (Number.isFinite(n)) onChange(((n % 360) + 360) % 360);
        }}
      />
    </label>
  );
}

/**
 * A revealed model (RULES.md §12, T46): of the same base, its owner only faces it ("facing in the
 * direction of your choice", seeds 002, 004, 001); of another base size, its owner places it centre on centre, or
 * edge on edge by dragging from a point of the old rim on the table, and faces it unless the state
 * keeps the facing (a Holoecho bearer, §10.4). The other seat reads only that it is being placed.
 */
export function ReplacementPanel() {
  // Directions in the words of this screen (a table seen from its own side reads them turned).
  const degrees = useDegrees();
  const view = useView();
  const commands = useCommands();
  const draft = useSession((s) => s.replaceDraft);
  const setDraft = useSession((s) => s.setReplaceDraft);
  const pending = view.replacement;
  if (!pending) return null;
  const piece = view.pieces.find((p) => p.id === pending.pieceId);
  if (pending.owner !== view.viewer) {
    return (
      <section className="panel" aria-labelledby="replace-title">
        <h2 id="replace-title">A model is being placed</h2>
        <p className="hint">Player {pending.owner} places and faces its revealed model.</p>
      </section>
    );
  }
  const centre = replacementCentre(
    pending.old,
    pending.newR,
    draft.edgeToward ? { edgeToward: draft.edgeToward } : 'centre',
  );
  const facing = pending.keepFacing ?? draft.facing ?? piece?.facing ?? 0;
  const bigger = pending.newR > pending.old.r;
  if (Math.abs(pending.newR - pending.old.r) < 1e-6) {
    // The same base: it stands where the marker stood; only the facing is its owner's to choose.
    return (
      <section className="panel" aria-labelledby="replace-title" data-testid="replace-panel">
        <h2 id="replace-title">Face the revealed model</h2>
        <p className="hint">
          {piece?.label ?? 'The model'} takes the marker's place, facing the way you choose: it sets its front
          arc for Line of Fire. Type it, or drag the yellow handle of the model on the table.{' '}
          <RuleLink rules={['replacement']} />
        </p>
        <FacingField
          facing={facing}
          onChange={(f) => {
            setDraft({ facing: f });
          }}
        />
        <p data-testid="replace-preview">
          At {point(centre)}, facing {degrees(facing)}.
        </p>
        <div className="row buttons">
          <button type="button" className="primary" onClick={() => commands.replace()}>
            Face it this way
          </button>
        </div>
      </section>
    );
  }
  return (
    <section className="panel" aria-labelledby="replace-title" data-testid="replace-panel">
      <h2 id="replace-title">Place the revealed model</h2>
      <p className="hint">
        {piece?.label ?? 'The model'} has a {bigger ? 'larger' : 'smaller'} base (
        {(pending.newR * 2).toFixed(2)}") than the marker ({(pending.old.r * 2).toFixed(2)}"). Put it centre
        on centre, or edge on edge: press on the table by the dashed rim and drag round it to choose where the
        two edges meet (<SectionLink rule="replacement" />
        ).
      </p>
      <fieldset className="row">
        <legend>Placement</legend>
        <label className="check">
          <input
            type="radio"
            name="replace-mode"
            checked={draft.edgeToward === null}
            onChange={() => {
              setDraft({ edgeToward: null });
            }}
          />
          Centre on centre
        </label>
        <label className="check">
          <input
            type="radio"
            name="replace-mode"
            checked={draft.edgeToward !== null}
            onChange={() => {
              setDraft({ edgeToward: { x: pending.old.x + pending.old.r, y: pending.old.y } });
            }}
          />
          Edge on edge
        </label>
      </fieldset>
      {pending.keepFacing === null ? (
        <FacingField
          facing={facing}
          onChange={(f) => {
            setDraft({ facing: f });
          }}
        />
      ) : (
        <p className="hint">
          It keeps the Holoecho's facing, {degrees(pending.keepFacing)} (<SectionLink rule="holoecho" />
          ).
        </p>
      )}
      <p data-testid="replace-preview">
        New centre {point(centre)}, facing {degrees(facing)}.
      </p>
      <div className="row buttons">
        <button type="button" className="primary" onClick={() => commands.replace()}>
          Place the model here
        </button>
      </div>
    </section>
  );
}
