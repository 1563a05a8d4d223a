// A Decoy user in Marker form (seed 001: "If the user deploys in Marker form instead of as a Model, for
// example in Camouflaged or Impersonation States, the player places (CAMO) and (IMP) Markers … instead of
// the Decoy Markers"; RULES.md §10.6, decision D47). The dice are handed to the engine.
import { ruledText } from '../rules/index.ts';
import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../rules/index.ts';
import { newGame, viewFor } from './index.ts';
import { ROSTER } from '../content/index.ts';
import type { Action, GameState } from './types.ts';
import {
  deployRoster,
  endStep,
  hotSeat,
  ok,
  pieceAt,
  rejected,
  rosterId,
} from '../../tests/engineFixtures.ts';
import { RULES_EDITION } from './index.ts';

const SPOTS: [number, number][] = [
  [24, 40],
  [20, 40],
  [28, 40],
];

/**
 * A: Line Troopers at (24, 6) and (4, 6). B: the Lure Stalker (Camouflage, Mimetism −3, Decoy (2)) as
 * three CAMO markers at SPOTS, the real one chosen by `real`, and a Line Trooper at (44, 40).
 */
function table(real: number, dice: number[] = [], b: string = 'lure-stalker'): GameState {
  let s = hotSeat({ A: ['line-trooper', 'line-trooper'], B: [b, 'line-trooper'] }, 'A', 7);
  s = { ...s, random: newGame(s.setup, { given: dice }).random };
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 24, 6));
  s = ok(s, endStep('A'));
  const name = ROSTER.find((p) => p.id === b)?.name ?? b;
  s = ok(
    s,
    deployRoster('B', rosterId(s, 'B', name), 'CAMO', 24, 40, {
      extras: [
        { x: 20, y: 40 },
        { x: 28, y: 40 },
      ],
      real,
    }),
  );
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 4, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 44, 40));
  return ok(s, endStep('B'));
}

const passAll = (s: GameState): GameState => {
  let t = s;
  while (t.phase.kind === 'turn' && t.phase.order?.stage === 'aro') t = ok(t, { type: 'endAros', seat: 'B' });
  return t;
};

/** A's Line Trooper at (24, 6) Discovers the marker at `at`; B passes; then A Idles. */
function discover(s: GameState, at: [number, number]): GameState {
  let t = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 24, 6) });
  t = passAll(ok(t, { type: 'declare', seat: 'A', skill: 'discover', target: pieceAt(t, ...at) }));
  return passAll(ok(t, { type: 'declare', seat: 'A', skill: 'idle' }));
}

const texts = (s: GameState) => logItems(s.log).map(ruledText);
const kindsAt = (s: GameState) =>
  SPOTS.map(([x, y]) => Object.values(s.pieces).find((p) => p.x === x && p.y === y)?.kind ?? 'gone');

describe('the Decoy user deploys in Marker form: three CAMO markers (seed 001, RULES.md §10.6)', () => {
  it('the replicas are CAMO markers with the user’s Mimetism, and the opponent cannot tell which is real', () => {
    const games = [0, 1, 2].map((real) => table(real));
    for (const s of games) {
      expect(kindsAt(s)).toEqual(['CAMO', 'CAMO', 'CAMO']);
      expect(SPOTS.map(([x, y]) => s.pieces[pieceAt(s, x, y)]?.mimetism)).toEqual([-3, -3, -3]);
    }
    // A's view of the three games is the same, ids included (RULES.md §10.7).
    const [v0, v1, v2] = games.map((s) => JSON.stringify(viewFor(s, 'A')));
    expect(v1).toBe(v0);
    expect(v2).toBe(v0);
    // Its owner knows which one is real.
    expect(
      viewFor(games[1]!, 'B')
        .pieces.filter((p) => p.real && p.kind === 'CAMO')
        .map((p) => [p.x, p.y]),
    ).toEqual([[20, 40]]);
  });

  it('the deployment offers up to two replicas, or none (RULES.md §10.6 "up to")', () => {
    const s = hotSeat({ A: ['line-trooper', 'line-trooper'], B: ['lure-stalker', 'line-trooper'] }, 'A', 7);
    expect(viewFor(s, 'B').troopers[0]?.extras.CAMO).toEqual(['CAMO', 'CAMO']);
    let t = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 24, 6));
    t = ok(t, endStep('A'));
    t = ok(t, deployRoster('B', rosterId(t, 'B', 'Lure Stalker'), 'CAMO', 24, 40, { extraCount: 0 }));
    expect(
      Object.values(t.pieces)
        .filter((p) => p.owner === 'B')
        .map((p) => p.kind),
    ).toEqual(['CAMO']);
  });
});

