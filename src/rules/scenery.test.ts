// Covers the scenery outline checks behind RULES.md §11.2 (set-up) and decisions A7/D5 (tall scenery is solid).
import { describe, expect, test } from 'vitest';
import { rectangle } from '../geometry/polygon.ts';
import type { Point } from '../geometry/vec.ts';
import { EPS } from '../geometry/units.ts';
import { baseRadiusInches } from './silhouettes.ts';
import { DEFAULT_TABLE, type SceneryHeight } from './table.ts';
import type { ViolationCode } from './violations.ts';
import {
  MIN_SCENERY_AREA,
  isRectangle,
  isSelfIntersecting,
  MAX_LOW_SCENERY_HEIGHT,
  polygonArea,
  sceneryHeightText,
  validateScenery,
  validateSceneryRemoval,
  type SceneryShape,
} from './scenery.ts';
import { MAX_SCENERY_HEIGHT, STOREY } from './elevation.ts';
import type { Scenery } from './table.ts';

const W = DEFAULT_TABLE.width; // 48"
const D = DEFAULT_TABLE.depth; // 48"
const R2 = baseRadiusInches(2); // 0.492"

const pts = (...xy: [number, number][]): Point[] => xy.map(([x, y]) => ({ x, y }));

/** y grows downward on the table, so right-then-down is clockwise as seen on the screen. */
const SQUARE = pts([0, 0], [1, 0], [1, 1], [0, 1]);
const BOW_TIE = pts([0, 0], [2, 2], [2, 0], [0, 2]);
const TRIANGLE = pts([0, 0], [4, 0], [0, 3]);
/** An L of area 3: a 2 × 2 square with its top-right 1 × 1 quarter cut away. */
const L_SHAPE = pts([0, 0], [1, 0], [1, 1], [2, 1], [2, 2], [0, 2]);
const RHOMBUS = pts([0, 0], [2, 1], [4, 0], [2, -1]);
const PARALLELOGRAM = pts([0, 0], [4, 0], [5, 2], [1, 2]);

describe('polygonArea: signed shoelace area in square inches', () => {
  test.each<[string, number, Point[]]>([
    ['a unit square, clockwise on screen', 1, SQUARE],
    ['the same square, anticlockwise on screen', -1, [...SQUARE].reverse()],
    ['a 4 × 3 right triangle, clockwise on screen', 6, TRIANGLE],
    ['the triangle the other way round', -6, [...TRIANGLE].reverse()],
    ['a concave L', 3, L_SHAPE],
    ['a symmetric bow-tie (the halves cancel)', 0, BOW_TIE],
    ['three collinear points', 0, pts([0, 0], [1, 1], [2, 2])],
    ['two points', 0, pts([0, 0], [3, 4])],
    ['no points', 0, []],
  ])('%s → %s', (_name, expected, poly) => {
    expect(polygonArea(poly)).toBeCloseTo(expected, 12);
  });

  test.each([0, 30, 45, 90, 137])('a 6 × 2 rectangle turned %s° has area 12 whatever the turn', (rot) => {
    expect(Math.abs(polygonArea(rectangle({ x: 24, y: 24 }, 6, 2, rot)))).toBeCloseTo(12, 9);
  });

  test('reversing the corners flips the sign and keeps the size', () => {
    const poly = rectangle({ x: 10, y: 5 }, 3, 7, 20);
    expect(polygonArea([...poly].reverse())).toBeCloseTo(-polygonArea(poly), 12);
  });
});

describe('isSelfIntersecting: non-neighbouring edges that cross or touch', () => {
  test.each<[string, boolean, Point[]]>([
    ['a square', false, SQUARE],
    ['a bow-tie', true, BOW_TIE],
    ['a triangle', false, TRIANGLE],
    ['a concave L', false, L_SHAPE],
    ['a turned rectangle', false, rectangle({ x: 5, y: 5 }, 4, 2, 30)],
    ['a pentagram', true, pts([0, -5], [3, 4], [-5, -1.5], [5, -1.5], [-3, 4])],
    ['a corner touching a far edge', true, pts([0, 0], [4, 0], [4, 4], [2, 0])],
  ])('%s → %s', (_name, expected, poly) => {
    expect(isSelfIntersecting(poly)).toBe(expected);
  });
});

