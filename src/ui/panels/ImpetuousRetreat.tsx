import type { View } from '../../engine/index.ts';
import { IMPETUOUS_TOKEN } from '../../rules/index.ts';
import { useCommands } from '../commands.ts';
import { RuleLink } from '../help/RulesHelp.tsx';

/**
 * The armies in Retreat! (RULES.md §18.10.3): a badge each, public; never their points.
 */
export function RetreatBadges({ view }: { view: View }) {
  if (!view.retreat?.length) return null;
  return (
    <p className="hint warn" data-testid="retreat-badges">
      {view.retreat.map((seat) => (
        <span key={seat} className="badge retreat" aria-label={`Player ${seat}'s army is in Retreat!`}>
          Player {seat}: Retreat!
        </span>
      ))}{' '}
      Only Move, Discover, Idle, Cautious Movement, Dodge and Reset; no marker states.{' '}
      <RuleLink rules={['retreat']} />
    </p>
  );
}

/**
 * The Impetuous Phase (RULES.md §18.10.1): the active player activates each trooper with an Impetuous
 * token once without an Order, or ends the phase; the other seat reads that it is under way.
 */
export function ImpetuousPhaseBox({ view, acting }: { view: View; acting: boolean }) {
  const commands = useCommands();
  if (!view.phase.impetuousPhase || view.phase.order) return null;
  const tokens = view.pieces.filter((p) => p.tokens.includes(IMPETUOUS_TOKEN));
  return (
    <div data-testid="impetuous-phase">
      <p className="hint">
        Impetuous Phase: {tokens.map((p) => p.label).join(', ')}{' '}
        {acting
          ? `may ${tokens.length > 1 ? 'each ' : ''}be activated once without an Order (select it and Activate), or end the phase to spend Orders.`
          : `of Player ${String(view.phase.active)} may ${tokens.length > 1 ? 'each ' : ''}act once without an Order.`}{' '}
        <RuleLink rules={['impetuous']} />
      </p>
      {acting && (
        <div className="row buttons">
          <button type="button" onClick={() => commands.endImpetuous()}>
            End the Impetuous Phase
          </button>
        </div>
      )}
    </div>
  );
}
