// "A first game in 60 seconds" (issue): the walkthrough's tiny table and its steps, as plain data.
// The coach card (src/ui/walkthrough) shows these texts and works out the current step from the game;
// nothing here decides a rule. Texts point to their rules by id (rules/ruleRefs.ts): the screen shows
// each by its name, a link to the rules help.
import { type RuleId } from '../rules/index.ts';
import { A_FACES_B, B_FACES_A, as, setup } from './scenarioKit.ts';
import type { Scenario } from './scenarios.ts';

/** Where the two troopers stand: face to face across a small table, in LoF of each other. */
export const SCOUT_AT = { x: 12, y: 3 };
export const SENTRY_AT = { x: 12, y: 13 };
/** Where the scripted walkthrough moves the Scout (4", its first MOV value). */
export const SCOUT_TO = { x: 12, y: 7 };

/**
 * The walkthrough's table: Player A's Scout against Player B's Sentry, both generic Line Troopers, on
 * a 24" × 16" table. Each side holds its one trooper back and deploys it in the third and fourth
 * steps (RULES.md §11.2). The script is the Order the walkthrough teaches, played by the book; the
 * seed makes its dice fall the same way every time (the Scout wins the Face to Face).
 */
export const FIRST_ORDER: Scenario = {
  id: 'first-order-walkthrough',
  title: 'A first Order (walkthrough)',
  source: 'Written for this table',
  difficulty: 'introduction',
  description:
    'One trooper each: Player A’s Scout moves and shoots, Player B’s Sentry reacts. One whole Order, with the hand-over of the screen in the middle.',
  setup: setup(
    { A: [as('line-trooper', 'Scout')], B: [as('line-trooper', 'Sentry')] },
    { table: { width: 24, depth: 16, zoneDepth: 4 } },
  ),
  seed: 1,
  prelude: [
    { endStep: 'A' },
    { endStep: 'B' },
    { deploy: { seat: 'A', roster: 0, form: 'model', at: SCOUT_AT, facing: A_FACES_B } },
    { endStep: 'A' },
    { deploy: { seat: 'B', roster: 0, form: 'model', at: SENTRY_AT, facing: B_FACES_A } },
    { endStep: 'B' },
  ],
  script: [
    { seat: 'A', says: 'Player A activates its Scout.', rule: 'orders.sequence', do: { activate: SCOUT_AT } },
    {
      seat: 'A',
      says: 'The Scout moves 4" towards the Sentry.',
      rule: 'move',
      do: { move: [{ from: SCOUT_AT, to: SCOUT_TO }] },
    },
    {
      seat: 'B',
      says: 'The Sentry sees it and shoots in ARO.',
      rule: 'aro',
      do: { aro: { by: SENTRY_AT, choice: 'bsAttack', target: SCOUT_TO } },
    },
    {
      seat: 'A',
      says: 'The Scout shoots back with its second skill.',
      rule: 'bsAttack',
      do: { declare: 'bsAttack', target: SENTRY_AT },
    },
  ],
  outcome: 'Both attacks are rolled Face to Face; the result card and the log show every die.',
};

/** The steps of one Order, in the order the walkthrough teaches them. */
export const WALK_STEP_IDS = ['activate', 'move', 'declare', 'handover', 'aro', 'second', 'result'] as const;
export type WalkStepId = (typeof WALK_STEP_IDS)[number];

export interface WalkStep {
  id: WalkStepId;
  /** The player who acts in this step. */
  seat: 'A' | 'B';
  title: string;
  /** What to do now, in a sentence or two. */
  todo: string;
  /**
   * What to do first, when the step needs a piece selected: the piece, written after the device's own
   * verb ("Tap" on a phone or a tablet, "Click" with a mouse), which the card puts in front.
   */
  select?: string;
  /** Shown while the Order is still being resolved (a Dodge move, an alerted trooper turning). */
  pending?: string;
  /** Why: what the step means in the game, and the rules it points to. */
  why: string;
  rules?: RuleId[];
}

export const WALK_STEPS: readonly WalkStep[] = [
  {
    id: 'activate',
    seat: 'A',
    title: 'Activate your Scout',
    select:
      'your Scout (the blue piece nearest you, at the bottom of your screen), or choose it in the list “On the table”.',
    todo: 'Press “Activate Scout” in the panel.',
    why: 'Each trooper on the table gives its player one Order a turn; activating a trooper spends one.',
    rules: ['orders.pool'],
  },
  {
    id: 'move',
    seat: 'A',
    title: 'Move it',
    todo: 'Drag the Scout towards the Sentry, up to 4" (its first MOV value), and let go; or type the inches and the direction in the panel.',
    why: 'The line is its path: an enemy that sees any point of it, or has the Scout in its Zone of Control (8" from the base edge), may react. Nothing has moved yet: this is a plan.',
    rules: ['move', 'zoneOfControl'],
  },
  {
    id: 'declare',
    seat: 'A',
    title: 'Declare the Move',
    todo: 'Press “Move” in the panel.',
    why: 'Declaring is what the other player reacts to. An Order holds a Short Movement Skill and a Short Skill (or two Short Movement Skills): Move is the first, the second comes after the reaction.',
    rules: ['orders.sequence'],
  },
  {
    id: 'handover',
    seat: 'B',
    title: 'Hand over the screen',
    todo: 'The curtain covers the table: pass the screen to Player B, who presses “I am Player B”. Player A looks away.',
    why: 'Hot-seat: each player sees only what the rules let them know, so the table is hidden while the screen changes hands.',
  },
  {
    id: 'aro',
    seat: 'B',
    title: 'Player B reacts: an ARO',
    todo: 'Your Sentry saw the Scout move. Press “BS Attack” beside it.',
    why: 'An ARO is the answer to a declaration, one per trooper per Order. In ARO a trooper rolls one die; the Sentry could also Dodge, or pass.',
    rules: ['aro', 'bsAttack'],
  },
  {
    id: 'second',
    seat: 'A',
    title: 'Back to Player A: the second skill',
    select: 'the Sentry (the orange piece), or choose it in the list “On the table”, to target it.',
    todo: 'Press “BS Attack Sentry” in the panel.',
    why: 'The Scout shoots with its whole Burst: three dice against the Sentry’s one.',
    rules: ['bsAttack'],
  },
  {
    id: 'result',
    seat: 'A',
    title: 'The result',
    todo: 'Read the result card in the panel, then press “Got it”. Every roll is in the log too.',
    pending: 'The Order is still being resolved: do what the panel asks, and the result card follows.',
    why: 'Both attacks are rolled together, Face to Face: a success cancels the other side’s lower ones, and each hit forces a Saving Roll.',
    rules: ['rolls'],
  },
];

/** Said when the Order is over and its result read. */
export const WALK_DONE = {
  title: 'That was one Order',
  text: 'Activate, move, declare, react, the second skill, the result: every Order goes this way. Play on from here, or try the markers in the Scenarios.',
  rules: ['orders.sequence'] as RuleId[],
};
