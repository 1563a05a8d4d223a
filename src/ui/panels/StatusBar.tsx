import { rulesOf } from '../../rules/index.ts';
import { useDegrees, useScreenText } from '../useTurned.ts';
import { RuleLink, RuleText } from '../help/RulesHelp.tsx';
import {
  describeMineSpot,
  previewArrival,
  previewDeploy,
  previewMine,
  useSession,
  useStoreApis,
  useView,
} from '../../store/index.ts';
import { describeReactions, describeVerdict } from '../format.ts';
import { describeTape, measureTape } from '../table/tape.ts';
import { useSettledStore } from '../useSettled.ts';
import { useCommands } from '../commands.ts';
import type { SessionStore } from '../../store/sessionStore.ts';

/** How often the text twins follow a gesture, in ms. */
const READOUT_MS = 100;

const selectDrag = (s: SessionStore) => s.drag;

/**
 * A drop refused only for changing level (D169): the players may agree the piece climbs, jumps or
 * drops there, and place it with the height counted in its distance.
 */
function PlaceByAgreement() {
  const offer = useSession((s) => s.levelAgreement);
  const { session } = useStoreApis();
  const commands = useCommands();
  if (!offer) return null;
  const place = () => {
    session.getState().offerAgreement(null);
    if (offer.as === 'move') commands.move(offer.pieceId, offer.to, true);
    else commands.declare('move', undefined, undefined, true);
  };
  return (
    <span className="agreement">
      <button type="button" data-testid="place-by-agreement" onClick={place}>
        {offer.as === 'move' ? 'Place by agreement' : 'Move there by agreement'}
      </button>{' '}
      <button
        type="button"
        onClick={() => {
          session.getState().offerAgreement(null);
        }}
      >
        Leave it
      </button>
    </span>
  );
}

/** The text twin of what the canvas shows about the current gesture and the last result (aria-live). */
export function StatusBar() {
  // Directions in the words of this screen (a table seen from its own side reads them turned).
  const degrees = useDegrees();
  const screen = useScreenText();
  const status = useSession((s) => s.status);
  // The readouts follow a drag ten times a second: enough to read, light enough for a phone's frames.
  const drag = useSettledStore(useStoreApis().session, selectDrag, READOUT_MS);
  const tape = useSession((s) => s.tape);
  const view = useView();
  const hover = useSession((s) => (s.tool === 'place' ? s.hover : null));
  const draft = useSession((s) => s.deployDraft);
  const picking = useSession((s) => s.pickingMine);
  const mineSpot = useSession((s) => s.mineSpot);
  const mineFor = useSession((s) => s.mineFor);
  const arrival = useSession((s) => s.arrivalDraft);
  // A trooper landing from Airborne Deployment (RULES.md §18.11): the landing rules, live, before the click.
  const placing =
    hover && !picking
      ? arrival
        ? previewArrival(view, arrival, hover)
        : previewDeploy(view, draft, hover, mineSpot)
      : null;
  const verb = placing?.verb ?? 'deploy';
  // The Mine spot being chosen (RULES.md §18.7): its verdict as the pointer moves.
  const mine = hover && picking ? previewMine(view, hover, mineFor ? { reactorId: mineFor } : {}) : null;
  const mineText = mine ? describeMineSpot(mine) : null;
  const ghostDrag = useSession((s) => s.ghostDrag);
  // A model turned by its handle: the text twin of its arc as it turns.
  const rotate = useSession((s) => s.rotate);
  const turning = rotate ? view.pieces.find((p) => p.id === rotate.pieceId) : undefined;
  const turningText = rotate && turning ? `${turning.label} faces ${degrees(rotate.facing)}.` : null;
  const ghost = ghostDrag ? view.ghosts.find((g) => g.id === ghostDrag.ghostId) : undefined;
  const ghostText =
    ghostDrag && ghost
      ? ghostDrag.violations.length
        ? `${ghost.label} cannot be written here: ${ghostDrag.violations.map((v) => v.message).join(' ')}`
        : `${ghost.label} may be written here (${ghostDrag.at.x.toFixed(1)}, ${ghostDrag.at.y.toFixed(1)}).`
      : null;
  const placingText = placing
    ? placing.violations.length
      ? `${placing.trooper.name} cannot ${verb} here: ${placing.violations.map((v) => v.message).join(' ')}`
      : placing.roll
        ? `${placing.trooper.name} here: ${placing.roll.says}.`
        : `${placing.trooper.name} may ${verb} here (${placing.at.x.toFixed(1)}, ${placing.at.y.toFixed(1)}).`
    : null;
  const piece = drag ? view.pieces.find((p) => p.id === drag.pieceId) : undefined;
  const live =
    drag && piece && drag.verdict ? describeVerdict(piece.label, drag.verdict, piece.profile?.mov) : null;
  const nameOf = (id: string) => view.pieces.find((p) => p.id === id)?.label ?? 'a piece';
  // The rules of what the readout says: the drag's, the written position's, or the deployment's.
  const readoutRules = live
    ? rulesOf(...(drag?.verdict?.violations ?? []))
    : ghostText
      ? rulesOf(...(ghostDrag?.violations ?? []))
      : placing?.violations.length
        ? rulesOf(...placing.violations)
        : placing?.roll
          ? [placing.roll.rule]
          : [];
  const react = drag && piece ? describeReactions(drag.reactions, nameOf, drag.cover) : null;
  return (
    <footer className="status-bar">
      <div>
        <p
          className={`status status-${status.tone}`}
          role="status"
          aria-live="polite"
          data-testid="status"
          data-seq={status.seq}
        >
          <RuleText text={screen(status.text)} rules={status.rules} />{' '}
          {status.tone === 'error' && <RuleLink rules={status.rules} />}
        </p>
        <PlaceByAgreement />
      </div>
      <div>
        <p className="drag-readout" aria-live="polite" data-testid="drag-readout">
          <RuleText
            text={live ?? turningText ?? ghostText ?? mineText ?? placingText ?? ''}
            rules={readoutRules}
          />
        </p>
        <p className="react-readout" aria-live="polite" data-testid="react-readout">
          <RuleText text={react ?? ''} />
        </p>
        <p className="drag-readout" aria-live="polite" data-testid="tape-readout">
          {tape ? describeTape(measureTape(view, tape)) : ''}
        </p>
      </div>
    </footer>
  );
}
