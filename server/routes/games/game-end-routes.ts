import { statusOf } from '@core/api-statuses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { centsToAmount } from '@core/money';
import { localDate } from '@core/time/local-date';
import { idParamsSchema } from '@core/schemas/common';
import {
  cancelGameResponseSchema,
  cancelRequestSchema,
  closeGameResponseSchema,
  closeRequestSchema,
} from '@core/schemas/game-actions';
import { changeGameOnce } from '../../commands/game-change';
import { cancelGame, closeGame } from '../../commands/game-end';
import { currentUser } from '../../plugins/auth';
import { idempotencyHeadersSchema } from '../../plugins/idempotency';
import { security, withConflict } from '../route-schemas';
import type { GameDeps } from './game-deps';
import { tags, withUnprocessable } from './game-route-schemas';

/** A game ended without a win: closed with no winner, or cancelled. Both move money. */
export const gameEndRoutes: FastifyPluginAsyncZod<GameDeps> = async (app, deps) => {
  app.post(
    '/:id/close/',
    {
      schema: {
        operationId: 'closeGame',
        tags,
        security,
        summary: 'Close a played game with no winner; the shop drawer keeps the pool',
        description:
          "The game's cashier, its agent or the admin, with a reason. A game whose balls are all " +
          'out, or one closed by its agent or the admin, first pays every claim due (decision ' +
          "046: each such winner is marked awarded_at_close); the cashier's close of a game still " +
          'drawing is refused while a sold card holds a win its claim could record (409 ' +
          '"unclaimed_winner", details.card_numbers: record the win), and before any ball unless ' +
          'a stage was won (409: cancel instead). Reveals order and salt.',
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        body: closeRequestSchema,
        response: { 200: closeGameResponseSchema, ...withConflict },
      },
    },
    async (request, reply) =>
      changeGameOnce(deps, request, reply, async (tx) => {
        const { id } = request.params;
        const done = await closeGame(tx, currentUser(request), id, request.body.reason, {
          today: localDate(new Date(), deps.timezone),
          randomInt: deps.jackpotRandomInt,
          onHall: deps.hallMode === true,
        });
        const body = {
          ...statusOf('game_closed'),
          game_id: id,
          takings: centsToAmount(done.result.takingsCents),
        };
        return { events: done.events, result: { status: 200, body } };
      }),
  );

  app.post(
    '/:id/cancel/',
    {
      schema: {
        operationId: 'cancelGame',
        tags,
        security,
        summary: 'Cancel a running game; the fee is refunded only if no ball was ever called',
        description:
          "The game's cashier, its agent or the admin. A reason is needed once a ball was " +
          'called, and from anyone but the game\'s cashier (422 "reason_required"); it is ' +
          'logged. Refused while a sold card holds a win its claim could record (409 ' +
          '"unclaimed_winner", details.card_numbers: record the win).',
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        body: cancelRequestSchema.nullish(),
        response: { 200: cancelGameResponseSchema, ...withUnprocessable },
      },
    },
    async (request, reply) =>
      changeGameOnce(deps, request, reply, async (tx) => {
        const { id } = request.params;
        const done = await cancelGame(tx, currentUser(request), id, request.body?.reason);
        const body = {
          ...statusOf('game_cancelled'),
          game_id: id,
          refund: centsToAmount(done.result.refundCents),
        };
        return { events: done.events, result: { status: 200, body } };
      }),
  );
};
