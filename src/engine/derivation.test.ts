// Secrets that hold against a scripted opponent (ARCHITECTURE.md §10; issue: secrets that hold). For
// every kind of secret, two games that differ only in that secret are played through the same public
// actions: Player A's view, the public view, whose turn it is and the answer to every probing action
// of A's must be identical, ids included. A string scan would miss a secret that is *derivable*
// (an order, a count, a legality); equality cannot. A last block runs the seed search an opponent
// would run over its own view, and shows that it finds a game seeded the old way but not a new one.
import { profile } from '../../tests/engineFixtures.ts';
import { describe, expect, it } from 'vitest';
import type { Point, Profile, Seat } from '../rules/index.ts';
import { apply, awaiting, newGame, rosterOf, tableStatus, viewFor } from './index.ts';
import type { Action, GameState } from './types.ts';
import type { RandomSpec } from './random.ts';
import { RULES_EDITION } from './index.ts';

const KEY = { key: '5e'.repeat(32) } satisfies RandomSpec;

/** A line trooper for A; B's roster as given; asked for AROs after every declaration (D28). */
function game(b: Profile[], random: RandomSpec = KEY): GameState {
  return newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: {
        rosters: { A: [profile('line-trooper'), profile('line-trooper', { id: 'lt2' })], B: b },
        firstDeployer: 'A',
        rules: RULES_EDITION,
        pins: {},
        askEveryDeclaration: true,
      },
    },
    random,
  );
}

/** What B does: deploy actions built from B's own trooper list (ids are B's to know). */
type BPlan = (s: GameState) => Action[];

function must(s: GameState, a: Action): GameState {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`${a.type}: ${r.violations.map((v) => v.message).join(' ')}`);
  return r.state;
}

function trooper(s: GameState, seat: Seat, name: string): string {
  const t = rosterOf(s, seat).find((x) => x.profile.name === name);
  if (!t) throw new Error(`no ${name}`);
  return t.id;
}

const at = (x: number, y: number): Point => ({ x, y });

/** Everything Player A and the audience may know, and whose move it is. */
function seen(s: GameState): unknown {
  return { a: viewFor(s, 'A'), pub: viewFor(s, 'public'), awaiting: awaiting(s), status: tableStatus(s) };
}

/** What each of A's probing actions gets: accepted (and A's view after it) or refused with which words. */
function probed(s: GameState, probes: Action[]): unknown[] {
  return probes.map((p) => {
    const r = apply(s, p);
    return r.ok ? { ok: true, after: seen(r.state) } : { ok: false, violations: r.violations };
  });
}

/**
 * Plays the Deployment Phase (A deploys one trooper, B its plan's first part, A the other, B the rest),
 * then A's first Order up to B's ARO step, comparing what A can know at every step.
 */
