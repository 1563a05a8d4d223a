// Issue 18: the grid whoCanReact asks for the blockers near each leg must never miss one that
// blockersBetween keeps on the whole scene, wherever the mover stands on the leg (RULES.md §4.2–§4.3).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { rectangle } from '../geometry/polygon.ts';
import type { Point } from '../geometry/vec.ts';
import { reactCase, uniform } from '../../tests/lofScenes.ts';
import { baseRadiusInches, silhouetteHeightMm } from './silhouettes.ts';
import type { LofPiece, LofScene } from './lineOfFire.ts';
import { blockersBetween, prepareScene, type PreparedScene } from './sightBlockers.ts';
import { blockersNearLeg, distanceToTriangle, indexScene } from './sightIndex.ts';

const R2 = baseRadiusInches(2);

function piece(id: string, x: number, y: number, o: Partial<LofPiece> = {}): LofPiece {
  return { id, x, y, r: R2, facing: 0, arc: 360, heightMm: silhouetteHeightMm(2), blocksLoF: true, ...o };
}

/** The blockers blockersBetween keeps on the whole scene and on the near part, by id / polygon. */
function keptBy(scene: PreparedScene, viewer: LofPiece, target: LofPiece) {
  const b = blockersBetween(scene, viewer, target);
  const ids = new Set(
    scene.pieces
      .filter((p) => b.discs.some((d) => d.x === p.x && d.y === p.y && d.r === p.r))
      .map((p) => p.id),
  );
  return { ids, walls: new Set(b.walls.map((w) => w.polygon)) };
}

/** Every stop of the leg ab (ends, middle, quarter points): near keeps what the whole scene keeps. */
function expectNearEnough(scene: LofScene, viewer: LofPiece, mover: LofPiece, a: Point, b: Point): void {
  const whole = prepareScene(scene);
  const near = blockersNearLeg(indexScene(whole), viewer, a, b, Math.max(viewer.r, mover.r));
  for (const f of [0, 0.25, 0.5, 0.75, 1]) {
    const at = { ...mover, x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f };
    const all = keptBy(whole, viewer, at);
    const some = keptBy(near, viewer, at);
    expect([...some.ids].sort()).toEqual([...all.ids].sort());
    expect(some.walls).toEqual(all.walls);
  }
}

