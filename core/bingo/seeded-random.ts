/**
 * mulberry32: a tiny 32-bit PRNG, deterministic on every platform. It lays out cards (a contract,
 * see docs/card-generator.md) and drives seeded property tests; it never draws balls.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return (z ^ (z >>> 14)) >>> 0;
  };
}

/** floor(u32 * bound / 2^32): an integer in [0, bound), exact in doubles for bound <= 2^21. */
export function randomBelow(next: () => number, bound: number): number {
  return Math.floor((next() * bound) / 4294967296);
}
