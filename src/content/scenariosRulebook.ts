// The rulebook's own examples of marker play, as scenarios (seeds 000–004).
import { rectangle } from '../geometry/polygon.ts';
import { STOREY, type Scenery } from '../rules/index.ts';
import { A_FACES_B, B_FACES_A, as, setup } from './scenarioKit.ts';
import type { Scenario } from './scenarios.ts';

/** Seed 004, "Impersonation Example 2" (RULES.md §10.3, §7.3, T22). */
export const speculoImp: Scenario = {
  id: 'speculo-imp-1',
  title: 'An IMP-1 marker under three AROs',
  source: 'Rulebook: Impersonation Example 2', // seed 004
  difficulty: 'introduction',
  description:
    'A Speculo Killer in IMP-1 moves twice in front of three enemy troopers. One delays its ARO and loses it; two Discover and both succeed, yet the marker only becomes IMP-2.',
  setup: setup({
    A: [as('impersonator', 'Speculo Killer'), as('line-trooper', 'Line Trooper')],
    B: [as('line-trooper', 'Trooper 1'), as('line-trooper', 'Trooper 2'), as('line-trooper', 'Trooper 3')],
  }),
  seed: 8,
  prelude: [
    { deploy: { seat: 'A', roster: 0, form: 'IMP-1', at: { x: 24, y: 26 }, facing: A_FACES_B } },
    { endStep: 'A' },
    { deploy: { seat: 'B', roster: 0, form: 'model', at: { x: 16, y: 40 }, facing: B_FACES_A } },
    { deploy: { seat: 'B', roster: 1, form: 'model', at: { x: 24, y: 40 }, facing: B_FACES_A } },
    { endStep: 'B' },
    { deploy: { seat: 'A', roster: 1, form: 'model', at: { x: 6, y: 6 }, facing: A_FACES_B } },
    { endStep: 'A' },
    { deploy: { seat: 'B', roster: 2, form: 'model', at: { x: 32, y: 40 }, facing: B_FACES_A } },
    { endStep: 'B' },
  ],
  script: [
    {
      seat: 'A',
      says: 'Player A activates the IMP-1 marker.',
      rule: 'orders.sequence',
      do: { activate: { x: 24, y: 26 } },
    },
    {
      seat: 'A',
      says: 'First skill, a Short Movement Skill: Move, into the LoF of three enemy troopers.',
      rule: 'move',
      do: { move: [{ from: { x: 24, y: 26 }, to: { x: 24, y: 29 } }] },
    },
    {
      seat: 'B',
      says: 'Trooper 1 delays its ARO until the second skill: the active trooper is a marker.',
      rule: 'aro.delay',
      do: { aro: { by: { x: 16, y: 40 }, choice: 'delay' } },
    },
    {
      seat: 'B',
      says: 'Trooper 2 declares Discover against the IMP-1 marker (WIP 13, 8–16" band 0, IMP-1 −6: SV 7).',
      rule: 'discover.roll',
      do: { aro: { by: { x: 24, y: 40 }, choice: 'discover', target: { x: 24, y: 29 } } },
    },
    {
      seat: 'B',
      says: 'Trooper 3 declares Discover too.',
      rule: 'discover.roll',
      do: { aro: { by: { x: 32, y: 40 }, choice: 'discover', target: { x: 24, y: 29 } } },
    },
    {
      seat: 'A',
      says: 'Second skill: Move again. The marker did not reveal itself, so Trooper 1 loses its ARO.',
      rule: 'aro.delay',
      do: { move: [{ from: { x: 24, y: 29 }, to: { x: 25.5, y: 30 } }] },
    },
  ],
  outcome:
    'Trooper 1 lost its ARO. Both Discover rolls succeed, and the IMP-1 marker only becomes IMP-2: it stays a marker.',
};

