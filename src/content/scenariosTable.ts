// Situations written for this table, as scenarios.
import { A_FACES_B, B_FACES_A, as, setup } from './scenarioKit.ts';
import type { Scenario } from './scenarios.ts';
import type { GameSetup } from '../engine/types.ts';

/** A tall wall with a gap: the corridor of the overwatch situation. */
function corridorWalls(): GameSetup['scenery'] {
  const block = (id: string, x0: number, x1: number) => ({
    id,
    name: 'Wall',
    height: 'tall' as const,
    polygon: [
      { x: x0, y: 22 },
      { x: x1, y: 22 },
      { x: x1, y: 26 },
      { x: x0, y: 26 },
    ],
  });
  return [block('corridor-west', 0, 22), block('corridor-east', 26, 48)];
}

/** Written for this table: a Camouflaged sniper watching a corridor (RULES.md §10.1, §7). */
export const overwatch: Scenario = {
  id: 'camo-overwatch-corridor',
  title: 'A Camouflaged sniper overwatching a corridor',
  source: 'Written for this table',
  difficulty: 'introduction',
  description:
    'Player A hides a Camo Sniper as a CAMO marker at the far end of a corridor between two tall walls. Player B runs a Line Trooper through the gap. The marker may react: a BS Attack is an ARO with a roll, so the sniper reveals itself to take the shot.',
  setup: setup(
    {
      A: [as('camo-sniper', 'Camo Sniper'), as('line-trooper', 'Line Trooper')],
      B: [as('line-trooper', 'Line Trooper'), as('line-trooper', 'Line Trooper')],
    },
    { scenery: corridorWalls(), firstTurn: 'B' },
  ),
  seed: 1,
  prelude: [
    { deploy: { seat: 'A', roster: 0, form: 'CAMO', at: { x: 24, y: 6 }, facing: A_FACES_B } },
    { endStep: 'A' },
    { deploy: { seat: 'B', roster: 0, form: 'model', at: { x: 18, y: 38 }, facing: B_FACES_A } },
    { endStep: 'B' },
    { deploy: { seat: 'A', roster: 1, form: 'model', at: { x: 4, y: 4 }, facing: B_FACES_A } },
    { endStep: 'A' },
    { deploy: { seat: 'B', roster: 1, form: 'model', at: { x: 44, y: 44 }, facing: A_FACES_B } },
    { endStep: 'B' },
  ],
  script: [
    {
      seat: 'B',
      says: 'Player B activates its Line Trooper.',
      rule: 'orders.sequence',
      do: { activate: { x: 18, y: 38 } },
    },
    {
      seat: 'B',
      says: 'It runs into the mouth of the corridor, into the CAMO marker’s LoF (markers see 360°).',
      rule: 'aro',
      do: { move: [{ from: { x: 18, y: 38 }, to: { x: 21, y: 35.5 } }] },
    },
    {
      seat: 'A',
      says: 'The CAMO marker declares a BS Attack: an ARO with a roll, so the Camo Sniper is revealed.',
      rule: 'camouflaged',
      do: { aro: { by: { x: 24, y: 6 }, choice: 'bsAttack', target: { x: 21, y: 35.5 } } },
    },
    {
      seat: 'A',
      says: 'The model replaces the marker facing the way its owner chooses: Player A turns it down the corridor.',
      rule: 'camouflaged',
      do: { replace: { at: { x: 24, y: 6 }, facing: A_FACES_B } },
    },
    {
      seat: 'B',
      says: 'Player B moves on through the gap; the sniper shoots at where it ends (a Normal Roll: B did not attack).',
      rule: 'rolls',
      do: { move: [{ from: { x: 21, y: 35.5 }, to: { x: 22.5, y: 34.5 } }] },
    },
  ],
  outcome: 'The Camo Sniper stands revealed where the marker was; its shot was rolled against the runner.',
};

