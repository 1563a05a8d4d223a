import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** The generator state for a seed; stored in the game state so games replay exactly. */
export function seedRng(seed: number): number[] {
  return [...xoroshiro128plus(seed).getState()];
}

/** Draws an integer in [from, to] and returns it with the next generator state (the input is untouched). */
export function drawInt(rng: readonly number[], from: number, to: number): [number, number[]] {
  const g = xoroshiro128plusFromState(rng);
  const value = uniformInt(g, from, to);
  return [value, [...g.getState()]];
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * An opaque id: random characters from the game's generator, so ids do not reveal placement
 * order or link a marker to a trooper (ARCHITECTURE.md §5).
 */
export function drawId(
  rng: readonly number[],
  prefix: string,
  taken: (id: string) => boolean,
): [string, number[]] {
  let state = [...rng];
  for (;;) {
    let id = prefix;
    for (let i = 0; i < 6; i++) {
      const [n, next] = drawInt(state, 0, ALPHABET.length - 1);
      state = next;
      id += ALPHABET[n] ?? 'x';
    }
    if (!taken(id)) return [id, state];
  }
}
