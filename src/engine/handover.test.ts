// Whether the reactive seat is asked after a declaration when the table skips idle handovers (decisions
// D28, D205, D206): from the public view only, erring towards asking.
import { describe, expect, it } from 'vitest';
import type { Scenery, Seat } from '../rules/index.ts';
import { rectangle } from '../geometry/polygon.ts';
import {
  asksReactiveSeat,
  reactiveSeatMayDecide,
  secondSkillMayBeAnswered,
  type SecondSkill,
} from './handover.ts';
import type { View, ViewPiece } from './viewTypes.ts';
import { deployRoster, endStep, hotSeat, ok, pieceAt, rosterId } from '../../tests/engineFixtures.ts';
import { describeStuck, nextAction, startWalk } from '../../tests/walker.ts';
import { newGame } from './index.ts';

const TABLE = { width: 48, depth: 48, zoneDepth: 12 };

/** A wall of tall scenery right across the table along y, from `y0` to `y1`, past both edges. */
const wall = (y0: number, y1: number): Scenery => ({
  id: 'wall',
  name: 'Wall',
  height: 'tall',
  polygon: rectangle({ x: 24, y: (y0 + y1) / 2 }, 56, y1 - y0),
});

function piece(id: string, owner: Seat, x: number, y: number, more: Partial<ViewPiece> = {}): ViewPiece {
  return {
    id,
    owner,
    kind: 'model',
    x,
    y,
    facing: owner === 'A' ? 90 : 270,
    s: 2,
    r: 0.49,
    arc: 180,
    tokens: [],
    label: id,
    ...more,
  };
}

function view(pieces: ViewPiece[], scenery: Scenery[] = []): View {
  return {
    viewer: 'public',
    mode: 'game',
    table: TABLE,
    scenery,
    phase: { kind: 'turn', text: '' },
    pieces,
    ghosts: [],
    troopers: [],
    log: [],
  };
}

const mover = (x: number, y: number) => piece('m', 'A', x, y);
const still = (x: number, y: number) => [{ pieceId: 'm', path: [{ x, y }] }];

describe('reactiveSeatMayDecide: from the public view, B may have an ARO to declare (D205)', () => {
  it.each([
    // An open table: a Hidden Deployment trooper may be written anywhere in B's half and see the path.
    ['an open table, nothing of B on it', view([mover(24, 6)]), true],
    // A tall wall along the centre line hides A's half from every spot of B's half, and ZoC stops short.
    ["a wall across the centre, nothing of B in A's half", view([mover(24, 6)], [wall(22, 26)]), false],
    // Just outside the reach of a possible hidden trooper's ZoC across the wall (8" + its base)...
    ['behind the wall, 8" + a base clear of B\'s half', view([mover(24, 12)], [wall(22, 26)]), false],
    // ...and inside it: a trooper written against the wall has the mover in its ZoC.
    ["behind the wall, inside a hidden trooper's ZoC", view([mover(24, 18)], [wall(22, 26)]), true],
    // A B piece on A's side of the wall, facing away: it may turn out to see all round (Sixth Sense).
    [
      'behind the wall, a B marker facing away',
      view([mover(24, 6), piece('b', 'B', 40, 14, { kind: 'CAMO', facing: 0 })], [wall(22, 26)]),
      true,
    ],
    // A B piece on A's side, far off but behind another wall.
    [
      'behind the wall, a B model shielded by another wall',
      view(
        [mover(4, 6), piece('b', 'B', 44, 6)],
        [wall(22, 26), { ...wall(0, 12), id: 'w2', polygon: rectangle({ x: 24, y: 6 }, 2, 12) }],
      ),
      false,
    ],
    // Low scenery never hides a trooper (A7).
    ['a low wall across the centre', view([mover(24, 6)], [{ ...wall(22, 26), height: 'low' }]), true],
  ])('%s → %s', (_name, v, expected) => {
    expect(reactiveSeatMayDecide(v, 'A', still(v.pieces[0]!.x, v.pieces[0]!.y))).toBe(expected);
  });

  it('a path is asked about all along: hidden where it starts, inside a possible ZoC where it ends', () => {
    const v = view([mover(24, 6)], [wall(22, 26)]);
    expect(
      reactiveSeatMayDecide(v, 'A', [
        {
          pieceId: 'm',
          path: [
            { x: 24, y: 6 },
            { x: 24, y: 10 },
          ],
        },
      ]),
    ).toBe(false);
    expect(
      reactiveSeatMayDecide(v, 'A', [
        {
          pieceId: 'm',
          path: [
            { x: 24, y: 6 },
            { x: 24, y: 18 },
          ],
        },
      ]),
    ).toBe(true);
  });

  it('a wall with a gap: a possible hidden trooper sees through it', () => {
    const left: Scenery = { ...wall(22, 26), polygon: rectangle({ x: 18, y: 24 }, 44, 4) };
    const right: Scenery = { ...wall(22, 26), id: 'w2', polygon: rectangle({ x: 48, y: 24 }, 8, 4) };
    // The gap runs from x 40 to x 44: a mover straight behind it is seen; closed, the wall hides it.
    expect(reactiveSeatMayDecide(view([mover(42, 6)], [left, right]), 'A', still(42, 6))).toBe(true);
    expect(reactiveSeatMayDecide(view([mover(42, 6)], [wall(22, 26)]), 'A', still(42, 6))).toBe(false);
  });
});