describe('playing the markers (RULES.md §10.1, §10.6)', () => {
  it('each marker reacts on its own; a replica may only pass', () => {
    const s = table(1);
    let t = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 24, 6) });
    t = ok(t, { type: 'declare', seat: 'A', skill: 'move', to: { [pieceAt(s, 24, 6)]: { x: 24, y: 9 } } });
    const reactors = t.phase.kind === 'turn' ? (t.phase.order?.reactors ?? {}) : {};
    for (const [x, y] of SPOTS) expect(reactors[pieceAt(t, x, y)]?.pieceIds).toBeUndefined();
    const aro = (at: [number, number]): Action => ({
      type: 'aro',
      seat: 'B',
      reactorId: pieceAt(t, ...at),
      choice: 'discover',
      target: pieceAt(t, 24, 9),
    });
    const refused = rejected(t, aro([24, 40]), 'ARO_NOT_ALLOWED');
    expect(refused[0]?.message).toContain('Decoy replica');
    // The real one reacts: a Discover is a skill with a roll, so it is revealed and the replicas go.
    const u = ok(t, aro([20, 40]));
    expect(kindsAt(u)).toEqual(['gone', 'model', 'gone']);
    expect(texts(u)).toContain("Player B's Decoy user reveals itself: 2 replicas are removed (Decoy).");
  });

  it('a Discovered replica is removed, and the others stay', () => {
    const s = table(1, [1]);
    const replica = pieceAt(s, 28, 40);
    const t = discover(s, [28, 40]);
    expect(
      logItems(t.log)
        .map((e) => e.event)
        .filter((e) => e?.kind === 'removed'),
    ).toEqual([{ kind: 'removed', pieces: [replica], why: 'discoveredNotReal' }]);
    expect(texts(t)).toContain('The CAMO marker was a Decoy replica: it is removed (Decoy).');
    expect(kindsAt(t)).toEqual(['CAMO', 'CAMO', 'gone']);
  });

  it('the Discovered user loses its replicas and is revealed as its model', () => {
    const s = table(1, [1]);
    const t = discover(s, [20, 40]);
    expect(texts(t)).toContain('The CAMO marker was the real Decoy user: 2 replicas are removed (Decoy).');
    const events = logItems(t.log).flatMap((e) => (e.event ? [e.event] : []));
    expect(events.filter((e) => e.kind === 'removed')).toEqual([
      { kind: 'removed', pieces: [pieceAt(s, 24, 40), pieceAt(s, 28, 40)], why: 'realDiscovered' },
    ]);
    expect(events.filter((e) => e.kind === 'revealed')).toEqual([
      { kind: 'revealed', piece: pieceAt(s, 20, 40), owner: 'B', from: 'CAMO', shows: 'Lure Stalker' },
    ]);
    expect(kindsAt(t)).toEqual(['gone', 'model', 'gone']);
  });

  it('a failed Discover changes nothing', () => {
    const t = discover(table(1, [20]), [20, 40]);
    expect(kindsAt(t)).toEqual(['CAMO', 'CAMO', 'CAMO']);
  });

  it('replicas never move; the user attacking is revealed and its replicas go', () => {
    let s = table(2);
    s = ok(s, { type: 'endTurn', seat: 'A' });
    rejected(s, { type: 'activate', seat: 'B', pieceId: pieceAt(s, 24, 40) }, 'REQUIREMENT_NOT_MET');
    let t = ok(s, { type: 'activate', seat: 'B', pieceId: pieceAt(s, 28, 40) });
    t = ok(t, { type: 'declare', seat: 'B', skill: 'bsAttack', target: pieceAt(t, 24, 6) });
    expect(kindsAt(t)).toEqual(['gone', 'gone', 'model']);
  });
});

