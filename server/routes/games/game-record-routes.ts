import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@core/schemas/common';
import {
  gameHistoryQuerySchema,
  gameHistoryResponseSchema,
  gameRecordSchema,
} from '@core/schemas/game-record';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import { gameFor } from '../../policies/game-access';
import { security, withNotFound } from '../route-schemas';
import { gameHistory, gameRecordParts } from './game-record';
import { tags } from './game-route-schemas';
import { answerGame } from './game-view';

/** A past (or running) game recalled: its log page by page, and its record with the replay. */
export const gameRecordRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/:id/history/',
    {
      schema: {
        operationId: 'getGameHistory',
        tags,
        security,
        summary: "A game's log, oldest first: every event with its time and user",
        description:
          'Paged (`page`, `page_size` up to 500). Scoped like the game: a cashier its own, an agent ' +
          "its cashiers', admin all (404 otherwise). The log never holds the running order: a " +
          "reset reveals only the order it abandons; win, close and cancel reveal the game's.",
        params: idParamsSchema,
        querystring: gameHistoryQuerySchema,
        response: { 200: gameHistoryResponseSchema, ...withNotFound },
      },
    },
    async (request) => {
      const game = await gameFor(db, currentUser(request), request.params.id);
      return gameHistory(db, game.id, request.query.page, request.query.page_size);
    },
  );

  app.get(
    '/:id/record/',
    {
      schema: {
        operationId: 'getGameRecord',
        tags,
        security,
        summary: "A game's record: the game, its resets with reasons, its money and its replay",
        description:
          'The replay recomputes the game from its log alone (calls, checks, win, money) and ' +
          'says whether it agrees with what is stored, naming every difference.',
        params: idParamsSchema,
        response: { 200: gameRecordSchema, ...withNotFound },
      },
    },
    async (request) => {
      const game = await gameFor(db, currentUser(request), request.params.id);
      return { game: await answerGame(db, game.id), ...(await gameRecordParts(db, game)) };
    },
  );
};
