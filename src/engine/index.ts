/** The engine (ARCHITECTURE.md §4, §8): the whole truth in one state, one reducer, one projection. */
export { newGame, apply, awaiting } from './apply.ts';
export { viewFor } from './view.ts';
export type { View, ViewPiece, ViewLogLine, Viewer } from './view.ts';
export type {
  Action,
  ActionType,
  Applied,
  GameSetup,
  GameState,
  LogEvent,
  PieceState,
  TrooperState,
} from './types.ts';
export { ROSTER, findProfile } from './roster.ts';
export { SCENERY_PRESETS, defaultSetup } from './presets.ts';
export { profileSchema, pieceSchema, parseWith, describeIssues } from './schema.ts';
export type { Parsed } from './schema.ts';
