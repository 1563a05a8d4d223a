/**
 * The scenario library and its runner, loaded on first use (a scenario chosen, or a scenario game
 * resumed): the table's first draw does not need the rulebook's examples.
 */
export { SCENARIOS, findScenario } from '../content/scenarioLibrary.ts';
export { playScript, scenarioStart, scriptAction } from '../content/scenarios.ts';