describe('blockersNearLeg keeps every blocker blockersBetween keeps on the leg', () => {
  const V = piece('V', 0, 0);
  const M = piece('M', 10, 0);
  // The reach is R2 (both S2): blockersBetween keeps a base whose gap to the centre line is under R2 + 1e-7.
  const edge = 2 * R2 + 1e-7;
  const cases: [string, LofPiece, Point, Point][] = [
    [
      'a base just inside the edge of the triangle widened by the reach',
      piece('B', 5, -(edge - 1e-9)),
      { x: 10, y: 0 },
      { x: 10, y: 4 },
    ],
    ['a base exactly on that edge', piece('B', 5, -edge), { x: 10, y: 0 }, { x: 10, y: 4 }],
    ['a base just outside it', piece('B', 5, -(edge + 1e-9)), { x: 10, y: 0 }, { x: 10, y: 4 }],
    [
      'a base beyond the far corner of the leg',
      piece('B', 10 + edge - 1e-9, 4),
      { x: 10, y: 0 },
      { x: 10, y: 4 },
    ],
    ['a leg of length 0', piece('B', 5, 0.5), { x: 10, y: 0 }, { x: 10, y: 0 }],
    [
      'a leg of length 0, base near the viewer only',
      piece('B', 0.2, edge - 1e-9),
      { x: 10, y: 0 },
      { x: 10, y: 0 },
    ],
    ['a leg through the viewer (a flat triangle)', piece('B', 3, 0.9), { x: -5, y: 0 }, { x: 5, y: 0 }],
    ['a leg that starts at the viewer', piece('B', 2, 1.2), { x: 0, y: 0 }, { x: 6, y: 3 }],
    ['a leg in line with the viewer, beyond it', piece('B', 12, 0.9), { x: 8, y: 0 }, { x: 14, y: 0 }],
  ];
  test.each(cases)('%s', (_name, blocker, a, b) => {
    expectNearEnough({ pieces: [V, M, blocker], scenery: [] }, V, M, a, b);
  });

  test('walls: corners just inside and outside the corridor, a wall the triangle passes by, a wall far off', () => {
    const scenery: LofScene['scenery'] = [
      { polygon: rectangle({ x: 5, y: 2 * R2 + 0.5 }, 2, 1), blocksLoF: true },
      { polygon: rectangle({ x: 5, y: -(R2 + 0.5 - 1e-8) }, 2, 1), blocksLoF: true },
      { polygon: rectangle({ x: 5, y: 6 }, 1, 1, 45), blocksLoF: true },
      { polygon: rectangle({ x: 40, y: 40 }, 3, 3), blocksLoF: true },
    ];
    expectNearEnough({ pieces: [V, M], scenery }, V, M, { x: 10, y: 0 }, { x: 10, y: 3 });
  });

  test('a leg far outside the grid, and one far on the other side', () => {
    const pieces = [V, M, piece('B', 5, 0.3), piece('C', 60, 60)];
    expectNearEnough({ pieces, scenery: [] }, V, M, { x: -100, y: -100 }, { x: -90, y: -100 });
    expectNearEnough({ pieces, scenery: [] }, V, M, { x: 200, y: 0 }, { x: 200, y: 10 });
  });

  test('an empty scene gives nothing; coordinates that are not plain numbers give the whole scene', () => {
    const empty = indexScene(prepareScene({ pieces: [], scenery: [] }));
    expect(blockersNearLeg(empty, V, { x: 1, y: 1 }, { x: 2, y: 2 }, 1)).toEqual({ pieces: [], walls: [] });
    const scene = prepareScene({ pieces: [V, M, piece('B', 5, 0.3)], scenery: [] });
    const g = indexScene(scene);
    expect(blockersNearLeg(g, V, { x: NaN, y: 0 }, { x: 2, y: 2 }, 1)).toBe(scene);
    expect(blockersNearLeg(g, V, { x: 1e200, y: 0 }, { x: 2, y: 2 }, 1)).toBe(scene);
    const odd = prepareScene({ pieces: [V, piece('B', 5, 0.3, { r: Infinity })], scenery: [] });
    expect(blockersNearLeg(indexScene(odd), V, { x: 10, y: 0 }, { x: 10, y: 4 }, 1)).toBe(odd);
  });

  test('on random scenes and legs, at five stops of each leg (property)', () => {
    fc.assert(
      fc.property(reactCase, fc.nat(), (c, n) => {
        const viewer = c.scene.pieces[1 + (n % (c.scene.pieces.length - 1))]!;
        const mover = c.scene.pieces[0]!;
        const legs =
          c.path.length === 1 ? [[c.path[0]!, c.path[0]!]] : c.path.slice(1).map((b, i) => [c.path[i]!, b]);
        for (const [a, b] of legs) expectNearEnough(c.scene, viewer, mover, a!, b!);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the grid finds every item whose keep disc meets the widened triangle', () => {
  /** A crowded table: cells little larger than a base, bases of every size, walls, triangles anywhere. */
  const crowded = fc.record({
    pieces: fc.array(
      fc.record({ x: uniform(-2, 22), y: uniform(-2, 22), s: fc.integer({ min: 1, max: 8 }) }),
      { minLength: 1, maxLength: 300 },
    ),
    walls: fc.array(
      fc.record({
        x: uniform(0, 20),
        y: uniform(0, 20),
        w: uniform(0.1, 4),
        h: uniform(0.1, 4),
        turn: uniform(0, 180),
      }),
      { maxLength: 30 },
    ),
    tri: fc.array(fc.record({ x: uniform(-5, 25), y: uniform(-5, 25) }), { minLength: 3, maxLength: 3 }),
    reach: uniform(0.3, 1.2),
  });
  test('against a scan of every item (property)', () => {
    fc.assert(
      fc.property(crowded, ({ pieces, walls, tri, reach }) => {
        const scene = prepareScene({
          pieces: pieces.map((p, i) => ({ ...piece(`p${String(i)}`, p.x, p.y), r: baseRadiusInches(p.s) })),
          scenery: walls.map((w) => ({ polygon: rectangle(w, w.w, w.h, w.turn), blocksLoF: true })),
        });
        const [v, a, b] = tri as [Point, Point, Point];
        const near = blockersNearLeg(indexScene(scene), v, a, b, reach);
        const m = reach + 1e-7;
        const missed = [
          ...scene.pieces.filter(
            (p) => distanceToTriangle(p.x, p.y, v, a, b) <= p.r + m && !near.pieces.includes(p),
          ),
          ...scene.walls.filter(
            (w) =>
              distanceToTriangle(w.cx, w.cy, v, a, b) <= Math.SQRT2 * (w.rho + m) && !near.walls.includes(w),
          ),
        ];
        expect(missed).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });
});

describe('the grid finds an item just within reach of the triangle, wherever it lies', () => {
  test('a base or a wall placed out from a side or a corner, up to its keep distance (property)', () => {
    const filler = Array.from({ length: 200 }, (_, i) =>
      piece(`f${String(i)}`, (i % 20) * 1.1, Math.floor(i / 20) * 2.2, { r: 0.3 }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.record({ x: uniform(0, 22), y: uniform(0, 22) }), { minLength: 3, maxLength: 3 }),
        fc.nat(2),
        uniform(0, 1),
        uniform(0, 1),
        uniform(0, 2 * Math.PI),
        uniform(0.3, 1.2),
        fc.boolean(),
        (tri, side, along, out, turn, reach, wall) => {
          const [v, a, b] = tri as [Point, Point, Point];
          const ends = [v, a, b];
          const p = ends[side]!;
          const q = ends[(side + 1) % 3]!;
          const at = { x: p.x + (q.x - p.x) * along, y: p.y + (q.y - p.y) * along };
          const m = reach + 1e-7;
          const r = 0.5;
          // How far out it may lie and still be kept: a base r + m from the triangle, a wall's disc √2·(ρ + m).
          const room = wall ? Math.SQRT2 * (Math.SQRT2 * r + m) : r + m;
          const c = { x: at.x + Math.cos(turn) * room * out, y: at.y + Math.sin(turn) * room * out };
          if (distanceToTriangle(c.x, c.y, v, a, b) > room) return;
          const scene = prepareScene({
            pieces: wall ? filler : [...filler, piece('X', c.x, c.y, { r })],
            scenery: wall ? [{ polygon: rectangle(c, 2 * r, 2 * r), blocksLoF: true }] : [],
          });
          const near = blockersNearLeg(indexScene(scene), v, a, b, reach);
          if (wall) expect(near.walls).toHaveLength(1);
          else expect(near.pieces.map((x) => x.id)).toContain('X');
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('distanceToTriangle', () => {
  const v = { x: 0, y: 0 };
  const a = { x: 4, y: 0 };
  const b = { x: 0, y: 3 };
  test.each([
    ['inside', { x: 1, y: 1 }, 0],
    ['on a side', { x: 2, y: 0 }, 0],
    ['beyond the long side', { x: 4, y: 3 }, 12 / 5],
    ['beyond a corner', { x: -3, y: -4 }, 5],
  ])('%s', (_name, p, d) => {
    expect(distanceToTriangle(p.x, p.y, v, a, b)).toBeCloseTo(d, 12);
  });
  test('a flat triangle counts its line as inside', () => {
    expect(distanceToTriangle(9, 0, v, a, { x: 2, y: 0 })).toBe(0);
  });
});
