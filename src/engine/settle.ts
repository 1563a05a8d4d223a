// The game never waits for a piece that is gone (ARCHITECTURE.md §4: the engine says what it awaits).
// A step can be left pending for a piece that leaves the table in the very resolution that made it
// pending: a CAMO marker Discovered and then shot dead in one Order still owes its owner's placement
// (RULES.md §9.4, §12). After every accepted action `settle` drops such steps (and a placement left with
// no room, T47); `apply` and `awaiting` read any state they are given through `settleGone`, and the
// phase reads placements and Alerts through pending.ts, so a stale step is never awaited.
import { logSince } from './logList.ts';
import { conclude } from './step7-conclusion.ts';
import { settleAros } from './step2-4-aros.ts';
import { turnOf, withLog, withOrder } from './orderKit.ts';
import type { GameState, LogEvent, PendingReplacement } from './types.ts';
import { pendingReplacement } from './pending.ts';
import { canBePlaced, doesNotFit, sameBase, stuckWhereItStands } from './replace.ts';

/**
 * Drops every pending step whose piece has left the table, until none is left (concluding an Order may
 * owe new steps): placements (RULES.md §12), Alerts (§6.7), Dodge moves (§6.4), AROs (§7), and an Order
 * whose active trooper has no piece left (§5.3); and the placement awaited next when it has no room
 * left (T47). `since` is the log length before the action, to name a dropped placement's model as this
 * action revealed it. Returns the very same state when nothing is stale.
 */
export function settle(state: GameState, since: number): GameState {
  return untilSettled(state, (s) => dropUnplaceable(settleGoneOnce(s, since)));
}

/**
 * Only the steps owed for pieces that have left the table (everything `settle` does but the check of
 * a placement's room, which only an action's own resolution can take away): how `apply` and
 * `awaiting` read a state they are given, so that such a step is never awaited whatever made the state.
 */
export function settleGone(state: GameState, since: number): GameState {
  return untilSettled(state, (s) => settleGoneOnce(s, since));
}

function untilSettled(state: GameState, once: (s: GameState) => GameState): GameState {
  let s = state;
  for (let guard = 0; guard < 8; guard++) {
    const next = once(s);
    if (next === s) return s;
    s = next;
  }
  return s;
}

function settleGoneOnce(state: GameState, since: number): GameState {
  return settleOrder(dropAlerts(dropReplacements(state, since)));
}

/**
 * A placement owed for a model that left the table is dropped. The placement was announced to both
 * seats, so both read that nothing is left to place; the name is the one the reveal showed them.
 */
function dropReplacements(state: GameState, since: number): GameState {
  const all = state.replacements;
  if (!all?.some((p) => !(p.pieceId in state.pieces))) return state;
  const kept = all.filter((p) => p.pieceId in state.pieces);
  const lines: Omit<LogEvent, 'seq'>[] = all
    .filter((p) => !(p.pieceId in state.pieces))
    .map((p) => ({
      text: `${shownName(state, since, p)} left the table before Player ${p.owner} placed it: nothing to place.`,
      rules: ['replacement'],
    }));
  const next: GameState = { ...state };
  if (kept.length) next.replacements = kept;
  else delete next.replacements;
  return withLog(next, lines);
}

/**
 * The placement awaited next, of a model of another base size, when no spot fits any more: another
 * model revealed in the same resolution may stand where every choice would put it. It is not awaited;
 * the model stays centre on centre with Immobilized-A, as when nothing fitted from the start (RULES.md
 * §12, T47). Its owner's other placements, if any, come next.
 */
function dropUnplaceable(state: GameState): GameState {
  const head = pendingReplacement(state);
  const model = head ? state.pieces[head.pieceId] : undefined;
  if (!head || !model || sameBase(model.r, head.old.r) || canBePlaced(state, head, model)) return state;
  const kept = (state.replacements ?? []).filter((p) => p !== head);
  const next: GameState = { ...stuckWhereItStands(state, model) };
  if (kept.length) next.replacements = kept;
  else delete next.replacements;
  return withLog(next, [doesNotFit(model)]);
}

/** The public name of a dropped placement's model: as this action's reveal showed it, or as a model. */
function shownName(state: GameState, since: number, p: PendingReplacement): string {
  const revealed = logSince(state.log, since)
    .map((e) => e.event)
    .find((e) => e?.kind === 'revealed' && e.piece === p.pieceId);
  return revealed?.kind === 'revealed' ? `The ${revealed.shows}` : `Player ${p.owner}'s revealed model`;
}

/** An Alert turns pieces on the table only; one with none left is over (RULES.md §6.7). */
function dropAlerts(state: GameState): GameState {
  const all = state.alerts;
  if (!all?.some((a) => a.pieceIds.some((id) => !(id in state.pieces)))) return state;
  const kept = all
    .map((a) => ({ ...a, pieceIds: a.pieceIds.filter((id) => id in state.pieces) }))
    .filter((a) => a.pieceIds.length > 0);
  const next: GameState = { ...state };
  if (kept.length) next.alerts = kept;
  else delete next.alerts;
  return next;
}

/**
 * The Order under way: Dodge moves of pieces that are gone are dropped and the Order concludes when
 * none is left (RULES.md §6.4, §5.3 step 7); AROs of reactive troopers with no piece left are lost
 * (§7); an Order whose active trooper has no piece left before its skills resolve ends (§5.3).
 */
function settleOrder(state: GameState): GameState {
  const order = turnOf(state)?.order;
  if (!order) return state;
  const here = (id: string) => id in state.pieces;
  if (order.stage === 'dodge') {
    if (order.dodges.every(here)) return state;
    const dodges = order.dodges.filter(here);
    const next = withOrder(state, { ...order, dodges });
    return dodges.length ? next : conclude(next);
  }
  if (order.stage === 'aro') return settleAros(state);
  if (order.pieceIds.some(here)) return state;
  return conclude(
    withLog(state, [
      {
        text: `The active trooper of Player ${turnOf(state)?.active ?? ''} has left the table: its Order ends.`,
        rules: ['orders.sequence'],
      },
    ]),
  );
}
