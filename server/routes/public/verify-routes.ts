import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maxNumberFor } from '@core/bingo/modes';
import { publicVerifySchema, verifyTokenParamsSchema } from '@core/schemas/game-record';
import { errorResponseSchema } from '@core/schemas/common';
import { drawProof } from '../../commands/draw-order';
import { callsOf } from '../../commands/game-calls';
import type { Db } from '../../db/client';
import { gameEvents, games } from '../../db/schema';
import { notFound } from '../../http-error';

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : [];

/**
 * The players' proof of a fair draw, without signing in: the page /verify/<token> reads it. It
 * answers the draw and its commitment only, never the hall, the money or the cards.
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
          'recompute sha256. Orders abandoned by a reset are revealed with their commitments.',
        params: verifyTokenParamsSchema,
        response: { 200: publicVerifySchema, 404: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const [game] = await db
        .select()
        .from(games)
        .where(eq(games.verifyToken, request.params.token));
      if (!game) throw notFound();
      const resets = await db
        .select({ data: gameEvents.data })
        .from(gameEvents)
        .where(and(eq(gameEvents.gameId, game.id), eq(gameEvents.type, 'reset')))
        .orderBy(asc(gameEvents.sequence));
      reply.header('cache-control', 'no-store');
      return {
        status: game.status === 'active' ? ('running' as const) : ('ended' as const),
        mode: game.mode,
        max_number: maxNumberFor(game.mode),
        ...drawProof(game),
        called: callsOf(game),
        abandoned: resets.map(({ data }) => ({
          commitment: String(data.old_commitment ?? ''),
          order: numbers(data.old_order),
          salt: String(data.old_salt ?? ''),
        })),
      };
    },
  );
};
