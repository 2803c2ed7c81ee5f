import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cardForNumber } from '@core/bingo/card-generator';
import type { Db } from '../../server/db/client';
import { games } from '../../server/db/schema';
import { call } from './api';
import { gameCall } from './games';
import type { Session } from './test-app';

/** Four Corners only: a card wins once its four corner numbers are called. */
export const CORNERS_ONLY = {
  anyLine: false,
  fourCorners: true,
  fullHouse: false,
  diagonal: false,
};

export function cornersOf(cardNumber: number): number[] {
  const card = cardForNumber(cardNumber, 'standard');
  return [card[0]![0], card[0]![4], card[4]![0], card[4]![4]] as number[];
}

/**
 * The server draws until `numbers` are all out (the test reads the secret order from the database
 * to know when to stop): a win on drawn balls, not on hand calls. Answers the number of balls drawn.
 */
export async function drawUntilOut(
  app: FastifyInstance,
  db: Db,
  as: Session,
  gameId: number,
  numbers: number[],
): Promise<number> {
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  const called = new Set(game!.called.map((c) => c.n));
  const remaining = game!.drawOrder.filter((n) => !called.has(n));
  const needed = Math.max(...numbers.map((n) => remaining.indexOf(n))) + 1;
  for (let i = 0; i < needed; i += 1) {
    const draw = await gameCall(app, as, gameId, 'draw');
    if (draw.statusCode !== 200) throw new Error(`draw ${draw.statusCode}: ${draw.body}`);
  }
  return needed;
}

/** The server draws until the card's corners are all out; answers the number of balls drawn. */
export const drawUntilCornersOut = (
  app: FastifyInstance,
  db: Db,
  as: Session,
  gameId: number,
  cardNumber: number,
) => drawUntilOut(app, db, as, gameId, cornersOf(cardNumber));

/** Records the card's win through SPEC's play_game; answers the raw response. */
export function recordWin(app: FastifyInstance, as: Session, gameId: number, cardNumber: number) {
  return call(app, 'POST', '/api/v1/cashiers/play_game/', {
    as,
    body: { game_id: gameId, card_number: cardNumber },
  });
}

/**
 * Jackpot terms for tests of how a jackpot is grown and paid, not of its odds: it counts Four
 * Corners (the wins these tests make) and its agent accepts any chance per game (decision 043).
 */
export const PAYS_ON_CORNERS = { patterns: ['four_corners'], max_chance_percent: 100 };
