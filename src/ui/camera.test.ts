import { describe, expect, it } from 'vitest';
import { FOLLOW_MAX_SCALE, fitCamera, followCamera, tableTurned, unturn } from './camera.ts';
import { directionWord, turnedText } from '../rules/index.ts';

const table = { width: 48, depth: 48, zoneDepth: 12 };
const phone = { width: 390, height: 420 };
const onScreen = (cam: { x: number; y: number; scale: number }, p: { x: number; y: number }) => ({
  x: p.x * cam.scale + cam.x,
  y: p.y * cam.scale + cam.y,
});
const seen = (cam: { x: number; y: number; scale: number }, p: { x: number; y: number }, v = phone) => {
  const s = onScreen(cam, p);
  return s.x >= 0 && s.x <= v.width && s.y >= 0 && s.y <= v.height;
};

describe('the camera follows the action', () => {
  const fitted = fitCamera(table, phone.width, phone.height);
  it('frames a lone Order on a phone at a readable size, the piece on the screen', () => {
    const cam = followCamera(fitted, phone, [{ x: 30, y: 20 }], table);
    expect(cam?.scale).toBe(FOLLOW_MAX_SCALE);
    expect(seen(cam!, { x: 30, y: 20 })).toBe(true);
    expect(onScreen(cam!, { x: 30, y: 20 }).x).toBeCloseTo(phone.width / 2, 6);
  });
  it('frames an Order and its reactors together, zooming out as far as it must', () => {
    const points = [
      { x: 10, y: 10 },
      { x: 30, y: 36 },
    ];
    const cam = followCamera(fitted, phone, points, table)!;
    expect(cam.scale).toBeCloseTo(Math.min(390 / 30, 420 / 36), 6);
    for (const p of points) expect(seen(cam, p)).toBe(true);
  });
  it('never zooms out past the whole table', () => {
    const cam = followCamera(
      fitted,
      phone,
      [
        { x: 0, y: 0 },
        { x: 48, y: 48 },
      ],
      table,
    );
    expect(cam === null || cam.scale === fitted.scale).toBe(true);
  });
  it('holds the table against the screen edge rather than showing empty floor', () => {
    const cam = followCamera(fitted, phone, [{ x: 1, y: 1 }], table)!;
    expect(cam.x).toBe(0);
    expect(cam.y).toBe(0);
  });
  it('stays put when the action is already framed (no jitter between the steps of an Order)', () => {
    const cam = followCamera(fitted, phone, [{ x: 24, y: 24 }], table)!;
    expect(followCamera(cam, phone, [{ x: 24, y: 24 }], table)).toBeNull();
    expect(
      followCamera(
        cam,
        phone,
        [
          { x: 24, y: 24 },
          { x: 25, y: 26 },
        ],
        table,
      ),
    ).toBeNull();
    expect(followCamera(fitted, phone, [], table)).toBeNull();
  });
});

describe('each seat sees the table from its own side (issue 31)', () => {
  const table = { width: 48, depth: 48, zoneDepth: 12 };
  it.each([
    ['A', true],
    ['B', false],
    ['public', false],
    ['referee', false],
  ] as const)('%s sees it turned: %s', (viewer, turned) => {
    expect(tableTurned({ viewer, table })).toBe(turned);
  });
  it('a table without zones is seen as laid out', () => {
    expect(tableTurned({ viewer: 'A', table: { ...table, zoneDepth: 0 } })).toBe(false);
  });
  it('a point of the turned screen is the point through the centre on the screen laid out', () => {
    expect(unturn({ x: 10, y: 20 }, 800, 600)).toEqual({ x: 790, y: 580 });
  });
});

describe('directions in the words of a turned screen', () => {
  it.each([
    [90, 'down the table, towards Player B', 'up the table, towards Player B'],
    [270, 'up the table, towards Player A', 'down the table, towards Player A'],
    [0, 'right', 'left'],
    [45, 'down-right', 'up-left'],
  ])('%i°: "%s" laid out, "%s" turned', (d, laidOut, turned) => {
    expect(directionWord(d)).toBe(laidOut);
    expect(directionWord(d, true)).toBe(turned);
  });
  it('a log line is read in the turned words, its numbers unchanged; other brackets stay', () => {
    expect(
      turnedText('It turns to 90° (down the table, towards Player B), then 45° (down-right); 3° (of arc).'),
    ).toBe('It turns to 90° (up the table, towards Player B), then 45° (up-left); 3° (of arc).');
  });
});
