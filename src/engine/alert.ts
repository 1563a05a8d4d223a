// Alert (RULES.md §6.7, T52): at the Conclusion of an Order, a trooper not activated by it (nor by an
// ARO in it) that was the target of an Attack, or has an allied target inside its ZoC, may turn on
// the spot to any facing: no roll, no ARO. Each seat with such pieces gets the screen to turn them.
import { standingOf } from './scene.ts';
import { appendLog } from './logList.ts';
import {
  KIND_RULES,
  inZoc,
  normalizeDegrees,
  otherSeat,
  type Seat,
  degrees,
  withRule,
} from '../rules/index.ts';
import { refuse, type Result } from './orderKit.ts';
import { publicName } from './pieces.ts';
import { pendingAlert } from './pending.ts';
import { reactorEntryOf } from './step5-resolution.ts';
import type { GameState, OrderState } from './types.ts';

/** The attacks' targets of an Order: the active trooper's and every BS Attack ARO's. */
function targetsOf(order: OrderState): string[] {
  const active = order.skills.flatMap((k) => (k.skill === 'bsAttack' ? [k.target] : []));
  const aros = Object.values(order.reactors).flatMap((r) =>
    r.status === 'declared' && r.skill === 'bsAttack' && r.target ? [r.target] : [],
  );
  return [...active, ...aros];
}

/**
 * Who may turn after this Order (RULES.md §6.7): pieces with a 180° arc (turning a 360° marker changes
 * nothing), not activated by the Order or an ARO, that were a target or have an allied target in their
 * ZoC. The reactive seat turns first. Everything here is public: targets, AROs and positions.
 */
export function alertsAfter(state: GameState, order: OrderState, active: Seat): GameState['alerts'] {
  const targets = targetsOf(order)
    .map((id) => state.pieces[id])
    .filter((p) => p !== undefined);
  if (targets.length === 0) return undefined;
  const out: { seat: Seat; pieceIds: string[] }[] = [];
  for (const seat of [otherSeat(active), active]) {
    const ids = state.pieceOrder.filter((id) => {
      const p = state.pieces[id];
      if (p?.owner !== seat || KIND_RULES[p.kind].arc === 360 || p.tokens.includes('Unconscious'))
        return false;
      if (seat === active ? order.pieceIds.includes(id) : reactorEntryOf(order, id)?.status === 'declared') {
        return false;
      }
      return targets.some(
        (t) => t.owner === seat && (t.id === id || inZoc(standingOf(state, p), standingOf(state, t))),
      );
    });
    if (ids.length) out.push({ seat, pieceIds: ids });
  }
  return out.length ? out : undefined;
}

export function alertTurn(state: GameState, seat: Seat, pieceId: string, facing: number): Result {
  const alert = pendingAlert(state);
  if (!alert) return refuse('WRONG_PHASE', 'Nobody is alerted now.');
  if (alert.seat !== seat)
    return refuse('WRONG_SEAT', `Player ${alert.seat} turns its alerted troopers now.`);
  const piece = state.pieces[pieceId];
  if (!piece || !alert.pieceIds.includes(pieceId)) {
    return refuse(
      'INVALID_ACTION',
      withRule(
        'That piece is not alerted: only a target of the Attack, or one with an allied target in its ZoC, may turn.',
        'alert',
      ),
    );
  }
  const to = normalizeDegrees(facing);
  return {
    ok: true,
    state: {
      ...state,
      pieces: { ...state.pieces, [pieceId]: { ...piece, facing: to } },
      log: appendLog(state.log, {
        seq: state.log.length + 1,
        seat,
        text: `Alert: the ${publicName(piece)} of Player ${seat} turns to ${degrees(to)}.`,
        rules: ['alert'],
      }),
    },
  };
}

export function alertDone(state: GameState, seat: Seat): Result {
  const alert = pendingAlert(state);
  if (!alert) return refuse('WRONG_PHASE', 'Nobody is alerted now.');
  if (alert.seat !== seat)
    return refuse('WRONG_SEAT', `Player ${alert.seat} turns its alerted troopers now.`);
  const rest = (state.alerts ?? []).filter((a) => a !== alert);
  const next: GameState = { ...state };
  if (rest.length) next.alerts = rest;
  else delete next.alerts;
  return { ok: true, state: next };
}
