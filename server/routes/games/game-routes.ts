import { statusOf } from '@core/api-statuses';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderRevealed } from '@core/bingo/game-facts';
import { isMarked } from '@core/bingo/marking';
import { centsToAmount } from '@core/money';
import type { SessionUser } from '@core/schemas/auth';
import { idParamsSchema } from '@core/schemas/common';
import {
  blockRequestSchema,
  cancelGameResponseSchema,
  cancelRequestSchema,
  closeGameResponseSchema,
  closeRequestSchema,
  checkCardRequestSchema,
  checkCardResponseSchema,
  drawRequestSchema,
  drawResponseSchema,
  gameListItemSchema,
  gameSchema,
  markRequestSchema,
  myGamesPageSchema,
  myGamesQuerySchema,
  resetRequestSchema,
  verifyGameResponseSchema,
  type Game,
} from '@core/schemas/games';
import { COMMITMENT_FORMAT } from '../../commands/draw-order';
import { gameFor } from '../../policies/game-access';
import { blockCard } from '../../commands/claim-rules';
import {
  drawNextBall,
  markNumber,
  resetGame,
  setPaused,
  type Changed,
} from '../../commands/game-control';
import { cancelGame, closeGame } from '../../commands/game-end';
import { publishGameEvents } from '../../commands/game-log';
import { checkCard } from '../../commands/record-win';
import type { Db } from '../../db/client';
import { notFound } from '../../http-error';
import { currentUser, requirePermission } from '../../plugins/auth';
import { idempotencyHeadersSchema, runIdempotent } from '../../plugins/idempotency';
import { authErrors, security, withConflict, withNotFound } from '../route-schemas';
import { localDate } from '@core/time/local-date';
import type { GameDeps } from './game-deps';
import { gameView } from './game-view';
import { myGames } from './my-games';

const tags = ['games'];
const withUnprocessable = { ...withConflict, 422: withConflict[409] } as const;

