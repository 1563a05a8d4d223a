import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { Seat } from '../rules/index.ts';

/**
 * A game's randomness (ARCHITECTURE.md §10): the dice and the opaque ids. Both are secrets: the seat
 * that could predict a die would choose its declarations by it, and ids drawn in order would tell
 * the order and number of the other seat's pieces and troopers.
 *
 * - Dice are HMAC-SHA-256 of a 256-bit key and a counter: nobody without the key can tell the next
 *   die from the dice already seen, however many were rolled.
 * - Ids come from other keys, one stream per seat and kind (troopers, pieces) and one for scenery, so
 *   one seat's ids never depend on what the other seat has or did, and carry no order or count.
 * - Whatever is random is recorded in the game (its `RandomSpec`), so a replay is exact.
 */

/** How a game's randomness is seeded. Recorded with the game (a secret of both seats), never in a view. */
export type RandomSpec =
  /** 256 bits from the platform's cryptographic source (hex): every hot-seat game. */
  | { key: string }
  /**
   * A typed public seed for the dice (drills and scenarios, whose dice fall as their example tells);
   * ids come from `idKey` (a secret drawn at the start) or, without it, from the seed too.
   */
  | { seed: number; idKey?: string }
  /** Games saved before the format kept a key: one 32-bit seeded stream gives dice and ids, as then. */
  | { legacy: number };

/**
 * Tests only, never saved: the dice are these, in this order (ids as with seed 0). Running out is an
 * error, so a test states every die its situation rolls instead of searching for a seed.
 */
export type GivenDice = { given: readonly number[] };

/** A counter-mode stream: the key (hex) and how many values it has given. */
export interface KeyedStream {
  key: string;
  n: number;
}

/** The generator state held in the game state: the dice, and the id streams (or 'dice' for legacy games). */
export interface RandomState {
  dice: SavedRandomState['dice'] | { given: readonly number[]; n: number };
  ids: SavedRandomState['ids'];
}

/** A generator state as a saved game may hold it (given dice are never saved). */
export interface SavedRandomState {
  dice: KeyedStream | { xoro: number[]; n: number };
  ids: { key: string; n: Record<string, number> } | 'dice';
}

/** The state as it may be saved; a game with given dice (tests only) cannot be. */
export function savedRandom(r: RandomState): SavedRandomState {
  const dice = r.dice;
  if ('given' in dice) throw new Error('A game with given dice is not kept.');
  return { dice, ids: r.ids };
}

/** The id streams: one per seat and kind, one for the table's scenery. */
export type IdStream = `${Seat}:trooper` | `${Seat}:piece` | 'scenery';

const KEY_HEX = /^[0-9a-f]{64}$/;

/** Whether a text is a 256-bit key in hex (the form keys are recorded in). */
export function isKeyHex(s: string): boolean {
  return KEY_HEX.test(s);
}

function derive(key: string, label: string): string {
  return bytesToHex(hmac(sha256, hexToBytes(key), utf8ToBytes(label)));
}

function seedKey(seed: number, label: string): string {
  return bytesToHex(sha256(utf8ToBytes(`marker-table ${label} seed ${String(seed)}`)));
}

/** The starting generator state of a spec. */
export function startRandom(spec: RandomSpec | GivenDice): RandomState {
  if ('legacy' in spec) {
    return { dice: { xoro: [...xoroshiro128plus(spec.legacy).getState()], n: 0 }, ids: 'dice' };
  }
  if ('given' in spec) {
    if (spec.given.some((d) => !Number.isInteger(d) || d < 1 || d > 20)) {
      throw new Error('Given dice must be whole numbers from 1 to 20.');
    }
    return { dice: { given: [...spec.given], n: 0 }, ids: { key: seedKey(0, 'ids'), n: {} } };
  }
  if ('key' in spec) {
    return { dice: { key: derive(spec.key, 'dice'), n: 0 }, ids: { key: derive(spec.key, 'ids'), n: {} } };
  }
  const ids = spec.idKey ? derive(spec.idKey, 'ids') : seedKey(spec.seed, 'ids');
  return { dice: { key: seedKey(spec.seed, 'dice'), n: 0 }, ids: { key: ids, n: {} } };
}

