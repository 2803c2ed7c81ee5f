import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../plugins/auth';
import { gameCallRoutes } from './game-call-routes';
import { gameClaimRoutes } from './game-claim-routes';
import { gameEndRoutes } from './game-end-routes';
import type { GameDeps } from './game-deps';
import { gameRecordRoutes } from './game-record-routes';
import { gameReadRoutes } from './game-read-routes';

/** The games API: signed in with the games permission; each route then asks the game access policy. */
export const gameRoutes: FastifyPluginAsyncZod<GameDeps> = async (
  app,
  { db, bus, timezone, jackpotRandomInt, fairDraw },
) => {
  // Not the options as given: their prefix is this plugin's, and would apply to each part again.
  const deps = { db, bus, timezone, jackpotRandomInt, fairDraw };
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requirePermission('games'));
  await app.register(gameReadRoutes, deps);
  await app.register(gameCallRoutes, deps);
  await app.register(gameClaimRoutes, deps);
  await app.register(gameEndRoutes, deps);
  await app.register(gameRecordRoutes, { db });
};
