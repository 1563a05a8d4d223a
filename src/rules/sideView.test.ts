// RULES.md §1.1, §4.2, §4.3 (D180, D181): the side view of a line of fire agrees with hasLineOfFire.
import { describe, expect, it } from 'vitest';
import { rectangle } from '../geometry/polygon.ts';
import { hasLineOfFire } from './lineOfFire.ts';
import { baseRadiusInches, silhouetteHeightMm } from './silhouettes.ts';
import {
  insideRuns,
  sideViewOf,
  type NamedPiece,
  type NamedScenery,
  type SideViewScene,
} from './sideView.ts';

const trooper = (id: string, x: number, o: Partial<NamedPiece> = {}): NamedPiece => ({
  id,
  name: id,
  x,
  y: 10,
  r: baseRadiusInches(2),
  facing: 0,
  arc: 180,
  heightMm: silhouetteHeightMm(2),
  blocksLoF: true,
  ...o,
});

/** A block `w` along the line, centred at x, `depth` across it; top in inches (undefined: an old tall block). */
const block = (name: string, x: number, w: number, top?: number, depth = 6): NamedScenery => ({
  name,
  polygon: rectangle({ x, y: 10 }, w, depth),
  blocksLoF: top === undefined || top > 0,
  ...(top === undefined ? {} : { top }),
});

// The Tower: a 4" building from x 0 to 4. A Silhouette 2 trooper is 1.57" tall; lines run 3 mm lower.
const tower = block('Tower', 2, 4, 4);
const onRoof = (x: number) => trooper('V', x, { z: 4 });

interface Case {
  name: string;
  scene: SideViewScene;
  verdict: 'clear' | 'blocked' | 'pastEdge' | 'notEnough';
  says: string;
}

const cases: Case[] = [
  {
    name: 'two troopers on the ground, nothing between',
    scene: { pieces: [trooper('V', 10), trooper('T', 20)], scenery: [] },
    verdict: 'clear',
    says: 'Clear.',
  },
  {
    name: 'an old tall block between (no height): blocks',
    scene: { pieces: [trooper('V', 10), trooper('T', 20)], scenery: [block('Block', 15, 2)] },
    verdict: 'blocked',
    says: 'Blocked: Block blocks.',
  },
  {
    name: 'a 1" low wall between two troopers on the ground: seen over',
    scene: { pieces: [trooper('V', 10), trooper('T', 20)], scenery: [block('Low wall', 15, 0.5, 1)] },
    verdict: 'clear',
    says: 'Clear: seen over Low wall (1").',
  },
  {
    name: 'a 4" building between two troopers on the ground: blocks',
    scene: { pieces: [trooper('V', 10), trooper('T', 20)], scenery: [block('House', 15, 3, 4)] },
    verdict: 'blocked',
    says: 'Blocked: House blocks.',
  },
  {
    name: 'from a 4" roof, 3" back from its edge, to a trooper 1" from the wall below: the roof edge blocks',
    scene: { pieces: [onRoof(1), trooper('T', 5)], scenery: [tower] },
    verdict: 'blocked',
    says: 'Blocked: the roof edge of Tower blocks.',
  },
  {
    name: 'from a 4" roof to a trooper far off, over a low wall: clear, seen over the wall',
    scene: {
      pieces: [onRoof(1), trooper('T', 30)],
      scenery: [tower, block('Low wall', 15, 0.5, 1)],
    },
    verdict: 'clear',
    says: 'Clear: seen over Low wall (1").',
  },
  {
    name: 'from a 4" roof over a 3" house that hides a ground trooper from the ground',
    scene: {
      pieces: [onRoof(3), trooper('T', 30)],
      scenery: [tower, block('House', 9, 2, 3)],
    },
    verdict: 'clear',
    says: 'Clear: seen over House (3").',
  },
  {
    name: 'a thin pillar on the centre line: the line drawn is blocked, a line beside it is clear',
    scene: {
      pieces: [trooper('V', 10), trooper('T', 30)],
      scenery: [block('Pillar', 20, 0.1, undefined, 0.1)],
    },
    verdict: 'pastEdge',
    says: 'Seen past the edge: Pillar blocks the line drawn, a line beside it is clear.',
  },
  {
    name: 'the target behind the viewer: the line drawn is clear, no Line of Fire',
    scene: { pieces: [trooper('V', 10, { facing: 180 }), trooper('T', 20)], scenery: [] },
    verdict: 'notEnough',
    says: 'The line drawn is clear, but the target is outside the viewer’s arc: no Line of Fire.',
  },
  {
    name: 'a 1 mm slit just before the target on the centre line: the line drawn is clear, under 3 mm is seen',
    scene: {
      pieces: [trooper('V', 10), trooper('T', 20)],
      scenery: [
        { name: 'Slit wall', polygon: rectangle({ x: 19.4, y: 11.52 }, 0.1, 3), blocksLoF: true },
        { name: 'Slit wall', polygon: rectangle({ x: 19.4, y: 8.48 }, 0.1, 3), blocksLoF: true },
      ],
    },
    verdict: 'notEnough',
    says: 'The line drawn is clear, but less than 3 mm of the target is seen: no Line of Fire.',
  },
  {
    name: 'a Silhouette 2 trooper between two others: blocks (as tall as the shorter)',
    scene: {
      pieces: [trooper('V', 10), trooper('T', 20), trooper('Line Trooper', 15, { y: 10, r: 2 })],
      scenery: [],
    },
    verdict: 'blocked',
    says: 'Blocked: Line Trooper blocks.',
  },
  {
    name: 'a trooper on the ground between one on a roof and one beyond: seen over it',
    scene: {
      pieces: [onRoof(1), trooper('T', 30), trooper('Line Trooper', 20, { r: 2 })],
      scenery: [tower],
    },
    verdict: 'clear',
    says: 'Clear.',
  },
];

