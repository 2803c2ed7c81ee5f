import { and, desc, eq, sql } from 'drizzle-orm';
import { isInGame } from '@core/bingo/card-lookup';
import { rulesOf, type ClaimVerdict } from '@core/bingo/game-rules';
import type { CardClaim } from '@core/schemas/player-cards';
import { pendingClaimOf, withoutClaimOf, type PendingClaim } from '@core/bingo/phone-claims';
import type { Db } from '../db/client';
import { gameEvents, games } from '../db/schema';
import { HttpError } from '../http-error';
import type { GameRow } from '../policies/game-access';
import type { GameEvent } from '../realtime/game-event-bus';
import { rememberWinningCheck } from './claim-rules';
import { cardForGame } from './game-cards';
import type { Changed } from './game-change';
import { appendGameEvent } from './game-log';
import { shopOfCardCode } from '../queries/card-codes';
import { assertCalled, claimForStage, judgedClaimData } from './stage-claims';

/** What the phone hears back: its claim, stamped, waiting for the cashier. */
export interface ClaimSent {
  claim: PendingClaim;
  /** false: the card already had this claim waiting (a second press answers the first). */
  created: boolean;
}

/**
 * The shop's running game, locked, when the card is sold in it. 409 claim_game_ended when the
 * shop's last game held the card and has ended, else claim_not_in_game.
 */
async function gameOfCard(tx: Db, shopId: number, cardNumber: number): Promise<GameRow> {
  const [game] = await tx
    .select()
    .from(games)
    .where(eq(games.shopId, shopId))
    .orderBy(desc(games.id))
    .limit(1)
    .for('update');
  // A game that named no sold cards takes no phone claims: any number could claim it.
  const holds = game !== undefined && game.cardsNamed && isInGame(cardNumber, game.cards);
  if (!holds) throw new HttpError(409, 'claim_not_in_game');
  if (game.status !== 'active') throw new HttpError(409, 'claim_game_ended');
  return game;
}

/** The card's last claim in this game was checked on these very calls: a new one waits a ball. */
async function answeredOnTheseCalls(tx: Db, game: GameRow, cardNumber: number): Promise<boolean> {
  const [last] = await tx
    .select({ data: gameEvents.data })
    .from(gameEvents)
    .where(
      and(
        eq(gameEvents.gameId, game.id),
        eq(gameEvents.type, 'claim'),
        sql`(${gameEvents.data} ->> 'card_number')::int = ${cardNumber}`,
      ),
    )
    .orderBy(desc(gameEvents.sequence))
    .limit(1);
  return last !== undefined && last.data.called_count === game.called.length;
}

/**
 * A claim from the card's phone page (issue 40): stamped with the calls there were when it came
 * and judged on them at once, as a check then would be. A win found then is remembered, so the
 * cashier's check after more balls still finds it in time. It waits for the cashier's check; the
 * caller pauses by itself where the shop's rule says so. It never records or pays a win.
 */
export async function claimFromPhone(
  tx: Db,
  params: { shop_id: number; card_number: number; code: string },
  now: Date,
): Promise<Changed<ClaimSent>> {
  const shop = await shopOfCardCode(tx, params);
  const game = await gameOfCard(tx, shop.id, params.card_number);
  const waiting = pendingClaimOf(game.pendingClaims, params.card_number);
  if (waiting) return { events: [], result: { claim: waiting, created: false } };
  assertCalled(game);
  if (await answeredOnTheseCalls(tx, game, params.card_number))
    throw new HttpError(409, 'claim_answered');
  const card = await cardForGame(tx, game, params.card_number, undefined);
  const judgedClaim = await claimForStage(tx, game, card);
  const { stage, judged, claim } = judgedClaim;
  if (claim.verdict === 'win') await rememberWinningCheck(tx, game, judged.cardNumber, stage);
  const stamped: PendingClaim = {
    card_number: judged.cardNumber,
    called_count: game.called.length,
    at: now.toISOString(),
  };
  const events: GameEvent[] = [
    await appendGameEvent(tx, {
      gameId: game.id,
      type: 'claim',
      userId: null,
      data: judgedClaimData(game, judgedClaim),
    }),
  ];
  const pause = rulesOf(game).claims_pause && game.callerState === 'calling';
  await tx
    .update(games)
    .set({
      pendingClaims: [...game.pendingClaims, stamped],
      ...(pause && { callerState: 'paused' as const }),
    })
    .where(eq(games.id, game.id));
  if (pause)
    events.push(
      await appendGameEvent(tx, {
        gameId: game.id,
        type: 'pause',
        userId: null,
        data: { claim_card_number: judged.cardNumber },
      }),
    );
  return { events, result: { claim: stamped, created: true } };
}

/** The cashier checked or recorded this card: its waiting claim, if any, is answered. */
export async function answerClaimOf(
  tx: Db,
  game: GameRow,
  cardNumber: number,
): Promise<PendingClaim | undefined> {
  const claim = pendingClaimOf(game.pendingClaims, cardNumber);
  if (!claim) return undefined;
  await tx
    .update(games)
    .set({ pendingClaims: withoutClaimOf(game.pendingClaims, cardNumber) })
    .where(eq(games.id, game.id));
  return claim;
}

/** The card's last claim in this game as its phone sees it: waiting, or the check that answered. */
export async function cardClaimOf(
  db: Db,
  game: GameRow,
  cardNumber: number,
): Promise<CardClaim | null> {
  const waiting = pendingClaimOf(game.pendingClaims, cardNumber);
  if (waiting) return { status: 'waiting', called_count: waiting.called_count };
  const [answer] = await db
    .select({ data: gameEvents.data })
    .from(gameEvents)
    .where(
      and(
        eq(gameEvents.gameId, game.id),
        eq(gameEvents.type, 'check'),
        sql`(${gameEvents.data} ->> 'card_number')::int = ${cardNumber}`,
        sql`${gameEvents.data} ? 'answers_claim'`,
      ),
    )
    .orderBy(desc(gameEvents.sequence))
    .limit(1);
  if (!answer) return null;
  return {
    status: answer.data.verdict as ClaimVerdict,
    called_count: Number(answer.data.answers_claim),
  };
}
