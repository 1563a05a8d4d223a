import { logItems } from './logList.ts';
import { describe, expect, it } from 'vitest';
import { rectangle } from '../geometry/polygon.ts';
import { type Point, type SceneryHeight, type ViolationCode } from '../rules/index.ts';
import { apply, newGame, type Action, type GameState } from './index.ts';
import { defaultSetup } from '../content/index.ts';
import { R2, deploy, move, ok, open, rejected } from '../../tests/engineFixtures.ts';

/**
 * Scenario tests for the scenery actions (RULES.md §11.2; decisions A7, D5; STYLE.md habits 5, 11, 12).
 * The outline rules themselves are tabled in src/rules/scenery.test.ts.
 */

const bad = (a: unknown) => a as Action;

function add(name: string, height: SceneryHeight, polygon: Point[]): Action {
  return { type: 'addScenery', name, height, polygon };
}

/** A 6" × 1" wall across the middle of the table: x 21..27, y 23.5..24.5. */
const WALL = rectangle({ x: 24, y: 24 }, 6, 1);
/** A closed outline of n corners on a circle of 5" around the table centre. */
const ring = (n: number): Point[] =>
  Array.from({ length: n }, (_, i) => ({
    x: 24 + 5 * Math.cos((2 * Math.PI * i) / n),
    y: 24 + 5 * Math.sin((2 * Math.PI * i) / n),
  }));

