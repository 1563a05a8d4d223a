import { sha256 } from '@noble/hashes/sha2.js';
import type { PinLock } from '../engine/index.ts';

/**
 * Per-seat PINs (issue: the curtain). A PIN is never stored: only a random salt and a PBKDF2-SHA-256
 * hash of it, so a saved game or the browser storage does not give it away at a glance. A PIN only
 * keeps the other player at the same table from peeking; it is not a lock against a determined attacker.
 */
export const PIN_ITERATIONS = 100_000;
export const PIN_PATTERN = /^\d{4,8}$/;

function hex(bytes: ArrayBuffer | Uint8Array): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function unhex(s: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(new ArrayBuffer(s.length / 2));
  for (let i = 0; i < out.length; i++) out[i] = parseInt(s.slice(i * 2, i * 2 + 2), 16);
  return out;
}

async function derive(pin: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  // A page served over plain http from another address (a phone on the club's Wi-Fi opening the game
  // server) is no secure context: it has no crypto.subtle, and the same PBKDF2 is worked out in script.
  if (!(globalThis.crypto as Crypto | undefined)?.subtle) {
    const { pbkdf2Async } = await import('@noble/hashes/pbkdf2.js');
    return hex(await pbkdf2Async(sha256, new TextEncoder().encode(pin), salt, { c: iterations, dkLen: 32 }));
  }
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    256,
  );
  return hex(bits);
}

/** Salts and hashes a PIN of 4 to 8 digits. */
export async function lockPin(pin: string, iterations = PIN_ITERATIONS): Promise<PinLock> {
  if (!PIN_PATTERN.test(pin)) throw new Error('A PIN is 4 to 8 digits.');
  const salt = crypto.getRandomValues(new Uint8Array(new ArrayBuffer(16)));
  return { salt: hex(salt), hash: await derive(pin, salt, iterations), iterations };
}

/** Whether `pin` matches the lock (compared in full, not stopping at the first different digit). */
export async function pinMatches(pin: string, lock: PinLock): Promise<boolean> {
  const got = await derive(pin, unhex(lock.salt), lock.iterations);
  let diff = got.length ^ lock.hash.length;
  for (let i = 0; i < Math.min(got.length, lock.hash.length); i++) {
    diff |= got.charCodeAt(i) ^ lock.hash.charCodeAt(i);
  }
  return diff === 0;
}
