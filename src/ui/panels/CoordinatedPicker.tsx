import { useState } from 'react';
import type { View } from '../../engine/index.ts';
import {
  MAX_COORDINATED,
  MIN_COORDINATED,
  combatGroupOf,
  coordinatedMemberProblem,
  isMarker,
} from '../../rules/index.ts';
import { useCommands } from '../commands.ts';
import { RuleLink } from '../help/RulesHelp.tsx';

/**
 * The Coordinated Order (RULES.md §18.12.3; decisions D108–D110): the active seat ticks two to four of
 * its troopers, the first ticked leads, and declares once. A trooper that may not take part (a Decoy
 * user, a marker) stays in the list, disabled, with the reason: this panel is its owner's alone.
 */
export function CoordinatedPicker({ view }: { view: View }) {
  const commands = useCommands();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const seat = view.viewer;
  if (seat !== 'A' && seat !== 'B') return null;
  const tokens = view.commandTokens?.[seat] ?? 0;
  const pool = view.phase.kind === 'turn' ? (view.phase.pool ?? 0) : 0;
  if (!open) {
    const why = tokens === 0 ? 'no Command Token left' : pool === 0 ? 'no Regular Order left' : null;
    return (
      <div className="row buttons">
        <button
          type="button"
          disabled={why !== null}
          title={why ?? undefined}
          onClick={() => {
            setChosen([]);
            setOpen(true);
          }}
        >
          Coordinated Order…
        </button>
        {why && <span className="hint">Coordinated Order: {why}.</span>}
      </div>
    );
  }
  const byId = new Map(view.pieces.map((p) => [p.id, p]));
  const mine = view.troopers.filter((t) => t.owner === seat && !t.hidden && t.pieceIds.length > 0);
  const rows = mine.map((t) => {
    const pieces = t.pieceIds.flatMap((id) => byId.get(id) ?? []);
    const reason = coordinatedMemberProblem({
      name: t.name,
      group: combatGroupOf(t.profile),
      irregular: t.profile.irregular === true,
      usingDecoy: t.form === 'Decoy' && t.pieceIds.length > 1,
      marker: pieces.length !== 1 || pieces.some((p) => isMarker(p.kind)),
      nullState: pieces.some((p) => p.tokens.includes('Unconscious')),
    });
    return { t, pieceId: t.pieceIds[0] ?? '', reason };
  });
  const full = chosen.length >= MAX_COORDINATED;
  const ready = chosen.length >= MIN_COORDINATED;
  return (
    <fieldset className="coordinated" data-testid="coordinated-picker">
      <legend>
        Coordinated Order: tick {MIN_COORDINATED} to {MAX_COORDINATED} troopers of one Combat Group, the first
        ticked leads <RuleLink rules={['coordinated']} />
      </legend>
      <ul className="plain">
        {rows.map(({ t, pieceId, reason }) => {
          const at = chosen.indexOf(pieceId);
          return (
            <li key={t.id}>
              <label title={reason ?? undefined}>
                <input
                  type="checkbox"
                  checked={at >= 0}
                  disabled={reason !== null || (full && at < 0)}
                  onChange={(e) => {
                    setChosen((c) => (e.target.checked ? [...c, pieceId] : c.filter((id) => id !== pieceId)));
                  }}
                />{' '}
                {t.name} (group {combatGroupOf(t.profile)}
                {t.profile.irregular ? ', Irregular' : ''}){at === 0 ? ' — leads' : ''}
              </label>
              {reason && <span className="hint"> {reason}.</span>}
            </li>
          );
        })}
      </ul>
      <div className="row buttons">
        <button
          type="button"
          className="primary"
          disabled={!ready}
          onClick={() => {
            if (commands.coordinated(chosen)?.ok !== false) setOpen(false);
          }}
        >
          Declare the Coordinated Order ({chosen.length} troopers): 1 Command Token + 1 Regular Order
        </button>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
          }}
        >
          Cancel
        </button>
      </div>
    </fieldset>
  );
}