describe('in Impersonation: IMP-1 replicas (seed 001, RULES.md §10.3, §10.6)', () => {
  it('a Discover on the real IMP-1 user removes the replicas and it becomes IMP-2', () => {
    const imp: Profile = {
      ...structuredClone(ROSTER.find((p) => p.id === 'impersonator')!),
      skills: [{ skill: 'Impersonation' }, { skill: 'Decoy', count: 1 }],
    };
    let s = newGame(
      {
        table: { width: 48, depth: 48, zoneDepth: 12 },
        scenery: [],
        game: {
          rosters: { A: [ROSTER[0]!, ROSTER[0]!], B: [imp, ROSTER[0]!] },
          firstDeployer: 'A',
          rules: RULES_EDITION,
          pins: {},
        },
      },
      { given: [1, 1, 1] },
    );
    expect(viewFor(s, 'B').troopers[0]?.extras['IMP-1']).toEqual(['IMP-1']);
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 24, 6));
    s = ok(s, endStep('A'));
    s = ok(
      s,
      deployRoster('B', rosterId(s, 'B', 'Mask Infiltrator'), 'IMP-1', 24, 40, {
        extras: [{ x: 20, y: 40 }],
        real: 0,
      }),
    );
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 4, 6));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 44, 40));
    s = ok(s, endStep('B'));
    const t = discover(s, [24, 40]);
    expect(texts(t)).toContain('The IMP-1 marker was the real Decoy user: 1 replica is removed (Decoy).');
    expect(texts(t)).toContain('The IMP-1 marker is Discovered and becomes IMP-2 (Discover results).');
    expect(kindsAt(t)).toEqual(['IMP-2', 'gone', 'gone']);
  });
});

describe('a Decoy user going back into Camouflage reveals itself first (seed 001, RULES.md §10.6, A4)', () => {
  it('declaring the Entire Order removes its replicas; at resolution it is a CAMO marker alone', () => {
    // The Lure Stalker in Decoy form (its Model and two DECOY markers), far from A and facing away.
    let s = hotSeat({ A: ['line-trooper', 'line-trooper'], B: ['lure-stalker', 'line-trooper'] }, 'A', 7);
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 4, 6, { facing: 270 }));
    s = ok(s, endStep('A'));
    s = ok(
      s,
      deployRoster('B', rosterId(s, 'B', 'Lure Stalker'), 'Decoy', 40, 44, {
        extras: [
          { x: 36, y: 44 },
          { x: 44, y: 44 },
        ],
        real: 0,
        facing: 90,
      }),
    );
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 8, 6, { facing: 270 }));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 4, 44, { facing: 90 }));
    s = ok(s, endStep('B'));
    s = ok(s, { type: 'endTurn', seat: 'A' });
    let t = ok(s, { type: 'activate', seat: 'B', pieceId: pieceAt(s, 40, 44) });
    t = ok(t, { type: 'declare', seat: 'B', skill: 'reenterCamouflage' });
    expect(texts(t)).toContain("Player B's Decoy user reveals itself: 2 replicas are removed (Decoy).");
    while (t.phase.kind === 'turn' && t.phase.order?.stage === 'aro')
      t = ok(t, { type: 'endAros', seat: 'A' });
    const left = Object.values(t.pieces).filter((p) => p.owner === 'B' && p.y === 44 && p.x > 30);
    expect(left.map((p) => [p.x, p.kind])).toEqual([[40, 'CAMO']]);
  });
});
