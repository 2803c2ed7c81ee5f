import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { DEFAULT_GAME_RULES, type GameRules, type UnnamedCardsRule } from '@core/bingo/game-rules';
import type { GameMode } from '@core/bingo/modes';
import type { GamePlan } from '@core/bingo/patterns/game-patterns';
import { RULES_VERSION } from '@core/bingo/stage-claims';
import type { WinConditions } from '@core/bingo/win-patterns';
import { sealOf, seedCommitment } from '@core/fair-draw/fair-draw';
import { gameEconomics, poolFor } from '@core/game-economics';
import type { GrantForStart } from '@core/halls/allowance';
import type { Db } from '../db/client';
import { games, shops } from '../db/schema';
import { HttpError, notFound } from '../http-error';
import type { GameEvent } from '../realtime/game-event-bus';
import { orderOf, takeSeed } from './fair-draw';
import { fixGameCards, soldCardsOf, type FixedCardSet } from './game-cards';
import { oddsOfStart } from './game-odds';
import { appendGameEvent } from './game-log';
import { cashierFeeTerms } from './fee-rules';
import { reserveFee } from './fee-reserve';
import {
  DEFAULT_SHOP_SETTINGS,
  rulesForStart,
  shopPlan,
  shopSettingsColumns,
  type ShopSettingsRow,
} from './shop-game-settings';
import { assertNoRunningGame } from './running-game';
import { checkShopLimits } from './shop-limits';
import { shiftForStart } from './shifts';
import { movesMoney, trainingCardsRefusal } from '@core/training/training-games';

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
  /** The shop's calendar day: which of its jackpots run (their dates are inclusive). */
  today: string;
  /** On a hall: the grant the start counts against, whose signed fee terms it plays on. */
  hallGrant?: GrantForStart;
  /** The public round the draw waits for (decision 054); null: an offline draw, derived now. */
  beaconRound: number | null;
  /** A practice game (decision 055): no money, no shift, no limits, at most 10 cards. */
  training?: boolean;
}

/** The public verification page's token: 64 random bits, lowercase hex (never the game id). */
export function newVerifyToken(): string {
  return randomBytes(8).toString('hex');
}

/**
 * The caller's own active shop and its rules; a cashier with exactly one may leave it out (none:
 * no shop, and the default rules).
 */
async function shopFor(
  tx: Db,
  cashierId: number,
  shopId: number | undefined,
): Promise<{
  id: number | null;
  rules: GameRules;
  unnamedCards: UnnamedCardsRule;
  settings: ShopSettingsRow;
}> {
  const active = and(
    eq(shops.cashierId, cashierId),
    eq(shops.isActive, true),
    isNull(shops.deletedAt),
    shopId === undefined ? undefined : eq(shops.id, shopId),
  );
  const own = await tx
    .select({
      id: shops.id,
      lateClaims: shops.lateClaims,
      maxResets: shops.maxResets,
      unnamedCards: shops.unnamedCards,
      settings: shopSettingsColumns,
      sharedWins: shops.sharedWins,
      claimsPause: shops.claimsPause,
    })
    .from(shops)
    .where(active)
    .limit(2);
  if (shopId !== undefined && own.length === 0) throw notFound();
  if (own.length > 1) throw new HttpError(422, 'shop_required');
  const shop = own[0];
  if (!shop) {
    return {
      id: null,
      rules: DEFAULT_GAME_RULES,
      unnamedCards: 'allow',
      settings: DEFAULT_SHOP_SETTINGS,
    };
  }
  return {
    id: shop.id,
    rules: {
      late_claims: shop.lateClaims,
      max_resets: shop.maxResets,
      shared_wins: shop.sharedWins,
      claims_pause: shop.claimsPause,
    },
    unnamedCards: shop.unnamedCards,
    settings: shop.settings,
  };
}

/**
 * What a start would play and charge, read without changing anything: the shop and its rules, the
 * pool, the fee and prize, and the plan. Refuses what the start refuses (a wrong amount, a running
 * game, unnamed cards where the agent refuses them, the shop's limits). The Game Board's preview
 * asks the same.
 */
