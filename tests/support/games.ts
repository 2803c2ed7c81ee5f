import type { FastifyInstance } from 'fastify';
import type { Game } from '@core/schemas/games';
import { call } from './api';
import type { Session } from './test-app';

/**
 * Ends a game the way the rules allow (decision 024): cancelled with a reason, closed once a stage
 * was paid, or, when a sold card holds a win on the calls (409 unclaimed_winner), that card's win
 * recorded.
 */
export async function endGame(app: FastifyInstance, as: Session, id: number): Promise<void> {
  const cancel = await gameCall(app, as, id, 'cancel', { reason: 'Test over' });
  if (cancel.statusCode === 200) return;
  const refusal = cancel.json<{ code?: string; details?: { card_numbers?: number[] } }>();
  // A game in stages with a stage paid can only be closed (decision 034).
  if (refusal.code === 'stage_won') {
    const closed = await gameCall(app, as, id, 'close', { reason: 'Test over' });
    if (closed.statusCode === 200) return;
    throw new Error(`close ${closed.statusCode}: ${closed.body}`);
  }
  if (refusal.code !== 'unclaimed_winner')
    throw new Error(`cancel ${cancel.statusCode}: ${cancel.body}`);
  const body = { game_id: id, card_number: refusal.details?.card_numbers?.[0] };
  const won = await call(app, 'POST', '/api/v1/cashiers/play_game/', { as, body });
  if (won.statusCode !== 200) throw new Error(`win ${won.statusCode}: ${won.body}`);
}

/** The running game a start was refused for (409 game_running), if that was the refusal. */
export function runningGameOf(response: { statusCode: number; json<T>(): T }): number | null {
  if (response.statusCode !== 409) return null;
  const body = response.json<{ code?: string; details?: { params?: { game_id?: number } }[] }>();
  return body.code === 'game_running' ? (body.details?.[0]?.params?.game_id ?? null) : null;
}

/**
 * Starts a game through the API as a till does: the game still running in that shop (one per
 * shop, decision 029) is ended first. Throws unless the start answers 201.
 */
export async function startGame(
  app: FastifyInstance,
  as: Session,
  body: Record<string, unknown>,
): Promise<number> {
  let response = await call(app, 'POST', '/api/v1/cashiers/play_game/', { as, body });
  const running = runningGameOf(response);
  if (running !== null) {
    await endGame(app, as, running);
    response = await call(app, 'POST', '/api/v1/cashiers/play_game/', { as, body });
  }
  if (response.statusCode !== 201)
    throw new Error(`play_game ${response.statusCode}: ${response.body}`);
  return response.json<{ game_id: number }>().game_id;
}

export async function getGame(app: FastifyInstance, as: Session, id: number): Promise<Game> {
  const response = await call(app, 'GET', `/api/v1/games/${id}/`, { as });
  if (response.statusCode !== 200) throw new Error(`game ${response.statusCode}: ${response.body}`);
  return response.json<Game>();
}

export function gameCall(
  app: FastifyInstance,
  as: Session,
  id: number,
  action: string,
  body?: unknown,
) {
  return call(app, 'POST', `/api/v1/games/${id}/${action}/`, { as, body });
}
