// Place Deployable during play (RULES.md §18.7.1, §18.7.6; decisions D72, D73): a Minelayer places one
// of its Mines as a Short Skill in its Active Turn (touching itself or its route) or as an ARO (touching
// itself, with LoF to the active trooper). The use is spent when declared; the Mine stands at the
// Conclusion as a CAMO marker made exactly as at deployment. An enemy CAMO marker alone in the trigger
// area needs an Intuitive Attack: an Entire Order with a WIP roll. Two games that differ only in whether
// that enemy marker is a Mine or a trooper look the same to the placing seat.
import { describe, expect, it } from 'vitest';
import { deployRoster, endStep, ok, pieceAt, rejected, rosterId } from '../../tests/engineFixtures.ts';
import { ROSTER } from '../content/roster.ts';
import { baseRadiusInches, MINE_PROFILE, MINES_SPENT_KEY, type Point } from '../rules/index.ts';
import { apply, newGame, viewFor } from './index.ts';
import type { Action, GameState } from './types.ts';
import type { Viewer } from './view.ts';

const R = baseRadiusInches(2);
/** Centre to centre of two S2 bases in contact. */
const TOUCH = 2 * R;

function game(a: string[], b: string[], dice: number[] = []): GameState {
  const profile = (id: string) => structuredClone(ROSTER.find((p) => p.id === id)!);
  const s = newGame(
    {
      table: { width: 48, depth: 48, zoneDepth: 12 },
      scenery: [],
      game: {
        rosters: { A: a.map(profile), B: b.map(profile) },
        firstDeployer: 'A',
        firstTurn: 'A',
        pins: {},
      },
    },
    7,
  );
  return dice.length
    ? { ...s, random: { ...s.random, dice: newGame(s.setup, { given: dice }).random.dice } }
    : s;
}

/** Moves a piece for the test (no Order brings it there this fast). */
function put(s: GameState, id: string, at: Point): GameState {
  return { ...s, pieces: { ...s.pieces, [id]: { ...s.pieces[id]!, ...at } } };
}

/** Every pending ARO of the reactive seat passes, or the step ends. */
function passAll(state: GameState, seat: 'A' | 'B' = 'B'): GameState {
  let s = state;
  while (s.phase.kind === 'turn' && s.phase.order?.stage === 'aro') {
    const id = Object.entries(s.phase.order.reactors).find(([, r]) => r.status === 'pending')?.[0];
    s = ok(s, id ? { type: 'aro', seat, reactorId: id, choice: 'pass' } : { type: 'endAros', seat });
  }
  return s;
}

/**
 * A: Field Sapper at (20, 6), Line Trooper at (40, 6). B: `bRoster`, the first at (10, 44), the second
 * at (30, 44). A plays first.
 */
function deployed(bRoster: string[] = ['line-trooper', 'line-trooper'], dice: number[] = []): GameState {
  let s = game(['sapper', 'line-trooper'], bRoster, dice);
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Field Sapper'), 'model', 20, 6));
  s = ok(s, endStep('A'));
  const [b0, b1] = bRoster.map((id) => ROSTER.find((p) => p.id === id)!.name);
  s = ok(s, deployRoster('B', rosterId(s, 'B', b0!), 'model', 10, 44));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 40, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', b1!, b0 === b1 ? 1 : 0), 'model', 30, 44));
  return ok(s, endStep('B'));
}

const sapperOf = (s: GameState) => s.troopers[rosterId(s, 'A', 'Field Sapper')]!;
const minesOf = (s: GameState) => Object.values(s.troopers).filter((t) => t.deployable);

