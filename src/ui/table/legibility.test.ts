import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Scenery } from '../../rules/index.ts';
import {
  MIN_CAPTION_PX,
  MIN_TOKEN_RADIUS_PX,
  captionLines,
  captionSize,
  boostFor,
  placeLabels,
  placeSceneryLabels,
  sceneryCaption,
  sceneryLabelAnchor,
  sceneryLines,
  scenerySize,
  steppedScale,
  tokenScale,
  type LabelItem,
} from './legibility.ts';

describe('bases are drawn to scale unless the magnifier is on (issue 31)', () => {
  it.each([
    [0.5, 40],
    [0.5, 7.6],
    [1.5, 4],
  ])('r %f" at %f px/in: drawn its true size', (r, scale) => {
    expect(tokenScale(r, scale)).toBe(1);
  });
});

describe('with the magnifier, a piece keeps a minimum size on the screen', () => {
  it.each([
    // r (in), px per inch, enlarged by
    [0.5, 40, 1], // 20 px: drawn true size
    [0.5, 26, 1], // exactly 13 px
    [0.5, 13, 2], // 6.5 px: drawn twice as large
    [0.5, 7.6, MIN_TOKEN_RADIUS_PX / 3.8], // a 48" table on a phone
    [1.5, 4, MIN_TOKEN_RADIUS_PX / 6],
  ])('r %f" at %f px/in is enlarged %f times', (r, scale, k) => {
    expect(tokenScale(r, scale, true)).toBeCloseTo(k, 6);
    expect(r * tokenScale(r, scale, true) * scale).toBeGreaterThanOrEqual(MIN_TOKEN_RADIUS_PX - 1e-9);
  });
});

describe('captions and scenery names stay readable', () => {
  it.each([3, 7.6, 12, 20, 44, 80, 120])('at %f px/in a caption is at least 11 px and 0.25"', (scale) => {
    expect(captionSize(scale) * scale).toBeGreaterThanOrEqual(MIN_CAPTION_PX);
    expect(captionSize(scale)).toBeGreaterThanOrEqual(0.25);
    expect(scenerySize(scale) * scale).toBeGreaterThanOrEqual(10);
  });
  it('steps the scale by an eighth of an octave', () => {
    expect(steppedScale(16)).toBe(16);
    expect(steppedScale(16.3)).toBe(16);
    expect(steppedScale(17.5)).toBeCloseTo(2 ** (4 + 1 / 8), 9);
  });
  it('writes a caption on lines of whole words', () => {
    expect(captionLines('Line Trooper')).toEqual(['Line Trooper']);
    expect(captionLines('Camo Sniper · decoy of Player')).toEqual(['Camo Sniper ·', 'decoy of Player']);
    expect(captionLines('   ')).toEqual([]);
  });
});

const item = (id: string, x: number, y: number, text = 'Line Trooper', priority = 0): LabelItem => ({
  id,
  x,
  y,
  r: 0.5,
  text,
  priority,
});

