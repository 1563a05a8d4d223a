import type { Profile, Seat } from '../rules/index.ts';
import { findProfile } from './roster.ts';
import type { Scenario } from './scenarios.ts';
import type { GameSetup } from './types.ts';

/**
 * The scenarios of the table: the rulebook's own examples of marker play, set up on an open 48"
 * table (profiles are this table's generic ones, renamed after the example's troopers). Each seed
 * was chosen so the dice fall as the example tells it; the scenario tests check they still do.
 */

/** A built-in profile under another name. */
function as(id: string, name: string): Profile {
  const p = findProfile(id);
  if (!p) throw new Error(`no built-in profile ${id}`);
  return { ...structuredClone(p), name };
}

function setup(
  rosters: Record<Seat, Profile[]>,
  o: {
    firstDeployer?: Seat;
    firstTurn?: Seat;
    ask?: boolean;
    scenery?: GameSetup['scenery'];
    tokens?: 'fixed40';
    table?: GameSetup['table'];
  } = {},
): GameSetup {
  return {
    table: o.table ?? { width: 48, depth: 48, zoneDepth: 12 },
    scenery: o.scenery ?? [],
    game: {
      rosters,
      firstDeployer: o.firstDeployer ?? 'A',
      pins: {},
      firstTurn: o.firstTurn ?? 'A',
      rounds: 3,
      ...(o.ask ? { askEveryDeclaration: true } : {}),
      ...(o.tokens ? { markerTokens: o.tokens } : {}),
    },
  };
}

const A_FACES_B = 90;
const B_FACES_A = 270;

/** Seed 004, "Impersonation Example 2" (RULES.md §10.3, §7.3, T22). */
const speculoImp: Scenario = {
  id: 'speculo-imp-1',
  title: 'An IMP-1 marker under three AROs',
  source: 'Rulebook: Impersonation Example 2 (seed 004)',
  difficulty: 'introduction',
  description:
    'A Speculo Killer in IMP-1 moves twice in front of three enemy troopers. One delays its ARO and loses it; two Discover and both succeed, yet the marker only becomes IMP-2.',
  setup: setup({
    A: [as('impersonator', 'Speculo Killer'), as('line-trooper', 'Line Trooper')],
    B: [as('line-trooper', 'Trooper 1'), as('line-trooper', 'Trooper 2'), as('line-trooper', 'Trooper 3')],
  }),
  seed: 7,
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
      rule: '§5.3',
      do: { activate: { x: 24, y: 26 } },
    },
    {
      seat: 'A',
      says: 'First Short Skill: Move, into the LoF of three enemy troopers.',
      rule: '§5.2',
      do: { move: [{ from: { x: 24, y: 26 }, to: { x: 24, y: 29 } }] },
    },
    {
      seat: 'B',
      says: 'Trooper 1 delays its ARO until the second skill: the active trooper is a marker.',
      rule: '§7.3',
      do: { aro: { by: { x: 16, y: 40 }, choice: 'delay' } },
    },
    {
      seat: 'B',
      says: 'Trooper 2 declares Discover against the IMP-1 marker (WIP 13, 8–16" band 0, IMP-1 −6: SV 7).',
      rule: '§9.2',
      do: { aro: { by: { x: 24, y: 40 }, choice: 'discover', target: { x: 24, y: 29 } } },
    },
    {
      seat: 'B',
      says: 'Trooper 3 declares Discover too.',
      rule: '§9.2',
      do: { aro: { by: { x: 32, y: 40 }, choice: 'discover', target: { x: 24, y: 29 } } },
    },
    {
      seat: 'A',
      says: 'Second Short Skill: Move again. The marker did not reveal itself, so Trooper 1 loses its ARO.',
      rule: '§7.3',
      do: { move: [{ from: { x: 24, y: 29 }, to: { x: 25.5, y: 30 } }] },
    },
  ],
  outcome:
    'Trooper 1 lost its ARO. Both Discover rolls succeed, and the IMP-1 marker only becomes IMP-2: it stays a marker.',
};