describe('Place Deployable in the Active Turn (RULES.md §18.7.1, D72)', () => {
  it('a Short Skill: the use is spent as declared, the Mine stands at the Conclusion as a CAMO marker', () => {
    let s = deployed();
    const sapper = pieceAt(s, 20, 6);
    const spot = { x: 20 + TOUCH, y: 6 };
    s = ok(s, { type: 'activate', seat: 'A', pieceId: sapper });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'placeDeployable', at: spot });
    expect(sapperOf(s).spent?.[MINES_SPENT_KEY]).toBe(1);
    expect(minesOf(s)).toHaveLength(0);
    s = passAll(s);
    s = ok(s, { type: 'declare', seat: 'A', skill: 'idle' });
    s = passAll(s);
    const [mine] = minesOf(s);
    const id = s.secrets.A.realPieceOf[mine!.id]!;
    expect(s.pieces[id]).toMatchObject({ kind: 'CAMO', s: 2, mimetism: -3, owner: 'A', x: spot.x, y: 6 });
    expect(viewFor(s, 'A').pieces.find((p) => p.id === id)).toMatchObject({
      label: 'Mine (placed by Field Sapper) (CAMO marker)',
      deployable: { kind: 'mine', triggerRange: 8 },
    });
    const seen = viewFor(s, 'B').pieces.find((p) => p.id === id)!;
    expect(seen.deployable).toBeUndefined();
    expect(seen.label).toBe('CAMO marker');
    expect(seen.mimetism).toBe(-3);
    const bLine = viewFor(s, 'B').log.find((l) => l.text.includes('(Place Deployable'))!.text;
    expect(bLine).toMatch(/placed a CAMO marker at/);
    expect(bLine).not.toMatch(/Mine/);
    const aLine = viewFor(s, 'A').log.find((l) => l.text.includes('(Place Deployable'))!.text;
    expect(aLine).toMatch(/placed its Mine \(placed by Field Sapper\) as a CAMO marker/);
  });

  it('after a Move, the Mine may touch any point of the route, not only where the trooper ends', () => {
    let s = deployed();
    const sapper = pieceAt(s, 20, 6);
    s = ok(s, { type: 'activate', seat: 'A', pieceId: sapper });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [sapper]: { x: 20, y: 10 } } });
    s = passAll(s);
    // Beside the middle of the route, out of contact with both ends.
    const aside = { x: 20 + TOUCH, y: 8 };
    rejected(
      s,
      { type: 'declare', seat: 'A', skill: 'placeDeployable', at: { x: 20 + TOUCH + 0.05, y: 8 } },
      'DEPLOYABLE_NOT_IN_CONTACT',
    );
    s = ok(s, { type: 'declare', seat: 'A', skill: 'placeDeployable', at: aside });
    s = passAll(s);
    expect(minesOf(s)).toHaveLength(1);
  });

  it.each([
    ['a spot not touching the trooper', { x: 20 + TOUCH + 0.1, y: 6 }, 'DEPLOYABLE_NOT_IN_CONTACT'],
    ['a spot on its own base', { x: 20.5, y: 6 }, 'OVERLAPS_BASE'],
    ['a spot off the table', { x: 20, y: 0.6 - TOUCH }, 'OFF_TABLE'],
  ] as const)('%s is refused, the state untouched', (_, at, code) => {
    let s = deployed();
    // Put at the table's edge for the last case (its base reaches y = 0.1).
    if (code === 'OFF_TABLE') s = put(s, pieceAt(s, 20, 6), { x: 20, y: 0.6 });
    s = ok(s, { type: 'activate', seat: 'A', pieceId: s.pieceOrder[0]! });
    rejected(s, { type: 'declare', seat: 'A', skill: 'placeDeployable', at }, code);
  });

  it('a trooper without Minelayer has nothing to place; a Minelayer with its 3 uses spent is Unloaded', () => {
    let s = deployed();
    s = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 40, 6) });
    rejected(
      s,
      { type: 'declare', seat: 'A', skill: 'placeDeployable', at: { x: 40 + TOUCH, y: 6 } },
      'NO_DEPLOYABLE',
    );
    let t = deployed();
    const id = rosterId(t, 'A', 'Field Sapper');
    t = { ...t, troopers: { ...t.troopers, [id]: { ...t.troopers[id]!, spent: { [MINES_SPENT_KEY]: 3 } } } };
    t = ok(t, { type: 'activate', seat: 'A', pieceId: pieceAt(t, 20, 6) });
    rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'placeDeployable', at: { x: 20 + TOUCH, y: 6 } },
      'WEAPON_UNLOADED',
    );
  });

  it('a spot without a place to stand is refused: no spot, no Mine (INVALID_ACTION)', () => {
    let s = deployed();
    s = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 20, 6) });
    rejected(s, { type: 'declare', seat: 'A', skill: 'placeDeployable' }, 'INVALID_ACTION');
  });
});