describe('captions are placed clear of each other and of pieces', () => {
  it('puts a lone caption under its piece', () => {
    const placed = placeLabels([item('a', 10, 10)], 0.3).get('a');
    expect(placed?.side).toBe('below');
    expect(placed?.y).toBeGreaterThan(10.5);
  });
  it('moves the second of two pieces in contact to another side', () => {
    const out = placeLabels([item('a', 10, 10), item('b', 11, 10)], 0.3);
    expect(out.get('a')?.side).toBe('below');
    expect(out.get('b')?.side).toBe('above');
  });
  it('a Holoecho group of three in a row: every caption placed, none overlapping', () => {
    const out = placeLabels(
      [
        item('h1', 10, 10, 'Hologram · real'),
        item('h2', 11, 10, 'Hologram · decoy'),
        item('h3', 12, 10, 'Hologram · decoy'),
      ],
      0.3,
    );
    expect([...out.values()].every((p) => p !== null)).toBe(true);
  });
  it('the selected piece wins the free place; a caption with none left is left out', () => {
    const crowd = (first: number) =>
      Array.from({ length: 25 }, (_, k) =>
        item(
          `p${String(k)}`,
          10 + (k % 5) * 1.05,
          10 + Math.floor(k / 5) * 1.05,
          'A very long trooper name',
          k === first ? 9 : 0,
        ),
      );
    const chosen = placeLabels(crowd(4), 0.6);
    expect(chosen.get('p4')?.side).toBe('above');
    expect(placeLabels(crowd(-1), 0.6).get('p4')?.side).not.toBe('above');
    expect(chosen.get('p12')).toBeNull();
  });
  it('keeps clear of an obstacle (a scenery name)', () => {
    const out = placeLabels([item('a', 10, 10)], 0.3, [{ x0: 8, y0: 10.4, x1: 12, y1: 11.5 }]);
    expect(out.get('a')?.side).toBe('above');
  });
  it('never overprints: no two placed captions overlap and none covers another piece', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            x: fc.double({ min: 0, max: 24, noNaN: true }),
            y: fc.double({ min: 0, max: 24, noNaN: true }),
          }),
          { maxLength: 30 },
        ),
        fc.double({ min: 0.2, max: 1.2, noNaN: true }),
        (points, font) => {
          const items = points.map((p, i) =>
            item(String(i), p.x, p.y, i % 2 ? 'Line Trooper' : 'Camo Sniper · decoy'),
          );
          const boxes = [...placeLabels(items, font).entries()].filter(([, b]) => b !== null);
          for (const [id, b] of boxes) {
            if (!b) continue;
            for (const [other, c] of boxes) {
              if (other === id || !c) continue;
              const apart =
                b.x + b.width <= c.x ||
                c.x + c.width <= b.x ||
                b.y + b.height <= c.y ||
                c.y + c.height <= b.y;
              expect(apart).toBe(true);
            }
            for (const p of items) {
              if (p.id === id) continue;
              const clear =
                b.x + b.width <= p.x - p.r ||
                p.x + p.r <= b.x ||
                b.y + b.height <= p.y - p.r ||
                p.y + p.r <= b.y;
              expect(clear).toBe(true);
            }
          }
        },
      ),
    );
  });
});

describe('a piece of scenery is labelled with its name and a short height', () => {
  it.each<[string, { name: string; height: 'tall' | 'low'; heightIn?: number }, [string, string]]>([
    ['a tall block with no height', { name: 'Block', height: 'tall' }, ['Block', 'TALL · blocks LoF']],
    ['a 2-storey building', { name: 'Tower', height: 'tall', heightIn: 4 }, ['Tower', 'TALL 4" · roof']],
    ['a building of 3.25"', { name: 'Hab', height: 'tall', heightIn: 3.25 }, ['Hab', 'TALL 3.3" · roof']],
    ['a low wall with no height', { name: 'Wall', height: 'low' }, ['Wall', 'low · cover']],
    ['a 1" low wall', { name: 'Wall', height: 'low', heightIn: 1 }, ['Wall', 'low 1" · cover']],
  ])('%s', (_name, s, lines) => {
    expect(sceneryLines(s)).toStrictEqual(lines);
  });
});

describe("a wing's name is written on the part its tower leaves uncovered", () => {
  const square = (x0: number, y0: number, w: number, d: number) => [
    { x: x0, y: y0 },
    { x: x0 + w, y: y0 },
    { x: x0 + w, y: y0 + d },
    { x: x0, y: y0 + d },
  ];
  const wing = { id: 'w', name: 'Wing', height: 'tall' as const, heightIn: 4, polygon: square(0, 0, 6, 6) };
  const tower = { id: 't', name: 'Tower', height: 'tall' as const, heightIn: 6, polygon: square(0, 0, 6, 3) };
  it('alone: the middle of its corners', () => {
    expect(sceneryLabelAnchor(wing, [wing])).toStrictEqual({ x: 3, y: 3 });
  });
  it('with a tower on its north half: the middle of its south half', () => {
    const a = sceneryLabelAnchor(wing, [wing, tower]);
    expect(a.x).toBeCloseTo(3, 6);
    expect(a.y).toBeCloseTo(4.5, 6);
  });
  it('the tower is labelled with its roof alone, the wing with its name and height', () => {
    expect(sceneryCaption(tower, [wing, tower])).toStrictEqual(['6" roof']);
    expect(sceneryCaption(wing, [wing, tower])).toStrictEqual(['Wing', 'TALL 4" · roof']);
    expect(sceneryCaption(tower, [tower])).toStrictEqual(['Tower', 'TALL 6" · roof']);
  });
  it('the tower itself, and a wing under a lower block, keep the middle of their corners', () => {
    expect(sceneryLabelAnchor(tower, [wing, tower])).toStrictEqual({ x: 3, y: 1.5 });
    expect(sceneryLabelAnchor(wing, [wing, { ...tower, heightIn: 2 }])).toStrictEqual({ x: 3, y: 3 });
  });
});

