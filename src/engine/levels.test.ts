// Scenery heights and levels in play (RULES.md §1.1, §2, §4.2; decisions D166–D169): a trooper on a
// roof stands at its level, sees over a low wall that hides it on the ground, moves on its roof, and
// changes level only by the players' agreement, said in the log.
import { describe, expect, it } from 'vitest';
import { logItems } from './logList.ts';
import {
  deployRoster,
  endStep,
  hotSeat,
  ok,
  pieceAt,
  profile,
  rejected,
  rosterId,
} from '../../tests/engineFixtures.ts';
import { viewFor } from './index.ts';
import { tableGame } from '../../tests/tableGame.ts';
import { hasLineOfFire, type Scenery } from '../rules/index.ts';
import { truthScene } from './scene.ts';
import type { GameState } from './types.ts';

/** A 4" building with a roof in A's zone: x 20–26, y 2–8. */
const BUNKER: Scenery = {
  id: 's-bunker',
  name: 'Bunker',
  height: 'tall',
  heightIn: 4,
  polygon: [
    { x: 20, y: 2 },
    { x: 26, y: 2 },
    { x: 26, y: 8 },
    { x: 20, y: 8 },
  ],
};
/** A 2" building (one storey) with a roof: x 30–36, y 2–8. */
const LEDGE: Scenery = {
  id: 's-ledge',
  name: 'Ledge',
  height: 'tall',
  heightIn: 2,
  polygon: [
    { x: 30, y: 2 },
    { x: 36, y: 2 },
    { x: 36, y: 8 },
    { x: 30, y: 8 },
  ],
};
/** A 1.6" wall 3" in front of B's trooper: a little taller than its 1.57". */
const WALL: Scenery = {
  id: 's-wall',
  name: 'Wall',
  height: 'low',
  heightIn: 1.6,
  polygon: [
    { x: 15, y: 34 },
    { x: 33, y: 34 },
    { x: 33, y: 34.5 },
    { x: 15, y: 34.5 },
  ],
};

/** A's Line Trooper at `a`, B's at (24, 37.5) behind the wall; round 1, A's turn. */
function game(a: [number, number], scenery: Scenery[]): GameState {
  return tableGame({
    a: [profile('line-trooper')],
    b: [profile('line-trooper')],
    scenery,
    steps: [
      [],
      [],
      [{ name: 'Line Trooper', form: 'model', at: a }],
      [{ name: 'Line Trooper', form: 'model', at: [24, 37.5] }],
    ],
  });
}

describe('a trooper on a roof (D168)', () => {
  const s = game([23, 5], [BUNKER, WALL]);
  const a = pieceAt(s, 23, 5);
  const b = pieceAt(s, 24, 37.5);

  it("may be deployed there, and stands at the roof's level", () => {
    expect(truthScene(s).pieces.find((p) => p.id === a)?.z).toBe(4);
    expect(truthScene(s).pieces.find((p) => p.id === b)?.z).toBeUndefined();
  });

  it('sees over the wall the trooper behind it hides behind, and is seen back', () => {
    expect(hasLineOfFire(truthScene(s), a, b)).toBe(true);
    expect(hasLineOfFire(truthScene(s), b, a)).toBe(true);
  });

  it('on the ground, the same wall hides both from each other', () => {
    const low = game([23, 10], [WALL]);
    expect(hasLineOfFire(truthScene(low), pieceAt(low, 23, 10), pieceAt(low, 24, 37.5))).toBe(false);
  });

  it('moves along its roof as on the ground, and B may react: it sees the roof', () => {
    let t = ok(s, { type: 'activate', seat: 'A', pieceId: a });
    t = ok(t, { type: 'declare', seat: 'A', skill: 'move', to: { [a]: { x: 24, y: 6 } } });
    expect(t.phase.kind === 'turn' && t.phase.order?.stage).toBe('aro');
    const reactors = t.phase.kind === 'turn' ? t.phase.order?.reactors : undefined;
    expect(reactors?.[b]?.against[0]).toMatchObject({ lof: true });
  });

  it('may not step off the roof: climbing, jumping and falling are not played', () => {
    const t = ok(s, { type: 'activate', seat: 'A', pieceId: a });
    const [v] = rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'move', to: { [a]: { x: 23, y: 9 } } },
      'CHANGES_LEVEL',
    );
    expect(v?.message).toContain('from 4" up (roof, 2 storeys) to ground');
    expect(v?.message).toContain('by agreement');
  });

  it('goes down by agreement: the drop counts in the Move, and the log says so', () => {
    // On the edge of the 2" Ledge: 1" out and 2" down is 3", within the first Move's 4".
    const t0 = game([33, 7.6], [LEDGE]);
    const a2 = pieceAt(t0, 33, 7.6);
    let t = ok(t0, { type: 'activate', seat: 'A', pieceId: a2 });
    rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'move', to: { [a2]: { x: 33, y: 8.6 } } },
      'CHANGES_LEVEL',
    );
    t = ok(t, {
      type: 'declare',
      seat: 'A',
      skill: 'move',
      to: { [a2]: { x: 33, y: 8.6 } },
      byAgreement: true,
    });
    const line = logItems(t.log).find((l) => l.text.includes('Move:'));
    expect(line?.text).toContain('from 2" up (roof, 1 storey) to the ground, placed by agreement');
    expect(truthScene(t).pieces.find((p) => p.id === a2)?.z).toBeUndefined();
  });

  it('a drop longer than the Move is refused even by agreement', () => {
    const t = ok(s, { type: 'activate', seat: 'A', pieceId: a });
    // From (23, 5), 3.6" across and 4" down.
    rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'move', to: { [a]: { x: 23, y: 8.6 } }, byAgreement: true },
      'MOVE_TOO_LONG',
    );
  });
});

