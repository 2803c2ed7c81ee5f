import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson } from '../canonical-json';
import { sha256Hex } from '../crypto/sha256';
import { shuffleDrawOrder } from '../bingo/shuffle';

/**
 * The draw nobody can steer (decision 054): a seed committed before sales, the sold cards sealed
 * at the start, and a public beacon round published after the seal. Pure, so the server, central's
 * judge of hall games and the verify page in the browser all compute the same order.
 */

/** Draw format 1: the order drawn at the start and committed with its salt. 2: this one. */
export const DRAW_FORMATS = [1, 2] as const;
export type DrawFormat = (typeof DRAW_FORMATS)[number];

export const SEED_BYTES = 32;
const SEED_HEX = /^[0-9a-f]{64}$/;

export function isSeed(seed: unknown): seed is string {
  return typeof seed === 'string' && SEED_HEX.test(seed);
}

/** The commitment published before sales: SHA-256 of the seed's 32 bytes, lowercase hex. */
export function seedCommitment(seed: string): string {
  if (!isSeed(seed)) throw new RangeError('A seed is 32 bytes of lowercase hex');
  return sha256Hex(hexToBytes(seed));
}

/** What the seal covers: the sold cards, which grids they are, the balls and the patterns. */
export interface SealedSale {
  /** The sold card numbers (any order: sealed sorted); empty for a start that named none. */
  cards: readonly number[];
  /** The shop's saved-card set and revision whose grids the numbers mean; null: generated cards. */
  card_set: { set_id: number; revision: number } | null;
  mode: string;
  plan: unknown;
}

/** The sealed text: canonical JSON (keys sorted, no spaces) with the cards sorted ascending. */
export function sealText(sale: SealedSale): string {
  const cards = [...sale.cards].sort((a, b) => a - b);
  return canonicalJson({
    cards,
    card_set: sale.card_set,
    mode: sale.mode,
    plan: sale.plan ?? null,
  });
}

/** The seal shown before ball 1: SHA-256 of the sealed text, lowercase hex. */
export function sealOf(sale: SealedSale): string {
  return sha256Hex(sealText(sale));
}

/** A public beacon round as the server verified it (core/fair-draw/drand.ts). */
export interface VerifiedBeacon {
  /** The drand chain's hash (quicknet). */
  chain: string;
  round: number;
  signature: string;
  randomness: string;
}

/** What a draw is derived from; `beacon` null is an offline draw (no public round reached it). */
export interface DrawInputs {
  seed: string;
  seal: string;
  /** The public round's randomness (SHA-256 of its signature, lowercase hex), or null offline. */
  beacon: string | null;
  /** 0 for the first order, n after the game's n-th reset. */
  resetCount: number;
}

/**
 * The random stream: block i is HMAC-SHA256 with the seed's bytes as key over the UTF-8 text
 * `bingo-hall draw 2|<seal>|<beacon randomness or "offline">|<reset count>|<i>`, read as
 * big-endian 32-bit words.
 */
function wordStream(inputs: DrawInputs): () => number {
  const key = hexToBytes(inputs.seed);
  const prefix = `bingo-hall draw 2|${inputs.seal}|${inputs.beacon ?? 'offline'}|${inputs.resetCount}|`;
  let block = 0;
  let words: number[] = [];
  return () => {
    if (words.length === 0) {
      const bytes = hmac(sha256, key, utf8ToBytes(`${prefix}${block++}`));
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      words = Array.from({ length: 8 }, (_, i) => view.getUint32(i * 4, false));
    }
    return words.shift() as number;
  };
}

/**
 * The draw order of `balls` (ascending, as ballsInPlay gives them): Fisher-Yates (shuffle.ts)
 * where randomInt(n) takes the next word w of the stream, skipping any w at or above the largest
 * multiple of n below 2^32 (so every value is equally likely), and answers w mod n.
 */
export function deriveDrawOrder(inputs: DrawInputs, balls: readonly number[]): number[] {
  if (!isSeed(inputs.seed)) throw new RangeError('A seed is 32 bytes of lowercase hex');
  const next = wordStream(inputs);
  const randomInt = (n: number) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const word = next();
      if (word < limit) return word % n;
    }
  };
  return shuffleDrawOrder(balls.length, randomInt).map((position) => balls[position - 1] as number);
}
