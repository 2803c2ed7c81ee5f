import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { sha256Hex } from '../crypto/sha256';
import { describe, expect, it } from 'vitest';
import { isDrawOrder } from '../bingo/shuffle';
import { deriveDrawOrder, sealOf, sealText, seedCommitment, type DrawInputs } from './fair-draw';

const seed = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const balls = Array.from({ length: 75 }, (_, i) => i + 1);
const inputs: DrawInputs = { seed, seal: 'ab'.repeat(32), beacon: 'cd'.repeat(32), resetCount: 0 };

/** The formula of docs/game-rules.md written again with node:crypto, as a player's script would. */
function independentOrder(draw: DrawInputs, count: number): number[] {
  const words: number[] = [];
  let block = 0;
  const next = () => {
    if (words.length === 0) {
      const text = `bingo-hall draw 2|${draw.seal}|${draw.beacon ?? 'offline'}|${draw.resetCount}|${block++}`;
      const digest = hmac(sha256, hexToBytes(draw.seed), utf8ToBytes(text));
      const view = new DataView(digest.buffer);
      for (let i = 0; i < 8; i++) words.push(view.getUint32(i * 4));
    }
    return words.shift()!;
  };
  const order = Array.from({ length: count }, (_, i) => i + 1);
  for (let i = count - 1; i > 0; i--) {
    let j: number;
    do j = next();
    while (j >= 2 ** 32 - (2 ** 32 % (i + 1)));
    j %= i + 1;
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

describe('the draw nobody can steer', () => {
  it('commits to the seed as SHA-256 of its bytes', () => {
    expect(seedCommitment(seed)).toBe(sha256Hex(hexToBytes(seed)));
    expect(() => seedCommitment('ABC')).toThrow(RangeError);
  });

  it('seals the sold cards sorted, with their grids, balls and patterns', () => {
    const sale = {
      cards: [9, 2, 5],
      card_set: { set_id: 4, revision: 2 },
      mode: 'standard',
      plan: null,
    };
    expect(sealText(sale)).toBe(
      '{"card_set":{"revision":2,"set_id":4},"cards":[2,5,9],"mode":"standard","plan":null}',
    );
    expect(sealOf(sale)).toBe(sealOf({ ...sale, cards: [2, 5, 9] }));
    // One more card sold, or another grid revision, is another seal.
    expect(sealOf({ ...sale, cards: [2, 5, 9, 10] })).not.toBe(sealOf(sale));
    expect(sealOf({ ...sale, card_set: { set_id: 4, revision: 3 } })).not.toBe(sealOf(sale));
  });

  it('derives the order any player can recompute with the written formula', () => {
    const order = deriveDrawOrder(inputs, balls);
    expect(isDrawOrder(order, 75)).toBe(true);
    expect(order).toEqual(independentOrder(inputs, 75));
    const offline = { ...inputs, beacon: null };
    expect(deriveDrawOrder(offline, balls)).toEqual(independentOrder(offline, 75));
  });

  it('gives another order for another beacon round, seal or reset, and the same one again', () => {
    const order = deriveDrawOrder(inputs, balls);
    expect(deriveDrawOrder(inputs, balls)).toEqual(order);
    expect(deriveDrawOrder({ ...inputs, beacon: 'ce'.repeat(32) }, balls)).not.toEqual(order);
    expect(deriveDrawOrder({ ...inputs, seal: 'ac'.repeat(32) }, balls)).not.toEqual(order);
    expect(deriveDrawOrder({ ...inputs, resetCount: 1 }, balls)).not.toEqual(order);
  });

  it('draws only the balls in play, each once', () => {
    const columns = [...balls.slice(0, 15), ...balls.slice(60)];
    const order = deriveDrawOrder(inputs, columns);
    expect([...order].sort((a, b) => a - b)).toEqual(columns);
  });

  it('puts every ball first about equally often over many beacon rounds', () => {
    const firsts = new Map<number, number>();
    const rounds = 7500;
    for (let round = 0; round < rounds; round++) {
      const beacon = sha256Hex(String(round));
      const first = deriveDrawOrder({ ...inputs, beacon }, balls)[0]!;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    // 100 expected per ball; chi-square over 74 degrees of freedom stays under 130 (p < 0.0001).
    const chi = balls.reduce((sum, ball) => sum + ((firsts.get(ball) ?? 0) - 100) ** 2 / 100, 0);
    expect(chi).toBeLessThan(130);
  });
});
