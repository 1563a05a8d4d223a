import { deferred, z } from '../engine/zod.ts';
import { describeIssues, type Action, type Viewer } from '../engine/index.ts';
import type { Violation } from '../rules/index.ts';
import {
  answerUndo,
  play,
  readUndoAnswer,
  redoStep,
  requestReopen,
  requestUndo,
  undoStep,
  type Match,
} from './match.ts';

/**
 * What a viewer asks of the referee (ARCHITECTURE.md §10): the one message a port carries, whether the
 * referee is in the same page (hot-seat) or on the game server. Who asks is never in it: the screen's
 * seat in hot-seat, the connection's seat on the server.
 */
export type Ask =
  | { type: 'play'; action: Action }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'requestUndo' }
  /** Asks the other seat to reopen a finished game (Undo never does). */
  | { type: 'requestReopen' }
  | { type: 'answerUndo'; accept: boolean }
  | { type: 'readAnswer' };

/** The shape of an ask arriving from outside; the action inside is read by the engine (readAction). */
const askSchema = deferred(() =>
  z.union([
    z.strictObject({ type: z.literal('play'), action: z.unknown() }),
    z.strictObject({ type: z.literal('undo') }),
    z.strictObject({ type: z.literal('redo') }),
    z.strictObject({ type: z.literal('requestUndo') }),
    z.strictObject({ type: z.literal('requestReopen') }),
    z.strictObject({ type: z.literal('answerUndo'), accept: z.boolean() }),
    z.strictObject({ type: z.literal('readAnswer') }),
  ]),
);

/**
 * An ask from outside, or why it is not one. The action of a `play` is checked by the engine when the
 * referee plays it, so one schema judges actions wherever they come from.
 */
export function readAsk(raw: unknown): { ok: true; ask: Ask } | { ok: false; violation: Violation } {
  const parsed = askSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      violation: {
        code: 'INVALID_ACTION',
        message: `Not a request: ${describeIssues(parsed.error).join('; ')}`,
      },
    };
  }
  return { ok: true, ask: parsed.data as Ask };
}

/** What the referee made of an ask: the new match, or the reasons it refused (and nothing changed). */
export type Verdict =
  | { ok: true; match: Match }
  | { ok: false; violations: Violation[]; /** A refused redo still empties the redo list. */ match?: Match };

/**
 * The referee's answer to one ask of `by`. In a game, a seat's action must name that seat: the seat
 * comes from who asks (the screen or the connection), and the action may not speak for the other.
 * Viewers that are no seat (the audience, the referee lens) are refused by each step's own rule.
 */
export function judge(m: Match, by: Viewer, ask: Ask): Verdict {
  const game = m.setup.game !== undefined;
  switch (ask.type) {
    case 'play': {
      const seat = seatOf(ask.action);
      if (game && seat !== by) {
        return refused(
          'WRONG_SEAT',
          seat === 'A' || seat === 'B'
            ? `You play Player ${by}: that step is Player ${seat}’s.`
            : 'Every step of a game is a player’s: this one names none.',
        );
      }
      const r = play(m, ask.action);
      if (r.ok) return { ok: true, match: r.match };
      return r.applied.ok
        ? refused('INVALID_ACTION', 'That is not a step of the game.')
        : { ok: false, violations: r.applied.violations };
    }
    case 'undo':
      return ruled(undoStep(m, by));
    case 'redo':
      return ruled(redoStep(m, by));
    case 'requestUndo':
      return ruled(requestUndo(m, by));
    case 'requestReopen':
      return ruled(requestReopen(m, by));
    case 'answerUndo':
      return ruled(answerUndo(m, by, ask.accept));
    case 'readAnswer':
      return { ok: true, match: readUndoAnswer(m, by) };
  }
}

function seatOf(action: unknown): unknown {
  return typeof action === 'object' && action !== null && 'seat' in action ? action.seat : undefined;
}

function refused(code: Violation['code'], message: string): Verdict {
  return { ok: false, violations: [{ code, message }] };
}

function ruled(r: { ok: true; match: Match } | { ok: false; violation: Violation; match?: Match }): Verdict {
  if (r.ok) return r;
  return { ok: false, violations: [r.violation], ...(r.match ? { match: r.match } : {}) };
}
