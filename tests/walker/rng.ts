// The walker's own seeded generator (pure-rand's xoroshiro128+): the same seed walks the same game,
// so a failure names the seed that replays it. Separate from the game's dice, which the engine draws.
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

export interface Rng {
  /** A whole number from 0 to n − 1 (0 when n ≤ 1). */
  int(n: number): number;
  /** A number in [0, 1), in steps of 2^−30. */
  float(): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One of the items, or undefined when there is none. */
  pick<T>(xs: readonly T[]): T | undefined;
}

/** SplitMix32: four well-mixed words from one seed (xoroshiro's own seeding makes near seeds walk alike). */
function seedWords(seed: number): number[] {
  let x = seed >>> 0;
  return [0, 1, 2, 3].map(() => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) | 0;
  });
}

export function makeRng(seed: number): Rng {
  const g = xoroshiro128plusFromState(seedWords(seed));
  const int = (n: number) => (n <= 1 ? 0 : uniformInt(g, 0, n - 1));
  const float = () => uniformInt(g, 0, 0x3fffffff) / 0x40000000;
  return {
    int,
    float,
    chance: (p) => float() < p,
    pick: (xs) => (xs.length ? xs[int(xs.length)] : undefined),
  };
}

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(rng: Rng, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Rounds to a thousandth of an inch (and −0 to 0), as a saved game would hold it. */
export function r3(v: number): number {
  return Math.round(v * 1000) / 1000 + 0;
}
