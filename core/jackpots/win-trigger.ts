import type { RandomInt } from '../bingo/shuffle';

/** A payout that waits for the agent: pending, then approved (paid) or rejected (not paid). */
export const JACKPOT_PAYOUT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type JackpotPayoutStatus = (typeof JACKPOT_PAYOUT_STATUSES)[number];

/** How a triggered jackpot is handled for a win, by the calls the game made. */
export type JackpotWinRoute = 'pay' | 'await_approval' | 'none';

/**
 * A win that needed a hand call never triggers a jackpot on its own: the hand can call what it
 * likes. Where every call of the game was by hand (a hall with its own ball machine), a triggered
 * jackpot waits for the agent's approval instead of paying.
 */
export function jackpotWinRoute(
  calls: readonly { manual: boolean }[],
  reliedOnManualCall: boolean,
): JackpotWinRoute {
  if (calls.length > 0 && calls.every((call) => call.manual)) return 'await_approval';
  return reliedOnManualCall ? 'none' : 'pay';
}

export interface JackpotTrigger {
  jackpotType: 'random' | 'cumulative';
  frequency: number;
  callLimit: number;
}

/** random: 1 in `frequency` from the server's random source; cumulative: within its call limit. */
export function jackpotTriggers(
  jackpot: JackpotTrigger,
  calledCount: number,
  randomInt: RandomInt,
): boolean {
  return jackpot.jackpotType === 'random'
    ? randomInt(jackpot.frequency) === 0
    : calledCount <= jackpot.callLimit;
}
