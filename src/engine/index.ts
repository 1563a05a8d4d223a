/** The engine (ARCHITECTURE.md §4, §8): the whole truth in one state, one reducer, one projection. */
export { newGame, apply, awaiting, actionSchema } from './apply.ts';
export { viewFor, tableStatus } from './view.ts';
export type {
  View,
  ViewPiece,
  ViewLogLine,
  Viewer,
  ViewGhost,
  ViewTrooper,
  ViewPhase,
  ViewOrder,
  TableStatus,
} from './view.ts';
export { actingSeat, reserveOf, rosterOf, endStepProblem, stepText, DEPLOYMENT_STEPS } from './phase.ts';
export { extraKinds } from './group.ts';
export { decoyReference } from './pieces.ts';
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