describe('when a tall wall is added to open ground', () => {
  const s0 = open();
  const r = apply(s0, add('Wall', 'tall', WALL));
  if (!r.ok) throw new Error('the wall was refused');
  const s1 = r.state;
  const [wall] = s1.setup.scenery;

  it('puts exactly that wall on the table, outline as given', () => {
    expect(s1.setup.scenery).toHaveLength(1);
    expect(wall).toMatchObject({ name: 'Wall', height: 'tall', polygon: WALL });
    expect(s1.setup.table).toStrictEqual(s0.setup.table);
  });

  it('gives it an opaque id from the scenery id stream, not a counter and not from the dice', () => {
    expect(wall!.id).toMatch(/^s[a-z2-9]{8}$/);
    expect(wall!.id).not.toBe('s1');
    expect(s1.random.ids).not.toStrictEqual(s0.random.ids);
    expect(s1.random.dice).toStrictEqual(s0.random.dice);
    const s2 = ok(s1, add('Wall', 'tall', rectangle({ x: 24, y: 30 }, 6, 1)));
    const ids = s2.setup.scenery.map((s) => s.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('logs "Scenery added: Wall (tall)." as the one event', () => {
    expect(logItems(s1.log)).toStrictEqual([{ seq: 1, text: 'Scenery added: Wall (tall).' }]);
    expect(r.events).toStrictEqual(logItems(s1.log));
  });

  it('keeps its own copy of the outline', () => {
    const polygon = rectangle({ x: 10, y: 30 }, 2, 2);
    const s2 = ok(s1, add('Crates', 'low', polygon));
    polygon[0]!.x = 99;
    expect(s2.setup.scenery[1]!.polygon[0]!.x).not.toBe(99);
  });

  it('trims the name', () => {
    expect(ok(s0, add('  Wall  ', 'low', WALL)).setup.scenery[0]!.name).toBe('Wall');
  });

  it('accepts 64 corners and a 40-character name, the largest the action allows', () => {
    const s2 = ok(s0, add('W'.repeat(40), 'low', ring(64)));
    expect(s2.setup.scenery[0]!.polygon).toHaveLength(64);
  });
});

describe('when scenery on the table is changed', () => {
  const s0 = ok(
    ok(open(), add('Wall', 'tall', WALL)),
    add('Crates', 'low', rectangle({ x: 10, y: 30 }, 2, 2)),
  );
  const [wall, crates] = s0.setup.scenery;
  const id = wall!.id;
  const MOVED = rectangle({ x: 30, y: 20 }, 6, 1, 30);

  it.each<[string, Action, object, string]>([
    [
      'a new outline',
      { type: 'updateScenery', id, polygon: MOVED },
      { polygon: MOVED },
      'Scenery moved: Wall (tall).',
    ],
    [
      'a new height',
      { type: 'updateScenery', id, height: 'low' },
      { height: 'low' },
      'Scenery changed: Wall (low).',
    ],
    [
      'a new name',
      { type: 'updateScenery', id, name: 'Long wall' },
      { name: 'Long wall' },
      'Scenery changed: Long wall (tall).',
    ],
    [
      'all three at once',
      { type: 'updateScenery', id, name: 'Ruin', height: 'low', polygon: MOVED },
      { name: 'Ruin', height: 'low', polygon: MOVED },
      'Scenery moved: Ruin (low).',
    ],
  ])('takes %s, keeps the id and the order, and logs it', (_name, action, changed, text) => {
    const r = apply(s0, action);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.setup.scenery).toStrictEqual([{ ...wall, ...changed }, crates]);
    expect(logItems(r.state.log).at(-1)).toStrictEqual({ seq: 3, text });
    expect(r.events).toStrictEqual([logItems(r.state.log).at(-1)]);
    expect({ ...r.state, setup: s0.setup, log: s0.log }).toStrictEqual(s0);
  });

  it('removes one piece of scenery and leaves the other', () => {
    const s1 = ok(s0, { type: 'removeScenery', id });
    expect(s1.setup.scenery).toStrictEqual([crates]);
    expect(logItems(s1.log).at(-1)).toStrictEqual({ seq: 3, text: 'Scenery removed: Wall (tall).' });
    rejected(s1, { type: 'updateScenery', id, name: 'Back' }, 'UNKNOWN_SCENERY');
    rejected(s1, { type: 'removeScenery', id }, 'UNKNOWN_SCENERY');
  });

  it('removes preset scenery by its preset id', () => {
    const club = newGame(defaultSetup('club'));
    const s1 = ok(club, { type: 'removeScenery', id: 's-tower-w' });
    expect(s1.setup.scenery.map((s) => s.id)).toStrictEqual(
      club.setup.scenery.map((s) => s.id).filter((x) => x !== 's-tower-w'),
    );
  });
});

describe('when a scenery action is refused', () => {
  let s0 = deploy(open(), 'A', 'line-trooper', 'model', 10, 6);
  const pieceId = s0.pieceOrder[0]!;
  s0 = ok(s0, add('Wall', 'tall', WALL));
  s0 = ok(s0, add('Crates', 'low', rectangle({ x: 10, y: 6 }, 2, 2)));
  const [wall, crates] = s0.setup.scenery;
  const id = wall!.id;
  const up = (rest: object) => bad({ type: 'updateScenery', id, ...rest });
  const bowTie = [
    { x: 20, y: 20 },
    { x: 24, y: 24 },
    { x: 24, y: 20 },
    { x: 20, y: 24 },
  ];
  const offTable = rectangle({ x: 3 - 0.011, y: 30 }, 6, 2);
  const thin = rectangle({ x: 24, y: 30 }, 1, 0.049);
  const twoPoints = [
    { x: 20, y: 20 },
    { x: 24, y: 24 },
  ];
  const nanPoint = [
    { x: 20, y: 20 },
    { x: NaN, y: 24 },
    { x: 20, y: 24 },
  ];

  it.each<[string, Action, ViolationCode]>([
    ['an update of an unknown id', { type: 'updateScenery', id: 'nope', name: 'X' }, 'UNKNOWN_SCENERY'],
    ['a removal of an unknown id', { type: 'removeScenery', id: 'nope' }, 'UNKNOWN_SCENERY'],
    ['an update of an empty id', { type: 'updateScenery', id: '', name: 'X' }, 'INVALID_ACTION'],
    [
      'an update of an id nobody drew',
      { type: 'updateScenery', id: 'sxxxxxxxx', name: 'X' },
      'UNKNOWN_SCENERY',
    ],
    ...['toString', 'constructor', '__proto__', 'hasOwnProperty'].flatMap(
      (name): [string, Action, ViolationCode][] => [
        [
          `an update of the inherited name ${name}`,
          { type: 'updateScenery', id: name, height: 'low' },
          'UNKNOWN_SCENERY',
        ],
        [`a removal of the inherited name ${name}`, { type: 'removeScenery', id: name }, 'UNKNOWN_SCENERY'],
      ],
    ),
    ['adding a bow-tie', add('Tie', 'low', bowTie), 'INVALID_SCENERY'],
    ['adding 0.011" off the table', add('Ledge', 'low', offTable), 'INVALID_SCENERY'],
    ['adding a sliver of 0.049 sq in', add('Sliver', 'low', thin), 'INVALID_SCENERY'],
    ['moving the wall into a bow-tie', up({ polygon: bowTie }), 'INVALID_SCENERY'],
    ['moving the wall off the table', up({ polygon: offTable }), 'INVALID_SCENERY'],
    ['adding 2 points (the schema asks for 3)', add('Line', 'low', twoPoints), 'INVALID_ACTION'],
    ['moving the wall to 2 points', up({ polygon: twoPoints }), 'INVALID_ACTION'],
    ['adding 65 corners', add('Round', 'low', ring(65)), 'INVALID_ACTION'],
    ['adding a NaN corner', add('Broken', 'low', nanPoint), 'INVALID_ACTION'],
    ['moving the wall to a NaN corner', up({ polygon: nanPoint }), 'INVALID_ACTION'],
    ['adding an empty name', add('', 'low', WALL), 'INVALID_ACTION'],
    ['adding a blank name', add('   ', 'low', WALL), 'INVALID_ACTION'],
    ['adding a 41-character name', add('W'.repeat(41), 'low', WALL), 'INVALID_ACTION'],
    ['renaming the wall to an empty name', up({ name: '' }), 'INVALID_ACTION'],
    ['adding an unknown height', bad({ ...add('Hill', 'low', WALL), height: 'medium' }), 'INVALID_ACTION'],
    ['changing to an unknown height', up({ height: 'medium' }), 'INVALID_ACTION'],
    ['an update with no id', bad({ type: 'updateScenery', name: 'X' }), 'INVALID_ACTION'],
    [
      'adding tall scenery over the trooper',
      add('Block', 'tall', rectangle({ x: 10, y: 6 }, 3, 3)),
      'SCENERY_OVER_PIECE',
    ],
    [
      'moving the wall over the trooper',
      up({ polygon: rectangle({ x: 10, y: 6 }, 6, 1) }),
      'SCENERY_OVER_PIECE',
    ],
    [
      'switching the crates under the trooper to tall',
      bad({ type: 'updateScenery', id: crates!.id, height: 'tall' }),
      'SCENERY_OVER_PIECE',
    ],
  ])('refuses %s and returns the very same state', (_name, action, code) => {
    rejected(s0, action, code);
  });

  it('names the covered piece in SCENERY_OVER_PIECE', () => {
    const vs = rejected(s0, add('Block', 'tall', rectangle({ x: 10, y: 6 }, 3, 3)), 'SCENERY_OVER_PIECE');
    expect(vs).toHaveLength(1);
    expect(vs[0]!.ids).toStrictEqual([pieceId]);
    expect(vs[0]!.message).toContain('Block');
    expect(vs[0]!.message).toContain('Line Trooper');
  });

  it('names a covered CAMO marker by its public name only', () => {
    const s1 = deploy(s0, 'B', 'camo-sniper', 'CAMO', 30, 40);
    const [v] = rejected(s1, add('Block', 'tall', rectangle({ x: 30, y: 40 }, 3, 3)), 'SCENERY_OVER_PIECE');
    expect(v!.message).toContain('CAMO marker');
    expect(v!.message).not.toContain('Camo Sniper');
  });

  it('accepts tall scenery whose face touches a base, and low scenery over one', () => {
    ok(s0, add('Block', 'tall', rectangle({ x: 10 + R2 + 1.5, y: 6 }, 3, 3)));
    ok(s0, add('Rubble', 'low', rectangle({ x: 10, y: 6 }, 3, 3)));
  });
});

describe('when tall scenery is put in a trooper’s path', () => {
  const s0 = deploy(open(), 'A', 'line-trooper', 'model', 10, 6);
  const pieceId = s0.pieceOrder[0]!;
  /** y 8.5..9.5 across x 7..13: straight in the way of a 3" move to (10, 9). */
  const s1 = ok(s0, add('Wall', 'tall', rectangle({ x: 10, y: 9 }, 6, 1)));
  const wallId = s1.setup.scenery[0]!.id;

  it('lets the move through before the wall stands', () => {
    expect(ok(s0, move(pieceId, 10, 9)).pieces[pieceId]).toMatchObject({ x: 10, y: 9 });
  });

  it('refuses the move into the new wall with INSIDE_TALL_SCENERY', () => {
    const vs = rejected(s1, move(pieceId, 10, 9), 'INSIDE_TALL_SCENERY');
    expect(vs.find((v) => v.code === 'INSIDE_TALL_SCENERY')!.ids).toStrictEqual([pieceId, wallId]);
  });

  it('lets the move through once the wall is switched to low', () => {
    const s2 = ok(s1, { type: 'updateScenery', id: wallId, height: 'low' });
    expect(ok(s2, move(pieceId, 10, 9)).pieces[pieceId]).toMatchObject({ x: 10, y: 9 });
  });

  it('refuses it again once the wall is switched back to tall', () => {
    const s2 = ok(s1, { type: 'updateScenery', id: wallId, height: 'low' });
    const s3 = ok(s2, { type: 'updateScenery', id: wallId, height: 'tall' });
    rejected(s3, move(pieceId, 10, 9), 'INSIDE_TALL_SCENERY');
  });

  it('lets the move through once the wall is moved away or removed', () => {
    const moved = ok(s1, { type: 'updateScenery', id: wallId, polygon: rectangle({ x: 30, y: 30 }, 6, 1) });
    ok(moved, move(pieceId, 10, 9));
    ok(ok(s1, { type: 'removeScenery', id: wallId }), move(pieceId, 10, 9));
  });
});

describe('when the same seed replays the same scenery actions', () => {
  function play(seed: number): GameState {
    let s = deploy(open(seed), 'A', 'line-trooper', 'model', 10, 6);
    s = deploy(s, 'B', 'camo-sniper', 'CAMO', 10, 40);
    s = ok(s, add('Wall', 'tall', WALL));
    s = ok(s, add('Crates', 'low', rectangle({ x: 30, y: 10 }, 2, 2, 15)));
    const [wall, crates] = s.setup.scenery;
    s = ok(s, { type: 'updateScenery', id: wall!.id, height: 'low', name: 'Low wall' });
    s = ok(s, { type: 'updateScenery', id: crates!.id, polygon: rectangle({ x: 32, y: 12 }, 2, 2) });
    s = ok(s, add('Block', 'tall', rectangle({ x: 40, y: 24 }, 4, 4)));
    s = ok(s, { type: 'removeScenery', id: crates!.id });
    return ok(s, move(s.pieceOrder[0]!, 10, 9));
  }

  it('gives deep-equal states, scenery ids and generator state included', () => {
    expect(play(7)).toStrictEqual(play(7));
  });

  it('gives different scenery ids for a different seed', () => {
    const a = play(7).setup.scenery.map((s) => s.id);
    const b = play(8).setup.scenery.map((s) => s.id);
    expect(a).not.toStrictEqual(b);
  });
});

describe('when scenery is given a height in inches (RULES.md §1.1)', () => {
  const s1 = ok(open(), { type: 'addScenery', name: 'Tower', height: 'tall', heightIn: 4, polygon: WALL });
  const id = s1.setup.scenery[0]!.id;

  it('keeps the height added with it, and says it in the log', () => {
    expect(s1.setup.scenery[0]).toMatchObject({ name: 'Tower', height: 'tall', heightIn: 4 });
    expect(logItems(s1.log).at(-1)?.text).toBe('Scenery added: Tower (tall, 4").');
  });

  it('changes it, keeps it through other changes, and takes it away with null', () => {
    const s2 = ok(s1, { type: 'updateScenery', id, heightIn: 6 });
    expect(s2.setup.scenery[0]?.heightIn).toBe(6);
    const s3 = ok(s2, { type: 'updateScenery', id, name: 'Keep' });
    expect(s3.setup.scenery[0]).toMatchObject({ name: 'Keep', heightIn: 6 });
    const s4 = ok(s3, { type: 'updateScenery', id, heightIn: null });
    expect(s4.setup.scenery[0]).not.toHaveProperty('heightIn');
  });

  it.each([0, -1, 12.5, Number.NaN])('refuses a height of %s and leaves the state untouched', (h) => {
    const r = apply(s1, bad({ type: 'updateScenery', id, heightIn: h }));
    expect(r.ok).toBe(false);
    expect(r.state).toBe(s1);
  });
});
