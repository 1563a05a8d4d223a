// The outline of a Hacking Area drawn as one shape (RULES.md §18.13.1, D150): pure geometry for HackingMarks.

/** One circle of a Hacking Area on the table: a centre and its radius (base plus reach), in inches. */
export interface AreaCircle {
  x: number;
  y: number;
  radius: number;
}

/** How many points each circle's outline is sampled at for the union's edge. */
const OUTLINE_STEPS = 144;

/**
 * The outline of a union of circles as open polylines (flat x, y lists): each circle's arcs that lie
 * inside no other circle. A lone circle gives one closed run. Pure, for the drawing below.
 */
export function unionOutline(circles: readonly AreaCircle[]): number[][] {
  const runs: number[][] = [];
  circles.forEach((c, i) => {
    const outside = (a: number) => {
      const x = c.x + c.radius * Math.cos(a);
      const y = c.y + c.radius * Math.sin(a);
      return circles.every((o, j) => j === i || Math.hypot(x - o.x, y - o.y) >= o.radius - 1e-6);
    };
    const step = (2 * Math.PI) / OUTLINE_STEPS;
    // Start the walk at a point inside another circle, so no run is cut at the seam.
    const start = [...Array(OUTLINE_STEPS).keys()].find((k) => !outside(k * step)) ?? 0;
    let run: number[] = [];
    for (let k = 0; k <= OUTLINE_STEPS; k++) {
      const a = (start + k) * step;
      if (outside(a)) run.push(c.x + c.radius * Math.cos(a), c.y + c.radius * Math.sin(a));
      else if (run.length) {
        runs.push(run);
        run = [];
      }
    }
    if (run.length) runs.push(run);
  });
  return runs;
}
