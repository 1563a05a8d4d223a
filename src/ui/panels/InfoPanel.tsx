import { NoPieceSelected } from './InfoSlot.tsx';
import { useDegrees } from '../useTurned.ts';
import { falsePieceName } from '../table/caption.ts';
import { FireteamFact } from '../fireteams/FireteamFact.tsx';
import { KIND_RULES, engagedWith, equipmentLine, footingAt, footingText } from '../../rules/index.ts';
import { SectionLink } from '../help/RulesHelp.tsx';
import { engagingOf, facingChangeOf, useSession, useStoreApis, useView } from '../../store/index.ts';
import { useCommands } from '../commands.ts';
import { SEAT_COLOURS } from '../theme.ts';
import { point, profileLine, skillsLine, weaponLines } from '../format.ts';
import { useDeviceWords } from '../pointer.ts';

/** What the selected piece is, as far as the viewer may know, and its per-piece toggles. */
export function InfoPanel() {
  // Directions in the words of this screen (a table seen from its own side reads them turned).
  const degrees = useDegrees();
  const view = useView();
  const { session } = useStoreApis();
  const selectedId = useSession((s) => s.selectedId);
  const zocOn = useSession((s) => (selectedId ? s.zocFor.includes(selectedId) : false));
  const arcOn = useSession((s) => (selectedId ? s.arcFor.includes(selectedId) : false));
  const commands = useCommands();
  const words = useDeviceWords();
  const piece = view.pieces.find((p) => p.id === selectedId);
  // Turning and removing are for the free set-up, and for one's own pieces placed in this deployment step.
  const handles =
    view.mode === 'free' ||
    (view.phase.kind === 'deployment' &&
      view.troopers.some((t) => t.id === piece?.trooperId && t.adjustable));
  const grouped =
    piece?.trooperId !== undefined && view.pieces.filter((p) => p.trooperId === piece.trooperId).length > 1;
  if (!piece) return <NoPieceSelected phase={view.phase.kind} />;
  // The handle on the table: offered when the rules let this model turn now (store/facing.ts).
  const turnable = facingChangeOf(view, piece.id);
  // Engaged State (RULES.md §13): worked out from the public table, the text twin of the drawn link.
  const engaged = engagedWith(engagingOf(view), piece.id).flatMap(
    (id) => view.pieces.find((p) => p.id === id) ?? [],
  );
  return (
    <section className="panel" aria-labelledby="info-title" data-testid="info-panel">
      <h2 id="info-title">Selected piece</h2>
      <p className="piece-name" data-testid="info-name" style={{ color: SEAT_COLOURS[piece.owner].ink }}>
        {piece.label}
      </p>
      <dl className="facts">
        <dt>Side</dt>
        <dd>{SEAT_COLOURS[piece.owner].name}</dd>
        <dt>Kind</dt>
        <dd data-testid="info-kind">
          {KIND_RULES[piece.kind].label}
          {piece.mimetism !== undefined ? ` (Mimetism ${String(piece.mimetism)})` : ''}
        </dd>
        {piece.tokens.length > 0 && (
          <>
            <dt>Tokens</dt>
            <dd data-testid="info-tokens">{piece.tokens.join(', ')}</dd>
          </>
        )}
        {engaged.length > 0 && (
          <>
            <dt>Engaged</dt>
            <dd data-testid="info-engaged">Engaged with {engaged.map((p) => p.label).join(', ')}</dd>
          </>
        )}
        <FireteamFact view={view} pieceId={piece.id} />
        <dt>Position</dt>
        <dd data-testid="info-position">{point(piece)}</dd>
        <dt>Level</dt>
        <dd data-testid="info-level">
          {footingText(footingAt(view.scenery, piece))}
          {footingAt(view.scenery, piece).z > 0 && (
            <>
              {' '}
              (<SectionLink rule="levels" />)
            </>
          )}
        </dd>
        <dt>Facing</dt>
        <dd data-testid="info-facing">{degrees(piece.facing)}</dd>
        <dt>Base</dt>
        <dd>
          S{piece.s}, {(piece.r * 2).toFixed(2)}" wide
        </dd>
        <dt>LoF arc</dt>
        <dd>{piece.arc}°</dd>
        {piece.hackable !== undefined && (
          <>
            <dt>Hackable</dt>
            <dd data-testid="info-hackable">
              {piece.hackable ? 'yes' : 'no'}: open inside your Hacking Area (<SectionLink rule="hackable" />)
            </dd>
          </>
        )}
        {piece.hackingArea !== undefined && (
          <>
            <dt>Hacking Area</dt>
            <dd data-testid="info-hacking-area">
              {String(piece.hackingArea)}" from its base, drawn for you only (
              <SectionLink rule="hackingArea" />)
            </dd>
          </>
        )}
        {piece.repeaterArea !== undefined && (
          <>
            <dt>Repeater</dt>
            <dd data-testid="info-repeater-area">
              adds {String(piece.repeaterArea)}" from its base to your Hackers’ Hacking Areas, drawn for you
              only (<SectionLink rule="repeaters" />)
            </dd>
          </>
        )}
        {piece.profile && (
          <>
            <dt>Profile</dt>
            <dd data-testid="info-profile">{profileLine(piece.profile)}</dd>
            <dt>Skills</dt>
            <dd>{skillsLine(piece.profile)}</dd>
            <dt>Weapons</dt>
            <dd data-testid="info-weapon">
              {weaponLines(piece.profile).map((line) => (
                <div key={line}>{line}</div>
              ))}
            </dd>
            {piece.profile.equipment?.length ? (
              <>
                <dt>Equipment</dt>
                <dd data-testid="info-equipment">
                  {equipmentLine(piece.profile.equipment)}:{' '}
                  {piece.profile.equipment.includes('Repeater') && (
                    <>
                      the Repeater extends its army’s Hacking Areas (<SectionLink rule="repeaters" />)
                    </>
                  )}
                  {piece.profile.equipment.includes('Repeater') && piece.profile.equipment.length > 1 && '; '}
                  {piece.profile.equipment.some((e) => e !== 'Repeater') && (
                    <>
                      {piece.profile.equipment.length > 1 ? 'the rest ' : ''}shown, its effect not played (
                      <SectionLink rule="equipment" />)
                    </>
                  )}
                </dd>
              </>
            ) : null}
            {piece.profile.hacker === true && (
              <>
                <dt>Hacker</dt>
                <dd data-testid="info-hacker">
                  Hacking Device: Hackable, with a Hacking Area (<SectionLink rule="hackingArea" />)
                </dd>
              </>
            )}
            {(piece.profile.lieutenant === true || piece.profile.points !== undefined) && (
              <>
                <dt>Army list</dt>
                <dd data-testid="info-army-list">
                  {[
                    piece.profile.lieutenant === true
                      ? 'Lieutenant (private: the opponent does not see it)'
                      : null,
                    piece.profile.points !== undefined ? `${String(piece.profile.points)} points` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </dd>
              </>
            )}
          </>
        )}
        {piece.deployable && (
          <>
            <dt>Mine</dt>
            <dd data-testid="info-mine">
              Yours, placed by{' '}
              {view.troopers.find((t) => t.id === piece.deployable?.placedBy)?.name ?? 'a Minelayer'}: it goes
              off when an enemy acts within {String(piece.deployable.triggerRange)}" of its base (its trigger
              area, drawn for you alone). Your opponent sees a CAMO marker.
            </dd>
          </>
        )}
        {piece.imitates && (
          <>
            <dt>HoloMask</dt>
            <dd>shows the model of {piece.imitates}</dd>
          </>
        )}
        {piece.real !== undefined && (piece.kind !== 'model' || grouped) && (
          <>
            <dt>Really</dt>
            <dd data-testid="info-real">
              {piece.real ? 'the trooper itself' : `a ${falsePieceName(piece)}`}
            </dd>
          </>
        )}
      </dl>
      <div className="row">
        <label>
          <input
            type="checkbox"
            checked={zocOn}
            onChange={() => {
              session.getState().toggleZocFor(piece.id);
            }}
          />
          Show its 8" ZoC
        </label>
        <label>
          <input
            type="checkbox"
            checked={arcOn}
            onChange={() => {
              session.getState().toggleArcFor(piece.id);
            }}
          />
          Keep its LoF arc shown
        </label>
      </div>
      {turnable && (
        <p className="hint" data-testid="info-turn">
          Drag the yellow handle round its base to turn it
          {turnable === 'replace' ? ', then confirm it in the panel that places it' : ''}.
        </p>
      )}
      {handles && (
        <div className="row buttons">
          <button
            type="button"
            onClick={() => commands.rotate(piece.id, piece.facing - 15)}
            title={words.withKey('Turn 15° anticlockwise', 'Shift+R')}
          >
            ⟲ 15°
          </button>
          <button
            type="button"
            onClick={() => commands.rotate(piece.id, piece.facing + 15)}
            title={words.withKey('Turn 15° clockwise', 'R')}
          >
            ⟳ 15°
          </button>
          <button
            type="button"
            className="danger"
            onClick={() => commands.remove(piece.id)}
            title={words.withKey('Take the trooper off the table', 'Delete')}
          >
            {view.mode === 'game' ? 'Take back' : 'Remove'}
          </button>
        </div>
      )}
    </section>
  );
}