/** Seed 004, "Regaining Impersonation vs Hidden Deployment" (RULES.md §10.2, §10.3, T38). */
const regainImp: Scenario = {
  id: 'regain-impersonation-hd',
  title: 'Regaining Impersonation in front of a hidden trooper',
  source: 'Rulebook: Impersonation Example, Regaining Impersonation vs Hidden Deployment (seed 004)',
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
      rule: '§5.3',
      do: { activate: { x: 24, y: 8 } },
    },
    {
      seat: 'A',
      says: 'No enemy Model or Marker has LoF to it: the Entire Order to regain Impersonation may be declared.',
      rule: '§10.3',
      do: { declare: 'reenterImpersonation' },
    },
    {
      seat: 'B',
      says: 'The Veil Stalker in Hidden Deployment has LoF from its written position: it reveals and shoots (a Normal Roll).',
      rule: '§10.2',
      do: { aro: { by: { hidden: 0 }, choice: 'bsAttack', target: { x: 24, y: 8 } } },
    },
  ],
  outcome:
    'The Veil Stalker stands revealed at its written position. The requirement of the Entire Order fails: the Order is lost and the Speculo Killer stays a model.',
};

/** Seed 001, Decoy (RULES.md §10.6, T44). */
const decoyDodge: Scenario = {
  id: 'decoy-revealed-by-dodge',
  title: 'A Decoy (2) user revealed by a Dodge',
  source: 'Rulebook: Decoy (seed 001)',
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
      rule: '§5.3',
      do: { activate: { x: 24, y: 6 } },
    },
    {
      seat: 'A',
      says: 'It moves into the LoF of the model and both DECOY markers.',
      rule: '§7.1',
      do: { move: [{ from: { x: 24, y: 6 }, to: { x: 24, y: 10 } }] },
    },
    {
      seat: 'B',
      says: 'The Lure Specialist reacts once, as one trooper, and declares a Dodge: a skill that needs a roll reveals the real user.',
      rule: '§10.6',
      do: { aro: { by: { x: 24, y: 40 }, choice: 'dodge', target: { x: 24, y: 10 } } },
    },
    {
      seat: 'A',
      says: 'Player A ends the Order with Idle; the Dodge is rolled.',
      rule: '§6.4',
      do: { declare: 'idle' },
    },
  ],
  outcome:
    'The replicas are removed and the Lure Specialist stands as a model where the real one was, in the place of the DECOY-2 marker at (28, 40).',
};

