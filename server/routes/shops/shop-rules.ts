import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SharedWinRule } from '@core/bingo/game-rules';
import { centsToAmount } from '@core/money';
import type { LastGames, ShopRules } from '@core/schemas/game-record';
import type { ShopLanguage } from '@core/schemas/shops';
import { LAST_GAMES_COUNT } from '@core/schemas/game-record';
import type { Db } from '../../db/client';
import { cashiers, gameWinners, games, shops, users } from '../../db/schema';
import { gameEnd } from '@core/bingo/game-facts';
import { notFound } from '../../http-error';
import { shopScopeFilter, type ShopScope } from '../../queries/shops';

/** The shop in the caller's scope (deleted ones included: their games stay readable), or 404. */
export async function shopInScope(db: Db, scope: ShopScope, shopId: number) {
  const [shop] = await db
    .select({
      id: shops.id,
      name: shops.name,
      lateClaims: shops.lateClaims,
      maxResets: shops.maxResets,
      unnamedCards: shops.unnamedCards,
      maxWinPercentage: shops.maxWinPercentage,
      sharedWins: shops.sharedWins,
      claimsPause: shops.claimsPause,
      language: shops.language,
    })
    .from(shops)
    .innerJoin(cashiers, eq(cashiers.id, shops.cashierId))
    .where(and(eq(shops.id, shopId), shopScopeFilter(scope)));
  if (!shop) throw notFound();
  return shop;
}

export const rulesOfShop = (shop: {
  lateClaims: 'allow' | 'refuse';
  maxResets: number;
  unnamedCards: 'allow' | 'refuse';
  maxWinPercentage: number;
  sharedWins: SharedWinRule;
  claimsPause: boolean;
  language: ShopLanguage;
}) =>
  ({
    late_claims: shop.lateClaims,
    max_resets: shop.maxResets,
    unnamed_cards: shop.unnamedCards,
    max_win_percentage: shop.maxWinPercentage,
    shared_wins: shop.sharedWins,
    claims_pause: shop.claimsPause,
    language: shop.language,
  }) satisfies ShopRules;

/** A new limit below the shop's win % brings the win % down to it (decision 028). */
function winLimitChange(max: number | undefined) {
  if (max === undefined) return {};
  return { maxWinPercentage: max, winPercentage: sql`least(${shops.winPercentage}, ${max})` };
}

/**
 * A new shop language moves the ball voice with it when the voice was in the old one (its default,
 * decision 048); a voice the cashier chose stays.
 */
function languageChange(language: ShopLanguage | undefined) {
  if (language === undefined) return {};
  return {
    language,
    voiceLanguage: sql`case when ${shops.voiceLanguage} = ${shops.language} then ${language} else ${shops.voiceLanguage} end`,
  };
}

/** Changes a live shop's rules; games already started keep the rules they started with. */
export async function updateShopRules(
  db: Db,
  scope: ShopScope,
  shopId: number,
  rules: ShopRules,
): Promise<ShopRules> {
  await shopInScope(db, scope, shopId);
  const [updated] = await db
    .update(shops)
    .set({
      lateClaims: rules.late_claims,
      maxResets: rules.max_resets,
      ...(rules.unnamed_cards === undefined ? {} : { unnamedCards: rules.unnamed_cards }),
      ...winLimitChange(rules.max_win_percentage),
      ...(rules.shared_wins === undefined ? {} : { sharedWins: rules.shared_wins }),
      ...(rules.claims_pause === undefined ? {} : { claimsPause: rules.claims_pause }),
      ...languageChange(rules.language),
    })
    .where(and(eq(shops.id, shopId), isNull(shops.deletedAt)))
    .returning({
      lateClaims: shops.lateClaims,
      maxResets: shops.maxResets,
      unnamedCards: shops.unnamedCards,
      maxWinPercentage: shops.maxWinPercentage,
      sharedWins: shops.sharedWins,
      claimsPause: shops.claimsPause,
      language: shops.language,
    });
  if (!updated) throw notFound();
  return rulesOfShop(updated);
}

/** Each game's winning cards in the order they were recorded. */
async function winnerCardsOf(db: Db, gameIds: number[]): Promise<Map<number, number[]>> {
  const byGame = new Map<number, number[]>();
  if (gameIds.length === 0) return byGame;
  const rows = await db
    .select({ gameId: gameWinners.gameId, card: gameWinners.cardNumber })
    .from(gameWinners)
    .where(inArray(gameWinners.gameId, gameIds))
    .orderBy(asc(gameWinners.gameId), asc(gameWinners.winnerOrder));
  for (const { gameId, card } of rows) byGame.set(gameId, [...(byGame.get(gameId) ?? []), card]);
  return byGame;
}

/** A shop's last ten games, newest first, as a regulator or owner reads them. */
export async function lastGamesOf(db: Db, scope: ShopScope, shopId: number): Promise<LastGames> {
  const shop = await shopInScope(db, scope, shopId);
  const rows = await db
    .select({ game: games, cashierUsername: users.username })
    .from(games)
    .innerJoin(cashiers, eq(cashiers.id, games.cashierId))
    .innerJoin(users, eq(users.id, cashiers.userId))
    .where(eq(games.shopId, shopId))
    .orderBy(desc(games.createdAt), desc(games.id))
    .limit(LAST_GAMES_COUNT);
  const winners = await winnerCardsOf(
    db,
    rows.map(({ game }) => game.id),
  );
  return {
    shop: { id: shop.id, name: shop.name },
    rules: rulesOfShop(shop),
    games: rows.map(({ game, cashierUsername }) => ({
      id: game.id,
      status: game.status,
      end: gameEnd(game),
      created_at: game.createdAt.toISOString(),
      completed_at: game.completedAt?.toISOString() ?? null,
      mode: game.mode,
      cards_count: game.cards.length,
      amount: centsToAmount(game.amountCents),
      win_amount: centsToAmount(game.prizeCents),
      winner_card: game.winnerCard,
      winner_cards: winners.get(game.id) ?? [],
      win_type: game.winType,
      called_count: game.called.length,
      manual_win: game.winReliedOnManual === true,
      reset_count: game.resetCount,
      cards_named: game.cardsNamed,
      training: game.training,
      commitment: game.commitment,
      verify_token: game.verifyToken,
      cashier_username: cashierUsername,
    })),
  };
}
