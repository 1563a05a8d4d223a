// RULES.md §5.3 step 7: the conclusion of an Order. Holoecho Coherency and the end of a cancelled
// Holoecho State, Immobilized-A that ends, and Alert for who was attacked.
import { checkPlacement, publicName } from './pieces.ts';
import { turnOf, withLog, withOrder } from './orderKit.ts';
import { finishHoloecho, holoechoCoherency } from './reveal.ts';
import { IMMOBILIZED_A } from './replace.ts';
import { alertsAfter } from './alert.ts';
import { placeDeployables } from './skills/placeDeployable.ts';
import type { GameState } from './types.ts';

/** RULES.md §5.3 step 7: the Order ends; the turn goes on. */
export function conclude(initial: GameState): GameState {
  const turn = turnOf(initial);
  if (!turn?.order) return initial;
  // Deployables declared in this Order stand now (RULES.md §18.7.1).
  let state = holoechoCoherency(placeDeployables(initial, turn.order, turn.active));
  const ends = turnOf(state)?.order?.holoechoEnds ?? [];
  for (const id of ends) {
    const done = finishHoloecho(state, id);
    state = withLog(done.state, done.lines);
  }
  // Immobilized-A ends only when the space around the model changes so that it fits (RULES.md §12).
  for (const p of Object.values(state.pieces)) {
    if (!p.tokens.includes(IMMOBILIZED_A) || checkPlacement(state, p, p).length > 0) continue;
    state = withLog(
      {
        ...state,
        pieces: { ...state.pieces, [p.id]: { ...p, tokens: p.tokens.filter((t) => t !== IMMOBILIZED_A) } },
      },
      [
        {
          text: `The ${publicName(p)} of Player ${p.owner} fits where it stands now: its ${IMMOBILIZED_A} ends.`,
          rules: ['replacement'],
        },
      ],
    );
  }
  // Alert: who was attacked, or has an attacked ally in its ZoC, may turn (RULES.md §6.7, T52).
  const alerts = alertsAfter(state, turn.order, turn.active);
  const done = withLog(withOrder(state, undefined), [
    {
      seat: turn.active,
      text: `The Order of Player ${turn.active} is complete.`,
      event: { kind: 'order', seat: turn.active, step: 'ended' },
    },
  ]);
  return alerts ? { ...done, alerts } : done;
}