describe('isRectangle: four corners, each a right angle', () => {
  test.each<[string, boolean, Point[]]>([
    ['an axis-aligned 6 × 2 rectangle', true, rectangle({ x: 24, y: 24 }, 6, 2)],
    ['a square', true, SQUARE],
    ['a rectangle turned 30°', true, rectangle({ x: 24, y: 24 }, 6, 2, 30)],
    ['a rectangle turned 45°', true, rectangle({ x: 3, y: 40 }, 0.5, 5, 45)],
    ['a rectangle turned -20°', true, rectangle({ x: 10, y: 10 }, 2, 2, -20)],
    ['a rhombus', false, RHOMBUS],
    ['a parallelogram', false, PARALLELOGRAM],
    ['a right-angled trapezoid', false, pts([0, 0], [4, 0], [3, 2], [0, 2])],
    ['a rectangle with one corner 0.001" out', false, pts([0, 0], [4, 0], [4, 2], [0, 2.001])],
    ['a triangle', false, TRIANGLE],
    ['an L (six corners, all right angles)', false, L_SHAPE],
  ])('%s → %s', (_name, expected, poly) => {
    expect(isRectangle(poly)).toBe(expected);
  });

  // A zero-length side would pass the right-angle test on its own: shapes with no area are not rectangles.
  test.each<[string, Point[]]>([
    ['four corners on one point', pts([1, 1], [1, 1], [1, 1], [1, 1])],
    ['a flat outline doubling back on a line', pts([0, 0], [4, 0], [4, 0], [0, 0])],
  ])('%s is not a rectangle', (_name, poly) => {
    expect(isRectangle(poly)).toBe(false);
  });
});

type Row = [string, ViolationCode[], Point[]];

/** Codes only: message wording is free to change. */
const codes = (polygon: readonly Point[], height: SceneryHeight = 'low', pieces: Piece[] = []) =>
  validateScenery(DEFAULT_TABLE, { name: 'Wall', height, polygon }, pieces).map((v) => v.code);

interface Piece {
  id: string;
  name: string;
  x: number;
  y: number;
  r: number;
}

/** A 1" square with its top-left corner at (x, y). */
const squareAt = (x: number, y: number, side = 1): Point[] =>
  pts([x, y], [x + side, y], [x + side, y + side], [x, y + side]);

describe('validateScenery: the outline itself (48" × 48" table)', () => {
  test.each<Row>([
    ['no points', ['INVALID_SCENERY'], []],
    ['2 points', ['INVALID_SCENERY'], pts([10, 10], [12, 12])],
    ['a NaN coordinate', ['INVALID_SCENERY'], pts([10, 10], [12, NaN], [10, 12])],
    ['an infinite coordinate', ['INVALID_SCENERY'], pts([10, 10], [Infinity, 10], [10, 12])],
    ['three collinear points (no area)', ['INVALID_SCENERY'], pts([10, 10], [11, 11], [12, 12])],
    [
      'a bow-tie (crosses itself, no area)',
      ['INVALID_SCENERY', 'INVALID_SCENERY'],
      BOW_TIE.map((p) => ({ x: p.x + 10, y: p.y + 10 })),
    ],
    [
      'a lopsided bow-tie (crosses itself, has area)',
      ['INVALID_SCENERY'],
      pts([10, 10], [14, 12], [14, 10], [10, 11]),
    ],
    ['a triangle', [], TRIANGLE.map((p) => ({ x: p.x + 10, y: p.y + 10 }))],
    ['a concave L', [], L_SHAPE.map((p) => ({ x: p.x + 10, y: p.y + 10 }))],
  ])('%s → %j', (_name, expected, poly) => {
    expect(codes(poly)).toStrictEqual(expected);
  });

  test('2 points and a NaN point are refused with one message naming the piece of scenery', () => {
    for (const poly of [pts([10, 10], [12, 12]), pts([10, 10], [NaN, 12], [10, 12])]) {
      const vs = validateScenery(DEFAULT_TABLE, { name: 'Wall', height: 'tall', polygon: poly }, []);
      expect(vs).toHaveLength(1);
      expect(vs[0]!.message).toContain('Wall');
    }
  });
});

