import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@core/schemas/common';
import { gameCardsResponseSchema } from '@core/schemas/cards';
import { savedNumbersOf } from '../../commands/game-cards';
import type { Db } from '../../db/client';
import { currentUser, requirePermission } from '../../plugins/auth';
import { gameFor } from '../../policies/game-access';
import { security, withNotFound } from '../route-schemas';

export const gameCardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requirePermission('games'));

  app.get(
    '/:id/cards/',
    {
      schema: {
        operationId: 'getGameCards',
        tags: ['games', 'cards'],
        security,
        summary: "The cards a game uses: its shop's saved cards as they were when it started",
        description:
          'A check or win of the game judges the saved card of a number listed in ' +
          '`saved_numbers`, and the generated card of any other. Edits made after the start do ' +
          'not change the game.',
        params: idParamsSchema,
        response: { 200: gameCardsResponseSchema, ...withNotFound },
      },
    },
    async (request) => {
      const game = await gameFor(db, currentUser(request), request.params.id);
      const saved = await savedNumbersOf(db, game);
      return {
        game_id: game.id,
        shop_id: game.shopId,
        mode: game.mode,
        revision: saved.revision,
        saved_card_count: saved.savedCount,
        saved_numbers: saved.savedNumbers,
      };
    },
  );
};
