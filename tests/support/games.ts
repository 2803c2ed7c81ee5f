import type { FastifyInstance } from 'fastify';
import type { Game } from '@core/schemas/games';
import { call } from './api';
import type { Session } from './test-app';

/** Starts a game through the API; throws unless it answers 201. */
export async function startGame(
  app: FastifyInstance,
  as: Session,
  body: Record<string, unknown>,
): Promise<number> {
  const response = await call(app, 'POST', '/api/v1/cashiers/play_game/', { as, body });
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
