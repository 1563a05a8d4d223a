import { useState } from 'react';
import { useView } from '../../store/index.ts';
import { useCommands } from '../commands.ts';

/**
 * The Player Turn (RULES.md §11.3): the round, whose turn it is and the Orders left; for the active
 * seat its pool and Irregular Orders, and ending the turn (unspent Orders are lost, so it asks first).
 */
export function TurnPanel() {
  const view = useView();
  const commands = useCommands();
  const [confirming, setConfirming] = useState(false);
  const phase = view.phase;
  if (phase.kind === 'over') {
    return (
      <section className="panel" aria-labelledby="turn-title">
        <h2 id="turn-title">Game over</h2>
        <p className="hint" data-testid="turn-phase">
          {phase.text[0]?.toUpperCase()}
          {phase.text.slice(1)}.
        </p>
      </section>
    );
  }
  const active = phase.acting !== undefined && phase.acting === view.viewer;
  const left = phase.ordersLeft ?? 0;
  return (
    <section className="panel" aria-labelledby="turn-title">
      <h2 id="turn-title">
        Round {phase.round} · Player {phase.acting}'s turn
      </h2>
      <p className="orders-left" data-testid="orders-left">
        {left} Order{left === 1 ? '' : 's'} left
      </p>
      {active && phase.pool !== undefined && (
        <p className="hint">
          Pool: {phase.pool}
          {phase.irregular?.length
            ? ` · Irregular: ${phase.irregular.map((i) => `${i.name} (${String(i.orders)})`).join(', ')}`
            : ''}
        </p>
      )}
      {active &&
        (confirming ? (
          <div className="row buttons">
            <button
              type="button"
              className="primary"
              onClick={() => {
                setConfirming(false);
                commands.endTurn();
              }}
            >
              End the turn: {left} Order{left === 1 ? '' : 's'} lost
            </button>
            <button
              type="button"
              onClick={() => {
                setConfirming(false);
              }}
            >
              Keep playing
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="primary handover"
            onClick={() => {
              if (left > 0) setConfirming(true);
              else commands.endTurn();
            }}
          >
            End turn
          </button>
        ))}
    </section>
  );
}
