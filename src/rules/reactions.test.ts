// RULES.md §2 (ZoC along the path), §4.3 (LoF along a path), §7.1, §16 T20, decisions A9, A11, A12, issue 18.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Point } from '../geometry/vec.ts';
import { perSampleWhoCanReact, reactCase } from '../../tests/lofScenes.ts';
import { baseRadiusInches, silhouetteHeightMm } from './silhouettes.ts';
import { rectangle } from '../geometry/polygon.ts';
import { distanceToPath, samplePath, whoCanReact } from './reactions.ts';
import type { LofPiece, LofScene } from './lineOfFire.ts';

function piece(id: string, x: number, y: number, o: Partial<LofPiece> = {}): LofPiece {
  return {
    id,
    x,
    y,
    r: baseRadiusInches(1),
    facing: 0,
    arc: 180,
    heightMm: silhouetteHeightMm(2),
    blocksLoF: true,
    ...o,
  };
}

describe('samplePath and distanceToPath', () => {
  test('samples are at most 0.25" apart and include both ends', () => {
    const s = samplePath([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
    ]);
    expect(s[0]).toEqual({ x: 0, y: 0 });
    expect(s.at(-1)).toEqual({ x: 1, y: 1 });
    expect(s).toHaveLength(9);
  });
  test('distance to a path is measured to its segments, not its corners', () => {
    expect(
      distanceToPath({ x: 5, y: 3 }, [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
      ]),
    ).toBeCloseTo(3);
    expect(distanceToPath({ x: 5, y: 3 }, [{ x: 5, y: 3 }])).toBe(0);
  });
});

describe('T20: an enemy ends its Move behind a reactive model, inside its ZoC', () => {
  // R at (0,0) faces 90° (+y); its back faces −y. The mover ends at (0,−5): edge distance 4.016".
  const scene: LofScene = { pieces: [piece('R', 0, 0, { facing: 90 }), piece('M', 0, -9)], scenery: [] };
  test('R may react, with Dodge or Reset only', () => {
    expect(
      whoCanReact(
        scene,
        'M',
        [
          { x: 0, y: -9 },
          { x: 0, y: -5 },
        ],
        ['R'],
      ),
    ).toEqual([{ id: 'R', lof: false, zoc: true, allowed: 'dodge-or-reset' }]);
  });
});

describe('ZoC is checked along the whole path (decision A11)', () => {
  const r = baseRadiusInches(1);
  const reach = 8 + 2 * r; // centre distance at edge distance 8"
  const cases: [string, number, boolean][] = [
    ['passing at edge distance 7.99" → in ZoC', reach - 0.01, true],
    ['passing at exactly 8" → in ZoC', reach, true],
    ['passing at 8.011" → out', reach + 0.011, false],
  ];
  test.each(cases)('a mover crossing in front of a reactor that faces away, %s', (_name, gap, expected) => {
    // R faces −y (270°); the mover crosses below it along y = gap, from far left to far right.
    const scene: LofScene = {
      pieces: [piece('R', 0, 0, { facing: 270 }), piece('M', -30, gap)],
      scenery: [],
    };
    const got = whoCanReact(
      scene,
      'M',
      [
        { x: -30, y: gap },
        { x: 30, y: gap },
      ],
      ['R'],
    );
    expect(got.length === 1 && got[0]!.zoc).toBe(expected);
    if (got[0]) expect(got[0].lof).toBe(false);
  });
});

describe('LoF is checked at every point of the path (RULES.md §4.3)', () => {
  // Two tall walls hide both ends of the path from R; the middle crosses R's view.
  const walls: LofScene['scenery'] = [
    { polygon: rectangle({ x: -4.375, y: 5 }, 7.25, 0.5), blocksLoF: true },
    { polygon: rectangle({ x: 4.375, y: 5 }, 7.25, 0.5), blocksLoF: true },
  ];
  const path = [
    { x: -6, y: 12 },
    { x: 6, y: 12 },
  ];
  const scene: LofScene = { pieces: [piece('R', 0, 0, { facing: 90 }), piece('M', -6, 12)], scenery: walls };
  test('a reactor that sees only the middle of the path gets an ARO with any skill', () => {
    expect(whoCanReact(scene, 'M', path, ['R'])).toEqual([
      { id: 'R', lof: true, zoc: false, allowed: 'any' },
    ]);
  });
  test('the same reactor does not see a mover that stays behind the wall', () => {
    expect(
      whoCanReact(
        scene,
        'M',
        [
          { x: -6, y: 12 },
          { x: -4, y: 12 },
        ],
        ['R'],
      ),
    ).toEqual([]);
  });
});

