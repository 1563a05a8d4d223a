import { violation, type Violation } from '../rules/index.ts';
import { actionSchema } from './actions.ts';
import { describeIssues } from './schema.ts';
import type { Action } from './types.ts';

/** Actions as the engine read them (readAction): checked once, frozen, never checked again. */
const readActions = new WeakSet<object>();

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * An action as the engine reads it: checked against the action schema, without the fields the engine
 * does not know, frozen. `apply` reads every action this way; an action it has read before (the very
 * object this returned) is not checked again, so a game's record, kept as read, replays without
 * re-checking each step (issue: replay of a long game).
 */
export function readAction(
  action: unknown,
): { ok: true; action: Action } | { ok: false; violation: Violation } {
  if (typeof action === 'object' && action !== null && readActions.has(action)) {
    return { ok: true, action: action as Action };
  }
  const parsed = actionSchema.safeParse(action);
  if (!parsed.success) {
    return {
      ok: false,
      violation: violation('INVALID_ACTION', `Malformed action: ${describeIssues(parsed.error).join('; ')}`),
    };
  }
  const read = deepFreeze(parsed.data);
  readActions.add(read);
  return { ok: true, action: read };
}