describe('secondSkillMayBeAnswered: after a second skill (RULES.md §5.3 step 4, §7.2, §7.3; D206)', () => {
  const base: SecondSkill = { stationary: true, standsUp: false, revealed: false, attacksReactive: false };
  it.each<[string, Partial<SecondSkill>, boolean | 'as-first']>([
    ['stays put, reveals nothing, attacks nothing: nobody newly able to react', {}, false],
    ['moves: as after a first skill', { stationary: false }, 'as-first'],
    ['stands up from Prone: seen taller than so far', { standsUp: true }, 'as-first'],
    ['the trooper revealed itself: delayed AROs come back', { revealed: true }, true],
    ['attacks a piece of B, which may have Sixth Sense', { attacksReactive: true }, true],
    ['moves and attacks', { stationary: false, attacksReactive: true }, true],
  ])('%s', (_name, patch, expected) => {
    expect(secondSkillMayBeAnswered({ ...base, ...patch })).toBe(expected);
  });
});

describe("asksReactiveSeat: the table's two options (D28, D205)", () => {
  const game = (o: { ask?: boolean; skip?: boolean }) => {
    const s = hotSeat({ A: ['line-trooper'], B: ['line-trooper'] }, 'A', 5, [wall(22, 26)]);
    return {
      ...s,
      setup: {
        ...s.setup,
        game: {
          ...s.setup.game!,
          ...(o.ask !== undefined ? { askEveryDeclaration: o.ask } : {}),
          ...(o.skip !== undefined ? { skipIdleHandover: o.skip } : {}),
        },
      },
    };
  };
  const idle: SecondSkill = { stationary: true, standsUp: false, revealed: false, attacksReactive: false };
  it.each([
    ['not asking every declaration', { ask: false, skip: true }, undefined, false],
    ['asking, not skipping (a game saved before the option)', { ask: true }, undefined, true],
    [
      'asking and skipping, after a first skill with nothing to see it',
      { ask: true, skip: true },
      undefined,
      false,
    ],
    ['asking and skipping, after a second skill that stays put', { ask: true, skip: true }, idle, false],
    [
      'asking and skipping, after a second skill that attacks',
      { ask: true, skip: true },
      { ...idle, attacksReactive: true },
      true,
    ],
  ] as const)('%s', (_name, o, second, expected) => {
    // No piece is on the table: the question rests on the wall and the possible hidden troopers.
    const s = game(o);
    const asked = asksReactiveSeat(s, 'A', [], second);
    expect(asked).toBe(expected);
  });
});

describe('random games with the handover skipped: never a question the public table ruled out (D205)', () => {
  // Walked games (tests/walker.ts) with every declaration asked and the idle handover skipped: each
  // time a declaration opens the ARO step, the public question said the reactive seat may decide. An
  // ARO step opened without it would have been the truth's doing, and told the active seat a secret.
  it('in twelve games, the question asked and skipped, never overruled by the truth', () => {
    let asked = 0;
    let skipped = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const { rng, setup } = startWalk(seed);
      const game = { ...setup, game: { ...setup.game!, askEveryDeclaration: true, skipIdleHandover: true } };
      let state = newGame(game, { seed });
      for (let index = 0; state.phase.kind !== 'over' && index < 4000; index++) {
        const step = nextAction(state, rng);
        if (!step.ok)
          throw new Error(describeStuck({ seed, setup: game, actions: [], state, stuck: { index, step } }));
        state = step.state;
        if (step.action.type !== 'declare' && step.action.type !== 'arrive') continue;
        const order = state.phase.kind === 'turn' ? state.phase.order : undefined;
        if (order?.stage === 'aro') {
          expect(order.asking, `game ${String(seed)}, action ${String(index)}`).toBe(true);
          asked++;
        } else skipped++;
      }
      expect(state.phase.kind, `game ${String(seed)}`).toBe('over');
    }
    expect(asked).toBeGreaterThan(0);
    expect(skipped).toBeGreaterThan(0);
  });
});

describe('Cautious Movement with the handover skipped: the question is asked of its whole path (D205)', () => {
  it('nothing in the open sees its end, yet a hidden trooper could: the reactive seat is asked', () => {
    // B's only piece stands far off facing away: in truth nothing may react to the end (T50), but the
    // question never reads the truth, and B's half sees the path on an open table.
    let s = hotSeat({ A: ['line-trooper', 'line-trooper'], B: ['line-trooper', 'line-trooper'] }, 'A', 5);
    s = {
      ...s,
      setup: { ...s.setup, game: { ...s.setup.game!, askEveryDeclaration: true, skipIdleHandover: true } },
    };
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 10, 4));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 44, 44, { facing: 90 }));
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper', 1), 'model', 30, 4));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper', 1), 'model', 40, 44, { facing: 90 }));
    s = ok(s, endStep('B'));
    const id = pieceAt(s, 10, 4);
    s = ok(s, { type: 'activate', seat: 'A', pieceId: id });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'cautiousMove', to: { [id]: { x: 10, y: 7 } } });
    const order = s.phase.kind === 'turn' ? s.phase.order : undefined;
    expect(order?.stage).toBe('aro');
    expect(order?.asking).toBe(true);
    expect(Object.keys(order?.reactors ?? {})).toEqual([]);
  });
});