/** Seed 004, "Regaining Impersonation vs Hidden Deployment" (RULES.md §10.2, §10.3, T38). */
export const regainImp: Scenario = {
  id: 'regain-impersonation-hd',
  title: 'Regaining Impersonation in front of a hidden trooper',
  source: 'Rulebook: Impersonation Example, Regaining Impersonation vs Hidden Deployment', // seed 004
  difficulty: 'intermediate',
  description:
    'No enemy Model or Marker sees the Speculo Killer, so it may declare the Entire Order to become IMP-1 again. But a Veil Stalker waits in Hidden Deployment with LoF: it reveals, shoots, and the Order is lost.',
  setup: setup(
    {
      A: [as('impersonator', 'Speculo Killer'), as('line-trooper', 'Line Trooper')],
      B: [as('veil-stalker', 'Veil Stalker'), as('line-trooper', 'Line Trooper')],
    },
    { ask: true },
  ),
  seed: 1,
  prelude: [
    { deploy: { seat: 'A', roster: 0, form: 'model', at: { x: 24, y: 8 }, facing: A_FACES_B } },
    { endStep: 'A' },
    {
      deploy: { seat: 'B', roster: 0, form: 'model', at: { x: 24, y: 40 }, facing: B_FACES_A, hidden: true },
    },
    { endStep: 'B' },
    { deploy: { seat: 'A', roster: 1, form: 'model', at: { x: 4, y: 4 }, facing: A_FACES_B } },
    { endStep: 'A' },
    { deploy: { seat: 'B', roster: 1, form: 'model', at: { x: 44, y: 44 }, facing: A_FACES_B } },
    { endStep: 'B' },
  ],
  script: [
    {
      seat: 'A',
      says: 'Player A activates the Speculo Killer.',
      rule: 'orders.sequence',
      do: { activate: { x: 24, y: 8 } },
    },
    {
      seat: 'A',
      says: 'No enemy Model or Marker has LoF to it: the Entire Order to regain Impersonation may be declared.',
      rule: 'impersonation',
      do: { declare: 'reenterImpersonation' },
    },
    {
      seat: 'B',
      says: 'The Veil Stalker in Hidden Deployment has LoF from its written position: it reveals and shoots (a Normal Roll).',
      rule: 'hiddenDeployment',
      do: { aro: { by: { hidden: 0 }, choice: 'bsAttack', target: { x: 24, y: 8 } } },
    },
  ],
  outcome:
    'The Veil Stalker stands revealed at its written position. The requirement of the Entire Order fails: the Order is lost and the Speculo Killer stays a model.',
};

/** Seed 001, Decoy (RULES.md §10.6, T44). */
export const decoyDodge: Scenario = {
  id: 'decoy-revealed-by-dodge',
  title: 'A Decoy (2) user revealed by a Dodge',
  source: 'Rulebook: Decoy', // seed 001
  difficulty: 'introduction',
  description:
    'Player B deploys a Lure Specialist with two replicas, DECOY-1 and DECOY-2, and writes down which is real. When an enemy walks into view, the real one declares a Dodge: a skill with a roll reveals it, the replicas go, and the model stands where the real one was.',
  setup: setup({
    A: [as('line-trooper', 'Line Trooper'), as('line-trooper', 'Line Trooper')],
    B: [as('decoy-user', 'Lure Specialist'), as('line-trooper', 'Line Trooper')],
  }),
  seed: 3,
  prelude: [
    { deploy: { seat: 'A', roster: 0, form: 'model', at: { x: 24, y: 6 }, facing: A_FACES_B } },
    { endStep: 'A' },
    {
      deploy: {
        seat: 'B',
        roster: 0,
        form: 'Decoy',
        at: { x: 24, y: 40 },
        facing: B_FACES_A,
        extras: [
          { x: 20, y: 40 },
          { x: 28, y: 40 },
        ],
        real: 2,
      },
    },
    { endStep: 'B' },
    { deploy: { seat: 'A', roster: 1, form: 'model', at: { x: 4, y: 4 }, facing: A_FACES_B } },
    { endStep: 'A' },
    { deploy: { seat: 'B', roster: 1, form: 'model', at: { x: 44, y: 44 }, facing: A_FACES_B } },
    { endStep: 'B' },
  ],
  script: [
    {
      seat: 'A',
      says: 'Player A activates its Line Trooper.',
      rule: 'orders.sequence',
      do: { activate: { x: 24, y: 6 } },
    },
    {
      seat: 'A',
      says: 'It moves into the LoF of the model and both DECOY markers.',
      rule: 'aro',
      do: { move: [{ from: { x: 24, y: 6 }, to: { x: 24, y: 10 } }] },
    },
    {
      seat: 'B',
      says: 'The Lure Specialist reacts once, as one trooper, and declares a Dodge: a skill that needs a roll reveals the real user.',
      rule: 'decoy',
      do: { aro: { by: { x: 24, y: 40 }, choice: 'dodge', target: { x: 24, y: 10 } } },
    },
    {
      seat: 'B',
      says: 'Its model takes the place of the DECOY-2 marker, facing any way Player B chooses: it faces the Line Trooper.',
      rule: 'decoy',
      do: { replace: { at: { x: 28, y: 40 }, facing: B_FACES_A } },
    },
    {
      seat: 'A',
      says: 'Player A ends the Order with Idle; the Dodge is rolled.',
      rule: 'dodge',
      do: { declare: 'idle' },
    },
  ],
  outcome:
    'The replicas are removed and the Lure Specialist stands as a model where the real one was, in the place of the DECOY-2 marker at (28, 40).',
};