/** Written for this table: a Hidden Deployment ambush (RULES.md §10.2). */
export const ambush: Scenario = {
  id: 'hidden-deployment-ambush',
  title: 'A Hidden Deployment ambush',
  source: 'Written for this table',
  difficulty: 'intermediate',
  description:
    'Nothing of Player B stands near the objective; a Veil Stalker is only written down there. When Player A walks up, B is asked for AROs as after every declaration, and the hidden trooper reveals itself at its written position to shoot.',
  setup: setup(
    {
      A: [as('line-trooper', 'Line Trooper'), as('line-trooper', 'Line Trooper')],
      B: [as('veil-stalker', 'Veil Stalker'), as('line-trooper', 'Line Trooper')],
    },
    { ask: true },
  ),
  seed: 1,
  prelude: [
    { deploy: { seat: 'A', roster: 0, form: 'model', at: { x: 30, y: 8 }, facing: A_FACES_B } },
    { endStep: 'A' },
    {
      deploy: { seat: 'B', roster: 0, form: 'model', at: { x: 30, y: 37 }, facing: B_FACES_A, hidden: true },
    },
    { endStep: 'B' },
    { deploy: { seat: 'A', roster: 1, form: 'model', at: { x: 4, y: 4 }, facing: B_FACES_A } },
    { endStep: 'A' },
    { deploy: { seat: 'B', roster: 1, form: 'model', at: { x: 4, y: 44 }, facing: A_FACES_B } },
    { endStep: 'B' },
  ],
  script: [
    {
      seat: 'A',
      says: 'Player A activates its Line Trooper.',
      rule: 'orders.sequence',
      do: { activate: { x: 30, y: 8 } },
    },
    {
      seat: 'A',
      says: 'It advances; as far as Player A can see, nothing of B watches it.',
      rule: 'move',
      do: { move: [{ from: { x: 30, y: 8 }, to: { x: 30, y: 12 } }] },
    },
    {
      seat: 'B',
      says: 'The Veil Stalker has LoF from its written position: it reveals and shoots.',
      rule: 'hiddenDeployment',
      do: { aro: { by: { hidden: 0 }, choice: 'bsAttack', target: { x: 30, y: 12 } } },
    },
    {
      seat: 'A',
      says: 'Player A ends the Order with Idle.',
      rule: 'orders.sequence',
      do: { declare: 'idle' },
    },
    { seat: 'B', says: 'Player B declares no more AROs.', rule: 'aro', do: { endAros: true } },
  ],
  outcome: 'The Veil Stalker stands revealed at its written position, and its shot was rolled.',
};

/** Written for this table: Decoy replicas under a template (RULES.md §10.3, §10.6; D27). */
export const decoyTemplate: Scenario = {
  id: 'decoy-replicas-template',
  title: 'Decoy replicas against template fire',
  source: 'Written for this table',
  difficulty: 'intermediate',
  description:
    'Player B’s Lure Specialist stands with two DECOY replicas on a short table. Player A’s Assault Trooper walks up and fires its Chain Rifle at the DECOY-1 marker: a template hits with no roll, and a replica that is hit is simply removed, with no Saving Roll.',
  setup: setup(
    {
      A: [as('chain-trooper', 'Assault Trooper'), as('line-trooper', 'Line Trooper')],
      B: [as('decoy-user', 'Lure Specialist'), as('line-trooper', 'Line Trooper')],
    },
    { table: { width: 48, depth: 24, zoneDepth: 8 } },
  ),
  seed: 1,
  prelude: [
    { deploy: { seat: 'A', roster: 0, form: 'model', at: { x: 24, y: 7.5 }, facing: A_FACES_B } },
    { endStep: 'A' },
    {
      deploy: {
        seat: 'B',
        roster: 0,
        form: 'Decoy',
        at: { x: 30, y: 17 },
        facing: B_FACES_A,
        extras: [
          { x: 24, y: 17 },
          { x: 36, y: 17 },
        ],
        real: 0,
      },
    },
    { endStep: 'B' },
    { deploy: { seat: 'A', roster: 1, form: 'model', at: { x: 4, y: 3 }, facing: B_FACES_A } },
    { endStep: 'A' },
    { deploy: { seat: 'B', roster: 1, form: 'model', at: { x: 44, y: 21 }, facing: A_FACES_B } },
    { endStep: 'B' },
  ],
  script: [
    {
      seat: 'A',
      says: 'Player A activates its Assault Trooper.',
      rule: 'orders.sequence',
      do: { activate: { x: 24, y: 7.5 } },
    },
    {
      seat: 'A',
      says: 'It moves up to within a Small Teardrop’s reach of the DECOY-1 marker.',
      rule: 'move',
      do: { move: [{ from: { x: 24, y: 7.5 }, to: { x: 24, y: 11.5 } }] },
    },
    {
      seat: 'B',
      says: 'The Lure Specialist reacts as one trooper: it passes, keeping its secret.',
      rule: 'aro.limits',
      do: { aro: { by: { x: 30, y: 17 }, choice: 'pass' } },
    },
    {
      seat: 'A',
      says: 'BS Attack with the Chain Rifle at the DECOY-1 marker: the template is laid from its base; no IMP marker or ally is under it.',
      rule: 'impersonation',
      do: { declare: 'bsAttack', target: { x: 24, y: 17 } },
    },
  ],
  outcome:
    'The template hit the DECOY-1 marker with no roll: it was a replica, so it was removed without a Saving Roll. Player A still does not know which of the other two is real.',
};

