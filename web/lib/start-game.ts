import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { gameEconomics } from '@core/game-economics';
import { feeOnKept } from '@core/game-fee';
import { amountToCents, centsToAmount } from '@core/money';
import type { BalanceResponse } from '@core/schemas/auth';
import type { playGameResponseSchema, startGameRequestSchema } from '@core/schemas/play-game';
import { ApiError, api } from './api-client';
import { gameAmount, saveCurrentGameId } from './board-config';
import { useIdempotencyKeys, type IdempotencyKeys } from './idempotency';
import { MAIN_SCREEN_TOAST_MS, toast } from './notify';
import { queryKeys } from './query-keys';
import { runningGameIdOf } from './running-games';
import { useFormatters } from './format';
import { serverErrorText, serverStatusText } from './validation';

export type StartGameInput = z.infer<typeof startGameRequestSchema>;
export type StartGameResponse = z.infer<typeof playGameResponseSchema>;

/** A started game takes the fee and joins the games, the cashier's figures and its shop's. */
export const REFRESHED_BY_A_START = [
  queryKeys.cashierDashboard,
  queryKeys.runningGames,
  queryKeys.myGames,
  queryKeys.balance,
  queryKeys.cashierShops,
  queryKeys.managedShops,
] as const;

/**
 * The cards sold at a value and win percentage; the mode and win conditions are the shop's, which
 * the server fills in (decision 028), so no till's browser decides them.
 */
export function startGameInput({
  cards,
  cardValue,
  winPercentage,
  shopId,
}: {
  cards: number[];
  cardValue: number;
  winPercentage: number;
  shopId?: number | null;
}): StartGameInput {
  return {
    amount: gameAmount(cards.length, cardValue),
    cards,
    card_value: cardValue,
    win_percentage: winPercentage,
    ...(shopId == null ? {} : { shop_id: shopId }),
  };
}

/** A practice game of these cards (decision 055): no pool, no card value, nothing paid. */
export function practiceGameInput({
  cards,
  shopId,
}: {
  cards: number[];
  shopId?: number | null;
}): StartGameInput {
  return { training: true, amount: 0, cards, ...(shopId == null ? {} : { shop_id: shopId }) };
}

export type FeeTerms = NonNullable<BalanceResponse['fee_terms']>;

export interface StartFee {
  fee: number;
  /** Held in the balance until the game ends: the fee on the whole pool less the fee (decision 044). */
  reserve: number;
  /** The balance once the fee is taken (below zero: the start is refused). */
  balanceAfter: number;
  /**
   * false: the server refuses this start (the balance no running game holds does not cover a fee
   * owed from before, the fee and the reserve).
   */
  covered: boolean;
}

/**
 * The fee a start of these cards takes, what it holds until the end, and the balance after it,
 * from the cashier's fee terms, by the rule the server charges with (core/game-economics.ts,
 * core/game-fee.ts); null while something is missing.
 */
export function startFee({
  cards,
  cardValue,
  winPercentage,
  balance,
  feeOwed,
  feeReserved = 0,
  terms,
}: {
  cards: number;
  cardValue: number;
  winPercentage: number;
  balance: number;
  feeOwed: number;
  /** What the cashier's running games already hold. */
  feeReserved?: number;
  terms: FeeTerms | null;
}): StartFee | null {
  if (!terms || cards < 1 || !Number.isFinite(cardValue) || cardValue <= 0) return null;
  if (!Number.isInteger(winPercentage) || winPercentage < 0 || winPercentage > 100) return null;
  const poolCents = amountToCents(gameAmount(cards, cardValue));
  const feeTerms = { feePercent: terms.fee_percent, minFeeCents: amountToCents(terms.min_fee) };
  const { feeCents } = gameEconomics(
    poolCents,
    winPercentage,
    feeTerms.feePercent,
    feeTerms.minFeeCents,
  );
  const worstCents = feeOnKept(poolCents, feeTerms);
  const reserveCents = worstCents > feeCents ? worstCents - feeCents : 0n;
  const balanceCents = amountToCents(balance);
  const availableCents = balanceCents - amountToCents(feeReserved);
  return {
    fee: centsToAmount(feeCents),
    reserve: centsToAmount(reserveCents),
    balanceAfter: centsToAmount(balanceCents - feeCents),
    covered: availableCents >= amountToCents(feeOwed) + feeCents + reserveCents,
  };
}