describe('sideViewOf', () => {
  it.each(cases)('$name', ({ scene, verdict, says }) => {
    const v = sideViewOf(scene, 'V', 'T');
    expect(v).not.toBeNull();
    expect(v?.verdict).toBe(verdict);
    expect(v?.says).toBe(says);
    // The full test it reports is hasLineOfFire's, and its verdict matches the line drawn.
    expect(v?.lineOfFire).toBe(hasLineOfFire(scene, 'V', 'T'));
    expect(v?.lineClear).toBe(verdict === 'clear' || verdict === 'notEnough');
  });

  it('draws the line at the same height above each base, 3 mm under the shorter Silhouette', () => {
    const v = sideViewOf({ pieces: [onRoof(1), trooper('T', 30)], scenery: [tower] }, 'V', 'T');
    const along = 40 / 25.4 - 3 / 25.4;
    expect(v?.line.fromZ).toBeCloseTo(4 + along, 9);
    expect(v?.line.toZ).toBeCloseTo(along, 9);
    expect(v?.viewer).toMatchObject({ at: 0, base: 4 });
    expect(v?.target.top).toBeCloseTo(40 / 25.4, 9);
  });

  it('marks where the line drawn runs under the roof edge that stops it', () => {
    const v = sideViewOf({ pieces: [onRoof(1), trooper('T', 5)], scenery: [tower] }, 'V', 'T');
    // Tower's far wall is 3" from the viewer's centre; the line is under its 4" top there.
    expect(v?.stop?.z).toBe(4);
    expect(v?.stop?.at).toBeGreaterThan(v!.line.from);
    expect(v?.stop?.at).toBeLessThanOrEqual(3);
    const clear = sideViewOf({ pieces: [onRoof(1), trooper('T', 30)], scenery: [tower] }, 'V', 'T');
    expect(clear?.stop).toBeNull();
    const wall = sideViewOf(
      { pieces: [trooper('V', 10), trooper('T', 20)], scenery: [block('House', 15, 2, 4)] },
      'V',
      'T',
    );
    expect(wall?.stop?.at).toBeCloseTo(4, 9); // the wall's near side, 4" from the viewer's centre
  });

  it('lists what the centre line crosses in order, with its span along the line and its top', () => {
    const v = sideViewOf(
      { pieces: [onRoof(1), trooper('T', 30)], scenery: [block('Low wall', 15, 0.5, 1), tower] },
      'V',
      'T',
    );
    expect(v?.blocks.map((b) => [b.name, b.underfoot, b.role])).toEqual([
      ['Tower', true, 'under'],
      ['Low wall', false, 'under'],
    ]);
    expect(v?.blocks[0]?.from).toBeCloseTo(0, 9);
    expect(v?.blocks[0]?.to).toBeCloseTo(3, 9);
    expect(v?.blocks[1]?.from).toBeCloseTo(13.75, 9);
    expect(v?.blocks[1]?.to).toBeCloseTo(14.25, 9);
  });

  it('leaves out old low scenery (no height: blocks no line) and has no view of a piece and itself', () => {
    const low: NamedScenery = {
      name: 'Crates',
      polygon: rectangle({ x: 15, y: 10 }, 2, 2),
      blocksLoF: false,
    };
    const scene = { pieces: [trooper('V', 10), trooper('T', 20)], scenery: [low] };
    expect(sideViewOf(scene, 'V', 'T')?.blocks).toEqual([]);
    expect(sideViewOf(scene, 'V', 'V')).toBeNull();
    expect(sideViewOf(scene, 'V', 'nobody')).toBeNull();
  });
});

describe('insideRuns', () => {
  it.each([
    { name: 'through a square', a: { x: 0, y: 1 }, b: { x: 10, y: 1 }, runs: [[0.2, 0.4]] },
    { name: 'starting inside', a: { x: 3, y: 1 }, b: { x: 13, y: 1 }, runs: [[0, 0.1]] },
    { name: 'missing it', a: { x: 0, y: 5 }, b: { x: 10, y: 5 }, runs: [] },
  ])('$name', ({ a, b, runs }) => {
    const square = rectangle({ x: 3, y: 1 }, 2, 2);
    const got = insideRuns(a, b, square);
    expect(got.length).toBe(runs.length);
    got.forEach(([u0, u1], i) => {
      expect(u0).toBeCloseTo(runs[i]![0]!, 9);
      expect(u1).toBeCloseTo(runs[i]![1]!, 9);
    });
  });
});