function comparePlayed(
  b1: Profile[],
  plan1: BPlan,
  b2: Profile[],
  plan2: BPlan,
  randoms: [RandomSpec, RandomSpec] = [KEY, KEY],
): [GameState, GameState] {
  let g1 = game(b1, randoms[0]);
  let g2 = game(b2, randoms[1]);
  const both = (a: Action | ((s: GameState) => Action)) => {
    g1 = must(g1, typeof a === 'function' ? a(g1) : a);
    g2 = must(g2, typeof a === 'function' ? a(g2) : a);
    expect(seen(g2)).toStrictEqual(seen(g1));
  };
  const lt = (s: GameState, n: number) => rosterOf(s, 'A')[n]?.id ?? '';
  both((s) => ({ type: 'deploy', seat: 'A', trooperId: lt(s, 0), form: 'model', at: at(20, 6), facing: 90 }));
  both({ type: 'endDeployment', seat: 'A' });
  // B's steps are private notes until its step ends; how many it takes is its own business. The
  // last action of each plan is the trooper held back for deployment step 4.
  const [p1, p2] = [plan1(g1), plan2(g2)];
  for (const a of p1.slice(0, -1)) g1 = must(g1, a);
  for (const a of p2.slice(0, -1)) g2 = must(g2, a);
  expect(seen(g2)).toStrictEqual(seen(g1));
  both({ type: 'endDeployment', seat: 'B' });
  both((s) => ({ type: 'deploy', seat: 'A', trooperId: lt(s, 1), form: 'model', at: at(30, 6), facing: 90 }));
  both({ type: 'endDeployment', seat: 'A' });
  g1 = must(g1, p1.at(-1) ?? { type: 'endTurn', seat: 'B' });
  g2 = must(g2, p2.at(-1) ?? { type: 'endTurn', seat: 'B' });
  expect(seen(g2)).toStrictEqual(seen(g1));
  both({ type: 'endDeployment', seat: 'B' });
  expect(g1.phase.kind).toBe('turn');
  const mover = (s: GameState) => viewFor(s, 'A').pieces.find((p) => p.owner === 'A' && p.x === 20)?.id ?? '';
  const probes = (s: GameState): Action[] => {
    const theirs = viewFor(s, 'A').pieces.filter((p) => p.owner === 'B');
    return [
      // Into contact with each of B's pieces, onto where a hidden trooper might be, off the table.
      ...theirs.map((p): Action => ({
        type: 'declare',
        seat: 'A',
        skill: 'move',
        to: { [mover(s)]: { x: p.x, y: p.y - 1 } },
      })),
      { type: 'declare', seat: 'A', skill: 'move', to: { [mover(s)]: at(12, 10) } },
      { type: 'declare', seat: 'A', skill: 'move', to: { [mover(s)]: at(20, 60) } },
      { type: 'activate', seat: 'A', pieceId: theirs[0]?.id ?? 'pnone' },
      { type: 'endAros', seat: 'B' },
    ];
  };
  both((s) => ({ type: 'activate', seat: 'A', pieceId: mover(s) }));
  expect(probed(g2, probes(g2))).toStrictEqual(probed(g1, probes(g1)));
  both((s) => ({ type: 'declare', seat: 'A', skill: 'move', to: { [mover(s)]: at(20, 10) } }));
  // B is asked whether or not anything of its may react, and answers the same either way.
  expect(awaiting(g1)?.seat).toBe('B');
  both({ type: 'endAros', seat: 'B' });
  expect(probed(g2, probes(g2))).toStrictEqual(probed(g1, probes(g1)));
  both({ type: 'declare', seat: 'A', skill: 'idle' });
  both({ type: 'endAros', seat: 'B' });
  return [g1, g2];
}

const deploy = (
  s: GameState,
  name: string,
  form: Extract<Action, { type: 'deploy' }>['form'],
  p: Point,
  more: Partial<Extract<Action, { type: 'deploy' }>> = {},
): Action => ({
  type: 'deploy',
  seat: 'B',
  trooperId: trooper(s, 'B', name),
  form,
  at: p,
  facing: 270,
  ...more,
});

