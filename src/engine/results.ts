// Building the results of apply(): a refusal that changes nothing, or a new state with its log line.
import { appendLog } from './logList.ts';
import { type Violation } from '../rules/index.ts';
import type { Applied, GameState, LogEvent } from './types.ts';

export function rejected(state: GameState, v: Violation): Applied {
  return { ok: false, state, violations: [v] };
}

export function logged(state: GameState, next: Omit<GameState, 'log'>, e: Omit<LogEvent, 'seq'>): Applied {
  const event: LogEvent = { seq: state.log.length + 1, ...e };
  return { ok: true, state: { ...next, log: appendLog(state.log, event) }, events: [event] };
}

export function fmt(n: number): string {
  return n.toFixed(1);
}