describe('labels stay on the table and never overprint (issue 31)', () => {
  const within = { x0: 0, y0: 0, x1: 48, y1: 48 };
  it.each([
    ['by the left edge', 0.6, 24],
    ['by the right edge', 47.4, 24],
    ['in a top corner', 0.6, 0.6],
    ['in a bottom corner', 47.4, 47.4],
  ])('a piece %s gets a caption inside the table', (_, x, y) => {
    const placed = placeLabels(
      [{ id: 'p', x, y, r: 0.5, text: 'Ghulam Sniper Lieutenant', priority: 0 }],
      0.5,
      [],
      within,
    ).get('p');
    expect(placed).toBeTruthy();
    if (!placed) return;
    expect(placed.x).toBeGreaterThanOrEqual(0);
    expect(placed.y).toBeGreaterThanOrEqual(0);
    expect(placed.x + placed.width).toBeLessThanOrEqual(48);
    expect(placed.y + placed.height).toBeLessThanOrEqual(48);
  });

  const block = (id: string, x: number, y: number, w: number, name = 'Building'): Scenery => ({
    id,
    name,
    height: 'tall',
    polygon: [
      { x, y },
      { x: x + w, y },
      { x: x + w, y: y + w },
      { x, y: y + w },
    ],
  });
  it('of two scenery names that would overprint, the larger piece keeps its name', () => {
    const kept = placeSceneryLabels([block('small', 10, 10, 1), block('big', 9, 9.5, 4)], 0.5, within);
    expect([...kept.keys()]).toEqual(['big']);
  });
  it('names far apart are all written, none off the table', () => {
    const kept = placeSceneryLabels(
      [block('a', 2, 2, 3), block('b', 30, 30, 3), block('edge', 47.5, 20, 0.4)],
      0.5,
      within,
    );
    expect([...kept.keys()].sort()).toEqual(['a', 'b']);
  });
  it('whatever the scenery, no two written names overlap (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            x: fc.double({ min: 0, max: 44, noNaN: true }),
            y: fc.double({ min: 0, max: 44, noNaN: true }),
            w: fc.double({ min: 0.5, max: 4, noNaN: true }),
          }),
          { maxLength: 30 },
        ),
        (rects) => {
          const boxes = [
            ...placeSceneryLabels(
              rects.map((r, i) => block(`s${String(i)}`, r.x, r.y, r.w)),
              0.45,
              within,
            ).values(),
          ];
          for (let i = 0; i < boxes.length; i++)
            for (let j = i + 1; j < boxes.length; j++) {
              const a = boxes[i]!;
              const b = boxes[j]!;
              expect(a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1).toBe(false);
            }
        },
      ),
    );
  });
});

describe('presenter mode: names a club room reads (issue 31)', () => {
  it.each([3, 7.6, 12, 20, 44, 80, 120])('at %f px/in a caption is at least 24 px', (scale) => {
    expect(captionSize(scale, boostFor(true)) * scale).toBeGreaterThanOrEqual(24);
    expect(captionSize(scale, boostFor(false)) * scale).toBeGreaterThanOrEqual(MIN_CAPTION_PX);
  });
});