describe('two games that differ only in a secret look the same to the other seat', () => {
  it('which trooper a CAMO marker is (same S, same Mimetism label)', () => {
    const roster = [
      profile('camo-sniper'),
      profile('camo-sniper', { id: 'cs2', name: 'Camo Hunter', bs: 14 }),
    ];
    comparePlayed(
      roster,
      (s) => [deploy(s, 'Camo Sniper', 'CAMO', at(16, 40)), deploy(s, 'Camo Hunter', 'CAMO', at(32, 40))],
      roster,
      (s) => [deploy(s, 'Camo Hunter', 'CAMO', at(16, 40)), deploy(s, 'Camo Sniper', 'CAMO', at(32, 40))],
    );
  });

  it('which trooper an IMP-1 marker is', () => {
    const roster = [
      profile('impersonator'),
      profile('impersonator', { id: 'imp2', name: 'Mask Agent', wip: 12 }),
    ];
    comparePlayed(
      roster,
      (s) => [
        deploy(s, 'Mask Infiltrator', 'IMP-1', at(16, 30)),
        deploy(s, 'Mask Agent', 'IMP-1', at(32, 30)),
      ],
      roster,
      (s) => [
        deploy(s, 'Mask Agent', 'IMP-1', at(16, 30)),
        deploy(s, 'Mask Infiltrator', 'IMP-1', at(32, 30)),
      ],
    );
  });

  it.each([
    [0, 1],
    [0, 2],
    [1, 2],
  ])('which Holoecho is real (piece %i against piece %i)', (r1, r2) => {
    const roster = [profile('holoprojector'), profile('line-trooper')];
    const plan =
      (r: number): BPlan =>
      (s) => [
        deploy(s, 'Echo Operative', 'Holoecho', at(24, 40), { extras: [at(20, 40), at(28, 40)], real: r }),
        deploy(s, 'Line Trooper', 'model', at(10, 40)),
      ];
    comparePlayed(roster, plan(r1), roster, plan(r2));
  });

  it('which Decoy piece is real, in a layout measured from the Model (decision D37)', () => {
    const roster = [profile('decoy-user'), profile('line-trooper')];
    const plan =
      (r: number): BPlan =>
      (s) => [
        deploy(s, 'Lure Specialist', 'Decoy', at(24, 40), { extras: [at(18, 40), at(30, 40)], real: r }),
        deploy(s, 'Line Trooper', 'model', at(10, 40)),
      ];
    comparePlayed(roster, plan(0), roster, plan(1));
    comparePlayed(roster, plan(1), roster, plan(2));
  });

  it('which of a Decoy user’s CAMO markers is real, in Marker form (seed 001, D47)', () => {
    const roster = [profile('lure-stalker'), profile('line-trooper')];
    const plan =
      (r: number): BPlan =>
      (s) => [
        deploy(s, 'Lure Stalker', 'CAMO', at(24, 40), { extras: [at(18, 40), at(30, 40)], real: r }),
        deploy(s, 'Line Trooper', 'model', at(10, 40)),
      ];
    comparePlayed(roster, plan(0), roster, plan(1));
    comparePlayed(roster, plan(1), roster, plan(2));
  });

  it('whether three CAMO markers are one Decoy user or three troopers (D47)', () => {
    const decoy = [profile('lure-stalker'), profile('line-trooper')];
    const three = [
      profile('lure-stalker', { skills: [{ skill: 'Camouflage' }, { skill: 'Mimetism', mod: -3 }] }),
      profile('camo-sniper', { skills: [{ skill: 'Camouflage' }, { skill: 'Mimetism', mod: -3 }] }),
      profile('camo-sniper', {
        id: 'cs2',
        skills: [{ skill: 'Camouflage' }, { skill: 'Mimetism', mod: -3 }],
      }),
      profile('line-trooper'),
    ];
    comparePlayed(
      decoy,
      (s) => [
        deploy(s, 'Lure Stalker', 'CAMO', at(24, 40), { extras: [at(18, 40), at(30, 40)], real: 1 }),
        deploy(s, 'Line Trooper', 'model', at(10, 40)),
      ],
      three,
      (s) => {
        const sn = Object.values(s.troopers).filter(
          (t) => t.owner === 'B' && t.profile.name === 'Camo Sniper',
        );
        return [
          deploy(s, 'Lure Stalker', 'CAMO', at(24, 40)),
          {
            type: 'deploy',
            seat: 'B',
            trooperId: sn[0]?.id ?? '',
            form: 'CAMO',
            at: at(18, 40),
            facing: 270,
          },
          {
            type: 'deploy',
            seat: 'B',
            trooperId: sn[1]?.id ?? '',
            form: 'CAMO',
            at: at(30, 40),
            facing: 270,
          },
          deploy(s, 'Line Trooper', 'model', at(10, 40)),
        ];
      },
    );
  });

  it('whether a model is in HoloMask, showing another trooper of the same S', () => {
    const roster = [profile('holoprojector'), profile('line-trooper')];
    comparePlayed(
      roster,
      (s) => [
        deploy(s, 'Echo Operative', 'model', at(16, 40), { imitates: trooper(s, 'B', 'Line Trooper') }),
        deploy(s, 'Line Trooper', 'model', at(32, 40)),
      ],
      roster,
      (s) => [
        deploy(s, 'Line Trooper', 'model', at(16, 40)),
        deploy(s, 'Echo Operative', 'model', at(32, 40), { imitates: trooper(s, 'B', 'Line Trooper') }),
      ],
    );
  });

  it('where a Hidden Deployment trooper is written down', () => {
    const roster = [profile('veil-stalker'), profile('line-trooper')];
    const plan =
      (p: Point): BPlan =>
      (s) => [
        deploy(s, 'Veil Stalker', 'model', p, { hidden: true }),
        deploy(s, 'Line Trooper', 'model', at(40, 40)),
      ];
    comparePlayed(roster, plan(at(20, 38)), roster, plan(at(8, 44)));
  });

  it('whether B has a Hidden Deployment trooper at all (its roster size is a secret too)', () => {
    comparePlayed(
      [profile('veil-stalker'), profile('line-trooper'), profile('line-trooper', { id: 'lt3' })],
      (s) => [
        deploy(s, 'Veil Stalker', 'model', at(20, 38), { hidden: true }),
        {
          type: 'deploy',
          seat: 'B',
          trooperId: rosterOf(s, 'B')[1]?.id ?? '',
          form: 'model',
          at: at(40, 40),
          facing: 270,
        },
        {
          type: 'deploy',
          seat: 'B',
          trooperId: rosterOf(s, 'B')[2]?.id ?? '',
          form: 'model',
          at: at(10, 40),
          facing: 270,
        },
      ],
      [profile('line-trooper'), profile('line-trooper', { id: 'lt3' })],
      (s) => [
        // Game 2 has no hidden trooper: one trooper placed now, one held back.
        {
          type: 'deploy',
          seat: 'B',
          trooperId: rosterOf(s, 'B')[0]?.id ?? '',
          form: 'model',
          at: at(40, 40),
          facing: 270,
        },
        {
          type: 'deploy',
          seat: 'B',
          trooperId: rosterOf(s, 'B')[1]?.id ?? '',
          form: 'model',
          at: at(10, 40),
          facing: 270,
        },
      ],
    );
  });

  it('whether B has a hidden Holoecho trooper (three written spots)', () => {
    const roster = [profile('holo-lurker'), profile('line-trooper')];
    comparePlayed(
      roster,
      (s) => [
        deploy(s, 'Echo Lurker', 'Holoecho', at(20, 40), {
          hidden: true,
          extras: [at(16, 40), at(24, 40)],
          real: 1,
        }),
        deploy(s, 'Line Trooper', 'model', at(40, 40)),
      ],
      roster,
      (s) => [
        deploy(s, 'Echo Lurker', 'Holoecho', at(8, 44), {
          hidden: true,
          extras: [at(4, 44), at(12, 44)],
          real: 2,
        }),
        deploy(s, 'Line Trooper', 'model', at(40, 40)),
      ],
    );
  });
});