/** Written for this table: two Impersonators inside the enemy zone (RULES.md §10.3, §9.2, T31, T32). */
export const twoImpersonators: Scenario = {
  id: 'two-impersonators-enemy-zone',
  title: 'Two Impersonators in the enemy zone',
  source: 'Written for this table',
  difficulty: 'intermediate',
  description:
    'Player A deploys two Impersonators as IMP-1 markers inside Player B’s Deployment Zone (each passed its WIP roll). In its turn, a Line Trooper of B declares Discover against one marker and then the other: two Discovers in one Order on two different markers are legal; each success only turns an IMP-1 into IMP-2, each failure locks that trooper out of that marker until the next Player Turn.',
  setup: setup(
    {
      A: [
        as('impersonator', 'Impersonator'),
        as('impersonator', 'Impersonator'),
        as('line-trooper', 'Line Trooper'),
      ],
      B: [as('line-trooper', 'Line Trooper'), as('line-trooper', 'Line Trooper')],
    },
    { firstTurn: 'B' },
  ),
  seed: 6,
  prelude: [
    { deploy: { seat: 'A', roster: 0, form: 'IMP-1', at: { x: 18, y: 40 }, facing: A_FACES_B } },
    { deploy: { seat: 'A', roster: 1, form: 'IMP-1', at: { x: 30, y: 40 }, facing: A_FACES_B } },
    { endStep: 'A' },
    { deploy: { seat: 'B', roster: 0, form: 'model', at: { x: 24, y: 44 }, facing: B_FACES_A } },
    { endStep: 'B' },
    { deploy: { seat: 'A', roster: 2, form: 'model', at: { x: 4, y: 4 }, facing: B_FACES_A } },
    { endStep: 'A' },
    { deploy: { seat: 'B', roster: 1, form: 'model', at: { x: 44, y: 46 }, facing: A_FACES_B } },
    { endStep: 'B' },
  ],
  script: [
    {
      seat: 'B',
      says: 'Player B activates its Line Trooper.',
      rule: 'orders.sequence',
      do: { activate: { x: 24, y: 44 } },
    },
    {
      seat: 'B',
      says: 'First skill: Discover against the western IMP-1 marker (WIP 13, 0–8" band +3, IMP-1 −6).',
      rule: 'discover.roll',
      do: { declare: 'discover', target: { x: 18, y: 40 } },
    },
    {
      seat: 'A',
      says: 'The marker does not react: an ARO with a roll would reveal it.',
      rule: 'impersonation',
      do: { aro: { by: { x: 18, y: 40 }, choice: 'pass' } },
    },
    {
      seat: 'A',
      says: 'The other IMP-1 marker sees the Line Trooper too, and passes as well.',
      rule: 'aro',
      do: { aro: { by: { x: 30, y: 40 }, choice: 'pass' } },
    },
    {
      seat: 'B',
      says: 'Second skill: Discover against the other marker. Two Discovers on two different markers are legal; both are rolled now.',
      rule: 'discover',
      do: { declare: 'discover', target: { x: 30, y: 40 } },
    },
  ],
  outcome:
    'Each Discover that succeeded turned its IMP-1 marker into IMP-2 (still a marker); each that failed locks the Line Trooper out of that marker until the next Player Turn.',
};

/** Written for this table: Holoecho Coherency under fire (RULES.md §3, §10.4, T41). */
export const holoechoUnderFire: Scenario = {
  id: 'holoecho-coherency-under-fire',
  title: 'Holoecho Coherency under fire',
  source: 'Written for this table',
  difficulty: 'advanced',
  description:
    'Player A’s Echo Operative stands as three Holoechoes in a line, each 6" from the next: only the middle one keeps the other two in Coherency. Player B shoots the middle HOLOECHO-1 marker and hits: a decoy forced to a Saving Roll is removed with no roll, and at the end of the Order the two left are out of Coherency.',
  setup: setup(
    {
      A: [as('holoprojector', 'Echo Operative'), as('line-trooper', 'Line Trooper')],
      B: [as('line-trooper', 'Line Trooper'), as('line-trooper', 'Line Trooper')],
    },
    { firstTurn: 'B' },
  ),
  seed: 5,
  prelude: [
    {
      deploy: {
        seat: 'A',
        roster: 0,
        form: 'Holoecho',
        at: { x: 20, y: 8 },
        facing: B_FACES_A,
        extras: [
          { x: 26, y: 8 },
          { x: 32, y: 8 },
        ],
        real: 0,
      },
    },
    { endStep: 'A' },
    { deploy: { seat: 'B', roster: 0, form: 'model', at: { x: 26, y: 38 }, facing: B_FACES_A } },
    { endStep: 'B' },
    { deploy: { seat: 'A', roster: 1, form: 'model', at: { x: 4, y: 4 }, facing: B_FACES_A } },
    { endStep: 'A' },
    { deploy: { seat: 'B', roster: 1, form: 'model', at: { x: 44, y: 44 }, facing: A_FACES_B } },
    { endStep: 'B' },
  ],
  script: [
    {
      seat: 'B',
      says: 'Player B activates its Line Trooper.',
      rule: 'orders.sequence',
      do: { activate: { x: 26, y: 38 } },
    },
    {
      seat: 'B',
      says: 'BS Attack against the middle HOLOECHO-1 marker (every Holoecho counts as a real trooper).',
      rule: 'holoecho',
      do: { declare: 'bsAttack', target: { x: 26, y: 8 } },
    },
    {
      seat: 'B',
      says: 'Second skill: Idle. The shot is rolled.',
      rule: 'orders.sequence',
      do: { declare: 'idle' },
    },
  ],
  outcome:
    'The hit removed the HOLOECHO-1 marker without a roll. At the end of the Order the model and the HOLOECHO-2 marker are 12" apart: both out of Coherency, the decoy is removed and the real Echo Operative loses its Holoecho State.',
};