export async function startTerms(
  tx: Db,
  input: Omit<StartGameInput, 'userId' | 'today' | 'beaconRound'>,
) {
  const cards = input.cards ?? [];
  const withCards = cards.length > 0;
  const training = input.training === true;
  const refusal = training ? trainingCardsRefusal(cards.length) : null;
  if (refusal) throw new HttpError(422, refusal);
  const shop = await shopFor(tx, input.cashierId, input.shopId);
  // What the body leaves out comes from the shop's settings (decision 028). A practice card is
  // worth nothing and its win % pays nothing, so the shop's limits on them do not apply.
  const choices = training ? { ...input, cardValueCents: 0n, winPercentage: undefined } : input;
  const played = rulesForStart(shop.settings, { ...choices, withCards });
  const { cardValueCents, winPercentage, winConditions } = played;
  const poolCents = withCards ? poolFor(cards.length, cardValueCents) : input.amountCents;
  if (poolCents !== input.amountCents) throw new HttpError(422, 'amount_mismatch');
  if (!withCards && shop.unnamedCards === 'refuse') throw new HttpError(422, 'cards_required');
  await assertNoRunningGame(tx, { cashierId: input.cashierId, shopId: shop.id });
  // A hall's game plays on its grant's terms (issue 37); elsewhere on the cashier's own.
  const own = await cashierFeeTerms(tx, input.cashierId);
  const cashier = training
    ? NO_FEE
    : (input.hallGrant?.feeTerms ?? {
        feePercent: own.feePercent,
        minFeeCents: own.rules.minFeeCents,
      });
  const { minFeeCents } = cashier;
  const money = gameEconomics(poolCents, winPercentage, cashier.feePercent, minFeeCents);
  // The patterns it plays are fixed now and committed with the draw (decision 034).
  // A body naming its win conditions (a SPEC client) plays them in one stage.
  const stages = input.winConditions ? null : shop.settings.stages;
  const plan = await shopPlan(tx, shop.id, { ...shop.settings, winConditions, stages });
  // The shop's agent's limits and allowed patterns, the admin's ceilings and floor (decision 045).
  if (!training)
    await checkShopLimits(tx, {
      shopId: shop.id,
      settings: shop.settings,
      plan,
      prizeCents: money.prizeCents,
      cardValueCents,
      cardCount: cards.length,
    });
  return { cards, withCards, shop, played, poolCents, cashier, minFeeCents, money, plan, training };
}

/** A practice game's fee terms: with a pool of 0 they make every amount 0 (decision 055). */
const NO_FEE = { feePercent: 0, minFeeCents: 0n };

/**
 * Seals the sold cards (decision 054) and, for an offline draw, derives the order at once: with a
 * public round to wait for, the order does not exist until that round arrives (fair-draw.ts).
 */
async function sealSale(
  tx: Db,
  game: { id: number; seed: string },
  sale: { cards: number[]; cardSet: FixedCardSet | null; mode: GameMode; plan: GamePlan | null },
  beaconRound: number | null,
): Promise<{ seal: string }> {
  const { cardSet, mode, plan } = sale;
  const card_set = cardSet && { set_id: cardSet.set_id, revision: cardSet.revision };
  const seal = sealOf({ cards: sale.cards, card_set, mode, plan });
  // One write: the seal, and for an offline draw its order (a new game has had no reset).
  const offline =
    beaconRound === null
      ? {
          drawOrder: orderOf({ plan, mode, salt: game.seed, seal, resetCount: 0 }, null),
          offlineDraw: true,
        }
      : {};
  await tx
    .update(games)
    .set({ seal, ...offline })
    .where(eq(games.id, game.id));
  return { seal };
}

/**
 * Opens a game in the caller's transaction: the economics, the secret draw order and its
 * commitment, the platform fee from the cashier's balance (at least the minimum fee; 409
 * "Insufficient balance" when it cannot be covered or a fee is owed), the odds of what it could
 * pay beyond its pool (decision 043) and the log's start event.
 * The shop's cumulative jackpots grow later, at the first ball the server draws (game-control.ts).
 * A shop whose agent refuses unnamed cards refuses a start without cards (422); a shop with an
 * unfinished game refuses another (409 game_running, running-game.ts).
 */