describe('the army list’s private facts: the Lieutenant and the points (RULES.md §5.1, §10.7; D49)', () => {
  const lineLt = (lieutenant: boolean, points: number) =>
    profile('line-trooper', { ...(lieutenant ? { lieutenant: true } : {}), points });
  const sniperLt = (lieutenant: boolean, points: number) =>
    profile('camo-sniper', { ...(lieutenant ? { lieutenant: true } : {}), points });
  const plan: BPlan = (s) => [
    deploy(s, 'Line Trooper', 'model', at(16, 40)),
    deploy(s, 'Camo Sniper', 'model', at(32, 40)),
  ];
  const camoPlan: BPlan = (s) => [
    deploy(s, 'Camo Sniper', 'CAMO', at(32, 40)),
    deploy(s, 'Line Trooper', 'model', at(16, 40)),
  ];

  it.each([
    ['both as models', plan],
    ['the Lieutenant candidate as a CAMO marker', camoPlan],
  ])('which trooper is the Lieutenant, and what each costs, never reach the other seat (%s)', (_, bPlan) => {
    const [g1, g2] = comparePlayed(
      [lineLt(true, 18), sniperLt(false, 30)],
      bPlan,
      [lineLt(false, 12), sniperLt(true, 25)],
      bPlan,
    );
    // Byte for byte: the opponent's and the audience's views, ids and order included.
    for (const viewer of ['A', 'public'] as const) {
      const [v1, v2] = [JSON.stringify(viewFor(g1, viewer)), JSON.stringify(viewFor(g2, viewer))];
      expect(v2).toBe(v1);
      expect(v1).not.toMatch(/"lieutenant"|"points"/);
    }
    // The owner reads its own army list: there the two games differ.
    const [o1, o2] = [JSON.stringify(viewFor(g1, 'B')), JSON.stringify(viewFor(g2, 'B'))];
    expect(o2).not.toBe(o1);
    expect(o1).toMatch(/"lieutenant":true/);
    expect(o1).toMatch(/"points":18/);
  });

  it('a model shows its profile to the opponent without the Lieutenant or the points', () => {
    const [g] = comparePlayed(
      [lineLt(true, 18), sniperLt(false, 30)],
      plan,
      [lineLt(true, 18), sniperLt(false, 30)],
      plan,
    );
    const shown = viewFor(g, 'A').pieces.filter((p) => p.owner === 'B' && p.profile);
    expect(shown.map((p) => p.profile?.name).sort()).toEqual(['Camo Sniper', 'Line Trooper']);
    for (const p of shown) {
      expect(p.profile).not.toHaveProperty('lieutenant');
      expect(p.profile).not.toHaveProperty('points');
    }
  });
});

