import { describe, expect, it } from 'vitest';
import { jackpotTriggers, jackpotWinRoute } from './win-trigger';

const drawn = { manual: false };
const byHand = { manual: true };

describe('jackpotWinRoute', () => {
  it('pays a win on drawn balls, never one that needed a hand call among draws', () => {
    expect(jackpotWinRoute([drawn, drawn, byHand], false)).toBe('pay');
    expect(jackpotWinRoute([drawn, byHand], true)).toBe('none');
  });

  it('asks the agent when every call of the game was by hand', () => {
    expect(jackpotWinRoute([byHand, byHand, byHand, byHand], true)).toBe('await_approval');
  });
});

describe('jackpotTriggers', () => {
  it('random: 1 in frequency from the random source; cumulative: within its call limit', () => {
    const random = { jackpotType: 'random', frequency: 10, callLimit: 20 } as const;
    expect(jackpotTriggers(random, 50, () => 0)).toBe(true);
    expect(jackpotTriggers(random, 5, () => 3)).toBe(false);
    const cumulative = { ...random, jackpotType: 'cumulative' } as const;
    expect(jackpotTriggers(cumulative, 20, () => 9)).toBe(true);
    expect(jackpotTriggers(cumulative, 21, () => 0)).toBe(false);
  });
});
