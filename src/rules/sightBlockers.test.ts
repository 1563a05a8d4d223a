// RULES.md §4.2–§4.3: the shortcuts of sightBlockers.ts must give exactly the plain tests' answers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distancePointToSegment } from '../geometry/segment.ts';
import { rectangle } from '../geometry/polygon.ts';
import type { Point } from '../geometry/vec.ts';
import { baseRadiusInches, silhouetteHeightMm } from './silhouettes.ts';
import { sourcePoints, targetSampleCount, type LofPiece } from './lineOfFire.ts';
import {
  GRAZE,
  blockersBetween,
  corridorCutter,
  crossesWall,
  cutsCorridor,
  isCorridorCut,
  prepareScene,
  segmentCrossesPolygon,
} from './sightBlockers.ts';
import { reactCase } from '../../tests/lofScenes.ts';

const wallOf = (polygon: Point[]) =>
  prepareScene({ pieces: [], scenery: [{ polygon, blocksLoF: true }] }).walls[0]!;

/** A rectangle or a convex quad with its corners pulled in or out a little, 0.2–6" across. */
const convexWall = fc
  .record({
    x: fc.double({ min: -3, max: 3, noNaN: true }),
    y: fc.double({ min: -3, max: 3, noNaN: true }),
    w: fc.double({ min: 0.2, max: 6, noNaN: true }),
    h: fc.double({ min: 0.2, max: 6, noNaN: true }),
    turn: fc.constantFrom(0, 90, 30, 45, 117),
    pull: fc.array(fc.double({ min: 0.85, max: 1.15, noNaN: true }), { minLength: 4, maxLength: 4 }),
    irregular: fc.boolean(),
  })
  .map(({ x, y, w, h, turn, pull, irregular }) =>
    rectangle({ x, y }, w, h, turn).map((p, i) =>
      irregular ? { x: x + (p.x - x) * pull[i]!, y: y + (p.y - y) * pull[i]! } : p,
    ),
  );

/** Segment ends: anywhere nearby, or on a corner or an edge of the wall (the hard cases). */
const endOn = (poly: Point[]) =>
  fc.oneof(
    fc.record({
      x: fc.double({ min: -8, max: 8, noNaN: true }),
      y: fc.double({ min: -8, max: 8, noNaN: true }),
    }),
    fc.constantFrom(...poly),
    fc.tuple(fc.nat(poly.length - 1), fc.double({ min: 0, max: 1, noNaN: true })).map(([i, t]) => {
      const a = poly[i]!;
      const b = poly[(i + 1) % poly.length]!;
      return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    }),
  );

describe('crossesWall (quick tests on convex scenery)', () => {
  it('agrees with segmentCrossesPolygon, including segments through corners and along edges (property)', () => {
    fc.assert(
      fc.property(
        convexWall.chain((poly) => fc.tuple(fc.constant(poly), endOn(poly), endOn(poly))),
        ([poly, a, b]) => {
          expect(crossesWall(a, b, wallOf(poly))).toBe(segmentCrossesPolygon(a, b, poly));
        },
      ),
      { numRuns: 5000 },
    );
  });
});

function piece(id: string, x: number, y: number, s: number, facing: number): LofPiece {
  const r = baseRadiusInches(s);
  return { id, x, y, r, facing, arc: 180, heightMm: silhouetteHeightMm(s), blocksLoF: true };
}

/** Every line the LoF test samples, checked with the plain tests only. */
function everyLineBlocked(viewer: LofPiece, target: LofPiece, wall: Point[]): boolean {
  const n = targetSampleCount(target.r);
  return sourcePoints(viewer).every((s) =>
    Array.from({ length: n }, (_, k) => (2 * Math.PI * k) / n).every((a) => {
      const t = { x: target.x + target.r * Math.cos(a), y: target.y + target.r * Math.sin(a) };
      return (
        distancePointToSegment(viewer, s, t) < viewer.r - GRAZE ||
        distancePointToSegment(target, s, t) < target.r - GRAZE ||
        segmentCrossesPolygon(s, t, wall)
      );
    }),
  );
}

describe('isCorridorCut (a single wall hides the whole target)', () => {
  it('only when every sampled line is blocked by the plain tests (property)', () => {
    let cuts = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 8 }),
        fc.double({ min: 3, max: 12, noNaN: true }),
        fc.double({ min: -1.5, max: 1.5, noNaN: true }),
        fc.double({ min: 0.1, max: 1, noNaN: true }),
        fc.double({ min: 1, max: 8, noNaN: true }),
        fc.constantFrom(0, 10, -25, 40),
        (sv, st, length, shift, thick, span, turn) => {
          const viewer = piece('V', 0, 0, sv, 0);
          const target = piece('T', length, 0, st, 0);
          const wall = rectangle({ x: length / 2, y: shift }, thick, span, turn);
          const scene = prepareScene({
            pieces: [viewer, target],
            scenery: [{ polygon: wall, blocksLoF: true }],
          });
          if (!isCorridorCut(blockersBetween(scene, viewer, target))) return;
          cuts++;
          expect(everyLineBlocked(viewer, target, wall)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
    // The generator must reach the shortcut, or the property says nothing.
    expect(cuts).toBeGreaterThan(30);
  });
});

describe('corridorCutter and cutsCorridor (issue 18: the blocker that hides a stretch of a path)', () => {
  it('name the blocker isCorridorCut found, and that blocker alone cuts the same corridor (property)', () => {
    fc.assert(
      fc.property(reactCase, fc.nat(), fc.nat(), (c, i, j) => {
        const viewer = c.scene.pieces[i % c.scene.pieces.length]!;
        const target = c.scene.pieces[j % c.scene.pieces.length]!;
        if (viewer === target) return;
        const b = blockersBetween(prepareScene(c.scene), viewer, target);
        const cutter = corridorCutter(b);
        expect(cutter !== null).toBe(isCorridorCut(b));
        if (cutter) expect(cutsCorridor(cutter, viewer, target)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
