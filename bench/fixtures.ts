import { baseRadiusInches, type Facing } from '../src/rules/index.ts';

/** A deterministic pseudo-random sequence (mulberry32) so every bench run measures the same table. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 30 pieces of both sides spread over a 48" × 48" table, S1..S8, mixed 180°/360° arcs. */
export function thirtyPieceTable(seed = 42): Facing[] {
  const rnd = seeded(seed);
  return Array.from({ length: 30 }, (_, i) => {
    const s = 1 + Math.floor(rnd() * 8);
    return {
      x: 2 + rnd() * 44,
      y: 2 + rnd() * 44,
      r: baseRadiusInches(s),
      facing: rnd() * 360,
      arc: i % 4 === 0 ? 360 : 180,
    };
  });
}