describe('Place Deployable as an ARO (RULES.md §18.7.1)', () => {
  /** B's Field Sapper at (10, 44) sees A's Line Trooper walk from (40, 6) to (40, 10). */
  function asked(): { s: GameState; reactor: string } {
    let s = deployed(['sapper', 'line-trooper']);
    const walker = pieceAt(s, 40, 6);
    s = ok(s, { type: 'activate', seat: 'A', pieceId: walker });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [walker]: { x: 40, y: 10 } } });
    return { s, reactor: pieceAt(s, 10, 44) };
  }

  it('is offered to a Minelayer with LoF, not to a trooper without Mines', () => {
    const { s, reactor } = asked();
    const order = viewFor(s, 'B').phase.order!;
    expect(order.reactors.find((r) => r.id === reactor)?.against?.[0]?.allowed).toContain('placeDeployable');
    const other = order.reactors.find((r) => r.id === pieceAt(s, 30, 44));
    expect(other?.against?.[0]?.allowed).not.toContain('placeDeployable');
  });

  it('the Mine goes in contact with the reactor, never along a route, and stands at the Conclusion', () => {
    const start = asked();
    const reactor = start.reactor;
    let s = start.s;
    const far = { x: 10 + TOUCH + 0.1, y: 44 };
    rejected(
      s,
      { type: 'aro', seat: 'B', reactorId: reactor, choice: 'placeDeployable', at: far },
      'DEPLOYABLE_NOT_IN_CONTACT',
    );
    rejected(s, { type: 'aro', seat: 'B', reactorId: reactor, choice: 'placeDeployable' }, 'INVALID_ACTION');
    s = ok(s, {
      type: 'aro',
      seat: 'B',
      reactorId: reactor,
      choice: 'placeDeployable',
      at: { x: 10 + TOUCH, y: 44 },
    });
    expect(s.troopers[rosterId(s, 'B', 'Field Sapper')]?.spent?.[MINES_SPENT_KEY]).toBe(1);
    s = passAll(s);
    expect(minesOf(s)).toHaveLength(0);
    s = ok(s, { type: 'declare', seat: 'A', skill: 'idle' });
    s = passAll(s);
    const [mine] = minesOf(s);
    expect(mine?.owner).toBe('B');
    expect(s.pieces[s.secrets.B.realPieceOf[mine!.id]!]).toMatchObject({
      kind: 'CAMO',
      x: 10 + TOUCH,
      y: 44,
    });
  });
});

/** A's Field Sapper put at (26, 28.5); B's second piece stands at (26, 38). */
function facingMarker(bRoster: string[], bForm: 'model' | 'CAMO', dice: number[] = []) {
  let s = game(['sapper', 'line-trooper'], bRoster, dice);
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Field Sapper'), 'model', 20, 6));
  s = ok(s, endStep('A'));
  const names = bRoster.map((id) => ROSTER.find((p) => p.id === id)!.name);
  s = ok(s, deployRoster('B', rosterId(s, 'B', names[0]!), 'model', 10, 44));
  s = ok(s, endStep('B'));
  s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 40, 6));
  s = ok(s, endStep('A'));
  s = ok(s, deployRoster('B', rosterId(s, 'B', names[1]!, names[0] === names[1] ? 1 : 0), bForm, 26, 44));
  s = ok(s, endStep('B'));
  s = put(s, pieceAt(s, 26, 44), { x: 26, y: 38 });
  s = put(s, pieceAt(s, 20, 6), { x: 26, y: 28.5 });
  s = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 26, 28.5) });
  return s;
}
/** Touching the sapper, towards B's piece: its trigger area reaches (26, 38). */
const NEAR = { x: 26, y: 28.5 + TOUCH };

describe('an enemy CAMO marker in the trigger area needs an Intuitive Attack (RULES.md §18.7.6, D72)', () => {
  it('a plain Place Deployable is refused; with a non-camouflaged enemy also inside it is not', () => {
    const s = facingMarker(['line-trooper', 'camo-sniper'], 'CAMO');
    rejected(
      s,
      { type: 'declare', seat: 'A', skill: 'placeDeployable', at: NEAR },
      'MINE_CAMO_IN_TRIGGER_AREA',
    );
    const withModel = put(s, pieceAt(s, 10, 44), { x: 30, y: 36 });
    ok(withModel, { type: 'declare', seat: 'A', skill: 'placeDeployable', at: NEAR });
    const plain = facingMarker(['line-trooper', 'line-trooper'], 'model');
    ok(plain, { type: 'declare', seat: 'A', skill: 'placeDeployable', at: NEAR });
    rejected(
      plain,
      { type: 'declare', seat: 'A', skill: 'placeDeployable', at: NEAR, intuitive: true },
      'REQUIREMENT_NOT_MET',
    );
  });

  it.each([
    ['passes (1 against WIP 13): the Mine is placed', [1], 1],
    ['fails (20): no Mine, the use spent', [20], 0],
  ])('as an Intuitive Attack, an Entire Order whose WIP roll %s', (_, dice, placed) => {
    let s = facingMarker(['line-trooper', 'camo-sniper'], 'CAMO', dice);
    s = ok(s, { type: 'declare', seat: 'A', skill: 'placeDeployable', at: NEAR, intuitive: true });
    s = passAll(s);
    expect(s.phase.kind === 'turn' && s.phase.order).toBeFalsy();
    expect(minesOf(s)).toHaveLength(placed);
    expect(sapperOf(s).spent?.[MINES_SPENT_KEY]).toBe(1);
    const roll = viewFor(s, 'B').log.find((l) => l.event?.kind === 'normalRoll')?.event;
    expect(roll?.kind === 'normalRoll' && roll.side.detail).toBe('placing a Mine');
  });

  it('it takes the whole Order: refused as a second skill', () => {
    let s = facingMarker(['line-trooper', 'camo-sniper'], 'CAMO');
    const sapper = pieceAt(s, 26, 28.5);
    s = ok(s, { type: 'declare', seat: 'A', skill: 'move', to: { [sapper]: { x: 26, y: 28.5 } } });
    s = passAll(s);
    rejected(
      s,
      { type: 'declare', seat: 'A', skill: 'placeDeployable', at: NEAR, intuitive: true },
      'ILLEGAL_COMBINATION',
    );
  });
});