/**
 * The three rooftops the Snipers stand on (RULES.md §1.1; D168): a building of 2, 3 and 1 storeys under
 * each, deep enough that the Snipers' two Moves toward the enemy keep them on their roofs.
 */
const SNIPER_ROOFTOPS: Scenery[] = [
  { id: 'roof-west', name: 'Hab block', x: 18, top: 2 * STOREY },
  { id: 'roof-centre', name: 'Relay tower', x: 24, top: 3 * STOREY },
  { id: 'roof-east', name: 'Depot', x: 30, top: STOREY },
].map((b) => ({
  id: b.id,
  name: b.name,
  height: 'tall',
  heightIn: b.top,
  polygon: rectangle({ x: b.x, y: 38.5 }, 5, 8),
}));

/** Seed 000, "Example of Holoecho State and Models" (RULES.md §10.4, §10.5). */
export const hassassin: Scenario = {
  id: 'hassassin-holoecho-holomask',
  title: 'Three Ghulam Snipers, one Hassassin',
  source: 'Rulebook: Example of Holoecho State and Models', // seed 000
  difficulty: 'advanced',
  description:
    'Player B, who plays second, deploys three Ghulam Snipers on different rooftops. In truth they are one Hassassin Áyyär with Holoecho and HoloMask and its two holographic false echoes. Nothing shows it until its first activation in its Active Turn, when a HOLOECHO marker must go next to one of the three: from then on enemies may delay their AROs.',
  setup: setup(
    {
      A: [as('line-trooper', 'Line Trooper'), as('line-trooper', 'Line Trooper')],
      B: [as('holoprojector', 'Hassassin Áyyär'), as('camo-sniper', 'Ghulam Sniper')],
    },
    { firstTurn: 'A', scenery: SNIPER_ROOFTOPS },
  ),
  seed: 1,
  prelude: [
    { deploy: { seat: 'A', roster: 0, form: 'model', at: { x: 24, y: 6 }, facing: A_FACES_B } },
    { endStep: 'A' },
    {
      deploy: {
        seat: 'B',
        roster: 0,
        form: 'Holoecho',
        at: { x: 24, y: 40 },
        facing: B_FACES_A,
        extras: [
          { x: 18, y: 40 },
          { x: 30, y: 40 },
        ],
        real: 0,
        imitates: 1,
        decoysAsModels: true,
      },
    },
    { endStep: 'B' },
    { deploy: { seat: 'A', roster: 1, form: 'model', at: { x: 4, y: 4 }, facing: B_FACES_A } },
    { endStep: 'A' },
    { deploy: { seat: 'B', roster: 1, form: 'model', at: { x: 44, y: 44 }, facing: A_FACES_B } },
    { endStep: 'B' },
    { endTurn: 'A' },
  ],
  script: [
    {
      seat: 'B',
      says: 'First activation of the Hassassin in its Active Turn: Player B activates the Ghulam Sniper at (18, 40), a false echo, and the HOLOECHO marker must go next to it.',
      publicSays:
        'Player B activates the Ghulam Sniper at (18, 40): on the first activation the HOLOECHO marker goes next to it.',
      rule: 'holoecho',
      do: { activate: { x: 18, y: 40 } },
    },
    {
      seat: 'B',
      says: 'All three Holoechoes carry out the same Move, each moved by its owner.',
      rule: 'holoecho',
      do: {
        move: [
          { from: { x: 24, y: 40 }, to: { x: 24, y: 37 } },
          { from: { x: 18, y: 40 }, to: { x: 18, y: 37 } },
          { from: { x: 30, y: 40 }, to: { x: 30, y: 37 } },
        ],
      },
    },
    {
      seat: 'A',
      says: 'The HOLOECHO marker tells Player A these are Holoechoes: its Line Trooper may delay its ARO.',
      rule: 'aro.delay',
      do: { aro: { by: { x: 24, y: 6 }, choice: 'delay' } },
    },
    {
      seat: 'B',
      says: 'A second Move: nobody revealed itself, so the delayed ARO is lost.',
      rule: 'aro.delay',
      do: {
        move: [
          { from: { x: 24, y: 37 }, to: { x: 24, y: 35 } },
          { from: { x: 18, y: 37 }, to: { x: 18, y: 35 } },
          { from: { x: 30, y: 37 }, to: { x: 30, y: 35 } },
        ],
      },
    },
  ],
  outcome:
    'Three Ghulam Snipers still stand, one of them with the HOLOECHO marker; Player A lost its delayed ARO and still does not know which one is real.',
};

