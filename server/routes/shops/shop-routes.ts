import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionUser } from '@core/schemas/auth';
import { shopSchema } from '@core/schemas/shops';
import type { Db } from '../../db/client';
import { forbidden } from '../../http-error';
import { currentUser, requirePermission } from '../../plugins/auth';
import { authErrors, security } from '../route-schemas';
import { listShops, type ShopScope } from './shop-queries';

/** SPEC section 6 data filters: a cashier its own shops, an agent its cashiers', admin all. */
function scopeOf(user: SessionUser): ShopScope {
  if (user.role === 'admin') return 'all';
  if (user.role === 'cashier' && user.cashier_id !== null) return { cashierId: user.cashier_id };
  if (user.role === 'agent' && user.agent_id !== null) return { agentId: user.agent_id };
  throw forbidden();
}

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
    async (request) => listShops(db, scopeOf(currentUser(request))),
  );
};
