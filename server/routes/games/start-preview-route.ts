import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { amountToCents } from '@core/money';
import { startPreviewRequestSchema, startPreviewSchema } from '@core/schemas/start-preview';
import { localDate } from '@core/time/local-date';
import { previewStart } from '../../commands/start-preview';
import { forbidden, HttpError } from '../../http-error';
import { grantForPreview } from '../../halls/hall-allowance';
import { currentUser, requireRole } from '../../plugins/auth';
import { security } from '../route-schemas';
import type { GameDeps } from './game-deps';
import { withUnprocessable } from './game-route-schemas';

/** Before Start: what the server would judge for this start (decision 043), changing nothing. */
export const startPreviewRoute: FastifyPluginAsyncZod<GameDeps> = async (app, deps) => {
  app.post(
    '/start_preview/',
    {
      onRequest: [app.authenticate, requireRole('cashier')],
      schema: {
        operationId: 'previewStart',
        tags: ['cashiers', 'games'],
        security,
        summary: 'What a start with this body would judge: fee, prize and the odds of each payout',
        description:
          "The start's body. Answers the fee and prize the start would decide and, for every " +
          "payout beyond the pool (the shop's running jackpots the game is eligible for, its " +
          "stages' bonuses), the chance per game the server computes on the game's plan and " +
          'cards, what its funder accepts, and whether the game would grow or pay it. Refuses ' +
          'what the start refuses (422, 409 game_running). Changes nothing.',
        body: startPreviewRequestSchema,
        response: { 200: startPreviewSchema, ...withUnprocessable },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.role !== 'cashier' || user.cashier_id === null) throw forbidden();
      const body = request.body;
      // On a hall, the terms of the grant the start would count against; with none left, the
      // start itself says what the hall needs.
      const hallGrant = deps.hallMode
        ? await grantForPreview(deps.db).catch((error: unknown) => {
            if (error instanceof HttpError && error.statusCode === 409) return undefined;
            throw error;
          })
        : undefined;
      return previewStart(deps.db, {
        hallGrant,
        userId: user.id,
        cashierId: user.cashier_id,
        amountCents: amountToCents(body.amount),
        cards: body.cards,
        cardValueCents: body.card_value === undefined ? undefined : amountToCents(body.card_value),
        winPercentage: body.win_percentage,
        shopId: body.shop_id,
        mode: body.mode,
        winConditions: body.win_conditions,
        training: body.training,
        today: localDate(new Date(), deps.timezone),
      });
    },
  );
};
