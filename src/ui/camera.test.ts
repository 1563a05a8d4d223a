import { describe, expect, it } from 'vitest';
import { FOLLOW_MAX_SCALE, fitCamera, followCamera } from './camera.ts';

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
