/** Seeds of drill rounds: whole numbers that fit 32 bits, so they are short to read out and type. */
export const MAX_SEED = 0xffffffff;

/** A fresh seed from the browser's random source (the rounds themselves are seeded, not random). */
export function newSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return (a[0] ?? 1) % 1_000_000;
}

/** The seed a typed text names, or null when it is not a whole number in range. */
export function parseSeed(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,10}$/.test(t)) return null;
  const n = Number(t);
  return n <= MAX_SEED ? n : null;
}
