import { useState } from 'react';
import { FIRETEAM_MAX, FIRETEAM_MIN } from '../../rules/index.ts';
import { useSession, useView } from '../../store/index.ts';
import { SectionLink } from '../help/RulesHelp.tsx';
import { useCommands } from '../commands.ts';
import { bonusText, fireteamLine, outOfCoherency } from './fireteamText.ts';

const RULE_SET_NAMES = { 'N4-2020': 'N4 (October 2020)', 'N4-2022': 'N4, update of March 2022' } as const;

/**
 * The Fireteams panel (RULES.md §18.12; D119, D120, D123): the viewer's Fireteams with their members,
 * bonus and live Coherency warnings, changing the Team Leader and disbanding; in its own deployment step,
 * a new Fireteam made of pieces selected on the table. The opponent's Fireteams by what the table shows.
 */
export function FireteamPanel() {
  const view = useView();
  const selectedId = useSession((s) => s.selectedId);
  const drag = useSession((s) => s.drag);
  const commands = useCommands();
  const [draft, setDraft] = useState<string[]>([]);
  const rules = view.fireteamRules;
  const viewer = view.viewer;
  if (!rules || (viewer !== 'A' && viewer !== 'B' && !view.fireteams?.length)) return null;
  const mine = rules.sectorial.includes(viewer as 'A' | 'B');
  const teams = view.fireteams ?? [];
  const own = teams.filter((f) => f.owner === viewer);
  const theirs = teams.filter((f) => f.owner !== viewer);
  const deploying = view.phase.kind === 'deployment' && view.phase.acting === viewer;
  const changing =
    deploying || (view.phase.kind === 'turn' && view.phase.active === viewer && !view.phase.order);
  const pieceOf = (id: string) => view.pieces.find((p) => p.id === id);
  const selected = selectedId ? pieceOf(selectedId) : undefined;
  const draftPieces = draft.filter((id) => pieceOf(id));
  const canAdd =
    selected?.owner === viewer &&
    selected.kind === 'model' &&
    selected.trooperId !== undefined &&
    !draftPieces.includes(selected.id) &&
    draftPieces.length < FIRETEAM_MAX;
  const draftOut = draftPieces.length
    ? outOfCoherency(view.pieces, draftPieces[0] ?? '', draftPieces, drag)
    : [];
  const trooperOf = (id: string) => pieceOf(id)?.trooperId ?? '';
  return (
    <section className="panel" aria-labelledby="fireteams-title" data-testid="fireteam-panel">
      <h2 id="fireteams-title">Fireteams</h2>
      <p className="hint">
        Bonuses: {RULE_SET_NAMES[rules.ruleSet]}. Sectorial: Player {rules.sectorial.join(' and Player ')}.
      </p>
      <SectionLink rule="fireteams" />
      {own.map((f) => {
        const out = outOfCoherency(view.pieces, f.leaderPieceId, f.pieceIds, drag);
        return (
          <div key={f.id} className="fireteam" data-testid="own-fireteam">
            <ul>
              {(f.members ?? []).map((m) => (
                <li key={m.trooperId}>
                  {m.name}
                  {m.leader ? (
                    ' (Team Leader)'
                  ) : changing ? (
                    <button
                      type="button"
                      onClick={() =>
                        commands.fireteam({ type: 'setTeamLeader', fireteamId: f.id, leader: m.trooperId })
                      }
                    >
                      Make Team Leader
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
            <p data-testid="fireteam-bonus">
              {f.pieceIds.length} members · bonus: {bonusText(f.bonus)}
            </p>
            {out.length > 0 && (
              <p className="warn-text" role="status" data-testid="fireteam-coherency">
                Out of Coherency with the Team Leader: {out.map((p) => p.label).join(', ')}
              </p>
            )}
            {changing && (
              <button
                type="button"
                onClick={() => commands.fireteam({ type: 'disbandFireteam', fireteamId: f.id })}
              >
                Disband this Fireteam
              </button>
            )}
          </div>
        );
      })}
      {theirs.map((f) => (
        <p key={f.id} data-testid="other-fireteam">
          Player {f.owner}: {fireteamLine(view, f)} · bonus: {bonusText(f.bonus)}
        </p>
      ))}
      {mine && deploying && (
        <div className="fireteam-new" data-testid="fireteam-new">
          <h3>New Fireteam</h3>
          <p className="hint">
            Select a model of yours on the table and add it; the first is the Team Leader. {FIRETEAM_MIN} to{' '}
            {FIRETEAM_MAX} members of one Combat Group, each in the Team Leader’s Zone of Control.
          </p>
          <ul data-testid="fireteam-draft">
            {draftPieces.map((id, i) => (
              <li key={id}>
                {pieceOf(id)?.label}
                {i === 0 ? ' (Team Leader)' : ''}
                <button
                  type="button"
                  aria-label={`Take ${pieceOf(id)?.label ?? 'it'} out of the new Fireteam`}
                  onClick={() => {
                    setDraft(draftPieces.filter((d) => d !== id));
                  }}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          {draftOut.length > 0 && (
            <p className="warn-text" role="status" data-testid="fireteam-draft-coherency">
              Out of Coherency with the Team Leader: {draftOut.map((p) => p.label).join(', ')}
            </p>
          )}
          <div className="row buttons">
            <button
              type="button"
              disabled={!canAdd}
              title={canAdd ? undefined : 'Select one of your models on the table first'}
              onClick={() => {
                if (selected) setDraft([...draftPieces, selected.id]);
              }}
            >
              {selected && canAdd ? `Add ${selected.label}` : 'Add the selected model'}
            </button>
            <button
              type="button"
              className="primary"
              disabled={draftPieces.length < FIRETEAM_MIN}
              title={
                draftPieces.length < FIRETEAM_MIN
                  ? `A Fireteam has at least ${String(FIRETEAM_MIN)} members`
                  : undefined
              }
              onClick={() => {
                const members = draftPieces.map(trooperOf);
                const done = commands.fireteam({ type: 'formFireteam', members, leader: members[0] ?? '' });
                if (done?.ok) setDraft([]);
              }}
            >
              Form the Fireteam
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
