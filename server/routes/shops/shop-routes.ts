import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shopSchema } from '@core/schemas/shops';
import type { Db } from '../../db/client';
import { currentUser, requirePermission } from '../../plugins/auth';
import { authErrors, security } from '../route-schemas';
import { listShops, shopScopeOf } from './shop-queries';

export const shopRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/my_shops/',
    {
      onRequest: [app.authenticate, requirePermission('shops')],
      schema: {
        tags: ['shops'],
        security,
        summary: "The shops the caller may see: its own, its cashiers', or all (admin)",
        response: { 200: z.array(shopSchema), ...authErrors },
      },
    },
    async (request) => listShops(db, shopScopeOf(currentUser(request))),
  );
};
