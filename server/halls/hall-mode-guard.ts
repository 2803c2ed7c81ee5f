import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';

/**
 * What central owns (decision 038): on a hall, changes to staff, credit, jackpots, fee rules, shop
 * rules and patterns are refused with a clear message; the hall's games, cards, shifts and TVs are
 * its own.
 */
const CENTRAL_ONLY: RegExp[] = [
  /^\/api\/v1\/admin\//,
  /^\/api\/v1\/agents\//,
  // A start and its preview are the hall's own (the preview changes nothing).
  /^\/api\/v1\/cashiers\/(?!play_game\/|start_preview\/)/,
  /^\/api\/v1\/shops\/\d+\/(rules|game_settings|patterns|card_secret|hall_link)\//,
  /^\/api\/v1\/shops\/\d+\/patterns\/\d+\//,
  /^\/api\/v1\/hall_sync\//,
];

export function centralOnly(method: string, url: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  const path = url.split('?')[0]!;
  return CENTRAL_ONLY.some((pattern) => pattern.test(path));
}

export function registerHallModeGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (centralOnly(request.method, request.url)) throw new HttpError(409, 'central_only');
  });
}