/** Seed 000, "Example of Holoecho State and Models" (RULES.md §10.4, §10.5). */
const hassassin: Scenario = {
  id: 'hassassin-holoecho-holomask',
  title: 'Three Ghulam Snipers, one Hassassin',
  source: 'Rulebook: Example of Holoecho State and Models (seed 000)',
  difficulty: 'advanced',
  description:
    'Player B, who plays second, deploys three Ghulam Snipers on the table. In truth they are one Hassassin Áyyär with Holoecho and HoloMask and its two holographic decoys. Nothing shows it until its first activation in its Active Turn, when a HOLOECHO marker must go next to one of the three: from then on enemies may delay their AROs.',
  setup: setup(
    {
      A: [as('line-trooper', 'Line Trooper'), as('line-trooper', 'Line Trooper')],
      B: [as('holoprojector', 'Hassassin Áyyär'), as('camo-sniper', 'Ghulam Sniper')],
    },
    { firstTurn: 'A' },
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
      says: 'First activation of the Hassassin in its Active Turn: Player B activates the Ghulam Sniper at (18, 40), a decoy, and the HOLOECHO marker must go next to it.',
      rule: '§10.4',
      do: { activate: { x: 18, y: 40 } },
    },
    {
      seat: 'B',
      says: 'All three Holoechoes carry out the same Move, each moved by its owner.',
      rule: '§10.4',
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
      rule: '§7.3',
      do: { aro: { by: { x: 24, y: 6 }, choice: 'delay' } },
    },
    {
      seat: 'B',
      says: 'A second Move: nobody revealed itself, so the delayed ARO is lost.',
      rule: '§7.3',
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
const camoReplacement: Scenario = {
  id: 'camo-discovered-edge-on-edge',
  title: 'A CAMO marker Discovered and replaced edge on edge',
  source: 'Rulebook: Camouflaged (seed 002) and Replacing Models and Markers (seed 003)',
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
      rule: '§5.3',
      do: { activate: { x: 24, y: 5 } },
    },
    {
      seat: 'A',
      says: 'The marker moves up beside the low wall, into the LoF of the enemy Line Trooper.',
      rule: '§10.1',
      do: { move: [{ from: { x: 24, y: 5 }, to: { x: 24, y: 9 } }] },
    },
    {
      seat: 'B',
      says: 'The Line Trooper declares Discover against the CAMO marker (WIP 13, 8–16" band 0, Mimetism −3: SV 10).',
      rule: '§9.2',
      do: { aro: { by: { x: 24, y: 25 }, choice: 'discover', target: { x: 24, y: 9 } } },
    },
    {
      seat: 'A',
      says: 'Player A ends the Order with Idle; the Discover roll succeeds and the marker is revealed.',
      rule: '§9.3',
      do: { declare: 'idle' },
    },
    {
      seat: 'A',
      says: 'The 55 mm model replaces the 40 mm token edge on edge at the token’s west rim point: the base grows east, to the wall.',
      rule: '§12',
      do: { replace: { at: { x: 24, y: 9 }, edgeToward: { x: 24 - TOKEN_R, y: 9 }, facing: 90 } },
    },
  ],
  outcome:
    'The Camo Walker stands revealed with its 55 mm base edge on edge with where the token was, its east edge at the wall; centre on centre would have left it short.',
};

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
const overwatch: Scenario = {
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
      rule: '§5.3',
      do: { activate: { x: 18, y: 38 } },
    },
    {
      seat: 'B',
      says: 'It runs into the mouth of the corridor, into the CAMO marker’s LoF (markers see 360°).',
      rule: '§7.1',
      do: { move: [{ from: { x: 18, y: 38 }, to: { x: 21, y: 35.5 } }] },
    },
    {
      seat: 'A',
      says: 'The CAMO marker declares a BS Attack: an ARO with a roll, so the Camo Sniper is revealed.',
      rule: '§10.1',
      do: { aro: { by: { x: 24, y: 6 }, choice: 'bsAttack', target: { x: 21, y: 35.5 } } },
    },
    {
      seat: 'B',
      says: 'Player B moves on through the gap; the sniper shoots at where it ends (a Normal Roll: B did not attack).',
      rule: '§8',
      do: { move: [{ from: { x: 21, y: 35.5 }, to: { x: 22.5, y: 34.5 } }] },
    },
  ],
  outcome: 'The Camo Sniper stands revealed where the marker was; its shot was rolled against the runner.',
};

/** Written for this table: a Hidden Deployment ambush (RULES.md §10.2). */
const ambush: Scenario = {
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
      rule: '§5.3',
      do: { activate: { x: 30, y: 8 } },
    },
    {
      seat: 'A',
      says: 'It advances; as far as Player A can see, nothing of B watches it.',
      rule: '§5.2',
      do: { move: [{ from: { x: 30, y: 8 }, to: { x: 30, y: 12 } }] },
    },
    {
      seat: 'B',
      says: 'The Veil Stalker has LoF from its written position: it reveals and shoots.',
      rule: '§10.2',
      do: { aro: { by: { hidden: 0 }, choice: 'bsAttack', target: { x: 30, y: 12 } } },
    },
    { seat: 'A', says: 'Player A ends the Order with Idle.', rule: '§5.3', do: { declare: 'idle' } },
    { seat: 'B', says: 'Player B declares no more AROs.', rule: '§7', do: { endAros: true } },
  ],
  outcome: 'The Veil Stalker stands revealed at its written position, and its shot was rolled.',
};

