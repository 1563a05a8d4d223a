/**
 * The engine (ARCHITECTURE.md §4, §8): the whole truth in one state, one reducer, one projection.
 *
 * An Order goes through the files named after the steps of its Expenditure Sequence (RULES.md §5.3):
 * step1-activation (spend the Order), step1-3-declaration (the first and second skill, and the
 * Dodge move of step 6), step2-aroCheck and step2-4-aros (who may react, and the AROs after each
 * skill), step5-resolution (the rolls, one module per skill in skills/), step6-savingRolls, and
 * step7-conclusion. The content the engine plays (roster, scenarios, drills) lives in src/content.
 */
export { newGame } from './newGame.ts';
export { awaiting } from './awaiting.ts';
export { actionSchema } from './actions.ts';
export { readAction } from './readAction.ts';
// `apply` is the reducer of apply.ts, reached through reducer.ts: importing this index does not load it
// (a browser loads it just after its first table); the server, the tests and the bench load it at start.
export { applyAction as apply, applyAction, loadReducer, reducerLoaded } from './reducer.ts';
export { viewFor } from './view.ts';
export { RULES_EDITION, editionOf, playsEngaged, playsRetreat } from './edition.ts';
export { tableStatus } from './phase.ts';
export { viewLogBefore, VIEW_LOG_LINES } from './viewLog.ts';
export {
  viewDelta,
  viewChanges,
  applyViewDelta,
  viewFingerprint,
  canonicalJson,
  sameData,
  type ViewDelta,
  type ViewChanges,
} from './viewDelta.ts';
export type {
  View,
  ViewPiece,
  ViewFireteam,
  ViewLogLine,
  Viewer,
  ViewGhost,
  ViewTrooper,
  ViewPhase,
  ViewOrder,
} from './view.ts';
export type { TableStatus } from './phase.ts';
export type { EngineEvent, RollSide, Kept } from './events.ts';
export { actingSeat, reserveOf, rosterOf, endStepProblem, stepText, DEPLOYMENT_STEPS } from './phase.ts';
export { extraKinds } from './pieces.ts';
export { decoyReference } from './pieces.ts';
export { impetuousMoveTarget } from './impetuous.ts';
export type {
  Action,
  ActionType,
  Applied,
  GameSetup,
  GameState,
  HotSeatSetup,
  HiddenSpot,
  LogEvent,
  PinLock,
  ActiveSkill,
  Phase,
  DeploymentStep,
  PieceState,
  TrooperState,
} from './types.ts';
export { profileSchema, pieceSchema, parseWith, describeIssues } from './schema.ts';
export type { Parsed } from './schema.ts';
export { replayRecord, takeBack } from './record.ts';
export type { GameRecord, RandomJump, Replayed } from './record.ts';
export { secretSpec, isKeyHex, savedRandom, startRandom } from './random.ts';
export type { GivenDice, RandomSpec, RandomState } from './random.ts';
export type { AroChoice } from './actions.ts';
export { isAroSkill } from './actions.ts';
export type { AroSkill } from './actions.ts';
export { EMPTY_LOG, LOG_CHUNK, appendLog, lastLog, logFrom, logItems, logSince, logUpTo } from './logList.ts';
export type { LogList } from './logList.ts';
