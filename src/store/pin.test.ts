// Per-seat PINs: stored only as a salted hash, matched exactly.
import { describe, expect, it, vi } from 'vitest';
import { lockPin, pinMatches } from './pin.ts';

describe('when a seat sets a PIN', () => {
  it('keeps only a salt and a hash, never the digits', async () => {
    const lock = await lockPin('4711', 1000);
    expect(Object.keys(lock).sort()).toEqual(['hash', 'iterations', 'salt']);
    expect(JSON.stringify(lock)).not.toContain('4711');
    expect(lock.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(lock.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('salts each lock differently, so two seats with the same PIN get different hashes', async () => {
    const [a, b] = await Promise.all([lockPin('1234', 1000), lockPin('1234', 1000)]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it.each([
    ['4711', true],
    ['4712', false],
    ['471', false],
    ['47110', false],
    ['', false],
  ])('matches %j: %s', async (pin, expected) => {
    const lock = await lockPin('4711', 1000);
    expect(await pinMatches(pin, lock)).toBe(expected);
  });

  it.each(['123', '123456789', '12a4', ' 1234'])('refuses %j as a PIN', async (pin) => {
    await expect(lockPin(pin, 1000)).rejects.toThrow('4 to 8 digits');
  });
});

describe('a page with no crypto.subtle (plain http from another address, as a phone on the Wi-Fi)', () => {
  it('works the same PBKDF2 out in script: a lock made either way opens either way', async () => {
    const lock = await lockPin('2468', 1000);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    try {
      expect(await pinMatches('2468', lock)).toBe(true);
      expect(await pinMatches('1357', lock)).toBe(false);
      const scripted = await lockPin('1111', 1000);
      vi.unstubAllGlobals();
      expect(await pinMatches('1111', scripted)).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