function insufficientParams(
  error: unknown,
): { fee: number; fee_reserved: number; balance: number; fee_owed: number } | null {
  if (!(error instanceof ApiError) || error.code !== 'insufficient_balance') return null;
  const body = error.body as { details?: { params?: Record<string, unknown> }[] } | null;
  const params = Array.isArray(body?.details) ? body.details[0]?.params : undefined;
  const { fee, balance, fee_owed: owed, fee_reserved: reserved } = params ?? {};
  if (typeof fee !== 'number' || typeof balance !== 'number') return null;
  return {
    fee,
    fee_reserved: typeof reserved === 'number' ? reserved : 0,
    balance,
    fee_owed: typeof owed === 'number' ? owed : 0,
  };
}

/**
 * Why the server refused a start, in one sentence: for a shop's running game its number (the
 * screen adds Resume); for low credit the fee and the balance (and
 * what is owed); else the server's own reason. null: the refusal says nothing specific (a network
 * failure, a 5xx), where SPEC's "Error playing game. Please try again." is the message.
 */
export function startRefusalText(
  error: unknown,
  t: TFunction,
  money: (amount: number) => string,
): string | null {
  const running = runningGameIdOf(error);
  if (running !== null) return t('runningGame.refused', { id: running });
  const low = insufficientParams(error);
  if (low)
    return low.fee_owed > 0
      ? t('startFee.refusedOwed', {
          owed: money(low.fee_owed),
          fee: money(low.fee),
          balance: money(low.balance),
        })
      : low.fee_reserved > 0
        ? t('startFee.refusedReserve', {
            fee: money(low.fee),
            reserve: money(low.fee_reserved),
            balance: money(low.balance),
          })
        : t('startFee.refusedBalance', { fee: money(low.fee), balance: money(low.balance) });
  if (error instanceof ApiError && error.serverMessage && error.status < 500)
    return serverErrorText(error, '', t);
  return null;
}

/**
 * Starting a game charges the platform fee: the request carries an idempotency key, kept for a
 * retry while the outcome is unknown. The started game becomes the current one.
 */
export async function startGame(
  queryClient: QueryClient,
  keys: IdempotencyKeys,
  input: StartGameInput,
): Promise<StartGameResponse> {
  let answer: StartGameResponse;
  try {
    answer = await api.post<StartGameResponse>('/cashiers/play_game/', input, {
      idempotencyKey: keys.keyFor(input),
    });
  } catch (error) {
    keys.settle(error);
    throw error;
  }
  keys.settle();
  saveCurrentGameId(answer.game_id);
  await Promise.all(
    REFRESHED_BY_A_START.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
  return answer;
}

/**
 * SPEC section 8's start, the same from the Game Board and the cashier dashboard: the server's
 * status (or "Game started successfully") and on to the caller. A refusal is ONE message: the
 * screen shows its reason where it shows errors; only a failure with no reason of its own toasts
 * "Error playing game. Please try again.".
 */
export function useStartGame() {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  const mutation = useMutation({
    mutationFn: (input: StartGameInput) => startGame(queryClient, keys, input),
  });
  const start = (input: StartGameInput, showRefusal: (error: unknown, reason: string) => void) =>
    mutation.mutate(input, {
      onSuccess: (answer) => {
        toast.success(serverStatusText(answer, t('startGame.success')), {
          autoClose: MAIN_SCREEN_TOAST_MS,
        });
        void navigate(`/play?game=${answer.game_id}`);
      },
      onError: (error) => {
        console.error('Starting game failed', error);
        // Another till started one in this shop: every screen shows it with Resume.
        if (runningGameIdOf(error) !== null)
          void queryClient.invalidateQueries({ queryKey: queryKeys.runningGames });
        const reason = startRefusalText(error, t, money);
        if (reason === null) toast.error(t('startGame.error'), { autoClose: MAIN_SCREEN_TOAST_MS });
        else showRefusal(error, reason);
      },
    });
  return { start, isPending: mutation.isPending };
}