describe('the dice still to come are a secret', () => {
  it('two games with other dice (and the same ids) look the same until a die is rolled', () => {
    const roster = [profile('camo-sniper'), profile('line-trooper')];
    const plan: BPlan = (s) => [
      deploy(s, 'Camo Sniper', 'CAMO', at(16, 40)),
      deploy(s, 'Line Trooper', 'model', at(32, 40)),
    ];
    const ids = '77'.repeat(32);
    comparePlayed(roster, plan, roster, plan, [
      { seed: 1, idKey: ids },
      { seed: 2, idKey: ids },
    ]);
  });

  it('no view holds the key, the seed or the generator state', () => {
    const s = game([profile('line-trooper')], { key: 'c4'.repeat(32) });
    for (const viewer of ['A', 'B', 'public'] as const) {
      const text = JSON.stringify(viewFor(s, viewer));
      expect(text).not.toMatch(/c4c4|"n":|xoro|"key"|"dice"|random/);
    }
    // The control: the state itself does hold them.
    expect(JSON.stringify(s)).toMatch(/"key"/);
  });
});

describe('the seed search an opponent would run over its own view', () => {
  const roster = [profile('line-trooper'), profile('camo-sniper')];
  /** The candidate seeds and generators a script would try: small seeds, old-style and typed ones. */
  function search(view: ReturnType<typeof viewFor>, tries: number): number | null {
    const mine = view.troopers.map((t) => t.id).sort();
    for (let seed = 0; seed < tries; seed++) {
      for (const spec of [{ legacy: seed }, { seed }] satisfies RandomSpec[]) {
        const candidate = viewFor(game(roster, spec), 'A')
          .troopers.map((t) => t.id)
          .sort();
        if (candidate.join() === mine.join()) return seed;
      }
    }
    return null;
  }

  it('finds a game whose ids came from a small seed (the control: the search works)', () => {
    expect(search(viewFor(game(roster, { legacy: 1234 }), 'A'), 1500)).toBe(1234);
    expect(search(viewFor(game(roster, { seed: 777 }), 'A'), 1500)).toBe(777);
  }, 30_000);

  it('finds nothing for a game with a secret key', () => {
    expect(search(viewFor(game(roster, { key: '3c'.repeat(32) }), 'A'), 1500)).toBeNull();
  }, 30_000);
});
