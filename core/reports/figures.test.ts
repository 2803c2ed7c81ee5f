import { describe, expect, it } from 'vitest';
import { averageBetCents, feeKeptCents, prizeOfGameCents, winRatePercent } from './figures';

describe('figures', () => {
  it('keeps the fee of a game cancelled after a call, refunds it before', () => {
    expect(feeKeptCents({ status: 'cancelled', played: true, feeCents: 230n })).toBe(230n);
    expect(feeKeptCents({ status: 'cancelled', played: false, feeCents: 230n })).toBe(0n);
    expect(feeKeptCents({ status: 'completed', played: true, feeCents: 230n })).toBe(230n);
  });

  it('shows no prize for a cancelled game', () => {
    expect(prizeOfGameCents({ status: 'cancelled', prizeCents: 9600n })).toBe(0n);
    expect(prizeOfGameCents({ status: 'active', prizeCents: 9600n })).toBe(9600n);
    expect(prizeOfGameCents({ status: 'completed', prizeCents: 9600n })).toBe(9600n);
  });

  it('counts the win rate over completed games', () => {
    expect(winRatePercent(1, 2)).toBe(50);
    expect(winRatePercent(2, 3)).toBe(66.67);
    expect(winRatePercent(0, 0)).toBe(0);
  });

  it('averages bets half up to the cent', () => {
    expect(averageBetCents(1001n, 2n)).toBe(501n);
    expect(averageBetCents(15000n, 2n)).toBe(7500n);
    expect(averageBetCents(0n, 0n)).toBe(0n);
  });
});
