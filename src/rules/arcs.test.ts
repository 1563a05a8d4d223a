// Covers RULES.md §4.1 (arcs per element), §4.3 (arc test dot > −rT + ε), decision A19 and §16 T10–T12.
import { describe, expect, test } from 'vitest';
import type { Disc } from '../geometry/disc.ts';
import { baseRadiusInches } from './silhouettes.ts';
import { KIND_RULES, type PieceKind } from './pieces.ts';
import { inArc, type Facing } from './arcs.ts';

const R1 = baseRadiusInches(1); // 0.492"
const s1 = (x: number, y: number): Disc => ({ x, y, r: R1 });
const viewer = (facing: number, arc: 180 | 360, x = 0, y = 0): Facing => ({ x, y, r: R1, facing, arc });

describe('RULES.md §16 T10–T12: V (S1) at (0,0) facing 0°', () => {
  test.each<[string, Facing, Disc, boolean]>([
    ['T10: model (180°), T1 at (−0.4,3), frontmost x +0.092 → in arc', viewer(0, 180), s1(-0.4, 3), true],
    [
      'T10: model (180°), T2 at (−0.6,3), frontmost x −0.108 → not in arc',
      viewer(0, 180),
      s1(-0.6, 3),
      false,
    ],
    ['T11: CAMO (360°), T2 at (−0.6,3) → in arc', viewer(0, 360), s1(-0.6, 3), true],
    ['T12: Holoecho (180°), T2 at (−0.6,3) → not in arc', viewer(0, 180), s1(-0.6, 3), false],
  ])('%s', (_label, v, target, expected) => {
    expect(inArc(v, target)).toBe(expected);
  });
});

describe('arc per kind (RULES.md §4.1): model, Holoecho and Decoy 180°, CAMO and IMP 360°', () => {
  test.each<[PieceKind, 180 | 360, boolean]>([
    ['model', 180, false],
    ['HOLOECHO-1', 180, false],
    ['HOLOECHO-2', 180, false],
    ['DECOY-1', 180, false],
    ['DECOY-2', 180, false],
    ['CAMO', 360, true],
    ['IMP-1', 360, true],
    ['IMP-2', 360, true],
  ])('%s sees %s°: T2 at (−0.6,3) in arc → %s', (kind, arc, t2InArc) => {
    expect(KIND_RULES[kind].arc).toBe(arc);
    expect(inArc(viewer(0, KIND_RULES[kind].arc), s1(-0.6, 3))).toBe(t2InArc);
  });
});

describe('the 180° boundary at every facing, through 0°/360° (decision A19: tangency does not count)', () => {
  // `along` is the signed distance of the target's centre ahead of the line through the viewer's centre
  // perpendicular to its facing; the target also sits 3" to the side, so only `along` decides.
  const placements: [string, number, boolean][] = [
    ['centre 3" ahead', 3, true],
    ['centre on the line (half in front)', 0, true],
    ['just in front: 0.02" of the base past the line', -R1 + 0.02, true],
    ['0.011" of the base past the line', -R1 + 0.011, true],
    ['only 0.009" past the line (within EPS)', -R1 + 0.009, false],
    ['exactly tangent to the line', -R1, false],
    ['just behind: 0.02" short of the line', -R1 - 0.02, false],
    ['centre 3" behind', -3, false],
  ];
  const facings = [0, 90, 180, 270, 359, 1];
  const cases = facings.flatMap((facing) =>
    placements.map(([label, along, expected]) => [facing, label, along.toFixed(3), expected, along] as const),
  );

  test.each(cases)(
    'facing %s°: target %s (dot %s") → in arc %s',
    (facing, _label, _alongText, expected, along) => {
      const v = viewer(facing, 180, 10, 10);
      const t = (facing * Math.PI) / 180;
      const f = { x: Math.cos(t), y: Math.sin(t) };
      const side = { x: -f.y, y: f.x };
      const target = s1(v.x + f.x * along + side.x * 3, v.y + f.y * along + side.y * 3);
      expect(inArc(v, target)).toBe(expected);
    },
  );

  test.each([0, 90, 180, 270, 359, 1])(
    'facing %s°: a 360° viewer sees the target 3" straight behind it',
    (facing) => {
      const t = (facing * Math.PI) / 180;
      const target = s1(10 - 3 * Math.cos(t), 10 - 3 * Math.sin(t));
      expect(inArc(viewer(facing, 360, 10, 10), target)).toBe(true);
      expect(inArc(viewer(facing, 180, 10, 10), target)).toBe(false);
    },
  );
});

describe('facings at the axes, with fixed targets around V at (0,0) (y grows downward)', () => {
  test.each<[number, number, number, boolean]>([
    [0, 2, 0, true],
    [0, -2, 0, false],
    [90, 0, 2, true],
    [90, 0, -2, false],
    [180, -2, 0, true],
    [180, 2, 0, false],
    [270, 0, -2, true],
    [270, 0, 2, false],
    [359, 2, 0, true],
    [1, 2, 0, true],
    [359, -2, 0, false],
    [1, -2, 0, false],
    // T10's T2 sits just behind the line at facing 0°; a turn of 1° either way does not bring it in
    [359, -0.6, 3, false],
    [1, -0.6, 3, false],
    [359, -0.4, 3, true],
    [1, -0.4, 3, true],
  ])('facing %s°: S1 at (%s,%s) → in arc %s', (facing, x, y, expected) => {
    expect(inArc(viewer(facing, 180), s1(x, y))).toBe(expected);
  });

  test.each<[number, number]>([
    [-1, 359],
    [361, 1],
    [720, 0],
    [-90, 270],
  ])('facing %s° behaves like %s°', (facing, same) => {
    for (const [x, y] of [
      [2, 0],
      [0, 2],
      [-2, 0],
      [0, -2],
      [-0.4, 3],
      [-0.6, 3],
    ] as const) {
      expect(inArc(viewer(facing, 180), s1(x, y))).toBe(inArc(viewer(same, 180), s1(x, y)));
    }
  });
});

describe('bigger targets reach further round (the arc test uses the target radius)', () => {
  test.each<[string, number, boolean]>([
    ['S1 (r 0.492) centred 0.6" behind', 1, false],
    ['S3 (r 0.787) centred 0.6" behind', 3, true],
    ['S8 (r 1.378) centred 0.6" behind', 8, true],
  ])('%s → in arc %s', (_label, s, expected) => {
    expect(inArc(viewer(0, 180), { x: -0.6, y: 3, r: baseRadiusInches(s) })).toBe(expected);
  });
});