describe('a low piece of scenery on the table (D166)', () => {
  it('blocks only the lines that pass below its top', () => {
    const s = game([24, 10], [WALL]);
    const a = pieceAt(s, 24, 10);
    const b = pieceAt(s, 24, 37.5);
    // Both S2 on the table: the lines run 1.46" up, under the 1.6" wall.
    expect(hasLineOfFire(truthScene(s), a, b)).toBe(false);
    const lower = { ...WALL, heightIn: 1.2 };
    const t = game([24, 10], [lower]);
    expect(hasLineOfFire(truthScene(t), pieceAt(t, 24, 10), pieceAt(t, 24, 37.5))).toBe(true);
  });
});

describe('a move onto a roof by agreement (D169)', () => {
  it('is refused without it, and logged plainly with it', () => {
    // At the foot of the Ledge's south face: 1" in and 2" up.
    const s = game([33, 8.6], [LEDGE]);
    const a = pieceAt(s, 33, 8.6);
    let t = ok(s, { type: 'activate', seat: 'A', pieceId: a });
    rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'move', to: { [a]: { x: 33, y: 7.6 } } },
      'CHANGES_LEVEL',
    );
    t = ok(t, {
      type: 'declare',
      seat: 'A',
      skill: 'move',
      to: { [a]: { x: 33, y: 7.6 } },
      byAgreement: true,
    });
    expect(truthScene(t).pieces.find((p) => p.id === a)?.z).toBe(2);
    const line = logItems(t.log).find((l) => l.text.includes('Move:'));
    expect(line?.text).toContain('from the ground to 2" up (roof, 1 storey), placed by agreement');
  });

  it('may not end inside a building taller than the level it reaches', () => {
    const s = game([23, 8.6], [BUNKER, LEDGE]);
    const a = pieceAt(s, 23, 8.6);
    const t = ok(s, { type: 'activate', seat: 'A', pieceId: a });
    // Its centre off the roof, its base would cut into the 4" block from the ground.
    rejected(
      t,
      { type: 'declare', seat: 'A', skill: 'move', to: { [a]: { x: 23, y: 8.2 } } },
      'INSIDE_TALL_SCENERY',
    );
  });
});

describe('a Hidden Deployment trooper written on a roof or on the ground (RULES.md §10.2, D28, D168)', () => {
  /** A 4" building in B's zone, x 20–28, y 37–43, and a 1.6" wall across the table at y 34–34.5. */
  const TOWER_B: Scenery = {
    ...BUNKER,
    id: 's-tower-b',
    name: 'Tower',
    polygon: rectangleAt(20, 37, 28, 43),
  };
  const LONG_WALL: Scenery = { ...WALL, polygon: rectangleAt(0, 34, 48, 34.5) };
  function hidden(at: [number, number]): GameState {
    let s = hotSeat({ A: ['impersonator', 'line-trooper'], B: ['veil-stalker', 'line-trooper'] }, 'A', 5);
    // With the option to ask after every declaration, as the New game dialog sets it (D28).
    const game = { ...s.setup.game!, askEveryDeclaration: true };
    s = { ...s, setup: { ...s.setup, scenery: [TOWER_B, LONG_WALL], game } };
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Mask Infiltrator'), 'model', 24, 6));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Veil Stalker'), 'model', at[0], at[1], { hidden: true }));
    s = ok(s, endStep('B'));
    s = ok(s, deployRoster('A', rosterId(s, 'A', 'Line Trooper'), 'model', 4, 6));
    s = ok(s, endStep('A'));
    s = ok(s, deployRoster('B', rosterId(s, 'B', 'Line Trooper'), 'model', 44, 44, { facing: 90 }));
    return ok(s, endStep('B'));
  }
  const moved = (s: GameState): GameState => {
    const id = pieceAt(s, 24, 6);
    const t = ok(s, { type: 'activate', seat: 'A', pieceId: id });
    return ok(t, { type: 'declare', seat: 'A', skill: 'move', to: { [id]: { x: 24, y: 9 } } });
  };
  const onRoof = moved(hidden([24, 40]));
  const onGround = moved(hidden([12, 40]));
  const reactors = (s: GameState) => (s.phase.kind === 'turn' ? (s.phase.order?.reactors ?? {}) : {});

  it('on the roof it sees over the wall and may react; on the ground the wall hides the move', () => {
    const key = (s: GameState) => `hidden:${rosterId(s, 'B', 'Veil Stalker')}`;
    expect(reactors(onRoof)[key(onRoof)]).toMatchObject({ hidden: true, status: 'pending' });
    expect(reactors(onGround)[key(onGround)]).toBeUndefined();
  });

  it('A sees the same table, log and step in both games, before and after B answers', () => {
    expect(viewFor(onRoof, 'A')).toEqual(viewFor(onGround, 'A'));
    expect(viewFor(onRoof, 'public')).toEqual(viewFor(onGround, 'public'));
    const passed = (s: GameState) => ok(s, { type: 'endAros', seat: 'B' });
    expect(viewFor(passed(onRoof), 'A')).toEqual(viewFor(passed(onGround), 'A'));
  });
});

function rectangleAt(x0: number, y0: number, x1: number, y1: number): Scenery['polygon'] {
  return [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
}
