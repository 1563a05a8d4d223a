import type { RuleId, Ruled } from './ruleRefs.ts';

/**
 * Rule results (STYLE.md habit 3): a violation has a stable code, the ids involved and a
 * message the acting player may read. The codes are the vocabulary of the whole app.
 */
export type ViolationCode =
  | 'OFF_TABLE'
  | 'OVERLAPS_BASE'
  | 'CONTACT_WITH_ENEMY_MARKER'
  | 'INSIDE_TALL_SCENERY'
  | 'CHANGES_LEVEL'
  | 'MOVE_TOO_LONG'
  | 'OUT_OF_COHERENCY'
  | 'NO_ROOM_FOR_GROUP'
  | 'FORM_NOT_ALLOWED'
  | 'UNKNOWN_PIECE'
  | 'UNKNOWN_PROFILE'
  | 'UNKNOWN_SCENERY'
  | 'INVALID_SCENERY'
  | 'SCENERY_OVER_PIECE'
  | 'SCENERY_CHANGES_LEVEL'
  | 'INVALID_PROFILE'
  | 'INVALID_ACTION'
  | 'NOTHING_TO_UNDO'
  | 'NOTHING_TO_REDO'
  | 'OUTSIDE_DEPLOYMENT_ZONE'
  | 'TOUCHES_ENEMY'
  | 'WRONG_SEAT'
  | 'WRONG_PHASE'
  | 'NOT_YOUR_PIECE'
  | 'UNKNOWN_TROOPER'
  | 'ALREADY_DEPLOYED'
  | 'NOT_DEPLOYED_THIS_STEP'
  | 'MUST_HOLD_BACK'
  | 'DEPLOYMENT_NOT_DONE'
  | 'INVALID_IMITATION'
  | 'INVALID_GROUP'
  | 'CANNOT_UNDO_ACROSS_HANDOVER'
  | 'DICE_ROLLED'
  | 'ILLEGAL_COMBINATION'
  | 'ARO_NOT_ALLOWED'
  | 'ARO_NOT_ALLOWED_AGAINST_MARKER'
  | 'REQUIREMENT_NOT_MET'
  | 'FACING_NOT_ALLOWED'
  | 'NO_ORDERS_LEFT'
  | 'ATTACK_NOT_ALLOWED_AGAINST_MARKER'
  | 'PRONE_NOT_ALLOWED'
  | 'WEAPON_UNLOADED'
  | 'IMPETUOUS_COMBINATION'
  | 'IMPETUOUS_MOVE'
  | 'IMPETUOUS_NO_MARKER_STATE'
  | 'RETREAT_SKILL'
  | 'NO_DEPLOYABLE'
  | 'MINE_OUT_OF_ZOC'
  | 'DEPLOYABLE_NOT_IN_CONTACT'
  | 'DEPLOYABLE_CANNOT_ACT'
  | 'ENGAGED_SKILL_NOT_ALLOWED'
  | 'IMMOBILIZED'
  | 'CANNOT_LEAVE_ENGAGED'
  | 'MINE_CAMO_IN_TRIGGER_AREA'
  /** Not a rule: the rules engine has not loaded yet (src/engine/reducer.ts). */
  | 'RULES_LOADING';

export interface Violation {
  code: ViolationCode;
  message: string;
  ids?: string[];
  /** The rules the message points to (shown as links to the rules help, never written in it). */
  rules?: RuleId[];
}

/**
 * The one result envelope of the rules and the engine: `ok: true` with the step's payload, or
 * `ok: false` with the rules it broke (and whatever a refusal carries besides, such as the state).
 */
export type Checked<T extends object, F extends object = object> =
  ({ ok: true } & T) | ({ ok: false; violations: Violation[] } & F);

export type RuleResult<T = undefined> = Checked<{ value: T }>;

/** A violation; `message` may carry the rules it points to (`withRule(text, id)`). */
export function violation(code: ViolationCode, message: string | Ruled, ids?: string[]): Violation {
  const m = typeof message === 'string' ? { text: message } : message;
  return {
    code,
    message: m.text,
    ...(ids ? { ids } : {}),
    ...(m.rules?.length ? { rules: [...m.rules] } : {}),
  };
}
