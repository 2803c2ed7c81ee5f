import { statusOf } from '@core/api-statuses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isCardNumber } from '@core/bingo/game-limits';
import { amountToCents, centsToAmount } from '@core/money';
import { localDate } from '@core/time/local-date';
import {
  playGameRequestSchema,
  playGameResponseSchema,
  type winRecordRequestSchema,
} from '@core/schemas/play-game';
import type { z } from 'zod';
import { changeGameOnce } from '../../commands/game-change';
import { recordWin } from '../../commands/record-win';
import { startGame } from '../../commands/start-game';
import { useAllowanceForStart } from '../../halls/hall-allowance';
import { forbidden, HttpError } from '../../http-error';
import { currentUser } from '../../plugins/auth';
import { idempotencyHeadersSchema } from '../../plugins/idempotency';
import { security } from '../route-schemas';
import type { GameDeps } from './game-deps';
import { withUnprocessable } from './game-route-schemas';

/** The card number of a SPEC win record: ours, or SPEC's `winner` when it is a number. */
function winningCard(body: z.infer<typeof winRecordRequestSchema>): number | undefined {
  if (body.card_number !== undefined) return body.card_number;
  const winner = typeof body.winner === 'string' ? body.winner.trim() : body.winner;
  const n = typeof winner === 'string' && /^\d{1,5}$/.test(winner) ? Number(winner) : winner;
  return isCardNumber(n) ? n : undefined;
}

export const playGameRoute: FastifyPluginAsyncZod<GameDeps> = async (app, deps) => {
  const { timezone, jackpotRandomInt } = deps;
  app.addHook('onRequest', app.authenticate);
  // A cashier starts its games and records their wins. The admin runs every game
  // (server/policies/game-access.ts) and may record a win, never start one: the way to end a
  // deactivated cashier's game while a sold card holds an unclaimed win (decision 024).
  app.addHook('onRequest', async (request) => {
    const { role } = currentUser(request);
    if (role !== 'cashier' && role !== 'admin') throw forbidden();
  });

  app.post(
    '/play_game/',
    {
      schema: {
        operationId: 'playGame',
        tags: ['cashiers', 'games'],
        security,
        summary: 'Start a game (a body with `amount`) or record its win (a body without)',
        description:
          "Start: SPEC's `{amount}` alone (win % 50, no cards named), or `{amount, cards, " +
          'card_value, win_percentage, shop_id, mode, win_conditions}` (card value 10, win % 80 by ' +
          'default; amount must equal cards x card value, else 422 "Amount does not match cards x ' +
          'card value"). The platform fee (house cut x the cashier\'s fee %) is charged from the ' +
          "cashier's balance in the same transaction and the rest of the fee on the whole pool is " +
          'reserved until the game ends (409 "Insufficient balance" when the balance no running ' +
          'game holds cannot cover both; decision 044); answers 201. ' +
          'A shop runs one unfinished game at a time: a start while one runs answers 409 ' +
          '`game_running` with its `game_id` in the details (GET /cashiers/running_games/). ' +
          'Win record: completes `game_id` (or the only active game) for `card_number` (or a ' +
          'numeric `winner`), judged by the server: 422 "No Bingo", 422 "Unselected number", 409 ' +
          '"Game is already completed" (once the next game of the shop started). After the first ' +
          'win another card that won on the same ball may be recorded with `game_id`: the shop rule ' +
          '`shared_wins` splits the prize or pays a full prize from the drawer (409 ' +
          '"drawer_cannot_pay_prize"); a card already recorded answers 409 ' +
          '"winner_already_recorded"; `win_amount` is this winner\'s share and `winners` lists ' +
          'all so far. Amounts are computed by the server; any sent are ignored. ' +
          'The admin may record a win (with `game_id`), never start a game. ' +
          "The card judged is the one the server holds (the shop's saved card as the game " +
          'started with it, else the generated one); a `grid` is refused with 422 ' +
          '"grid_not_accepted".',
        headers: idempotencyHeadersSchema,
        body: playGameRequestSchema,
        response: {
          200: playGameResponseSchema,
          201: playGameResponseSchema,
          ...withUnprocessable,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      const cashierId = user.role === 'cashier' ? user.cashier_id : null;
      if (body.amount !== undefined && cashierId === null) throw forbidden();
      const today = localDate(new Date(), timezone);
      const beaconRound = deps.fairDraw.roundForNow();
      const answered = await changeGameOnce(deps, request, reply, async (tx) => {
        if (body.amount !== undefined) {
          if (cashierId === null) throw forbidden();
          // Central judges a hall's games by the fees they paid: a practice game has none.
          if (body.training && deps.hallMode) throw new HttpError(409, 'training_not_on_hall');
          const hallGrant = deps.hallMode ? await useAllowanceForStart(tx) : undefined;
          const started = await startGame(tx, {
            hallGrant,
            userId: user.id,
            cashierId,
            amountCents: amountToCents(body.amount),
            cards: body.cards,
            cardValueCents:
              body.card_value === undefined ? undefined : amountToCents(body.card_value),
            winPercentage: body.win_percentage,
            shopId: body.shop_id,
            mode: body.mode,
            winConditions: body.win_conditions,
            training: body.training,
            today,
            beaconRound,
          });
          const answer = { ...statusOf('game_started'), game_id: started.gameId };
          return { events: [started.event], result: { status: 201, body: answer } };
        }
        const won = await recordWin(
          tx,
          user,
          { gameId: body.game_id, cardNumber: winningCard(body), grid: body.grid },
          { today, randomInt: jackpotRandomInt, onHall: deps.hallMode === true },
        );
        const { result } = won;
        const answer = {
          ...statusOf('win_recorded'),
          game_id: result.gameId,
          win_amount: centsToAmount(result.prizeCents),
          win_type: result.winType,
          winners: result.winners,
          ...(result.jackpot ? { jackpot_amount: centsToAmount(result.jackpot.amountCents) } : {}),
          ...(result.jackpotPending ? { jackpot_pending: true } : {}),
          ...(result.bonus && result.bonus.paidCents + result.bonus.unpaidCents > 0n
            ? {
                stage_bonus: centsToAmount(result.bonus.paidCents),
                stage_bonus_unpaid: centsToAmount(result.bonus.unpaidCents),
                ...(result.bonus.unpaidReason && {
                  stage_bonus_unpaid_reason: result.bonus.unpaidReason,
                }),
              }
            : {}),
        };
        return { events: won.events, result: { status: 200, body: answer } };
      });
      // The new game's order waits for its public round: fetched as soon as it is published.
      if (body.amount !== undefined && reply.statusCode === 201)
        deps.fairDraw.watch(answered.game_id, beaconRound);
      return answered;
    },
  );
};
