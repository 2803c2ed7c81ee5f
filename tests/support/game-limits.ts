import type { FastifyInstance } from 'fastify';
import { call } from './api';
import type { Session } from './test-app';

/** The admin's game limits until changed (decision 045): the floor of 4, no ceiling. */
export const DEFAULT_GAME_LIMITS = {
  min_pattern_numbers: 4,
  ceiling_prize: null,
  ceiling_card_value: null,
  ceiling_cards_per_game: null,
  floor_seconds_between_games: 0,
};

/** The admin sets the platform's pattern floor and ceilings: the defaults but for `change`. */
export const setGameLimits = (
  app: FastifyInstance,
  admin: Session,
  change: Partial<Record<keyof typeof DEFAULT_GAME_LIMITS, number | null>> = {},
) =>
  call(app, 'PUT', '/api/v1/admin/settings/', {
    as: admin,
    body: { game_limits: { ...DEFAULT_GAME_LIMITS, ...change } },
  });
