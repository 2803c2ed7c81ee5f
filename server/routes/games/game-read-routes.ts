import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@core/schemas/common';
import {
  gameListItemSchema,
  myGamesPageSchema,
  myGamesQuerySchema,
} from '@core/schemas/game-lists';
import { gameSchema } from '@core/schemas/games';
import { verifyGameResponseSchema } from '@core/schemas/game-actions';
import { drawProof } from '../../commands/draw-order';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import { gameFor } from '../../policies/game-access';
import { authErrors, security, withNotFound } from '../route-schemas';
import { tags } from './game-route-schemas';
import { answerGame } from './game-view';
import { myGames } from './my-games';

/** The caller's games, a game, and its draw order once it may be revealed. */
export const gameReadRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/my_games/',
    {
      schema: {
        operationId: 'listMyGames',
        tags,
        security,
        summary: "The caller's games, newest first (agent: its cashiers'; admin: all)",
        description:
          'Filters: status (active, completed, cancelled); search (game id, shop name or ' +
          'cashier); sort (date-desc, date-asc, amount-desc, amount-asc). Without page, ' +
          "page_size or cursor: SPEC's bare list of at most `limit` games (default 200, at most " +
          '1000). With any of them: `{results, pagination}`, one page on the server; ' +
          '`pagination.next_cursor` given back as `cursor` continues by keyset. A page past the ' +
          'end has no results.',
        querystring: myGamesQuerySchema,
        response: { 200: z.union([z.array(gameListItemSchema), myGamesPageSchema]), ...authErrors },
      },
    },
    async (request) => myGames(db, currentUser(request), request.query),
  );

  app.get(
    '/:id/',
    {
      schema: {
        operationId: 'getGame',
        tags,
        security,
        summary: 'A game: terms, calls in order, caller state, commitment (never the order)',
        params: idParamsSchema,
        response: { 200: gameSchema, ...withNotFound },
      },
    },
    async (request) => {
      const game = await gameFor(db, currentUser(request), request.params.id);
      return answerGame(db, game.id);
    },
  );

  app.get(
    '/:id/verify/',
    {
      schema: {
        operationId: 'verifyGame',
        tags,
        security,
        summary: 'The draw order and salt behind the commitment, once the game is over',
        description:
          'Revealed once the game has ended (completed, cancelled) or the server drew every ' +
          'ball; numbers called by hand never count.',
        params: idParamsSchema,
        response: { 200: verifyGameResponseSchema, ...withNotFound },
      },
    },
    async (request) => {
      const game = await gameFor(db, currentUser(request), request.params.id);
      return { game_id: game.id, ...(await drawProof(db, game)) };
    },
  );
};
