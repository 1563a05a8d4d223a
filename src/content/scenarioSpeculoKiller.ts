// The rulebook's Impersonation played to its close combat (seed 004; issue 27): its own file, as the
// scenario of Engaged State and CC Attack.
import { A_FACES_B, B_FACES_A, as, setup } from './scenarioKit.ts';
import type { Scenario } from './scenarios.ts';
import { baseRadiusInches } from '../rules/index.ts';

/** Where the Speculo Killer's base touches the Lieutenant's (S2 against S3, RULES.md §1.4). */
const KILLER_TOUCHES = { x: 24, y: 38 - baseRadiusInches(3) - baseRadiusInches(2) };

/**
 * Seed 004's Impersonation state played to its end (RULES.md §10.3, §13, §18.8): an IMP-1 marker
 * walks into Silhouette contact, is revealed, and knifes the Lieutenant (issue 27).
 */
export const speculoKiller: Scenario = {
  id: 'speculo-killer-lieutenant',
  title: 'The Speculo Killer reaching the Lieutenant',
  source: 'Rulebook: Impersonation and Engaged State',
  difficulty: 'intermediate',
  description:
    'An IMP-1 marker may never be attacked, so the Lieutenant can only watch it come. Touching the Lieutenant reveals the Speculo Killer; both are Engaged, the Lieutenant answers in close combat, and the Killer strikes with its CC Weapon.',
  setup: setup({
    A: [as('impersonator', 'Speculo Killer'), as('line-trooper', 'Line Trooper')],
    B: [{ ...as('field-officer', 'Lieutenant'), lieutenant: true }, as('line-trooper', 'Line Trooper')],
  }),
  seed: 7,
  prelude: [
    { deploy: { seat: 'A', roster: 0, form: 'IMP-1', at: { x: 24, y: 33 }, facing: A_FACES_B } },
    { endStep: 'A' },
    { deploy: { seat: 'B', roster: 0, form: 'model', at: { x: 24, y: 38 }, facing: B_FACES_A } },
    { endStep: 'B' },
    { deploy: { seat: 'A', roster: 1, form: 'model', at: { x: 6, y: 6 }, facing: A_FACES_B } },
    { endStep: 'A' },
    { deploy: { seat: 'B', roster: 1, form: 'model', at: { x: 44, y: 44 }, facing: A_FACES_B } },
    { endStep: 'B' },
  ],
  script: [
    {
      seat: 'A',
      says: 'Player A activates the IMP-1 marker, 4" from the Lieutenant.',
      rule: 'orders.sequence',
      do: { activate: { x: 24, y: 33 } },
    },
    {
      seat: 'A',
      says: 'First skill, a Short Movement Skill: Move into Silhouette contact with the Lieutenant. Touching an enemy Model cancels Impersonation: the Speculo Killer is revealed.',
      rule: 'impersonation',
      do: { move: [{ from: { x: 24, y: 33 }, to: KILLER_TOUCHES }] },
    },
    {
      seat: 'A',
      says: 'The revealed model stands where the marker stood; Player A chooses its facing, towards the Lieutenant.',
      rule: 'replacement',
      do: { replace: { at: KILLER_TOUCHES, facing: A_FACES_B } },
    },
    {
      seat: 'B',
      says: 'Both are Engaged: the Lieutenant may only Dodge, Reset or fight back. It declares a CC Attack (its roll takes the Surprise Attack −3).',
      rule: 'engaged',
      do: { aro: { by: { x: 24, y: 38 }, choice: 'ccAttack', target: KILLER_TOUCHES } },
    },
    {
      seat: 'A',
      says: 'Second skill, a Short Skill: CC Attack with the CC Weapon, Face to Face against the Lieutenant’s CC Attack.',
      rule: 'ccAttack',
      do: { declare: 'ccAttack', target: { x: 24, y: 38 } },
    },
  ],
  outcome:
    'The Speculo Killer (CC 21) wins the Face to Face roll; the Lieutenant fails its Saving Rolls and falls Unconscious.',
};
