/**
 * Content played on the engine: the built-in roster, the scenery presets, the scenarios and the
 * drills. Content imports the engine; the engine never imports content (eslint.config.js).
 */
export { ROSTER, findProfile } from './roster.ts';
export { SCENERY_PRESETS, defaultSetup } from './presets.ts';
// The scenarios are loaded on first use: import them from scenarioLibrary.ts and scenarios.ts.
export type { Scenario, ScriptStep, Difficulty } from './scenarios.ts';
// The drills are imported from drills/index.ts.
