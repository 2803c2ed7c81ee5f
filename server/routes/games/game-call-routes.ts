import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionUser } from '@core/schemas/auth';
import { idParamsSchema } from '@core/schemas/common';
import {
  drawRequestSchema,
  drawResponseSchema,
  gameSchema,
  markRequestSchema,
  resetRequestSchema,
} from '@core/schemas/games';
import { localDate } from '@core/time/local-date';
import { changeGame, type Changed } from '../../commands/game-change';
import { drawNextBall, markNumber, resetGame, setPaused } from '../../commands/game-control';
import type { Db } from '../../db/client';
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
          'With `expected_called_count`, a game whose count differs answers 409 "Already drawn".',
        params: idParamsSchema,
        body: drawRequestSchema.nullish(),
        response: { 200: drawResponseSchema, ...withConflict },
      },
    },
    async (request) =>
      changeGame(deps, request.log, (tx) =>
        drawNextBall(
          tx,
          currentUser(request),
          request.params.id,
          callContext(),
          request.body?.expected_called_count,
        ),
      ),
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

  const callerSteps: Array<{
    path: string;
    operationId: string;
    summary: string;
    run: (tx: Db, user: SessionUser, id: number) => Promise<Changed>;
  }> = [
    {
      path: 'pause',
      operationId: 'pauseGame',
      summary: 'Pause calling (Calling to Paused)',
      run: (tx, user, id) => setPaused(tx, user, id, true),
    },
    {
      path: 'resume',
      operationId: 'resumeGame',
      summary: 'Resume calling (Paused to Calling)',
      run: (tx, user, id) => setPaused(tx, user, id, false),
    },
  ];
  for (const step of callerSteps) {
    app.post(
      `/:id/${step.path}/`,
      {
        schema: {
          operationId: step.operationId,
          tags,
          security,
          summary: step.summary,
          params: idParamsSchema,
          response: { 200: gameSchema, ...withConflict },
        },
      },
      async (request) => {
        await changeGame(deps, request.log, (tx) =>
          step.run(tx, currentUser(request), request.params.id),
        );
        return answerGame(db, request.params.id);
      },
    );
  }

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
          'With a reason. Only before any card has won a check (409 "A card has won this game: it ' +
          'cannot be reset"), before the last ball (409 "Every ball is out: the game cannot be ' +
          'reset"), and at most the shop\'s max_resets times (409 "No resets left for this game").',
        params: idParamsSchema,
        body: resetRequestSchema,
        response: { 200: gameSchema, ...withConflict },
      },
    },
    async (request) => {
      await changeGame(deps, request.log, (tx) =>
        resetGame(tx, currentUser(request), request.params.id, request.body.reason),
      );
      return answerGame(db, request.params.id);
    },
  );
};
