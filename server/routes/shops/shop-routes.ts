import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@core/schemas/common';
import { lastGamesResponseSchema, shopRulesSchema } from '@core/schemas/game-record';
import { shopSchema } from '@core/schemas/shops';
import { cashAdjustmentsSchema } from '@core/schemas/statements';
import type { Db } from '../../db/client';
import { forbidden } from '../../http-error';
import { currentUser, requirePermission } from '../../plugins/auth';
import { authErrors, security, withNotFound } from '../route-schemas';
import { cashAdjustmentsOf } from './cash-adjustments-query';
import { listShops, shopScopeOf } from '../../queries/shops';
import { lastGamesOf, rulesOfShop, shopInScope, updateShopRules } from './shop-rules';

export const shopRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/my_shops/',
    {
      onRequest: [app.authenticate, requirePermission('shops')],
      schema: {
        operationId: 'listVisibleShops',
        tags: ['shops'],
        security,
        summary: "The shops the caller may see: its own, its cashiers', or all (admin)",
        response: { 200: z.array(shopSchema), ...authErrors },
      },
    },
    async (request) => listShops(db, shopScopeOf(currentUser(request))),
  );

  app.get(
    '/:id/rules/',
    {
      onRequest: [app.authenticate, requirePermission('shops')],
      schema: {
        operationId: 'getShopRules',
        tags: ['shops'],
        security,
        summary: "A shop's game rules: late claims (allow or refuse) and resets allowed per game",
        params: idParamsSchema,
        response: { 200: shopRulesSchema, ...withNotFound },
      },
    },
    async (request) =>
      rulesOfShop(await shopInScope(db, shopScopeOf(currentUser(request)), request.params.id)),
  );

  app.put(
    '/:id/rules/',
    {
      onRequest: [app.authenticate, requirePermission('shops')],
      schema: {
        operationId: 'updateShopRules',
        tags: ['shops'],
        security,
        summary: "Change a shop's game rules (its agent or an admin; a cashier gets 403)",
        description: 'Games already started keep the rules they started with.',
        params: idParamsSchema,
        body: shopRulesSchema,
        response: { 200: shopRulesSchema, ...withNotFound },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // The till must not loosen the rules it plays under.
      if (user.role === 'cashier') throw forbidden();
      return updateShopRules(db, shopScopeOf(user), request.params.id, request.body);
    },
  );

  app.get(
    '/:id/last_games/',
    {
      onRequest: [app.authenticate, requirePermission('shops')],
      schema: {
        operationId: 'listShopLastGames',
        tags: ['shops'],
        security,
        summary: "A shop's last 10 games, newest first, with their commitments and results",
        params: idParamsSchema,
        response: { 200: lastGamesResponseSchema, ...withNotFound },
      },
    },
    async (request) => lastGamesOf(db, shopScopeOf(currentUser(request)), request.params.id),
  );

  app.get(
    '/:id/cash_adjustments/',
    {
      onRequest: [app.authenticate, requirePermission('shops')],
      schema: {
        operationId: 'listShopCashAdjustments',
        tags: ['shops'],
        security,
        summary: "A shop's cash adjustments, newest first: who, when, before, after and reason",
        description: 'The cashier of the shop, its agent and the admin; the last 200.',
        params: idParamsSchema,
        response: { 200: cashAdjustmentsSchema, ...withNotFound },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const shop = await shopInScope(db, shopScopeOf(user), request.params.id);
      const blind = user.role === 'cashier';
      return { shop_id: shop.id, results: await cashAdjustmentsOf(db, shop.id, blind) };
    },
  );
};
