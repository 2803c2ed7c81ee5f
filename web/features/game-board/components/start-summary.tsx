import type { GameSettingsLimits } from '@core/schemas/game-settings';
import { NextDrawCommitment } from '@web/components/fair-draw-status';
import { StartFeeSummary } from '@web/components/start-fee';
import type { StartGameInput } from '@web/lib/start-game';
import { PayoutOdds } from './payout-odds';
import { ShopLimitsLine } from './shop-limits-line';

/**
 * What the cashier sees of a start before pressing it: the shop's limits, the fee, the next
 * game's commitment (public before these cards are sold, decision 054) and what it could pay.
 */
export function StartSummary({
  limits,
  chosen,
  winPercentage,
  shopId,
  runningGameId,
  oddsInput,
}: {
  limits: GameSettingsLimits | undefined;
  chosen: { cards: number; cardValue: number; prize: number };
  winPercentage: number;
  /** The cashier's shop; null for staff who only look. */
  shopId: number | null;
  runningGameId: number | null;
  oddsInput: StartGameInput | null;
}) {
  return (
    <>
      <ShopLimitsLine limits={limits} chosen={chosen} />
      <StartFeeSummary
        cards={chosen.cards}
        cardValue={chosen.cardValue}
        winPercentage={winPercentage}
      />
      {shopId !== null && (
        <NextDrawCommitment
          shopId={shopId}
          gameId={runningGameId}
          className="rounded-xl border border-line bg-surface px-3 py-2 text-xs text-ink-muted"
        />
      )}
      <PayoutOdds input={oddsInput} />
    </>
  );
}
