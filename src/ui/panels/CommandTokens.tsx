import type { View } from '../../engine/index.ts';
import { RETREAT_EXEMPT_TOKEN } from '../../rules/index.ts';
import { useCommands } from '../commands.ts';
import { RuleLink } from '../help/RulesHelp.tsx';

/**
 * The Command Tokens each seat has left (public, RULES.md §5.1; decision D106), next to the Order pool.
 */
export function CommandTokens({ view }: { view: View }) {
  const tokens = view.commandTokens;
  if (!tokens) return null;
  const say = (seat: 'A' | 'B') => `Player ${seat}: ${String(tokens[seat])}`;
  return (
    <p className="hint" data-testid="command-tokens">
      Command Tokens: {say('A')} · {say('B')} <RuleLink rules={['commandTokens']} />
    </p>
  );
}

/**
 * The active seat of an army in Retreat! spends a Command Token so the selected trooper ignores it
 * (RULES.md §18.10.3; decision D107). Shown only where it applies; disabled with the reason otherwise.
 */
export function RetreatExemptButton({
  view,
  selected,
}: {
  view: View;
  selected: View['pieces'][number] | undefined;
}) {
  const commands = useCommands();
  const seat = view.viewer;
  if (seat !== 'A' && seat !== 'B') return null;
  const phase = view.phase;
  if (!view.retreat?.includes(seat) || phase.kind !== 'turn' || phase.statesPhase || phase.impetuousPhase)
    return null;
  const left = view.commandTokens?.[seat] ?? 0;
  const already = selected?.tokens.includes(RETREAT_EXEMPT_TOKEN) === true;
  const reason =
    left === 0
      ? 'No Command Token left'
      : !selected
        ? 'Select one of your troopers first'
        : already
          ? `${selected.label} already ignores Retreat!`
          : null;
  return (
    <div className="row buttons" data-testid="retreat-exempt">
      <button
        type="button"
        disabled={reason !== null}
        title={reason ?? undefined}
        onClick={() => {
          if (selected) commands.exemptFromRetreat(selected.id);
        }}
      >
        {selected && !already
          ? `Spend a Command Token: ${selected.label} ignores Retreat!`
          : 'Spend a Command Token: ignore Retreat!'}
      </button>
      {reason && <span className="hint">{reason.endsWith('!') ? reason : `${reason}.`}</span>}
      <RuleLink rules={['commandTokens', 'retreat']} />
    </div>
  );
}