/** Written for this table: Decoy replicas under a template (RULES.md §10.3, §10.6; D27). */
const decoyTemplate: Scenario = {
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
      rule: '§5.3',
      do: { activate: { x: 24, y: 7.5 } },
    },
    {
      seat: 'A',
      says: 'It moves up to within a Small Teardrop’s reach of the DECOY-1 marker.',
      rule: '§5.2',
      do: { move: [{ from: { x: 24, y: 7.5 }, to: { x: 24, y: 11.5 } }] },
    },
    {
      seat: 'B',
      says: 'The Lure Specialist reacts as one trooper: it passes, keeping its secret.',
      rule: '§7.2',
      do: { aro: { by: { x: 30, y: 17 }, choice: 'pass' } },
    },
    {
      seat: 'A',
      says: 'BS Attack with the Chain Rifle at the DECOY-1 marker: the template is laid from its base; no IMP marker or ally is under it.',
      rule: '§10.3',
      do: { declare: 'bsAttack', target: { x: 24, y: 17 } },
    },
  ],
  outcome:
    'The template hit the DECOY-1 marker with no roll: it was a replica, so it was removed without a Saving Roll. Player A still does not know which of the other two is real.',
};

/** Written for this table: two Impersonators inside the enemy zone (RULES.md §10.3, §9.2, T31, T32). */
const twoImpersonators: Scenario = {
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
  seed: 2,
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
      rule: '§5.3',
      do: { activate: { x: 24, y: 44 } },
    },
    {
      seat: 'B',
      says: 'First skill: Discover against the western IMP-1 marker (WIP 13, 0–8" band +3, IMP-1 −6).',
      rule: '§9.2',
      do: { declare: 'discover', target: { x: 18, y: 40 } },
    },
    {
      seat: 'A',
      says: 'The marker does not react: an ARO with a roll would reveal it.',
      rule: '§10.3',
      do: { aro: { by: { x: 18, y: 40 }, choice: 'pass' } },
    },
    {
      seat: 'A',
      says: 'The other IMP-1 marker sees the Line Trooper too, and passes as well.',
      rule: '§7',
      do: { aro: { by: { x: 30, y: 40 }, choice: 'pass' } },
    },
    {
      seat: 'B',
      says: 'Second skill: Discover against the other marker. Two Discovers on two different markers are legal (T31); both are rolled now.',
      rule: '§9.1',
      do: { declare: 'discover', target: { x: 30, y: 40 } },
    },
  ],
  outcome:
    'Each Discover that succeeded turned its IMP-1 marker into IMP-2 (still a marker); each that failed locks the Line Trooper out of that marker until the next Player Turn.',
};

/** Written for this table: Holoecho Coherency under fire (RULES.md §3, §10.4, T41). */
const holoechoUnderFire: Scenario = {
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
  seed: 1,
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
      rule: '§5.3',
      do: { activate: { x: 26, y: 38 } },
    },
    {
      seat: 'B',
      says: 'BS Attack against the middle HOLOECHO-1 marker (every Holoecho counts as a real trooper).',
      rule: '§10.4',
      do: { declare: 'bsAttack', target: { x: 26, y: 8 } },
    },
    {
      seat: 'B',
      says: 'Second skill: Idle. The shot is rolled.',
      rule: '§5.3',
      do: { declare: 'idle' },
    },
  ],
  outcome:
    'The hit removed the HOLOECHO-1 marker without a roll. At the end of the Order the model and the HOLOECHO-2 marker are 12" apart: both out of Coherency, the decoy is removed and the real Echo Operative loses its Holoecho State.',
};

export const SCENARIOS: readonly Scenario[] = [
  speculoImp,
  regainImp,
  decoyDodge,
  hassassin,
  camoReplacement,
  overwatch,
  ambush,
  decoyTemplate,
  twoImpersonators,
  holoechoUnderFire,
];

export function findScenario(id: string): Scenario | undefined {
  return SCENARIOS.find((s) => s.id === id);
}
