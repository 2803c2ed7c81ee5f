/** A set of ball numbers 0..127 as four 32-bit words: one event's needed numbers. */
export type NumberSet = Uint32Array;

const WORDS = 4;

export function numberSet(numbers: Iterable<number>): NumberSet {
  const set = new Uint32Array(WORDS);
  for (const n of numbers) set[n >>> 5] = (set[n >>> 5] as number) | (1 << (n & 31));
  return set;
}

function bitsIn(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

export function sizeOf(set: NumberSet): number {
  let size = 0;
  for (let w = 0; w < WORDS; w++) size += bitsIn(set[w] as number);
  return size;
}

function holds(outer: NumberSet, inner: NumberSet): boolean {
  for (let w = 0; w < WORDS; w++)
    if (((inner[w] as number) & ~(outer[w] as number)) !== 0) return false;
  return true;
}

/**
 * The sets that hold no other set, each once: an event whose numbers hold another event's happens
 * only with it, so it adds nothing to their union.
 */
export function minimalSets(sets: readonly NumberSet[]): NumberSet[] {
  const sorted = [...sets].sort((a, b) => sizeOf(a) - sizeOf(b));
  const kept: NumberSet[] = [];
  for (const set of sorted) if (!kept.some((inner) => holds(set, inner))) kept.push(set);
  return kept;
}

/**
 * The exact chance that every number of at least one set is drawn, by inclusion-exclusion: each
 * intersection "all these numbers drawn" is the chance of all of their union, from `table` (the
 * chance that m given numbers are all drawn, by m). A union whose chance is 0 is not extended:
 * every larger union is 0 too. 2^sets terms at most: keep sets to a dozen or so.
 */
export function exactUnionChance(sets: readonly NumberSet[], table: Float64Array): number {
  let total = 0;
  const walk = (start: number, union: NumberSet, sign: number): void => {
    for (let i = start; i < sets.length; i++) {
      const next = union.map((word, w) => word | (sets[i] as NumberSet)[w]!) as NumberSet;
      const chance = table[sizeOf(next)] ?? 0;
      if (chance === 0) continue;
      total += sign * chance;
      walk(i + 1, next, -sign);
    }
  };
  walk(0, new Uint32Array(WORDS), 1);
  return Math.min(1, Math.max(0, total));
}
