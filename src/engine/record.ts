import { newGame } from './newGame.ts';
import { applyAction } from './reducer.ts';
import { appendLog, logSince } from './logList.ts';
import { savedRandom, type RandomSpec, type RandomState, type SavedRandomState } from './random.ts';
import type { Action, GameSetup, GameState } from './types.ts';
import { otherSeat, type Checked, type Seat } from '../rules/index.ts';

/**
 * A game as it is kept (ARCHITECTURE.md §6): its set-up, how its randomness was seeded, its actions,
 * and the points where the generator was moved on outside an action. That happens when a step with
 * dice is taken back: the dice already seen are never dealt again (issue: secrets that hold), so
 * the next roll comes from where the generator had got to, and the record says so to replay exactly.
 */
export interface GameRecord {
  setup: GameSetup;
  random: RandomSpec;
  actions: readonly Action[];
  jumps?: readonly RandomJump[];
}

/** Before action `at` (or at the end, when `at` is the number of actions), the generator becomes `random`. */
export interface RandomJump {
  at: number;
  random: SavedRandomState;
  /**
   * The seat whose request, agreed by the other, took dice back here (docs/rules-decisions.md D51):
   * the log says so at this point, in a line both seats read.
   */
  askedBy?: Seat;
}

/** The public log line of an agreed take-back that rolled dice (D51): they are never dealt again the same. */
export function rerollLine(askedBy: Seat): string {
  return `A step was taken back at Player ${askedBy}'s request with Player ${otherSeat(askedBy)}'s agreement: the dice already rolled are not dealt again, and the dice will be rolled again.`;
}

/** A replay: the state it reaches, or the first refused action (its index) and the state before it. */
export type Replayed = Checked<{ state: GameState }, { index: number; state: GameState }>;

function jumped(state: GameState, jumps: readonly RandomJump[] | undefined, at: number): GameState {
  const jump = jumps?.find((j) => j.at === at);
  if (!jump) return state;
  if (!jump.askedBy) return { ...state, random: jump.random };
  const line = { seq: state.log.length + 1, text: rerollLine(jump.askedBy) };
  return { ...state, random: jump.random, log: appendLog(state.log, line) };
}

/**
 * Replays a record's first `upTo` actions from its set-up (all of them by default), applying its
 * jumps. A refused action stops the replay and says which one.
 */
export function replayRecord(
  rec: GameRecord,
  upTo = rec.actions.length,
  from?: { at: number; state: GameState },
): Replayed {
  let state = from?.state ?? newGame(rec.setup, rec.random);
  for (let i = from?.at ?? 0; i < Math.min(upTo, rec.actions.length); i++) {
    state = jumped(state, rec.jumps, i);
    const action = rec.actions[i];
    if (!action) break;
    const r = applyAction(state, action);
    if (!r.ok) return { ok: false, index: i, violations: r.violations, state };
    state = r.state;
  }
  return { ok: true, state: jumped(state, rec.jumps, Math.min(upTo, rec.actions.length)) };
}

/**
 * Takes back the last `count` actions of a record whose current state is `now`: the shorter record
 * and its state, replayed from the checkpoint `from` gives for that point when there is one. The
 * generator keeps its furthest place: if dice were rolled in what is taken back, a jump at the new end
 * records it, so those dice are never rolled again. `askedBy` is the seat that asked, when the other
 * agreed: if dice were rolled in what goes, the jump carries the log line of D51 (a jump already at
 * that point keeps its line, so taking back a step played after an agreed take-back keeps it too).
 */
export function takeBack(
  rec: GameRecord,
  now: GameState,
  count = 1,
  from?: (at: number) => { at: number; state: GameState } | undefined,
  askedBy?: Seat,
): { record: GameRecord; state: GameState } | null {
  const at = rec.actions.length - count;
  if (count < 1 || at < 0) return null;
  const kept = (rec.jumps ?? []).filter((j) => j.at < at);
  const shorter: GameRecord = { ...rec, actions: rec.actions.slice(0, at), jumps: kept };
  const r = replayRecord(shorter, at, from?.(at));
  if (!r.ok) return null;
  const rolled = logSince(now.log, r.state.log.length).some((e) => (e.dice?.length ?? 0) > 0);
  const said = (rolled ? askedBy : undefined) ?? rec.jumps?.find((j) => j.at === at)?.askedBy;
  const sameDice =
    'key' in now.random.dice
      ? 'key' in r.state.random.dice && r.state.random.dice.key === now.random.dice.key
      : 'xoro' in r.state.random.dice;
  const ahead = sameDice && r.state.random.dice.n >= now.random.dice.n;
  if (ahead && !said) return { record: shorter, state: r.state };
  // Taken back to before a game saved without a key moved to its fresh key: the key stays, ids with it.
  const random: RandomState = ahead
    ? r.state.random
    : r.state.random.ids === 'dice' && now.random.ids !== 'dice'
      ? now.random
      : { ...r.state.random, dice: now.random.dice };
  const jump: RandomJump = { at, random: savedRandom(random), ...(said ? { askedBy: said } : {}) };
  const jumps = [...kept, jump];
  return { record: { ...shorter, jumps }, state: jumped(r.state, jumps, at) };
}
