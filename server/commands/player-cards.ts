import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { isInGame } from '@core/bingo/card-lookup';
import { resolveCard } from '@core/bingo/judge-card';
import { ballsInPlay, planFor, ruleOfGame } from '@core/bingo/patterns/game-patterns';
import { analyzeWin } from '@core/bingo/win-analysis';
import { detectWin } from '@core/bingo/win-detection';
import { markCard } from '@core/bingo/marking';
import type { PlayerCard } from '@core/schemas/player-cards';
import type { Db } from '../db/client';
import { games, shops } from '../db/schema';
import { notFound } from '../http-error';
import { cardCode, playerCardPath, shopOfCardCode } from '../queries/card-codes';
import { findCardSet } from '../queries/card-sets';
import { cardForGame } from './game-cards';
import { cardClaimOf } from './phone-claims';
import { publicWinsOf } from './game-winners';
import { savedCards } from '../db/schema';

/** The codes of a range of the shop's cards, for printing. */
export async function cardLinks(db: Db, shopId: number, from: number, to: number) {
  const [shop] = await db
    .select({ secret: shops.cardSecret })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop) throw notFound();
  return Array.from({ length: to - from + 1 }, (_, i) => {
    const cardNumber = from + i;
    return {
      card_number: cardNumber,
      path: playerCardPath(shopId, cardNumber, cardCode(shop.secret, shopId, cardNumber)),
    };
  });
}

/** A new secret: every code printed before stops working (the cards are printed again). */
export async function rotateCardSecret(db: Db, shopId: number): Promise<void> {
  await db
    .update(shops)
    .set({ cardSecret: randomBytes(32).toString('hex') })
    .where(eq(shops.id, shopId));
}

/**
 * A player's card as its phone sees it (decision 037): 404 for a wrong code, a deleted shop or a
 * rotated secret. In the shop's running game: that game's card as it judges it, the calls and
 * "to go"; otherwise the shop's card for the number in its mode.
 */
export async function playerCard(
  db: Db,
  params: { shop_id: number; card_number: number; code: string },
): Promise<PlayerCard> {
  const shop = await shopOfCardCode(db, params);
  const [game] = await db
    .select()
    .from(games)
    .where(and(eq(games.shopId, shop.id), eq(games.status, 'active')))
    .orderBy(desc(games.id))
    .limit(1);
  if (game && isInGame(params.card_number, game.cards)) {
    const { card } = await cardForGame(db, game, params.card_number, undefined);
    const called = game.called.map((call) => call.n);
    const rule = ruleOfGame(game);
    const plan = game.plan ?? planFor(game.winConditions, [], false);
    const analysis = analyzeWin(card, called, rule);
    return {
      shop_name: shop.name,
      shop_language: shop.language,
      card_number: params.card_number,
      mode: game.mode,
      grid: card.map((cells) => [...cells]),
      state: 'in_game',
      game: {
        game_id: game.id,
        status: 'running',
        training: game.training,
        called,
        ball_count: ballsInPlay(plan, game.mode).length,
        plan,
        stage: game.stage,
        wins: await publicWinsOf(db, game.id),
        verify_token: game.verifyToken,
        to_go: analysis.patterns,
        bingo: detectWin(markCard(card, called), rule).isWinner,
        claim: await cardClaimOf(db, game, params.card_number),
      },
    };
  }
  const set = await findCardSet(db, shop.id, shop.mode);
  const [saved] = set
    ? await db
        .select({ grid: savedCards.grid })
        .from(savedCards)
        .where(
          and(
            eq(savedCards.setId, set.id),
            eq(savedCards.cardNumber, params.card_number),
            isNull(savedCards.toRevision),
          ),
        )
    : [];
  const resolved = resolveCard(params.card_number, shop.mode, saved?.grid);
  if (!resolved.ok) throw notFound();
  return {
    shop_name: shop.name,
    shop_language: shop.language,
    card_number: params.card_number,
    mode: shop.mode,
    grid: resolved.card.map((cells) => [...cells]),
    state: game ? 'not_in_game' : 'no_game',
    game: null,
  };
}
