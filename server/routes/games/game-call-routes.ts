import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@core/schemas/common';
import {
  drawRequestSchema,
  pauseRequestSchema,
  resumeRequestSchema,
  takeControlRequestSchema,
} from '@core/schemas/game-caller';
import {
  drawResponseSchema,
  markRequestSchema,
  resetRequestSchema,
} from '@core/schemas/game-actions';
import { gameSchema } from '@core/schemas/games';
import { localDate } from '@core/time/local-date';
import { changeGame } from '../../commands/game-change';
import { takeControl } from '../../commands/game-caller';
import { drawNextBall, markNumber, resetGame, setPaused } from '../../commands/game-control';
import { HttpError } from '../../http-error';
import { currentUser } from '../../plugins/auth';
import { security, withConflict } from '../route-schemas';
import type { GameDeps } from './game-deps';
import { tags, withUnprocessable } from './game-route-schemas';
import { answerGame } from './game-view';

/** The caller's controls: draw, call by hand, pause, resume and reset. */
export const gameCallRoutes: FastifyPluginAsyncZod<GameDeps> = async (app, deps) => {
  const { db, timezone } = deps;
  const callContext = () => ({ today: localDate(new Date(), timezone) });

  app.post(
    '/:id/draw/',
    {
      schema: {
        operationId: 'drawBall',
        tags,
        security,
        summary: 'Reveal the next ball of the stored draw order',
        description:
          'Balls already called by hand are skipped. Once every ball is out: 409 "Game Over". ' +
          'While paused: 409 "Game is paused". Simultaneous draws are served one at a time. ' +
          'With `expected_called_count`, a game whose count differs answers 409 "Already drawn". ' +
          'With `till`, the till takes the caller when no till holds it (decision 051); another ' +
          'till\'s draw answers 409 "not_the_caller" until the holder\'s hold lapses, and a till ' +
          'draws one interval after the last ball at the soonest (409 "draw_too_soon"). Without ' +
          '`till` a draw is not held back by the caller.',
        params: idParamsSchema,
        body: drawRequestSchema.nullish(),
        response: { 200: drawResponseSchema, ...withConflict },
      },
    },
    async (request) => {
      const draw = () =>
        changeGame(deps, request.log, (tx) =>
          drawNextBall(tx, currentUser(request), request.params.id, callContext(), {
            expectedCalledCount: request.body?.expected_called_count,
            till: request.body?.till,
          }),
        );
      try {
        return await draw();
      } catch (error) {
        // Ball 1 waits for the game's public round: read it now, then draw if it came.
        if (!(error instanceof HttpError && error.code === 'awaiting_beacon')) throw error;
        if ((await deps.fairDraw.settle(request.params.id)) === 'waiting') throw error;
        return draw();
      }
    },
  );

  app.post(
    '/:id/mark/',
    {
      schema: {
        operationId: 'markNumber',
        tags,
        security,
        summary: 'Call or uncall a number by hand (a board cell clicked); recorded as manual',
        description:
          'Only a number called by hand can be uncalled: a drawn ball stays drawn (409 "A drawn ' +
          'ball cannot be uncalled").',
        params: idParamsSchema,
        body: markRequestSchema,
        response: { 200: gameSchema, ...withUnprocessable },
      },
    },
    async (request) => {
      await changeGame(deps, request.log, (tx) =>
        markNumber(tx, currentUser(request), request.params.id, request.body),
      );
      return answerGame(db, request.params.id);
    },
  );

  app.post(
    '/:id/pause/',
    {
      schema: {
        operationId: 'pauseGame',
        tags,
        security,
        summary: 'Pause calling (Calling to Paused)',
        description:
          "The game's cashier, its agent or the admin. Anyone but the game's cashier gives a " +
          'reason (422 "reason_required"), kept in the log. Any till may pause; the caller stays ' +
          'where it is, unless its own till pauses with `leave` (leaving the caller screen).',
        params: idParamsSchema,
        body: pauseRequestSchema.nullish(),
        response: { 200: gameSchema, ...withUnprocessable },
      },
    },
    async (request) => {
      await changeGame(deps, request.log, (tx) =>
        setPaused(tx, currentUser(request), request.params.id, true, {
          reason: request.body?.reason,
          till: request.body?.till,
          leave: request.body?.leave,
        }),
      );
      return answerGame(db, request.params.id);
    },
  );

  app.post(
    '/:id/resume/',
    {
      schema: {
        operationId: 'resumeGame',
        tags,
        security,
        summary: 'Resume calling (Paused to Calling)',
        description: 'With `till`, the till takes the caller (a take_control event when it moves).',
        params: idParamsSchema,
        body: resumeRequestSchema.nullish(),
        response: { 200: gameSchema, ...withConflict },
      },
    },
    async (request) => {
      await changeGame(deps, request.log, (tx) =>
        setPaused(tx, currentUser(request), request.params.id, false, {
          till: request.body?.till,
        }),
      );
      return answerGame(db, request.params.id);
    },
  );

  app.post(
    '/:id/take_control/',
    {
      schema: {
        operationId: 'takeControl',
        tags,
        security,
        summary: 'Take the caller to this till: it draws from now on, the other till follows',
        description:
          'Logged as take_control (who, when, from which till) when the caller moves. No ball is ' +
          'drawn or taken back; the next draw still waits one interval after the last ball.',
        params: idParamsSchema,
        body: takeControlRequestSchema,
        response: { 200: gameSchema, ...withConflict },
      },
    },
    async (request) => {
      await changeGame(deps, request.log, (tx) =>
        takeControl(tx, currentUser(request), request.params.id, request.body.till),
      );
      return answerGame(db, request.params.id);
    },
  );

  app.post(
    '/:id/reset/',
    {
      schema: {
        operationId: 'resetGame',
        tags,
        security,
        summary:
          'Reset: calls cleared, a new draw order and commitment; the log keeps the old order',
        description:
          'With a reason. Refused while a sold card holds a win its claim could record (409 ' +
          '"unclaimed_winner", details.card_numbers), once a card has won a check (409 "A card ' +
          'has won this game: it cannot be reset"), before the last ball (409 "Every ball is out: the game cannot be ' +
          'reset"), and at most the shop\'s max_resets times (409 "No resets left for this game").',
        params: idParamsSchema,
        body: resetRequestSchema,
        response: { 200: gameSchema, ...withConflict },
      },
    },
    async (request) => {
      const { beaconRound } = await changeGame(deps, request.log, (tx) =>
        resetGame(tx, currentUser(request), request.params.id, request.body.reason, deps.fairDraw),
      );
      deps.fairDraw.watch(request.params.id, beaconRound);
      return answerGame(db, request.params.id);
    },
  );
};
