import { eq } from 'drizzle-orm';
import { gameEnd, gameState } from '@core/bingo/game-facts';
import { rulesOf } from '@core/bingo/game-rules';
import { ballsInPlay, planFor, stagePrizesCents } from '@core/bingo/patterns/game-patterns';
import { letterFor, maxNumberFor } from '@core/bingo/modes';
import { centsToAmount } from '@core/money';
import type { GameCaller } from '@core/schemas/game-caller';
import type { Game } from '@core/schemas/games';
import type { Db } from '../../db/client';
import { extraClaimsOpen, planPrizeOf } from '../../commands/game-winners';
import { winnersOf } from '../../commands/winner-views';
import { notFound } from '../../http-error';
import { cashiers, games, shops, users } from '../../db/schema';
import { judgedPayout } from '../../commands/start-preview';
import { holdLapsed } from '../../commands/game-caller';
import { fairDrawOf } from '../../commands/fair-draw';

const resetsLeft = (max: number | null, used: number) =>
  max === null ? null : Math.max(0, max - used);

const owners = () =>
  ({ shopName: shops.name, cashierUsername: users.username, agentId: cashiers.agentId }) as const;

/** A game as GET /api/v1/games/{id}/ answers it (never the order or salt); null if none. */
export async function gameView(db: Db, id: number): Promise<Game | null> {
  const [row] = await db
    .select({ game: games, ...owners() })
    .from(games)
    .innerJoin(cashiers, eq(cashiers.id, games.cashierId))
    .innerJoin(users, eq(users.id, cashiers.userId))
    .leftJoin(shops, eq(shops.id, games.shopId))
    .where(eq(games.id, id));
  if (!row) return null;
  const { game } = row;
  const plan = game.plan ?? planFor(game.winConditions, [], false);
  const extraOpen = await extraClaimsOpen(db, game);
  return {
    id: game.id,
    status: game.status,
    state: gameState(game),
    mode: game.mode,
    max_number: maxNumberFor(game.mode),
    cards: game.cards,
    cards_named: game.cardsNamed,
    training: game.training,
    card_value: centsToAmount(game.cardValueCents),
    win_percentage: game.winPercentage,
    win_conditions: game.winConditions,
    plan,
    ball_count: ballsInPlay(plan, game.mode).length,
    stage: game.stage,
    stage_prizes: stagePrizesCents(planPrizeOf(game), game.plan).map(centsToAmount),
    payouts: game.odds ? game.odds.payouts.map(judgedPayout) : null,
    amount: centsToAmount(game.amountCents),
    win_amount: centsToAmount(game.prizeCents),
    commission: centsToAmount(game.commissionCents),
    fee: centsToAmount(game.feeCents),
    called: game.called.map((call) => ({
      number: call.n,
      letter: letterFor(call.n, game.mode),
      manual: call.manual,
    })),
    called_count: game.called.length,
    commitment: game.commitment,
    fair_draw: fairDrawOf(game),
    winner_card: game.winnerCard,
    win_type: game.winType,
    shop_id: game.shopId,
    shop_name: row.shopName,
    cashier_id: game.cashierId,
    cashier_username: row.cashierUsername,
    created_at: game.createdAt.toISOString(),
    completed_at: game.completedAt?.toISOString() ?? null,
    end: gameEnd(game),
    win_relied_on_manual_call: game.winnerCard === null ? null : (game.winReliedOnManual ?? false),
    rules: rulesOf(game),
    reset_count: game.resetCount,
    resets_left: resetsLeft(rulesOf(game).max_resets, game.resetCount),
    blocked_cards: game.blockedCards,
    pending_claims: game.status === 'active' || extraOpen ? game.pendingClaims : [],
    winners: await winnersOf(db, game),
    extra_claims_open: extraOpen,
    verify_token: game.verifyToken,
    call_interval: game.callInterval,
    auto_start: game.autoStart,
    voice_language: game.voiceLanguage,
    caller: await callerOf(db, game),
  };
}

/** The till holding the game's caller and its user (decision 051); null before the first. */
async function callerOf(db: Db, game: typeof games.$inferSelect): Promise<GameCaller | null> {
  if (game.callerTill === null || game.callerUserId === null || game.callerSeenAt === null)
    return null;
  const [user] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, game.callerUserId));
  return {
    till: game.callerTill,
    user_id: game.callerUserId,
    username: user?.username ?? '',
    seen_at: game.callerSeenAt.toISOString(),
    lapsed: holdLapsed(game, new Date()),
  };
}

/** The game a route answers with: its view, or 404 when it is gone. */
export async function answerGame(db: Db, id: number): Promise<Game> {
  const game = await gameView(db, id);
  if (!game) throw notFound();
  return game;
}