/** The radius of a printed 40 mm marker token (RULES.md A18). */
const TOKEN_R = 40 / 25.4 / 2;

/** Seeds 002 and 003: Camouflaged, Discover, and Replacing Models and Markers (RULES.md §10.1, §12, T46). */
export const camoReplacement: Scenario = {
  id: 'camo-discovered-edge-on-edge',
  title: 'A CAMO marker Discovered and replaced edge on edge',
  source: 'Rulebook: Camouflaged and Replacing Models and Markers', // seed 002, seed 003
  difficulty: 'intermediate',
  description:
    'A Camo Walker moves as a 40 mm CAMO token and is Discovered. Its model has a 55 mm base: its owner chooses to put it edge on edge with the token, so the bigger base reaches the wall beside it instead of growing evenly all round.',
  setup: setup(
    {
      A: [
        {
          ...as('heavy-s4', 'Camo Walker'),
          skills: [{ skill: 'Camouflage' }, { skill: 'Mimetism', mod: -3 }],
        },
        as('line-trooper', 'Line Trooper'),
      ],
      B: [as('line-trooper', 'Line Trooper'), as('line-trooper', 'Line Trooper')],
    },
    {
      tokens: 'fixed40',
      table: { width: 48, depth: 32, zoneDepth: 8 },
      scenery: [
        {
          id: 'scenario-wall',
          name: 'Low wall',
          height: 'low',
          polygon: [
            { x: 25.378, y: 7.5 },
            { x: 26.2, y: 7.5 },
            { x: 26.2, y: 11.5 },
            { x: 25.378, y: 11.5 },
          ],
        },
      ],
    },
  ),
  seed: 2,
  prelude: [
    { deploy: { seat: 'A', roster: 0, form: 'CAMO', at: { x: 24, y: 5 }, facing: A_FACES_B } },
    { endStep: 'A' },
    { deploy: { seat: 'B', roster: 0, form: 'model', at: { x: 24, y: 25 }, facing: B_FACES_A } },
    { endStep: 'B' },
    { deploy: { seat: 'A', roster: 1, form: 'model', at: { x: 4, y: 3 }, facing: B_FACES_A } },
    { endStep: 'A' },
    { deploy: { seat: 'B', roster: 1, form: 'model', at: { x: 44, y: 30 }, facing: A_FACES_B } },
    { endStep: 'B' },
  ],
  script: [
    {
      seat: 'A',
      says: 'Player A activates the CAMO marker.',
      rule: 'orders.sequence',
      do: { activate: { x: 24, y: 5 } },
    },
    {
      seat: 'A',
      says: 'The marker moves up beside the low wall, into the LoF of the enemy Line Trooper.',
      rule: 'camouflaged',
      do: { move: [{ from: { x: 24, y: 5 }, to: { x: 24, y: 9 } }] },
    },
    {
      seat: 'B',
      says: 'The Line Trooper declares Discover against the CAMO marker (WIP 13, 8–16" band 0, Mimetism −3: SV 10).',
      rule: 'discover.roll',
      do: { aro: { by: { x: 24, y: 25 }, choice: 'discover', target: { x: 24, y: 9 } } },
    },
    {
      seat: 'A',
      says: 'Player A ends the Order with Idle; the Discover roll succeeds and the marker is revealed.',
      rule: 'discover.result',
      do: { declare: 'idle' },
    },
    {
      seat: 'A',
      says: 'The 55 mm model replaces the 40 mm token edge on edge at the token’s west rim point: the base grows east, to the wall.',
      rule: 'replacement',
      do: { replace: { at: { x: 24, y: 9 }, edgeToward: { x: 24 - TOKEN_R, y: 9 }, facing: 90 } },
    },
  ],
  outcome:
    'The Camo Walker stands revealed with its 55 mm base edge on edge with where the token was, its east edge at the wall; centre on centre would have left it short.',
};
