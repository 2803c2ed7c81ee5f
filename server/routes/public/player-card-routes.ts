import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@core/schemas/common';
import { playerCardParamsSchema, playerCardSchema } from '@core/schemas/player-cards';
import { playerCard } from '../../commands/player-cards';
import type { Db } from '../../db/client';

/**
 * A player's own card from the QR code printed on its cartela (decision 037), without signing in.
 * A wrong or changed code, a rotated secret or a deleted shop: 404, the same as a card never made.
 */
export const playerCardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/cards/:shop_id/:card_number/:code/',
    {
      // A hall's players share one address (its Wi-Fi); a guesser gets few tries a minute.
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        operationId: 'getPlayerCard',
        tags: ['public'],
        security: [],
        summary: "A player's card and the shop's running game as the card sees it (no sign-in)",
        description:
          'The path is the one in the QR code of a printed cartela: the shop, the card number and ' +
          "64 bits of an HMAC of both with the shop's secret. Answers the card as the server " +
          'holds it; when it is sold in the running game, the calls, the patterns, "to go" and ' +
          'whether it has a bingo (a player claims at the cashier: this never claims or pays). ' +
          'Never money, staff or another card.',
        params: playerCardParamsSchema,
        response: { 200: playerCardSchema, 404: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return playerCard(db, request.params);
    },
  );
};
