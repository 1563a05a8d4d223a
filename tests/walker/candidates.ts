// What the awaited seat might do now (ARCHITECTURE.md §4): plausible actions of every kind the engine
// has, each with a weight, generated from the state and filtered through `apply` by the walker. Most
// are legal often enough; the rest are refused and cost one `apply` each. Marker play is favoured:
// markers in every form, attacks and Discovers on enemies, moves towards them and into contact.
import type { Seat } from '../../src/rules/index.ts';
import { awaiting, type GameState } from '../../src/engine/index.ts';
import { pendingAlert, pendingReplacement } from '../../src/engine/pending.ts';
import { deploying } from './deploying.ts';
import { betweenOrders, declaring, dodging, reacting } from './ordering.ts';
import type { Rng } from './rng.ts';
import { facingOf, polar, type Candidate } from './table.ts';

export type { Candidate };
/** A chance, in any step of a game, that the seat at the screen proposes to end the game here. */
const PROPOSE_END = 0.004;

/** The awaited seat's candidates, or none when nothing is awaited (the game is over). */
export function candidates(state: GameState, rng: Rng): Candidate[] {
  const waiting = awaiting(state);
  if (!waiting) return [];
  const seat = waiting.seat;
  if (state.endProposedBy) {
    return [
      { action: { type: 'answerEnd', seat, accept: true }, weight: 1 },
      { action: { type: 'answerEnd', seat, accept: false }, weight: 1 },
    ];
  }
  if (pendingReplacement(state)) return replacing(state, seat, rng);
  if (pendingAlert(state)) return alerted(state, seat, rng);
  const propose: Candidate = { action: { type: 'proposeEnd', seat }, weight: PROPOSE_END };
  if (state.phase.kind === 'deployment') return [...deploying(state, seat, rng), propose];
  if (state.phase.kind !== 'turn') return [];
  const order = state.phase.order;
  if (!order) return [...betweenOrders(state, state.phase, seat, rng), propose];
  switch (order.stage) {
    case 'first':
    case 'second':
      return declaring(state, order, seat, rng);
    case 'aro':
      return reacting(state, order, seat, rng);
    case 'dodge':
      return dodging(state, order, seat, rng);
  }
}

/** RULES.md §12: centre on centre, or edge on edge towards a point of the old rim; faced or not. */
function replacing(s: GameState, seat: Seat, rng: Rng): Candidate[] {
  const p = pendingReplacement(s);
  if (!p) return [];
  const facing = p.keepFacing ?? facingOf(rng);
  const out: Candidate[] = [
    { action: { type: 'replace', seat, pieceId: p.pieceId, mode: 'centre' }, weight: 1 },
    { action: { type: 'replace', seat, pieceId: p.pieceId, mode: 'centre', facing }, weight: 1 },
  ];
  // A few random points of the rim, then the 72 the engine tries before it calls a model stuck (T47).
  const angles = [0, 1, 2].map(() => rng.float() * 360);
  for (let i = 0; i < 72; i++) angles.push(i * 5);
  for (const [i, deg] of angles.entries()) {
    const rim = polar(p.old, deg, p.old.r);
    out.push({
      action: { type: 'replace', seat, pieceId: p.pieceId, mode: { edgeToward: rim }, facing },
      weight: i < 3 ? 1 : 0.02,
    });
  }
  return out;
}

/** RULES.md §6.7: turn alerted pieces, or be done. */
function alerted(s: GameState, seat: Seat, rng: Rng): Candidate[] {
  const a = pendingAlert(s);
  if (!a) return [];
  return [
    ...a.pieceIds.map((pieceId) => ({
      action: { type: 'alertTurn' as const, seat, pieceId, facing: facingOf(rng) },
      weight: 1,
    })),
    { action: { type: 'alertDone', seat }, weight: 1.5 },
  ];
}
