// Covers the segment geometry used by RULES.md §2 (ZoC along a path) and §4.3 (LoF segments).
import { describe, expect, test } from 'vitest';
import {
  closestPointOnSegment,
  distancePointToSegment,
  segmentDistance,
  segmentsIntersect,
} from './segment.ts';
import type { Point } from './vec.ts';

const p = (x: number, y: number): Point => ({ x, y });

describe('segmentsIntersect (closed segments)', () => {
  test.each<[string, boolean, Point, Point, Point, Point]>([
    ['X crossing at (2,2)', true, p(0, 0), p(4, 4), p(0, 4), p(4, 0)],
    ['parallel, 1" apart', false, p(0, 0), p(4, 0), p(0, 1), p(4, 1)],
    ['collinear, overlapping on [2,4]', true, p(0, 0), p(4, 0), p(2, 0), p(6, 0)],
    ['collinear, one inside the other', true, p(0, 0), p(6, 0), p(2, 0), p(3, 0)],
    ['collinear, touching end to end at (4,0)', true, p(0, 0), p(4, 0), p(4, 0), p(6, 0)],
    ['collinear, 1" gap', false, p(0, 0), p(4, 0), p(5, 0), p(6, 0)],
    ['shared endpoint (4,0) at a right angle', true, p(0, 0), p(4, 0), p(4, 0), p(4, 3)],
    ['T junction: cd starts on the middle of ab', true, p(0, 0), p(4, 0), p(2, 0), p(2, 3)],
    ['T junction stopping 0.001" short', false, p(0, 0), p(4, 0), p(2, 0.001), p(2, 3)],
    ['lines cross at (1.5,1.5) but both segments stop before it', false, p(0, 0), p(1, 1), p(3, 0), p(2, 1)],
    ['degenerate cd: the point (2,0) on ab', true, p(0, 0), p(4, 0), p(2, 0), p(2, 0)],
    ['degenerate cd: the point (2,0.5) off ab', false, p(0, 0), p(4, 0), p(2, 0.5), p(2, 0.5)],
  ])('%s → %s', (_label, expected, a, b, c, d) => {
    expect(segmentsIntersect(a, b, c, d)).toBe(expected);
    // symmetric in the two segments and in their direction
    expect(segmentsIntersect(c, d, a, b)).toBe(expected);
    expect(segmentsIntersect(b, a, d, c)).toBe(expected);
  });
});

describe('segmentDistance', () => {
  test.each<[string, number, Point, Point, Point, Point]>([
    ['X crossing', 0, p(0, 0), p(4, 4), p(0, 4), p(4, 0)],
    ['touching end to end', 0, p(0, 0), p(4, 0), p(4, 0), p(6, 0)],
    ['parallel, 1" apart', 1, p(0, 0), p(4, 0), p(0, 1), p(4, 1)],
    ['collinear, 1" gap', 1, p(0, 0), p(4, 0), p(5, 0), p(6, 0)],
    ['T stopping 0.5" short', 0.5, p(0, 0), p(4, 0), p(2, 0.5), p(2, 3)],
    ['endpoint to endpoint, (1,0)–(2,1) = √2', Math.SQRT2, p(0, 0), p(1, 0), p(2, 1), p(3, 2)],
    ['lines cross beyond both ends: (1,1)–(2,1) = 1', 1, p(0, 0), p(1, 1), p(3, 0), p(2, 1)],
  ])('%s → %s"', (_label, expected, a, b, c, d) => {
    expect(segmentDistance(a, b, c, d)).toBeCloseTo(expected, 9);
    expect(segmentDistance(c, d, a, b)).toBeCloseTo(expected, 9);
  });
});

describe('closestPointOnSegment / distancePointToSegment', () => {
  test.each<[string, Point, Point, Point, Point, number]>([
    ['above the middle', p(2, 3), p(0, 0), p(4, 0), p(2, 0), 3],
    ['beyond b: clamps to b', p(6, 0), p(0, 0), p(4, 0), p(4, 0), 2],
    ['before a: clamps to a', p(-3, 4), p(0, 0), p(4, 0), p(0, 0), 5],
    ['degenerate segment a = b', p(3, 4), p(0, 0), p(0, 0), p(0, 0), 5],
  ])('%s', (_label, q, a, b, closest, dist) => {
    const c = closestPointOnSegment(q, a, b);
    expect(c.x).toBeCloseTo(closest.x, 9);
    expect(c.y).toBeCloseTo(closest.y, 9);
    expect(distancePointToSegment(q, a, b)).toBeCloseTo(dist, 9);
  });
});
