import { and, asc, eq } from 'drizzle-orm';
import type { VerifiedBeacon } from '@core/fair-draw/fair-draw';
import { centsToAmount } from '@core/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maxNumberFor } from '@core/bingo/modes';
import { publicVerifySchema, verifyTokenParamsSchema } from '@core/schemas/game-record';
import { errorResponseSchema } from '@core/schemas/common';
import { drawProof } from '../../commands/draw-order';
import { callsOf } from '../../commands/game-calls';
import { winnersOf } from '../../commands/winner-views';
import type { Db } from '../../db/client';
import { gameEvents, games, shops } from '../../db/schema';
import { notFound } from '../../http-error';

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : [];

/**
 * The players' proof of a fair draw, without signing in: the page /verify/<token> reads it. It
 * answers the draw and its commitment, and what a player can see on the hall's TV anyway (the game
 * number, the shop, the pool and prize, the winning cards), never the cashier or the cards sold.
 */
export const verifyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/verify/:token/',
    {
      // A hall's players often share one address (its Wi-Fi), each page refreshing every 15 s.
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: {
        operationId: 'getPublicVerification',
        tags: ['public'],
        security: [],
        summary: "A game's commitment, and once it has ended its draw order and salt (no sign-in)",
        description:
          'The token is the one in the QR code on the TV and the caller (16 hex digits; never ' +
          'the game id). During the game: the commitment and the calls so far. Once the game ' +
          'has ended (or the server drew every ball): the order and salt, so anyone can ' +
          'recompute sha256. Orders abandoned by a reset are revealed with their commitments. ' +
          'Also the game number, shop, start and end, pool, prize and winning cards, as the ' +
          "hall's TV shows them.",
        params: verifyTokenParamsSchema,
        response: { 200: publicVerifySchema, 404: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const [found] = await db
        .select({ game: games, shopName: shops.name })
        .from(games)
        .leftJoin(shops, eq(shops.id, games.shopId))
        .where(eq(games.verifyToken, request.params.token));
      if (!found) throw notFound();
      const { game, shopName } = found;
      const resets = await db
        .select({ data: gameEvents.data })
        .from(gameEvents)
        .where(and(eq(gameEvents.gameId, game.id), eq(gameEvents.type, 'reset')))
        .orderBy(asc(gameEvents.sequence));
      const proof = await drawProof(db, game);
      reply.header('cache-control', 'no-store');
      return {
        status: game.status === 'active' ? ('running' as const) : ('ended' as const),
        max_number: maxNumberFor(game.mode),
        ...proof,
        called: callsOf(game),
        abandoned: resets.map(({ data }) =>
          game.drawFormat === 2
            ? {
                commitment: game.commitment,
                order: numbers(data.old_order),
                salt: proof.salt ?? '',
                beacon: (data.old_beacon ?? null) as VerifiedBeacon | null,
              }
            : {
                commitment: String(data.old_commitment ?? ''),
                order: numbers(data.old_order),
                salt: String(data.old_salt ?? ''),
              },
        ),
        game_id: game.id,
        training: game.training,
        shop_name: shopName,
        started_at: game.createdAt.toISOString(),
        ended_at: game.completedAt?.toISOString() ?? null,
        pool: centsToAmount(game.amountCents),
        prize: centsToAmount(game.prizeCents),
        winners: (await winnersOf(db, game)).map((winner) => ({
          card: winner.card_number,
          win_type: winner.win_type,
          share: winner.share,
          share_final: winner.share_final,
          bonus: winner.bonus,
        })),
      };
    },
  );
};