describe(`validateScenery: area around MIN_SCENERY_AREA = ${String(MIN_SCENERY_AREA)} sq in`, () => {
  /** A strip 1" long and h" wide at the top-left corner; the shoelace sum is exact for these. */
  const strip = (h: number) => pts([0, 0], [1, 0], [1, h], [0, h]);

  test.each<[number, ViolationCode[]]>([
    [0.01, ['INVALID_SCENERY']],
    [0.049, ['INVALID_SCENERY']],
    [0.05, []],
    [0.051, []],
    [1, []],
  ])('a 1" × %s" strip → %j', (h, expected) => {
    expect(codes(strip(h))).toStrictEqual(expected);
  });

  test('the exactly-minimal strip really has the minimal area', () => {
    expect(polygonArea(strip(0.05))).toBe(MIN_SCENERY_AREA);
  });
});

describe(`validateScenery: table edges (EPS = ${String(EPS)}")`, () => {
  test.each<Row>([
    ['a corner exactly on the top-left corner', [], squareAt(0, 0)],
    ['a corner exactly on the bottom-right corner', [], squareAt(W - 1, D - 1)],
    ['a side lying along the left edge', [], pts([0, 10], [3, 10], [3, 12], [0, 12])],
    ['0.009" beyond the left edge (within EPS)', [], squareAt(-0.009, 10)],
    ['0.011" beyond the left edge', ['INVALID_SCENERY'], squareAt(-0.011, 10)],
    ['0.009" beyond the top edge (within EPS)', [], squareAt(10, -0.009)],
    ['0.011" beyond the top edge', ['INVALID_SCENERY'], squareAt(10, -0.011)],
    ['0.009" beyond the right edge (within EPS)', [], squareAt(W - 1 + 0.009, 10)],
    ['0.011" beyond the right edge', ['INVALID_SCENERY'], squareAt(W - 1 + 0.011, 10)],
    ['0.009" beyond the bottom edge (within EPS)', [], squareAt(10, D - 1 + 0.009)],
    ['0.011" beyond the bottom edge', ['INVALID_SCENERY'], squareAt(10, D - 1 + 0.011)],
    ['wholly off the table', ['INVALID_SCENERY'], squareAt(60, 10)],
  ])('%s → %j', (_name, expected, poly) => {
    expect(codes(poly)).toStrictEqual(expected);
  });
});

describe('validateScenery: tall scenery is solid and may not stand on a base (decisions A7, D5)', () => {
  /** A 4" block whose left face is x = 10, spanning y 10..14; S2 bases (r = 0.492") beside it. */
  const BLOCK = squareAt(10, 10, 4);
  const at = (id: string, x: number, y = 12): Piece => ({ id, name: `Trooper ${id}`, x, y, r: R2 });

  test.each<[string, SceneryHeight, Piece[], { code: ViolationCode; ids?: string[] }[]]>([
    ['tall, no pieces', 'tall', [], []],
    ['tall, a base well clear', 'tall', [at('p', 5)], []],
    ['tall, a base touching the left face', 'tall', [at('p', 10 - R2)], []],
    ['tall, a base 0.009" into the face (within EPS)', 'tall', [at('p', 10 - R2 + 0.009)], []],
    [
      'tall, a base 0.011" into the face',
      'tall',
      [at('p', 10 - R2 + 0.011)],
      [{ code: 'SCENERY_OVER_PIECE', ids: ['p'] }],
    ],
    ['tall, a base half inside', 'tall', [at('p', 10)], [{ code: 'SCENERY_OVER_PIECE', ids: ['p'] }]],
    ['tall, a base wholly inside', 'tall', [at('p', 12)], [{ code: 'SCENERY_OVER_PIECE', ids: ['p'] }]],
    ['tall, a base touching a corner', 'tall', [at('p', 10 - R2 * Math.SQRT1_2, 10 - R2 * Math.SQRT1_2)], []],
    [
      'tall, two bases inside and one clear',
      'tall',
      [at('a', 11), at('b', 5), at('c', 13)],
      [
        { code: 'SCENERY_OVER_PIECE', ids: ['a'] },
        { code: 'SCENERY_OVER_PIECE', ids: ['c'] },
      ],
    ],
    ['low, a base wholly inside', 'low', [at('p', 12)], []],
    ['low, a base half inside', 'low', [at('p', 10)], []],
  ])('%s', (_name, height, pieces, expected) => {
    const vs = validateScenery(DEFAULT_TABLE, { name: 'Block', height, polygon: BLOCK }, pieces);
    expect(vs.map(({ code, ids }) => ({ code, ids }))).toStrictEqual(expected);
  });

  test('the message names the scenery and the piece', () => {
    const [v] = validateScenery(DEFAULT_TABLE, { name: 'Block', height: 'tall', polygon: BLOCK }, [
      at('p', 12),
    ]);
    expect(v!.message).toContain('Block');
    expect(v!.message).toContain('Trooper p');
  });

  test('reports a broken outline and a covered base together', () => {
    const vs = validateScenery(
      DEFAULT_TABLE,
      { name: 'Block', height: 'tall', polygon: squareAt(-1, 10, 4) },
      [at('p', 1)],
    );
    expect(vs.map((v) => v.code)).toStrictEqual(['INVALID_SCENERY', 'SCENERY_OVER_PIECE']);
  });
});