describe('who is considered', () => {
  const scene: LofScene = {
    pieces: [piece('M', 0, 0), piece('R1', 5, 0, { facing: 180 }), piece('R2', 30, 30), piece('F', 2, 2)],
    scenery: [],
  };
  test('only the reactors asked about, never the mover itself, in the order given', () => {
    const got = whoCanReact(
      scene,
      'M',
      [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
      ],
      ['R2', 'M', 'R1', 'nope'],
    );
    expect(got.map((r) => r.id)).toEqual(['R1']);
    expect(got[0]).toMatchObject({ lof: true, zoc: true, allowed: 'any' });
  });
  test('the mover does not block LoF to itself from its starting spot (decision A9)', () => {
    const s: LofScene = { pieces: [piece('M', 5, 0), piece('R', 0, 0)], scenery: [] };
    expect(
      whoCanReact(
        s,
        'M',
        [
          { x: 5, y: 0 },
          { x: 10, y: 0 },
        ],
        ['R'],
      )[0]?.lof,
    ).toBe(true);
  });
  test('an unknown mover or an empty path gives nobody', () => {
    expect(whoCanReact(scene, 'X', [{ x: 0, y: 0 }], ['R1'])).toEqual([]);
    expect(whoCanReact(scene, 'M', [], ['R1'])).toEqual([]);
  });
});

describe('whoCanReact gives exactly the per-sample answer (issue 18: index, shortcuts, skipped stretches)', () => {
  test('on random small scenes, free or on a 0.5" grid, with legs of length 0, through pieces and corners (property)', () => {
    fc.assert(
      fc.property(reactCase, (c) => {
        expect(whoCanReact(c.scene, c.moverId, c.path, c.reactorIds)).toEqual(perSampleWhoCanReact(c));
      }),
      { numRuns: 400 },
    );
  });

  // R at (0,0) facing +y (90°); M (S2) moves along y = 12 from x = −12 to x = +12 behind a wall.
  const wall = (x0: number, x1: number) => ({
    polygon: [
      { x: x0, y: 5 },
      { x: x1, y: 5 },
      { x: x1, y: 5.5 },
      { x: x0, y: 5.5 },
    ],
    blocksLoF: true,
  });
  const r = piece('R', 0, 0, { facing: 90 });
  const m = piece('M', -12, 12);
  const along = (x0: number, x1: number) => [
    { x: x0, y: 12 },
    { x: x1, y: 12 },
  ];
  const cases: [string, LofScene['scenery'], Point[], boolean][] = [
    ['one wall hides the whole leg', [wall(-8, 8)], along(-12, 12), false],
    ['only the last stop shows past the wall', [wall(-8, 4)], along(-12, 12), true],
    ['only the first stop shows past the wall', [wall(-4, 8)], along(-12, 12), true],
    ['a stretch in the middle shows between two walls', [wall(-8, -0.5), wall(0.5, 8)], along(-12, 12), true],
    ['a path of one point behind the wall', [wall(-8, 8)], [{ x: 0, y: 12 }], false],
    ['a leg of length 0 in the open', [], [...along(3, 3)], true],
    [
      'a leg of length 0 behind the wall, then out',
      [wall(-3, 3)],
      [
        { x: 0, y: 12 },
        { x: 0, y: 12 },
        { x: 12, y: 12 },
      ],
      true,
    ],
    [
      'a leg of length 0 behind the wall, and no further',
      [wall(-3, 3)],
      [
        { x: 0, y: 12 },
        { x: 0, y: 12 },
      ],
      false,
    ],
  ];
  test.each(cases)('%s', (_name, scenery, path, lof) => {
    const scene: LofScene = { pieces: [r, { ...m, x: path[0]!.x, y: path[0]!.y }], scenery };
    const got = whoCanReact(scene, 'M', path, ['R']);
    expect(got.some((x) => x.lof)).toBe(lof);
    expect(got).toEqual(perSampleWhoCanReact({ scene, moverId: 'M', path, reactorIds: ['R'] }));
  });

  test('a reactor on the path: the mover passes through its centre', () => {
    const scene: LofScene = {
      pieces: [piece('M', -6, 0), piece('R', 0, 0, { facing: 180 }), piece('Q', 6, 3)],
      scenery: [],
    };
    const path = [
      { x: -6, y: 0 },
      { x: 0, y: 0 },
      { x: 6, y: 0 },
    ];
    const c = { scene, moverId: 'M', path, reactorIds: ['R', 'Q'] };
    expect(whoCanReact(scene, 'M', path, ['R', 'Q'])).toEqual(perSampleWhoCanReact(c));
  });
});