export async function startGame(
  tx: Db,
  input: StartGameInput,
): Promise<{ gameId: number; event: GameEvent }> {
  const terms = await startTerms(tx, input);
  const { cards, withCards, shop, played, poolCents, cashier, minFeeCents, money, plan } = terms;
  const { cardValueCents, winPercentage, mode, winConditions } = played;
  const shopId = shop.id;
  const { training } = terms;
  // The shop's open shift, opened now with the shop's cash as float if none is (decision 035).
  // A practice game moves no cash: it neither opens a shift nor belongs to one.
  const shift =
    shopId === null || !movesMoney({ training })
      ? null
      : await shiftForStart(tx, { shopId, userId: input.userId });
  // The seed published before these cards were sold; the order waits for the seal and its round.
  const seed = await takeSeed(tx, shopId);
  const commitment = seedCommitment(seed);

  const [game] = await tx
    .insert(games)
    .values({
      cashierId: input.cashierId,
      shopId,
      shiftId: shift?.shiftId ?? null,
      amountCents: poolCents,
      feeCents: money.feeCents,
      feePercent: cashier.feePercent,
      minFeeCents,
      grantNo: input.hallGrant?.grantNo ?? null,
      mode,
      cards,
      cardValueCents,
      winPercentage,
      winConditions,
      plan,
      prizeCents: money.prizeCents,
      prizePlanCents: money.prizeCents,
      commissionCents: money.commissionCents,
      drawFormat: 2,
      drawOrder: [],
      salt: seed,
      commitment,
      beaconRound: input.beaconRound,
      rules: shop.rules,
      callInterval: played.callInterval,
      autoStart: played.autoStart,
      voiceLanguage: played.voiceLanguage,
      verifyToken: newVerifyToken(),
      training,
    })
    .returning({ id: games.id });
  if (!game) throw new Error('game was not created');
  const cardSet = await fixGameCards(tx, { id: game.id, shopId, mode });
  const sealed = await sealSale(
    tx,
    { id: game.id, seed },
    { cards, cardSet, mode, plan },
    input.beaconRound,
  );
  // What it could pay beyond its pool, judged now on its plan and sold cards (decision 043).
  const odds = await oddsOfStart(
    tx,
    {
      shopId,
      mode,
      plan,
      training,
      facts: { cardsNamed: withCards, feeCents: money.feeCents, poolCents },
      minFeeCents,
      cards: async () =>
        (await soldCardsOf(tx, { id: game.id, cards, mode })).map((sold) => sold.card),
    },
    input.today,
  );
  await tx.update(games).set({ odds }).where(eq(games.id, game.id));
  if (movesMoney({ training }))
    await reserveFee(tx, {
      cashierId: input.cashierId,
      gameId: game.id,
      poolCents,
      feeCents: money.feeCents,
      terms: { feePercent: cashier.feePercent, minFeeCents },
      userId: input.userId,
    });
  const event = await appendGameEvent(tx, {
    gameId: game.id,
    type: 'start',
    userId: input.userId,
    data: {
      ...(training && { training: true }),
      commitment,
      draw_format: 2,
      seal: sealed.seal,
      beacon_round: input.beaconRound,
      mode,
      cards,
      card_value_cents: cardValueCents.toString(),
      amount_cents: poolCents.toString(),
      win_percentage: winPercentage,
      fee_percent: cashier.feePercent,
      min_fee_cents: minFeeCents.toString(),
      fee_cents: money.feeCents.toString(),
      prize_cents: money.prizeCents.toString(),
      commission_cents: money.commissionCents.toString(),
      win_conditions: winConditions,
      plan,
      shop_id: shopId,
      card_set: cardSet,
      odds,
      rules: shop.rules,
      // The rules the replay judges this game by (decision 046); a log without it is version 1.
      rules_version: RULES_VERSION,
      call_interval: played.callInterval,
      auto_start: played.autoStart,
      voice_language: played.voiceLanguage,
      ...(shift && {
        shift: {
          id: shift.shiftId,
          opened_by_start: shift.openedByStart,
          float_cents: shift.floatCents.toString(),
        },
      }),
    },
  });
  return { gameId: game.id, event };
}
