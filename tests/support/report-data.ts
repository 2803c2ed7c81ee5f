import type { FastifyInstance } from 'fastify';
import { cardForNumber } from '@core/bingo/card-generator';
import { call } from './api';
import { gameCall, startGame } from './games';
import type { Session } from './test-app';

/** Draws every ball, then records card 1's win (a full card wins): the game completes. */
export async function playToWin(app: FastifyInstance, as: Session, gameId: number): Promise<void> {
  for (;;) {
    const draw = await gameCall(app, as, gameId, 'draw');
    if (draw.statusCode === 409) break;
    if (draw.statusCode !== 200) throw new Error(`draw ${draw.statusCode}: ${draw.body}`);
  }
  const win = await call(app, 'POST', '/api/v1/cashiers/play_game/', {
    as,
    body: { game_id: gameId, card_number: 1 },
  });
  if (win.statusCode !== 200 && win.statusCode !== 201)
    throw new Error(`win ${win.statusCode}: ${win.body}`);
}

/** A one-card game of `amount` (card 1), started in the shop; answers its id. */
export function startOneCardGame(
  app: FastifyInstance,
  as: Session,
  shopId: number,
  amount: number,
): Promise<number> {
  return startGame(app, as, { amount, cards: [1], card_value: amount, shop_id: shopId });
}

/**
 * Card 7 wins Four Corners, its corners marked by hand (a win that relied on manual calls); answers
 * the win's answer. The game must play card 7 with Four Corners on.
 */
export async function winCornersByHand(app: FastifyInstance, as: Session, gameId: number) {
  const card = cardForNumber(7, 'standard');
  for (const number of [card[0]![0], card[0]![4], card[4]![0], card[4]![4]] as number[])
    await gameCall(app, as, gameId, 'mark', { number, called: true });
  const won = await call(app, 'POST', '/api/v1/cashiers/play_game/', {
    as,
    body: { game_id: gameId, card_number: 7 },
  });
  if (won.statusCode !== 200) throw new Error(`win ${won.statusCode}: ${won.body}`);
  return won.json();
}