describe('validateScenery with heights: roofs, solids and levels (D166, D168, D176, D177)', () => {
  /** A 2-storey wing, x 10..16, y 10..16, its roof 4" up. */
  const WING: Scenery = {
    id: 'wing',
    name: 'Wing',
    height: 'tall',
    heightIn: 2 * STOREY,
    polygon: squareAt(10, 10, 6),
  };
  const at = (id: string, x: number, y = 12): Piece => ({ id, name: `Trooper ${id}`, x, y, r: R2 });
  /** One S2 base on the wing's roof (level 4") and one on the ground west of it. */
  const PIECES = [at('roof', 12), at('ground', 5)];
  const shape = (
    height: SceneryShape['height'],
    heightIn: number | undefined,
    polygon: Point[],
  ): SceneryShape => ({
    name: 'New',
    height,
    heightIn,
    polygon,
  });
  type Expected = { code: ViolationCode; ids?: string[] }[];
  const over = (id: string): Expected[number] => ({ code: 'SCENERY_OVER_PIECE', ids: [id] });
  const lifts = (id: string): Expected[number] => ({ code: 'SCENERY_CHANGES_LEVEL', ids: [id] });

  test.each<[string, SceneryShape, Expected]>([
    [
      'a 1-storey block on the roof under the roof piece (below its level)',
      shape('tall', 2, squareAt(11, 11, 2)),
      [],
    ],
    [
      'a 3-storey tower under the roof piece\'s centre (4" → 6")',
      shape('tall', 6, squareAt(11, 11, 2)),
      [lifts('roof')],
    ],
    [
      "a 3-storey tower against the roof piece's base, its centre outside",
      shape('tall', 6, squareAt(12.2, 10, 3)),
      [over('roof')],
    ],
    [
      "a 2-storey block against the roof piece's base: level with it",
      shape('tall', 4, squareAt(12.2, 10, 3)),
      [],
    ],
    [
      'a 4.011" block against the roof piece\'s base: above its level',
      shape('tall', 4 + 0.011, squareAt(12.2, 10, 3)),
      [over('roof')],
    ],
    [
      'a 4.009" block against the roof piece\'s base: within EPS',
      shape('tall', 4 + 0.009, squareAt(12.2, 10, 3)),
      [],
    ],
    [
      "a block with no height against the roof piece's base (the old tall)",
      shape('tall', undefined, squareAt(12.2, 10, 3)),
      [over('roof')],
    ],
    [
      'a 2-storey block under the ground piece\'s centre (ground → 4")',
      shape('tall', 4, squareAt(4, 11, 2)),
      [lifts('ground')],
    ],
    [
      "a 2-storey block against the ground piece's base, its centre outside",
      shape('tall', 4, squareAt(5.2, 11, 2)),
      [over('ground')],
    ],
    ['a low 1" wall under the ground piece: no roof, not solid', shape('low', 1, squareAt(4, 11, 2)), []],
    ['a low 1" wall under the roof piece', shape('low', 1, squareAt(11, 11, 2)), []],
    ['the highest building, clear of both', shape('tall', MAX_SCENERY_HEIGHT, squareAt(30, 30, 4)), []],
  ])('%s', (_name, s, expected) => {
    const vs = validateScenery(DEFAULT_TABLE, s, PIECES, { rest: [WING] });
    expect(vs.map(({ code, ids }) => ({ code, ids }))).toStrictEqual(expected);
  });

  test.each<[string, SceneryShape]>([
    ['a low wall over one storey', shape('low', MAX_LOW_SCENERY_HEIGHT + 0.5, squareAt(30, 30, 2))],
    ['a building over the highest', shape('tall', MAX_SCENERY_HEIGHT + 0.5, squareAt(30, 30, 2))],
    ['a height of 0', shape('tall', 0, squareAt(30, 30, 2))],
    ['a height below the table', shape('tall', -2, squareAt(30, 30, 2))],
    ['a height that is no number', shape('tall', Number.NaN, squareAt(30, 30, 2))],
  ])('%s is refused as invalid', (_name, s) => {
    const vs = validateScenery(DEFAULT_TABLE, s, PIECES, { rest: [WING] });
    expect(vs.map((v) => v.code)).toStrictEqual(['INVALID_SCENERY']);
  });

  test.each<[string, Scenery, Expected]>([
    ['the wing renamed', { ...WING, name: 'Annex' }, []],
    ['the wing moved from under the roof piece', { ...WING, polygon: squareAt(30, 30, 6) }, [lifts('roof')]],
    ['the wing raised a storey', { ...WING, heightIn: 6 }, [lifts('roof')]],
    ['the wing made low', { ...WING, height: 'low', heightIn: 1 }, [lifts('roof')]],
    [
      "the wing's height taken away (the old tall, no roof)",
      { id: 'wing', name: 'Wing', height: 'tall', polygon: WING.polygon },
      [lifts('roof')],
    ],
    [
      'the wing grown toward the ground piece',
      { ...WING, polygon: squareAt(5.2, 10, 10.8) },
      [over('ground')],
    ],
  ])('an update: %s', (_name, next, expected) => {
    const vs = validateScenery(DEFAULT_TABLE, next, PIECES, { rest: [], before: WING });
    expect(vs.map(({ code, ids }) => ({ code, ids }))).toStrictEqual(expected);
  });

  test('removing the wing would drop the roof piece, and says so', () => {
    const [v, ...more] = validateSceneryRemoval(DEFAULT_TABLE, WING, PIECES, []);
    expect(more).toHaveLength(0);
    expect(v).toMatchObject({ code: 'SCENERY_CHANGES_LEVEL', ids: ['roof'] });
    expect(v!.message).toContain('Wing would change the level Trooper roof stands on, from 4" up');
    expect(v!.message).toContain('to ground');
  });

  test('removing scenery with no piece on its roof is allowed', () => {
    expect(validateSceneryRemoval(DEFAULT_TABLE, WING, [at('ground', 5)], [])).toStrictEqual([]);
  });

  test("a tower on the roof piece's base names both, and the level", () => {
    const [v] = validateScenery(DEFAULT_TABLE, shape('tall', 6, squareAt(12.2, 10, 3)), PIECES, {
      rest: [WING],
    });
    expect(v!.message).toContain('New would stand on Trooper roof');
    expect(v!.message).toContain('4" up');
  });
});

describe('sceneryHeightText: how a height is written', () => {
  test.each<[string, Pick<Scenery, 'height' | 'heightIn'>, string]>([
    ['old tall', { height: 'tall' }, 'tall'],
    ['old low', { height: 'low' }, 'low'],
    ['1 storey', { height: 'tall', heightIn: 2 }, 'tall, 2" roof, 1 storey'],
    ['3 storeys', { height: 'tall', heightIn: 6 }, 'tall, 6" roof, 3 storeys'],
    ['between storeys', { height: 'tall', heightIn: 3.5 }, 'tall, 3.5" roof'],
    ['below a storey', { height: 'tall', heightIn: 1 }, 'tall, 1" roof'],
    ['a low wall', { height: 'low', heightIn: 1 }, 'low, 1" high'],
    ['a low wall, rounded', { height: 'low', heightIn: 1.25 }, 'low, 1.3" high'],
  ])('%s → %s', (_name, s, text) => {
    expect(sceneryHeightText(s)).toBe(text);
  });
});