/** The 32-bit words of the block a keyed stream gives at position n. */
function block(key: string, label: string, n: number): Uint32Array {
  const mac = hmac(sha256, hexToBytes(key), utf8ToBytes(`${label}:${String(n)}`));
  const view = new DataView(mac.buffer, mac.byteOffset, mac.byteLength);
  return Uint32Array.from({ length: 8 }, (_, i) => view.getUint32(i * 4, true));
}

/** An integer in [from, to] from a keyed stream's next block, unbiased (rejection of the top words). */
function keyedInt(s: KeyedStream, label: string, from: number, to: number): [number, KeyedStream] {
  const size = to - from + 1;
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  for (let n = s.n; ; n++) {
    const word = [...block(s.key, label, n)].find((w) => w < limit);
    if (word !== undefined) return [from + (word % size), { key: s.key, n: n + 1 }];
  }
}

function xoroInt(state: readonly number[], from: number, to: number): [number, number[]] {
  const g = xoroshiro128plusFromState(state);
  const value = uniformInt(g, from, to);
  return [value, [...g.getState()]];
}

/** Rolls one d20 (RULES.md §8) and returns it with the next generator state (the input is untouched). */
export function rollD20(r: RandomState): [number, RandomState] {
  if ('xoro' in r.dice) {
    const [value, xoro] = xoroInt(r.dice.xoro, 1, 20);
    return [value, { ...r, dice: { xoro, n: r.dice.n + 1 } }];
  }
  if ('given' in r.dice) {
    const value = r.dice.given[r.dice.n];
    if (value === undefined) {
      throw new Error(`The given dice ran out: ${String(r.dice.given.length)} were given.`);
    }
    return [value, { ...r, dice: { given: r.dice.given, n: r.dice.n + 1 } }];
  }
  const [value, dice] = keyedInt(r.dice, 'd20', 1, 20);
  return [value, { ...r, dice }];
}

/** How many dice the generator has given: undo keeps the furthest count (dice are never rolled twice). */
export function diceDrawn(r: RandomState): number {
  return r.dice.n;
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const ID_LENGTH = 8;

/**
 * An opaque id (ARCHITECTURE.md §5) from its own stream: `prefix` and eight characters that carry no
 * order, no count and nothing of the dice. Ids already `taken` are skipped.
 */
export function mintId(
  r: RandomState,
  stream: IdStream,
  prefix: string,
  taken: (id: string) => boolean,
): [string, RandomState] {
  if (r.ids === 'dice') return legacyId(r, prefix, taken);
  const ids = r.ids;
  for (let n = ids.n[stream] ?? 0; ; n++) {
    const words = block(ids.key, stream, n);
    let id = prefix;
    for (let i = 0; i < ID_LENGTH; i++) id += ALPHABET[(words[i] ?? 0) % ALPHABET.length] ?? 'x';
    if (!taken(id)) return [id, { ...r, ids: { key: ids.key, n: { ...ids.n, [stream]: n + 1 } } }];
  }
}

/** Ids of games saved before the id streams: six characters drawn from the dice stream, as they were. */
function legacyId(r: RandomState, prefix: string, taken: (id: string) => boolean): [string, RandomState] {
  if (!('xoro' in r.dice)) throw new Error('Legacy ids need the legacy dice stream.');
  let { xoro, n } = r.dice;
  for (;;) {
    let id = prefix;
    for (let i = 0; i < 6; i++) {
      const [k, next] = xoroInt(xoro, 0, ALPHABET.length - 1);
      xoro = next;
      n++;
      id += ALPHABET[k] ?? 'x';
    }
    if (!taken(id)) return [id, { ...r, dice: { xoro, n } }];
  }
}

/**
 * A secret spec from 32 random bytes of a cryptographic source (the store passes the platform's):
 * the engine itself never draws from outside, so it stays pure and replayable.
 */
export function secretSpec(bytes: Uint8Array): { key: string } {
  if (bytes.length !== 32) throw new Error('A game key is 32 random bytes.');
  return { key: bytesToHex(bytes) };
}
