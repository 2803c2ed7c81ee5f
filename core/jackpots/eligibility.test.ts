import { describe, expect, it } from 'vitest';
import { jackpotIneligibility } from './eligibility';

const real = { cardsNamed: true, feeCents: 80n, poolCents: 2_000n };
const jackpot = { minPoolCents: 2_000n };

describe('jackpotIneligibility', () => {
  it('lets a game count only with named cards, the minimum fee and the minimum pool', () => {
    expect(jackpotIneligibility(real, jackpot, 50n)).toBeNull();
    expect(jackpotIneligibility(real, jackpot, 80n)).toBeNull();
    expect(jackpotIneligibility({ ...real, cardsNamed: false }, jackpot, 50n)).toBe(
      'cards_not_named',
    );
    expect(jackpotIneligibility({ ...real, feeCents: 0n }, jackpot, 50n)).toBe('fee_below_minimum');
    expect(jackpotIneligibility(real, jackpot, 81n)).toBe('fee_below_minimum');
    expect(jackpotIneligibility({ ...real, poolCents: 1_999n }, jackpot, 50n)).toBe(
      'pool_below_minimum',
    );
  });
});
