import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '@core/crypto/sha256';
import { drawnFollowOrder, recomputeCommitment } from './recompute';

const node = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('recomputeCommitment', () => {
  it('gives the server commitment of order and salt', async () => {
    expect((await recomputeCommitment([3, 1, 2], '0aff', null)).hash).toBe(node('3,1,2:0aff'));
  });
  it('falls back to the script hash, which agrees with node on every commitment length', () => {
    const order = Array.from({ length: 100 }, (_, i) => ((i * 37) % 100) + 1).join(',');
    for (let cut = 0; cut < 140; cut += 1) {
      const text = `${order.slice(0, cut)}:${'0a'.repeat(32)}`;
      expect(sha256Hex(text)).toBe(node(text));
    }
  });
});

describe('drawnFollowOrder', () => {
  it('checks the drawn balls against the start of the order', () => {
    const drawn = (numbers: number[]) => numbers.map((number) => ({ number, manual: false }));
    expect(drawnFollowOrder(drawn([3, 1]), [3, 1, 2])).toBe(true);
    expect(drawnFollowOrder(drawn([1, 3]), [3, 1, 2])).toBe(false);
    expect(drawnFollowOrder([{ number: 1, manual: true }], [3, 1, 2])).toBeNull();
  });
});
