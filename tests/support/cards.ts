import type { FastifyInstance } from 'fastify';
import { cardForNumber } from '@core/bingo/card-generator';
import { cardToText, type TextGrid } from '@core/bingo/card-validation';
import type { GameMode } from '@core/bingo/modes';
import { call } from './api';
import type { Session } from './test-app';

export const cardsUrl = (shopId: number, mode: GameMode = 'standard') =>
  `/api/v1/shops/${shopId}/cards/${mode}/`;

/** Saves a card in a shop's set through the API; throws unless it answers 200. */
export async function saveCard(
  app: FastifyInstance,
  as: Session,
  shopId: number,
  card: { card_number: number; grid: TextGrid; name?: string; mode?: GameMode },
): Promise<void> {
  const { mode, name, ...body } = card;
  const response = await call(app, 'POST', cardsUrl(shopId, mode), {
    as,
    body: { ...body, name: name ?? `Card ${card.card_number}` },
  });
  if (response.statusCode !== 200)
    throw new Error(`save card ${response.statusCode}: ${response.body}`);
}

/** The generated card `n` of a mode, as the text grid a client sends. */
export const cardGrid = (n: number, mode: GameMode = 'standard') =>
  cardToText(cardForNumber(n, mode)).map((row) => [...row]);

/** A shop's saved cards of one mode through the API; throws unless it answers 200. */
export async function savedCards(
  app: FastifyInstance,
  as: Session,
  shopId: number,
  mode: GameMode = 'standard',
) {
  const response = await call(app, 'GET', cardsUrl(shopId, mode), { as });
  if (response.statusCode !== 200)
    throw new Error(`saved cards ${response.statusCode}: ${response.body}`);
  return response.json();
}
