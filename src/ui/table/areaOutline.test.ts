// The outline of a Hacking Area made of several circles (D150): the arcs inside no other circle.
import { describe, expect, it } from 'vitest';
import { unionOutline } from './areaOutline.ts';

const points = (runs: number[][]) =>
  runs.flatMap((r) => Array.from({ length: r.length / 2 }, (_, i) => ({ x: r[2 * i]!, y: r[2 * i + 1]! })));

describe('unionOutline', () => {
  it('a lone circle: one closed run on its rim', () => {
    const runs = unionOutline([{ x: 0, y: 0, radius: 8.5 }]);
    expect(runs).toHaveLength(1);
    for (const p of points(runs)) expect(Math.hypot(p.x, p.y)).toBeCloseTo(8.5, 6);
  });

  it('two apart: two runs, one per circle', () => {
    expect(
      unionOutline([
        { x: 0, y: 0, radius: 8.5 },
        { x: 30, y: 0, radius: 8.5 },
      ]),
    ).toHaveLength(2);
  });

  it('two overlapping: no point of the outline lies inside the other circle', () => {
    const circles = [
      { x: 0, y: 0, radius: 8.5 },
      { x: 10, y: 0, radius: 8.5 },
    ];
    const runs = unionOutline(circles);
    expect(runs).toHaveLength(2);
    for (const p of points(runs))
      for (const c of circles)
        expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeGreaterThanOrEqual(c.radius - 1e-6);
  });

  it('a circle inside another adds nothing to the outline', () => {
    const runs = unionOutline([
      { x: 0, y: 0, radius: 8.5 },
      { x: 1, y: 0, radius: 2 },
    ]);
    expect(runs).toHaveLength(1);
  });

  it('no circles: no outline', () => {
    expect(unionOutline([])).toEqual([]);
  });
});
