import { and, eq, isNull } from 'drizzle-orm';
import { DEFAULT_GAME_MODE, type GameMode } from '@core/bingo/modes';
import { DEFAULT_WIN_CONDITIONS, type WinConditions } from '@core/bingo/win-patterns';
import {
  DEFAULT_BARE_WIN_PERCENTAGE,
  DEFAULT_CARD_VALUE_CENTS,
  DEFAULT_WIN_PERCENTAGE,
  gameEconomics,
  poolFor,
} from '@core/game-economics';
import type { Db } from '../db/client';
import { cashiers, games, shops } from '../db/schema';
import { HttpError, notFound } from '../http-error';
import type { GameEvent } from '../realtime/game-event-bus';
import { newDrawOrder } from './draw-order';
import { fixGameCards } from './game-cards';
import { appendGameEvent } from './game-log';
import { growCumulativeJackpots } from './jackpot-rules';
import { moveMoney } from './move-money';

export interface StartGameInput {
  userId: number;
  cashierId: number;
  amountCents: bigint;
  cards?: number[];
  cardValueCents?: bigint;
  winPercentage?: number;
  shopId?: number;
  mode?: GameMode;
  winConditions?: WinConditions;
  /** Today's date where the hall is (jackpot dates). */
  today: string;
}

/** The caller's own active shop; a cashier with exactly one may leave it out (none: no shop). */
async function shopFor(tx: Db, cashierId: number, shopId: number | undefined) {
  const active = and(
    eq(shops.cashierId, cashierId),
    eq(shops.isActive, true),
    isNull(shops.deletedAt),
  );
  if (shopId !== undefined) {
    const [shop] = await tx
      .select({ id: shops.id })
      .from(shops)
      .where(and(active, eq(shops.id, shopId)));
    if (!shop) throw notFound();
    return shop.id;
  }
  const own = await tx.select({ id: shops.id }).from(shops).where(active).limit(2);
  if (own.length > 1) throw new HttpError(422, 'shop_required');
  return own[0]?.id ?? null;
}

/**
 * Opens a game in the caller's transaction: the economics, the secret draw order and its
 * commitment, the platform fee from the cashier's balance (409 "Insufficient balance"), the growth
 * of the shop's cumulative jackpots, and the log's start event.
 */
export async function startGame(
  tx: Db,
  input: StartGameInput,
): Promise<{ gameId: number; event: GameEvent }> {
  const cards = input.cards ?? [];
  const withCards = cards.length > 0;
  const cardValueCents = input.cardValueCents ?? (withCards ? DEFAULT_CARD_VALUE_CENTS : 0n);
  const poolCents = withCards ? poolFor(cards.length, cardValueCents) : input.amountCents;
  if (poolCents !== input.amountCents) throw new HttpError(422, 'amount_mismatch');
  const winPercentage =
    input.winPercentage ?? (withCards ? DEFAULT_WIN_PERCENTAGE : DEFAULT_BARE_WIN_PERCENTAGE);
  const shopId = await shopFor(tx, input.cashierId, input.shopId);
  const [cashier] = await tx
    .select({ feePercent: cashiers.feePercent })
    .from(cashiers)
    .where(eq(cashiers.id, input.cashierId));
  if (!cashier) throw notFound();
  const money = gameEconomics(poolCents, winPercentage, cashier.feePercent);
  const mode = input.mode ?? DEFAULT_GAME_MODE;
  const winConditions = input.winConditions ?? DEFAULT_WIN_CONDITIONS;
  const draw = newDrawOrder(mode);

  const [game] = await tx
    .insert(games)
    .values({
      cashierId: input.cashierId,
      shopId,
      amountCents: poolCents,
      feeCents: money.feeCents,
      mode,
      cards,
      cardValueCents,
      winPercentage,
      winConditions,
      prizeCents: money.prizeCents,
      commissionCents: money.commissionCents,
      drawOrder: draw.order,
      salt: draw.salt,
      commitment: draw.commitment,
    })
    .returning({ id: games.id });
  if (!game) throw new Error('game was not created');
  const cardSet = await fixGameCards(tx, { id: game.id, shopId, mode });
  if (money.feeCents > 0n)
    await moveMoney(tx, {
      from: { kind: 'cashier', id: input.cashierId },
      to: { kind: 'platform' },
      amountCents: money.feeCents,
      kind: 'game_fee',
      reference: `game:${game.id}`,
      userId: input.userId,
    });
  if (shopId !== null)
    await growCumulativeJackpots(tx, {
      shopId,
      gameId: game.id,
      userId: input.userId,
      today: input.today,
    });
  const event = await appendGameEvent(tx, {
    gameId: game.id,
    type: 'start',
    userId: input.userId,
    data: {
      commitment: draw.commitment,
      mode,
      cards,
      card_value_cents: cardValueCents.toString(),
      amount_cents: poolCents.toString(),
      win_percentage: winPercentage,
      fee_percent: cashier.feePercent,
      fee_cents: money.feeCents.toString(),
      prize_cents: money.prizeCents.toString(),
      commission_cents: money.commissionCents.toString(),
      win_conditions: winConditions,
      shop_id: shopId,
      card_set: cardSet,
    },
  });
  return { gameId: game.id, event };
}
