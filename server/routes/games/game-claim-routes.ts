import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isMarked } from '@core/bingo/marking';
import { idParamsSchema } from '@core/schemas/common';
import {
  blockRequestSchema,
  checkCardRequestSchema,
  checkCardResponseSchema,
} from '@core/schemas/game-actions';
import { gameSchema } from '@core/schemas/games';
import type { Claim } from '../../commands/claim-rules';
import { blockCard } from '../../commands/claim-rules';
import { changeGame } from '../../commands/game-change';
import { checkCard } from '../../commands/record-win';
import type { JudgedCard } from '../../commands/stage-claims';
import { currentUser } from '../../plugins/auth';
import { security, withConflict } from '../route-schemas';
import type { GameDeps } from './game-deps';
import { tags, withUnprocessable } from './game-route-schemas';
import { answerGame } from './game-view';

/** A checked card as Check Bingo answers it: the grid, its marks, the win and how close it is. */
function checkAnswer(
  judged: JudgedCard & { claim: Claim; stage: number },
): z.infer<typeof checkCardResponseSchema> {
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
    pattern: win.pattern,
    relied_on_manual_call: reliedOnManualCall,
    analysis: {
      // -1: no pattern can still be completed (a saved card with empty cells).
      min_needed: analysis.minNeeded ?? -1,
      chance: analysis.chance ?? 'Low',
      pulse: analysis.pulse,
      needed_numbers: analysis.closest?.needed ?? [],
    },
    to_go: analysis.patterns.map(({ key, name, needed, cells, reachable }) => ({
      key,
      name,
      needed,
      cells,
      reachable,
    })),
    verdict,
    late,
    stage: judged.stage,
  };
}

/** Claims: a card checked by the server, and a card blocked after a false claim. */
export const gameClaimRoutes: FastifyPluginAsyncZod<GameDeps> = async (app, deps) => {
  app.post(
    '/:id/check/',
    {
      schema: {
        operationId: 'checkCard',
        tags,
        security,
        summary: "Check Bingo: a card judged by the server against the game's calls",
        description:
          'A card number not sold in the game: 422 "Unselected number". The card is the ' +
          "shop's saved card of the number as the game started with it, else the card generated " +
          'for the number and mode (see GET /games/{id}/cards/). A `grid` in the body is refused: ' +
          '422 "grid_not_accepted". `verdict`: win, no_win, late (complete before the last ball ' +
          'where the shop refuses late claims) or blocked. An ended game takes no check (409, ' +
          'nothing logged), except a won game while `extra_claims_open` (decision 030): another ' +
          'card may win on the deciding ball; a card already recorded answers 409 ' +
          '"winner_already_recorded".',
        params: idParamsSchema,
        body: checkCardRequestSchema,
        response: { 200: checkCardResponseSchema, ...withUnprocessable },
      },
    },
    async (request) =>
      checkAnswer(
        await changeGame(deps, request.log, (tx) =>
          checkCard(tx, currentUser(request), request.params.id, request.body),
        ),
      ),
  );

  app.post(
    '/:id/block/',
    {
      schema: {
        operationId: 'blockCard',
        tags,
        security,
        summary: 'Block a card for the rest of the game after a false claim',
        description:
          'Only a card whose last check failed, with nothing called since (409 "Only a card whose ' +
          'last check failed can be blocked"), and never one a check found winning (409 ' +
          '"card_won_check"); only in a running game. Later checks answer verdict "blocked" and a win ' +
          'record answers 422 "Blocked card".',
        params: idParamsSchema,
        body: blockRequestSchema,
        response: { 200: gameSchema, ...withConflict },
      },
    },
    async (request) => {
      await changeGame(deps, request.log, (tx) =>
        blockCard(tx, currentUser(request), request.params.id, request.body.card_number),
      );
      return answerGame(deps.db, request.params.id);
    },
  );
};