describe('paired games: the enemy CAMO marker near the spot is a Mine or a trooper (RULES.md §18.7.6)', () => {
  /**
   * B's second piece at (26, 38) is a CAMO marker: its Field Sapper's Mine in one game, a Camo Sniper
   * in the other. A's sapper places a Mine as an Intuitive Attack beside it; A's and the audience's
   * views, step by step, and the refusal of a plain Place Deployable are the same.
   */
  function paired(asMine: boolean) {
    let s = game(
      ['sapper', 'line-trooper'],
      asMine ? ['sapper', 'line-trooper'] : ['sapper', 'camo-sniper', 'line-trooper'],
      [1],
    );
    const views: Record<Viewer, unknown[]> = { A: [], B: [], referee: [], public: [] };
    const push = (list: unknown[], v: unknown) => {
      if (JSON.stringify(list.at(-1)) !== JSON.stringify(v)) list.push(v);
    };
    const step = (a: Action) => {
      s = ok(s, a);
      push(views.A, viewFor(s, 'A'));
      push(views.public, viewFor(s, 'public'));
    };
    step(deployRoster('A', rosterId(s, 'A', 'Field Sapper'), 'model', 20, 6));
    step(endStep('A'));
    step(
      deployRoster(
        'B',
        rosterId(s, 'B', 'Field Sapper'),
        'model',
        20,
        42,
        asMine ? { mine: { x: 26, y: 38 } } : {},
      ),
    );
    if (!asMine) step(deployRoster('B', rosterId(s, 'B', 'Camo Sniper'), 'CAMO', 26, 38));
    step(endStep('B'));
    step(deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 40, 6));
    step(endStep('A'));
    step(deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 44, 44));
    step(endStep('B'));
    s = put(s, pieceAt(s, 20, 6), { x: 26, y: 28.5 });
    step({ type: 'activate', seat: 'A', pieceId: pieceAt(s, 26, 28.5) });
    const refused = apply(s, { type: 'declare', seat: 'A', skill: 'placeDeployable', at: NEAR });
    step({ type: 'declare', seat: 'A', skill: 'placeDeployable', at: NEAR, intuitive: true });
    while (s.phase.kind === 'turn' && s.phase.order?.stage === 'aro') {
      const id = Object.entries(s.phase.order.reactors).find(([, r]) => r.status === 'pending')?.[0];
      step(id ? { type: 'aro', seat: 'B', reactorId: id, choice: 'pass' } : { type: 'endAros', seat: 'B' });
    }
    return { views, refused: refused.ok ? [] : refused.violations, state: s };
  }
  const mine = paired(true);
  const trooper = paired(false);

  it('A and the audience see the very same views, ids included; the same refusal', () => {
    expect(mine.views.A).toEqual(trooper.views.A);
    expect(mine.views.public).toEqual(trooper.views.public);
    expect(mine.views.A.length).toBeGreaterThan(8);
    expect(mine.refused.map((v) => v.code)).toEqual(['MINE_CAMO_IN_TRIGGER_AREA']);
    expect(mine.refused).toEqual(trooper.refused);
    expect(Object.values(mine.state.troopers).filter((t) => t.deployable && t.owner === 'A')).toHaveLength(1);
  });
});

describe('a Mine placed in play is a CAMO marker as at deployment (RULES.md §18.7.1, D68)', () => {
  it('its piece has the fields of a deployment Mine; its radius follows the marker tokens option', () => {
    let s = deployed();
    s = ok(s, { type: 'activate', seat: 'A', pieceId: pieceAt(s, 20, 6) });
    s = ok(s, { type: 'declare', seat: 'A', skill: 'placeDeployable', at: { x: 20 + TOUCH, y: 6 } });
    s = passAll(s);
    s = ok(s, { type: 'declare', seat: 'A', skill: 'idle' });
    s = passAll(s);
    const id = s.secrets.A.realPieceOf[minesOf(s)[0]!.id]!;
    expect(Object.keys(s.pieces[id]!).sort()).toEqual([
      'facing',
      'id',
      'kind',
      'mimetism',
      'owner',
      'r',
      's',
      'tokens',
      'x',
      'y',
    ]);
    expect(s.pieces[id]!.r).toBeCloseTo(baseRadiusInches(MINE_PROFILE.s));
  });
});