export const gameRoutes: FastifyPluginAsyncZod<GameDeps> = async (app, { db, bus, timezone }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requirePermission('games'));

  /** Runs one game change in a transaction, then publishes its events once committed. */
  async function change<T>(
    log: FastifyBaseLogger,
    work: (tx: Db) => Promise<Changed<T>>,
  ): Promise<T> {
    const done = await db.transaction((tx) => work(tx as unknown as Db));
    await publishGameEvents(bus, done.events, log);
    return done.result;
  }
  const callContext = () => ({ today: localDate(new Date(), timezone) });
  const answerGame = async (id: number): Promise<Game> => {
    const game = await gameView(db, id);
    if (!game) throw notFound();
    return game;
  };

  app.get(
    '/my_games/',
    {
      schema: {
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
        tags,
        security,
        summary: 'A game: terms, calls in order, caller state, commitment (never the order)',
        params: idParamsSchema,
        response: { 200: gameSchema, ...withNotFound },
      },
    },
    async (request) => {
      const game = await gameFor(db, currentUser(request), request.params.id);
      return answerGame(game.id);
    },
  );

  app.post(
    '/:id/draw/',
    {
      schema: {
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
      change(request.log, (tx) =>
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
      await change(request.log, (tx) =>
        markNumber(tx, currentUser(request), request.params.id, request.body, callContext()),
      );
      return answerGame(request.params.id);
    },
  );

  const callerSteps: Array<{
    path: string;
    summary: string;
    run: (tx: Db, user: SessionUser, id: number) => Promise<Changed>;
  }> = [
    {
      path: 'pause',
      summary: 'Pause calling (Calling to Paused)',
      run: (tx, user, id) => setPaused(tx, user, id, true),
    },
    {
      path: 'resume',
      summary: 'Resume calling (Paused to Calling)',
      run: (tx, user, id) => setPaused(tx, user, id, false),
    },
  ];
  for (const step of callerSteps) {
    app.post(
      `/:id/${step.path}/`,
      {
        schema: {
          tags,
          security,
          summary: step.summary,
          params: idParamsSchema,
          response: { 200: gameSchema, ...withConflict },
        },
      },
      async (request) => {
        await change(request.log, (tx) => step.run(tx, currentUser(request), request.params.id));
        return answerGame(request.params.id);
      },
    );
  }

  app.post(
    '/:id/reset/',
    {
      schema: {
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
      await change(request.log, (tx) =>
        resetGame(tx, currentUser(request), request.params.id, request.body.reason),
      );
      return answerGame(request.params.id);
    },
  );

  app.post(
    '/:id/block/',
    {
      schema: {
        tags,
        security,
        summary: 'Block a card for the rest of the game after a false claim',
        description:
          'Only a card whose last check failed, with nothing called since (409 "Only a card whose ' +
          'last check failed can be blocked"). Later checks answer verdict "blocked" and a win ' +
          'record answers 422 "Blocked card".',
        params: idParamsSchema,
        body: blockRequestSchema,
        response: { 200: gameSchema, ...withConflict },
      },
    },
    async (request) => {
      await change(request.log, (tx) =>
        blockCard(tx, currentUser(request), request.params.id, request.body.card_number),
      );
      return answerGame(request.params.id);
    },
  );

  app.post(
    '/:id/close/',
    {
      schema: {
        tags,
        security,
        summary: 'Close a played game with no winner; the shop drawer keeps the pool',
        description:
          'With a reason. Refused once a card has won a check (409 "A card has won this game: ' +
          'record the win") and before any ball (409: cancel instead). Reveals order and salt.',
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        body: closeRequestSchema,
        response: { 200: closeGameResponseSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const events: Changed['events'] = [];
      const body = await runIdempotent(db, request, reply, async (tx) => {
        const done = await closeGame(
          tx,
          currentUser(request),
          request.params.id,
          request.body.reason,
        );
        events.push(...done.events);
        return {
          status: 200,
          body: {
            ...statusOf('game_closed'),
            game_id: request.params.id,
            takings: centsToAmount(done.result.takingsCents),
          },
        };
      });
      await publishGameEvents(bus, events, request.log);
      return body;
    },
  );

  app.post(
    '/:id/cancel/',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel a running game; the fee is refunded only if no ball was ever called',
        description:
          'An optional reason is logged. Refused once a card has won a check (409 "A card has ' +
          'won this game: record the win").',
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        body: cancelRequestSchema.nullish(),
        response: { 200: cancelGameResponseSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const events: Changed['events'] = [];
      const body = await runIdempotent(db, request, reply, async (tx) => {
        const done = await cancelGame(
          tx,
          currentUser(request),
          request.params.id,
          request.body?.reason,
        );
        events.push(...done.events);
        return {
          status: 200,
          body: {
            ...statusOf('game_cancelled'),
            game_id: request.params.id,
            refund: centsToAmount(done.result.refundCents),
          },
        };
      });
      await publishGameEvents(bus, events, request.log);
      return body;
    },
  );

  app.post(
    '/:id/check/',
    {
      schema: {
        tags,
        security,
        summary: "Check Bingo: a card judged by the server against the game's calls",
        description:
          'A card number not sold in the game: 422 "Unselected number". The card is the ' +
          "shop's saved card of the number as the game started with it, else the card generated " +
          'for the number and mode (see GET /games/{id}/cards/). A `grid` in the body is refused: ' +
          '422 "grid_not_accepted". `verdict`: win, no_win, late (complete before the last ball ' +
          'where the shop refuses late claims) or blocked.',
        params: idParamsSchema,
        body: checkCardRequestSchema,
        response: { 200: checkCardResponseSchema, ...withUnprocessable },
      },
    },
    async (request) => {
      const judged = await change(request.log, (tx) =>
        checkCard(tx, currentUser(request), request.params.id, request.body),
      );
      const { marked, win, analysis, reliedOnManualCall } = judged.judgement;
      const { verdict, late } = judged.claim;
      return {
        card_number: judged.cardNumber,
        source: judged.source,
        grid: judged.card.map((cells) => [...cells]),
        marked: marked.map((cells) => cells.map((cell) => isMarked(cell))),
        is_winner: verdict === 'win',
        win_type: win.type,
        label: win.label,
        winning_cells: win.cells,
        relied_on_manual_call: reliedOnManualCall,
        analysis: {
          // -1: no pattern can still be completed (a saved card with empty cells).
          min_needed: analysis.minNeeded ?? -1,
          chance: analysis.chance ?? 'Low',
          pulse: analysis.pulse,
          needed_numbers: analysis.closest?.needed ?? [],
        },
        verdict,
        late,
      };
    },
  );

  app.get(
    '/:id/verify/',
    {
      schema: {
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
      const revealed = orderRevealed(game);
      return {
        game_id: game.id,
        commitment: game.commitment,
        revealed,
        order: revealed ? game.drawOrder : null,
        salt: revealed ? game.salt : null,
        commitment_input_format: COMMITMENT_FORMAT,
      };
    },
  );
};
