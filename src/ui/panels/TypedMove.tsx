import { useId, useState } from 'react';
import { useDegrees, useTurned } from '../useTurned.ts';
import type { View, ViewOrder } from '../../engine/index.ts';
import { directionKey } from '../format.ts';
import { useSession } from '../../store/index.ts';

/**
 * Moving by typed distance and direction, for play with the keyboard alone (issue: keyboard and
 * accessibility): every activated piece goes the same way (a Holoecho group moves together); the
 * destination is set as a drag would set it, then Move or Cautious Movement declares it.
 */
export function TypedMove({ view, order }: { view: View; order: ViewOrder }) {
  // Directions in the words of this screen (a table seen from its own side reads them turned).
  const degrees = useDegrees();
  const turned = useTurned();
  const setDraft = useSession((s) => s.setOrderDraft);
  const [distance, setDistance] = useState('');
  const [direction, setDirection] = useState('');
  const d = Number(distance);
  const a = Number(direction);
  const valid = distance !== '' && direction !== '' && Number.isFinite(d) && d > 0 && Number.isFinite(a);
  const readingId = useId();
  return (
    <form
      className="row typed-move"
      aria-label="Move by typed distance and direction"
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid) return;
        const rad = (a * Math.PI) / 180;
        const to: Record<string, { x: number; y: number }> = {};
        for (const id of order.pieceIds) {
          const p = view.pieces.find((x) => x.id === id);
          if (p) to[id] = { x: p.x + Math.cos(rad) * d, y: p.y + Math.sin(rad) * d };
        }
        setDraft(to);
      }}
    >
      <label className="field inline">
        Inches
        <input
          inputMode="decimal"
          size={4}
          value={distance}
          onChange={(e) => {
            setDistance(e.target.value);
          }}
        />
      </label>
      <label className="field inline">
        Direction (°, {directionKey(turned)})
        <input
          inputMode="numeric"
          size={4}
          value={direction}
          aria-describedby={readingId}
          onChange={(e) => {
            setDirection(e.target.value);
          }}
        />
      </label>
      {/* The typed direction read back as every facing is shown (format.ts `degrees`). */}
      <span id={readingId} className="hint" data-testid="typed-direction">
        {direction !== '' && Number.isFinite(a) ? degrees(a) : ''}
      </span>
      <button type="submit" disabled={!valid}>
        Set destination
      </button>
    </form>
  );
}
