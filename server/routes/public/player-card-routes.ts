import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@core/schemas/common';
import {
  claimSentSchema,
  playerCardParamsSchema,
  playerCardSchema,
} from '@core/schemas/player-cards';
import { changeGame, type GameChangeDeps } from '../../commands/game-change';
import { claimFromPhone } from '../../commands/phone-claims';
import { playerCard } from '../../commands/player-cards';
import { inTurn } from '../../realtime/in-turn';

/**
 * A player's own card from the QR code printed on its cartela (decision 037), without signing in.
 * A wrong or changed code, a rotated secret or a deleted shop: 404, the same as a card never made.
 */
export const playerCardRoutes: FastifyPluginAsyncZod<
  GameChangeDeps & { clock: () => Date }
> = async (app, { db, bus, clock }) => {
  const claimsOfShop = inTurn<number>();
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

  app.post(
    '/cards/:shop_id/:card_number/:code/claim/',
    {
      // A hall's players share one address; one card has one claim waiting at a time anyway.
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: {
        operationId: 'claimFromPlayerCard',
        tags: ['public'],
        security: [],
        summary: "A player claims bingo from the card's phone page (no sign-in)",
        description:
          "The path is the cartela's QR path. The server stamps the claim with the balls called " +
          'when it came and judges it on those at once (a win then stays a win, however many ' +
          "balls the cashier's check comes after); the cashier checks it, and the caller pauses " +
          "by itself where the shop's rule says so. One claim per card waits at a time: a second " +
          'press answers 200 with the first. 409 `claim_not_in_game` for a card not sold in the ' +
          "shop's running game, `claim_game_ended` once its game ended, `claim_answered` when " +
          'the cashier already checked it on these balls; 422 `no_calls_yet` before the first ' +
          'ball. It never records or pays a win, and answers nothing of the order.',
        params: playerCardParamsSchema,
        response: {
          200: claimSentSchema,
          201: claimSentSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const arrived = clock();
      const sent = await claimsOfShop(request.params.shop_id, () =>
        changeGame({ db, bus }, request.log, (tx) => claimFromPhone(tx, request.params, arrived)),
      );
      return reply.code(sent.created ? 201 : 200).send({ claim: sent.claim });
    },
  );
};
