import { stagesOf } from '@core/bingo/patterns/game-patterns';
import { amountToCents, centsToAmount } from '@core/money';
import type { PayoutInPlay } from '@core/odds/game-odds';
import type { PayoutJudged, StartPreview } from '@core/schemas/start-preview';
import type { Db } from '../db/client';
import { shopCardsNow } from './game-cards';
import { oddsOfStart } from './game-odds';
import { runningJackpots } from './jackpot-rules';
import type { StartGameInput } from './start-game';
import { startTerms } from './start-game';

const percent = (chance: number) => Math.round(chance * 1_000_000) / 10_000;

/** A payout as the start judged it, for answers (the chance in percent, to 4 decimals). */
export const judgedPayout = (payout: PayoutInPlay): PayoutJudged => ({
  kind: payout.kind,
  id: payout.id,
  patterns: payout.patterns.map(({ key, name }) => ({ key, name })),
  within_calls: payout.within_calls,
  chance_percent: percent(payout.chance),
  accepted_percent: percent(payout.accepted),
  in_play: payout.in_play,
});

/**
 * What a start with this body would judge, computed as the start computes it and changing
 * nothing: the fee, the prize and the odds of every payout beyond the pool (decision 043).
 */
export async function previewStart(
  db: Db,
  input: Omit<StartGameInput, 'beaconRound'>,
): Promise<StartPreview> {
  const terms = await startTerms(db, input);
  const { shop, played, plan, money, poolCents } = terms;
  const odds = await oddsOfStart(
    db,
    {
      shopId: shop.id,
      mode: played.mode,
      plan,
      training: terms.training,
      facts: { cardsNamed: terms.withCards, feeCents: money.feeCents, poolCents },
      minFeeCents: terms.minFeeCents,
      cards: async () =>
        (await shopCardsNow(db, shop.id, played.mode, terms.cards)).map((sold) => sold.card),
    },
    input.today,
  );
  const jackpots = shop.id === null ? [] : await runningJackpots(db, shop.id, input.today);
  const amountOf = (payout: PayoutInPlay): bigint =>
    payout.kind === 'jackpot'
      ? (jackpots.find((jackpot) => jackpot.id === payout.id)?.balanceCents ?? 0n)
      : amountToCents(stagesOf(plan)[payout.id]?.bonus?.amount ?? 0);
  return {
    amount: centsToAmount(poolCents),
    fee: centsToAmount(money.feeCents),
    prize: centsToAmount(money.prizeCents),
    payouts: odds.payouts.map((payout) => ({
      ...judgedPayout(payout),
      amount: centsToAmount(amountOf(payout)),
    })),
  };
}
