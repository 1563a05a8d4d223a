import type { Scenario } from './scenarios.ts';
import { camoReplacement, decoyDodge, hassassin, regainImp, speculoImp } from './scenariosRulebook.ts';
import { speculoKiller } from './scenarioSpeculoKiller.ts';
import { ambush, decoyTemplate, holoechoUnderFire, overwatch, twoImpersonators } from './scenariosTable.ts';

/**
 * The scenarios of the table: the rulebook's own examples of marker play (scenariosRulebook.ts) and
 * situations written for this table (scenariosTable.ts), set up with the generic profiles renamed
 * after the example's troopers. Each seed was chosen so the dice fall as the situation tells it; the
 * scenario tests check they still do.
 */
export const SCENARIOS: readonly Scenario[] = [
  speculoImp,
  regainImp,
  decoyDodge,
  hassassin,
  camoReplacement,
  speculoKiller,
  overwatch,
  ambush,
  decoyTemplate,
  twoImpersonators,
  holoechoUnderFire,
];

export function findScenario(id: string): Scenario | undefined {
  return SCENARIOS.find((s) => s.id === id);
}
